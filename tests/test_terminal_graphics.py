"""Turtle graphics in the terminal (issue 12): braille, colours, screen modes, resize, mouse, images."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from screen import Console, Screen  # noqa: E402

from pylogo.graphics.model import Model  # noqa: E402
from pylogo.graphics.raster import Raster  # noqa: E402
from pylogo.graphics.term_images import decode_kitty, decode_sixel, kitty, sixel  # noqa: E402
from pylogo.graphics.terminal_renderer import (
    MOUSE_OFF,
    MOUSE_ON,
    TerminalRenderer,
    _answers_sixel,
    detect_protocol,
)

# ---------------------------------------------------------------- in this process (pyte, fast)


def graphics_console(monkeypatch, cols=40, rows=16, protocol="braille", truecolor=True):
    """A Console whose interpreter draws with the terminal renderer."""
    monkeypatch.setenv("PYLOGO_TERMINAL_GRAPHICS", protocol)
    c = Console(cols=cols, rows=rows)
    model = Model()
    renderer = TerminalRenderer()
    model.attach(renderer)
    c.interp.graphics = model
    renderer.bind_interpreter(c.interp)
    renderer.truecolor = truecolor
    c.renderer = renderer
    return c


def rows_of(c, first=0, last=None):
    return [line.rstrip() for line in c.lines()[first:last]]


SQUARE = ["", "", "",
          "                    ⡏⠉⠉⠉⢹",
          "                    ⡇   ⢸",
          "                    ⠧⠤⠤⠤⠼",
          "", "", "", "", ""]

CIRCLE = ["", "", "", "",
          "                    ⡔⠊⠉⠉⢢",
          "                    ⡇   ⢀⠇",
          "                    ⠑⠢⠤⠤⠊",
          "", "", "", ""]


def test_square_in_braille(monkeypatch):
    with graphics_console(monkeypatch) as c:
        c.run('repeat 4 [fd 100 rt 90] ht print "hi')
        assert rows_of(c, 0, 11) == SQUARE
        assert c.line(14).rstrip() == "hi"


def test_circle_in_braille(monkeypatch):
    with graphics_console(monkeypatch) as c:
        c.run("repeat 36 [fd 10 rt 10] ht")
        assert rows_of(c, 0, 11) == CIRCLE


def test_clearscreen_blanks_the_old_drawing(monkeypatch):
    with graphics_console(monkeypatch) as c:
        c.run("repeat 4 [fd 100 rt 90] ht cs ht repeat 36 [fd 10 rt 10]")
        assert rows_of(c, 0, 11) == CIRCLE


def test_the_turtle_is_a_triangle_when_shown(monkeypatch):
    with graphics_console(monkeypatch) as c:
        c.run("st")
        drawn = rows_of(c, 0, 11)
        assert "".join(drawn).strip(), drawn  # something at home...
        c.run("ht")
        assert not "".join(rows_of(c, 0, 11)).strip()  # ... gone when hidden


def test_pen_colours_in_24_bit(monkeypatch):
    with graphics_console(monkeypatch, cols=80, rows=24) as c:
        c.run("ht setpc 4 fd 100 rt 90 setpc 2 fd 200 setpc [0 0 100] rt 90 fd 100")
        colours = {}
        for row in c.screen.buffer.values():
            for cell in row.values():
                if "\u2800" < cell.data <= "\u28ff":
                    colours[cell.fg] = colours.get(cell.fg, 0) + 1
        assert set(colours) == {"ff0000", "00ff00", "0000ff"}
        assert b"\x1b[0;38;2;255;0;0m" in c.line_out.data


def test_pen_colours_in_256_colours(monkeypatch):
    with graphics_console(monkeypatch, truecolor=False) as c:
        c.run("ht setpc 4 fd 100 setpc 13 rt 90 fd 100")
        assert b"\x1b[0;38;5;196m" in c.line_out.data  # red
        assert b"\x1b[0;38;5;98m" in c.line_out.data  # Berkeley's colour 13, 144 113 208


def test_splitscreen_keeps_text_in_the_bottom_lines(monkeypatch):
    with graphics_console(monkeypatch) as c:
        c.run("repeat 4 [fd 100 rt 90] ht repeat 30 [print repcount]")
        assert rows_of(c, 0, 11) == SQUARE
        assert rows_of(c, 11, 16) == ["27", "28", "29", "30", ""]
        assert b"\x1b[12;16r" in c.line_out.data  # the scroll region: the last five lines


def test_fullscreen_and_textscreen(monkeypatch):
    with graphics_console(monkeypatch) as c:
        c.run("fd 100 ht fullscreen")
        assert b"\x1b[16;16r" in c.line_out.data  # only the last line scrolls
        drawn = "".join(rows_of(c, 0, 15))
        assert drawn.strip()
        c.run('textscreen print "plain')
        assert not "".join(rows_of(c, 0, 11)).strip()
        data = bytes(c.line_out.data)
        assert data.rindex(b"\x1b[r") > data.rindex(b"\x1b[16;16r")
        assert data.rindex(MOUSE_OFF.encode()) > data.rindex(MOUSE_ON.encode())
        assert "plain" in c.text()


def test_norefresh_draws_only_when_logo_waits(monkeypatch):
    with graphics_console(monkeypatch) as c:
        c.run("ht fd 0")
        shown = len(c.line_out.data)
        model = c.interp.graphics
        model.set_refresh(False)
        for _ in range(4):
            model.forward(100)
            model.right(90)
            c.renderer.next_draw = 0  # as if the frame time had come
        assert len(c.line_out.data) == shown  # nothing drawn while drawing goes on
        c.run("wait 1")
        assert rows_of(c, 0, 11) == SQUARE


def test_resize_redraws(monkeypatch):
    with graphics_console(monkeypatch) as c:
        c.run("repeat 4 [fd 100 rt 90] ht")
        size = {"cols": 80, "rows": 24}
        from prompt_toolkit.data_structures import Size

        c.renderer.output.get_size = lambda: Size(rows=size["rows"], columns=size["cols"])
        c.screen.resize(24, 80)
        c.run("wait 1")
        assert b"\x1b[20;24r" in c.line_out.data
        drawn = [row for row in rows_of(c, 0, 19) if row.strip()]
        assert drawn == ["                                        ⡤⠤⠤⠤⠤⠤⠤⢤",
                         "                                        ⡇      ⢸",
                         "                                        ⡇      ⢸",
                         "                                        ⡇      ⢸",
                         "                                        ⠧⠤⠤⠤⠤⠤⠤⠼"]


def test_mouse_click_reaches_buttonact(monkeypatch):
    with graphics_console(monkeypatch) as c:
        c.run('ht fd 0 make "clicks [] make "buttonact [make "clicks lput list clickpos button :clicks] '
              'ignore readchar show :clicks')
        # 1-based cells: the one right of the middle of the drawing area (its turtle
        # coordinates: its own middle), then the top left one with the right button
        c.keys.send_text("\x1b[<0;21;6M\x1b[<0;21;6m")
        time.sleep(0.3)
        c.keys.send_text("\x1b[<2;1;1M\x1b[<2;1;1m")
        time.sleep(0.3)  # the clicks, then a key
        c.keys.send_text("x")
        c._wait()
        assert c.text().splitlines()[-1] == "[[[11 0] 1] [[-410 219] 2]]"


def test_mouse_reports_are_not_text(monkeypatch):
    with graphics_console(monkeypatch) as c:
        c.run("fd 10 show readchar")
        c.keys.send_text("\x1b[<0;5;5M")
        c.keys.send_text("\x1b[<0;5;5mq")
        c._wait()
        assert c.text().splitlines()[-1] == "q"


def test_buttonp_mousepos_while_a_program_polls(monkeypatch):
    with graphics_console(monkeypatch) as c:
        c.keys.send_text("\x1b[<0;11;3M")
        c.run("ht fd 0 wait 1 show buttonp show mousepos show button")
        assert c.text().splitlines()[-3:] == ["true", "[-208 131]", "1"]


def test_keyact_runs_for_keys_while_drawing(monkeypatch):
    with graphics_console(monkeypatch) as c:
        c.keys.send_text("k")
        c.run('make "keyact [print word "key: readchar] fd 10 wait 1 print "done')
        assert c.text().splitlines()[-2:] == ["key:k", "done"]


# ---------------------------------------------------------------- sixel and kitty


def display_list_check(pixels, c):
    """Each line of the display list has its middle in its pen colour in PIXELS."""
    model = c.interp.graphics
    raster = c.renderer.raster
    assert len(pixels) == raster.height and len(pixels[0]) == raster.width
    checked = 0
    for item in model.items:
        if item[0] != "line":
            continue
        x, y = raster.to_dot((item[1] + item[3]) / 2, (item[2] + item[4]) / 2)
        assert pixels[y][x] == tuple(item[5][0]), item
        checked += 1
    return checked


def images_in(data: bytes, start: bytes, end: bytes = b"\x1b\\") -> list:
    found = []
    text = data.decode("utf-8", "replace")
    for m in re.finditer(re.escape(start.decode()) + ".*?" + re.escape(end.decode()), text, re.S):
        found.append(m.group(0))
    return found


def test_sixel_image_matches_the_display_list(monkeypatch):
    with graphics_console(monkeypatch, protocol="sixel") as c:
        c.run("ht setpc 4 fd 100 rt 90 setpc 2 fd 150 rt 90 setpc 1 fd 100 wait 10")
        images = images_in(bytes(c.line_out.data), b"\x1bPq")
        assert images
        pixels = decode_sixel(images[-1])
        # sixel colours are percentages: 255 survives, as do 0s
        assert display_list_check(pixels, c) == 3


def test_kitty_image_matches_the_display_list(monkeypatch):
    with graphics_console(monkeypatch, protocol="kitty") as c:
        c.run("ht setpc 4 fd 100 rt 90 setpc [0 100 0] fd 150 rt 90 setpc 6 fd 100 wait 10")
        data = bytes(c.line_out.data).decode("utf-8", "replace")
        starts = [m.start() for m in re.finditer("\x1b_Ga=T", data)]
        assert starts
        last = data[starts[-1]:]
        end = last.index("m=0;")
        last = last[:last.index("\x1b\\", end) + 2]
        assert display_list_check(decode_kitty(last), c) == 3


def test_labels_in_braille(monkeypatch):
    with graphics_console(monkeypatch) as c:
        c.run('ht setpc 4 label "Hello pu setpos [-100 -60] label [two words]')
        rows = rows_of(c, 0, 11)
        assert rows[5] == "                    Hello"
        assert rows[6] == "               two words"
        cell = c.screen.buffer[5][20]
        assert (cell.data, cell.fg) == ("H", "ff0000")


def _mask(pixels, rgb):
    """The pixels of colour RGB inside their bounding box, as rows of # and ."""
    places = [(x, y) for y, row in enumerate(pixels) for x, p in enumerate(row) if p == rgb]
    xs, ys = [p[0] for p in places], [p[1] for p in places]
    return ["".join("#" if pixels[y][x] == rgb else "." for x in range(min(xs), max(xs) + 1))
            for y in range(min(ys), max(ys) + 1)]


HI = ["#...#..###",
      "#...#...#.",
      "#...#...#.",
      "#####...#.",
      "#...#...#.",
      "#...#...#.",
      "#...#..###"]


@pytest.mark.parametrize("protocol", ["sixel", "kitty"])
def test_labels_in_images(monkeypatch, protocol):
    # drawn with pylogo's own 5 by 7 font, the baseline's left end at the turtle
    with graphics_console(monkeypatch, protocol=protocol) as c:
        c.run('ht setpc 4 label "HI wait 10')
        data = bytes(c.line_out.data)
        if protocol == "sixel":
            pixels = decode_sixel(images_in(data, b"\x1bPq")[-1])
        else:
            text = data.decode("utf-8", "replace")
            last = text[text.rindex("\x1b_Ga=T"):]
            pixels = decode_kitty(last[:last.index("\x1b\\", last.index("m=0;")) + 2])
        assert _mask(pixels, (255, 0, 0)) == HI
        raster = c.renderer.raster
        left, base = raster.to_dot(0, 0)
        assert pixels[base][left] == (255, 0, 0) and pixels[base - 6][left] == (255, 0, 0)
        assert pixels[base - 7][left] == (0, 0, 0) and pixels[base + 1][left] == (0, 0, 0)
        c.run('setlabelheight 60 label "I wait 10')  # bigger: each dot of the font 2 by 2 pixels
        data = bytes(c.line_out.data)
        if protocol == "sixel":
            pixels = decode_sixel(images_in(data, b"\x1bPq")[-1])
            assert pixels[base - 13][left + 2] == (255, 0, 0)  # the top of the big I
            assert pixels[base - 14][left + 2] == (0, 0, 0)


def test_font_has_every_printable_character():
    from pylogo.graphics.font import BOX, GLYPHS, glyph

    assert sorted(GLYPHS) == [chr(c) for c in range(32, 127)]
    assert glyph("é") == BOX
    assert max(y for _, y in glyph("g")) == 8 and max(y for _, y in glyph("a")) == 6


WIDE = ["", "", "", "", "",
        "                    ⣤⣤⣤⣤⣤⣤⣤⡄",
        "                          ⣿⡇",
        "                          ⣿⡇",
        "", "", ""]


def test_wide_pens_in_braille(monkeypatch):
    # the pen's width scaled like the canvas (0.09 dots a step here): 22 -> 2 dots, 33 -> 3
    with graphics_console(monkeypatch) as c:
        c.run("ht setpensize 22 rt 90 fd 150 setpensize 33 rt 90 fd 100")
        assert rows_of(c, 0, 11) == WIDE


def test_wide_pens_in_images(monkeypatch):
    with graphics_console(monkeypatch, protocol="kitty") as c:
        c.run("ht setpc 4 fd 100 setpensize 10 setpc 2 rt 90 fd 150 rt 90 fd 100 wait 10")
        data = bytes(c.line_out.data).decode("utf-8", "replace")
        last = data[data.rindex("\x1b_Ga=T"):]
        last = last[:last.index("\x1b\\", last.index("m=0;")) + 2]
        pixels = decode_kitty(last)
        raster = c.renderer.raster
        x, y = raster.to_dot(0, 50)  # the middle of the thin red line
        assert [p for p in pixels[y] if p == (255, 0, 0)] == [(255, 0, 0)]
        x, y = raster.to_dot(150, 50)  # the wide green one: 10 steps at 0.39 pixels a step
        assert round(10 * raster.scale) == 4
        assert [p for p in pixels[y] if p == (0, 255, 0)] == [(0, 255, 0)] * 4


def test_encoders_round_trip():
    r = Raster(97, 45)
    for i in range(12):
        r.line(-400 + i * 60, -230, 300 - i * 20, 230, r.color_number((255, i * 20, 0)))
    background = (0, 0, 255)
    expected = [[r.rgb(r.dots[y * r.width + x], background) for x in range(r.width)] for y in range(r.height)]
    assert decode_kitty(kitty(r, background)) == expected
    as_percent = [[tuple(round(round(v * 100 / 255) * 255 / 100) for v in p) for p in row]
                  for row in expected]
    assert decode_sixel(sixel(r, background)) == as_percent


def _line_dots(dx, dy, width):
    """The dots of a line from (0, 0) to (dx, dy), one by one: k along, round(k * minor / major) across."""
    sx, sy = (1 if dx >= 0 else -1), (1 if dy >= 0 else -1)
    if abs(dx) >= abs(dy):
        major, minor, along, across = abs(dx), abs(dy), sx, sy * width
    else:
        major, minor, along, across = abs(dy), abs(dx), sy * width, sx
    return sorted(k * along + across * ((2 * k * minor + major) // (2 * major)) for k in range(major + 1))


def test_line_runs_are_the_lines_dots():
    from pylogo.graphics.raster import line_runs

    width = 1000
    for dx in range(-45, 46):
        for dy in range(-45, 46):
            if dx or dy:
                dots = []
                for first, end, step, count in line_runs(dx, dy, width):
                    assert len(range(first, end, step)) == count
                    dots.extend(range(first, end, step))
                assert sorted(dots) == _line_dots(dx, dy, width), (dx, dy)
    assert len(line_runs(300, 7, width)) <= 10  # few runs: slices, not dots


def test_draw_lines_matches_line_by_line():
    import random

    rng = random.Random(7)
    items = []
    for k in range(3000):
        x, y = rng.uniform(-410, 410), rng.uniform(-240, 240)
        length = rng.choice((0.5, 3, 40, 300))
        pen = ((k % 7 * 40, 255, 0), 1, "paint", k % 7, None)
        items.append(("line", x, y, x + rng.uniform(-length, length), y + rng.uniform(-length, length), pen))
    batch, single = Raster(320, 184), Raster(320, 184)
    assert batch.draw_lines(items, 0, (0, 0, 0)) == len(items)
    for item in items:
        single.line(item[1], item[2], item[3], item[4], single.pen_number(item[5], (0, 0, 0)))
    assert batch.dots == single.dots


def test_protocol_choice(monkeypatch):
    for name in ("PYLOGO_TERMINAL_GRAPHICS", "TMUX", "STY", "KITTY_WINDOW_ID"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("TERM", "xterm-kitty")
    assert detect_protocol() == "kitty"
    monkeypatch.setenv("TMUX", "/tmp/tmux-0/default,1,0")
    assert detect_protocol() == "braille"  # tmux passes no images
    monkeypatch.setenv("PYLOGO_TERMINAL_GRAPHICS", "sixel")
    assert detect_protocol() == "sixel"
    monkeypatch.delenv("PYLOGO_TERMINAL_GRAPHICS")
    monkeypatch.delenv("TMUX")
    monkeypatch.setenv("TERM", "screen-256color")
    assert detect_protocol() == "braille"
    monkeypatch.setenv("TERM", "xterm-kitty")
    monkeypatch.setenv("STY", "1234.pts-0.host")  # GNU screen, inside kitty
    assert detect_protocol() == "braille"


@pytest.mark.parametrize("reply, chosen", [(b"\x1b[?1;2;4c", "sixel"), (b"\x1b[?1;2c", "braille")])
def test_protocol_under_tmux_is_what_tmux_answers(monkeypatch, reply, chosen):
    # tmux answers the device attributes query itself: with a 4 when it shows sixel images (3.4+)
    for name in ("PYLOGO_TERMINAL_GRAPHICS", "STY", "KITTY_WINDOW_ID"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("TERM", "tmux-256color")
    monkeypatch.setenv("TMUX", "/tmp/tmux-0/default,1,0")
    r, w = os.pipe()
    try:
        os.write(w, reply)
        written = []
        assert detect_protocol(_PipeKeyboard(r), _Stream(), written.append) == chosen
        assert written == ["\x1b[c"]
    finally:
        os.close(r)
        os.close(w)


class _PipeKeyboard:
    def __init__(self, fd):
        self.input = self
        self.fd = fd

    def fileno(self):
        return self.fd

    def char_mode_on(self):
        pass


class _Stream:
    pending = ""


@pytest.mark.parametrize("reply, sixel_ok", [(b"\x1b[?62;4;22c", True), (b"\x1b[?62;22c", False),
                                              (b"ab\x1b[?64;1;4c", True)])
def test_device_attributes_query(reply, sixel_ok):
    r, w = os.pipe()
    try:
        os.write(w, reply)
        stream = _Stream()
        written = []
        assert _answers_sixel(_PipeKeyboard(r), stream, written.append, timeout=0.5) is sixel_ok
        assert written == ["\x1b[c"]
        assert stream.pending == ("ab" if reply.startswith(b"ab") else "")
    finally:
        os.close(r)
        os.close(w)


# ---------------------------------------------------------------- pylogo itself in a pseudo-terminal

PTY_ENV = {"DISPLAY": "", "PYLOGO_GRAPHICS": "", "PYLOGO_TERMINAL_GRAPHICS": "braille"}


def test_pty_default_draws_and_puts_the_terminal_back():
    with Screen(env=PTY_ENV, sync=False) as s:
        s.settle(expect_output=True)
        s.line_in("repeat 4 [fd 100 rt 90] ht")
        drawn = [line for line in s.lines()[:19] if line.strip()]
        assert [line.strip() for line in drawn] == ["⡤⠤⠤⠤⠤⠤⠤⢤", "⡇      ⢸", "⡇      ⢸", "⡇      ⢸",
                                                    "⠧⠤⠤⠤⠤⠤⠤⠼"]
        s.line_in("bye")
        s.wait_exit()
        data = bytes(s.raw)
        assert data.rindex(MOUSE_OFF.encode()) > data.rindex(MOUSE_ON.encode())
        assert data.rindex(b"\x1b[r") > data.rindex(b"\x1b[20;24r")


README_FIGURE = ['                                ⢀⢄⡀  ⢀⡠⡀',
          '                            ⢀⣀⣀⣀⣎⣀⣨⣕⣪⣅⣀⣱⣀⣀⣀⡀',
          '                            ⢸ ⣠⠮⢪⠁  ⡇ ⠈⡕⠼⣄ ⡇',
          '                          ⢀⡠⢼⡩⣃  ⠣⡀ ⡇ ⡜  ⣘⢕⡧⢄⡀',
          '                          ⠱⡀⣸⠁ ⠉⠢⢄⠑⡄⡇⡜⣀⠔⠊ ⠈⣇⢀⠎',
          '                           ⡱⣹⠤⠤⠤⠤⠤⠭⣾⣿⡮⠤⠤⠤⠤⠤⣏⢎        ⣀⠤⠤⠤⠤⠤⣀',
          '                          ⡰⠁⢹⡀ ⣀⠤⠒⢩⠊⡏⢎⠑⠦⣀ ⢀⡏⠈⢆     ⡠⠋       ⠉⠢⡀',
          '                          ⠈⠑⢺⢕⡍  ⡰⠁ ⡇⠈⢣  ⢩⣊⡗⠊⠁    ⡜           ⠈⢆',
          '                            ⢸ ⠙⡖⢜⡀  ⡇ ⢀⡣⡲⠋ ⡇     ⡜             ⢸',
          '                            ⠈⠉⠉⠉⢏⠉⢙⡫⢝⡋⠉⡹⠉⠉⠉⠁     ⢇             ⢸',
          '                                ⠈⠊⠁  ⠈⠑⠁         ⠘⡄           ⢀⠎',
          '                                                  ⠈⢢         ⡠⠊',
          '                                                    ⠉⠒⠢⠤⠤⠤⠤⠔⠊']


def test_pty_the_readme_figure():
    # README's figure, typed at the prompt a line at a time: the turtle drawn over the
    # drawing between the lines, then hidden
    with Screen(env=PTY_ENV, sync=False, cols=72, rows=24) as s:
        s.settle(expect_output=True)
        s.line_in("repeat 12 [repeat 4 [fd 90 rt 90] rt 30]")
        s.line_in("pu setpos [170 -100] seth 0 pd repeat 36 [fd 16 rt 10]")
        s.line_in("ht")
        lines = [line.rstrip() for line in s.lines()[:19]]
        assert lines[4:17] == README_FIGURE
        assert not any(lines[:4] + lines[17:])


def test_pty_mouse_reaches_buttonact():
    with Screen(env=PTY_ENV, sync=False) as s:
        s.settle(expect_output=True)
        s.line_in('ht fd 0 make "buttonact [print clickpos] wait 60 print "done')
        s.send("\x1b[<0;41;10M\x1b[<0;41;10m")
        s.wait_text("done")
        s.settle()
        assert "6 0\ndone\n?" in s.text()  # the middle of the drawing area, 1-based cell (41, 10)


def test_pty_mouse_at_the_prompt_reaches_buttonact():
    # the prompt (prompt_toolkit) reads the click while it waits for a line
    with Screen(env=PTY_ENV, sync=False) as s:
        s.settle(expect_output=True)
        s.line_in('ht fd 0 make "buttonact [print clickpos]')
        s.settle()
        s.send("\x1b[<0;41;10M\x1b[<0;41;10m")
        s.wait_text("6 0")
        s.settle()
        s.line_in("print buttonp")
        s.wait_text("false")
        s.settle()
        assert s.text().endswith("6 0\n? print buttonp\nfalse\n?")


SQUARE_100_BY_30 = ["⡖⠒⠒⠒⠒⠒⠒⠒⠒⠒⡆", "⡇         ⡇", "⡇         ⡇", "⡇         ⡇", "⡇         ⡇", "⠧⠤⠤⠤⠤⠤⠤⠤⠤⠤⠇"]


def _resize(s, rows, cols):
    """The terminal window becomes COLS by ROWS: pyte's screen, then the pty (SIGWINCH)."""
    s.screen.resize(rows, cols)
    s.child.setwinsize(rows, cols)


@pytest.mark.parametrize("waiting", ["prompt", "readchar"])
def test_pty_resize_redraws_at_once(waiting):
    # SIGWINCH: the drawing is laid out again for the new size while pylogo waits (for a
    # line at the prompt, or for a key), not at its next drawing; the prompt goes on
    with Screen(env=PTY_ENV, sync=False) as s:
        s.settle(expect_output=True)
        then = ' print readchar print "done' if waiting == "readchar" else ""
        s.line_in("repeat 4 [fd 100 rt 90] ht" + then)
        before = len(s.raw)
        _resize(s, 30, 100)
        s.settle(expect_output=True)
        assert b"\x1b[26;30r" in bytes(s.raw[before:])  # the text part: the last five lines
        lines = s.lines()
        assert [line[50:].rstrip() for line in lines[7:13]] == SQUARE_100_BY_30
        assert not any(line.strip() for line in lines[:7] + lines[13:25])
        if waiting == "prompt":
            assert lines[29].rstrip() == "?"
            s.line_in('print "after')
            assert [line.rstrip() for line in s.lines()[27:]] == ['? print "after', "after", "?"]
        else:
            s.send("x")
            s.wait_text("done")
            s.settle()
            assert [line.rstrip() for line in s.lines()[27:]] == ["x", "done", "?"]


def test_pty_sigterm_puts_the_terminal_back():
    with Screen(env=PTY_ENV, sync=False) as s:
        s.settle(expect_output=True)
        s.line_in("fd 100")
        s.child.kill(15)
        s.wait_exit()
        data = bytes(s.raw)
        assert data.rindex(MOUSE_OFF.encode()) > data.rindex(MOUSE_ON.encode())
        assert data.rindex(b"\x1b[r") > data.rindex(b"\x1b[20;24r")


@pytest.mark.skipif(shutil.which("tmux") is None, reason="no tmux")
def test_under_a_real_tmux_the_drawing_is_braille(tmp_path):
    # tmux (3.3 here: no sixel) answers the device attributes query without a 4: braille
    sock, raw = str(tmp_path / "sock"), tmp_path / "raw"
    env = dict(os.environ, LC_ALL="C.UTF-8", LANG="C.UTF-8")
    env.pop("TMUX", None)

    def tmux(*args):
        return subprocess.run(["tmux", "-u", "-S", sock, "-f", "/dev/null", *args], env=env,
                              capture_output=True, timeout=30)

    def screen():
        return tmux("capture-pane", "-p", "-t", "logo").stdout.decode("utf-8")

    def wait_for(text):
        end = time.monotonic() + 30
        while text not in screen():
            assert time.monotonic() < end, screen()
            time.sleep(0.1)

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    command = ("env DISPLAY= PYLOGO_GRAPHICS= PYLOGO_TERMINAL_GRAPHICS= PYLOGO_HISTORY= PYTHONPATH=%s "
               "%s -m pylogo")
    try:
        tmux("new-session", "-d", "-x", "80", "-y", "24", "-s", "logo", command % (root, sys.executable))
        tmux("pipe-pane", "-t", "logo", "-o", "cat > %s" % raw)
        wait_for("?")
        tmux("send-keys", "-t", "logo", "repeat 4 [fd 100 rt 90] ht", "Enter")
        wait_for("⠧⠤⠤⠤⠤⠤⠤⠼")
        drawn = [line.strip() for line in screen().splitlines()[:19] if line.strip()]
        assert drawn == ["⡤⠤⠤⠤⠤⠤⠤⢤", "⡇      ⢸", "⡇      ⢸", "⡇      ⢸", "⠧⠤⠤⠤⠤⠤⠤⠼"]
        tmux("send-keys", "-t", "logo", 'print "done bye', "Enter")
        end = time.monotonic() + 30
        while MOUSE_OFF.encode() not in raw.read_bytes() and time.monotonic() < end:
            time.sleep(0.1)
        data = raw.read_bytes()
        assert b"\x1bPq" not in data and b"\x1b_G" not in data  # no sixel, no kitty image
        assert data.rindex(b"\x1b[r") > data.rindex(b"\x1b[20;24r")  # the terminal put back
    finally:
        tmux("kill-server")


@pytest.mark.parametrize("asked", ["", "terminal"])
def test_pty_dumb_terminal_draws_nothing(asked):
    env = dict(PTY_ENV, PYLOGO_GRAPHICS=asked)
    with Screen("-e", "repeat 4 [fd 100 rt 90] print \"ok bye", env=env, sync=False, term="dumb") as s:
        s.wait_exit()
        data = bytes(s.raw)
        assert b"ok" in data
        assert b"\x1b" not in data


@pytest.mark.parametrize("asked", ["", "terminal"])
def test_pipe_output_draws_nothing(asked):
    # output to a pipe: no drawing and no escape codes, even when the terminal renderer is
    # asked for (then it says once why it cannot draw)
    env = dict(os.environ, TERM="xterm-256color", DISPLAY="", PYLOGO_GRAPHICS=asked)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env["PYTHONPATH"] = root
    done = subprocess.run([sys.executable, "-m", "pylogo", "-e", 'fd 100 print "ok bye'],
                          stdin=subprocess.DEVNULL, capture_output=True, env=env, timeout=60)
    assert done.stdout == b"ok\n"
    assert done.stderr == (b"pylogo: the terminal renderer needs a terminal (standard output is not one, "
                           b"or TERM is dumb); drawing with no display\n" if asked else b"")


# ---------------------------------------------------------------- CSLS games by mouse

CSLS = "/usr/share/ucblogo/csls"


def cell_of(x, y, cols, area_rows):
    """The 1-based terminal cell showing turtle point (x, y)."""
    dx, dy = Raster(cols * 2, area_rows * 4, 2, 4).to_dot(x, y)
    return dx // 2 + 1, dy // 4 + 1


def click(s, col, row, button=0):
    s.send("\x1b[<%d;%d;%dM\x1b[<%d;%d;%dm" % (button, col, row, button, col, row))


def colours_on(s):
    return {cell.fg for row in s.screen.buffer.values() for cell in row.values()}


@pytest.mark.skipif(not os.path.exists(os.path.join(CSLS, "mines")), reason="no CSLS programs")
def test_mines_played_by_mouse_to_the_end():
    """Open squares until a mine goes off: the whole board is shown (no tan square left)."""
    env = dict(PTY_ENV, COLORTERM="truecolor")
    cols, rows = 120, 50
    tan = "c58812"  # Berkeley's colour 9: a hidden square
    with Screen(os.path.join(CSLS, "mines"), env=env, sync=False, cols=cols, rows=rows, timeout=60) as s:
        s.settle(expect_output=True)
        s.line_in("rerandom mines")
        s.settle()
        assert "Mines left:" in s.text() and "NEW GAME" in s.text()
        assert tan in colours_on(s)
        area = rows - 1  # FULLSCREEN: all rows but the last
        clicks = 0
        for row in range(15):
            for col in range(30):
                click(s, *cell_of(col * 20 - 300 + 10, row * 20 - 150 + 10, cols, area))
                clicks += 1
                s.settle(quiet=0.15)
                if tan not in colours_on(s):  # LOSE shows every square
                    break
            else:
                continue
            break
        assert tan not in colours_on(s)
        assert clicks < 450
        click(s, *cell_of(80 - 300 + 20, 150 + 10 + 10, cols, area))  # QUIT: THROW "QUIT from BUTTONACT
        s.settle(quiet=0.5)
        s.line_in('print "over')
        assert s.text().splitlines()[-2:] == ["over", "?"]


@pytest.mark.skipif(not os.path.exists(os.path.join(CSLS, "dotgame")), reason="no CSLS programs")
def test_dotgame_played_by_mouse_to_the_end():
    """3 by 3 dots: the person clicks every line in turn (taken ones are refused) until the result."""
    env = dict(PTY_ENV, COLORTERM="truecolor")
    cols, rows = 100, 40
    with Screen(os.path.join(CSLS, "dotgame"), env=env, sync=False, cols=cols, rows=rows, timeout=60) as s:
        s.settle(expect_output=True)
        s.line_in("dotgame 3")
        area = rows - 5  # SPLITSCREEN
        offset = 40
        lines = [((x, y), (x + 1, y)) for x in range(2) for y in range(3)] + \
                [((x, y), (x, y + 1)) for x in range(3) for y in range(2)]

        def over():
            return any(word in s.text() for word in ("you won", "you lost", "tie game"))

        for _ in range(2):
            for (x1, y1), (x2, y2) in lines:
                if over():
                    break
                click(s, *cell_of((x1 + x2) * 20 - offset, (y1 + y2) * 20 - offset, cols, area))
                s.settle(quiet=0.3)
        assert over(), s.text()
        assert s.text().splitlines()[-1] == "?"


PLOT = ["", "", "", "", "", "",
        "                      ⢀⣄  ⣀ ⢀⣄           ⣤⡀ ⣀  ⣠",
        "                      ⡜ ⠓⠊⠈⠓⠋⠈⡆         ⢸ ⠑⠚⠁⠑⠊ ⢇",
        "                      ⡇       ⢸         ⡇       ⢸",
        "                     ⠸        ⠸⡀       ⢀⠇        ⡇        ⡄",
        "                               ⡇       ⢸         ⢇       ⢰⠁",
        "                               ⢱ ⡠⢄⢀⡤⢄ ⡎         ⠸⡀⣠⢤⡀⡠⢤ ⡜",
        "                                ⠋  ⠉ ⠈⠛           ⠙⠁ ⠉  ⠙⠁",
        "", "", "", "", "", ""]


@pytest.mark.skipif(not os.path.exists(os.path.join(CSLS, "plot")), reason="no CSLS programs")
def test_plot_in_an_80_by_24_terminal():
    """The Fourier series plot of CSLS, in the 19 drawing rows of SPLITSCREEN."""
    with Screen(os.path.join(CSLS, "plot"), env=PTY_ENV, sync=False, cols=80, rows=24, timeout=60) as s:
        s.settle(expect_output=True)
        s.line_in("plot [maxharm 5 cycles 2]")
        s.settle(quiet=0.5)
        assert [line.rstrip() for line in s.lines()[:19]] == PLOT
        assert s.lines()[-1].rstrip() == "?"


TTT_BOARD = ["", "", "", "", "", "",
             "                                   ⡀  ⣄  ⣠⣀⣀⡀",
             "                                   ⢈⡢⣊⡇⣑⢜⢸⡁ ⡱",
             "                                   ⠳⡒⡲⣿⠖⠲⣿⠛⠛⠓",
             "                                   ⣠⣊⣢⣿⣄⣠⣿⣀⣀⣀",
             "                                   ⣞⠁⠉⡇  ⢸",
             "                                   ⠈⠒⠚⠃  ⠘",
             "", "", "", "", "", "", ""]


@pytest.mark.skipif(not os.path.exists(os.path.join(CSLS, "ttt")), reason="no CSLS programs")
def test_ttt_played_by_keys_to_the_end():
    """Tic-tac-toe: X, then the squares in order (taken ones refused) until the program wins."""
    with Screen(os.path.join(CSLS, "ttt"), env=PTY_ENV, sync=False, cols=80, rows=24, timeout=60) as s:
        s.settle(expect_output=True)
        s.line_in("ttt")
        s.send("x")
        s.settle()
        for digit in "123456789":
            if "win!" in s.text() or "Tie game!" in s.text():
                break
            s.send(digit)
            s.settle(quiet=0.3)
        assert [line.rstrip() for line in s.lines()[:19]] == TTT_BOARD
        assert s.text().splitlines()[-5:] == ["Your move:3", "not a valid move.", "Your move:4", "I win!",
                                              "?"]


@pytest.mark.skipif(not os.path.exists(os.path.join(CSLS, "master")), reason="no CSLS programs")
def test_master_played_by_keys():
    """Mastermind (on CSLS buttons): a guess typed as colour letters and RET is drawn in its
    colours and scored; Q quits to the prompt."""
    env = dict(PTY_ENV, COLORTERM="truecolor")
    with Screen(os.path.join(CSLS, "master"), env=env, sync=False, cols=100, rows=40, timeout=60) as s:
        s.settle(expect_output=True)
        s.line_in("rerandom master")
        s.settle(quiet=1)
        assert "Duplicates" in s.lines()[5] and "eraseDEL" in s.text()
        for key in "ROYG\r":
            s.send(key)
            s.settle(quiet=0.3)
        assert s.lines()[8].rstrip() == "                    ⣿⣿⣿R        ⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿ 0 3"
        guess = {cell.fg for col, cell in s.screen.buffer[8].items() if 32 <= col < 45}
        assert {"ff0000", "ffa300", "ffff00", "00ff00"} <= guess
        s.send("Q")
        s.settle(quiet=0.5)
        s.line_in('print "over')
        assert s.text().splitlines()[-2:] == ["over", "?"]


COUNTER = """load "{buttons}
to counter
init.buttons
make "count 0
setbutton [-200 -20] [100 40] [make "count :count + 1 show :count] "true 4 "plus "+
setbutton [-50 -20] [100 40] [make "count :count - 1 show :count] "false 2 "minus "-
setbutton [100 -20] [100 40] [throw "done] "false 0 "done "D
catch "done [action.loop]
action.off
print se [final count] :count
end
"""

BUTTONS = ["                        ⣤⣤⣤⣤⣤⣤⣤⣤⡄   ⡤⠤⠤⠤⠤⠤⠤⢤   ⢠⠤⠤⠤⠤⠤⠤⠤⢤",
           "                        ⣿⣿⣿plus⣿+   ⡇ minus⢸-  ⢸  done ⢸D",
           "                        ⠛⠛⠛⠛⠛⠛⠛⠛⠃   ⠓⠒⠒⠒⠒⠒⠒⠚   ⠘⠒⠒⠒⠒⠒⠒⠒⠚"]


@pytest.mark.skipif(not os.path.exists(os.path.join(CSLS, "buttons")), reason="no CSLS programs")
def test_buttons_played_by_mouse_and_keys(tmp_path):
    """CSLS buttons, unmodified: three buttons drawn with their captions and keys; clicks on
    them and their keys run their actions from ACTION.LOOP, until one THROWs out of it."""
    program = tmp_path / "counter.lg"
    program.write_text(COUNTER.format(buttons=os.path.join(CSLS, "buttons")))
    env = dict(PTY_ENV, COLORTERM="truecolor")
    cols, rows = 80, 24
    with Screen(str(program), env=env, sync=False, cols=cols, rows=rows, timeout=60) as s:
        s.settle(expect_output=True)
        s.line_in("counter")
        s.settle(quiet=0.5)
        assert [line.rstrip() for line in s.lines()[8:11]] == BUTTONS
        assert "ff0000" in colours_on(s)  # the plus button filled in red
        area = rows - 5  # SPLITSCREEN
        for _ in range(2):
            click(s, *cell_of(-150, 0, cols, area))  # plus
            s.settle(quiet=0.3)
        s.send("-")
        s.settle(quiet=0.3)
        click(s, *cell_of(0, 0, cols, area))  # minus
        s.settle(quiet=0.3)
        s.send("+")
        s.settle(quiet=0.3)
        click(s, *cell_of(150, 0, cols, area))  # done
        s.settle(quiet=0.5)
        # 1 2 1 0 1 shown, in the five lines of text
        assert [line.rstrip() for line in s.lines()[19:]] == ["1", "0", "1", "final count 1", "?"]


def test_pty_ctrl_c_stops_a_drawing_and_the_prompt_goes_on():
    with Screen(env=PTY_ENV, sync=False) as s:
        s.settle(expect_output=True)
        s.send("forever [fd 5 rt 7]\r")
        time.sleep(1)
        s.send("\x03")
        s.wait_text("Stopping...")
        deadline = time.monotonic() + 20
        while s.text().splitlines()[-2:] != ["Stopping...", "?"] and time.monotonic() < deadline:
            s.settle(quiet=0.1)  # the prompt comes back before anything is typed
        s.line_in('print "after')
        assert s.text().splitlines()[-4:] == ["Stopping...", '? print "after', "after", "?"]
        assert "".join(s.lines()[:19]).strip()  # the drawing stays
        s.line_in("bye")
        s.wait_exit()
        data = bytes(s.raw)
        assert data.rindex(MOUSE_OFF.encode()) > data.rindex(MOUSE_ON.encode())
