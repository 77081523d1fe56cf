"""The heavier chapter-program runs of bench/stress give Berkeley's output (recorded from
Berkeley Logo 6.2.5 by bench/stress.py --regen), normalized as the shared chapter runner
does.  They need the CSLS programs (/usr/share/ucblogo/csls) and are skipped without them."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("bench_stress", ROOT / "bench" / "stress.py")
stress = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(stress)

NAMES = sorted(p.stem for p in (ROOT / "bench" / "stress").glob("*.lg"))
XFAIL: dict = {}


@pytest.mark.skipif(not os.path.isdir(stress.CSLS), reason="the CSLS chapter programs are not installed")
@pytest.mark.parametrize("name", [pytest.param(n, marks=[pytest.mark.xfail(strict=True, reason=XFAIL[n])]
                                               if n in XFAIL else []) for n in NAMES])
def test_stress_scenario(name):
    expected = (ROOT / "bench" / "stress" / (name + ".out")).read_text(encoding="utf-8")
    out, _ = stress.run([sys.executable, "-m", "pylogo"], name)
    assert out == expected, stress.first_difference(expected, out)
