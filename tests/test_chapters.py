"""Chapter programs of Computer Science Logo Style, driven by scenarios.

Each scenario is a Logo driver (NAME.lg, perhaps with NAME.in as standard
input) that loads a program from /usr/share/ucblogo/csls and exercises it;
NAME.out is the exact expected output.  Our own scenarios live in
tests/chapters; the shared kit's are in ../shared/chapters.  Everything is
skipped when the chapter programs are not installed.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import pytest

from tests.conftest import CSLS, ROOT, SHARED

OURS = os.path.join(ROOT, "tests", "chapters")
KIT = os.path.join(SHARED, "chapters")

needs_csls = pytest.mark.skipif(not os.path.isdir(CSLS), reason="chapter programs not installed")


def _names(directory: str, sub: str = "") -> list:
    path = os.path.join(directory, sub)
    if not os.path.isdir(path):
        return []
    return sorted(f[:-3] for f in os.listdir(path) if f.endswith(".lg"))


def _normalize(text: str) -> str:
    # (as the kit's runner: its goldens have Berkeley's "I don't know how  to" with one space)
    lines = [line.rstrip().replace("I don't know how  to", "I don't know how to")
             for line in text.replace("\r\n", "\n").split("\n")]
    while lines and lines[-1] == "":
        lines.pop()
    return "".join(line + "\n" for line in lines)


def _run(driver: str, stdin_path: str | None) -> str:
    env = dict(os.environ, TERM="dumb", LC_ALL="C", LANG="C")
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    with tempfile.TemporaryDirectory() as work:
        with open(stdin_path or os.devnull, "rb") as stdin:
            proc = subprocess.run([sys.executable, "-m", "pylogo", driver], stdin=stdin,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=work, env=env,
                                  timeout=120)
    return proc.stdout.decode("utf-8", "replace")


def _check(driver_dir: str, golden_dir: str, name: str) -> None:
    driver = os.path.join(driver_dir, name + ".lg")
    stdin = os.path.join(driver_dir, name + ".in")
    actual = _run(driver, stdin if os.path.exists(stdin) else None)
    with open(os.path.join(golden_dir, name + ".out"), encoding="utf-8") as f:
        expected = f.read()
    assert _normalize(actual) == _normalize(expected)


@needs_csls
@pytest.mark.parametrize("name", _names(OURS))
def test_our_scenario(name):
    _check(OURS, OURS, name)


@needs_csls
@pytest.mark.skipif(not os.path.isdir(KIT), reason="../shared/chapters not present")
@pytest.mark.parametrize("name", _names(KIT, "drivers"))
def test_shared_scenario(name):
    _check(os.path.join(KIT, "drivers"), os.path.join(KIT, "golden"), name)


@needs_csls
@pytest.mark.parametrize("program", ["algs", "basic", "crypto", "diff", "doctor", "format", "fsm", "match",
                                     "math", "pascal", "playfair", "poker", "pour", "streams", "student",
                                     "ttt"])
def test_program_loads_without_error(program):
    out = _run(os.path.join(CSLS, program), None)
    assert out == ""
