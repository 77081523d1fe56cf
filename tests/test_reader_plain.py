"""The reader's plain path (no lark) reads what lark reads, and leaves lark what it cannot."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pylogo.lang.data import NIL, Array, Pair
from pylogo.lang.errors import LogoError
from pylogo.lang.reader import _parse_with_lark, parse_plain


def as_python(value: object) -> object:
    """Nested Python lists/tuples for comparing Logo data (arrays as ('array', origin, items))."""
    if isinstance(value, Pair) or value is NIL:
        out = []
        while isinstance(value, Pair):
            out.append(as_python(value.first))
            value = value.rest
        return out
    if isinstance(value, Array):
        return ("array", value.origin, [as_python(x) for x in value.items])
    return (type(value).__name__, str(value), getattr(value, "marks", None))


def lark_reads(text: str) -> object:
    try:
        return as_python(_parse_with_lark(text))
    except LogoError as exc:
        return ("error", str(exc))


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="ab1.\"':+-*()[]{}@ \t\n\u00e4\u00a0\u2003\v|\\", max_size=30))
def test_plain_path_reads_as_lark(text: str) -> None:
    plain = parse_plain(text)
    if plain is not None:
        assert as_python(plain) == lark_reads(text)


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet="ab []{}|\\\t\r\n\f;~", max_size=24))
def test_bars_and_backslashes_read_as_lark(text: str) -> None:
    plain = parse_plain(text)
    if plain is not None:  # (None: brackets that do not match, left to lark)
        assert as_python(plain) == lark_reads(text)


def test_bars_and_backslashes_examples() -> None:
    texts = ["a|b c|", "a\\ b", "|a [b| c", "x\\", "|a\\", "|a\\|b| c", "[|]|]", "a\\\nb", "|", "\\"]
    for text in texts:
        assert parse_plain(text) is not None, text
        assert as_python(parse_plain(text)) == lark_reads(text), text
    assert as_python(parse_plain("print |a b|[c]")) == [w("print"), pw("a b", "vvv"), [w("c")]]


def w(word: str) -> tuple:
    return ("str", word, None)


def pw(word: str, marks: str) -> tuple:
    return ("ProtectedWord", word, marks)


def test_plain_path_examples() -> None:
    assert as_python(parse_plain('print [a [b c] {d e}] "x')) == [
        w("print"), [w("a"), [w("b"), w("c")], ("array", 1, [w("d"), w("e")])], w('"x')]
    assert as_python(parse_plain("a[b]c")) == [w("a"), [w("b")], w("c")]
    assert as_python(parse_plain("  ")) == []
    assert as_python(parse_plain("sum 2 3 ; ä")) == [w("sum"), w("2"), w("3"), w(";"), w("ä")]


def test_lark_reads_what_plain_cannot() -> None:
    for text in ["{1 2}@0", "[a", "a]", "[a}", "a\vb"]:
        assert parse_plain(text) is None, text


def test_only_five_characters_are_white_space() -> None:
    # A no-break space, or the byte 0xA0 or 0x85 of a UTF-8 letter read as a character in
    # the C locale (voil\xc3\xa0), is part of a word, as in Berkeley.
    for text in ["a\u00a0b", "voil\u00c3\u00a0 [\u00c3\u0085]", "x\u3000y"]:
        assert as_python(parse_plain(text)) == lark_reads(text), text
    assert as_python(parse_plain("a\u00a0b c")) == [w("a\u00a0b"), w("c")]
    assert lark_reads("a\vb") == [w("a\vb")]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.text(alphabet="a [](){}\t\"#!;~|\\\u00e4", max_size=20), max_size=4), st.booleans())
def test_lines_of_brackets_only_are_scanned_as_any_line(lines: list, comments: bool) -> None:
    from pylogo.lang.reader import _Scan, _scan_line, scan_line

    quick, slow = _Scan(), _Scan()
    for line in lines:
        assert scan_line(line, quick, comments) == _scan_line(line, slow, comments)
        assert (quick.brackets, quick.parens, quick.in_bar) == (slow.brackets, slow.parens, slow.in_bar)
