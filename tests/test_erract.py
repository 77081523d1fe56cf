"""ERRACT: run once per error, its output standing in for a missing value."""

from __future__ import annotations

from tests.inproc import LogoSession


def test_pause_from_erract_gives_the_missing_value():
    logo = LogoSession()
    logo.load('to foo :a\nprint :a + :nope\nend\nmake "erract [pause]\n')
    out = logo.run('foo 3\nshow :a\ncontinue 7\nprint "end\n')
    assert out == (
        "nope has no value  in foo\n"
        "[print :a + :nope]\n"
        "Pausing...\n"
        "foo3\n"
        "foo10\n"
        "end\n"
    )


def test_erract_output_is_not_used_for_an_unrecoverable_error():
    logo = LogoSession()
    out = logo.run('make "erract [42]\nprint first []\nprint "next\n')
    assert out == "first doesn't like [] as input\nnext\n"


def test_erract_is_the_empty_list_while_it_runs_and_restored_after():
    logo = LogoSession()
    out = logo.run('make "erract [print :erract]\nprint :zz\nshow :erract\n')
    assert out == (
        "\n"
        "zz has no value\n"
        "[print :erract]\n"
    )


def test_what_erract_does_to_itself_is_undone():
    logo = LogoSession()
    out = logo.run('make "erract [show namep "erract ern "erract]\nprint first []\nshow :erract\n'
                   'make "erract [make "erract [print 2] print 1]\nprint first []\nprint first []\n'
                   'show :erract\n')
    assert out == (
        "true\n"
        "first doesn't like [] as input\n"
        "[show namep \"erract ern \"erract]\n"
        "1\n"
        "first doesn't like [] as input\n"
        "1\n"
        "first doesn't like [] as input\n"
        "[make \"erract [print 2] print 1]\n"
    )


def test_catch_error_hides_erract():
    logo = LogoSession()
    out = logo.run('make "erract [print "ran]\ncatch "error [print :zz]\nprint "ok\n')
    assert out == "ok\n"
