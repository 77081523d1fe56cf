"""examples/: the Logo programs of our own, played through standard input.

Each program runs as a command with TERM=dumb, so SETCURSOR and STANDOUT
write no escape codes and READCHAR reads the keys from standard input; the
tests look at the text the programs type, in order.  Randomness is fixed by
redefining the procedures that deal or choose (NEWDECK, DRSIGN, SHUFFLE)
after loading, or by RERANDOM.  tests/test_examples_screen.py looks at the
same games on a virtual terminal.
"""

from __future__ import annotations

import random
import re

from tests.conftest import ROOT, run_logo

PYRAMID = "examples/pyramid.lg"
RPS = "examples/rps.lg"
PLUS = "examples/solitaire-plus.lg"
AUTOPLAY = "examples/autoplay.lg"

LOGO_ERRORS = ("doesn't like", "I don't know how", "has no value", "not enough inputs",
               "too many inputs", "You don't say", "Fatal", "Can't find", "didn't output",
               "already defined", "Traceback")


def play(files, instructions, keys="", timeout=60):
    return run_logo(files=tuple(files), args=("-e", instructions), stdin=keys, cwd=ROOT,
                    timeout=timeout)


def assert_no_logo_error(out):
    for message in LOGO_ERRORS:
        assert message not in out, out[-2000:]


# ---------------------------------------------------------------- pyramid

# The deck is the pyramid row by row (28 cards), then the stock, whose first
# card is the first base.  WON_DECK is built so that always picking the
# leftmost uncovered card (label 1) clears the pyramid: picked in that
# order the cards run A 2 3 ... K A 2 ... from a king as first base.
WON_DECK = ("2D 8S AD 2S 7S KD 10H AS 6S QS 6H 9H KS 5S JS 3H 5H 8H QH 4S 10S AH 2H 4H 7H JH 3S 9S "
            "KH AC 2C 3D 3C 4D 4C 5D 5C 6D 6C 7D 7C 8D 8C 9D 9C 10D 10C JD JC QD QC KC")

# LOST_DECK: only sixes and sevens are uncovered, and the stock holds no
# five, six, seven or eight.
LOST_DECK = ("5H 5S 5D 5C 8H 8S 8D 8C 9H 9S 9D 9C 7C AH AS AD AC 2H 2S 2D 2C "
             "6H 6S 6D 6C 7H 7S 7D "
             "3H 3S 3D 3C 4H 4S 4D 4C 10H 10S 10D 10C JH JS JD JC QH QS QD QC KH KS KD KC")


def pyramid(deck, keys):
    assert len(deck.split()) == 52 and len(set(deck.split())) == 52
    return play([PYRAMID], 'define "newdeck [[] [output [%s]]] pyramid' % deck, keys)


def test_pyramid_won():
    out = pyramid(WON_DECK, "1" * 28 + "Q")
    assert_no_logo_error(out)
    assert "is not next to" not in out
    assert out.count("You cleared the pyramid: you win!") == 1
    assert "Games won: 1 of 1" in out
    assert out.rstrip().endswith("You won 1 of 1 game.")


def test_pyramid_game_over_refuses_moves_then_new_game():
    out = pyramid(WON_DECK, "1" * 28 + " 1U" + "N" + "Q")
    assert out.count("The game is over: N for a new game, Q to quit.") == 3
    assert "Games won: 1 of 2" in out
    assert out.rstrip().endswith("You won 1 of 2 games.")


def test_pyramid_lost():
    out = pyramid(LOST_DECK, " " * 23 + " " + "Q")
    assert_no_logo_error(out)
    assert "Stock: 23" in out and "Stock: 0" in out
    lose = "No moves left and the stock is empty: you lose."
    assert lose in out
    # Only when the stock has run out, and still after a refused key.
    assert out.index(lose) > out.index("Stock: 0")
    assert "The stock is empty." in out.split(lose, 1)[1]
    assert "you win" not in out
    assert out.rstrip().endswith("You won 0 of 1 game.")


def test_pyramid_refuses_a_card_not_next_to_the_base():
    out = pyramid(LOST_DECK, "1Q")
    assert "6H is not next to 3H." in out
    assert "\a" in out


def test_pyramid_labels_beyond_the_uncovered_cards():
    # 8 is no label at all (only 1-7 are); a label no card has is refused.
    out = pyramid(LOST_DECK, "8Q")
    assert "Keys: 1-7, space, U, N or Q." in out
    out = pyramid(WON_DECK, "1" * 27 + "2Q")
    assert "No card has the label 2." in out


def test_pyramid_undo_takes_back_a_pick_up():
    # The first pick-up takes AH (label 1) onto the base KH.
    out = pyramid(WON_DECK, "1U1Q")
    assert_no_logo_error(out)
    bases = re.findall(r"Base: +(\S+)", out)
    # first base KH, after the pick-up AH, after undo KH again, then AH.
    assert bases == ["KH", "AH", "KH", "AH"]
    stocks = re.findall(r"Stock: (\d+)", out)
    assert stocks == ["23", "23", "23", "23"]


def test_pyramid_undo_takes_back_only_the_last_pick_up_and_never_a_turn():
    out = pyramid(WON_DECK, "UU" + "11" + " " + "U" + "Q")
    assert "There is nothing to take back." in out
    assert "A stock turn can't be taken back." in out
    out = pyramid(WON_DECK, "111UUQ")
    bases = re.findall(r"Base: +(\S+)", out)
    assert bases == ["KH", "AH", "2H", "3H", "2H"]
    assert out.count("Only the last pick-up can be taken back.") == 1


def test_pyramid_end_of_input_quits():
    out = pyramid(WON_DECK, "11")
    assert out.rstrip().endswith("You won 0 of 1 game.")


def test_pyramid_survives_unexpected_keys():
    rng = random.Random(7)
    keys = "".join(chr(rng.randrange(1, 128)) for _ in range(400))
    keys = keys.replace("Q", "").replace("q", "")
    out = play([PYRAMID], "(rerandom 3) pyramid", keys)
    assert_no_logo_error(out)
    assert re.search(r"You won \d+ of \d+ games?\.\s*$", out)


# ---------------------------------------------------------------- scissor, cloth, stone

# DRSIGN is redefined to take the doctors' signs from the list :SCRIPT.
SCRIPTED = 'make "script [%s] define "drsign [[name] [output pop "script]] define "delay [[] []] rps'

RESULT = r"(A draw\.|You win this round\.|DR\.K wins this round\.)"
SIGN = r"(scissor|cloth|stone)"


def test_rps_duel_scores_all_nine_pairs():
    # you: 3 3 3 2 2 2 1 1 1 against DR.K: 3 2 1 3 2 1 3 2 1
    out = play([RPS], SCRIPTED % "3 2 1 3 2 1 3 2 1", "K333222111" + "0Q")
    assert_no_logo_error(out)
    rounds = re.findall(r"%s +%s +%s +(\d+) +(\d+) +(\d+) +(\d+)Your sign" % (SIGN, SIGN, RESULT), out)
    assert rounds == [
        ("scissor", "scissor", "A draw.", "1", "0", "0", "1"),
        ("scissor", "cloth", "You win this round.", "2", "1", "0", "1"),
        ("scissor", "stone", "DR.K wins this round.", "3", "1", "1", "1"),
        ("cloth", "scissor", "DR.K wins this round.", "4", "1", "2", "1"),
        ("cloth", "cloth", "A draw.", "5", "1", "2", "2"),
        ("cloth", "stone", "You win this round.", "6", "2", "2", "2"),
        ("stone", "scissor", "You win this round.", "7", "3", "2", "2"),
        ("stone", "cloth", "DR.K wins this round.", "8", "3", "3", "2"),
        ("stone", "stone", "A draw.", "9", "3", "3", "3"),
    ]
    # 0 goes back to the menu, Q quits.
    assert out.count("Your choice?") == 2


def test_rps_duel_exact_output():
    # On a dumb terminal SETCURSOR writes nothing: the pieces of each screen
    # follow one another (the padding that blanks old text included).
    menu = ("SCISSOR CLOTH STONEKplay against DR.KTa tournament of five playersQquit"
            "Scissor cuts cloth, cloth wraps stone,stone breaks scissor.Your choice? ")
    duel = ("SCISSOR CLOTH STONEKeys: 3 scissor   2 cloth   1 stone   0 back to the menu"
            "You:DR.K:Rounds   You  DR.K  Draws" + " " * 11 + "0" + " " * 11 + "0" + " " * 11 + "0"
            + " " * 13 + "0" + "Your sign? ")
    round1 = (" " * 8 + "scissor" + " " * 8 + "cloth" + " " * 25 + "You win this round."
              + " " * 11 + "1" + " " * 11 + "1" + " " * 11 + "0" + " " * 13 + "0" + "Your sign? ")
    out = play([RPS], SCRIPTED % "2", "K30Q")
    assert out == menu + duel + round1 + menu


def test_rps_duel_ignores_other_keys():
    out = play([RPS], SCRIPTED % "1", "K9x\r 4" + "2" + "0Q")
    assert out.count("\a") == 5
    assert re.findall(RESULT, out) == ["You win this round."]


def test_rps_tournament_with_both_kinds_of_void_round():
    # Signs of DR.K DR.J DR.L DR.M, round by round (YOU from the keys):
    #  1: YOU stone; all stone                      -> void: all alike, 5 left
    #  2: YOU stone; cloth scissor stone stone      -> void: all three, 5 left
    #  3: YOU stone; cloth cloth stone cloth        -> cloth wins: YOU, DR.L out, 3 left
    #  4: (the doctors alone) scissor cloth cloth   -> scissor wins, DR.K is the winner
    script = "1 1 1 1  2 3 1 1  2 2 1 2  3 2 2"
    out = play([RPS], SCRIPTED % script, "T111" + " " + "Q")
    assert_no_logo_error(out)
    results = re.findall(r"(void: all alike|void: all three|scissor wins|cloth wins|stone wins) *(\d)", out)
    assert results == [("void: all alike", "5"), ("void: all three", "5"), ("cloth wins", "3"),
                       ("scissor wins", "1")]
    assert out.count("You are out. The doctors play on by themselves.") == 1
    assert "DR.K wins the tournament!" in out
    # The player's key is asked for in the first three rounds only.
    assert out.count("Your sign? 3 scissor") == 3
    assert "Press any key for the menu." in out


def test_rps_tournament_won_by_you():
    out = play([RPS], SCRIPTED % "2 2 2 2", "T3" + "x" + "Q")
    assert re.findall(r"(scissor wins) *(\d)", out) == [("scissor wins", "1")]
    assert "You win the tournament!" in out


def test_rps_tournament_can_be_left_with_0():
    out = play([RPS], SCRIPTED % "1 2 3 1", "T0" + "Q")
    assert_no_logo_error(out)
    assert out.count("Your choice?") == 2
    assert "wins" not in out.split("Your choice?")[1]


def test_rps_survives_unexpected_keys():
    rng = random.Random(11)
    keys = "".join(chr(rng.randrange(1, 128)) for _ in range(600)).replace("Q", "").replace("q", "")
    out = play([RPS], 'define "delay [[] []] (rerandom 5) rps', keys)
    assert_no_logo_error(out)


def test_rps_end_of_input_quits():
    out = play([RPS], "rps", "K3")
    assert_no_logo_error(out)


# ---------------------------------------------------------------- solitaire plus

# The original's SHUFFLE is replaced by one that outputs PLUS_HAND.  Its
# INITSTACKS deals stack 1 one card, stack 2 two, ... stack 7 seven, the last
# card of each face up; then + deals three cards at a time onto the pile.
PLUS_STACKS = [["AS"], ["4C", "9H"], ["3S", "5C", "8C"], ["JS", "2D", "4S", "KD"],
               ["6H", "6S", "7C", "3C", "2S"], ["9C", "10H", "4H", "8H", "JH", "9D"],
               ["6C", "10S", "2C", "7H", "8D", "6D", "QC"]]
# So: AS and (after it) 2S can go up; 8C onto 9H or 9D (M moves it on);
# stack 7 (QC) onto KD; the first deal puts AH on top of the pile.
PLUS_DEALS = ["3H", "2H", "AH"]


def plus_hand():
    dealt = [card for stack in PLUS_STACKS for card in stack] + PLUS_DEALS
    deck = [rank + suit for rank in "A 2 3 4 5 6 7 8 9 10 J Q K".split() for suit in "HSDC"]
    hand = dealt + [card for card in deck if card not in dealt]
    assert sorted(hand) == sorted(deck)
    return hand


# REDISPLAY is wrapped so that each full redisplay is marked in the output.
PLUS_SETUP = ('define "shuffle [[len array] [output [%s]]] '
              'copydef "test.redisplay "redisplay '
              'define "redisplay [[] [type "|<<<|] [test.redisplay] [type "|>>>|]] ')


def plus(keys, instructions="solitaire"):
    return play([PLUS], PLUS_SETUP % " ".join(plus_hand()) + instructions, keys)


def redisplays(out):
    return re.findall(r"<<<(.*?)>>>", out, re.S)


# Each case: the keys before, and the move.
UNDO_CASES = {
    "deal": ("", "+"),
    "play pile up": ("+", "P"),
    "card by name onto a stack": ("", "8C"),
    "move again": ("8C", "M"),
    "card by name up": ("", "AS"),
    "whole stack": ("", "&"),
    "all suits up": ("+", "A."),
    "win": ("+", "W"),
    "cheat one card": ("", "8("),
    "new stack": ("", "9)"),
}


def test_plus_undo_after_each_kind_of_move_restores_the_board():
    # R redisplays the board just before the move; U after it must redisplay
    # the same board.  Then the move is made again from there, to check
    # that the game goes on from the restored state.
    for name, (before, move) in UNDO_CASES.items():
        out = plus(before + "R" + move + "U" + "R" + move + "R" + "X")
        assert_no_logo_error(out)
        shots = redisplays(out)
        # start, R, U, R, (move) R
        assert len(shots) == 5, (name, out[-1500:])
        assert shots[2] == shots[1], name
        assert shots[3] == shots[1], name
        if move != "9)":  # a new, empty stack shows nothing
            assert shots[4] != shots[1], name  # the move changed something


def test_plus_undo_goes_back_move_by_move_to_the_deal():
    out = plus("+" + "R" + "8C" + "R" + "AS" + "R" + "&" + "UUU" + "U" + "U" + "X")
    shots = redisplays(out)
    start, after_deal, after_8c, after_as = shots[0], shots[1], shots[2], shots[3]
    undos = shots[4:]
    assert undos == [after_as, after_8c, after_deal, start]
    # One undo too many rings the bell (U after the last one).
    assert out.split(">>>")[-1].count("\a") == 1


def test_plus_new_game_forgets_the_moves():
    out = plus("+8C" + "G" + "U" + "X")
    assert_no_logo_error(out)
    assert out.split(">>>")[-1].count("\a") == 1


def test_plus_hints():
    out = plus("I" + "AS" + "I" + "2S" + "I" + "X")
    assert_no_logo_error(out)
    hints = re.findall(r"Hint: ([^ ]+(?: [^ ]+)*?) {2,}", out + "  ")
    assert hints[:3] == ["AS up", "2S up", "8C onto 9H"], hints


def test_plus_end_of_input_leaves_the_game():
    out = plus("+8C")
    assert_no_logo_error(out)


def test_plus_survives_unexpected_keys():
    rng = random.Random(5)
    keys = "".join(chr(rng.randrange(1, 128)) for _ in range(500)).replace("X", "").replace("x", "")
    out = play([PLUS], "(rerandom 9) solitaire", keys)
    assert_no_logo_error(out)


# ---------------------------------------------------------------- autoplay


def test_autoplay_win_count_for_a_fixed_seed():
    out = play([AUTOPLAY], "autoplay 20")
    assert out == "Won 2 of 20 games.\n"


def test_autoplay_is_repeatable_and_takes_a_seed():
    out = play([AUTOPLAY], "print autowins 10 print autowins 10 (autoplay 10 7)")
    lines = out.splitlines()
    assert lines[0] == lines[1]
    assert re.fullmatch(r"Won \d+ of 10 games\.", lines[2])
