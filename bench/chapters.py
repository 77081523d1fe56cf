#!/usr/bin/env python3
"""Time the shared chapter-program scenarios, pylogo against Berkeley Logo, run after run.

Usage (from the project root):

    .venv/bin/python bench/chapters.py ../shared/oracle/ucblogo [--runs N] [NAME ...]

Each scenario of ../shared/chapters/drivers (a driver NAME.lg, with NAME.in as standard
input when there is one) runs as a whole process, as the shared runner runs it (TERM=dumb,
LC_ALL=C, in a fresh temporary folder), first with pylogo, then with Berkeley Logo, RUNS
times (default 5).  The table gives the fastest run of each (the scenarios are short: the
fastest run is the one least disturbed by other work) and the ratio.  pylogo's first run
fills its caches (parsed files, compiled code), as any first run on a machine does; it
is not counted.  Exits 0; prints nothing but a note when the scenarios are not there.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
DRIVERS = next((p for p in (os.path.join(os.path.dirname(ROOT), "shared", "chapters", "drivers"),
                            os.path.join(os.path.dirname(os.path.dirname(ROOT)), "shared", "chapters",
                                         "drivers"))
                if os.path.isdir(p)), None)


def pylogo_command() -> list:
    beside = os.path.join(os.path.dirname(sys.executable), "pylogo")
    return [beside] if os.path.exists(beside) else [sys.executable, "-m", "pylogo"]


def run_once(command: list, driver: str, folder: str) -> float:
    stdin_path = driver[:-3] + ".in"
    env = dict(os.environ, TERM="dumb", LC_ALL="C")
    with open(stdin_path if os.path.exists(stdin_path) else os.devnull, "rb") as stdin:
        start = time.perf_counter()
        proc = subprocess.Popen(command + [driver], stdin=stdin, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, cwd=folder, env=env)
        # A blocking wait: Popen.wait(timeout=...) polls with sleeps of up to 50 ms.
        timer = threading.Timer(300, proc.kill)
        timer.start()
        proc.wait()
        seconds = time.perf_counter() - start
        timer.cancel()
        return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("berkeley", help="the Berkeley Logo binary")
    parser.add_argument("names", nargs="*", help="only the scenarios with these names")
    parser.add_argument("--runs", type=int, default=5)
    opts = parser.parse_args()
    if DRIVERS is None or not os.path.isdir("/usr/share/ucblogo/csls"):
        print("chapter scenarios or CSLS programs not found: nothing timed")
        return 0
    names = sorted(n[:-3] for n in os.listdir(DRIVERS) if n.endswith(".lg"))
    names = [n for n in names if not opts.names or n in opts.names]
    berkeley = [os.path.abspath(opts.berkeley)]
    print("| scenario | pylogo ms | Berkeley ms | ratio |\n|---|---:|---:|---:|")
    for name in names:
        driver = os.path.join(DRIVERS, name + ".lg")
        folder = tempfile.mkdtemp(prefix="pylogo-chapter-")
        try:
            run_once(pylogo_command(), driver, folder)  # fills the caches
            ours, theirs = [], []
            for _ in range(opts.runs):
                ours.append(run_once(pylogo_command(), driver, folder))
                theirs.append(run_once(berkeley, driver, folder))
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        print("| %s | %.1f | %.1f | %.1f |" % (name, min(ours) * 1000, min(theirs) * 1000,
                                                min(ours) / min(theirs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
