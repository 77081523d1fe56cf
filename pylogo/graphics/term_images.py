"""Images of a raster for terminals that show pictures: sixel and the kitty graphics protocol.

``sixel(raster, background)`` and ``kitty(raster, background)`` return the
escape sequence that shows the raster's dots as pixels at the cursor; the
matching ``decode_sixel`` and ``decode_kitty`` read such a sequence back into
rows of RGB triples (for tests, and as the specification of what is written).
"""

from __future__ import annotations

import base64
import re
import zlib

ESC = "\x1b"


def _palette(raster, background: tuple) -> list:
    return [tuple(background)] + list(raster.colors[1:])


def rgb_bytes(raster, background: tuple) -> bytes:
    """The raster as RGB bytes, row by row (a table lookup per channel, interleaved)."""
    colors = _palette(raster, background)
    planes = []
    for channel in range(3):
        table = bytearray(256)
        for n, rgb in enumerate(colors):
            table[n] = rgb[channel]
        planes.append(bytes(raster.dots).translate(bytes(table)))
    out = bytearray(len(raster.dots) * 3)
    out[0::3], out[1::3], out[2::3] = planes
    return bytes(out)


# ---------------------------------------------------------------- sixel


SIXEL_CHARS = bytes(63 + v if v < 64 else 63 for v in range(256))
GAP = re.compile(rb"\?{4,}")  # columns with no pixel of the colour: the most runs by far
REPEAT = re.compile(rb"([@-~])\1{7,}")  # long runs of anything else (filled areas)


def _gap(m: re.Match) -> bytes:
    return b"!%d?" % (m.end() - m.start())


def _repeat(m: re.Match) -> bytes:
    return b"!%d%c" % (m.end() - m.start(), m.group(1)[0])


def _compress(column: bytes) -> bytes:
    """A band's sixels of one colour with runs written as repeats (!count char); the empty
    columns at the end are left out (the next colour starts again from the band's left)."""
    column = GAP.sub(_gap, column.rstrip(b"?"))
    if REPEAT.search(column):
        column = REPEAT.sub(_repeat, column)
    return column


def sixel(raster, background: tuple) -> str:
    """A DECSIXEL image of the raster: one register per colour number, bands of six rows."""
    w, h, dots = raster.width, raster.height, bytes(raster.dots)
    colors = _palette(raster, background)
    out = [ESC + "Pq", '"1;1;%d;%d' % (w, h)]
    for n, (r, g, b) in enumerate(colors):
        out.append("#%d;2;%d;%d;%d" % (n, round(r * 100 / 255), round(g * 100 / 255), round(b * 100 / 255)))
    for top in range(0, h, 6):
        rows = [dots[y * w:(y + 1) * w] for y in range(top, min(top + 6, h))]
        used = sorted(set().union(*(set(row) for row in rows)))
        band = []
        for n in used:
            bits = 0
            for k, row in enumerate(rows):  # the pixels of colour n, as bit k of each column
                table = bytearray(256)
                table[n] = 1 << k
                bits |= int.from_bytes(row.translate(bytes(table)), "big")
            column = _compress(bits.to_bytes(w, "big").translate(SIXEL_CHARS))
            band.append("#%d" % n + column.decode("ascii"))
        out.append("$".join(band))  # $: back to the band's start for the next colour
        out.append("-")
    out.append(ESC + "\\")
    return "".join(out)


def decode_sixel(data: str) -> list:
    """The pixels (rows of RGB triples) of a sixel sequence as ``sixel`` writes it."""
    body = data[data.index("q") + 1:data.rindex(ESC)]
    registers: dict = {}
    pixels: dict = {}
    width = height = 0
    color, x, band, i = 0, 0, 0, 0
    while i < len(body):
        c = body[i]
        if c == '"':
            j = i + 1
            while j < len(body) and (body[j].isdigit() or body[j] == ";"):
                j += 1
            _, _, width, height = (int(v) for v in body[i + 1:j].split(";"))
            i = j
            continue
        if c == "#":
            j = i + 1
            while j < len(body) and (body[j].isdigit() or body[j] == ";"):
                j += 1
            parts = [int(v) for v in body[i + 1:j].split(";")]
            color = parts[0]
            if len(parts) == 5:
                registers[color] = tuple(round(v * 255 / 100) for v in parts[2:])
            i = j
            continue
        count = 1
        if c == "!":
            j = i + 1
            while body[j].isdigit():
                j += 1
            count, c, i = int(body[i + 1:j]), body[j], j
        if c == "$":
            x = 0
        elif c == "-":
            x, band = 0, band + 1
        elif "?" <= c <= "~":
            bits = ord(c) - 63
            for _ in range(count):
                for k in range(6):
                    if bits & (1 << k):
                        pixels[(x, band * 6 + k)] = color
                x += 1
        i += 1
    return [[registers.get(pixels.get((x, y), 0), (0, 0, 0)) for x in range(width)] for y in range(height)]


# ---------------------------------------------------------------- kitty


def kitty(raster, background: tuple, image_id: int = 1) -> str:
    """The kitty graphics protocol: transmit and show RGB pixels (zlib, base64, chunks of 4096)."""
    data = rgb_bytes(raster, background)
    payload = base64.standard_b64encode(zlib.compress(data, 1)).decode("ascii")  # 1: quick
    chunks = [payload[i:i + 4096] for i in range(0, len(payload), 4096)] or [""]
    out = []
    for k, chunk in enumerate(chunks):
        more = 1 if k < len(chunks) - 1 else 0
        if k == 0:
            keys = "a=T,f=24,o=z,s=%d,v=%d,i=%d,q=2,C=1,m=%d" % (raster.width, raster.height, image_id, more)
        else:
            keys = "m=%d" % more
        out.append("%s_G%s;%s%s\\" % (ESC, keys, chunk, ESC))
    return "".join(out)


def decode_kitty(data: str) -> list:
    """The pixels (rows of RGB triples) of a kitty sequence as ``kitty`` writes it."""
    keys: dict = {}
    payload = []
    for part in data.split(ESC + "_G")[1:]:
        control, _, rest = part.partition(";")
        for pair in control.split(","):
            k, _, v = pair.partition("=")
            keys.setdefault(k, v)
        payload.append(rest[:rest.index(ESC + "\\")])
    raw = base64.standard_b64decode("".join(payload))
    if keys.get("o") == "z":
        raw = zlib.decompress(raw)
    w, h = int(keys["s"]), int(keys["v"])
    return [[tuple(raw[(y * w + x) * 3:(y * w + x) * 3 + 3]) for x in range(w)] for y in range(h)]
