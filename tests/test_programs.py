"""programs/solitaire.lg is the unmodified original."""

import hashlib
import os

from tests.conftest import ROOT

SHA256 = "d5522d393ddc2e7d88233580a8e7c1f106c507bfadfb63e62cbcacd0647fb433"


def test_solitaire_is_the_original():
    with open(os.path.join(ROOT, "programs", "solitaire.lg"), "rb") as f:
        assert hashlib.sha256(f.read()).hexdigest() == SHA256


def test_programs_readme_gives_origin_and_copyright():
    with open(os.path.join(ROOT, "programs", "README.md"), encoding="utf-8") as f:
        text = f.read()
    assert "Brian Harvey" in text and "GNU General" in text and "MIT Press" in text
