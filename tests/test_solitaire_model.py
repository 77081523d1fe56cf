"""An independent model of programs/solitaire.lg: its rules and the screen it draws.

Written in Python from the Logo program (CSLS vol. 2 ch. 4), procedure by
procedure, so that the tests can say what Berkeley Logo shows after every
key without asking pylogo: ``Klondike(deck).press(key)`` plays a key as
PARSECMD does, and ``render()`` gives the board the program has drawn by
then (each cell and whether it is in reverse video, and the cursor).

Things of the program worth knowing, which the model keeps:

* typing 1 then a suit (or 1 then ``.``) names the ace as "a": the card
  goes up fine, but its foundation then shows ``aS``;
* a card played by position (``P``, ``!``...) or again (``M``) is first
  typed where the cursor is, in the command line (row 22), which the next
  command clears;
* ``G`` deals the same deck again here (the tests fix SHUFFLE).
"""

from __future__ import annotations

SUITS = ["H", "S", "D", "C"]
REDS = ["H", "D"]
ALLRANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
TOP_COLUMN = {"H": 4, "S": 11, "D": 18, "C": 25}
STACK_KEYS = ["!", "@", "#", "$", "%", "^", "&", "*", "(", ")"]


class Bell(Exception):
    pass


class EndGame(Exception):
    pass


class Exit(Exception):
    pass


def full_deck() -> list:
    return [r + s for r in ALLRANKS for s in SUITS]


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def ranknum(r: str) -> int:
    if r == "":
        return 0
    if r.isdigit():
        return int(r)
    return {"A": 1, "J": 11, "Q": 12, "K": 13}[r.upper()]


def is_red(card: str) -> bool:
    return suit(card).upper() in REDS


def same(a: str, b: str) -> bool:
    """Logo's EQUALP on words, with CASEIGNOREDP true."""
    return a.upper() == b.upper()


class Klondike:
    """The state of one game of solitaire.lg and what it has drawn."""

    def __init__(self, deck: list) -> None:
        assert sorted(deck) == sorted(full_deck()) and len(deck) == 52
        self.deck = list(deck)
        self.bells = 0
        self.won = 0
        self.exited = False
        self.in_help = False
        self.new_game()

    # ------------------------------------------------------------ setup (ONEGAME, INITSTACKS)

    def new_game(self) -> None:
        self.hand = list(self.deck)
        self.pile: list = []
        self.shown: dict = {}
        self.hidden: dict = {}
        self.numstacks = 7
        self.num = {r: 4 for r in range(1, 14)}
        self.ranks = list(ALLRANKS)
        self.top = {s: "" for s in SUITS}
        self.digit = ""
        self.typed = ""  # what the command line shows while a digit is pending
        self.onto: list = []
        self.card = ""
        self.where: tuple = ()
        self.upping = False
        for n in range(1, 8):
            self.hidden[n] = []
            for _ in range(n):
                self.hidden[n].insert(0, self.deal())
            self.turnup(n)

    def deal(self) -> str | None:
        if not self.hand:
            self.hand = list(reversed(self.pile))
            self.pile = []
        if not self.hand:
            return None
        return self.hand.pop(0)

    def turnup(self, n: int) -> None:
        self.shown[n] = []
        if self.hidden[n]:
            self.shown[n].insert(0, self.hidden[n].pop(0))

    # ------------------------------------------------------------ PARSECMD

    def press(self, key: str) -> None:
        """One keystroke, as PARSECMD takes it (with CATCH "BELL around it)."""
        if self.in_help:  # IGNORE RC, then REDISPLAY
            self.in_help = False
            self.redisplay()
            return
        try:
            self._parse(key.upper())
        except Bell:
            pass
        except EndGame:
            self.new_game()
        except Exit:
            self.exited = True

    def bell(self) -> None:
        if not self.upping:
            self.bells += 1
        self.digit = ""
        self.typed = ""
        raise Bell()

    def _parse(self, c: str) -> None:
        if self.digit == "":
            self.typed = ""
        if c == "T":
            self.parsedigit("1")
            self.parsezero()
        elif c in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "J", "Q", "K"]:
            self.parsedigit(c)
        elif c == "0":
            self.parsezero()
        elif c in SUITS:
            self.play_by_name(c)
        elif c == ".":
            self.allup()
        elif c == "W":
            self.wingame()
        elif c == "M":
            self.again()
        elif c in "+=":
            self.hand3()
        elif c == "R":
            self.redisplay()
        elif c == "?":
            self.helper()
        elif c == "P":
            self.playpile()
        elif c in "()" and self.digit != "":
            raise AssertionError("the program's hidden cheats are not modelled")
        elif c in STACK_KEYS:
            self.playstack(STACK_KEYS.index(c) + 1)
        elif c in (" ", "\x08", "\x7f"):
            self.rubout()
        elif c == "G":
            raise EndGame()
        elif c == "X":
            raise Exit()
        else:
            self.bell()

    def parsedigit(self, c: str) -> None:
        if self.digit != "":
            self.bell()
        self.digit = c
        self.typed += c

    def parsezero(self) -> None:
        if self.digit != "1":
            self.bell()
        self.digit = "10"
        self.typed += "0"

    def rubout(self) -> None:
        self.digit = ""
        self.typed = ""

    def redisplay(self) -> None:
        self.digit = ""
        self.typed = ""

    def helper(self) -> None:
        # The instructions, then READCHAR: the next key only ends them.
        self.in_help = True

    # ------------------------------------------------------------ dealing (HAND3)

    def hand3(self) -> None:
        if self.digit != "":
            self.bell()
        if not self.hand and not self.pile:
            self.bell()
        for i in range(3):
            if i == 0 or self.hand:
                card = self.deal()  # (which may turn the pile over into the hand)
                self.pile.insert(0, card)

    # ------------------------------------------------------------ choosing the card

    def playpile(self) -> None:
        if not self.pile:
            self.bell()
        if self.digit != "":
            self.bell()
        self.card = self.pile[0]
        self.where = ("rempile",)
        self.playcard()

    def playstack(self, n: int) -> None:
        if self.digit != "":
            self.bell()
        if n > self.numstacks:
            self.bell()
        if not self.shown[n]:
            self.bell()
        self.card = self.shown[n][-1]
        self.where = ("remshown", n)
        self.playcard()

    def play_by_name(self, s: str) -> None:
        if self.digit == "":
            self.bell()
        if self.digit == "1":
            self.digit = "a"
        self.card = self.digit + s
        self.digit = ""
        self.findcard()
        if self.where:
            self.playcard()

    def findcard(self) -> None:
        if self.pile and same(self.card, self.pile[0]):
            self.where = ("rempile",)
            return
        self.where = ()
        for n in range(1, self.numstacks + 1):
            if any(same(self.card, c) for c in self.shown[n]):
                self.where = ("remshown", n)
                return
        self.bell()

    # ------------------------------------------------------------ PLAYCARD

    def coveredp(self) -> bool:
        if self.where == ("rempile",):
            return False
        return not same(self.card, self.shown[self.where[1]][0])

    def upsafep(self, r: str) -> bool:
        if r.upper() in ("A", "2"):
            return True
        return self.num[ranknum(r) - 2] == 0

    def playcard(self) -> None:
        self.onto = []
        if not self.coveredp():
            if ranknum(rank(self.card)) == 1 + ranknum(self.top[suit(self.card).upper()]):
                self.onto.insert(0, ("playtop", suit(self.card).upper()))
        if not self.upping and (not self.onto or not self.upsafep(rank(self.card))):
            for n in range(self.numstacks, 0, -1):
                stack = self.shown[n]
                if not stack:
                    if same(rank(self.card), "K"):
                        self.onto.insert(0, ("playonto", n))
                elif is_red(self.card) != is_red(stack[0]) and \
                        ranknum(rank(stack[0])) == 1 + ranknum(rank(self.card)):
                    self.onto.insert(0, ("playonto", n))
        if not self.onto:
            self.bell()
        self.run_where()
        self.run_onto(self.onto[0])

    def run_where(self) -> None:
        if self.where[0] == "rempile":
            self.cards = [self.pile.pop(0)]
        else:
            n = self.where[1]
            self.cards = []
            while True:
                self.cards.insert(0, self.shown[n].pop(0))
                if same(self.card, self.cards[0]):
                    break
            if not self.shown[n]:
                self.turnup(n)

    def run_onto(self, dest: tuple) -> None:
        if dest[0] == "playtop":
            s = dest[1]
            r = ranknum(rank(self.card))
            self.top[s] = rank(self.card)
            self.num[r] -= 1
            if self.num[r] == 0:
                self.ranks.pop(0)
        else:
            n = dest[1]
            while self.cards:
                self.shown[n].insert(0, self.cards.pop(0))

    def again(self) -> None:
        if self.digit != "":
            self.bell()
        if not self.onto:
            self.bell()
        used = self.onto.pop(0)
        self.where = ("remshown", used[1])
        if not self.onto:
            self.bell()
        self.run_where()
        self.run_onto(self.onto[0])

    # ------------------------------------------------------------ playing up

    def allup(self) -> None:
        if self.digit == "":
            self.bell()
        if self.digit == "1":
            self.digit = "a"
        was, self.upping = self.upping, True
        names = [self.digit + s for s in SUITS]  # before a bell empties DIGIT
        try:
            for name in names:
                try:
                    self.card = name
                    self.findcard()
                    if self.where:
                        self.playcard()
                except Bell:
                    pass
        finally:
            self.upping = was
        self.digit = ""

    def wingame(self) -> None:
        for r in list(self.ranks):
            if not self.upsafep(r):
                break
            self.digit = r
            self.allup()
            self.digit = ""
        if [self.top[s] for s in SUITS] == ["K"] * 4:
            self.won += 1
            raise EndGame()

    # ------------------------------------------------------------ the screen

    def render(self, cols: int = 80, rows: int = 24) -> tuple:
        """(lines, reverse mask, cursor) of the screen while the program waits for a key."""
        if self.in_help:
            lines, masks, cursor = help_screen(rows)
            lines = [line.ljust(cols) for line in lines] + [" " * cols] * (rows - len(lines))
            masks = [m.ljust(cols) for m in masks] + [" " * cols] * (rows - len(masks))
            return lines, masks, cursor
        grid = [[" "] * cols for _ in range(rows)]
        rev = [[" "] * cols for _ in range(rows)]

        def put(col: int, row: int, text: str, reverse: bool = False) -> None:
            for i, ch in enumerate(text):
                grid[row][col + i] = ch
                rev[row][col + i] = "#" if reverse else " "

        def card(col: int, row: int, c: str) -> None:
            put(col, row, c, not is_red(c))

        for n in range(1, self.numstacks + 1):
            put(5 * n - 3, 4, "-" if self.hidden[n] else " ")
            for i, c in enumerate(reversed(self.shown[n])):
                card(5 * n - 4, 5 + i, c)
        for s in SUITS:
            if self.top[s]:
                card(TOP_COLUMN[s], 2, self.top[s] + s)
        if self.pile:
            card(32, 23, self.pile[0])
        put(27, 23, str(len(self.hand)))
        put(1, 22, self.typed if self.digit != "" else "")
        cursor = (1 + len(self.typed), 22) if self.digit != "" else (1, 22)
        return ["".join(r) for r in grid], ["".join(r) for r in rev], cursor

    def state(self) -> dict:
        """The game's variables, as the Logo program names them (for comparing with pylogo)."""
        out = {"hand": list(self.hand), "pile": list(self.pile), "numstacks": str(self.numstacks)}
        for n in range(1, self.numstacks + 1):
            out["shown%d" % n] = list(self.shown[n])
            out["hidden%d" % n] = list(self.hidden[n])
        for s in SUITS:
            out["top" + s] = self.top[s]
        return out


def help_screen(rows: int = 24) -> tuple:
    """The instructions as HELPER draws them (after CLEARTEXT), with reverse video and cursor."""
    R = "\x01"  # reverse on/off marks in this table only
    text = [
        "",
        "Here are the commands you can type:",
        "    \x01+\x01 \x01=\x01  Deal three cards onto pile",
        "    \x01P\x01    Play top card from pile",
        "    \x01R\x01    Redisplay the board",
        "    \x01?\x01    Retype these instructions",
        "    \x01card\x01 Play that card",
        "    \x01M\x01    Move same card again",
        "    \x01W\x01    Play up as much as possible (Win)",
        "    \x01G\x01    Give up (start a new game)",
        "    \x01X\x01    Exit to Logo",
        "A card consists of a rank:",
        "   \x01A 2 3 4 5 6 7 8 9 10 J Q K\x01 or \x01T\x01 for 10",
        "followed by a suit:",
        "   \x01H S D C\x01",
        "or followed by \x01.\x01 to play all possible suits up",
        "",
        "If you make a mistake, hit delete or backspace.",
        "",
        "To move an entire stack,",
        "   hit the shifted stack number:",
        "     \x01! @ # $ % ^ &\x01 for stacks",
        "     1 2 3 4 5 6 7",
        "",
        "\x01type any key to continue\x01",
        "",  # where the cursor is left
    ]
    lines, masks = [], []
    for t in text:
        line, mask, on = [], [], False
        for ch in t:
            if ch == R:
                on = not on
                continue
            line.append(ch)
            mask.append("#" if on else " ")
        lines.append("".join(line))
        masks.append("".join(mask))
    # The terminal scrolls when the text does not fit.
    drop = max(0, len(lines) - rows)
    lines, masks = lines[drop:], masks[drop:]
    cursor = (0, len(lines) - 1)
    return lines, masks, cursor


# ---------------------------------------------------------------- decks for the tests


def shuffle_definition(deck: list) -> str:
    """Logo text redefining SHUFFLE (after loading solitaire.lg) to deal DECK."""
    return "to shuffle :len :array\noutput [%s]\nend\n" % " ".join(deck)


def easy_deck() -> list:
    """A deck won by playing the hand up (A to 6, in order) and then the stacks (7 to K).

    The hand's cards come off the pile in the order AH AS AD AC 2H ... 6C
    (three per deal, top card first), and the stacks turn up 7H 7S 7D 7C 8H
    ... KC as the cards on them go up.
    """
    low = [r + s for r in ALLRANKS[:6] for s in SUITS]
    high = [r + s for r in ALLRANKS[6:] for s in SUITS]
    deck: list = [None] * 52
    for j, c in enumerate(low):
        k, p = divmod(j, 3)
        deck[28 + 3 * k + (2 - p)] = c
    it = iter(high)
    for d in range(7):
        for n in range(d + 1, 8):
            deck[n * (n + 1) // 2 - d - 1] = next(it)
    return deck


def tour_deck() -> list:
    """A deck laid out for trying every command (see test_solitaire_games.TOUR)."""
    fixed = {1: "8S", 2: "2D", 3: "9H", 4: "4S", 5: "10C", 6: "8C", 10: "10S", 15: "JS", 19: "QD",
             20: "9D", 21: "AS", 26: "JH", 27: "KH", 28: "JC", 29: "2S", 30: "AD", 31: "7H", 33: "10D",
             34: "10H"}
    rest = [c for c in full_deck() if c not in fixed.values()]
    return [fixed[i] if i in fixed else rest.pop(0) for i in range(1, 53)]


# ---------------------------------------------------------------- tests of the model itself


def test_deal_layout():
    deck = full_deck()
    g = Klondike(deck)
    # Stack n gets cards T(n-1)+1 .. T(n); the last one dealt is face up.
    assert g.shown[1] == [deck[0]]
    assert g.shown[2] == [deck[2]] and g.hidden[2] == [deck[1]]
    assert g.shown[7] == [deck[27]] and g.hidden[7] == list(reversed(deck[21:27]))
    assert g.hand == deck[28:]
    g.press("+")
    assert g.pile == list(reversed(deck[28:31])) and len(g.hand) == 21


def test_recycling_the_pile():
    g = Klondike(full_deck())
    for _ in range(8):
        g.press("+")
    assert not g.hand and len(g.pile) == 24
    top = g.pile[0]
    g.press("+")
    assert len(g.hand) == 21 and g.pile[0] != top


def test_bell_on_nonsense():
    g = Klondike(full_deck())
    g.press("Z")
    g.press("9")
    g.press("9")
    assert g.bells == 2 and g.digit == ""


def test_help_screen_scrolls_on_24_rows():
    lines, masks, cursor = help_screen(24)
    assert lines[0].startswith("    + =") and cursor == (0, 23)
    lines, masks, cursor = help_screen(30)
    assert lines[1] == "Here are the commands you can type:" and cursor == (0, 25)


def test_easy_deck_is_won():
    g = Klondike(easy_deck())
    for key in "+PPP" * 8 + "W":
        g.press(key)
    assert g.won == 1 and g.bells == 0
