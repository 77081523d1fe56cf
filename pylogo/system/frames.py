"""The one place that walks Python's stack.

Compiled Logo code records nothing as it runs (that would slow every call), so
the few questions that need the running procedures (where an error happened,
whether OUTPUT runs inside a procedure) and Ctrl-\\'s PAUSE (which must reach a
loop running in one frame) look at the stack, with documented means only:
``sys._getframe``, ``sys._current_frames`` and ``frame.f_back``.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import FrameType
    from typing import Iterator


def outward(frame: FrameType | None) -> Iterator[FrameType]:
    """FRAME and the frames that called it, innermost first."""
    while frame is not None:
        yield frame
        frame = frame.f_back


def callers(depth: int = 1) -> Iterator[FrameType]:
    """The frames of the caller's caller (DEPTH 1) and outward."""
    return outward(sys._getframe(depth + 1))


def innermost_in(codes: dict) -> tuple | None:
    """(the value CODES gives the code of a frame, its line) for the innermost frame that
    called the caller whose code's id is a key of CODES, or None.  (As callers() walked
    for that, in one loop: a caught error asks it each time.)"""
    frame = sys._getframe(2)
    while frame is not None:
        found = codes.get(id(frame.f_code))
        if found is not None:
            return found, frame.f_lineno
        frame = frame.f_back
    return None


def any_caller_in(codes: dict) -> bool:
    """Does a frame that called the caller run code whose id is a key of CODES?  (As
    callers() walked for that, in one loop: OUTPUT in a list asks it each time.)"""
    frame = sys._getframe(2)
    while frame is not None:
        if id(frame.f_code) in codes:
            return True
        frame = frame.f_back
    return False


def of_thread(ident: int) -> Iterator[FrameType]:
    """The frames running in the thread IDENT, innermost first."""
    return outward(sys._current_frames().get(ident))
