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
            outcome["value"] = fn(*args)
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
            if done.acquire(timeout=0.5):
                break
        except KeyboardInterrupt:
            if on_interrupt is None:
                raise
            on_interrupt()
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def _tty(stream: Any) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False
