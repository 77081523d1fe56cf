#!/usr/bin/env python3
"""Drawing ~100,000 segments in the terminal renderer against drawing with no display.

Usage: .venv/bin/python bench/terminal_graphics.py [--segments N] [--runs R] [--cols C --rows L]

Each variant runs pylogo in a pseudo-terminal of C by L cells (pexpect; what it
writes is read and thrown away as fast as it comes, like a fast terminal):

    none      PYLOGO_GRAPHICS=none: the model only (the display list), no drawing
    braille   PYLOGO_GRAPHICS=terminal, braille cells in 24-bit colour
    sixel     PYLOGO_GRAPHICS=terminal with sixel images (ten a second at most)

The program draws N segments in changing colours and ends with BYE: --figure
steps (the default: short steps, as turtle programs mostly draw) or star (lines
300 steps long across the canvas, the rasterizer's worst case).  Reported: the median wall time
of R runs, the time once start-up (the same program with N = 0) is taken off,
the bytes written to the terminal, and the ratio to ``none`` (the goal: at
most 2).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

FIGURES = {
    # short steps, as turtle programs mostly draw (circles, spirals, trees)
    "steps": "repeat :n / 2 [setpc remainder repcount 16 fd 1 rt 1.01]\n"
             "repeat :n / 2 [setpc remainder repcount 16 fd 5 rt 7.3]",
    # long lines across the canvas: the rasterizer's worst case
    "star": "repeat :n [setpc remainder repcount 16 fd 300 rt 179.3]",
}
PROGRAM = "to figure :n\n{body}\nend\nfigure {n}\nbye\n"

VARIANTS = {
    "none": {"PYLOGO_GRAPHICS": "none"},
    "braille": {"PYLOGO_GRAPHICS": "terminal", "PYLOGO_TERMINAL_GRAPHICS": "braille",
                "COLORTERM": "truecolor"},
    "sixel": {"PYLOGO_GRAPHICS": "terminal", "PYLOGO_TERMINAL_GRAPHICS": "sixel"},
}


def run_once(n: int, env: dict, cols: int, rows: int, figure: str = "steps") -> tuple:
    """(wall seconds, bytes written) of one run."""
    import tempfile

    import pexpect

    with tempfile.NamedTemporaryFile("w", suffix=".lg", delete=False) as f:
        f.write(PROGRAM.format(n=n, body=FIGURES[figure]))
        path = f.name
    full = dict(os.environ)
    full.update(env, TERM="xterm-256color", LC_ALL="C.UTF-8", DISPLAY="", PYLOGO_HISTORY="",
                PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    start = time.perf_counter()
    child = pexpect.spawn(sys.executable, ["-m", "pylogo", path], env=full, dimensions=(rows, cols),
                          encoding=None)
    written = 0
    while True:
        try:
            written += len(child.read_nonblocking(1 << 20, timeout=120))
        except pexpect.EOF:
            break
    child.close()
    elapsed = time.perf_counter() - start
    os.unlink(path)
    return elapsed, written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--segments", type=int, default=100000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cols", type=int, default=160)
    parser.add_argument("--rows", type=int, default=50)
    parser.add_argument("--figure", choices=sorted(FIGURES), default="steps")
    parser.add_argument("variants", nargs="*", default=list(VARIANTS))
    args = parser.parse_args()
    print("%d segments (%s), a %dx%d terminal, median of %d runs" % (args.segments, args.figure, args.cols,
                                                                   args.rows, args.runs))
    print("%-8s %9s %12s %12s %7s" % ("variant", "wall s", "drawing s", "bytes", "ratio"))
    base = None
    for name in args.variants:
        env = VARIANTS[name]
        startup = statistics.median(run_once(0, env, args.cols, args.rows, args.figure)[0]
                                    for _ in range(args.runs))
        runs = [run_once(args.segments, env, args.cols, args.rows, args.figure) for _ in range(args.runs)]
        wall = statistics.median(r[0] for r in runs)
        drawing = wall - startup
        if base is None:
            base = drawing
        ratio = drawing / base if base > 0 else float("nan")
        print("%-8s %9.2f %12.2f %12d %7.2f" % (name, wall, drawing, runs[0][1], ratio))
    return 0


if __name__ == "__main__":
    sys.exit(main())
