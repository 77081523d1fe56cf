"""A reader for the small PostScript subset EPSPICT writes: what a printer would draw.

``drawn(text)`` gives the set of marks the EPS makes, in coordinates relative
to the centre of its bounding box (where the turtle's origin is): stroked line
segments and arcs with their colour and width, shown texts with their colour
and place, and the colour of the background.  Two EPS files with the same
marks rasterize to the same picture, whatever canvas size they were made on.
"""

from __future__ import annotations

import re

TOKEN = re.compile(r"\((?:\\.|[^\\)])*\)|/?[^\s()]+")


def _string(token: str) -> str:
    return re.sub(r"\\(.)", r"\1", token[1:-1])


def drawn(text: str) -> set:
    box = re.search(r"%%BoundingBox: (-?\d+) (-?\d+) (-?\d+) (-?\d+)", text)
    cx, cy = int(box.group(3)) // 2, int(box.group(4)) // 2
    body = "\n".join(line for line in text.splitlines() if not line.startswith("%"))
    stack: list = []
    state = {"color": (0.0, 0.0, 0.0), "width": 1.0, "cur": None, "path": []}
    saved: list = []
    marks: set = set()

    def rel(x: float, y: float) -> tuple:
        return (round(x - cx, 3), round(y - cy, 3))

    for token in TOKEN.findall(body):
        if token.startswith("("):
            stack.append(_string(token))
            continue
        if token.startswith("/"):
            stack.append(token[1:])
            continue
        try:
            stack.append(float(token))
            continue
        except ValueError:
            pass
        if token == "moveto":
            y, x = stack.pop(), stack.pop()
            state["cur"] = (x, y)
        elif token == "rmoveto":
            dy, dx = stack.pop(), stack.pop()
            state["cur"] = (state["cur"][0] + dx, state["cur"][1] + dy)
        elif token == "lineto":
            y, x = stack.pop(), stack.pop()
            if (x, y) != state["cur"]:
                ends = sorted([rel(*state["cur"]), rel(x, y)])
                state["path"].append(("line", ends[0], ends[1]))
            state["cur"] = (x, y)
        elif token == "arc":
            a2, a1, r, y, x = (stack.pop() for _ in range(5))
            state["path"].append(("arc", rel(x, y), round(r, 3), round(a1, 3), round(a2, 3)))
        elif token == "stroke":
            for element in state["path"]:
                marks.add((element, state["color"], state["width"]))
            state["path"] = []
        elif token == "fill":
            marks.add(("background", state["color"]))
            state["path"] = []
        elif token == "setrgbcolor":
            b, g, r = stack.pop(), stack.pop(), stack.pop()
            state["color"] = (r, g, b)
        elif token == "setlinewidth":
            state["width"] = stack.pop()
        elif token == "show":
            marks.add(("text", stack.pop(), rel(*state["cur"]), state["color"]))
        elif token == "gsave":
            saved.append(dict(state, path=list(state["path"])))
        elif token == "grestore":
            state = saved.pop()
        elif token == "selectfont":
            stack.pop()
            stack.pop()
        elif token in ("setlinecap", "setlinejoin"):
            stack.pop()
    return marks
