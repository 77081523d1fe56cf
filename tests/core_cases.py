"""Shared machinery of the test_core_* case tables.

Each table is a list of (name, mode, source, expected output): mode "stdin"
runs the source as standard input, "file" loads it like a file, and "mixed"
loads the part before a "--- stdin" line, then runs the rest as input.
"""

from __future__ import annotations

import pytest


def text(block: str) -> str:
    """A case's text: the newline after the opening triple quote dropped."""
    return block[1:] if block.startswith("\n") else block


def case_params(cases: list, xfail: dict) -> list:
    """pytest parameters for a case table; names in XFAIL are strict expected failures."""
    params = []
    for name, mode, src, expected in cases:
        marks = [pytest.mark.xfail(strict=True, reason=xfail[name])] if name in xfail else []
        params.append(pytest.param(mode, src, expected, id=name, marks=marks))
    return params


def run_case(logo, mode: str, src: str) -> str:
    """The output of one case, run in the session LOGO."""
    if mode == "mixed":
        file_part, _, stdin_part = src.partition("--- stdin\n")
        return logo.load(file_part) + logo.run(stdin_part)
    return logo.load(src) if mode == "file" else logo.run(src)
