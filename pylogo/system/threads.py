"""Running Logo on a thread with a big stack, so deep recursion works."""

from __future__ import annotations

import _thread
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RECURSION_LIMIT = 1_000_000


def run_with_big_stack(fn: Any, *args: Any, on_interrupt: Any = None) -> Any:
    """Run FN in a thread with a large stack, so deep Logo recursion works.

    Ctrl-C reaches this (main) thread; with ON_INTERRUPT it is handed to it
    (see interrupt.py) instead of ending the program.  The low-level _thread
    module is used: importing threading costs start-up time.
    """
    outcome: dict = {}
    done = _thread.allocate_lock()
    done.acquire()

    def target() -> None:
        try:
            outcome["value"] = _in_roomy_frame(fn, args)
        except BaseException as exc:  # handed to the main thread
            outcome["error"] = exc
        finally:
            done.release()

    if "threading" not in sys.modules and (_tty(sys.stdin) or _tty(sys.stdout)):
        # threading takes the thread that first imports it for the main thread;
        # interactive sessions use code that asks it (prompt_toolkit, signals).
        import threading  # noqa: F401
    sys.setrecursionlimit(RECURSION_LIMIT)
    old = _thread.stack_size()
    try:
        _thread.stack_size(2 * 1024 * 1024 * 1024 - 4096)
    except (ValueError, RuntimeError):
        _thread.stack_size(256 * 1024 * 1024)
    try:
        _thread.start_new_thread(target, ())
    finally:
        _thread.stack_size(old)
    while True:
        try:
            # (the waiting loop inside the try: a Ctrl-C handled between two waits, where
            # Python checks for signals, is handed on too)
            while not done.acquire(timeout=0.5):
                pass
            break
        except KeyboardInterrupt:
            if on_interrupt is None:
                raise
            on_interrupt()
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def _call(fn: Any, args: tuple) -> Any:
    return fn(*args)


def _roomy(function: Any) -> Any:
    """FUNCTION with room for a very deep evaluation stack in its frame.

    CPython (3.11 on) keeps frames in chunks of memory and gives each chunk back to
    the system when its first frame returns: a recursion going up and down across
    the end of a chunk makes the system calls each time (a third of the run time of
    some recursive Logo programs).  A frame too big for the chunk it would go in gets
    a chunk of its own of twice its size, and the frames it calls go in the rest of
    that chunk: calling Logo from such a frame puts thousands of frames in one chunk,
    kept until Logo ends.  The stack size is only room: the memory is not touched
    unless used."""
    try:
        return type(function)(function.__code__.replace(co_stacksize=_ROOM), function.__globals__)
    except (AttributeError, TypeError, ValueError):  # not CPython: the function as it is
        return function


_ROOM = (4 * 1024 * 1024) // 8  # words: a frame of 4 MiB, in a chunk of 8 MiB
_in_roomy_frame = _roomy(_call)


def _tty(stream: Any) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False
