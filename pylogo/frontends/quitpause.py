"""Ctrl-\\ (the terminal's quit character, SIGQUIT): PAUSE the running program.

Berkeley Logo pauses, as if the running procedure had called PAUSE, when the
quit character is typed (on Unix Ctrl-Z keeps its usual job-control meaning).
The signal reaches the main thread (threads.py); the Logo thread must then
stop where it is, run the pause there and go on after CONTINUE.  Compiled
Logo code checks nothing as it runs, so the request is made with a trace
function set on every thread (Python 3.12+ ``threading.settrace_all_threads``,
plus the running frames of the Logo thread so that a loop in one frame is
caught too): its first call in the Logo thread removes it and runs the pause.
On older Pythons the pause waits for the program's next WAIT.
"""

from __future__ import annotations

import signal
import sys
import threading

from ..system import frames, interrupt

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable

# Runs a PAUSE in the Logo thread (set by the command line: Interpreter.pause).
pause_hook: Callable[[], Any] | None = None
# A pause asked for and not yet begun (looked at by interrupt.sleep).
pending = interrupt.pause_pending


def install_signal() -> None:
    """Make SIGQUIT ask for a pause (called in the main thread); and Ctrl-C stop the program
    even when pylogo was started with SIGINT ignored (a background job of a script), as
    Berkeley's does."""
    if hasattr(signal, "SIGQUIT"):
        signal.signal(signal.SIGQUIT, _on_quit)
    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)


def set_hook(hook: Callable[[], Any]) -> None:
    """HOOK runs the pause (in the Logo thread)."""
    global pause_hook
    pause_hook = hook
    interrupt.pause_check = run_if_pending


def _on_quit(signum: int, frame: Any) -> None:
    request()


def request() -> bool:
    """Pause the Logo program if one is running; False if none is."""
    target = interrupt.running_target()
    if target is None:
        return False  # at a prompt: nothing to pause
    pending.set()
    settrace_all = getattr(threading, "settrace_all_threads", None)
    if settrace_all is None:
        return True

    def tracer(frame: Any, event: str, arg: Any) -> Any:
        if threading.get_ident() != target:
            return None
        settrace_all(None)
        sys.settrace(None)
        run_if_pending()
        return None

    settrace_all(tracer)
    for frame in frames.of_thread(target):
        frame.f_trace = tracer
    return True


def run_if_pending() -> None:
    """In the Logo thread: run the PAUSE asked for, if any."""
    if pending.is_set():
        pending.clear()
        if pause_hook is not None:
            pause_hook()
