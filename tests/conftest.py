"""Shared helpers for the test suite."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
CSLS = "/usr/share/ucblogo/csls"


def run_logo(source: str = "", stdin: str = "", files: tuple = (), args: tuple = (), cwd: str | None = None,
             env: dict | None = None, timeout: float = 60) -> str:
    """Run pylogo as a command (TERM=dumb, standard input not a terminal); stdout+stderr."""
    cmd = [sys.executable, "-m", "pylogo", *files, *args]
    full_env = dict(os.environ, TERM="dumb", LC_ALL="C", LANG="C")
    full_env["PYTHONPATH"] = ROOT + os.pathsep + full_env.get("PYTHONPATH", "")
    if env:
        full_env.update(env)
    data = (source + stdin).encode("utf-8")
    proc = subprocess.run(cmd, input=data, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          cwd=cwd, env=full_env, timeout=timeout)
    return proc.stdout.decode("utf-8", "replace")


@pytest.fixture(autouse=True, scope="session")
def words_of_characters():
    """In-process interpreters work on UTF-8 characters whatever this machine's locale
    (pylogo/system/textcodec.py); commands run with LC_ALL=C work on bytes, as Berkeley."""
    from pylogo.system import textcodec

    textcodec.set_bytes(False)
    yield
    textcodec.set_bytes(None)


@pytest.fixture
def logo():
    """An in-process interpreter fed from a string; returns everything it printed."""
    from tests.inproc import LogoSession

    return LogoSession()
