"""The benchmark programs in bench/ still print their expected checksums (at small sizes).

No timing is checked here: performance lives in bench/run.py.
"""

from __future__ import annotations

import importlib.util
import os
import sys

import pytest

from tests.conftest import ROOT


def _runner():
    spec = importlib.util.spec_from_file_location("bench_run", os.path.join(ROOT, "bench", "run.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


RUNNER = _runner()


@pytest.mark.parametrize("name", [b.name for b in RUNNER.OWN])
def test_quick_checksum(name):
    bench = {b.name: b for b in RUNNER.OWN}[name]
    result = RUNNER.measure(bench, [sys.executable, "-m", "pylogo"], 1, True, 120)
    if result.status.startswith("skipped"):
        pytest.skip(result.status)
    assert result.status == "ok", "%s %s" % (result.status, result.diff)
