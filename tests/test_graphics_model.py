"""The graphics model's display list, the renderer interface and choice, events, and help texts."""

from __future__ import annotations

import pytest

from pylogo.graphics import renderer as rmod
from pylogo.graphics.model import Model
from pylogo.lang.procedures import REGISTRY
from tests.inproc import LogoSession

WHITE = ((255, 255, 255), 1, "paint", 7, (None, (0, 0, 0), 1))


@pytest.fixture(autouse=True)
def no_display(monkeypatch, tmp_path):
    rmod.set_requested("none")
    monkeypatch.chdir(tmp_path)
    yield
    rmod.set_requested(None)


def session(source: str = "") -> LogoSession:
    s = LogoSession()
    if source:
        s.run(source + "\n")
    return s


def items(source: str) -> list:
    return session(source).interp.graphics.items


# ---------------------------------------------------------------- the display list


def test_lines_in_turtle_coordinates():
    assert items("fd 10 rt 90 fd 20") == [("line", 0.0, 0.0, 0.0, 10.0, WHITE),
                                          ("line", 0.0, 10.0, 20.0, 10.0, WHITE)]


def test_pen_up_draws_nothing_and_setpos_draws():
    assert items("pu fd 10 pd setpos [5 5]") == [("line", 0.0, 10.0, 5.0, 5.0, WHITE)]


def test_pen_carries_colour_width_and_mode():
    got = items("setpc 4 setpensize 3 pe fd 5 px setpc [100 0 50] fd 5")
    assert got[0][5] == ((255, 0, 0), 3, "erase", 4, (4, (255, 0, 0), 3))
    assert got[1][5] == ((255, 0, 127), 3, "reverse", -1, (-1, (255, 0, 127), 3))


def test_arc_label_fill_and_filled_items():
    got = items('arc 90 10 label [hi there] fill filled 2 [fd 10 rt 90 fd 10]')
    kinds = [item[0] for item in got]
    assert kinds == ["arc", "label", "fill", "line", "line", "polygon"]
    arc = got[0]
    assert arc[1:6] == (0.0, 0.0, 10.0, 0.0, 90.0)
    assert arc[7][0][:2] == pytest.approx((0.0, 10.0))
    assert arc[7][-1][2:] == pytest.approx((10.0, 0.0), abs=1e-6)
    assert got[1] == ("label", 0.0, 0.0, "hi there", WHITE, None)
    assert got[5][1] == ((0.0, 0.0), (0.0, 10.0), (10.0, 10.0), (0.0, 0.0))
    assert got[5][2] == (0, 255, 0)


def test_clean_and_clearscreen_start_a_new_list():
    s = session("fd 10")
    model = s.interp.graphics
    epoch = model.epoch
    s.run("clean\n")
    assert model.items == [] and model.epoch == epoch + 1
    assert s.run("show pos cs show pos\n") == "[0 10]\n[0 0]\n"


def test_wrap_draws_to_the_edge_and_on_from_the_other_side():
    got = items("fd 300")
    assert [item[1:5] for item in got] == [(0.0, 0.0, 0.0, 240.0), (0.0, -240.0, 0.0, -181.0)]


def test_fence_error_leaves_setpos_unmoved():
    s = session("fence")
    assert s.run('catch "error [setpos [500 0]] print item 2 error show pos\n') == (
        "turtle out of bounds\n[0 0]\n")


def test_bad_input_changes_nothing():
    s = session("fd 10 rt 30 setpc 3")
    before = s.run("show (list pos heading pen bg)\n")
    out = s.run('catch "error [setpos [1]] catch "error [setpc "blue] catch "error [setpensize -1] '
                'catch "error [setheading []] catch "error [setbg [1 2]] show (list pos heading pen bg)\n')
    assert out == before
    assert len(s.interp.graphics.items) == 1


# ---------------------------------------------------------------- renderers


class Recorder(rmod.Renderer):
    name = "recorder"

    def __init__(self):
        self.calls = []

    def attach(self, model):
        super().attach(model)
        self.calls.append("attach")

    def update(self):
        self.calls.append(("update", len(self.model.items), self.model.epoch))

    def set_screen_mode(self, mode):
        self.calls.append(("mode", mode))


def test_renderer_sees_updates_epochs_and_screen_modes():
    model = Model()
    rec = Recorder()
    model.attach(rec)
    model.forward(10)
    model.clean()
    model.set_screen_mode("fullscreen")
    assert rec.calls == ["attach", ("mode", "splitscreen"), ("update", 1, 0), ("update", 0, 1),
                         ("mode", "fullscreen")]


def test_renderer_registry_is_extensible(monkeypatch):
    made = []
    monkeypatch.setitem(rmod.RENDERERS, "recorder", "tests.test_graphics_model:_make_recorder")
    monkeypatch.setattr(rmod, "_requested", None)
    monkeypatch.setenv("PYLOGO_GRAPHICS", "recorder")
    s = LogoSession()
    s.run("fd 1\n")
    made.append(s.interp.graphics.renderer)
    assert isinstance(made[0], Recorder)


def _make_recorder():
    return Recorder()


def test_unknown_renderer_says_so_once_and_draws_nowhere(monkeypatch, capsys):
    monkeypatch.setattr(rmod, "_requested", None)
    monkeypatch.setenv("PYLOGO_GRAPHICS", "hologram")
    s = LogoSession()
    assert s.run("fd 10 rt 90 fd 10 show pos\n") == "[10 10]\n"
    err = capsys.readouterr().err
    assert err.count("no graphics renderer 'hologram'") == 1
    assert type(s.interp.graphics.renderer) is rmod.Renderer


def test_unavailable_renderer_falls_back(monkeypatch, capsys):
    monkeypatch.setitem(rmod.RENDERERS, "broken", "tests.test_graphics_model:_broken")
    assert type(rmod.make_renderer("broken")) is rmod.Renderer
    assert "no screen here; drawing with no display" in capsys.readouterr().err


def _broken():
    raise rmod.RendererUnavailable("no screen here")


def test_default_is_none_without_a_display(monkeypatch):
    monkeypatch.setattr(rmod, "_requested", None)
    monkeypatch.delenv("PYLOGO_GRAPHICS", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setattr(rmod.sys, "platform", "linux")
    assert rmod.requested() == "none"


def test_startup_imports_no_graphics_module():
    import subprocess
    import sys

    heavy = ("pylogo.graphics.model", "pylogo.graphics.renderer", "pylogo.graphics.tk_renderer",
             "pylogo.graphics.export", "pylogo.graphics.svg", "pylogo.graphics.png", "tkinter", "PIL")
    code = "import sys, pylogo.frontends.cli, pylogo.runtime.interpreter, pylogo.primitives; " \
           "print(sorted(m for m in sys.modules if m in %r))" % (heavy,)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# ---------------------------------------------------------------- mouse and keys


class Interactive(rmod.Renderer):
    """A renderer with a window (events come from the test)."""

    name = "fake-window"
    interactive = True


def test_mouse_and_keys_run_buttonact_and_keyact():
    s = session()
    s.interp.graphics = Model()
    s.interp.graphics.attach(Interactive())
    s.run('make "buttonact [print clickpos print button] make "keyact [print readchar]\n')
    model = s.interp.graphics
    model.mouse_move(12, 34)
    assert s.run("show mousepos show buttonp\n") == "[12 34]\nfalse\n"
    model.mouse_press(5, -7, 1)
    model.key_press("q")
    assert s.run("show buttonp\n") == "5 -7\n1\nq\ntrue\n"
    assert s.run("show mousepos\n") == "[5 -7]\n"
    model.mouse_release(6, -8)
    # BUTTON names the button last pressed, after its release too
    assert s.run("show buttonp show button show clickpos\n") == "false\n1\n[5 -7]\n"


def test_key_typed_in_window_is_read_by_readchar():
    s = session()
    s.interp.graphics = Model()
    s.interp.graphics.attach(Interactive())
    s.interp.graphics.key_press("z")
    assert s.run("print keyp print readchar\n") == "true\nz\n"


# ---------------------------------------------------------------- help texts

GRAPHICS = sorted({p.name for p in REGISTRY.values()
                   if p.fn.__module__ == "pylogo.primitives.graphics"})


def test_every_graphics_primitive_of_the_issue_is_there():
    wanted = """forward fd back bk left lt right rt setpos setxy setx sety setheading seth home arc
    pos xcor ycor heading towards scrunch showturtle st hideturtle ht clean clearscreen cs wrap
    window fence fill filled label setlabelheight textscreen ts fullscreen fs splitscreen ss
    setscrunch refresh norefresh shownp shown? screenmode turtlemode labelsize pendown pd penup pu
    penpaint ppt penerase pe penreverse px setpencolor setpc setpalette setpensize setpenpattern
    setpen setbackground setbg pendownp pendown? penmode pencolor pc palette pensize penpattern pen
    background bg savepict loadpict epspict mousepos clickpos buttonp button? button""".split()
    assert [name for name in wanted if name not in REGISTRY] == []


@pytest.mark.parametrize("name", GRAPHICS)
def test_help_text_follows_the_convention(name):
    prim = REGISTRY[name]
    paragraphs = prim.doc.split("\n\n")
    usage = paragraphs[0].splitlines()
    assert usage[0].split()[0] == name.upper()
    assert {line.split()[0] for line in usage} == {n.upper() for n in (name, *prim.aliases)}
    assert len(paragraphs) >= 3 and len(paragraphs[1].splitlines()) >= 2
    example = paragraphs[-1]
    assert example.startswith("Example: ") and "\n" not in example
    out = session().run(example[len("Example: "):] + "\n")
    assert "doesn't like" not in out and "I don't know" not in out and "not enough" not in out
