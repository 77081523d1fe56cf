"""Turtle graphics inside the terminal: braille cells, sixel or kitty images, the mouse.

Chosen with ``--graphics terminal`` or PYLOGO_GRAPHICS=terminal, and by
default when there is no display and standard output is a terminal that can
move its cursor (see ``renderer.default_renderer``).

Screen modes: SPLITSCREEN keeps the last few lines (``TEXT_LINES``) for text
in a scroll region of their own (DECSTBM) and draws in the rows above;
FULLSCREEN draws in all rows but the last, which is left to the text;
TEXTSCREEN is the ordinary terminal.  The whole canvas is scaled to fit the
drawing rows keeping its aspect ratio (a cell is about twice as tall as
wide: 2 by 4 braille dots make square dots).

How the drawing is shown (PYLOGO_TERMINAL_GRAPHICS=braille|sixel|kitty
chooses; otherwise: braille under GNU screen, kitty when the terminal says
it is kitty (not under tmux, which does not pass such images through),
sixel when the terminal answers the device attributes query with a 4 (under
tmux, tmux answers: 3.4 and later can show sixel images), braille everywhere
else): in braille, the display list is rasterized into
a bitmap of dots incrementally (only the items added since the last draw)
and only the cells whose dots changed are written again, with the pen
colour in 24-bit colour (COLORTERM=truecolor) or the nearest of xterm's 256;
sixel and kitty send an image of the bitmap at pixel size.  Drawing is
batched: ``update`` draws at most every 1/30 s, and not at all while
NOREFRESH is on; ``flush`` (WAIT, READCHAR, the prompt, the end) draws now,
NOREFRESH or not: in Berkeley Logo NOREFRESH only stops the window from
remembering the drawing, so programs that run under it (the CSLS mines
game) still expect to be seen.

The mouse: while a drawing mode is on, xterm's SGR mouse reporting is on;
the reports read from the keyboard (tty.Keyboard's ``on_mouse``) are mapped
from cells back to turtle coordinates and given to the model, which queues
BUTTONACT; typed keys stay for READCHAR and queue KEYACT.  Actions run at
once when they are queued on the Logo thread (the model's action hook), or
at the safe points of ``graphics.events`` (WAIT, mouse queries, READCHAR).
Everything (scroll region, mouse reporting, colours) is put back when the
terminal is restored, on every way out.
"""

from __future__ import annotations

import os
import re
import time
from typing import Any

from .braille import BIT_AT, CHARS, BrailleCells, escape_text
from .raster import Raster
from .renderer import Renderer, RendererUnavailable, turtle_triangle

ESC = "\x1b"
FRAME = 1.0 / 30.0  # seconds between batched draws
IMAGE_FRAME = 1.0 / 10.0  # images cost more: at most ten a second
PACE = 8  # and a draw that took t seconds waits PACE * t before the next
TEXT_LINES = 5  # the text part of SPLITSCREEN
CLICK = 0.05  # seconds a button is seen down at least
MOUSE_ON = ESC + "[?1000h" + ESC + "[?1002h" + ESC + "[?1006h"
MOUSE_OFF = ESC + "[?1006l" + ESC + "[?1002l" + ESC + "[?1000l"
SGR_MOUSE = re.compile(r"\x1b\[<(\d+);(\d+);(\d+)([mM])")
DA1_REPLY = re.compile(rb"\x1b\[\?([\d;]*)c")

def make() -> Renderer:
    """The factory RENDERERS names: refuses where no drawing can be shown."""
    if not terminal_capable():
        raise RendererUnavailable("the terminal renderer needs a terminal (standard output is not one, "
                                  "or TERM is dumb)")
    return TerminalRenderer()


def terminal_capable() -> bool:
    from .renderer import _terminal_capable

    return _terminal_capable()


# ---------------------------------------------------------------- colours


def detect_protocol(keyboard: Any = None, stream: Any = None, write: Any = None) -> str:
    """braille, sixel or kitty (see the module's docstring)."""
    chosen = os.environ.get("PYLOGO_TERMINAL_GRAPHICS", "").strip().lower()
    if chosen in ("braille", "sixel", "kitty"):
        return chosen
    term = os.environ.get("TERM", "")
    tmux = bool(os.environ.get("TMUX")) or term.startswith("tmux")
    if not tmux and (os.environ.get("STY") or term.startswith("screen")):
        return "braille"  # GNU screen shows no images
    if not tmux and (term == "xterm-kitty" or os.environ.get("KITTY_WINDOW_ID")):
        return "kitty"  # (tmux does not pass kitty images through)
    if keyboard is not None and write is not None and _answers_sixel(keyboard, stream, write):
        return "sixel"
    return "braille"


def _answers_sixel(keyboard: Any, stream: Any, write: Any, timeout: float = 0.25) -> bool:
    """Ask for the primary device attributes; does the answer list 4 (sixel graphics)?"""
    import select

    try:
        fd = keyboard.input.fileno()
        keyboard.char_mode_on()
    except Exception:
        return False
    write(ESC + "[c")
    got = b""
    end = time.monotonic() + timeout
    while True:
        m = DA1_REPLY.search(got)
        if m:
            break
        left = end - time.monotonic()
        if left <= 0:
            break
        try:
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                break
            chunk = os.read(fd, 1024)
        except OSError:
            break
        if not chunk:
            break
        got += chunk
    m = DA1_REPLY.search(got)
    rest = got[:m.start()] + got[m.end():] if m else got
    if rest and stream is not None:  # keys typed meanwhile stay for the program
        stream.pending += rest.decode("utf-8", "replace")
    return bool(m) and b"4" in m.group(1).split(b";")


# ---------------------------------------------------------------- the renderer


class TerminalRenderer(Renderer):
    """Draws the model in the terminal (see the module's docstring)."""

    name = "terminal"
    interactive = True

    def __init__(self) -> None:
        self.interp: Any = None
        self.terminal: Any = None
        self.keyboard: Any = None
        self.output: Any = None
        self.mode = "textscreen"
        self.protocol = "braille"
        self.truecolor = os.environ.get("COLORTERM", "").lower() in ("truecolor", "24bit")
        self.size = (80, 24)
        self.area_rows = 0
        self.raster: Raster | None = None
        self.drawn = 0  # items rasterized
        self.epoch = -1
        self.cells: BrailleCells | None = None  # the braille cells and what the screen shows
        self.labels: dict = {}  # cell -> (char, colour number)
        self.turtle: dict = {}  # cell -> set of (dx, dy) turtle dots
        self.turtle_key: Any = None
        self.next_draw = 0.0
        self.countdown = 0  # updates until the clock is looked at
        self.running_actions = False
        self.cell_px = (8, 16)
        self.mouse_reports: list = []  # read from the keyboard, not yet given to the model
        self.pumping = False  # reading the keyboard in poll()
        self.release_at = 0.0  # no release is given before then
        self.prompt_app: Any = None  # the prompt (prompt_toolkit) while it waits for a line
        self.resized = False  # SIGWINCH came: draw again at the next chance

    # -- binding to the interpreter's terminal (graphics/__init__.model_of)

    def attach(self, model: Any) -> None:
        self.model = model
        model.action_hook = self._actions_queued

    def bind_interpreter(self, interp: Any) -> None:
        """Share the interpreter's terminal: its output, its keyboard, its way out."""
        self.interp = interp
        terminal = interp.terminal_backend()
        if not hasattr(terminal, "output"):  # the dumb backend: no drawing at all
            return
        self.terminal = terminal
        self.output = terminal.output
        self.keyboard = terminal.keyboard
        if self.keyboard is not None:
            self.keyboard.on_mouse = self._mouse_report
            self.keyboard.on_keys = self._keys_typed
        self._hook_exits(interp)
        flush = interp.flush

        def flush_all() -> None:
            flush()
            self.flush()

        interp.flush = flush_all
        self.protocol = detect_protocol(self.keyboard, interp.console_in, self._write_now)
        self.size = self._terminal_size()
        self.cell_px = self._cell_pixels()

    def _hook_exits(self, interp: Any) -> None:
        """Put the terminal back at BYE and the end of input, at exit, and on SIGTERM/SIGHUP."""
        import atexit
        import weakref

        from ..frontends import tty

        shutdown = interp.shutdown

        def shutdown_all() -> None:
            self._leave()
            shutdown()

        interp.shutdown = shutdown_all
        ref = weakref.ref(self)

        def leave() -> None:
            me = ref()
            if me is not None:
                me._leave()

        atexit.register(leave)
        tty.EXIT_HOOKS.append(leave)

        def resized() -> None:
            me = ref()
            if me is not None:
                me._resized()

        tty.RESIZE_HOOKS.append(resized)

    # -- the renderer interface

    def update(self) -> None:
        # Called once per FORWARD: only count; look at the clock every few calls.
        self.countdown -= 1
        if self.countdown <= 0:
            self.countdown = 16
            if self.model.refresh and time.monotonic() >= self.next_draw:
                self._tick()

    def flush(self) -> None:
        if self.output is not None and self.mode != "textscreen":
            self._check_size()
            self._draw(now=True)

    def poll(self) -> None:
        if self.output is None or self.mode == "textscreen":
            return
        self._check_size()
        if self.model.refresh and time.monotonic() >= self.next_draw:
            self._draw()  # a program polling the mouse shows what it drew meanwhile
        if self.model.action_hook is None:  # the prompt takes the hook while it waits, then drops it
            self.model.action_hook = self._actions_queued
        if self.keyboard is not None and self.interp is not None:
            self.pumping = True
            try:
                self.keyboard.pump(self.interp.console_in)
            except (OSError, ValueError):
                pass
            finally:
                self.pumping = False
        self._give_mouse_reports()
        self._actions_queued()

    def set_screen_mode(self, mode: str) -> None:
        if self.output is None or mode == self.mode:
            self.mode = mode if self.output is not None else self.mode
            return
        old, self.mode = self.mode, mode
        if mode == "textscreen":
            self._text_only()
        else:
            self._layout(entering=old == "textscreen")

    def close(self) -> None:
        if self.output is not None:
            self.flush()
            self._leave()

    # -- resizing

    def prompting(self, app: Any) -> None:
        """The prompt (a prompt_toolkit application) waits for a line now; None: no longer."""
        self.prompt_app = app

    def _resized(self) -> None:
        """SIGWINCH, in the main thread: the Logo thread draws again at once.  At the prompt
        its loop is asked to; a program that WAITs or reads keys looks at the size every
        ``poll``, and one that draws at its next frame."""
        if self.output is None or self.mode == "textscreen":
            return
        self.resized = True
        app = self.prompt_app
        loop = getattr(app, "loop", None)
        if loop is not None:
            try:
                loop.call_soon_threadsafe(self._resize_at_prompt, app)
            except RuntimeError:  # the prompt just ended
                pass

    def _resize_at_prompt(self, app: Any) -> None:
        """On the prompt's loop: lay the screen out for the new size, then the prompt is drawn
        again from the start of the last line (the text part's bottom)."""
        if self.prompt_app is not app or not self.resized:
            return
        self._check_size()
        self._write_now(ESC + "[%d;1H" % self.size[1])
        try:
            app.renderer.reset()
            app.invalidate()
        except Exception:
            pass

    # -- timing

    def _tick(self) -> None:
        self._check_size()
        self._draw()
        if self.keyboard is not None and self.interp is not None:
            self.poll()

    # -- layout

    def _terminal_size(self) -> tuple:
        try:
            got = self.output.get_size()
            return (max(got.columns, 1), max(got.rows, 1))
        except Exception:
            return self.size

    def _cell_pixels(self) -> tuple:
        try:
            import fcntl
            import struct
            import termios

            packed = fcntl.ioctl(self.output.fileno(), termios.TIOCGWINSZ, b"\0" * 8)
            rows, cols, xpx, ypx = struct.unpack("HHHH", packed)
            if rows and cols and xpx and ypx:
                return (max(xpx // cols, 1), max(ypx // rows, 1))
        except Exception:
            pass
        return (8, 16)

    def _check_size(self) -> None:
        self.resized = False
        size = self._terminal_size()
        if size != self.size:
            self.size = size
            self.cell_px = self._cell_pixels()
            if self.mode != "textscreen":
                self._layout(entering=False)

    def _text_rows(self) -> int:
        rows = self.size[1]
        if self.mode == "fullscreen":
            return 1
        return TEXT_LINES if rows >= 12 else max(1, rows // 4)

    def _layout(self, entering: bool) -> None:
        """Set the scroll region for the mode and draw everything again."""
        cols, rows = self.size
        text = self._text_rows()
        self.area_rows = max(rows - text, 1)
        out = [ESC + "[0m"]
        if entering:
            out.append(MOUSE_ON)
        out.append(ESC + "[%d;%dr" % (self.area_rows + 1, rows))  # homes the cursor
        for row in range(1, self.area_rows + 1):
            out.append(ESC + "[%d;1H" % row + ESC + "[2K")
        column = getattr(self.terminal, "x", 0) or 0
        out.append(ESC + "[%d;%dH" % (rows, min(column, cols - 1) + 1))
        self._write_now("".join(out))
        if self.protocol == "braille":
            self.raster = Raster(cols * 2, self.area_rows * 4, 2, 4)
        else:
            cw, ch = self.cell_px
            # pixels, at most the canvas's own size (larger images only cost more)
            scale = min(1.0, 821 / (cols * cw), 481 / max(self.area_rows * ch - 1, 1))
            self.raster = Raster(int(cols * cw * scale), int((self.area_rows * ch - 1) * scale))
            self.geometry = Raster(cols * 2, self.area_rows * 4, 2, 4)
        self.cells = BrailleCells(self.raster, self.area_rows) if self.protocol == "braille" else None
        self.turtle = {}
        self.turtle_key = None
        self.epoch = -1
        self._draw()

    def _text_only(self) -> None:
        rows = self.size[1]
        out = [ESC + "[0m", MOUSE_OFF, ESC + "7", ESC + "[r"]
        for row in range(1, self.area_rows + 1):
            out.append(ESC + "[%d;1H" % row + ESC + "[2K")
        out.append(ESC + "8" + ESC + "[%d;1H" % rows)
        self._write_now("".join(out))
        self.raster = None
        self.cells = None

    def _leave(self) -> None:
        """Put the terminal back: no scroll region, no mouse reports, plain colours."""
        if self.output is None or self.mode == "textscreen":
            return
        self.mode = "textscreen"
        self._write_now(ESC + "[0m" + MOUSE_OFF + ESC + "[r" + ESC + "[%d;1H" % self.size[1])

    def _write_now(self, text: str) -> None:
        try:
            self.interp.console_out.flush()
        except Exception:
            pass
        try:
            self.output.write_raw(text)
            self.output.flush()
        except Exception:
            pass

    # -- drawing

    def _draw(self, now: bool = False) -> None:
        """Rasterize what is new, move the turtle, write the cells (or image) that changed."""
        model = self.model
        if self.raster is None:
            return
        clock = time.monotonic()
        if self.protocol != "braille" and not now and clock < self.next_draw and self.epoch == model.epoch:
            return  # images: at most IMAGE_FRAME apart, but always at a flush
        raster = self.raster
        background = model.background_rgb()
        if self.epoch != model.epoch:
            raster.clear()
            self.labels = {}
            self.drawn = 0
            self.epoch = model.epoch
            self.background = background
        items = model.items
        if self.drawn < len(items):
            self._rasterize(items, background)
        self._move_turtle()
        shown_at = time.monotonic()
        if self.protocol == "braille":
            self._write_cells()
        else:
            self._write_image()
        end = time.monotonic()
        # showing costs: at most about 1 / (PACE + 1) of the time goes to it
        frame = FRAME if self.protocol == "braille" else IMAGE_FRAME
        self.next_draw = end + max(frame, PACE * (end - shown_at))

    def _rasterize(self, items: list, background: tuple) -> None:
        """The items not drawn yet, into the raster (lines of thin pens the quickest way: they
        are most)."""
        raster = self.raster
        i, end = self.drawn, len(items)
        while i < end:
            i = raster.draw_lines(items, i, background)
            if i < end:
                item = items[i]
                if item[0] == "label":
                    self._label(item, background)
                else:
                    raster.draw_item(item, background)
                i += 1
        self.drawn = end

    def _label(self, item: tuple, background: tuple) -> None:
        """A label: in braille its characters in the cells from the turtle's place rightwards;
        in an image drawn with the small font (``font``), about as big as Berkeley's."""
        raster = self.raster
        if self.protocol != "braille":
            from .font import ADVANCE

            height = item[5]
            wide = 10 if height is None else abs(height) // 2  # Berkeley's character width, in steps
            if wide:
                size = max(1, round(wide * raster.scale / ADVANCE))
                raster.text(item[1], item[2], str(item[3]), abs(raster.pen_number(item[4], background)), size)
            return
        dx, dy = raster.to_dot(item[1], item[2] + 4)
        row, col = dy // 4, dx // 2
        n = raster.color_number(tuple(item[4][0])) if tuple(item[4][0]) != tuple(background) else 0
        for k, ch in enumerate(str(item[3])):
            if 0 <= row < self.area_rows and 0 <= col + k < self.size[0] and ch.isprintable():
                cell = row * raster.cols + col + k
                self.labels[cell] = (ch, n)

    def _move_turtle(self) -> None:
        model = self.model
        key = (model.x, model.y, model.heading, model.shown, model.xscale, model.yscale)
        if key == self.turtle_key:
            return
        self.turtle_key = key
        corners = turtle_triangle(model.x, model.y, model.heading, model.xscale, model.yscale)
        if self.protocol != "braille":
            self.turtle_points = self.raster.stroke_dots(corners) if model.shown else set()
            self.raster.dirty.add(0)
            return
        raster = self.raster
        self.turtle = {}
        if model.shown:
            for x, y in raster.stroke_dots(corners):
                cell = (y // 4) * raster.cols + x // 2
                self.turtle.setdefault(cell, set()).add((x % 2, y % 4))

    def _overlay(self) -> dict:
        """The cells drawn over the dots: labels' characters, and the turtle's dots added to
        the cell's own in the pen colour; cell -> (text, rgb)."""
        raster = self.raster
        over = {cell: (ch, raster.rgb(n, (255, 255, 255))) for cell, (ch, n) in self.labels.items()}
        if self.turtle:
            pen = tuple(self.model.pen[0])
            rgb = pen if pen != tuple(self.background) else (255, 255, 255)
            for cell, places in self.turtle.items():
                if cell not in over:
                    bits = self.cells.dots_at(cell)
                    for place in places:
                        bits |= BIT_AT[place]
                    over[cell] = (CHARS[bits], rgb)
        return over

    def _write_cells(self) -> None:
        background = tuple(self.model.background_rgb())
        changes = self.cells.changes(self._overlay(), None if background == (0, 0, 0) else background)
        if changes:
            self._write_now(escape_text(changes, self.raster.cols, self.truecolor))

    def _write_image(self) -> None:
        from .term_images import kitty, sixel

        raster = self.raster
        if not raster.take_any():
            return
        saved = {}
        pen = tuple(self.model.pen[0])
        n = raster.color_number(pen if pen != tuple(self.background) else (255, 255, 255))
        for x, y in getattr(self, "turtle_points", ()):
            i = y * raster.width + x
            saved[i] = raster.dots[i]
            raster.dots[i] = n
        background = self.model.background_rgb()
        try:
            image = sixel(raster, background) if self.protocol == "sixel" else kitty(raster, background)
        finally:
            for i, v in saved.items():
                raster.dots[i] = v
        self._write_now(ESC + "7" + ESC + "[1;1H" + image + ESC + "8")

    # -- mouse and keys

    def _cell_to_turtle(self, col: int, row: int) -> tuple:
        """The turtle coordinates of the middle of cell (col, row), 0-based."""
        raster = self.raster if self.protocol == "braille" else self.geometry
        return raster.to_turtle(col * 2 + 0.5, row * 4 + 1.5)

    def _mouse_report(self, reports: list) -> None:
        """SGR mouse reports read from the keyboard: given to the model now, unless read
        while polling (then the poll gives them, once the read is over)."""
        self.mouse_reports.extend(reports)
        if not self.pumping:
            self._give_mouse_reports()

    def mouse_at_prompt(self, report: str, app: Any) -> None:
        """A mouse report read by the prompt (prompt_toolkit) while it waits for a line: given
        to the model like the others, which queues BUTTONACT for the prompt to run; a release
        held back (see ``_give_mouse_reports``) is given a moment later by the prompt's loop."""
        self.mouse_reports.append(report)
        self._give_mouse_reports()
        if self.mouse_reports:
            try:
                app.loop.call_later(CLICK, self._give_held_reports, app)
            except (AttributeError, RuntimeError):
                pass

    def _give_held_reports(self, app: Any) -> None:
        self._give_mouse_reports()
        if self.mouse_reports and app.is_running:
            app.loop.call_later(CLICK, self._give_held_reports, app)

    def _give_mouse_reports(self) -> None:
        """Tell the model what the mouse did, up to the next press: so BUTTONP sees every
        press (a quick click's release waits for the next poll) and actions run here,
        never inside a read of the keyboard."""
        while self.mouse_reports:
            m = SGR_MOUSE.match(self.mouse_reports[0])
            press = m is not None and m.group(4) == "M" and not int(m.group(1)) & 96
            if press and self.running_actions:  # BUTTONACT runs: CLICKPOS stays its click's
                return
            if m is not None and m.group(4) == "m" and time.monotonic() < self.release_at:
                return  # a click read whole: the button stays down a moment, as a hand keeps it
            self.mouse_reports.pop(0)
            if m is None or self.raster is None:
                continue
            code, col, row = int(m.group(1)), int(m.group(2)) - 1, int(m.group(3)) - 1
            if code & 64:  # the wheel
                continue
            x, y = self._cell_to_turtle(col, min(row, self.area_rows - 1))
            if m.group(4) == "m":
                self.model.mouse_release(x, y)
            elif code & 32:  # motion with a button down
                self.model.mouse_move(x, y)
            else:
                self.release_at = time.monotonic() + CLICK
                self.model.mouse_press(x, y, {0: 1, 1: 3, 2: 2}.get(code & 3, 1))
                return

    def _keys_typed(self, data: str) -> None:
        """Keys read from the keyboard: they stay for READCHAR; KEYACT runs (at the next poll) for each."""
        from ..lang.data import NIL

        keyact = self.interp.V.get("keyact") if self.interp is not None else None
        if keyact is None or keyact is NIL:
            return
        for ch in data:
            self.model.actions.append(("keyact", ch))

    def _actions_queued(self) -> None:
        """Run BUTTONACT and KEYACT for what happened (never inside one another), one click at a time."""
        if self.running_actions or self.interp is None:
            return
        from ..lang.data import NIL

        self.running_actions = True
        try:
            while True:
                while self.model.actions:
                    kind, _ = self.model.actions.popleft()
                    action = self.interp.V.get(kind)
                    if action is not None and action is not NIL and action != "":
                        self.interp.run_list(action, kind)
                if not self.mouse_reports:
                    break
                self.running_actions = False
                try:
                    self._give_mouse_reports()  # the next click, whose action is queued
                finally:
                    self.running_actions = True
                if not self.model.actions:  # no click came of it (yet)
                    break
        finally:
            self.running_actions = False
