"""README's promise: on a fresh machine, exactly two commands — one plays solitaire, one
runs the tests — and CI runs the second one as written."""

from __future__ import annotations

import importlib
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read(*path: str) -> str:
    with open(os.path.join(ROOT, *path), encoding="utf-8") as f:
        return f.read()


def two_commands() -> list:
    section = read("README.md").split("## Two commands", 1)[1].split("\n## ", 1)[0]
    return [line.strip() for line in section.splitlines() if line.startswith("    ")]


def test_there_are_exactly_two_commands():
    commands = two_commands()
    assert len(commands) == 2
    play, test = commands
    assert play.endswith(".venv/bin/pylogo programs/solitaire.lg -e solitaire")
    assert test.endswith(".venv/bin/python -m pytest -q")
    for command in commands:  # each installs what it needs into a new venv first
        assert command.startswith("python3 -m venv .venv && .venv/bin/pip install -q ")


def test_ci_runs_the_test_command_as_written():
    ci_lines = [line.strip() for line in read(".ci", "run").splitlines()]
    assert two_commands()[1] in ci_lines


def test_the_play_command_names_what_exists():
    assert os.path.exists(os.path.join(ROOT, "programs", "solitaire.lg"))
    assert "to solitaire" in read("programs", "solitaire.lg").lower()
    # The pylogo command is a launcher of our own (see pyproject.toml's script-files).
    assert re.search(r'^script-files = \["scripts/pylogo"\]$', read("pyproject.toml"), re.M)
    launcher = read("scripts", "pylogo")
    module, function = re.search(r"^from ([\w.]+) import (\w+)\b", launcher, re.M).groups()
    assert re.search(r"^%s\(\)$" % function, launcher, re.M)
    assert callable(getattr(importlib.import_module(module), function))


def test_the_test_extra_has_what_the_tests_import():
    extras = re.search(r"^test = \[(.*?)\]$", read("pyproject.toml"), re.M | re.S).group(1)
    names = {re.split(r"[<>=\[ ]", extra.strip().strip('"'))[0].lower() for extra in extras.split(",")}
    assert {"pytest", "pyte", "hypothesis"} <= names
