"""Workspace details checked against Berkeley Logo."""

from __future__ import annotations

from tests.inproc import LogoSession


def test_cslsload_of_a_missing_program_names_the_whole_path(tmp_path):
    logo = LogoSession()
    out = logo.run('setcslsloc "%s\ncslsload "nosuchprog\n' % tmp_path)
    assert out == "I can't open file %s\n" % (tmp_path / "nosuchprog")


def _read_all(tmp_path, text: str, reader: str, times: int) -> str:
    path = tmp_path / "in.txt"
    path.write_text(text)
    logo = LogoSession()
    return logo.run('openread "%s\nsetread "%s\nrepeat %d [make "w %s show list count :w :w]\n'
                    "setread []\n" % (path, path, times, reader))


def test_readword_goes_on_after_an_open_bar_a_backslash_or_a_tilde(tmp_path):
    out = _read_all(tmp_path, "p ~\nq\nr\\\ns\na|b\nc|d\ne\n", "readword", 5)
    assert out == "[5 p ~\nq]\n[3 r\ns]\n[7 a|b\nc|d]\n[1 e]\n[0 []]\n"


def test_the_end_of_file_inside_bars_is_the_end(tmp_path):
    assert _read_all(tmp_path, "x|y\nz\n", "readword", 1) == "[0 []]\n"
    assert _read_all(tmp_path, "x|y\nz\n", "readlist", 1) == "[0 ]\n"
