"""solitaire.lg in a real pseudo-terminal, started the way README says.

Here everything is real: the terminal modes (no echo while playing), the keys
as a terminal sends them (delete is byte 127, backspace byte 8), the bytes
pylogo writes after the terminal driver, and the way back to the Logo
prompt and out of pylogo.  Screens are compared with the model's.
"""

from __future__ import annotations

import pytest

from tests.screen import Screen
from tests.test_solitaire_games import BS, DEL
from tests.test_solitaire_model import Klondike, help_screen, shuffle_definition, tour_deck

termios = pytest.importorskip("termios")  # pseudo-terminals are POSIX


def _deck_file(tmp_path, deck):
    path = tmp_path / "deck.lg"
    path.write_text(shuffle_definition(deck))
    return str(path)


def _assert_board(s: Screen, model: Klondike, where: str) -> None:
    lines, masks, cursor = model.render(s.screen.columns, s.screen.lines)
    assert s.lines() == lines, where + "\n" + s.text()
    assert s.reverse_mask() == masks, where
    assert s.cursor == cursor, where
    assert s.bells == model.bells, where


def _cooked(modes) -> bool:
    lflag = modes[3]
    return bool(lflag & termios.ECHO) and bool(lflag & termios.ICANON) and bool(lflag & termios.ISIG)


KEYS = ["!", "9H", "+", "P", "M", "AS", "1D", "2.", "=", "TH", "1", "0", "D", "KH", "5", DEL, "5", BS,
        "#", "^", "&", "Z", "R"]


def test_play_from_the_readme_command(tmp_path):
    deck = tour_deck()
    with Screen("programs/solitaire.lg", _deck_file(tmp_path, deck), "-e", "solitaire") as s:
        model = Klondike(deck)
        s.wait_key()
        _assert_board(s, model, "at the start")
        assert not _cooked(s.tty_modes())  # no echo, no line editing while playing
        for keys in KEYS:
            for key in keys:
                s.press(key)
                model.press(key)
            _assert_board(s, model, "after %r" % keys)
        # The instructions, then any key.
        s.press("?")
        lines, masks, cursor = help_screen(24)
        assert [line.rstrip() for line in s.lines()] == lines and s.cursor == cursor
        assert s.reverse_text(0) == "+|="
        s.press("q")
        model.press("?")
        model.press("q")
        _assert_board(s, model, "after the instructions")
        # X: back to the Logo prompt, on a cleared screen, with the terminal in line mode.
        s.press("X", until="quiet")
        assert s.text() == "?" and s.cursor == (2, 0)
        # S starts solitaire again (a new game: the same fixed deck).
        s.send("s\r")
        s.wait_key()
        fresh = Klondike(deck)
        fresh.bells = model.bells
        _assert_board(s, fresh, "a new game")
        s.press("X", until="quiet")
        s.send("bye\r")
        assert s.wait_exit() == 0
        assert _cooked(s.final_modes)
        assert s.raw.endswith(b"\x1b[0m\x1b[?12l\x1b[?25h") or b"\x1b[?25h" in s.raw[-40:]


def test_a_bigger_terminal(tmp_path):
    deck = tour_deck()
    with Screen("programs/solitaire.lg", _deck_file(tmp_path, deck), "-e", "solitaire",
                cols=120, rows=40) as s:
        model = Klondike(deck)
        s.wait_key()
        _assert_board(s, model, "at the start")
        for keys in ["!", "9H", "+", "P", "?"]:
            for key in keys:
                s.press(key)
                model.press(key)
        lines, masks, cursor = help_screen(40)  # nothing scrolls
        assert [line.rstrip() for line in s.lines()[:len(lines)]] == lines and s.cursor == cursor
        s.press(" ")
        model.press(" ")
        _assert_board(s, model, "after the instructions")
        s.press("X", until="quiet")
        s.send("bye\r")
        assert s.wait_exit() == 0 and _cooked(s.final_modes)


def test_ctrl_c_stops_the_game_and_gives_back_the_terminal(tmp_path):
    with Screen("programs/solitaire.lg", _deck_file(tmp_path, tour_deck()), "-e", "solitaire") as s:
        s.wait_key()
        s.press("\x03", until="quiet")
        assert "Stopping..." in s.text()
        s.send("print 6*7\r")
        s.settle()
        assert "42" in s.text()
        s.send("\x04")  # end of input at the prompt
        assert s.wait_exit() == 0 and _cooked(s.final_modes)


@pytest.mark.parametrize("signame", ["SIGTERM", "SIGHUP"])
def test_termination_signal_gives_back_the_terminal(tmp_path, signame):
    import signal

    with Screen("programs/solitaire.lg", _deck_file(tmp_path, tour_deck()), "-e", "solitaire") as s:
        s.wait_key()
        assert not _cooked(s.tty_modes())  # the game reads single keys
        s.child.kill(getattr(signal, signame))
        s.wait_exit()
        assert _cooked(s.final_modes)
        assert s.screen.cursor.hidden is False
