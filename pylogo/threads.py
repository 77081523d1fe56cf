"""Running Logo on a thread with a big stack, so deep recursion works."""

from __future__ import annotations

import sys
import threading
from typing import Any

RECURSION_LIMIT = 600_000


def run_with_big_stack(fn: Any, *args: Any) -> Any:
    """Run FN in a thread with a large stack, so deep Logo recursion works."""
    outcome: dict = {}

    def target() -> None:
        try:
            outcome["value"] = fn(*args)
        except BaseException as exc:  # handed to the main thread
            outcome["error"] = exc

    sys.setrecursionlimit(RECURSION_LIMIT)
    old = threading.stack_size()
    try:
        threading.stack_size(2 * 1024 * 1024 * 1024 - 4096)
    except (ValueError, RuntimeError):
        threading.stack_size(256 * 1024 * 1024)
    thread = threading.Thread(target=target, name="logo", daemon=True)
    thread.start()
    threading.stack_size(old)
    while thread.is_alive():
        thread.join(0.5)
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")
