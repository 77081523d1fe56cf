"""examples/ on a virtual terminal: the screens the games draw, key by key.

Most tests run the interpreter in this process with the real terminal
backend drawing on pyte (tests.screen.Console): exact about when a program
waits for a key, and fast.  The last ones start each example with its
command from README.md in a pseudo-terminal (tests.screen.Screen).
The decks, hands and scripted signs are those of tests/test_examples.py.
"""

from __future__ import annotations

import os

import pytest

from tests.conftest import ROOT
from tests.test_examples import LOST_DECK, WON_DECK, plus_hand

pytest.importorskip("pyte")


@pytest.fixture(autouse=True)
def at_root(monkeypatch):
    monkeypatch.chdir(ROOT)  # solitaire-plus and autoplay load programs/solitaire.lg from here


def console(path, instructions, definitions=""):
    from tests.screen import Console

    c = Console()
    c.load(os.path.join(ROOT, path))
    if definitions:
        c.define(definitions)
    c.run(instructions)
    return c


def screen_of(c):
    return c.text().split("\n")


def same_screen(a, b):
    return a["lines"] == b["lines"] and a["reverse"] == b["reverse"] and a["cursor"] == b["cursor"]


# ---------------------------------------------------------------- pyramid

RULES = [
    "PYRAMID",
    "",
    "Pick up an uncovered card one rank",
    "above or below the base card,",
    "whatever its suit (an ace is next",
    "to a two and to a king). Clear",
    "the pyramid to win.",
    "",
    "1-7    pick up the card so labelled",
    "Space  turn the next stock card",
    "U      take back the last pick-up",
    "N      new game",
    "Q      quit",
]

WON_START = """\


                 2D

               8S  AD

             2S  7S  KD

          10H  AS  6S  QS

         6H  9H  KS  5S  JS

       3H  5H  8H  QH  4S 10S

     AH  2H  4H  7H  JH  3S  9S
     1   2   3   4   5   6   7

    Stock: 23     Base:  KH



Games won: 0 of 1"""


def pyramid(deck):
    return console("examples/pyramid.lg", "pyramid", "to newdeck\noutput [%s]\nend\n" % deck)


def left_part(c):
    return "\n".join(line[:44].rstrip() for line in c.lines()).rstrip("\n ")


def right_part(c):
    return [line[44:].rstrip() for line in c.lines()[1:14]]


def test_pyramid_first_screen():
    with pyramid(WON_DECK) as c:
        assert left_part(c) == WON_START
        assert right_part(c) == RULES
        # Black cards in reverse video, red ones plain; the title and the keys too.
        assert c.reverse_text(14) == "3S|9S"
        assert c.reverse_text(12) == "4S|10S|N"
        assert c.reverse_text(1) == "PYRAMID"
        assert c.reverse_text(17) == ""  # the base, KH, is red
        assert c.cursor == (0, 22)
        assert c.bells == 0


def test_pyramid_pick_up_and_undo_restore_the_screen():
    with pyramid(WON_DECK) as c:
        start = c.snapshot()
        c.press("1")
        rows = screen_of(c)
        assert rows[14].rstrip() == "         2H  4H  7H  JH  3S  9S"
        assert rows[15].rstrip() == "         1   2   3   4   5   6"
        assert "Base:  AH" in rows[17]
        c.press("U")
        assert same_screen(c.snapshot(), start)


def test_pyramid_turn_cannot_be_undone():
    with pyramid(WON_DECK) as c:
        c.press(" ")
        turned = c.snapshot()
        assert "Stock: 22" in c.line(17) and "Base:  AC" in c.line(17)
        c.press("U")
        assert c.line(20).rstrip() == "A stock turn can't be taken back."
        assert c.bells == 1
        assert c.lines()[:20] == turned["lines"][:20]
        c.press(" ")  # the message goes at the next key
        assert c.line(20).strip() == ""


def test_pyramid_won_screen():
    with pyramid(WON_DECK) as c:
        c.type("1" * 28)
        assert left_part(c) == "\n".join([""] * 17 + [
            "    Stock: 23     Base:  2D",
            "",
            "You cleared the pyramid: you win!",
            "",
            "Games won: 1 of 1"])
        assert c.bells == 0


def test_pyramid_lost_screen():
    with pyramid(LOST_DECK) as c:
        c.type(" " * 22)
        assert c.line(19).strip() == ""
        c.press(" ")
        assert "Stock: 0 " in c.line(17)
        assert c.line(19).rstrip() == "No moves left and the stock is empty: you lose."
        c.press(" ")
        assert c.line(20).rstrip() == "The stock is empty."
        assert c.line(19).rstrip() == "No moves left and the stock is empty: you lose."


def test_pyramid_lost_after_pick_ups_then_undo():
    # LOST_DECK with 5H last in the stock (3H takes its place): after the
    # last turn, 6H 7H 6S 7S 6D 7D 6C can be picked up, and then no more.
    deck = LOST_DECK.split()
    deck[deck.index("3H")] = "5H"
    deck[0] = "3H"
    deck.remove("5H")
    deck.append("5H")
    with pyramid(" ".join(deck)) as c:
        c.type(" " * 23 + "1414253")
        assert "Base:  6C" in c.line(17)
        assert c.line(19).rstrip() == "No moves left and the stock is empty: you lose."
        c.press("U")
        assert "Base:  7D" in c.line(17)
        assert c.line(19).strip() == ""
        c.press("3")
        assert c.line(19).rstrip() == "No moves left and the stock is empty: you lose."


# ---------------------------------------------------------------- scissor, cloth, stone


def rps(script):
    return console("examples/rps.lg", "rps",
                   'make "script [%s]\nto drsign :name\noutput pop "script\nend\nto delay\nend\n' % script)


def test_rps_menu():
    with rps("") as c:
        assert c.text() == "\n".join([
            "SCISSOR CLOTH STONE", "", "", "",
            "    K   play against DR.K",
            "    T   a tournament of five players",
            "    Q   quit",
            "",
            "    Scissor cuts cloth, cloth wraps stone,",
            "    stone breaks scissor.",
            "",
            "    Your choice?"])
        assert c.reverse_text(0) == "SCISSOR CLOTH STONE"
        assert c.cursor == (17, 11)


DUEL = """\
SCISSOR CLOTH STONE

Keys: 3 scissor   2 cloth   1 stone   0 back to the menu


    You:  {you}
    DR.K: {doc}

    {result}


    Rounds   You  DR.K  Draws
    {score}
    Your sign?"""


def test_rps_duel_screens():
    with rps("2 1 1") as c:
        c.press("K")
        c.press("3")
        assert c.text() == DUEL.format(you="scissor", doc="cloth", result="You win this round.",
                                       score="     1     1     0      0")
        c.press("3")
        assert c.text() == DUEL.format(you="scissor", doc="stone", result="DR.K wins this round.",
                                       score="     2     1     1      0")
        c.press("1")
        assert c.text() == DUEL.format(you="stone  ", doc="stone", result="A draw.",
                                       score="     3     1     1      1").replace("stone  \n", "stone\n")
        assert c.cursor == (15, 13)
        c.press("0")
        assert "Your choice?" in c.text()


def test_rps_tournament_screen():
    # As in test_examples: void (all alike), void (all three), you are out,
    # and the doctors finish it.
    with rps("1 1 1 1  2 3 1 1  2 2 1 2  3 2 2") as c:
        c.press("T")
        c.type("111")
        rows = screen_of(c)
        assert rows[:9] == [
            "SCISSOR CLOTH STONE",
            "Void if all signs alike or all three shown, else the beaten are out.",
            "",
            "Round   YOU     DR.K    DR.J    DR.L    DR.M    Result                  Left",
            "",
            "1       stone   stone   stone   stone   stone   void: all alike         5",
            "2       stone   cloth   scissor stone   stone   void: all three         5",
            "3       stone   cloth   cloth   stone   cloth   cloth wins              3",
            "4               scissor cloth           cloth   scissor wins            1",
        ]
        assert rows[21] == "DR.K wins the tournament!"
        assert rows[22] == "Press any key for the menu."
        # The beaten signs are in reverse video.
        assert c.reverse_text(7) == "stone|stone"
        assert c.reverse_text(8) == "cloth|cloth"
        c.press("x")
        assert "Your choice?" in c.text()


# ---------------------------------------------------------------- solitaire plus

PLUS_START = """\


                                              + =     deal three cards
                                              P       play the top of the pile
       1    2    3    4    5    6             5H      play a card: rank, suit
 AS   9H   8C   KD   2S   9D   QC             T       ten, as in TC
                                              5.      play all 5s up
                                              !@#$%^& move stack 1-7
                                              M       move the card again
                                              W       play up all you can
                                              U       undo the last move
                                              I       hint: show a move
                                              R       redisplay
                                              ?       instructions
                                              G       give up, new game
                                              X       exit to Logo







                           24"""


def plus():
    return console("examples/solitaire-plus.lg", "solitaire",
                   "to shuffle :len :array\noutput [%s]\nend\n" % " ".join(plus_hand()))


def test_plus_first_screen_counts_hidden_cards_and_lists_commands():
    with plus() as c:
        assert c.text() == PLUS_START
        assert c.reverse_text(5) == "AS|8C|2S|QC|T"
        assert c.reverse_text(7) == "!@#$%^&"
        assert c.cursor == (1, 22)


UNDO_CASES = [
    # (keys before, the move)
    ("", "+"),
    ("+", "P"),
    ("", "8C"),
    ("8C", "M"),
    ("", "AS"),
    ("AS", "2S"),
    ("", "&"),
    ("+", "A."),
    ("+", "W"),
    ("", "8("),
    ("", "9)"),
]


@pytest.mark.parametrize("before,move", UNDO_CASES)
def test_plus_undo_restores_the_exact_screen(before, move):
    with plus() as c:
        c.type(before)
        shot = c.snapshot()
        c.type(move)
        if move != "9)":  # a new, empty stack shows nothing
            assert c.snapshot()["lines"] != shot["lines"], "the move did nothing"
        c.press("U")
        after = c.snapshot()
        assert after["bells"] == shot["bells"]
        assert after["lines"] == shot["lines"]
        assert after["reverse"] == shot["reverse"]
        assert after["cursor"] == shot["cursor"]


def test_plus_undo_shows_the_uncovered_card_hidden_again():
    with plus() as c:
        c.type("8C")
        assert c.line(4)[12] == "1"  # stack 3: one card still hidden
        assert c.line(5)[11:13] == "5C"
        assert c.line(6)[6:8] == "8C"
        c.press("U")
        assert c.line(4)[12] == "2"
        assert c.line(5)[11:13] == "8C"


def test_plus_hint_appears_and_goes():
    with plus() as c:
        c.press("I")
        assert c.line(20)[46:].rstrip() == "Hint: AS up"
        assert c.cursor == (1, 22)
        c.type("AS")
        assert c.line(20).strip() == ""
        c.press("I")
        assert c.line(20)[46:].rstrip() == "Hint: 2S up"


def test_plus_nothing_to_undo_rings_the_bell():
    with plus() as c:
        shot = c.snapshot()
        c.press("U")
        assert c.bells == 1
        assert c.lines() == shot["lines"]


# ---------------------------------------------------------------- the README commands, in a pty


def pty(*args, **kw):
    from tests.screen import Screen

    return Screen(*args, **kw)


def leave_logo(s):
    s.wait_text("? ")
    s.send("bye\r")
    assert s.wait_exit() == 0


def test_readme_pyramid_command():
    with pty("examples/pyramid.lg", "-e", "pyramid") as s:
        s.wait_key()
        assert "PYRAMID" in s.line(1)
        assert s.line(15).split() == ["1", "2", "3", "4", "5", "6", "7"]
        s.press("\x1b[A", until="key")  # an arrow key: three unexpected keys
        s.press("Q", until="quiet")
        assert "You won 0 of 1 game." in s.text()
        leave_logo(s)


def test_readme_rps_command():
    with pty("examples/rps.lg", "-e", "rps") as s:
        s.wait_key()
        assert "SCISSOR CLOTH STONE" in s.line(0)
        s.press("K")
        s.press("3")
        assert "Rounds" in s.text()
        s.press("0")
        s.press("Q", until="quiet")
        leave_logo(s)


def test_readme_solitaire_plus_command():
    with pty("examples/solitaire-plus.lg", "-e", "solitaire") as s:
        s.wait_key()
        assert "undo the last move" in s.text()
        s.press("+")
        s.press("U")
        assert s.line(23).strip() == "24"
        s.press("X", until="quiet")
        leave_logo(s)


def test_readme_autoplay_command():
    with pty("examples/autoplay.lg", "-e", "autoplay 20") as s:
        s.wait_text("Won 2 of 20 games.")
        leave_logo(s)


def test_rps_tournament_long_table_starts_a_new_page():
    # 16 void rounds (all stone), then scissor beats cloth: YOU win.
    with rps("1 1 1 1 " * 16 + "2 2 2 2") as c:
        c.press("T")
        c.type("1" * 14)
        assert c.line(18).startswith("14      stone")
        assert c.line(19).rstrip() == "15"
        c.press("1")  # the table is full: round 16 starts a new one, after round 15
        assert c.line(5).startswith("15      stone")
        assert c.line(6).rstrip() == "16"
        assert all(not c.line(row).strip() for row in range(7, 20))
        c.press("1")
        assert c.line(6).startswith("16      stone")
        c.press("3")
        assert c.line(7).startswith("17      scissor cloth")
        assert c.line(21).rstrip() == "You win the tournament!"
