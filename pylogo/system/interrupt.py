"""Ctrl-C for a Logo program running on its own thread.

Logo runs on a big-stack thread (threads.py); the operating system delivers
SIGINT to the main thread, which only waits for the Logo thread.  There,
KeyboardInterrupt calls :func:`request`, which raises KeyboardInterrupt in
the Logo thread (``PyThreadState_SetAsyncExc``).  ``Interpreter.guarded``
turns it into Berkeley Logo's "Stopping..." error, and the top level goes on.

An asynchronous exception is only seen while the thread runs Python code, so
the waits a program can block in (WAIT, reading the keyboard) are made of
short steps here.  While the REPL itself waits for a line (prompt_toolkit
sees Ctrl-C as a key then) or an editor runs, interrupts are suspended.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import select
import threading
import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Iterator

_lock = threading.Lock()
_target: int | None = None  # the Logo thread's ident
_enabled = False
# Set when an interrupt was sent; cleared when the Logo thread suspends
# interrupts.  Lets blocking waits end early.
pending = threading.Event()
# Set while interrupts are enabled (tests wait on it before interrupting).
enabled_event = threading.Event()
# Ctrl-C while interrupts were suspended (at a prompt).
at_prompt = threading.Event()


def _set_async(ident: int, exc: Any) -> int:
    return ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident), ctypes.py_object(exc) if exc
                                                      else ctypes.c_void_p(0))


def attach(thread_ident: int | None = None, enabled: bool = True) -> None:
    """Make THREAD_IDENT (default: the calling thread) the one Ctrl-C interrupts."""
    global _target, _enabled
    with _lock:
        _target = threading.get_ident() if thread_ident is None else thread_ident
        _enabled = enabled
        if enabled:
            enabled_event.set()
        else:
            enabled_event.clear()


def detach() -> None:
    global _target, _enabled
    with _lock:
        _target = None
        _enabled = False
        enabled_event.clear()


def attached() -> bool:
    return _target is not None


def running_target() -> int | None:
    """The Logo thread's ident while it runs a program (not waiting at a prompt)."""
    with _lock:
        return _target if _enabled else None


# Runs a PAUSE asked for with Ctrl-\ (quitpause.py), called while WAIT waits.
pause_check: Any = None
# A pause asked for with Ctrl-\ and not yet begun; dropped at a prompt.
pause_pending = threading.Event()


def request() -> bool:
    """Interrupt the Logo thread (from another thread); False if there is none."""
    with _lock:
        if _target is None:
            return False
        if not _enabled:
            at_prompt.set()  # seen by InterruptibleInput (a prompt read plainly)
            return True
        pending.set()
        _set_async(_target, KeyboardInterrupt)
        return True


@contextlib.contextmanager
def suspended() -> Iterator[None]:
    """Run a block (in the Logo thread) that Ctrl-C must not interrupt.

    An interrupt sent but not yet seen is dropped: what it was to stop is over.
    """
    global _enabled
    if _target is None or _target != threading.get_ident():
        yield
        return
    with _lock:
        was = _enabled
        _enabled = False
        enabled_event.clear()
        if pending.is_set():
            pending.clear()
            _set_async(_target, None)
        at_prompt.clear()
        pause_pending.clear()
    try:
        yield
    finally:
        with _lock:
            at_prompt.clear()
            _enabled = was
            if was:
                enabled_event.set()


# Called every step while a plain prompt waits for input (set by the REPL).
idle_hook: Any = None


def sleep(seconds: float) -> None:
    """time.sleep in short steps, so that Ctrl-C ends it soon."""
    end = time.monotonic() + seconds
    while True:
        left = end - time.monotonic()
        if left <= 0:
            return
        time.sleep(min(left, 0.05))
        if pause_check is not None:
            pause_check()


class InterruptibleInput:
    """A binary standard input whose reads wait in short steps (for Ctrl-C).

    ``readline`` returns what one read of the descriptor gives (a terminal
    gives a line at a time); the caller (streams.InStream) keeps its own
    buffer, so that is enough.  Installed before anything is read, so the
    wrapped buffered reader holds nothing.
    """

    def __init__(self, raw: Any) -> None:
        self.raw = raw
        self.fd = raw.fileno()

    def fileno(self) -> int:
        return self.fd

    def _wait(self) -> None:
        while True:
            if idle_hook is not None:  # e.g. BUTTONACT runs at a plain prompt (graphics.events)
                idle_hook()
            if at_prompt.is_set():
                # Ctrl-C at a prompt read plainly (TERM=dumb): the terminal
                # has thrown the typed line away; the REPL prompts again.
                at_prompt.clear()
                raise KeyboardInterrupt
            try:
                ready, _, _ = select.select([self.fd], [], [], 0.05)
            except InterruptedError:
                continue
            if ready:
                return

    def readline(self, size: int = -1) -> bytes:
        self._wait()
        try:
            return os.read(self.fd, 65536)
        except OSError:
            return b""

    read = readline

    def close(self) -> None:
        pass

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


def make_console_interruptible(interp: Any) -> None:
    """Give the interpreter interruptible waits (WAIT and keyboard reads)."""
    interp.sleep = sleep
    stream = interp.console_in
    raw = getattr(stream, "raw", None)
    if raw is None or isinstance(raw, InterruptibleInput):
        return
    try:
        raw.fileno()
    except (AttributeError, OSError, ValueError):
        return
    stream.raw = InterruptibleInput(raw)
