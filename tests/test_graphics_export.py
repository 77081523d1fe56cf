"""Pictures: EPSPICT against Berkeley's own EPS files, SAVEPICT/LOADPICT, SVG, PNG, --picture.

tests/data/graphics/NAME.lg draws something and EPSPICTs it; NAME.eps is what
Berkeley Logo 6.2.2 wrote for it under Xvfb (on a canvas 430 pixels high: its
height varies from run to run).  The EPS files are compared by what they
draw, relative to the turtle's origin (tests/eps_reader.py).
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from pylogo.graphics import renderer as rmod
from tests.eps_reader import drawn
from tests.inproc import LogoSession

DATA = os.path.join(os.path.dirname(__file__), "data", "graphics")
NAMES = sorted(f[:-3] for f in os.listdir(DATA) if f.endswith(".lg"))
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(autouse=True)
def no_display(monkeypatch, tmp_path):
    rmod.set_requested("none")
    monkeypatch.chdir(tmp_path)
    yield
    rmod.set_requested(None)


def run(source: str) -> str:
    return LogoSession().run(source + "\n")


# ---------------------------------------------------------------- EPSPICT


@pytest.mark.parametrize("name", NAMES)
def test_epspict_draws_what_berkeley_draws(name, tmp_path):
    with open(os.path.join(DATA, name + ".lg")) as f:
        assert LogoSession().load(f.read()) == ""
    with open(tmp_path / "out.eps") as f:
        ours = drawn(f.read())
    with open(os.path.join(DATA, name + ".eps")) as f:
        berkeley = drawn(f.read())
    assert ours == berkeley


def test_epspict_header_and_frame(tmp_path):
    run('setbg 2 fd 10 epspict "pic.eps')
    text = (tmp_path / "pic.eps").read_text()
    assert text.startswith(
        "%!PS-Adobe-3.0 EPSF-3.0\n%%Title: pic.eps\n"
        "%%Creator: Logo2PS 1.1; Copyright 1997, Vladimir Batagelj\n"
        "%%BoundingBox: 0 0 820 480\n%%EndComments\n%%Page: pic.eps\n"
        "1 setlinecap 1 setlinejoin\n/Courier 9 selectfont\n"
        "gsave\n0.0000 0.9961 0.0000 setrgbcolor\n"
        "0 0 moveto 820 0 lineto 820 480 lineto 0 480 lineto\n closepath fill grestore\n"
        "410 240 moveto\n")
    assert text.endswith("410 240 moveto\n410 250 lineto\nstroke\nshowpage\n%%EOF\n")


def test_epspict_rounds_to_pixels_like_berkeley(tmp_path):
    run('setpc 4 setxy 2.5 -2.5 setxy -2.5 10.4 epspict "p.eps')
    marks = drawn((tmp_path / "p.eps").read_text())
    lines = sorted(m[0] for m in marks if m[0][0] == "line")
    assert lines == [("line", (-3, 10), (3, -3)), ("line", (0, 0), (3, -3))]


def test_epspict_errors(tmp_path):
    assert run('catch "error [epspict "/no/such/dir/x.eps] show error') == (
        "[40 I can't open file /no/such/dir/x.eps [] []]\n")
    assert run('catch "error [epspict [a b]] show error') == "[4 epspict doesn't like [a b] as input [] []]\n"


# ---------------------------------------------------------------- SAVEPICT / LOADPICT


def test_savepict_loadpict_round_trip(tmp_path):
    s = LogoSession()
    s.run('setpalette 9 [10 20 30] setpc 9 fd 50 arc 90 20 label "x setbg [1 2 3] savepict "p.pic\n')
    before = (list(s.interp.graphics.items), s.run("show bg\n"))
    s.run("cs setbg 0 setpalette 9 [0 0 0]\n")
    assert s.interp.graphics.items == []
    assert s.run('loadpict "p.pic show pos show bg show palette 9\n') == (
        "[0 0]\n[0.781261921110857 1.95315480277714 2.734416723888]\n"
        "[9.76577401388571 19.9221789883268 29.6879530022126]\n")
    assert (s.interp.graphics.items, s.run("show bg\n")) == before


def test_loadpict_of_a_file_that_is_not_a_picture(tmp_path):
    (tmp_path / "text.txt").write_text("print 1\n")
    (tmp_path / "bin.pic").write_bytes(b"\x00\xff\x10")
    assert run('catch "error [loadpict "text.txt] show error') == (
        "[18 File system error: File bad format [] []]\n")
    assert run('catch "error [loadpict "bin.pic] show error') == (
        "[18 File system error: File bad format [] []]\n")
    assert run('catch "error [loadpict "none.pic] show error') == "[40 I can't open file none.pic [] []]\n"
    assert run('catch "error [savepict "/no/dir/p.pic] show error') == (
        "[40 I can't open file /no/dir/p.pic [] []]\n")


def test_loadpict_leaves_the_drawing_after_a_bad_file(tmp_path):
    (tmp_path / "bad.pic").write_text("pylogo-picture 1\n{not json")
    s = LogoSession()
    s.run('fd 10 catch "error [loadpict "bad.pic]\n')
    assert len(s.interp.graphics.items) == 1


# ---------------------------------------------------------------- SVG and PNG


def model_of(source: str):
    s = LogoSession()
    s.run(source + "\n")
    return s.interp.graphics


def test_svg_of_a_drawing():
    from pylogo.graphics.svg import svg_text

    text = svg_text(model_of('setbg 7 setpc 4 setpensize 3 fd 50 rt 90 setpc 1 fd 20 label "a<b '
                             'filled [0 50 0] [fd 10 rt 90 fd 10]'))
    assert text.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="821" height="481" '
                           'viewBox="0 0 821 481">\n<rect width="100%" height="100%" fill="#ffffff"/>\n')
    assert '<path d="M410 240L410 190" stroke="#ff0000" stroke-width="3"/>' in text
    assert '<path d="M410 190L430 190" stroke="#0000ff" stroke-width="3"/>' in text
    assert '<text x="430" y="190" fill="#0000ff" font-size="15">a&lt;b</text>' in text
    assert '<polygon points="430,190 440,190 440,200 430,190" fill="#007f00" stroke="#0000ff"' in text
    assert text.endswith("</g>\n</svg>\n")


def test_labels_of_bytes_made_by_char_show_the_utf8_they_spell():
    from pylogo.graphics.svg import svg_text

    text = svg_text(model_of("label (word char 195 char 169) fd 20 label char 233"))
    assert '<text x="410" y="240" fill="#ffffff" font-size="15">\u00e9</text>' in text
    assert '<text x="410" y="220" fill="#ffffff" font-size="15">\ufffd</text>' in text


def test_svg_erase_and_reverse_pens():
    from pylogo.graphics.svg import svg_text

    text = svg_text(model_of("setbg 1 pe fd 10 px setpc 6 fd 10"))
    assert 'stroke="#0000ff"' in text  # erase: the background's colour
    assert 'stroke="#ffff00"' not in text and 'stroke="#ffffff"' in text  # yellow reversed on blue


def test_png_of_a_drawing(tmp_path):
    pytest.importorskip("PIL")
    from PIL import Image

    from pylogo.graphics.png import write_png

    write_png(model_of("setbg 7 setpc 4 setpensize 3 fd 50 pu rt 90 fd 30 setpc 2 fill"), "p.png")
    image = Image.open("p.png").convert("RGB")
    assert image.size == (821, 481)
    assert image.getpixel((410, 215)) == (255, 0, 0)  # on the line
    assert image.getpixel((300, 400)) == (0, 255, 0)  # FILL flooded the white background
    assert image.getpixel((410, 240 - 100)) == (0, 255, 0)


# ---------------------------------------------------------------- the command line


def pylogo(*args: str, cwd: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, TERM="dumb", PYTHONPATH=ROOT)
    env.pop("DISPLAY", None)
    return subprocess.run([sys.executable, "-m", "pylogo", *args], capture_output=True, text=True,
                          cwd=cwd, env=env, stdin=subprocess.DEVNULL, timeout=60)


def test_picture_option_writes_svg_png_and_eps(tmp_path):
    (tmp_path / "sq.lg").write_text("setpc 4 repeat 4 [fd 40 rt 90] print pos\n")
    r = pylogo("--picture", "sq.svg", "sq.lg", cwd=str(tmp_path))
    assert (r.stdout, r.stderr) == ("0 0\n", "")
    assert (tmp_path / "sq.svg").read_text().count("#ff0000") == 1
    r = pylogo("--picture=sq.eps", "sq.lg", "-e", "rt 45 fd 10", cwd=str(tmp_path))
    assert "450 240 lineto\n" in (tmp_path / "sq.eps").read_text()
    if pytest.importorskip("PIL"):
        pylogo("--picture", "sq.png", "sq.lg", cwd=str(tmp_path))
        assert (tmp_path / "sq.png").read_bytes()[:4] == b"\x89PNG"


def test_picture_option_after_bye_and_with_a_bad_name(tmp_path):
    (tmp_path / "b.lg").write_text("fd 10 bye\n")
    pylogo("--picture", "b.svg", "b.lg", cwd=str(tmp_path))
    assert (tmp_path / "b.svg").exists()
    r = pylogo("--picture", "b.gif", "b.lg", cwd=str(tmp_path))
    assert r.stderr == "pylogo: cannot write b.gif: the picture's name must end in .svg, .png or .eps\n"


def test_graphics_option_none_and_unknown(tmp_path):
    (tmp_path / "g.lg").write_text("fd 10 print pos\n")
    assert pylogo("--graphics", "none", "g.lg", cwd=str(tmp_path)).stdout == "0 10\n"
    r = pylogo("--graphics", "nowhere", "g.lg", cwd=str(tmp_path))
    assert r.stdout == "0 10\n"
    assert "no graphics renderer 'nowhere'" in r.stderr


def test_readme_tree_example_is_what_the_command_makes(tmp_path):
    r = pylogo("--picture", str(tmp_path / "tree.svg"), os.path.join(ROOT, "examples", "tree.lg"),
               cwd=ROOT)
    assert r.stderr == ""
    with open(os.path.join(ROOT, "examples", "tree.svg")) as f:
        assert (tmp_path / "tree.svg").read_text() == f.read()


CSLS_PLOT = "/usr/share/ucblogo/csls/plot"


@pytest.mark.skipif(not os.path.exists(CSLS_PLOT), reason="no CSLS programs here")
def test_csls_plot_draws_what_berkeley_draws(tmp_path):
    out = LogoSession().load('load "%s\nplot [maxharm 5]\nshow pos\nplot [maxharm 9 cycles 2]\n'
                             'show pos show heading\nepspict "out.eps\n' % CSLS_PLOT)
    assert out == "[230 0]\n[230 0]\n0\n"
    with open(os.path.join(DATA, "csls-plot.eps")) as f:
        berkeley = drawn(f.read())
    assert drawn((tmp_path / "out.eps").read_text()) == berkeley


def test_epspict_keeps_only_the_last_piece_of_a_wrapped_line(tmp_path):
    # Berkeley records the piece up to the window's edge as a line to where it began
    # (seen in 6.2.2's EPS: "410 215 moveto 410 215 lineto" on its 430-pixel canvas).
    run('setpc 4 rt 30 fd 300 epspict "w.eps')
    text = (tmp_path / "w.eps").read_text()
    assert "410 240 moveto\n410 240 lineto\n549 0 moveto\n560 19 lineto\nstroke\n" in text
