"""The graphics window under Xvfb: what it shows, and mouse and keys reaching Logo.

Skipped when Xvfb or tkinter is missing (CI installs xvfb); the screenshot
needs Pillow (in the test extra).  The window is at the top left of the
Xvfb screen (no window manager), so the turtle's (x, y) is the screen's
pixel (410 + x, 240 - y).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

import pytest

from tests.inproc import LogoSession

try:
    import tkinter  # noqa: F401

    HAVE_TK = True
except ImportError:
    HAVE_TK = False

pytestmark = pytest.mark.skipif(not (HAVE_TK and shutil.which("Xvfb")), reason="needs Xvfb and tkinter")


@pytest.fixture(scope="module")
def display() -> object:
    """A private X display (Xvfb), for the whole module."""
    proc = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    number = proc.stdout.readline().decode().strip()
    if not number:
        proc.kill()
        pytest.skip("Xvfb did not start")
    yield ":" + number
    proc.terminate()
    proc.wait(10)


@pytest.fixture
def window(display: str, monkeypatch: pytest.MonkeyPatch) -> object:
    """A session whose graphics are drawn in a Tk window on DISPLAY."""
    monkeypatch.setenv("DISPLAY", display)
    from pylogo.graphics.model import Model
    from pylogo.graphics.tk_renderer import TkRenderer

    session = LogoSession()
    model = Model()
    renderer = TkRenderer()
    session.interp.graphics = model
    model.attach(renderer)
    yield session
    renderer.close()


def screenshot(display: str, expect: dict | None = None) -> object:
    """The screen; with EXPECT ({turtle point: colour}), taken again (for up to 10 s on a
    busy machine) until the window shows those colours there."""
    import time

    image_grab = pytest.importorskip("PIL.ImageGrab")
    deadline = time.monotonic() + 10
    while True:
        image = image_grab.grab(xdisplay=display).convert("RGB")
        if not expect or time.monotonic() > deadline or all(
                image.getpixel(widget_xy(*point)) == colour for point, colour in expect.items()):
            return image
        time.sleep(0.1)


def on_tk(session: LogoSession, fn: object) -> None:
    """Run FN on the window's thread and wait until it ran."""
    import threading

    done = threading.Event()

    def run() -> None:
        try:
            fn()
        finally:
            done.set()

    session.interp.graphics.renderer.call(run)
    assert done.wait(5)


def widget_xy(x: int, y: int) -> tuple:
    return 410 + x, 240 - y


def test_the_drawing_is_on_the_screen(window: LogoSession, display: str) -> None:
    out = window.run("setpc 4 setpensize 3 fd 100 rt 90 setpc 2 fd 80\n"
                     "pu setxy -200 -100 pd setpc 6 filled 1 [repeat 4 [fd 40 rt 90]]\n"
                     "setbg 0 wait 1 print \"drawn\n")
    assert out == "drawn\n"
    image = screenshot(display, {(0, 10): (255, 0, 0), (10, 100): (0, 255, 0), (-180, -120): (0, 0, 255),
                                 (100, -100): (0, 0, 0)})
    for y in range(10, 95, 7):  # the red line up the y axis
        assert image.getpixel(widget_xy(0, y)) == (255, 0, 0)
    for x in range(10, 75, 7):  # the green one along y = 100
        assert image.getpixel(widget_xy(x, 100)) == (0, 255, 0)
    assert image.getpixel(widget_xy(-180, -120)) == (0, 0, 255)  # FILLED: blue inside
    assert image.getpixel(widget_xy(-200, -120)) == (255, 255, 0)  # yellow outline
    assert image.getpixel(widget_xy(100, -100)) == (0, 0, 0)  # background


def test_fill_floods_the_region_around_the_turtle(window: LogoSession, display: str) -> None:
    pytest.importorskip("PIL")
    window.run("ht setpc 4 repeat 4 [fd 100 rt 90] pu setxy 50 50 setpc 2 fill\n"
               "setxy -300 -200 setpc 6 fill wait 1\n")
    image = screenshot(display, {(50, 50): (0, 255, 0), (-300, 200): (255, 255, 0)})
    assert image.getpixel(widget_xy(50, 50)) == (0, 255, 0)  # inside the square
    assert image.getpixel(widget_xy(99, 1)) == (0, 255, 0)
    assert image.getpixel(widget_xy(0, 50)) == (255, 0, 0)  # its red side stays
    assert image.getpixel(widget_xy(-300, 200)) == (255, 255, 0)  # the outside
    assert image.getpixel(widget_xy(101, 50)) == (255, 255, 0)


def test_penreverse_twice_over_a_line_takes_it_away(window: LogoSession, display: str) -> None:
    window.run("ht setbg 1 setpc 6 px fd 100 rt 90 fd 50 wait 1\n")
    image = screenshot(display, {(0, 50): (255, 255, 255), (25, 100): (255, 255, 255)})
    assert image.getpixel(widget_xy(0, 50)) == (255, 255, 255)  # yellow exclusive-or blue
    assert image.getpixel(widget_xy(25, 100)) == (255, 255, 255)
    window.run("bk 50 lt 90 wait 1\n")  # the second line again: gone
    image = screenshot(display, {(25, 100): (0, 0, 255), (0, 50): (255, 255, 255)})
    assert image.getpixel(widget_xy(25, 100)) == (0, 0, 255)
    assert image.getpixel(widget_xy(0, 50)) == (255, 255, 255)


def test_clean_and_setbg_redraw(window: LogoSession, display: str) -> None:
    window.run("setpc 4 fd 100 wait 1\n")
    assert screenshot(display, {(0, 50): (255, 0, 0)}).getpixel(widget_xy(0, 50)) == (255, 0, 0)
    window.run("setbg 7 wait 1\n")
    image = screenshot(display, {(0, 50): (255, 0, 0), (50, 50): (255, 255, 255)})
    assert image.getpixel(widget_xy(0, 50)) == (255, 0, 0)
    assert image.getpixel(widget_xy(50, 50)) == (255, 255, 255)
    window.run("clean wait 1\n")
    assert screenshot(display, {(0, 50): (255, 255, 255)}).getpixel(widget_xy(0, 50)) == (255, 255, 255)


def test_mouse_events_reach_buttonact_mousepos_clickpos(window: LogoSession) -> None:
    window.run("ht wait 1\n")  # the window is open

    def click() -> None:
        canvas = window.interp.graphics.renderer.canvas
        x, y = widget_xy(30, -20)
        canvas.event_generate("<Motion>", x=x, y=y)
        canvas.event_generate("<ButtonPress-1>", x=x, y=y)
        canvas.event_generate("<ButtonRelease-1>", x=x, y=y)
        x, y = widget_xy(-50, 60)
        canvas.event_generate("<Motion>", x=x, y=y)

    on_tk(window, click)
    out = window.run("make \"buttonact [print (list \"click clickpos button)]\n"
                     "wait 1 show mousepos print buttonp\n")
    assert out == "click [30 -20] 1\n[-50 60]\nfalse\n"


def test_right_button_and_buttonp_while_held(window: LogoSession) -> None:
    window.run("ht wait 1\n")

    def press() -> None:
        canvas = window.interp.graphics.renderer.canvas
        x, y = widget_xy(5, 5)
        canvas.event_generate("<ButtonPress-3>", x=x, y=y)

    on_tk(window, press)
    assert window.run("print buttonp print button\n") == "true\n2\n"


def type_keys(session: LogoSession, *keysyms: str) -> None:
    def generate() -> None:
        canvas = session.interp.graphics.renderer.canvas
        canvas.focus_force()
        for keysym in keysyms:
            canvas.event_generate("<KeyPress>", keysym=keysym)

    on_tk(session, generate)


def test_keys_typed_in_the_window_reach_readchar(window: LogoSession) -> None:
    window.run("ht wait 1\n")
    type_keys(window, "a", "B")
    assert window.run("print keyp print readchar print readchar print keyp\n") == "true\na\nB\nfalse\n"


def test_keys_typed_in_the_window_run_keyact(window: LogoSession) -> None:
    window.run("ht make \"keyact [print (list \"key readchar)] wait 1\n")
    type_keys(window, "x", "Return")
    assert window.run("wait 1\n") == "key x\nkey \n\n"


def test_closing_the_window_hides_it_until_the_next_drawing(window: LogoSession) -> None:
    renderer = window.interp.graphics.renderer
    window.run("fd 10 wait 1\n")
    states: list = []
    on_tk(window, renderer._on_close)
    on_tk(window, lambda: states.append(renderer.root.state()))
    assert window.run("print 2+2\n") == "4\n"
    window.run("fd 10 wait 1\n")
    on_tk(window, lambda: states.append(renderer.root.state()))
    assert states == ["withdrawn", "normal"]


def run_pylogo(program: str, env: dict, timeout: float = 30) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pylogo"], input=program.encode(), capture_output=True,
                          env=env, timeout=timeout)


def test_pylogo_draws_in_a_window_and_ends(display: str) -> None:
    env = dict(os.environ, DISPLAY=display, PYLOGO_GRAPHICS="window", TERM="dumb")
    start = time.monotonic()
    result = run_pylogo("repeat 36 [fd 10 rt 10] wait 1 print pos\nbye\n", env)
    assert result.stdout.decode() == "0 0\n"
    assert result.stderr == b""
    assert time.monotonic() - start < 20


def test_no_display_says_so_once_and_goes_on() -> None:
    env = dict(os.environ, DISPLAY=":987", PYLOGO_GRAPHICS="window", TERM="dumb")
    result = run_pylogo("fd 10 print pos\nrt 90 fd 5 print pos\n", env)
    assert result.stdout.decode() == "0 10\n5 10\n"
    message = result.stderr.decode()
    assert message.count("\n") == 1
    assert message.startswith("pylogo: cannot open the graphics window (")
    assert message.endswith("; drawing with no display\n")


CSLS = "/usr/share/ucblogo/csls"


@pytest.mark.skipif(not os.path.isdir(CSLS), reason="chapter programs not installed")
def test_mines_in_the_window_clicked_with_the_mouse(window: LogoSession, display: str) -> None:
    """CSLS mines in the Tk window: a click on a square opens it, a click on QUIT ends the game."""
    import threading

    from pylogo.system.threads import run_with_big_stack

    interp = window.interp
    seen: dict = {}

    def player() -> None:
        deadline = time.monotonic() + 20
        while interp.V.get("buttonact") is None and time.monotonic() < deadline:
            time.sleep(0.05)  # until the game waits for clicks (ACTION.LOOP binds BUTTONACT)
        time.sleep(0.2)
        seen["hidden"] = interp.V.get("nhidden")
        mines = interp.V.get("mines")
        statuses = interp.V.get("statuses")
        mined = {tuple(int(n) for n in str(m).split()) for m in _members(mines)}
        target = next((r, c) for r in range(15) for c in range(30)
                      if statuses.items[r + 1].items[c + 1] == "hidden" and (r, c) not in mined)
        seen["target"] = target

        def click(x: int, y: int) -> None:
            canvas = interp.graphics.renderer.canvas
            wx, wy = widget_xy(x, y)
            canvas.event_generate("<Motion>", x=wx, y=wy)
            canvas.event_generate("<ButtonPress-1>", x=wx, y=wy)
            canvas.event_generate("<ButtonRelease-1>", x=wx, y=wy)

        row, col = target
        for _ in range(3):  # (a click the busy machine's window lost is made again)
            on_tk(window, lambda: click(col * 20 - 300 + 10, row * 20 - 150 + 10))
            deadline = time.monotonic() + 4
            while interp.V.get("nhidden") == seen["hidden"] and time.monotonic() < deadline:
                time.sleep(0.05)
            if interp.V.get("nhidden") != seen["hidden"]:
                break
        seen["after"] = interp.V.get("nhidden")
        on_tk(window, lambda: click(-200, 170))  # QUIT

    thread = threading.Thread(target=player, daemon=True)
    thread.start()
    out = []
    run_with_big_stack(lambda: out.append(window.run('load "%s/mines\nrerandom mines\nprint "over\n' % CSLS)))
    thread.join(5)
    assert out == ["over\n"]
    assert seen["after"] < seen["hidden"]  # the square clicked (and maybe its neighbours) opened


def _members(lst: object) -> list:
    from pylogo.lang.data import to_pylist

    return [" ".join(str(n) for n in to_pylist(m)) for m in to_pylist(lst)]
