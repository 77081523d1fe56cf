#!/usr/bin/env python3
"""Heavier runs of the chapter programs: check pylogo's output and time it against Berkeley Logo.

Usage (from the project root):

    .venv/bin/python bench/stress.py [--regen BERKELEY] [--time BERKELEY] [--runs N] [NAME ...]

Each scenario is bench/stress/NAME.lg (a driver loading a program of
/usr/share/ucblogo/csls), with NAME.in as standard input when there is one, and
NAME.out holding Berkeley Logo's output normalized as the shared chapter runner
normalizes it.  Every run is a whole process in a fresh temporary folder with
TERM=dumb and LC_ALL=C, standard output and error together.

Without options, pylogo runs each scenario once and its output is compared with
NAME.out.  --regen BERKELEY writes NAME.out from the given Berkeley binary.
--time BERKELEY also times each scenario: pylogo runs once to warm its caches,
then RUNS times (default 3), Berkeley RUNS times; the table gives the fastest
run of each and the ratio.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, BENCH)
from run import first_difference  # noqa: E402  (bench/run.py: where two outputs part)

STRESS = os.path.join(BENCH, "stress")
CSLS = "/usr/share/ucblogo/csls"
WELCOME = "Welcome to Berkeley Logo"
FAREWELL = ["Thank you for using Logo.", "Have a nice day."]
LEADING_ESC = re.compile(r"^(?:\x1b\[[0-9;?]*[A-Za-z])+")


def normalize(text: str) -> str:
    """The shared chapter runner's normalization (banner, farewell, trailing blanks)."""
    lines = text.replace("\r\n", "\n").split("\n")
    for i, line in enumerate(lines):
        if LEADING_ESC.sub("", line).startswith(WELCOME):
            lines = lines[i + 1:]
            break
    if lines:
        lines[0] = LEADING_ESC.sub("", lines[0])
    lines = [line.rstrip() for line in lines]
    while lines and lines[-1] == "":
        lines.pop()
    if len(lines) >= 2 and lines[-2:] == FAREWELL:
        lines = lines[:-2]
        while lines and lines[-1] == "":
            lines.pop()
    lines = [line.replace("I don't know how  to", "I don't know how to") for line in lines]
    return "".join(line + "\n" for line in lines)


def pylogo_command() -> list:
    beside = os.path.join(os.path.dirname(sys.executable), "pylogo")
    return [beside] if os.path.exists(beside) else [sys.executable, "-m", "pylogo"]


def run(command: list, name: str, capture: bool = True) -> tuple:
    """Run one scenario; return (normalized output or None, seconds)."""
    driver = os.path.join(STRESS, name + ".lg")
    stdin_path = os.path.join(STRESS, name + ".in")
    env = dict(os.environ, TERM="dumb", LC_ALL="C", LANG="C")
    folder = tempfile.mkdtemp(prefix="stress-")
    try:
        with open(stdin_path if os.path.exists(stdin_path) else os.devnull, "rb") as stdin, \
                tempfile.TemporaryFile() as out:
            start = time.perf_counter()
            proc = subprocess.Popen(command + [driver], stdin=stdin,
                                    stdout=out if capture else subprocess.DEVNULL,
                                    stderr=subprocess.STDOUT, cwd=folder, env=env)
            # A blocking wait: Popen.wait(timeout=...) polls with sleeps of up to 50 ms.
            timer = threading.Timer(300, proc.kill)
            timer.start()
            proc.wait()
            seconds = time.perf_counter() - start
            timer.cancel()
            if not capture:
                return None, seconds
            out.seek(0)
            return normalize(out.read().decode("utf-8", "replace")), seconds
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--regen", metavar="BERKELEY", help="write the goldens with this binary")
    parser.add_argument("--time", metavar="BERKELEY", help="also time against this binary")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("names", nargs="*")
    args = parser.parse_args()
    # (the scenarios run in a folder of their own: a binary named from here must be found)
    args.regen = args.regen and os.path.abspath(args.regen)
    args.time = args.time and os.path.abspath(args.time)
    if not os.path.isdir(CSLS):
        print("%s not found: chapter programs unavailable" % CSLS)
        return 0
    names = [n[:-3] if n.endswith(".lg") else n for n in args.names] or \
        sorted(f[:-3] for f in os.listdir(STRESS) if f.endswith(".lg"))
    if args.regen:
        for name in names:
            out, seconds = run([args.regen], name)
            with open(os.path.join(STRESS, name + ".out"), "w", encoding="utf-8") as f:
                f.write(out)
            print("%-22s %7.0f ms  %d lines" % (name, seconds * 1000, out.count("\n")))
        return 0
    failed = 0
    for name in names:
        with open(os.path.join(STRESS, name + ".out"), encoding="utf-8") as f:
            expected = f.read()
        out, seconds = run(pylogo_command(), name)
        status = "ok" if out == expected else "FAIL " + (first_difference(expected, out) or "outputs differ")
        failed += out != expected
        if args.time:
            ours = min(run(pylogo_command(), name, False)[1] for _ in range(args.runs))
            theirs = min(run([args.time], name, False)[1] for _ in range(args.runs))
            print("%-22s %7.0f ms %7.0f ms %5.2fx  %s" % (name, ours * 1000, theirs * 1000,
                                                      ours / theirs, status), flush=True)
        else:
            print("%-22s %7.0f ms  %s" % (name, seconds * 1000, status), flush=True)
    print("%d passed, %d failed" % (len(names) - failed, failed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
