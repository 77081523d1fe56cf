"""The graphics chapter programs of CSLS (plot, ttt, buttons, master, dotgame, mines), played.

Each program is loaded unmodified from /usr/share/ucblogo/csls and played
with mouse clicks and keys given to the graphics model the way the window
gives them (tests/graphics_script.py), with no display.  Skipped when the
programs are not installed.
"""

from __future__ import annotations

import os
import re

import pytest

from pylogo.lang.data import to_pylist
from pylogo.system.threads import run_with_big_stack
from tests.conftest import CSLS
from tests.graphics_script import ScriptDone, attach_script, click, key, output_of, variable, when_active
from tests.inproc import LogoSession

pytestmark = pytest.mark.skipif(not os.path.isdir(CSLS), reason="chapter programs not installed")


def session_with(program: str, steps: list, stop_when_done: bool = True) -> tuple:
    session = LogoSession()
    renderer = attach_script(session.interp, steps, stop_when_done)
    out = session.load('load "%s/%s\n' % (CSLS, program))
    assert out == ""
    return session, renderer


def play(session: LogoSession, instruction: str) -> str:
    start = len(output_of(session))

    def run() -> None:
        try:
            session.run(instruction + "\n")
        except ScriptDone:
            pass

    run_with_big_stack(run)  # as pylogo runs Logo: deep recursion needs a big stack
    return output_of(session)[start:]


def numbers(value: object) -> list:
    return [float(x) for x in to_pylist(value)]


# ---------------------------------------------------------------- plot


def test_plot_draws_the_fourier_series() -> None:
    session, _ = session_with("plot", [])
    out = play(session, "plot [maxharm 5]\nprint pos\nprint shownp")
    assert out.splitlines()[-1] == "false"
    x, y = out.splitlines()[-2].split()
    assert x == "230"
    model = session.interp.graphics
    lines = [item for item in model.items if item[0] == "line"]
    assert len(lines) == 230  # one segment per step of 2 from -230 to 230
    assert model.screen_mode == "splitscreen"


# ---------------------------------------------------------------- ttt

TTT_GAME = """Do you want to play first (X)
or second (O)? Type X or O:x
For each move, type a digit 1-9.
Your move:1
Your move:2
Your move:3
not a valid move.
Your move:4
I win!
"""


def test_ttt_board_and_moves_typed_in_the_window() -> None:
    steps = [key(c) for c in "x1234"]
    session, _ = session_with("ttt", steps)
    out = play(session, "ttt")
    assert out == TTT_GAME
    model = session.interp.graphics
    assert not model.shown
    # the board: four lines of 120, then X and O marks
    board = [item[1:5] for item in model.items[:4]]
    assert board == [(-20.0, -50.0, -20.0, 70.0), (20.0, -50.0, 20.0, 70.0),
                     (-60.0, -10.0, 60.0, -10.0), (-60.0, 30.0, 60.0, 30.0)]
    assert len(model.items) > 4


# ---------------------------------------------------------------- buttons

BUTTONS_SETUP = """init.buttons
setbutton [-50 0] [40 25] [print (list "left :button :char) throw "done] "true 4 "Left "l
setbutton [10 0] [40 25] [print (list "right :button :char) throw "done] "false 0 [Two Lines] [r]
"""


def test_buttons_clicked_and_keyed() -> None:
    steps = [click(-30, 10), key("r", when_active("keyact"))]  # in Left; then Right's key
    session, _ = session_with("buttons", steps, stop_when_done=False)
    play(session, BUTTONS_SETUP)
    model = session.interp.graphics
    labels = [item[3] for item in model.items if item[0] == "label"]
    assert labels == ["Left", "l", "Lines", "Two"]  # captions, the key beside its button
    assert [item for item in model.items if item[0] == "fill"]  # the Left button is filled
    out = play(session, 'catch "done [action.loop]\ncatch "done [action.loop]\nprint "over')
    assert out == "left 1 0\nright 0 r\nover\n"


# ---------------------------------------------------------------- dotgame


def dotgame_player(interp: object) -> list | None:
    """Click the middle of the first line still free (BUTTONP is polled)."""
    lines = variable(interp, "lines")
    if lines is None:
        return None
    free = to_pylist(lines)
    if not free:
        return []
    (a, b), (c, d) = [numbers(p) for p in to_pylist(free[0])]
    offset = float(variable(interp, "offset"))
    if c != a:  # horizontal: its middle
        x, y = 40 * a + 20, 40 * b
    else:
        x, y = 40 * a, 40 * b + 20
    return [("press", int(x - offset), int(y - offset))]


def test_dotgame_played_to_the_end() -> None:
    session, _ = session_with("dotgame", [dotgame_player] * 40)
    out = play(session, "rerandom dotgame 4")
    found = re.fullmatch(r"you (won|lost) (\d+) to (\d+)\n|tie game\n", out)
    assert found, out
    if found.group(2):
        assert int(found.group(2)) + int(found.group(3)) == 9
    model = session.interp.graphics
    boxes = [item for item in model.items if item[0] == "polygon"]
    assert len(boxes) == 9  # every box of a 4 by 4 board is filled once
    assert {item[2] for item in boxes} <= {(255, 255, 0), (255, 0, 0)}


# ---------------------------------------------------------------- master

COLOR_ROW = {c: 165 - 30 * i for i, c in enumerate("ROYGBV")}


def master_guess(word: str) -> list:
    """Clicks on the palette for each colour of WORD, then RET typed for OK."""
    steps = []
    for letter in word:
        steps.append(click(-232, COLOR_ROW[letter] + 12))
    steps.append(key("\r", when_active("keyact")))
    return steps


def secret_step(builder: object) -> object:
    """A step made from the secret the program chose, once it has chosen it."""
    pending: list = []

    def step(interp: object) -> list | None:
        if not pending:
            secret = variable(interp, "secret")
            if secret is None or not when_active("buttonact")(interp):
                return None
            pending.extend(builder(str(secret)))
        events = pending[0](interp)
        if events is not None:
            pending.pop(0)
        return events

    return step


def test_master_guessed_with_clicks_and_keys() -> None:
    def wrong(secret: str) -> list:
        guess = "".join(c for c in "ROYGBV" if c not in secret)[:2] + secret[:2]
        return master_guess(guess)

    def right(secret: str) -> list:
        return master_guess(secret)

    steps: list = []
    first = secret_step(wrong)
    steps += [first] * 5
    second = secret_step(right)
    steps += [second] * 5
    steps.append(key("Q", when_active("keyact")))
    session, _ = session_with("master", steps)
    out = play(session, "master\nprint \"done")
    assert out.endswith("You win in 2 turns.\ndone\n"), out
    model = session.interp.graphics
    labels = [item[3] for item in model.items if item[0] == "label"]
    assert labels == []  # CS at the end of MASTER
    assert model.shown


# ---------------------------------------------------------------- mines


def mines_player(interp: object) -> list | None:
    """Open every square that is not a mine (left button), flag every mine (right)."""
    if not when_active("buttonact")(interp):
        return None
    if variable(interp, "playing") != "true":
        return []
    rows = int(variable(interp, "rows"))
    columns = int(variable(interp, "columns"))
    mines = {tuple(int(n) for n in to_pylist(m)) for m in to_pylist(variable(interp, "mines"))}
    statuses = variable(interp, "statuses")
    size = int(variable(interp, "squaresize"))
    xmax, ymax = int(variable(interp, "xmax")), int(variable(interp, "ymax"))
    for row in range(rows):
        line = statuses.items[row + 1]
        for col in range(columns):
            if line.items[col + 1] == "hidden":
                x = col * size - xmax + size // 2
                y = row * size - ymax + size // 2
                return [("press", x, y, 2 if (row, col) in mines else 1)]
    return []


def test_mines_played_to_a_win_then_quit() -> None:
    quit_button = click(-200, 170)  # QUIT, top left of the board
    steps = [mines_player] * 500 + [quit_button]
    session, renderer = session_with("mines", steps, stop_when_done=False)
    seen: dict = {}

    original = renderer.poll

    def watch() -> None:
        if variable(session.interp, "playing") == "false" and "nhidden" not in seen:
            seen["nhidden"] = variable(session.interp, "nhidden")
            seen["nmines"] = variable(session.interp, "nmines")
        original()

    renderer.poll = watch
    out = play(session, "rerandom mines\nprint \"over")
    assert out == "over\n"
    assert seen == {"nhidden": 0, "nmines": 0}  # every mine flagged, every square open
    model = session.interp.graphics
    assert model.items == [] and model.shown  # QUIT: CS, ST
    assert model.screen_mode == "fullscreen"
