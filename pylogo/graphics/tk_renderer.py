"""The graphics window: a Tk canvas that draws the model, on a thread of its own.

Tk runs on its own thread, started when graphics are first used, and is only
ever touched from there: the Logo thread keeps computing (or waits at the
prompt) while the window redraws, answers the mouse and the keyboard, and
stays responsive.  Every ``TICK_MS`` the Tk thread looks at the model and
draws what was added since the last look (``model.items[n:]``), or
everything again when the drawing was replaced (CLEAN, CLEARSCREEN,
SETBACKGROUND, LOADPICT: ``model.epoch``), then moves the turtle.
Consecutive connected lines with the same pen become one canvas item, so a
drawing of 100,000 segments costs a few thousand Tk calls.

The canvas is Berkeley's: 821 by 481 pixels, the turtle's origin at its
centre (it stays at the centre when the window is resized), y upward.
Mouse motion, presses and releases and the characters typed in the window
are reported to the model in turtle coordinates (see ``model.mouse_press``);
the Logo thread runs BUTTONACT and KEYACT (``pylogo.graphics.events``).

Closing the window only hides it: Logo goes on, and the window comes back
when something new is drawn.  BYE or the end of input closes it for good.

Drawn as Berkeley's window draws them: lines in the pen's colour and width
(PENERASE in the background's colour, PENREVERSE in the pen's colour
exclusive-or the background's), FILLED polygons, labels with their bottom
left corner at the turtle.  FILL, a flood fill, needs the picture's pixels,
which a canvas does not keep: the drawing so far is painted with Pillow
(``pylogo.graphics.png``), flood-filled there, and the pixels the fill
changed are shown as an image (nothing is shown without Pillow).
"""

from __future__ import annotations

import base64
import io
import threading
import time
from collections import deque
from types import SimpleNamespace
from typing import Any

from .model import CENTER_X, CENTER_Y, SCREEN_HEIGHT, SCREEN_WIDTH
from .renderer import Renderer, RendererUnavailable, turtle_triangle

TICK_MS = 25  # how often the window looks for something new to draw
BATCH = 20000  # items drawn in one go before the window handles its events again
START_TIMEOUT = 10.0


def make() -> Renderer:
    """The window renderer (RendererUnavailable when Tk or the display is missing)."""
    return TkRenderer()


def hex_color(rgb: tuple) -> str:
    r, g, b = rgb
    return "#%02x%02x%02x" % (r & 255, g & 255, b & 255)


def line_rgb(pen: tuple, background: tuple) -> tuple:
    """The colour a pen draws with on BACKGROUND (erase and reverse modes included)."""
    rgb, _width, mode = pen[0], pen[1], pen[2]
    if mode == "erase":
        return background
    if mode == "reverse":
        return tuple(a ^ b for a, b in zip(rgb, background, strict=False))
    return rgb


class TkRenderer(Renderer):
    """Draws the model in a Tk window, on the Tk thread."""

    name = "window"
    interactive = True

    def __init__(self) -> None:
        try:
            import tkinter  # noqa: F401
        except ImportError as exc:
            raise RendererUnavailable("no graphics window: Python's tkinter is missing (%s)" % exc) from None
        self.model: Any = None
        self._ready = threading.Event()
        self._error: str | None = None
        self._stop = False
        self._lock = threading.Condition()
        self._drawn_stamp: tuple = ()
        self._flushes = 0  # flush requests made by the Logo thread
        self._flushed = 0  # flush requests the Tk thread answered
        self.root: Any = None
        self.canvas: Any = None
        self._pending: deque = deque()  # calls for the Tk thread to make
        self._thread = threading.Thread(target=self._run, name="pylogo-window", daemon=True)
        self._thread.start()
        if not self._ready.wait(START_TIMEOUT):
            self._stop = True
            raise RendererUnavailable("the graphics window did not open in time")
        if self._error is not None:
            raise RendererUnavailable("cannot open the graphics window (%s)" % self._error)

    # ------------------------------------------------------------ the Logo thread's side

    def attach(self, model: Any) -> None:
        self.model = model

    def update(self) -> None:
        pass  # the Tk thread looks at the model every TICK_MS

    def poll(self) -> None:
        pass  # events reach the model from the Tk thread

    def flush(self, timeout: float = 2.0) -> None:
        """Wait (a little) until the window shows everything drawn so far."""
        if self._stop or not self._thread.is_alive():
            return
        end = time.monotonic() + timeout
        with self._lock:
            self._flushes += 1
            wanted = self._flushes
            while self._flushed < wanted and not self._stop:
                left = end - time.monotonic()
                if left <= 0:
                    return
                self._lock.wait(min(left, 0.05))

    def set_screen_mode(self, mode: str) -> None:
        self.call(self._show, mode != "textscreen")

    def close(self) -> None:
        """Logo ends: the window shows the whole drawing (for a moment at most), then goes."""
        if self._stop:
            return
        self.flush(timeout=10.0)
        self._stop = True
        self._thread.join(2.0)

    def call(self, fn: Any, *args: Any) -> None:
        """Run FN(*ARGS) on the Tk thread, soon (tests generate events this way)."""
        if self.root is not None and not self._stop:
            self._pending.append((fn, args))

    # ------------------------------------------------------------ the Tk thread

    def _run(self) -> None:
        try:
            import tkinter

            root = tkinter.Tk(className="pylogo")
        except Exception as exc:  # no display, a display that refuses us
            self._error = str(exc) or exc.__class__.__name__
            self._ready.set()
            return
        try:
            self._setup(root)
            self._ready.set()
            root.after(TICK_MS, self._tick)
            root.mainloop()
        except Exception:  # never a traceback from the window
            pass
        finally:
            # Every Tk object goes here, on the Tk thread: Tcl aborts the process when
            # one is freed on another thread.
            self._stop = True
            self._images = []
            self._pending.clear()
            self.canvas = None
            self.root = None
            try:
                root.destroy()
            except Exception:
                pass
            del root
            with self._lock:
                self._lock.notify_all()

    def _setup(self, root: Any) -> None:
        import tkinter

        self.root = root
        root.title("pylogo")
        canvas = tkinter.Canvas(root, width=SCREEN_WIDTH + 1, height=SCREEN_HEIGHT + 1, bg="#000000",
                                highlightthickness=0, borderwidth=0)
        canvas.pack(fill="both", expand=True)
        self.canvas = canvas
        self._center(SCREEN_WIDTH + 1, SCREEN_HEIGHT + 1)
        self._turtle = canvas.create_polygon(0, 0, 0, 0, 0, 0, fill="", outline="#ffffff",
                                             state="hidden", tags=("turtle",))
        self._epoch: Any = None
        self._items: Any = None
        self._count = 0
        self._images: list = []
        self._reversed = {}
        self._last_drawn: Any = None
        self._turtle_state: Any = None
        self._shown = True
        self._seen_when_closed: Any = None
        root.protocol("WM_DELETE_WINDOW", self._on_close)
        canvas.bind("<Configure>", lambda e: self._center(e.width, e.height))
        canvas.bind("<Motion>", self._on_motion)
        canvas.bind("<B1-Motion>", self._on_motion)
        for button in (1, 2, 3):
            canvas.bind("<ButtonPress-%d>" % button, self._on_press)
            canvas.bind("<ButtonRelease-%d>" % button, self._on_release)
        root.bind("<Key>", self._on_key)
        canvas.focus_set()
        if self.model is None or self.model.screen_mode == "textscreen":
            root.withdraw()
            self._shown = False

    def _center(self, width: int, height: int) -> None:
        """Keep the turtle's origin at the middle of the canvas, whatever its size."""
        left = -(width // 2)
        top = -(height // 2)
        self.canvas.configure(scrollregion=(left, top, left + width, top + height))
        self.canvas.xview_moveto(0)
        self.canvas.yview_moveto(0)

    def _show(self, shown: bool) -> None:
        if shown and not self._shown:
            self.root.deiconify()
        elif not shown and self._shown:
            self.root.withdraw()
        self._shown = shown

    def _on_close(self) -> None:
        """The window's close button: hide it; it comes back with the next drawing."""
        self._show(False)
        model = self.model
        if model is not None:
            self._seen_when_closed = (model.epoch, id(model.items), len(model.items))

    # ------------------------------------------------------------ events

    def _turtle_xy(self, event: Any) -> tuple:
        x = self.canvas.canvasx(event.x)
        y = self.canvas.canvasy(event.y)
        return int(round(x)), int(round(-y))

    def _on_motion(self, event: Any) -> None:
        if self.model is not None:
            self.model.mouse_move(*self._turtle_xy(event))

    def _on_press(self, event: Any) -> None:
        if self.model is not None:
            button = {1: 1, 2: 3, 3: 2}.get(event.num, 1)  # Logo: 1 left, 2 right, 3 middle
            x, y = self._turtle_xy(event)
            self.model.mouse_press(x, y, button)

    def _on_release(self, event: Any) -> None:
        if self.model is not None:
            self.model.mouse_release(*self._turtle_xy(event))

    def _on_key(self, event: Any) -> None:
        char = event.char
        if char and self.model is not None:
            if char == "\r":
                char = "\n"
            self.model.key_press(char)

    # ------------------------------------------------------------ drawing

    def _tick(self) -> None:
        if self._stop:
            self.root.quit()
            return
        delay = TICK_MS
        try:
            while self._pending:
                fn, args = self._pending.popleft()
                fn(*args)
            if self.model is not None:
                if not self._draw():
                    delay = 1  # more to draw: go on soon, after handling events
                else:
                    self._answer_flushes()
        except Exception:
            pass  # a drawing problem must not end the window
        self.root.after(delay, self._tick)

    def _answer_flushes(self) -> None:
        with self._lock:
            if self._flushed != self._flushes:
                self._flushed = self._flushes
                self._lock.notify_all()

    def _draw(self) -> bool:
        """Draw what is new; True when everything is drawn."""
        model = self.model
        items = model.items
        epoch = model.epoch
        if epoch != self._epoch or items is not self._items or not self._still_drawn(items):
            self.canvas.delete("drawing")
            self._images = []  # the pictures of FILLs
            self._reversed: dict = {}  # PENREVERSE segments shown: (ends, colour, width) -> item
            self.canvas.configure(bg=hex_color(model.background_rgb()))
            self._epoch = epoch
            self._items = items
            self._count = 0
        self._reshow(model, items)
        end = min(len(items), self._count + BATCH)
        if end > self._count:
            self._draw_items(items, self._count, end, model.background_rgb())
            self._count = end
            self._last_drawn = items[end - 1]
        self._draw_turtle(model)
        return self._count >= len(items)

    def _still_drawn(self, items: list) -> bool:
        """Is what was drawn still the start of the list?  ARC takes back the lines it
        drew (to put one arc item in their place), maybe while the window looked."""
        count = self._count
        if count == 0:
            return True
        try:
            return items[count - 1] is self._last_drawn
        except IndexError:
            return False

    def _reshow(self, model: Any, items: list) -> None:
        """Bring a window closed by its user back when something new is drawn."""
        seen = self._seen_when_closed
        if seen is None:
            return
        if seen != (model.epoch, id(items), len(items)):
            self._seen_when_closed = None
            if model.screen_mode != "textscreen":
                self._show(True)

    def _draw_items(self, items: list, start: int, end: int, background: tuple) -> None:
        call = self.canvas.tk.call
        w = self.canvas._w
        points: list = []
        pen: Any = None
        last: Any = None

        def finish() -> None:
            if len(points) >= 4:
                self._polyline(call, w, points, pen, background)

        for index in range(start, end):
            item = items[index]
            kind = item[0]
            if kind == "line":
                _, x1, y1, x2, y2, p = item
                segments: Any = ((x1, y1, x2, y2),)
            elif kind == "arc":
                p = item[6]
                segments = item[7]
            else:
                finish()
                points, pen, last = [], None, None
                if kind == "fill":
                    self._draw_fill(items, index, background)
                else:
                    self._draw_other(call, w, item, background)
                continue
            if p[2] == "reverse":
                finish()
                points, pen, last = [], None, None
                for segment in segments:
                    self._reverse_segment(call, w, segment, p, background)
                continue
            for x1, y1, x2, y2 in segments:
                if p is not pen or last != (x1, y1) or len(points) > 2000:
                    finish()
                    points = [x1, -y1]
                    pen = p
                points.append(x2)
                points.append(-y2)
                last = (x2, y2)
        finish()

    def _reverse_segment(self, call: Any, w: str, segment: tuple, pen: tuple, background: tuple) -> None:
        """PENREVERSE: a segment drawn again over the same one (the same pen) takes both away.

        A canvas cannot reverse the pixels under a line; this keeps what
        reversing is used for (drawing a shape twice to move it) and draws a
        single segment in the pen's colour exclusive-or the background's.
        """
        x1, y1, x2, y2 = segment
        ends = (x1, y1, x2, y2) if (x1, y1) <= (x2, y2) else (x2, y2, x1, y1)
        key = (tuple(round(v, 6) for v in ends), pen[0], pen[1])
        drawn = self._reversed.pop(key, None)
        if drawn is not None:
            call(w, "delete", drawn)
            return
        self._reversed[key] = self._polyline(call, w, [x1, -y1, x2, -y2], pen, background)

    def _draw_fill(self, items: list, index: int, background: tuple) -> None:
        """FILL: flood-fill a picture of what was drawn before, and show the pixels it changed.

        Needs Pillow (``pylogo[png]``); without it FILL shows nothing in the window.
        """
        try:
            from PIL import Image, ImageChops, ImageDraw

            from .png import render_image
        except ImportError:
            return
        _, x, y, pen = items[index]
        px, py = round(CENTER_X + x), round(CENTER_Y - y)
        if not (0 <= px <= SCREEN_WIDTH and 0 <= py <= SCREEN_HEIGHT):
            return
        before = render_image(SimpleNamespace(items=items[:index], background_rgb=lambda: background))
        after = before.copy()
        ImageDraw.floodfill(after, (px, py), tuple(pen[0]))
        changed = ImageChops.difference(before, after).convert("L").point(lambda v: 255 if v else 0)
        box = changed.getbbox()
        if box is None:
            return
        patch = Image.new("RGBA", after.size, (0, 0, 0, 0))
        patch.paste(after, mask=changed)
        data = io.BytesIO()
        patch.crop(box).save(data, "PNG")
        import tkinter

        photo = tkinter.PhotoImage(master=self.root, data=base64.b64encode(data.getvalue()), format="png")
        self._images.append(photo)
        self.canvas.create_image(box[0] - CENTER_X, box[1] - CENTER_Y, anchor="nw", image=photo,
                                 tags=("drawing",))

    @staticmethod
    def _polyline(call: Any, w: str, points: list, pen: tuple, background: tuple) -> Any:
        """One canvas line through POINTS (canvas coordinates); its item id."""
        width = max(int(pen[1]), 1)
        if len(points) == 4 and points[0] == points[2] and points[1] == points[3]:
            points = [points[0], points[1], points[0] + 0.5, points[1]]  # a dot still shows
        return call(w, "create", "line", *points, "-fill", hex_color(line_rgb(pen, background)),
             "-width", width, "-capstyle", "round" if width > 2 else "projecting",
             "-joinstyle", "round", "-tags", "drawing")

    @staticmethod
    def _draw_other(call: Any, w: str, item: tuple, background: tuple) -> None:
        kind = item[0]
        if kind == "label":
            _, x, y, text, pen, height = item
            size = -(abs(height) if height else 15)
            call(w, "create", "text", x, -y, "-text", text, "-anchor", "sw",
                 "-fill", hex_color(line_rgb(pen, background)), "-font", ("Courier", size),
                 "-tags", "drawing")
        elif kind == "polygon":
            _, points, fill_rgb, pen = item
            coords: list = []
            for x, y in points:
                coords.append(x)
                coords.append(-y)
            if len(coords) >= 6:
                call(w, "create", "polygon", *coords, "-fill", hex_color(fill_rgb),
                     "-outline", hex_color(line_rgb(pen, background)), "-width", max(int(pen[1]), 1),
                     "-tags", "drawing")

    def _draw_turtle(self, model: Any) -> None:
        state = (model.x, model.y, model.heading, model.shown, model.xscale, model.yscale,
                 model.pen[0], self._epoch)
        if state == self._turtle_state:
            return
        self._turtle_state = state
        canvas = self.canvas
        if not model.shown:
            canvas.itemconfigure(self._turtle, state="hidden")
            return
        corners = turtle_triangle(model.x, model.y, model.heading, model.xscale, model.yscale)
        coords: list = []
        for x, y in corners:
            coords.append(x)
            coords.append(-y)
        color = model.pen[0]
        if tuple(color) == tuple(model.background_rgb()):
            color = tuple(255 - c for c in color)
        canvas.coords(self._turtle, *coords)
        canvas.itemconfigure(self._turtle, state="normal", outline=hex_color(color))
        canvas.tag_raise(self._turtle)

