"""Whole games of the unmodified solitaire.lg, key by key, on a virtual terminal.

The program runs in pylogo with the real terminal backend (prompt_toolkit's
VT100 output, drawn by pyte; keys through prompt_toolkit's input), the deck
fixed by redefining SHUFFLE after loading the file.  After every key the
whole screen -- each cell, which cells are in reverse video, the cursor, the
bells -- must be what the program draws by Berkeley Logo's rules, as the
independent model in test_solitaire_model.py says, and the game's variables
must agree with the model's.
"""

from __future__ import annotations

import os

import pytest

from pylogo.lang.data import is_list, to_pylist, word_text
from tests.screen import ROOT, Console
from tests.test_solitaire_model import Klondike, easy_deck, help_screen, shuffle_definition, tour_deck

SOLITAIRE = os.path.join(ROOT, "programs", "solitaire.lg")
DEL, BS = "\x7f", "\x08"


def _logo_value(x):
    if is_list(x):
        return [word_text(i) for i in to_pylist(x)]
    return word_text(x)


def _diff(what: str, got: list, want: list) -> str:
    out = ["%s differs:" % what]
    for i, (g, w) in enumerate(zip(got, want, strict=False)):
        if g != w:
            out.append("row %2d got  |%s|" % (i, g.rstrip()))
            out.append("       want |%s|" % w.rstrip())
    return "\n".join(out)


class Game:
    """solitaire.lg in pylogo on a virtual terminal, side by side with the model."""

    def __init__(self, deck: list, cols: int = 80, rows: int = 24) -> None:
        self.cols, self.rows = cols, rows
        self.console = Console(cols, rows)
        self.console.load(SOLITAIRE)
        self.console.define(shuffle_definition(deck))
        self.model = Klondike(deck)
        self.keys = ""
        self.console.run("solitaire")
        self.check()

    def press(self, keys: str) -> Game:
        """Type KEYS one at a time, checking the screen after each."""
        for key in keys:
            self.keys += key
            self.console.press(key)
            self.model.press(key)
            if self.model.exited:
                assert self.console.finished, "X did not end the program"
                return self
            self.check()
        return self

    def check(self) -> None:
        c, m = self.console, self.model
        where = "after keys %r" % self.keys
        lines, masks, cursor = m.render(self.cols, self.rows)
        assert c.lines() == lines, where + "\n" + _diff("text", c.lines(), lines)
        assert c.reverse_mask() == masks, where + "\n" + _diff("reverse video", c.reverse_mask(), masks)
        assert c.cursor == cursor, where
        assert c.bells == m.bells, where
        V = c.interp.V
        got = {name: _logo_value(V[name.lower()]) for name in m.state()}
        assert got == m.state(), where

    def __enter__(self) -> Game:
        return self

    def __exit__(self, *exc) -> None:
        self.console.close()


# ---------------------------------------------------------------- a game played to "you win!"

WIN_KEYS = (["+", "AH", "1S", "P", "=", "P", "2H", "P", "+", "PPP"] + ["+PPP"] * 5
            + ["7.", "8.", "9.", "T.", "W"])


def test_complete_game_to_you_win():
    with Game(easy_deck()) as g:
        g.press("".join(WIN_KEYS[:3]))
        # 1 then a suit names the ace "a" (the program's own quirk): it goes up as "aS".
        assert g.console.line(2)[4:14] == "AH     aS "
        assert g.console.reverse_text(2) == "aS"
        g.press("".join(WIN_KEYS[3:-1]))
        assert g.console.line(2).rstrip() == "    10H    10S    10D    10C"
        shots = len(g.console.snapshots)
        g.press("W")
        # WAIT 120 shows "you win!" alone on a cleared screen, then a new game starts.
        waits = g.console.snapshots[shots:]
        assert [s for s, _ in waits if s > 0] == [2.0]
        win = [snap for s, snap in waits if s == 2.0][0]
        assert win["lines"][0].rstrip() == "you win!"
        assert all(not line.strip() for line in win["lines"][1:])
        assert all(not mask.strip() for mask in win["reverse"])
        assert win["cursor"] == (0, 1)
        assert g.model.won == 1
        # The new game (same deck: SHUFFLE is fixed) is checked by check(); leave with X.
        g.press("X")


# ---------------------------------------------------------------- every command

TOUR = [
    ("!", "a shifted digit moves stack 1 (8S) onto 9H"),
    ("9H", "a card in the middle of a stack moves with the card on it"),
    ("+", "deal three"),
    ("P", "the pile's top card onto the first stack that takes it"),
    ("M", "...and again onto the next one"),
    ("AS", "an ace up by name"),
    ("1D", "1 for ace"),
    ("2.", "a rank then . plays up every suit it can"),
    ("=", "= deals too"),
    ("TH", "T for 10"),
    ("10D", "10 typed as 1 0"),
    ("KH", "a hidden card: bell"),
    ("5" + DEL, "delete rubs out"),
    ("#", "stack 3"),
    ("^", "stack 6"),
    ("&", "stack 7"),
    ("@", "an empty stack: bell"),
    ("&", "a king to the first empty stack"),
    ("M", "...and to the next"),
    ("$", "a whole stack (10S to 7H) onto JH"),
    ("%", "nowhere to go: bell"),
    ("*", "no stack 8: bell"),
    ("55", "a second digit: bell"),
    ("Z", "not a command: bell"),
    ("5" + BS, "backspace rubs out"),
    ("5 ", "space rubs out"),
    ("8", "a digit waits in the command line"),
    ("R", "redisplay (forgets the digit)"),
    ("+++++", "deal"),
    ("=", "the last three cards of the hand"),
    ("P", "a king from the pile to the empty stack"),
    ("+", "the hand is empty: the pile is turned over and dealt from"),
    ("P", "6S onto 7H"),
    ("P", "6H goes nowhere: bell"),
    ("?", "the instructions"),
    ("x", "any key goes back to the board"),
    ("G", "give up: a new game"),
    ("X", "exit"),
]


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
def test_every_command(size):
    with Game(tour_deck(), *size) as g:
        for keys, why in TOUR:
            bells = g.model.bells
            g.press(keys)
            rang = g.model.bells - bells
            assert (rang > 0) == ("bell" in why), (keys, why)
        assert g.console.finished and g.console.error is None


def test_bell_and_recovery():
    with Game(tour_deck()) as g:
        g.press("K")
        assert g.console.line(22)[:3] == " K " and g.console.cursor == (2, 22)
        g.press("H")  # KH is not showing: bell; the command line is cleared
        assert g.console.bells == 1 and g.model.bells == 1
        assert g.console.line(22).strip() == "" and g.console.cursor == (1, 22)
        g.press("!")  # and the next command works
        assert g.model.shown[2] == ["8S", "9H"]


def test_help_screen_and_any_key():
    with Game(tour_deck()) as g:
        g.press("?")
        lines, masks, cursor = help_screen(24)
        assert [line.rstrip() for line in g.console.lines()] == lines
        assert g.console.cursor == cursor
        g.press(DEL)  # any key, even one that means something in the game
        assert g.model.bells == 0


def test_cards_on_the_pile_after_recycling():
    with Game(tour_deck()) as g:
        g.press("+" * 8)
        assert g.console.line(23)[27:35] == "0    KC "
        g.press("+")  # turned over, the hand deals again in its first order: 2S AD 7H
        assert g.console.line(23)[27:35] == "21   7H "
        assert g.model.pile == ["7H", "AD", "2S"]
