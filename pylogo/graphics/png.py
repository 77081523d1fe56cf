"""The drawing as PNG, painted with Pillow (the optional extra ``pylogo[png]``).

Pillow is the maintained imaging library for Python: it draws wide lines,
polygons and text, flood-fills (FILL) and writes PNG, which a small
hand-written rasterizer would have to redo.  The picture is the whole canvas,
as the window shows it, in the order things were drawn.
"""

from __future__ import annotations

from typing import Any

from .model import CENTER_X, CENTER_Y, SCREEN_HEIGHT, SCREEN_WIDTH
from .svg import line_color


class PngUnavailable(Exception):
    """Pillow is not installed."""


def render_image(model: Any) -> Any:
    """A Pillow image of the drawing."""
    try:
        from PIL import Image, ImageDraw
    except ImportError:
        raise PngUnavailable("writing PNG needs Pillow: pip install 'pylogo[png]'") from None
    background = model.background_rgb()
    image = Image.new("RGB", (SCREEN_WIDTH + 1, SCREEN_HEIGHT + 1), tuple(background))
    draw = ImageDraw.Draw(image)

    def px(x: float, y: float) -> tuple:
        return (CENTER_X + x, CENTER_Y - y)

    def segment(x1: float, y1: float, x2: float, y2: float, pen: tuple) -> None:
        color = tuple(line_color(pen, background))
        width = max(pen[1], 1)
        a, b = px(x1, y1), px(x2, y2)
        draw.line([a, b], fill=color, width=width)
        if width > 2:  # round ends
            r = width / 2
            for cx, cy in (a, b):
                draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=color)

    for item in model.items:
        kind = item[0]
        if kind == "line":
            segment(item[1], item[2], item[3], item[4], item[5])
        elif kind == "arc":
            for x1, y1, x2, y2 in item[7]:
                segment(x1, y1, x2, y2, item[6])
        elif kind == "label":
            draw.text(px(item[1], item[2]), item[3], fill=tuple(item[4][0]), anchor="ls")
        elif kind == "polygon":
            points = [px(x, y) for x, y in item[1]]
            draw.polygon(points, fill=tuple(item[2]), outline=tuple(item[3][0]))
        elif kind == "fill":
            x, y = px(item[1], item[2])
            if 0 <= x <= SCREEN_WIDTH and 0 <= y <= SCREEN_HEIGHT:
                ImageDraw.floodfill(image, (round(x), round(y)), tuple(item[3][0]))
    return image


def write_png(model: Any, path: str) -> None:
    render_image(model).save(path, "PNG")
