#!/usr/bin/env python3
"""Drawing ~100,000 segments in the terminal renderer against drawing with no display.

Usage: .venv/bin/python bench/terminal_graphics.py [--segments N] [--runs R] [--cols C --rows L]
       [--figure steps|lines|star|spiral|all] [variant ...]

Each variant runs pylogo in a pseudo-terminal of C by L cells (pexpect; what it
writes is read and thrown away as fast as it comes, like a fast terminal):

    none      PYLOGO_GRAPHICS=none: the model only (the display list), no drawing
    braille   PYLOGO_GRAPHICS=terminal, braille cells in 24-bit colour
    sixel     PYLOGO_GRAPHICS=terminal with sixel images
    kitty     PYLOGO_GRAPHICS=terminal with kitty graphics protocol images

The program draws N segments in changing colours and ends with BYE.  Figures:
steps (the default: short steps, as turtle programs mostly draw), lines
(lines 60 steps long), star (lines 300 steps long across the canvas,
wrapping at its edges) and spiral (lines of a different length each, up to
300 steps: no two of one shape); ``all`` runs each.  Reported: the median of
R runs of the wall time and of the processor time pylogo used (user +
system), each with start-up taken off (the same program with N = 0: pylogo's
and the renderer's, which starts at the program's first FD 0), the
bytes written to the terminal, and the ratio of the processor times to
``none`` (the goal: at most 2).  Processor time is the measure because wall
time moves with whatever else the machine runs; the wall ratio is shown too.
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
    # lines of some length, turning through a few angles
    "lines": "repeat :n [setpc remainder repcount 16 fd 60 rt 121.7]",
    # long lines across the canvas (wrapping at its edges)
    "star": "repeat :n [setpc remainder repcount 16 fd 300 rt 179.3]",
    # a different length each time: no shape of line comes twice
    "spiral": "repeat :n [setpc remainder repcount 16 fd 1 + remainder repcount 300 rt 90.123]",
}
PROGRAM = "to figure :n\n{body}\nend\nfd 0\nfigure {n}\nbye\n"  # fd 0: the renderer starts

VARIANTS = {
    "none": {"PYLOGO_GRAPHICS": "none"},
    "braille": {"PYLOGO_GRAPHICS": "terminal", "PYLOGO_TERMINAL_GRAPHICS": "braille",
                "COLORTERM": "truecolor"},
    "sixel": {"PYLOGO_GRAPHICS": "terminal", "PYLOGO_TERMINAL_GRAPHICS": "sixel"},
    "kitty": {"PYLOGO_GRAPHICS": "terminal", "PYLOGO_TERMINAL_GRAPHICS": "kitty"},
}


def run_once(n: int, env: dict, cols: int, rows: int, figure: str = "steps") -> tuple:
    """(wall seconds, processor seconds, bytes written) of one run."""
    import resource
    import tempfile

    import pexpect

    with tempfile.NamedTemporaryFile("w", suffix=".lg", delete=False) as f:
        f.write(PROGRAM.format(n=n, body=FIGURES[figure]))
        path = f.name
    full = dict(os.environ)
    full.update(env, TERM="xterm-256color", LC_ALL="C.UTF-8", DISPLAY="", PYLOGO_HISTORY="",
                PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
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
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    os.unlink(path)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return elapsed, cpu, written


def bench_figure(figure: str, args: argparse.Namespace) -> None:
    print("%d segments (%s), a %dx%d terminal, median of %d runs" % (args.segments, figure, args.cols,
                                                                   args.rows, args.runs))
    print("%-8s %8s %8s %8s %10s %6s %6s" % ("variant", "wall s", "drawing", "cpu s", "bytes",
                                           "ratio", "wall"))
    base = None
    for name in args.variants:
        env = VARIANTS[name]
        startup = [run_once(0, env, args.cols, args.rows, figure) for _ in range(args.runs)]
        runs = [run_once(args.segments, env, args.cols, args.rows, figure) for _ in range(args.runs)]
        wall = statistics.median(r[0] for r in runs) - statistics.median(r[0] for r in startup)
        cpu = statistics.median(r[1] for r in runs) - statistics.median(r[1] for r in startup)
        if base is None:
            base = (wall, cpu)
        ratio = cpu / base[1] if base[1] > 0 else float("nan")
        wall_ratio = wall / base[0] if base[0] > 0 else float("nan")
        print("%-8s %8.2f %8.2f %8.2f %10d %6.2f %6.2f" % (name, statistics.median(r[0] for r in runs), wall,
                                                          cpu, runs[0][2], ratio, wall_ratio))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--segments", type=int, default=100000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cols", type=int, default=160)
    parser.add_argument("--rows", type=int, default=50)
    parser.add_argument("--figure", choices=sorted(FIGURES) + ["all"], default="steps")
    parser.add_argument("variants", nargs="*", default=list(VARIANTS))
    args = parser.parse_args()
    for figure in (FIGURES if args.figure == "all" else [args.figure]):
        bench_figure(figure, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
