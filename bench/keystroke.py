"""Keystroke to finished screen, for solitaire.lg in a real pseudo-terminal.

    .venv/bin/python bench/keystroke.py [--rounds N]

pylogo runs the unmodified programs/solitaire.lg (deck fixed by redefining
SHUFFLE) in a pseudo-terminal, started with PYLOGO_SCREEN_SYNC=1 so that it
writes an invisible mark each time it waits for a key (see pylogo/frontends/tty.py).
For each measured key the clock runs from writing the key to the terminal
until the screen is finished: the mark arrives (everything drawn before it
has arrived too), or, for the W that wins, the "you win!" screen.

Measured: "+" (deal three), card moves (a stack by its shifted digit, a
card from the middle of a stack by name, the pile's top card, M), and W
(once playing two cards up, once playing all 28 cards up and winning).
The goal is under 50 ms for each.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests.screen import SYNC_MARK  # noqa: E402
from tests.test_solitaire_model import easy_deck, shuffle_definition, tour_deck  # noqa: E402

GOAL_MS = 50.0


class Player:
    """pylogo playing solitaire in a pseudo-terminal; keys timed to their finished screen."""

    def __init__(self, deck: list) -> None:
        import pexpect

        self.deck_file = tempfile.NamedTemporaryFile("w", suffix=".lg", delete=False)
        self.deck_file.write(shuffle_definition(deck))
        self.deck_file.close()
        env = dict(os.environ, TERM="xterm-256color", PYLOGO_SCREEN_SYNC="1", PYLOGO_HISTORY="",
                   PYTHONPATH=ROOT)
        self.child = pexpect.spawn(sys.executable, ["-m", "pylogo", "programs/solitaire.lg",
                                                    self.deck_file.name, "-e", "solitaire"],
                                   env=env, cwd=ROOT, dimensions=(24, 80), encoding=None)
        self.child.delaybeforesend = None  # pexpect sleeps 50 ms before each send otherwise
        self.buf = b""
        self.wait_for(SYNC_MARK)

    def wait_for(self, what: bytes, timeout: float = 30) -> None:
        end = time.monotonic() + timeout
        while what not in self.buf:
            if time.monotonic() > end:
                raise TimeoutError("no %r" % what)
            self.buf += self.child.read_nonblocking(65536, timeout=timeout)
        self.buf = self.buf[self.buf.index(what) + len(what):]

    def key(self, key: str, until: bytes = SYNC_MARK) -> float:
        """Type KEY; milliseconds until the screen is finished."""
        self.buf = b""
        start = time.perf_counter()
        self.child.send(key)
        self.wait_for(until)
        return (time.perf_counter() - start) * 1000

    def keys(self, keys: str) -> None:
        for k in keys:
            self.key(k)

    def close(self) -> None:
        self.child.send("X")
        self.child.terminate(force=True)
        os.unlink(self.deck_file.name)


def measure(rounds: int) -> dict:
    times: dict = {}

    def add(name: str, ms: float) -> None:
        times.setdefault(name, []).append(ms)

    p = Player(tour_deck())
    try:
        for _ in range(rounds):
            add("card move: ! (a stack onto another)", p.key("!"))
            p.key("9")
            add("card move: 9H (from the middle of a stack)", p.key("H"))
            add("+ (deal three)", p.key("+"))
            add("card move: P (pile to stack)", p.key("P"))
            add("card move: M (the same card again)", p.key("M"))
            p.keys("AS1D")
            add("W (plays 2 cards up)", p.key("W"))
            for _ in range(6):
                add("+ (deal three)", p.key("+"))
            p.key("G")
    finally:
        p.close()

    p = Player(easy_deck())
    try:
        for _ in range(max(1, rounds // 4)):
            p.keys("+PPP" * 8)
            add("W (plays all 28 cards up, you win!)", p.key("W", until=b"you win!"))
            p.wait_for(SYNC_MARK)  # WAIT 120, then a new game
    finally:
        p.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=8)
    args = parser.parse_args()
    times = measure(args.rounds)
    print("keystroke to finished screen, solitaire.lg in an 80x24 pseudo-terminal (ms)")
    print("%-45s %4s %8s %8s %8s" % ("key", "n", "median", "max", "goal"))
    worst = 0.0
    for name, ms in times.items():
        med = statistics.median(ms)
        worst = max(worst, med)
        print("%-45s %4d %8.1f %8.1f %8s" % (name, len(ms), med, max(ms),
                                             "ok" if med < GOAL_MS else "SLOW"))
    print("all medians under %.0f ms" % GOAL_MS if worst < GOAL_MS else "some keys over %.0f ms" % GOAL_MS)
    return 0 if worst < GOAL_MS else 1


if __name__ == "__main__":
    sys.exit(main())
