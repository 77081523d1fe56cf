"""The shared Berkeley Logo conformance kit (../shared/conformance), case by case."""

from __future__ import annotations

import importlib.util
import os
import sys

import pytest

from tests.conftest import ROOT, SHARED

KIT = os.path.join(SHARED, "conformance")


def _runner():
    path = os.path.join(KIT, "run")
    loader = importlib.machinery.SourceFileLoader("conformance_run", path)
    spec = importlib.util.spec_from_loader("conformance_run", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


CASES = sorted(f[:-3] for f in os.listdir(os.path.join(KIT, "cases")) if f.endswith(".lg")) \
    if os.path.isdir(KIT) else []


@pytest.mark.skipif(not CASES, reason="../shared/conformance not present")
@pytest.mark.parametrize("name", CASES)
def test_case(name):
    runner = _runner()
    os.environ["PYTHONPATH"] = ROOT + os.pathsep + os.environ.get("PYTHONPATH", "")
    command = "%s -m pylogo" % sys.executable
    out, err, _ = runner.run_case(command, name, 60, False)
    assert err is None, err
    with open(os.path.join(KIT, "golden", name + ".out"), encoding="utf-8") as f:
        expected = f.read()
    assert out == expected
