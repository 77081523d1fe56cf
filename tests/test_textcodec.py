# ruff: noqa: E501
"""Words of bytes in the C locale, as Berkeley Logo's (pylogo/system/textcodec.py): the outputs
are Berkeley Logo 6.2.5's, recorded with LC_ALL=C (its words are bytes in every locale)."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.conftest import ROOT

# COUNT, ITEM, BUTFIRST, REVERSE, ASCII, CHAR and BEFOREP on the bytes of UTF-8 text;
# UPPERCASE and LOWERCASE change A-Z and a-z only.
WORDS = b'print uppercase "h\xc3\xa9llo\nprint lowercase "\xc3\x89COLE\nshow equalp "\xc3\x89 "\xc3\xa9\nshow "\xc3\x89cole = "\xc3\xa9cole\nshow memberp "\xc3\x89 [\xc3\xa9]\nshow beforep "\xc3\xa9 "z\nshow beforep "z "\xc3\xa9\nshow count "h\xc3\xa9llo\nshow count "\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e\nshow ascii "\xc3\xa9\nshow char 233\nshow wordp "\xe6\x97\xa5\xe6\x9c\xac\nshow emptyp "\xc3\xa9\nshow numberp "\xd9\xa1\xd9\xa2\nprint word "a "\xc3\xa9\nshow butfirst "\xc3\xa9a\nshow last "a\xc3\xa9\nshow remove "\xc3\xa9 [a \xc3\xa9 b]\nshow sort [b \xc3\xa9 a]\nshow lowercase "\xc3\x84\xc3\x96\xc3\x9c\nshow uppercase "stra\xc3\x9fe\nshow reverse "ab\xc3\xa9\nshow substringp "\xc3\xa9 "caf\xc3\xa9\nshow "caf\xc3\xa9 < "cafe\nshow pos\nshow item 1 "\xc3\xa9a\n'
WORDS_OUT = b"H\xc3\xa9LLO\n\xc3\x89cole\nfalse\nfalse\nfalse\ntrue\nfalse\n6\n9\nascii doesn't like \xc3\xa9 as input\n\xe9\ntrue\nfalse\nfalse\na\xc3\xa9\n\xa9a\n\xa9\n[a b]\nI don't know how  to sort\n\xc3\x84\xc3\x96\xc3\x9c\nSTRA\xc3\x9fE\n\xa9\xc3ba\ntrue\n< doesn't like caf\xc3\xa9 as input\n[0 0]\n\xc3\n"

# Files: names and contents with non-ASCII letters, READWORD, READCHAR, SAVE and LOAD.
FILES = b'openwrite "donn\xc3\xa9es.txt\nsetwrite "donn\xc3\xa9es.txt\nprint "h\xc3\xa9llo\nprint [\xe6\x97\xa5\xe6\x9c\xac x]\nsetwrite []\nclose "donn\xc3\xa9es.txt\nopenread "donn\xc3\xa9es.txt\nsetread "donn\xc3\xa9es.txt\nshow readword\nshow count readword\nshow readchar\nshow readchar\nsetread []\nclose "donn\xc3\xa9es.txt\nshow filep "donn\xc3\xa9es.txt\nto gr\xc3\xbc\xc3\x9f :x\noutput word :x "\xc3\xbc\nend\nsave "sauv\xc3\xa9.lg\nerase "gr\xc3\xbc\xc3\x9f\nload "sauv\xc3\xa9.lg\nshow gr\xc3\xbc\xc3\x9f "a\nshow count gr\xc3\xbc\xc3\x9f "a\nprint char 252\nshow ascii char 195\n'
FILES_OUT = b'h\xc3\xa9llo\n8\n[]\n[]\ntrue\ngr\xc3\xbc\xc3\x9f defined\na\xc3\xbc\n3\n\xfc\n195\n'


def _run(source: bytes, folder: str, locale: str) -> bytes:
    env = dict(os.environ, TERM="dumb", LC_ALL=locale, LANG=locale)
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "pylogo"], input=source, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, cwd=folder, env=env, timeout=60).stdout


def test_words_are_bytes_in_the_c_locale(tmp_path):
    assert _run(WORDS, str(tmp_path), "C") == WORDS_OUT


def test_files_in_the_c_locale(tmp_path):
    assert _run(FILES, str(tmp_path), "C") == FILES_OUT
    assert sorted(os.listdir(tmp_path)) == sorted(["donn\u00e9es.txt", "sauv\u00e9.lg"])


def test_words_are_characters_in_a_utf8_locale(tmp_path):
    out = _run("show count \"\u65e5\u672c\u8a9e\nshow ascii \"\u00e9\nshow reverse \"ab\u00e9\n".encode(),
               str(tmp_path), "C.UTF-8")
    assert out.decode() == "3\n233\n\u00e9ba\n"


def test_command_line_and_shell_in_the_c_locale(tmp_path):
    (tmp_path / "cl.lg").write_bytes(b'show :command.line\nshow count first :command.line\n'
                                     b'show shell [echo \xc3\xa9]\nshow count first first shell [echo \xc3\xa9]\n')
    env = dict(os.environ, TERM="dumb", LC_ALL="C", LANG="C")
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run([sys.executable, "-m", "pylogo", "cl.lg", "-", "\u00e9", "\u65e5\u672c"],
                         stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         cwd=tmp_path, env=env, timeout=60).stdout
    # (Berkeley 6.2.5's output)
    assert out == b"[\xc3\xa9 \xe6\x97\xa5\xe6\x9c\xac]\n2\n[[\xc3\xa9]]\n2\n"
