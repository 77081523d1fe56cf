"""Running Logo on a thread with a big stack, so deep recursion works."""

from __future__ import annotations

import sys
import threading

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RECURSION_LIMIT = 1_000_000


def run_with_big_stack(fn: Any, *args: Any, on_interrupt: Any = None) -> Any:
    """Run FN in a thread with a large stack, so deep Logo recursion works.

    Ctrl-C reaches this (main) thread; with ON_INTERRUPT it is handed to it
    (see interrupt.py) instead of ending the program.
    """
    outcome: dict = {}
    done = threading.Event()

    def target() -> None:
        try:
            outcome["value"] = fn(*args)
        except BaseException as exc:  # handed to the main thread
            outcome["error"] = exc
        finally:
            done.set()

    sys.setrecursionlimit(RECURSION_LIMIT)
    old = threading.stack_size()
    try:
        threading.stack_size(2 * 1024 * 1024 * 1024 - 4096)
    except (ValueError, RuntimeError):
        threading.stack_size(256 * 1024 * 1024)
    thread = threading.Thread(target=target, name="logo", daemon=True)
    thread.start()
    threading.stack_size(old)
    # Not thread.join: a KeyboardInterrupt inside it can mark a running thread
    # as finished (CPython 3.11).
    while not done.is_set():
        try:
            done.wait(0.5)
        except KeyboardInterrupt:
            if on_interrupt is None:
                raise
            on_interrupt()
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")
