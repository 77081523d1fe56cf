"""A small rasterizer of the display list: dots of colour on a grid, drawn incrementally.

Used by the terminal renderer: the grid is the braille dots of the drawing
area (2 by 4 dots a cell) or the pixels of a sixel or kitty image.  The
whole canvas (821 by 481 turtle steps) is scaled to fit the grid keeping its
aspect ratio (dots are square), centred.  Each dot holds a colour number
(0: background; others index ``colors``); ``dirty`` collects the numbers of
the cells (blocks of ``cell_w`` by ``cell_h`` dots) whose dots changed since
the caller last emptied it, so that only those are drawn again.
"""

from __future__ import annotations

import math
from collections import deque

from .model import CENTER_X, CENTER_Y, ERASE, REVERSE, SCREEN_HEIGHT, SCREEN_WIDTH

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
        self.dirty = set(range(self.cols * ((self.height + self.cell_h - 1) // self.cell_h)))

    # -- drawing

    def draw_item(self, item: tuple, background: tuple) -> None:
        kind = item[0]
        if kind == "line":
            self.line(item[1], item[2], item[3], item[4], self.pen_number(item[-1], background))
        elif kind == "arc":
            n = self.pen_number(item[6], background)
            for x1, y1, x2, y2 in item[7]:
                self.line(x1, y1, x2, y2, n)
        elif kind == "polygon":
            points = item[1]
            self.polygon(points, self.color_number(tuple(item[2])))
            n = self.pen_number(item[3], background)
            for (x1, y1), (x2, y2) in zip(points, points[1:], strict=False):
                self.line(x1, y1, x2, y2, n)
        elif kind == "fill":
            self.flood(item[1], item[2], self.pen_number(item[3], background))

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
        w = self.width
        if ax == bx and ay == by:  # the common case of short steps: one dot
            if 0 <= ax < w and 0 <= ay < self.height:
                dots = self.dots
                i = ay * w + ax
                v = (0 if dots[i] else -n) if n < 0 else n
                if dots[i] != v:
                    dots[i] = v
                    self.dirty.add((ay // self.cell_h) * self.cols + ax // self.cell_w)
            return
        ex, ey = abs(bx - ax), abs(by - ay)
        if n > 0 and (ex > 3 * ey or ey > 3 * ex) and ex + ey > 6:  # runs at least three dots long
            self._runs(ax, ay, bx, by, n)
        else:
            self._bresenham(ax, ay, bx, by, n)

    def _runs(self, ax: int, ay: int, bx: int, by: int, n: int) -> None:
        """A long line as runs of dots: a slice of a row (or, steep, of a column) at a time."""
        w, h, dots, dirty = self.width, self.height, self.dots, self.dirty
        cw, ch, cols = self.cell_w, self.cell_h, self.cols
        if abs(bx - ax) < abs(by - ay):  # steep: runs down the columns
            if by < ay:
                ax, ay, bx, by = bx, by, ax, ay
            major, minor = by - ay, abs(bx - ax)
            step = 1 if bx >= ax else -1
        else:
            if bx < ax:
                ax, ay, bx, by = bx, by, ax, ay
            major, minor = bx - ax, abs(by - ay)
            step = 1 if by >= ay else -1
        fill = self._fill(n)
        half = major // 2
        k0 = 0
        for j in range(minor + 1):
            k1 = major if j == minor else -((half - (j + 1) * major) // minor) - 1
            if k1 >= k0:
                if major == bx - ax:  # a run along row ay + j*step, x from ax + k0 to ax + k1
                    y = ay + j * step
                    lo, hi = max(ax + k0, 0), min(ax + k1, w - 1)
                    if 0 <= y < h and lo <= hi:
                        dots[y * w + lo:y * w + hi + 1] = fill[:hi - lo + 1]
                        base = (y // ch) * cols
                        dirty.update(range(base + lo // cw, base + hi // cw + 1))
                else:  # a run down column ax + j*step, y from ay + k0 to ay + k1
                    x = ax + j * step
                    lo, hi = max(ay + k0, 0), min(ay + k1, h - 1)
                    if 0 <= x < w and lo <= hi:
                        dots[lo * w + x:hi * w + x + 1:w] = fill[:hi - lo + 1]
                        col = x // cw
                        dirty.update(range((lo // ch) * cols + col, (hi // ch) * cols + col + 1, cols))
            k0 = k1 + 1

    def _fill(self, n: int) -> bytes:
        fills = self.__dict__.setdefault("_fills", {})
        fill = fills.get(n)
        if fill is None:
            fill = fills[n] = bytes((n,)) * max(self.width, self.height)
        return fill

    def _bresenham(self, ax: int, ay: int, bx: int, by: int, n: int) -> None:
        w, h, dots, dirty = self.width, self.height, self.dots, self.dirty
        cw, ch, cols = self.cell_w, self.cell_h, self.cols
        dx, dy = abs(bx - ax), -abs(by - ay)
        sx = 1 if ax < bx else -1
        sy = 1 if ay < by else -1
        err = dx + dy
        x, y = ax, ay
        while True:
            if 0 <= x < w and 0 <= y < h:
                i = y * w + x
                v = (0 if dots[i] else -n) if n < 0 else n
                if dots[i] != v:
                    dots[i] = v
                    dirty.add((y // ch) * cols + x // cw)
            if x == bx and y == by:
                return
            e2 = 2 * err
            if e2 >= dy:
                err += dy
                x += sx
            if e2 <= dx:
                err += dx
                y += sy

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

    def _set(self, x: int, y: int, n: int) -> None:
        i = y * self.width + x
        if self.dots[i] != n:
            self.dots[i] = n
            self.dirty.add((y // self.cell_h) * self.cols + x // self.cell_w)

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
