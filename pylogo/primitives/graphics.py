"""Turtle graphics primitives (the manual's graphics chapter).

Each primitive checks its inputs (Berkeley's messages; nothing changes on an
error) and then asks the graphics model (``pylogo.graphics``), which is made
with its renderer the first time a graphics primitive runs.

Of the interpreter it uses ``ListRunner.run_list`` (FILLED's instructions).
"""

from __future__ import annotations

from ..lang import errors
from ..lang.arith import integer, num
from ..lang.data import FALSE, NIL, TRUE, Pair, ProtectedWord, from_iter, is_list, to_pylist
from ..lang.errors import LogoError, doesnt_like
from ..lang.printer import print_form
from ..lang.procedures import CMD, primitive

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

WORDS = (str, int, float, ProtectedWord)


def _model(interp: Any) -> Any:
    model = getattr(interp, "graphics", None)
    if model is None:
        from ..graphics import model_of

        model = model_of(interp)
    return model



def _number(x: Any, name: str) -> float:
    return float(num(x, name))


def _vector(x: Any, name: str) -> tuple:
    """A list of two numbers, or the error NAME doesn't like X."""
    if x.__class__ is Pair:
        items = to_pylist(x)
        if len(items) == 2:
            try:
                return float(num(items[0], name)), float(num(items[1], name))
            except LogoError:
                pass
    raise doesnt_like(name, x)


def _nonnegative(x: Any, name: str) -> int:
    try:
        value = integer(x, name)
    except LogoError:
        raise doesnt_like(name, x) from None
    if value < 0:
        raise doesnt_like(name, x)
    return value


def _rgb(x: Any, name: str) -> tuple:
    """A list of three numbers (percentages of red, green and blue)."""
    if x.__class__ is Pair:
        items = to_pylist(x)
        if len(items) == 3:
            values = []
            for item in items:
                try:
                    values.append(float(num(item, name)))
                except LogoError:
                    if len(values) == 2:  # (Berkeley's words for a bad blue: a null node)
                        raise doesnt_like(name, "nothing") from None
                    break
            else:
                return tuple(values)
    raise doesnt_like(name, x)


def _number_list(values: Any) -> Any:
    return from_iter(list(values))


# ---------------------------------------------------------------- motion


@primitive("forward", "fd", args=1, kind=CMD, env=True)
def forward(interp: Any, distance: Any, _name: str = "forward") -> None:
    """FORWARD dist
    FD dist

    Moves the turtle DIST steps in the direction it is facing, drawing a line
    if the pen is down.  A negative distance moves it backward.  In WRAP mode
    a turtle that leaves the window comes back on the opposite side; in FENCE
    mode it stops at the edge with the error "turtle out of bounds"; in WINDOW
    mode it may go anywhere.  DIST must be a number.

    Example: repeat 4 [forward 50 right 90]
    """
    _model(interp).forward(_number(distance, _name))


@primitive("back", "bk", args=1, kind=CMD, env=True)
def back(interp: Any, distance: Any, _name: str = "back") -> None:
    """BACK dist
    BK dist

    Moves the turtle DIST steps backward, opposite to the direction it is
    facing, without turning it; it draws if the pen is down.  The same as
    FORWARD of minus DIST, with the same treatment of the window's edges.

    Example: back 30
    """
    _model(interp).forward(-_number(distance, _name))


@primitive("left", "lt", args=1, kind=CMD, env=True)
def left(interp: Any, angle: Any, _name: str = "left") -> None:
    """LEFT degrees
    LT degrees

    Turns the turtle counterclockwise by DEGREES (a number; negative turns
    clockwise).  The heading stays between 0 and 360.  LEFT 90 makes a
    quarter turn; LEFT 360 leaves the heading as it was.

    Example: left 45"""
    _model(interp).right(-_number(angle, _name))


@primitive("right", "rt", args=1, kind=CMD, env=True)
def right(interp: Any, angle: Any, _name: str = "right") -> None:
    """RIGHT degrees
    RT degrees

    Turns the turtle clockwise by DEGREES (a number; negative turns
    counterclockwise).  The heading stays between 0 and 360.  RIGHT 90 makes
    a quarter turn; the turtle does not move.

    Example: right 90"""
    _model(interp).right(_number(angle, _name))


@primitive("setpos", args=1, kind=CMD, env=True)
def setpos(interp: Any, position: Any) -> None:
    """SETPOS pos

    Moves the turtle to POS, a list of two numbers [x y] in turtle steps from
    the centre of the window (y upward), drawing a line if the pen is down.
    The heading does not change.  Anything but a list of two numbers is an
    error; in FENCE mode a place outside the window is "turtle out of bounds"
    and the turtle stays where it was.

    Example: setpos [50 -20]
    """
    x, y = _vector(position, "setpos")
    _model(interp).set_position(x, y)


@primitive("setxy", args=2, kind=CMD, env=True)
def setxy(interp: Any, x: Any, y: Any) -> None:
    """SETXY xcor ycor

    Moves the turtle to the point (XCOR, YCOR), like SETPOS with two separate
    numbers instead of a list.  It draws if the pen is down and keeps the
    heading.

    Example: setxy 30 40
    """
    x, y = _number(x, "setxy"), _number(y, "setxy")
    _model(interp).set_position(x, y)


@primitive("setx", args=1, kind=CMD, env=True)
def setx(interp: Any, x: Any) -> None:
    """SETX xcor

    Moves the turtle horizontally to x coordinate XCOR, keeping its y
    coordinate and its heading; it draws if the pen is down.  Use SETXY or
    SETPOS to set both coordinates at once.

    Example: setx -60"""
    _model(interp).set_position(_number(x, "setx"), None)


@primitive("sety", args=1, kind=CMD, env=True)
def sety(interp: Any, y: Any) -> None:
    """SETY ycor

    Moves the turtle vertically to y coordinate YCOR, keeping its x
    coordinate and its heading; it draws if the pen is down.  Use SETXY or
    SETPOS to set both coordinates at once.

    Example: sety 75"""
    _model(interp).set_position(None, _number(y, "sety"))


@primitive("setheading", "seth", args=1, kind=CMD, env=True)
def setheading(interp: Any, heading: Any, _name: str = "setheading") -> None:
    """SETHEADING degrees
    SETH degrees

    Turns the turtle to face the absolute heading DEGREES: 0 is north (up
    the window), 90 east, 180 south, 270 west.  Any number is taken modulo
    360.  Unlike RIGHT and LEFT, the result does not depend on where the
    turtle was facing.

    Example: setheading 135"""
    _model(interp).set_heading(_number(heading, _name))


@primitive("home", args=0, kind=CMD, env=True)
def home(interp: Any) -> None:
    """HOME

    Moves the turtle back to the centre of the window, [0 0], drawing a line
    if the pen is down, and turns it to heading 0 (north).  It is the same
    as SETPOS [0 0] followed by SETHEADING 0.

    Example: home"""
    _model(interp).home()


@primitive("arc", args=2, kind=CMD, env=True)
def arc(interp: Any, angle: Any, radius: Any) -> None:
    """ARC angle radius

    Draws an arc of a circle of RADIUS steps centred on the turtle, starting
    at the turtle's heading and going clockwise through ANGLE degrees
    (counterclockwise when ANGLE is negative).  The turtle does not move and
    keeps its heading.  An angle beyond 360 draws the whole circle.

    Example: arc 360 50
    """
    a, r = _number(angle, "arc"), _number(radius, "arc")
    _model(interp).arc(a, r)


# ---------------------------------------------------------------- motion queries


@primitive("pos", args=0, env=True)
def pos(interp: Any) -> Any:
    """POS

    Outputs the turtle's position as a list [x y] of two numbers, in turtle
    steps from the centre of the window.  Coordinates are cut (not rounded)
    to six decimal places, as Berkeley Logo reports them.

    Example: show pos
    """
    return _number_list(_model(interp).position())


@primitive("xcor", args=0, env=True)
def xcor(interp: Any) -> Any:
    """XCOR

    Outputs the turtle's x coordinate (the first member of POS): steps to
    the right of the centre of the window, negative to the left.  SETX
    changes it without moving the turtle vertically.

    Example: print xcor"""
    return _model(interp).position()[0]


@primitive("ycor", args=0, env=True)
def ycor(interp: Any) -> Any:
    """YCOR

    Outputs the turtle's y coordinate (the last member of POS): steps above
    the centre of the window, negative below.  SETY changes it without
    moving the turtle horizontally.

    Example: print ycor"""
    return _model(interp).position()[1]


@primitive("heading", args=0, env=True)
def heading(interp: Any) -> Any:
    """HEADING

    Outputs the turtle's heading in degrees, at least 0 and less than 360,
    measured clockwise from north (up the window).  SETHEADING sets it, and
    RIGHT and LEFT change it by a number of degrees.

    Example: print heading"""
    return _model(interp).heading


@primitive("towards", args=1, env=True)
def towards(interp: Any, position: Any) -> Any:
    """TOWARDS pos

    Outputs the heading the turtle would need to face the point POS (a list
    [x y]); SETHEADING TOWARDS POS points it there.  Due north is reported
    as -0, as Berkeley Logo computes it; the turtle's own position gives 0.

    Example: print towards [100 100]
    """
    x, y = _vector(position, "towards")
    return _model(interp).towards(x, y)


@primitive("scrunch", args=0, env=True)
def scrunch(interp: Any) -> Any:
    """SCRUNCH

    Outputs a list of the horizontal and vertical scale factors that turn
    turtle steps into pixels (both 1 to begin with; see SETSCRUNCH).
    SETSCRUNCH changes the factors, to stretch or squash drawings on screens
    whose pixels are not square.

    Example: show scrunch"""
    model = _model(interp)
    return _number_list((model.xscale, model.yscale))


# ---------------------------------------------------------------- turtle and window control


@primitive("showturtle", "st", args=0, kind=CMD, env=True)
def showturtle(interp: Any) -> None:
    """SHOWTURTLE
    ST

    Makes the turtle visible: it is drawn as a small triangle pointing along
    its heading.  The turtle is shown when Logo starts.  HIDETURTLE hides it
    again; a hidden turtle draws faster.

    Example: showturtle"""
    _model(interp).show_turtle(True)


@primitive("hideturtle", "ht", args=0, kind=CMD, env=True)
def hideturtle(interp: Any) -> None:
    """HIDETURTLE
    HT

    Makes the turtle invisible; it still moves and draws.  Drawing is faster
    with the turtle hidden.  SHOWTURTLE makes it visible again; SHOWNP tells
    which it is.

    Example: hideturtle"""
    _model(interp).show_turtle(False)


@primitive("clean", args=0, kind=CMD, env=True)
def clean(interp: Any) -> None:
    """CLEAN

    Erases everything drawn in the graphics window.  The turtle stays where
    it is, with its heading and pen.  Use CLEARSCREEN to erase the drawing
    and send the turtle home in one step.

    Example: clean"""
    _model(interp).clean()


@primitive("clearscreen", "cs", args=0, kind=CMD, env=True)
def clearscreen(interp: Any) -> None:
    """CLEARSCREEN
    CS

    Erases the graphics window and sends the turtle home: position [0 0],
    heading 0.  The pen and the turtle mode are not changed.  It is the
    usual first instruction of a new drawing.

    Example: clearscreen"""
    _model(interp).clearscreen()


@primitive("wrap", args=0, kind=CMD, env=True)
def wrap(interp: Any) -> None:
    """WRAP

    Turtle mode in which a turtle moving off one edge of the window comes
    back in on the opposite edge (the mode Logo starts in).  A turtle outside
    the window is brought back into it.

    Example: wrap
    """
    _model(interp).wrap()


@primitive("window", args=0, kind=CMD, env=True)
def window(interp: Any) -> None:
    """WINDOW

    Turtle mode in which the turtle may move beyond the edges of the window
    as far as it likes; what it draws there is not seen.  WRAP and FENCE are
    the other turtle modes; TURTLEMODE reports the one in force.

    Example: window"""
    _model(interp).window()


@primitive("fence", args=0, kind=CMD, env=True)
def fence(interp: Any) -> None:
    """FENCE

    Turtle mode in which the turtle cannot leave the window: a move that would
    take it out gives the error "turtle out of bounds" (FORWARD stops it at the
    edge; SETPOS does not move it at all).  A turtle outside is first brought
    back in, as WRAP does.

    Example: fence
    """
    _model(interp).fence()


@primitive("fill", args=0, kind=CMD, env=True)
def fill(interp: Any) -> None:
    """FILL

    Flood-fills, in the pen colour, the region of the drawing around the
    turtle bounded by lines already drawn.  Without a display the fill is
    remembered in the drawing for renderers that can fill.

    Example: fill
    """
    _model(interp).fill()


@primitive("filled", args=2, kind=CMD, env=True)
def filled(interp: Any, color: Any, instructions: Any) -> None:
    """FILLED color instructions

    Runs the instruction list, remembering every place the turtle's motion
    commands take it, from its starting place and back to it; then draws that
    polygon in the pen colour, filled with COLOR (a colour number or a list
    of red, green and blue percentages).  FILLED cannot be used inside the
    instructions of another FILLED ("couldn't initialize graphics").

    Example: filled 4 [repeat 3 [forward 60 right 120]]
    """
    model = _model(interp)
    if model.filling is not None:
        raise LogoError(errors.BAD_GRAPH_INIT, "couldn't initialize graphics")
    if is_list(color):
        fill_rgb = tuple(_percent_rgb(p) for p in _rgb(color, "filled"))
    else:
        fill_rgb = model.palette_rgb(_nonnegative(color, "filled"))
    model.begin_filled()
    done = False
    try:
        interp.run_list(instructions, "filled")
        done = True
    finally:
        model.end_filled(fill_rgb if done else None)


def _percent_rgb(p: float) -> int:
    from ..graphics.model import rgb16_from_percent

    return rgb16_from_percent(p) >> 8


@primitive("label", args=1, kind=CMD, env=True)
def label(interp: Any, text: Any) -> None:
    """LABEL text

    Writes TEXT (a word, or a list printed without its outer brackets, as
    PRINT would) in the graphics window at the turtle's position, in the pen
    colour.  The turtle does not move.

    Example: label [Hello, turtle]
    """
    _model(interp).label(print_form(text))


@primitive("setlabelheight", args=1, kind=CMD, env=True)
def setlabelheight(interp: Any, height: Any) -> None:
    """SETLABELHEIGHT height

    Sets the height in turtle steps of the characters LABEL writes (an
    integer); LABELSIZE reports the size chosen.  Labels written earlier
    keep their size.

    Example: setlabelheight 20"""
    model = _model(interp)
    try:
        model.label_height = integer(height, "setlabelheight")
    except LogoError:
        model.label_height = 0  # Berkeley's font is gone after a bad height
        raise


@primitive("textscreen", "ts", args=0, kind=CMD, env=True)
def textscreen(interp: Any) -> None:
    """TEXTSCREEN
    TS

    Gives the whole screen to text, hiding the graphics (a renderer that
    shows graphics may put them away).  SCREENMODE then outputs TEXTSCREEN.
    SPLITSCREEN or FULLSCREEN bring the graphics back, drawing and all.

    Example: textscreen"""
    _model(interp).set_screen_mode("textscreen")


@primitive("fullscreen", "fs", args=0, kind=CMD, env=True)
def fullscreen(interp: Any) -> None:
    """FULLSCREEN
    FS

    Gives the whole screen to graphics.  SCREENMODE then outputs FULLSCREEN.
    Instructions typed still go to the terminal.  Use SPLITSCREEN or
    TEXTSCREEN to change the layout again.

    Example: fullscreen"""
    _model(interp).set_screen_mode("fullscreen")


@primitive("splitscreen", "ss", args=0, kind=CMD, env=True)
def splitscreen(interp: Any) -> None:
    """SPLITSCREEN
    SS

    Shows graphics and text together (the mode Logo starts in).  SCREENMODE
    then outputs SPLITSCREEN.  Use FULLSCREEN to give the whole window to
    graphics or TEXTSCREEN to give it to text.

    Example: splitscreen"""
    _model(interp).set_screen_mode("splitscreen")


@primitive("setscrunch", args=2, kind=CMD, env=True)
def setscrunch(interp: Any, xscale: Any, yscale: Any) -> None:
    """SETSCRUNCH xscale yscale

    Sets the number of pixels per turtle step horizontally and vertically, to
    stretch or squash drawings (both are 1 at first).  The turtle keeps its
    place on the screen, so POS changes; SCRUNCH reports the factors.

    Example: setscrunch 2 1
    """
    x, y = _number(xscale, "setscrunch"), _number(yscale, "setscrunch")
    _model(interp).set_scrunch(x, y)


@primitive("refresh", args=0, kind=CMD, env=True)
def refresh(interp: Any) -> None:
    """REFRESH

    Remembers the drawing again so the window can be redrawn, after
    NOREFRESH (this is how Logo starts); a renderer shows what was drawn
    meanwhile.

    Example: refresh
    """
    _model(interp).set_refresh(True)


@primitive("norefresh", args=0, kind=CMD, env=True)
def norefresh(interp: Any) -> None:
    """NOREFRESH

    Lets a renderer put off showing the drawing until REFRESH: useful to
    draw a picture at once, and faster.  The drawing itself is still kept.
    REFRESH goes back to showing each change as it happens.

    Example: norefresh"""
    _model(interp).set_refresh(False)


# ---------------------------------------------------------------- turtle and window queries


@primitive("shownp", "shown?", args=0, env=True)
def shownp(interp: Any) -> Any:
    """SHOWNP
    SHOWN?

    Outputs TRUE if the turtle is visible (see SHOWTURTLE, HIDETURTLE),
    FALSE if not.  Hiding the turtle does not stop it from drawing.  A
    turtle that is shown is drawn as a small triangle pointing along its
    heading.

    Example: print shownp"""
    return TRUE if _model(interp).shown else FALSE


@primitive("screenmode", args=0, env=True)
def screenmode(interp: Any) -> Any:
    """SCREENMODE

    Outputs the screen's mode: the word TEXTSCREEN, SPLITSCREEN or
    FULLSCREEN (SPLITSCREEN when Logo starts).  TEXTSCREEN, SPLITSCREEN and
    FULLSCREEN change it.

    Example: print screenmode"""
    return _model(interp).screen_mode


@primitive("turtlemode", args=0, env=True)
def turtlemode(interp: Any) -> Any:
    """TURTLEMODE

    Outputs the turtle's mode at the window's edges: the word WRAP, FENCE or
    WINDOW (WRAP when Logo starts).  WRAP, FENCE and WINDOW change it.  In
    WRAP mode a turtle leaving one edge comes back at the opposite one;
    FENCE stops it with an error.

    Example: print turtlemode"""
    return _model(interp).mode


@primitive("labelsize", args=0, env=True)
def labelsize(interp: Any) -> Any:
    """LABELSIZE

    Outputs a list of the width and height, in turtle steps, of the
    characters LABEL writes ([10 19] at first; see SETLABELHEIGHT).  The
    size is what the drawing uses for LABEL text, in turtle steps rather
    than pixels.

    Example: show labelsize"""
    return _number_list(_model(interp).label_size())


# ---------------------------------------------------------------- pen and background


@primitive("pendown", "pd", args=0, kind=CMD, env=True)
def pendown(interp: Any) -> None:
    """PENDOWN
    PD

    Puts the pen down: the turtle draws as it moves, in the current pen
    mode.  Lines already drawn are not affected.  The turtle starts with its
    pen down.

    Example: pendown"""
    _model(interp).set_pen_down()


@primitive("penup", "pu", args=0, kind=CMD, env=True)
def penup(interp: Any) -> None:
    """PENUP
    PU

    Lifts the pen: the turtle moves without drawing until PENDOWN (or
    PENPAINT, PENERASE, PENREVERSE).  Use it to move the turtle to a new
    place without leaving a trail.

    Example: penup"""
    _model(interp).set_pen_up()


@primitive("penpaint", "ppt", args=0, kind=CMD, env=True)
def penpaint(interp: Any) -> None:
    """PENPAINT
    PPT

    Puts the pen down in paint mode: lines are drawn in the pen colour (the
    mode Logo starts in).  Use it to go back to ordinary drawing after
    PENERASE or PENREVERSE.

    Example: penpaint"""
    from ..graphics.model import PAINT

    _model(interp).set_pen_mode(PAINT)


@primitive("penerase", "pe", args=0, kind=CMD, env=True)
def penerase(interp: Any) -> None:
    """PENERASE
    PE

    Puts the pen down in erase mode: lines are drawn in the background
    colour, rubbing out what they cross.  PENPAINT goes back to drawing in
    the pen colour.

    Example: penerase"""
    from ..graphics.model import ERASE

    _model(interp).set_pen_mode(ERASE)


@primitive("penreverse", "px", args=0, kind=CMD, env=True)
def penreverse(interp: Any) -> None:
    """PENREVERSE
    PX

    Puts the pen down in reverse mode: each pixel drawn over is inverted, so
    drawing the same line twice leaves nothing.  It lets a program draw a
    moving shape over a picture and take it away again without damage.

    Example: penreverse"""
    from ..graphics.model import REVERSE

    _model(interp).set_pen_mode(REVERSE)


@primitive("setpencolor", "setpc", args=1, kind=CMD, env=True)
def setpencolor(interp: Any, color: Any, _name: str = "setpencolor") -> None:
    """SETPENCOLOR color
    SETPC color

    Sets the pen colour to COLOR: a colour number (a non-negative integer;
    0 black, 1 blue, 2 green, 3 cyan, 4 red, 5 magenta, 6 yellow, 7 white,
    8 brown, 9 tan, 10 forest, 11 aqua, 12 salmon, 13 purple, 14 orange,
    15 grey, higher numbers as SETPALETTE made them) or a list of three
    percentages of red, green and blue.

    Example: setpencolor 4
    """
    model = _model(interp)
    if color.__class__ is Pair or color is NIL:
        model.set_pen_rgb(_rgb(color, _name))
    else:
        model.set_pen_color(_nonnegative(color, _name) % 256)  # (Berkeley keeps a byte)


@primitive("setpalette", args=2, kind=CMD, env=True)
def setpalette(interp: Any, slot: Any, color: Any) -> None:
    """SETPALETTE colornumber rgblist

    Makes colour number COLORNUMBER the colour given by RGBLIST, a list of
    three percentages of red, green and blue (kept to 256 levels each).  The
    first eight colours, 0 to 7, cannot be changed; changing them is
    ignored.

    Example: setpalette 20 [100 50 0]
    """
    n = integer(slot, "setpalette")
    percents = _rgb(color, "setpalette")
    if n < -2:
        return
    _model(interp).set_palette(n, percents)


@primitive("setpensize", args=1, kind=CMD, env=True)
def setpensize(interp: Any, size: Any) -> None:
    """SETPENSIZE size

    Sets the pen's width in pixels: SIZE is a non-negative integer, or a list
    of two (width and height) of which the width is used.  PENSIZE reports
    it.

    Example: setpensize 3
    """
    if size.__class__ is Pair or size is NIL:
        items = to_pylist(size)
        if len(items) != 2:
            raise doesnt_like("setpensize", size)
        try:
            # (a word of the list must be written as a whole number: not 2.0 or 1e1)
            if any(item.__class__ is str and not item.isdigit() for item in items):
                raise doesnt_like("setpensize", size)
            width = _nonnegative(items[0], "setpensize")
            _nonnegative(items[1], "setpensize")
        except LogoError:
            raise doesnt_like("setpensize", size) from None
    else:
        width = _nonnegative(size, "setpensize")
    _model(interp).set_pen_size(width)


@primitive("setpenpattern", args=1, kind=CMD, env=True)
def setpenpattern(interp: Any, pattern: Any) -> None:
    """SETPENPATTERN pattern

    Sets the pen pattern to PATTERN, a list.  Patterns are not drawn (as in
    Berkeley Logo's wxWidgets version): PENPATTERN always reports [-1].  It
    exists so that programs written for other versions of Logo still run.

    Example: setpenpattern [1 0]"""
    if not is_list(pattern):
        raise doesnt_like("setpenpattern", pattern)
    _model(interp).changed()


@primitive("setpen", args=1, kind=CMD, env=True)
def setpen(interp: Any, pen: Any) -> None:
    """SETPEN list

    Sets the pen's position (up or down), mode, size, colour and pattern all
    at once from a list such as PEN outputs, e.g.
    [pendown paint [1 1] 7 [-1]].

    Example: setpen [pendown paint [2 2] 4 [-1]]
    """
    # As Berkeley's library procedure: the members are taken with FIRST and BF in
    # this order, so a short list or a word fails with FIRST's or BF's message.
    from ..lang.arith import equal
    from .data import butfirst, first

    def member(n: int) -> Any:
        data = pen
        for _ in range(n):
            data = butfirst(data, "bf")
        return first(data, "first")

    from ..lang.library_lines import NO_LINE
    from ..runtime.berkeley_library import lib_error

    def stage(line: str | None, run: Any) -> None:
        try:
            run()
        except LogoError as exc:  # in SETPEN, at its line LINE (lang/library_lines.py)
            raise lib_error(exc, "setpen", line or NO_LINE) from None

    def mode() -> None:
        if equal(member(1), "reverse"):
            penreverse(interp)
        elif equal(member(1), "erase"):
            penerase(interp)
        else:
            penpaint(interp)

    stage("setpen.mode", mode)
    stage(None, lambda: penup(interp) if equal(member(0), "penup") else pendown(interp))
    stage("setpen.size", lambda: setpensize(interp, member(2)))
    stage("setpen.color", lambda: setpencolor(interp, member(3)))
    stage(None, lambda: setpenpattern(interp, member(4)))


@primitive("setbackground", "setbg", args=1, kind=CMD, env=True)
def setbackground(interp: Any, color: Any, _name: str = "setbackground") -> None:
    """SETBACKGROUND color
    SETBG color

    Sets the colour of the graphics window's background: a colour number (see
    SETPENCOLOR) or a list of three percentages of red, green and blue.  What
    was drawn stays.

    Example: setbackground 1
    """
    model = _model(interp)
    if color.__class__ is Pair or color is NIL:
        model.set_background_rgb(_rgb(color, _name))
    else:
        model.set_background(_nonnegative(color, _name) % 256)


@primitive("pendownp", "pendown?", args=0, env=True)
def pendownp(interp: Any) -> Any:
    """PENDOWNP
    PENDOWN?

    Outputs TRUE if the pen is down, FALSE if it is up.  A program can save
    it before lifting the pen and put the pen back as it was afterwards.
    PENDOWN and PENUP change it.

    Example: print pendownp"""
    return TRUE if _model(interp).pen_down else FALSE


@primitive("penmode", args=0, env=True)
def penmode(interp: Any) -> Any:
    """PENMODE

    Outputs the pen's mode: the word PAINT, ERASE or REVERSE.  PENPAINT,
    PENERASE and PENREVERSE set the mode and put the pen down.  The mode
    matters only while the pen is down; PENUP leaves it as it was.

    Example: print penmode"""
    return _model(interp).pen_mode


@primitive("pencolor", "pc", args=0, env=True)
def pencolor(interp: Any) -> Any:
    """PENCOLOR
    PC

    Outputs the pen colour: its colour number, or a list of red, green and
    blue percentages when it was set by a list.  SETPENCOLOR changes it;
    lines already drawn keep their colours.

    Example: print pencolor"""
    model = _model(interp)
    if model.pen_color < 0:
        return _number_list(model.palette_percent(model.pen_color))
    return model.pen_color


@primitive("palette", args=1, env=True)
def palette(interp: Any, slot: Any) -> Any:
    """PALETTE colornumber

    Outputs the colour of colour number COLORNUMBER as a list of red, green
    and blue percentages (of 256 levels, so full intensity is
    99.6108949416342).  Numbers beyond those SETPALETTE set repeat the
    sixteen standard colours.

    Example: show palette 4
    """
    n = integer(slot, "palette")
    if n < -2:
        raise errors.doesnt_like_unrec("palette", slot)
    return _number_list(_model(interp).palette_percent(n))


@primitive("pensize", args=0, env=True)
def pensize(interp: Any) -> Any:
    """PENSIZE

    Outputs the pen's size as a list of two integers, width and height (both
    the width set by SETPENSIZE; [1 1] at first).  SETPENSIZE changes it;
    wider pens draw thicker lines from then on.

    Example: show pensize"""
    width = _model(interp).pen_width
    return _number_list((width, width))


@primitive("penpattern", args=0, env=True)
def penpattern(interp: Any) -> Any:
    """PENPATTERN

    Outputs the pen's pattern: always [-1] (solid), as in Berkeley Logo's
    wxWidgets version.  SETPENPATTERN accepts a pattern but it changes
    nothing that is drawn.

    Example: show penpattern"""
    _model(interp)
    return Pair(-1, NIL)


@primitive("pen", args=0, env=True)
def pen(interp: Any) -> Any:
    """PEN

    Outputs the pen's whole state as a list: PENDOWN or PENUP, the mode, the
    size, the colour and the pattern, e.g. [pendown paint [1 1] 7 [-1]];
    SETPEN takes such a list back.

    Example: show pen
    """
    state = "pendown" if _model(interp).pen_down else "penup"
    return from_iter([state, penmode(interp), pensize(interp), pencolor(interp), penpattern(interp)])


@primitive("background", "bg", args=0, env=True)
def background(interp: Any) -> Any:
    """BACKGROUND
    BG

    Outputs the background colour: its colour number, or a list of red,
    green and blue percentages when it was set by a list.  The colour
    numbers 0 to 15 name Logo's standard colours (0 black, 7 white);
    SETBACKGROUND changes it.

    Example: print background"""
    model = _model(interp)
    if model.background < 0:
        return _number_list(model.palette_percent(model.background))
    return model.background


# ---------------------------------------------------------------- pictures


def _picture_path(interp: Any, name: Any, who: str) -> str:
    from .files import _filename, path_of

    return path_of(interp, _filename(name, who))


def _cant_open(name: Any) -> LogoError:
    return LogoError(errors.CANT_OPEN, "I can't open file %s" % print_form(name))


@primitive("savepict", args=1, kind=CMD, env=True)
def savepict(interp: Any, name: Any) -> None:
    """SAVEPICT filename

    Writes the drawing (everything in the graphics window, the palette and
    the background) to the file FILENAME, in pylogo's picture format, which
    LOADPICT reads back.

    Example: savepict "drawing.pic
    """
    from ..graphics.export import save_picture

    path = _picture_path(interp, name, "savepict")
    try:
        save_picture(_model(interp), path)
    except OSError:
        raise _cant_open(name) from None


@primitive("loadpict", args=1, kind=CMD, env=True)
def loadpict(interp: Any, name: Any) -> None:
    """LOADPICT filename

    Replaces the drawing with the one in the file FILENAME, written by
    SAVEPICT (with its palette and background).  The turtle is not moved.  A
    file that is not a picture gives "File system error: File bad format".

    Example: savepict "drawing.pic loadpict "drawing.pic
    """
    from ..graphics.export import BadPicture, load_picture

    path = _picture_path(interp, name, "loadpict")
    try:
        load_picture(_model(interp), path)
    except OSError:
        raise _cant_open(name) from None
    except BadPicture:
        raise LogoError(errors.FILE_ERROR, "File system error: File bad format") from None


@primitive("epspict", args=1, kind=CMD, env=True)
def epspict(interp: Any, name: Any) -> None:
    """EPSPICT filename

    Writes the drawing to the file FILENAME as Encapsulated PostScript, as
    Berkeley Logo does: the whole window (821 by 481 points) with the turtle's
    origin at its centre, lines in their colours and widths, labels in
    Courier.  Fills are not written.

    Example: epspict "drawing.eps
    """
    from ..graphics.export import write_eps

    path = _picture_path(interp, name, "epspict")
    try:
        write_eps(_model(interp), path, print_form(name))
    except OSError:
        raise _cant_open(name) from None


# ---------------------------------------------------------------- mouse


def _poll(interp: Any, model: Any) -> None:
    """The window's events are handled and BUTTONACT/KEYACT run before a mouse query answers."""
    from ..graphics.events import poll

    poll(interp, model)


@primitive("mousepos", args=0, env=True)
def mousepos(interp: Any) -> Any:
    """MOUSEPOS

    Outputs the mouse's position in the graphics window as a list [x y] in
    turtle coordinates ([0 0] when there is no window).  It follows the
    pointer only while it is over the window; BUTTONACT programs read it to
    track drags.

    Example: show mousepos"""
    model = _model(interp)
    _poll(interp, model)
    return _number_list((model.mouse_x, model.mouse_y))


@primitive("clickpos", args=0, env=True)
def clickpos(interp: Any) -> Any:
    """CLICKPOS

    Outputs the position [x y], in turtle coordinates, where a mouse button
    was last pressed in the graphics window ([0 0] before any click).
    Inside a BUTTONACT list it tells where the click that ran the list
    happened.

    Example: show clickpos"""
    model = _model(interp)
    _poll(interp, model)
    return _number_list((model.click_x, model.click_y))


@primitive("buttonp", "button?", args=0, env=True)
def buttonp(interp: Any) -> Any:
    """BUTTONP
    BUTTON?

    Outputs TRUE if a mouse button is held down in the graphics window,
    FALSE if not (always FALSE with no window).  A program can wait for a
    click by polling it, or set BUTTONACT to react to clicks instead.

    Example: print buttonp"""
    model = _model(interp)
    _poll(interp, model)
    return TRUE if model.button else FALSE


@primitive("button", args=0, env=True)
def button(interp: Any) -> Any:
    """BUTTON

    Outputs which mouse button was last pressed in the graphics window: 1
    the left, 2 the right, 3 the middle one; 0 before any press.  It still
    says which one after the button is released (so a BUTTONACT that runs
    late knows), unlike BUTTONP.

    Example: print button"""
    model = _model(interp)
    _poll(interp, model)
    return model.last_button
