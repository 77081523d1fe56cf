"""Characters typed inside vertical bars stay marked through word operations (VBARREDP)."""

from __future__ import annotations

from tests.inproc import LogoSession


def run(text: str) -> str:
    return LogoSession().run(text)


def test_marks_survive_slicing_and_joining():
    out = run('show vbarredp first bf "|a b|\nshow vbarredp item 2 "|a b|\n'
              'show vbarredp last bl "|a (b|\nshow vbarredp last word "x "|(|\n'
              'show vbarredp first fput "|(| "a\nshow vbarredp last lput "|(| "a\n'
              'show vbarredp first uppercase "|(|\nshow vbarredp first first parse "|(|\n')
    assert out == "true\n" * 8


def test_a_backslash_in_a_quoted_word_does_not_mark():
    out = run('show backslashedp first "\\(\nshow vbarredp first bf "a\\ b\nshow vbarredp char 32\n')
    assert out == "false\n" * 3


def test_marked_words_are_still_numbers_and_equal_to_plain_ones():
    out = run('show (word "|1| 2) + 1\nshow equalp "|a| "a\nshow memberp "|(| [a ( b )]\n')
    assert out == "13\ntrue\ntrue\n"
