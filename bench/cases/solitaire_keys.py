"""Writes solitaire.in and solitaire.quick.in: the keystrokes of the solitaire benchmark.

    python3 bench/cases/solitaire_keys.py

Each file starts with the instruction BENCH.SOLITAIRE (see solitaire.lg), then one line of
keystrokes: per game, 24 rounds of a deal (+), a play from the pile (P), plays from all
seven stacks (! @ # $ % ^ &, rotated), a card by name or a play-up (.), now and then a
redisplay (R), the help screen and a key to leave it (?x), a repeat (M) and a rubout, then
G to give up and start the next game.  X at the end leaves the program.
"""

import os

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYS = "!@#$%^&"
NAMES = ["AH", "AS", "AD", "AC", "2H", "2S", "2D", "2C", "3H", "KS", "TD", "QC", "5S.", "A."]


def keys(games: int) -> str:
    out = []
    for game in range(games):
        for r in range(24):
            out.append("+P")
            out.append(PLAYS[r % 7:] + PLAYS[:r % 7])
            out.append(NAMES[(game + r) % len(NAMES)])
            if r % 8 == 3:
                out.append("R")
            if r % 12 == 5:
                out.append("?x")
            if r % 10 == 7:
                out.append("M5 Z")
        out.append("G")
    out.append("X")
    return "bench.solitaire\n" + "".join(out) + "\n"


if __name__ == "__main__":
    for name, games in (("solitaire.in", 20), ("solitaire.quick.in", 2)):
        with open(os.path.join(HERE, name), "w", encoding="ascii") as f:
            f.write(keys(games))
