"""Workspace details checked against Berkeley Logo."""

from __future__ import annotations

from tests.inproc import LogoSession


def test_cslsload_of_a_missing_program_names_the_whole_path(tmp_path):
    logo = LogoSession()
    out = logo.run('setcslsloc "%s\ncslsload "nosuchprog\n' % tmp_path)
    assert out == "I can't open file %s\n" % (tmp_path / "nosuchprog")
