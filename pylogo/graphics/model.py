"""The turtle, its pen, and the display list of everything it drew (Berkeley Logo's semantics).

Coordinates are turtle coordinates: the origin at the centre of the canvas,
y upward, one unit per pixel before SETSCRUNCH.  Positions are kept scaled
(what Berkeley calls turtle_x/turtle_y: the turtle's place on the canvas);
POS divides by the scrunch factors.  The canvas is Berkeley's wxWidgets
canvas as it is under Xvfb: 821 by 481 pixels, x from -410 to 410 and y from
-240 to 240, which is where WRAP meets the edges and FENCE stops the turtle.

The display list ``items`` holds plain tuples, the first member naming the
kind (``pen`` is a ``Pen`` tuple: see ``make_pen``):

    ("line", x1, y1, x2, y2, pen)             a straight line
    ("arc", cx, cy, radius, heading, angle, pen, segments)
                                              ARC: centre, radius, the heading it
                                              started from and the angle turned
                                              (clockwise, degrees); ``segments``
                                              is a tuple of (x1, y1, x2, y2) lines
                                              as drawn (empty when the pen is up)
    ("label", x, y, text, pen, height)        LABEL text at the turtle's place
    ("fill", x, y, pen)                       FILL: flood fill at (x, y)
    ("polygon", points, fill_rgb, pen)        FILLED: a polygon (tuple of (x, y))
                                              filled with fill_rgb, outlined in pen

CLEAN and CLEARSCREEN start a new list (``epoch`` counts them, with the other
changes that need a full redraw: LOADPICT, SETBACKGROUND, SETPALETTE).
Appending is the only other change, so a renderer draws ``items[n:]`` where
``n`` is how many it drew before, and everything when ``epoch`` changed.

Mouse and keys: a renderer reports what happens in its window with
``mouse_move``, ``mouse_press``, ``mouse_release`` and ``key_press``; these
record MOUSEPOS, CLICKPOS, BUTTON and queue the runs of the BUTTONACT and
KEYACT variables, which the interpreter side drains with ``take_actions``
(``action_hook`` is called when something is queued).
"""

from __future__ import annotations

import math
from collections import deque
from typing import Any, Callable

from ..lang.errors import LogoError

DEGRAD = math.pi / 180.0
ARC_PI = 3.141592654  # the value of pi Berkeley's ARC uses

# The canvas (Berkeley 6.2.2 under Xvfb), in pixels and in turtle steps.
SCREEN_LEFT, SCREEN_RIGHT, SCREEN_TOP, SCREEN_BOTTOM = 0, 820, 0, 480
SCREEN_WIDTH, SCREEN_HEIGHT = 820, 480
CENTER_X, CENTER_Y = 410, 240
LEFT_MAX, RIGHT_MAX, BOTTOM_MAX, TOP_MAX = -410.0, 410.0, -240.0, 240.0
MAXLOGOINT = 2147483647

TURTLE_OUT_OF_BOUNDS = 3

# Berkeley's 16 colours, 0-255 per channel; slots 16 and up repeat them.
STANDARD_COLORS = (
    (0, 0, 0), (0, 0, 255), (0, 255, 0), (0, 255, 255),
    (255, 0, 0), (255, 0, 255), (255, 255, 0), (255, 255, 255),
    (155, 96, 59), (197, 136, 18), (100, 162, 64), (120, 187, 187),
    (255, 149, 119), (144, 113, 208), (255, 163, 0), (183, 183, 183),
)
PEN_COLOR_SLOT = -1  # the palette slot of a pen colour given as an RGB list
BACKGROUND_SLOT = -2

# LABELSIZE after SETLABELHEIGHT n (Berkeley 6.2.2's font under Xvfb, measured).
LABEL_SIZES = {
    3: (2, 4), 4: (2, 4), 5: (2, 5), 6: (2, 5), 7: (3, 7), 8: (3, 7), 9: (4, 9), 10: (4, 9),
    11: (5, 10), 12: (6, 13), 13: (6, 12), 14: (7, 15), 15: (6, 13), 16: (8, 17), 17: (9, 18),
    18: (9, 18), 19: (10, 19), 20: (10, 19), 21: (10, 22), 22: (10, 22), 23: (11, 23), 24: (11, 23),
    25: (12, 24), 26: (12, 24), 27: (13, 26), 28: (14, 29), 29: (14, 28), 30: (15, 30), 31: (16, 32),
    32: (16, 32), 33: (17, 33), 34: (17, 33), 35: (18, 35), 36: (18, 35), 37: (18, 37), 38: (18, 37),
    39: (19, 38), 40: (19, 38), 41: (20, 39), 42: (22, 43), 43: (21, 42), 44: (22, 44), 45: (23, 46),
    46: (23, 46), 47: (24, 48), 48: (24, 48), 49: (25, 49), 50: (25, 49), 51: (26, 51), 52: (26, 51),
    53: (26, 52), 54: (26, 52), 55: (27, 54), 56: (29, 57), 57: (28, 56), 58: (30, 58), 59: (31, 60),
    60: (31, 60),
    61: (31, 62), 62: (31, 62), 63: (32, 63), 64: (32, 63), 65: (33, 64), 66: (33, 64), 67: (34, 66),
    68: (35, 69), 69: (35, 68), 70: (36, 71), 71: (37, 72), 72: (37, 72), 73: (38, 74), 74: (38, 74),
    75: (39, 76), 76: (39, 76), 77: (39, 77), 78: (39, 77), 79: (40, 78), 80: (40, 78), 81: (41, 81),
    82: (41, 81), 83: (42, 82), 84: (43, 84), 85: (43, 83), 86: (44, 87), 87: (45, 88), 88: (45, 88),
    89: (46, 89), 90: (46, 89), 91: (47, 91), 92: (47, 91), 93: (47, 93), 94: (47, 93), 95: (48, 94),
    96: (50, 97), 97: (49, 96), 98: (51, 98), 99: (50, 97), 100: (51, 101), 101: (52, 102),
    102: (52, 102), 103: (53, 103), 104: (53, 103), 105: (54, 105), 106: (54, 105), 107: (55, 107),
    108: (55, 107), 109: (55, 108), 110: (57, 111), 111: (56, 110), 112: (58, 113), 113: (59, 114),
    114: (59, 114), 115: (59, 116), 116: (59, 116), 117: (60, 117), 118: (60, 117), 119: (61, 119),
    120: (61, 119), 121: (62, 121), 122: (62, 121), 123: (63, 122), 124: (63, 122), 125: (63, 123),
    126: (65, 127), 127: (64, 126), 128: (66, 128), 129: (67, 130), 130: (67, 130), 131: (67, 131),
    132: (67, 131), 133: (68, 133), 134: (68, 133), 135: (69, 135), 136: (69, 135), 137: (70, 136),
    138: (71, 139), 139: (71, 137), 140: (72, 141), 141: (73, 142), 142: (73, 142), 143: (74, 143),
    144: (74, 143), 145: (75, 146), 146: (75, 146), 147: (75, 147), 148: (75, 147), 149: (76, 148),
    150: (76, 148), 151: (77, 150), 152: (79, 153), 153: (78, 152), 154: (79, 155), 155: (80, 156),
    156: (80, 156), 157: (81, 158), 158: (81, 158), 159: (82, 160), 160: (82, 160), 161: (83, 161),
    162: (83, 161), 163: (83, 162), 164: (83, 162), 165: (84, 164), 166: (86, 167), 167: (85, 166),
    168: (87, 168), 169: (87, 170), 170: (87, 170), 171: (88, 172), 172: (88, 172), 173: (89, 173),
    174: (89, 173), 175: (90, 175), 176: (90, 175), 177: (91, 176), 178: (91, 176), 179: (92, 178),
    180: (93, 181), 181: (92, 180), 182: (94, 182), 183: (93, 181), 184: (95, 185), 185: (96, 186),
    186: (96, 186), 187: (96, 187), 188: (96, 187), 189: (97, 189), 190: (97, 189), 191: (98, 190),
    192: (100, 193), 193: (99, 192), 194: (100, 195), 195: (101, 196), 196: (101, 196),
    197: (102, 198), 198: (102, 198), 199: (103, 200), 200: (103, 200),
}

PAINT, ERASE, REVERSE = "paint", "erase", "reverse"


def out_of_bounds_error() -> LogoError:
    return LogoError(TURTLE_OUT_OF_BOUNDS, "turtle out of bounds")


def g_round(n: float) -> int:
    """Round half away from zero to a pixel, as Berkeley does (too far: out of bounds).

    A NaN is no error there: C turns it into the most negative integer.
    """
    if n != n:
        return -(2**63)
    n += -0.5 if n < 0.0 else 0.5
    if abs(n) > MAXLOGOINT:
        raise out_of_bounds_error()
    return math.ceil(n) if n < 0.0 else math.floor(n)


def c_div(a: float, b: float) -> float:
    """A / B as C computes it on this machine: by zero, an infinity, or for 0/0 the NaN
    with its sign bit set (which prints as -nan)."""
    if b:
        return a / b
    if a == 0 or a != a:
        return -math.nan
    return math.copysign(math.inf, a) * math.copysign(1.0, b)


def cut_error(n: float) -> float:
    """A coordinate as POS reports it: cut (not rounded) to six decimals, never -0."""
    if n != n or n in (math.inf, -math.inf):
        return n
    n *= 1000000
    n = math.floor(n) if n > 0 else math.ceil(n)
    n /= 1000000
    return 0.0 if n == 0 else n


def c_fmod(x: float, y: float) -> float:
    """C's fmod: an infinite X (or Y zero) gives the NaN that prints as -nan."""
    if x != x:
        return x
    if y == 0 or x in (math.inf, -math.inf):
        return -math.nan
    return math.fmod(x, y)


def pfmod(x: float, y: float) -> float:
    """fmod with a non-negative result (headings)."""
    r = c_fmod(x, y)
    return r + y if r < 0 else r


def towards_angle(x: float, y: float, from_x: float, from_y: float) -> float:
    """The heading from (from_x, from_y) to (x, y), computed as Berkeley does.

    Straight up is 90 degrees of arctangent turned into a heading by
    -(90 - 90), which is -0: so TOWARDS prints -0 for a point due north.
    """
    if x == from_x and y == from_y:
        return 0.0
    if x == from_x:
        a = -90.0 if y < from_y else 90.0
    else:
        a = math.atan(c_div(y - from_y, x - from_x)) / DEGRAD
        if x < from_x:
            a = c_fmod(a + 180.0, 360.0)
    a = -(a - 90.0)
    return 360.0 + a if a < 0 else a


def rgb16_from_percent(p: float) -> int:
    """A percentage (0-100) as Berkeley stores a colour channel: 8 bits (wrapping), times 256."""
    value = p * 65535 / 100
    if value != value or value in (math.inf, -math.inf):
        return 0
    level = int(value) & 0xFFFFFFFF  # C's conversion to unsigned: toward zero, negatives wrap
    return ((level >> 8) & 0xFF) * 256


def make_pen(rgb: tuple, width: int, mode: str, index: int, eps: tuple | None) -> tuple:
    """The pen a drawn item carries: (rgb 0-255 triple, width in pixels, mode, colour slot, eps).

    ``eps`` is what Berkeley's EPSPICT uses for the item, from what its
    record of the drawing holds: (colour slot or None for PostScript's
    black, rgb for slot -1, width), or None when the item was drawn under
    NOREFRESH (not recorded, so not in the EPS).  The record keeps only
    colours and sizes set while REFRESH is on, and a CLEAN starts it with the
    pen's colour unless that is the starting white.  A line that WRAP cuts at
    the window's edge has a fourth member, True: Berkeley records it as going
    nowhere (a dot where it starts), so only the last piece shows in the EPS.
    """
    return (rgb, width, mode, index, eps)


class Renderer:
    """What a renderer offers the model (see ``renderer.py`` for the full interface)."""

    def update(self) -> None: ...


class Model:
    """The turtle, its pen and screen modes, the palette, the display list, mouse and keys."""

    def __init__(self) -> None:
        self.renderer: Any = None
        self.action_hook: Callable | None = None
        self.palette: dict = {}  # slot -> (r, g, b), 16 bits per channel (8-bit level * 256)
        self.items: list = []
        self.epoch = 0
        self.reset()
        # mouse and keyboard
        # With no window the pointer is at the canvas's top left pixel (as under Xvfb).
        self.mouse_x, self.mouse_y = -CENTER_X, CENTER_Y
        self.click_x, self.click_y = -CENTER_X, CENTER_Y
        self.button = 0  # the button held down (BUTTONP), 0 when none
        self.last_button = 0  # the button last pressed (BUTTON), kept after its release
        self.actions: deque = deque()  # ("buttonact" | "keyact", char or None)
        self.keys: deque = deque()  # characters typed in the window, for READCHAR

    def reset(self) -> None:
        """The state of a fresh Logo."""
        self.x = self.y = self.heading = 0.0
        self.wanna_x = self.wanna_y = 0.0
        self.out_of_bounds = False
        self.xscale = self.yscale = 1.0
        self.pen_vis = 0  # 0: down; below 0: up (as Berkeley counts)
        self.pen_mode = PAINT
        self.pen_color = 7
        self.pen_width = 1
        self.background = 0
        self.shown = True
        self.mode = "wrap"
        self.screen_mode = "textscreen"  # until something is drawn
        self.label_height: int | None = None  # None: the default font
        self.refresh = True
        self.eps_pen: tuple = (None, (0, 0, 0), 1)  # see make_pen
        self.filling: list | None = None  # FILLED: the points visited
        self.pen = self._make_pen()

    # ---------------------------------------------------------------- renderers

    def attach(self, renderer: Any) -> None:
        self.renderer = renderer
        renderer.attach(self)

    def changed(self) -> None:
        """Something was drawn or moved: tell the renderer (it decides when to draw).

        Drawing in TEXTSCREEN mode brings the graphics back: SPLITSCREEN, as
        Berkeley does (queries and pen-up/down do not).
        """
        if self.screen_mode == "textscreen":
            self.set_screen_mode("splitscreen")
        self.renderer.update()

    def redraw_all(self) -> None:
        """A change that needs everything drawn again (the epoch moves on)."""
        self.epoch += 1
        self.renderer.update()

    # ---------------------------------------------------------------- colours

    def palette_rgb16(self, slot: int) -> tuple:
        """A palette slot's colour, 16 bits per channel."""
        rgb = self.palette.get(slot)
        if rgb is not None:
            return rgb
        if slot < 0:
            return (0, 0, 0)
        r, g, b = STANDARD_COLORS[slot % 16]
        return (r * 256, g * 256, b * 256)

    def palette_rgb(self, slot: int) -> tuple:
        """A palette slot's colour, 0-255 per channel."""
        r, g, b = self.palette_rgb16(slot)
        return (r >> 8, g >> 8, b >> 8)

    def palette_percent(self, slot: int) -> list:
        """A palette slot's colour as PALETTE reports it: percentages of 65535."""
        return [c * 100 / 65535 if c else 0 for c in self.palette_rgb16(slot)]

    def set_palette(self, slot: int, percents: tuple) -> None:
        """Set a slot from three percentages (slots 0-7 are fixed; Berkeley ignores them)."""
        if 0 <= slot <= 7:
            return
        self.palette[slot] = tuple(rgb16_from_percent(p) for p in percents)
        if slot == self.pen_color:
            self.pen = self._make_pen()
        self.redraw_all()

    def _make_pen(self) -> tuple:
        return make_pen(self.palette_rgb(self.pen_color), self.pen_width, self.pen_mode, self.pen_color,
                        self.eps_pen if self.refresh else None)

    def _record_color(self) -> None:
        if self.refresh:
            self.eps_pen = (self.pen_color, self.palette_rgb(self.pen_color), self.eps_pen[2])

    def set_pen_color(self, slot: int) -> None:
        self.pen_color = slot
        self._record_color()
        self.pen = self._make_pen()
        self.changed()

    def set_pen_rgb(self, percents: tuple) -> None:
        self.palette[PEN_COLOR_SLOT] = tuple(rgb16_from_percent(p) for p in percents)
        self.set_pen_color(PEN_COLOR_SLOT)

    def set_background(self, slot: int) -> None:
        self.background = slot
        self.epoch += 1
        self.changed()

    def set_background_rgb(self, percents: tuple) -> None:
        self.palette[BACKGROUND_SLOT] = tuple(rgb16_from_percent(p) for p in percents)
        self.set_background(BACKGROUND_SLOT)

    def background_rgb(self) -> tuple:
        return self.palette_rgb(self.background)

    # ---------------------------------------------------------------- pen

    @property
    def pen_down(self) -> bool:
        return self.pen_vis == 0

    def set_pen_down(self) -> None:
        self.pen_vis = 0

    def set_pen_up(self) -> None:
        if self.pen_vis == 0:
            self.pen_vis = -1

    def set_pen_mode(self, mode: str) -> None:
        self.pen_mode = mode
        self.pen_vis = 0
        self._record_color()
        self.pen = self._make_pen()

    def set_pen_size(self, width: int) -> None:
        self.pen_width = width
        if self.refresh:
            self.eps_pen = self.eps_pen[:2] + (width,)
        self.pen = self._make_pen()
        self.changed()

    # ---------------------------------------------------------------- drawing

    def _line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        """The turtle went from (x1, y1) to (x2, y2): draw if the pen is down."""
        if self.filling is not None:
            self.filling.append((x2, y2))
        if x1 != x1 or y1 != y1 or x2 != x2 or y2 != y2:
            return  # a NaN place (an infinite ARC): Berkeley draws nothing visible
        if self.pen_vis == 0:
            self.items.append(("line", x1, y1, x2, y2, self.pen))

    def label(self, text: str) -> None:
        if not text.isascii():  # bytes (made by CHAR, or read in the C locale): the UTF-8 they spell
            from ..system.textcodec import encode

            text = encode(text).decode("utf-8", "replace")
        self.items.append(("label", self.x, self.y, text, self.pen, self.label_height))
        self.changed()

    def fill(self) -> None:
        self.items.append(("fill", self.x, self.y, self.pen))
        self.changed()

    def begin_filled(self) -> None:
        self.filling = [(self.x, self.y)]
        self.changed()

    def end_filled(self, fill_rgb: tuple | None) -> None:
        """Finish FILLED: the polygon of the points visited (FILL_RGB None: abandoned)."""
        points, self.filling = self.filling, None
        if fill_rgb is None or points is None:
            return
        points.append(points[0])
        self.items.append(("polygon", tuple(points), fill_rgb, self.pen))
        self.changed()

    def clean(self) -> None:
        self.items = []
        if not self.refresh:
            self.eps_pen = (None, (0, 0, 0), 1)
        elif self.pen_color != 7:
            self.eps_pen = (self.pen_color, self.palette_rgb(self.pen_color), self.pen_width)
        else:
            self.eps_pen = (None, (0, 0, 0), self.pen_width)
        self.pen = self._make_pen()
        self.epoch += 1
        self.changed()

    def clearscreen(self) -> None:
        self.x = self.y = self.heading = 0.0
        self.wanna_x = self.wanna_y = 0.0
        self.out_of_bounds = False
        self.clean()

    # ---------------------------------------------------------------- motion

    def right(self, angle: float) -> None:
        self.heading = pfmod(self.heading + angle, 360.0)
        self.changed()

    def set_heading(self, heading: float) -> None:
        self.heading = pfmod(heading, 360.0)
        self.changed()

    def forward(self, distance: float) -> None:
        try:
            self._forward(distance)
        finally:
            self.changed()
        self.wanna_x = self.x
        self.wanna_y = self.y
        self.out_of_bounds = False

    def _forward(self, d: float) -> None:
        """Move D steps along the heading, wrapping or stopping at the edges as the mode says."""
        window = self.mode == "window"
        while True:
            real = (-self.heading + 90.0) * DEGRAD
            x1 = CENTER_X + self.x
            y1 = CENTER_Y - self.y
            dx = math.cos(real) * d * self.xscale
            dy = math.sin(real) * d * self.yscale
            if -0.000001 < dx < 0.000001:
                dx = 0.0
            if -0.000001 < dy < 0.000001:
                dy = 0.0
            x2 = x1 + dx
            y2 = y1 - dy
            g_round(x1)
            g_round(y1)
            rx2 = g_round(x2)
            ry2 = g_round(y2)
            if window or (SCREEN_LEFT <= rx2 <= SCREEN_RIGHT and SCREEN_TOP <= ry2 <= SCREEN_BOTTOM):
                sx, sy = self.x, self.y
                self.x = sx + dx
                self.y = sy + dy
                self._line(sx, sy, self.x, self.y)
                return
            if self._jump_edge(rx2, ry2, x1, y1):
                continue
            newd = self._wrap(d, x1, y1, x2, y2)
            if newd == 0.0:
                return
            d = newd

    def _jump_edge(self, rx2: int, ry2: int, x1: float, y1: float) -> bool:
        """Leaving from exactly on an edge: reappear on the opposite edge (even when fenced)."""
        if rx2 > SCREEN_RIGHT and g_round(x1) == SCREEN_RIGHT:
            self.x = LEFT_MAX
        elif ry2 < SCREEN_TOP and g_round(y1) == SCREEN_TOP:
            self.y = BOTTOM_MAX
        elif rx2 < SCREEN_LEFT and g_round(x1) == SCREEN_LEFT:
            self.x = RIGHT_MAX
        elif ry2 > SCREEN_BOTTOM and g_round(y1) == SCREEN_BOTTOM:
            self.y = TOP_MAX
        else:
            return False
        if self.filling is not None:
            self.filling.append((self.x, self.y))
        return True

    def _wrap(self, d: float, x1: float, y1: float, x2: float, y2: float) -> float:
        """Draw to the edge the line leaves by; wrap (the distance left) or fence (an error)."""
        if x2 > SCREEN_RIGHT + 0.5:
            yi = ((y2 - y1) / (x2 - x1)) * (SCREEN_RIGHT + 1 - x1) + y1
            if SCREEN_TOP <= g_round(yi) <= SCREEN_BOTTOM:
                rest = (x2 - SCREEN_RIGHT - 1) / (x2 - x1)
                return self._cross(d, rest, SCREEN_RIGHT, yi, LEFT_MAX, CENTER_Y - yi, (RIGHT_MAX, None))
        if x2 < SCREEN_LEFT - 0.5:
            yi = ((y1 - y2) / (x2 - x1)) * (x1 + 1 - SCREEN_LEFT) + y1
            if SCREEN_TOP <= g_round(yi) <= SCREEN_BOTTOM:
                rest = (x2 + 1 - SCREEN_LEFT) / (x2 - x1)
                return self._cross(d, rest, SCREEN_LEFT, yi, RIGHT_MAX, CENTER_Y - yi, (LEFT_MAX, None))
        if y2 < SCREEN_TOP - 0.5:
            xi = ((x2 - x1) / (y1 - y2)) * (y1 + 1 - SCREEN_TOP) + x1
            edge_x = self._edge_x(xi)
            if edge_x is not None:
                rest = (y2 + 1 - SCREEN_TOP) / (y2 - y1)
                return self._cross(d, rest, edge_x, SCREEN_TOP, xi - CENTER_X, BOTTOM_MAX, (None, TOP_MAX))
        if y2 > SCREEN_BOTTOM + 0.5:
            xi = ((x2 - x1) / (y2 - y1)) * (SCREEN_BOTTOM + 1 - y1) + x1
            edge_x = self._edge_x(xi)
            if edge_x is not None:
                rest = (y2 - SCREEN_BOTTOM - 1) / (y2 - y1)
                return self._cross(d, rest, edge_x, SCREEN_BOTTOM, xi - CENTER_X, TOP_MAX,
                                   (None, BOTTOM_MAX))
        return 0.0

    @staticmethod
    def _edge_x(xi: float) -> float | None:
        """Where a line leaving by the top or bottom meets that edge (a corner just outside counts)."""
        rxi = g_round(xi)
        if SCREEN_LEFT <= rxi <= SCREEN_RIGHT:
            return xi
        if SCREEN_LEFT - 1 <= rxi <= SCREEN_RIGHT + 1:
            return SCREEN_RIGHT if rxi > SCREEN_RIGHT else SCREEN_LEFT
        return None

    def _cross(self, d: float, rest: float, sx: float, sy: float, new_x: float, new_y: float,
               fence_at: tuple) -> float:
        """The line reaches the edge at screen (sx, sy); then the turtle is at (new_x, new_y)."""
        ex = sx - CENTER_X
        ey = CENTER_Y - sy
        pen = self.pen
        if pen[4] is not None:
            self.pen = pen[:4] + (pen[4] + (True,),)
        try:
            self._line(self.x, self.y, ex, ey)
        finally:
            self.pen = pen
        self.x, self.y = new_x, new_y
        if self.mode == "wrap":
            newd = d * rest
            return newd if newd * d > 0 else 0.0
        fx, fy = fence_at
        if fx is not None:
            self.x = fx
        if fy is not None:
            self.y = fy
        raise out_of_bounds_error()

    def set_position(self, tx: float | None, ty: float | None) -> None:
        """SETPOS, SETXY, SETX, SETY: go to (tx, ty) in unscaled steps (None: stay on that axis)."""
        if tx is None:
            tx = c_div(self.x, self.xscale)  # (the turtle's coordinates are kept scaled)
        if ty is None:
            ty = c_div(self.y, self.yscale)
        try:
            self._set_position(tx, ty)
        finally:
            self.changed()

    def _set_position(self, tx: float, ty: float) -> None:
        g_round(CENTER_X + self.x)
        g_round(CENTER_Y - self.y)
        sx = tx * self.xscale
        sy = ty * self.yscale
        outside = sx > RIGHT_MAX or sx < LEFT_MAX or sy > TOP_MAX or sy < BOTTOM_MAX
        if self.mode == "fence" and outside:
            raise out_of_bounds_error()
        if self.mode == "wrap" and (outside or self.out_of_bounds):
            saved = self.heading
            fx = c_div(self.wanna_x, self.xscale)
            fy = c_div(self.wanna_y, self.yscale)
            # (kept if the walk fails too: the next move starts from there, as Berkeley's)
            self.wanna_x, self.wanna_y, self.out_of_bounds = sx, sy, outside
            self.heading = towards_angle(tx, ty, fx, fy)
            try:
                self._forward(math.sqrt((tx - fx) * (tx - fx) + (ty - fy) * (ty - fy)))
            finally:
                self.heading = saved
            self.wanna_x = sx
            self.wanna_y = sy
            self.out_of_bounds = outside
            return
        self.out_of_bounds = False
        x1, y1 = self.x, self.y
        self.wanna_x = self.x = sx
        self.wanna_y = self.y = sy
        g_round(CENTER_X + sx)
        g_round(CENTER_Y - sy)
        self._line(x1, y1, sx, sy)

    def home(self) -> None:
        self.out_of_bounds = False
        try:
            self._set_position(0.0, 0.0)
        finally:
            self.heading = 0.0
            self.changed()

    def position(self) -> tuple:
        """POS: the position in steps, cut to six decimals."""
        return (cut_error(c_div(self.x, self.xscale)), cut_error(c_div(self.y, self.yscale)))

    def towards(self, x: float, y: float) -> float:
        return towards_angle(x, y, c_div(self.x, self.xscale), c_div(self.y, self.yscale))

    def set_scrunch(self, xscale: float, yscale: float) -> None:
        self.xscale = xscale
        self.yscale = yscale
        self.changed()

    def arc(self, angle: float, radius: float) -> None:
        """ARC: draw an arc centred on the turtle, which does not move.

        As in Berkeley: at most a full turn more than one, in steps of about
        200/radius degrees, starting from the turtle's heading clockwise for a
        positive angle.
        """
        if angle > 360.0:
            angle = 360.0 + c_fmod(angle, 360.0)
        if angle < -360.0:
            angle = -(360.0 + c_fmod(-angle, 360.0))
        count = abs(angle * radius / 200.0)
        if count == 0.0:
            count = 1.0
        if count == math.inf:
            raise out_of_bounds_error()  # an infinite radius: Berkeley would draw forever
        delta = angle / count
        ang = thead = self.heading
        tx, ty = self.x, self.y
        cx, cy = c_div(tx, self.xscale), c_div(ty, self.yscale)  # (in steps, as _set_position takes)
        start = len(self.items)
        saved_vis = self.pen_vis
        try:
            self.pen_vis = -1
            self._arc_point(cx, cy, ang, radius)
            self.pen_vis = saved_vis
            ang += delta
            i = 1.0
            while i <= count:
                self._arc_point(cx, cy, ang, radius)
                ang += delta
                i += 1.0
            self._arc_point(cx, cy, thead + angle, radius)
            self.pen_vis = -1
            self._set_position(cx, cy)
        finally:
            self.pen_vis = saved_vis
            drawn = self.items[start:]
            del self.items[start:]
            segments = tuple(item[1:5] for item in drawn)
            self.items.append(("arc", tx, ty, radius, thead, angle, self.pen, segments))
            self.changed()
        self.wanna_x = self.x
        self.wanna_y = self.y
        self.out_of_bounds = False

    def _arc_point(self, tx: float, ty: float, ang: float, radius: float) -> None:
        x = math.sin(ang * ARC_PI / 180.0) * radius
        y = math.cos(ang * ARC_PI / 180.0) * radius
        self._set_position(tx + x, ty + y)

    # ---------------------------------------------------------------- modes

    def wrap(self) -> None:
        self.mode = "wrap"
        while self.x > RIGHT_MAX:
            self.x -= SCREEN_WIDTH
        while self.x < LEFT_MAX:
            self.x += SCREEN_WIDTH
        while self.y > TOP_MAX:
            self.y -= SCREEN_HEIGHT
        while self.y < BOTTOM_MAX:
            self.y += SCREEN_HEIGHT
        self.changed()

    def fence(self) -> None:
        self.wrap()
        self.mode = "fence"

    def window(self) -> None:
        self.mode = "window"
        self.changed()

    def show_turtle(self, shown: bool) -> None:
        self.shown = shown
        self.changed()

    def set_screen_mode(self, mode: str) -> None:
        self.screen_mode = mode
        self.renderer.set_screen_mode(mode)

    def set_refresh(self, on: bool) -> None:
        self.refresh = on
        self.pen = self._make_pen()
        self.changed()

    def label_size(self) -> tuple:
        """LABELSIZE: as Berkeley's font measures: the default's [10 19], else about half as wide as high."""
        h = self.label_height
        if h is None:
            return (10, 19)
        if h == 0:
            return (0, 0)
        if h < 3:
            return (2, 4)
        return LABEL_SIZES.get(h) or (h // 2, h)

    # ---------------------------------------------------------------- mouse and keys

    def mouse_move(self, x: int, y: int) -> None:
        """The pointer is at (x, y) in turtle coordinates."""
        self.mouse_x, self.mouse_y = x, y

    def mouse_press(self, x: int, y: int, button: int) -> None:
        """Button 1 (left), 2 (right) or 3 (middle) went down at (x, y); BUTTONACT runs."""
        self.mouse_x, self.mouse_y = x, y
        self.click_x, self.click_y = x, y
        self.button = button
        self.last_button = button
        self._queue(("buttonact", None))

    def mouse_release(self, x: int, y: int) -> None:
        self.mouse_x, self.mouse_y = x, y
        self.button = 0

    def key_press(self, char: str) -> None:
        """A character typed in the window: READCHAR reads it; KEYACT runs."""
        self.keys.append(char)
        self._queue(("keyact", char))

    def _queue(self, action: tuple) -> None:
        self.actions.append(action)
        if self.action_hook is not None:
            self.action_hook()

    def take_actions(self) -> list:
        """The queued BUTTONACT/KEYACT runs, oldest first (the queue is emptied)."""
        taken = list(self.actions)
        self.actions.clear()
        return taken
