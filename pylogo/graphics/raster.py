"""A small rasterizer of the display list: dots of colour on a grid, drawn incrementally.

Used by the terminal renderer: the grid is the braille dots of the drawing
area (2 by 4 dots a cell) or the pixels of a sixel or kitty image.  The
whole canvas (821 by 481 turtle steps) is scaled to fit the grid keeping its
aspect ratio (dots are square), centred.  Each dot holds a colour number
(0: background; others index ``colors``).  Drawing only sets dots (a line
with a slice, or a loop over the offsets of its shape, kept for the next
line of that shape); which cells
(blocks of ``cell_w`` by ``cell_h`` dots) changed is found when the caller
asks (``take_changes``), by comparing the dots with a copy of the last time
a row at a time, plus the cells marked in ``dirty`` (labels, the turtle),
so that only those are drawn again.
"""

from __future__ import annotations

import math
import re
from collections import deque

from .model import CENTER_X, CENTER_Y, ERASE, REVERSE, SCREEN_HEIGHT, SCREEN_WIDTH

CHANGED = re.compile(rb"[^\x00]")
SHAPES = 16384  # line shapes kept
CANVAS_W, CANVAS_H = SCREEN_WIDTH + 1, SCREEN_HEIGHT + 1


class Raster:
    """WIDTH by HEIGHT dots; the canvas scaled to fit them."""

    def __init__(self, width: int, height: int, cell_w: int = 1, cell_h: int = 1) -> None:
        self.width, self.height = max(width, 1), max(height, 1)
        self.cell_w, self.cell_h = cell_w, cell_h
        self.cols = (self.width + cell_w - 1) // cell_w
        self.scale = min(self.width / CANVAS_W, self.height / CANVAS_H)
        self.ox = (self.width - CANVAS_W * self.scale) / 2.0
        self.oy = (self.height - CANVAS_H * self.scale) / 2.0
        self.dots = bytearray(self.width * self.height)
        self.colors: list = [(0, 0, 0)]
        self._color_numbers: dict = {}
        self.dirty: set = set()
        self._shapes: dict = {}  # (dx, dy) -> the dots of such a line (see _shape)
        self._fills: dict = {}  # colour number -> bytes of it (see _fill)
        self._pen_numbers: dict = {}  # pen -> its colour number, for thin pens (see draw_lines)
        self._seen = bytes(self.width * self.height)  # the dots at the last take_changes

    # -- coordinates

    def to_dot(self, x: float, y: float) -> tuple:
        """Turtle coordinates to a dot (column, row), not clipped."""
        s = self.scale
        return (int(math.floor((x + CENTER_X + 0.5) * s + self.ox)),
                int(math.floor((CENTER_Y - y + 0.5) * s + self.oy)))

    def to_turtle(self, dx: float, dy: float) -> tuple:
        """The centre of dot (dx, dy) in turtle coordinates (integers, clipped to the canvas)."""
        s = self.scale
        x = round((dx + 0.5 - self.ox) / s - 0.5 - CENTER_X)
        y = round(CENTER_Y - ((dy + 0.5 - self.oy) / s - 0.5))
        return (max(-CENTER_X, min(CENTER_X, x)), max(-CENTER_Y, min(CENTER_Y, y)))

    def color_number(self, rgb: tuple) -> int:
        n = self._color_numbers.get(rgb)
        if n is None:
            n = len(self.colors)
            if n > 255:  # out of numbers: the nearest known colour
                return min(range(1, 256), key=lambda i: sum((a - b) ** 2 for a, b in
                                                            zip(self.colors[i], rgb, strict=False)))
            self.colors.append(rgb)
            self._color_numbers[rgb] = n
        return n

    def clear(self) -> None:
        self.dots = bytearray(self.width * self.height)
        self._pen_numbers = {}  # the background may have changed: pens of its colour draw nothing
        self.dirty = set(range(self.cols * ((self.height + self.cell_h - 1) // self.cell_h)))

    # -- drawing

    def draw_item(self, item: tuple, background: tuple) -> None:
        kind = item[0]
        if kind == "line":
            self.pen_line(item[1], item[2], item[3], item[4], item[5], background)
        elif kind == "arc":
            for x1, y1, x2, y2 in item[7]:
                self.pen_line(x1, y1, x2, y2, item[6], background)
        elif kind == "polygon":
            points = item[1]
            self.polygon(points, self.color_number(tuple(item[2])))
            for (x1, y1), (x2, y2) in zip(points, points[1:], strict=False):
                self.pen_line(x1, y1, x2, y2, item[3], background)
        elif kind == "fill":
            self.flood(item[1], item[2], self.pen_number(item[3], background))

    def pen_line(self, x1: float, y1: float, x2: float, y2: float, pen: tuple, background: tuple) -> None:
        """A line drawn with PEN: its colour and its width."""
        n, thick = self.pen_number(pen, background), self.thickness(pen)
        if thick > 1:
            self.wide_line(x1, y1, x2, y2, n, thick)
        else:
            self.line(x1, y1, x2, y2, n)

    def pen_number(self, pen: tuple, background: tuple) -> int:
        mode = pen[2]
        if mode == ERASE:
            return 0
        rgb = tuple(pen[0])
        if mode == REVERSE:  # a reversing pen: set dots become clear, clear ones the pen colour
            return -self.color_number(rgb if rgb != tuple(background) else (255, 255, 255))
        return 0 if rgb == tuple(background) else self.color_number(rgb)

    def line(self, x1: float, y1: float, x2: float, y2: float, n: int) -> None:
        """A line of colour number N (0 erases, -N reverses with N) between two turtle points."""
        s = self.scale
        # floor() of values above -1e6, without a call
        ax = int((x1 + 410.5) * s + self.ox + 1e6) - 1000000
        ay = int((240.5 - y1) * s + self.oy + 1e6) - 1000000
        bx = int((x2 + 410.5) * s + self.ox + 1e6) - 1000000
        by = int((240.5 - y2) * s + self.oy + 1e6) - 1000000
        w, h = self.width, self.height
        if ax == bx and ay == by:  # the common case of short steps: one dot
            if 0 <= ax < w and 0 <= ay < h:
                dots = self.dots
                i = ay * w + ax
                dots[i] = (0 if dots[i] else -n) if n < 0 else n
            return
        if n > 0 and ax != bx and ay != by and 0 <= ax < w and 0 <= bx < w and 0 <= ay < h and 0 <= by < h:
            # the common case of longer lines, as in _dot_line without the calls
            shape = self._shapes.get((bx - ax, by - ay))
            if shape is None:
                shape = self._shape(bx - ax, by - ay)
            dots, start = self.dots, ay * w + ax
            fill = self._fills.get(n) or self._fill(n)
            for first, end, step, count in shape:
                dots[start + first:start + end:step] = fill[:count]
            return
        self._dot_line(ax, ay, bx, by, n)

    def draw_lines(self, items: list, start: int, background: tuple) -> int:
        """Draw ITEMS from index START on while they are lines of thin pens (most of a display
        list), the quickest way: ``line`` without the calls; the index of the first item not
        drawn (another kind, or a wide pen) is returned."""
        s, ox, oy, w, h = self.scale, self.ox + 1e6, self.oy + 1e6, self.width, self.height
        dots, shapes, fills, numbers = self.dots, self._shapes, self._fills, self._pen_numbers
        end = len(items)
        i = start
        while i < end:
            item = items[i]
            if item[0] != "line":
                return i
            pen = item[5]
            n = numbers.get(pen)
            if n is None:
                if self.thickness(pen) > 1:
                    return i
                n = numbers[pen] = self.pen_number(pen, background)
            i += 1
            ax = int((item[1] + 410.5) * s + ox) - 1000000  # floor() of values above -1e6
            ay = int((240.5 - item[2]) * s + oy) - 1000000
            bx = int((item[3] + 410.5) * s + ox) - 1000000
            by = int((240.5 - item[4]) * s + oy) - 1000000
            if n > 0 and 0 <= ax < w and 0 <= ay < h:
                if ax == bx and ay == by:  # short steps: one dot
                    dots[ay * w + ax] = n
                    continue
                if ax != bx and ay != by and 0 <= bx < w and 0 <= by < h:
                    shape = shapes.get((bx - ax, by - ay))
                    if shape is None:
                        shape = self._shape(bx - ax, by - ay)
                        shapes = self._shapes
                    at = ay * w + ax
                    fill = fills.get(n) or self._fill(n)
                    for first, last, step, count in shape:
                        dots[at + first:at + last:step] = fill[:count]
                    continue
            if ax == bx and ay == by:
                if 0 <= ax < w and 0 <= ay < h:
                    j = ay * w + ax
                    dots[j] = (0 if dots[j] else -n) if n < 0 else n
            else:
                self._dot_line(ax, ay, bx, by, n)
        return i

    def wide_line(self, x1: float, y1: float, x2: float, y2: float, n: int, thick: int) -> None:
        """A line THICK dots wide: that many lines side by side across its major axis."""
        ax, ay = self.to_dot(x1, y1)
        bx, by = self.to_dot(x2, y2)
        steep = abs(by - ay) > abs(bx - ax)
        for k in range(-((thick - 1) // 2), thick // 2 + 1):
            if steep:
                self._dot_line(ax + k, ay, bx + k, by, n)
            else:
                self._dot_line(ax, ay + k, bx, by + k, n)

    def thickness(self, pen: tuple) -> int:
        """How many dots wide the lines of PEN are: its width scaled, at least one."""
        width = pen[1]
        return max(1, round(width * self.scale)) if width > 1 else 1

    def _dot_line(self, ax: int, ay: int, bx: int, by: int, n: int) -> None:
        """A line between two dots (see ``line``)."""
        w, h = self.width, self.height
        if ax == bx and ay == by:
            if 0 <= ax < w and 0 <= ay < h:
                i = ay * w + ax
                self.dots[i] = (0 if self.dots[i] else -n) if n < 0 else n
            return
        if n >= 0 and 0 <= ax < w and 0 <= bx < w and 0 <= ay < h and 0 <= by < h:
            if ax == bx or ay == by:
                self._straight(ax, ay, bx, by, n)
                return
            key = (bx - ax, by - ay)
            shape = self._shapes.get(key)
            if shape is None:
                shape = self._shape(*key)
            dots, start, fill = self.dots, ay * w + ax, self._fill(n)
            for first, end, step, count in shape:
                dots[start + first:start + end:step] = fill[:count]
        else:
            self._bresenham(ax, ay, bx, by, n)

    def _straight(self, ax: int, ay: int, bx: int, by: int, n: int) -> None:
        """A row or a column of dots: one slice."""
        w = self.width
        if ay == by:
            lo = min(ax, bx) + ay * w
            self.dots[lo:lo + abs(bx - ax) + 1] = self._fill(n)[:abs(bx - ax) + 1]
        else:
            lo = min(ay, by) * w + ax
            self.dots[lo:lo + abs(by - ay) * w + 1:w] = self._fill(n)[:abs(by - ay) + 1]

    def _shape(self, dx: int, dy: int) -> tuple:
        """The dots of a line from (0, 0) to (dx, dy), as runs for ``line_runs``; kept (lines
        of the same shape recur: a figure turns through the same angles)."""
        if len(self._shapes) >= SHAPES:
            self._shapes.clear()
        shape = self._shapes[(dx, dy)] = line_runs(dx, dy, self.width)
        return shape

    def _fill(self, n: int) -> bytes:
        """Bytes of colour number N, as many as the longest line has dots."""
        fill = self._fills.get(n)
        if fill is None:
            fill = self._fills[n] = bytes((n,)) * max(self.width, self.height)
        return fill

    def _bresenham(self, ax: int, ay: int, bx: int, by: int, n: int) -> None:
        """A line dot by dot, clipped (lines leaving the raster, reversing pens)."""
        w, h, dots = self.width, self.height, self.dots
        dx, dy = abs(bx - ax), -abs(by - ay)
        sx = 1 if ax < bx else -1
        sy = 1 if ay < by else -1
        err = dx + dy
        x, y = ax, ay
        while True:
            if 0 <= x < w and 0 <= y < h:
                i = y * w + x
                dots[i] = (0 if dots[i] else -n) if n < 0 else n
            if x == bx and y == by:
                return
            e2 = 2 * err
            if e2 >= dy:
                err += dy
                x += sx
            if e2 <= dx:
                err += dx
                y += sy

    def take_changes(self) -> set:
        """The cells changed since the last call: those marked in ``dirty`` and those whose
        dots differ from the copy kept at the last call (compared a row of dots at a time)."""
        cells, self.dirty = self.dirty, set()
        dots, seen, w = self.dots, self._seen, self.width
        if dots == seen:
            return cells
        cw, ch, cols = self.cell_w, self.cell_h, self.cols
        for top in range(0, self.height, ch):
            band = slice(top * w, min(top + ch, self.height) * w)
            if dots[band] == seen[band]:
                continue
            base = (top // ch) * cols
            for y in range(top, min(top + ch, self.height)):
                a, b = dots[y * w:(y + 1) * w], seen[y * w:(y + 1) * w]
                if a == b:
                    continue
                diff = (int.from_bytes(a, "big") ^ int.from_bytes(b, "big")).to_bytes(w, "big")
                cells.update(base + m.start() // cw for m in CHANGED.finditer(diff))
        self._seen = bytes(dots)
        return cells

    def take_any(self) -> bool:
        """Did anything change since the last call (of this or ``take_changes``)?"""
        changed = bool(self.dirty) or self.dots != self._seen
        self.dirty = set()
        if changed:
            self._seen = bytes(self.dots)
        return changed

    def polygon(self, points: tuple, n: int) -> None:
        """Fill a polygon (even-odd rule, dot centres inside)."""
        pts = [self.to_dot(x, y) for x, y in points]
        if len(pts) < 3:
            return
        top = max(0, min(p[1] for p in pts))
        bottom = min(self.height - 1, max(p[1] for p in pts))
        for y in range(top, bottom + 1):
            yc = y + 0.5
            xs = []
            for (ax, ay), (bx, by) in zip(pts, pts[1:] + pts[:1], strict=False):
                if (ay <= yc < by) or (by <= yc < ay):
                    xs.append(ax + (yc - ay) * (bx - ax) / (by - ay))
            xs.sort()
            for a, b in zip(xs[::2], xs[1::2], strict=False):
                for x in range(max(0, math.ceil(a - 0.5)), min(self.width - 1, math.floor(b - 0.5)) + 1):
                    self._set(x, y, n)

    def flood(self, x: float, y: float, n: int) -> None:
        """FILL: the dots joined to the one under (x, y) that have its colour take colour N."""
        sx, sy = self.to_dot(x, y)
        w, h, dots = self.width, self.height, self.dots
        if not (0 <= sx < w and 0 <= sy < h) or n < 0:
            return
        old = dots[sy * w + sx]
        if old == n:
            return
        todo = deque([(sx, sy)])
        while todo:
            px, py = todo.pop()
            if 0 <= px < w and 0 <= py < h and dots[py * w + px] == old:
                self._set(px, py, n)
                todo.extend(((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)))

    def text(self, x: float, y: float, text: str, n: int, size: int) -> None:
        """TEXT in colour number N with the small font (``font``), each of its dots SIZE by SIZE,
        the baseline's left end at turtle point (x, y): LABEL in an image."""
        from .font import ADVANCE, HEIGHT, glyph

        left, base = self.to_dot(x, y)
        w, h, dots = self.width, self.height, self.dots
        fill = bytes((n,)) * size
        for k, ch in enumerate(text):
            x0 = left + k * ADVANCE * size
            if x0 >= w:
                break
            for gx, gy in glyph(ch):
                px, py = x0 + gx * size, base - (HEIGHT - gy) * size + 1
                lo, hi = max(px, 0), min(px + size, w)
                if lo >= hi:
                    continue
                for row in range(max(py, 0), min(py + size, h)):
                    dots[row * w + lo:row * w + hi] = fill[:hi - lo]

    def _set(self, x: int, y: int, n: int) -> None:
        self.dots[y * self.width + x] = n

    def stroke_dots(self, points: tuple) -> set:
        """The dots of a closed outline through turtle POINTS (the turtle's triangle), unclipped."""
        out: set = set()
        pts = [self.to_dot(x, y) for x, y in points]
        for (ax, ay), (bx, by) in zip(pts, pts[1:] + pts[:1], strict=False):
            steps = max(abs(bx - ax), abs(by - ay), 1)
            for k in range(steps + 1):
                px = ax + round((bx - ax) * k / steps)
                py = ay + round((by - ay) * k / steps)
                if 0 <= px < self.width and 0 <= py < self.height:
                    out.add((px, py))
        return out

    def rgb(self, n: int, background: tuple) -> tuple:
        return tuple(background) if n == 0 else self.colors[n]



def line_runs(dx: int, dy: int, width: int) -> tuple:
    """The dots of a line from dot (0, 0) to dot (dx, dy) in a raster WIDTH dots wide, as
    runs of evenly spaced dots: (first, end, step, count), offsets in the raster's bytes
    for one slice assignment each.

    Dot k of the major + 1 along the major axis is k steps along it and
    round(k * minor / major) across it (halves up).  Taken every q-th dot (q from
    ``_period``), from each of the first q, the dots step q along and b or b + 1 across
    (b the whole part of q * minor / major): the runs are the stretches where the step
    stays the one that comes most often; each is found with a division, not dot by dot.
    """
    sx = 1 if dx >= 0 else -1
    sy = 1 if dy >= 0 else -1
    ex, ey = dx * sx, dy * sy
    if ex >= ey:
        major, minor, along, across = ex, ey, sx, sy * width
    else:
        major, minor, along, across = ey, ex, sy * width, sx
    twice = 2 * major
    q = _period(minor, major)
    b, d = divmod(2 * q * minor, twice)  # every q dots: b across, and the remainder grows by d
    plain = q * along + b * across  # the step without a carry across
    carried = plain + across
    undo = twice - d
    rare_carry = 2 * d <= twice
    runs: list = []
    add = runs.append
    for phase in range(min(q, major + 1)):
        # the dots phase, phase + q, ...: the first at offset p, e its remainder across
        carry, e = divmod(2 * phase * minor + major, twice)
        p = phase * along + carry * across
        left = (major - phase) // q  # steps after the first dot
        while left >= 0:
            if d == 0:
                t, step = left, plain
            elif rare_carry:  # plain steps while the remainder stays under twice
                t, step = -((e - undo) // d), plain
                if t < 0:
                    t = 0
            else:  # carried steps while the remainder allows
                t, step = e // undo, carried
            if t > left:
                t = left
            if t == 0:
                add((p, p + 1, 1, 1))
            elif step > 0:
                add((p, p + step * t + 1, step, t + 1))
            else:
                add((p + step * t, p + 1, -step, t + 1))
            left -= t + 1
            p += step * t
            if step == plain:
                e += t * d
                if left >= 0:  # the carried step that ends the run
                    p += carried
                    e -= undo
            else:
                e -= t * undo
                if left >= 0:
                    p += plain
                    e += d
    return tuple(runs)


def _period(minor: int, major: int) -> int:
    """How many dots apart to take the dots of a line of slope MINOR / MAJOR so that they fall
    in few runs: of the denominators q of the continued fraction's convergents of the slope
    (up to about twice the square root of MAJOR), the one with the fewest runs expected,
    q + |q minor - b major| (b the nearest whole number to q minor / major)."""
    limit = max(2, int(2 * math.sqrt(major)))
    best, fewest = 1, minor if 2 * minor <= major else major - minor
    x, y, before, q = minor, major, 1, 0
    while y:
        whole = x // y
        x, y = y, x - whole * y
        before, q = q, whole * q + before
        if q > limit:
            break
        b = (2 * q * minor + major) // (2 * major)
        runs = q + abs(q * minor - b * major)
        if runs < fewest:
            best, fewest = q, runs
    return best
