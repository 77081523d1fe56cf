"""Run Logo in-process (fast) with captured standard input and output."""

from __future__ import annotations

import io

from pylogo.lang.errors import ByeSignal
from pylogo.runtime.interpreter import Interpreter
from pylogo.system.streams import InStream, OutStream


class LogoSession:
    """One interpreter; ``run(text)`` feeds TEXT as standard input and returns the output."""

    def __init__(self) -> None:
        self.stdin = InStream(io.BytesIO(b""), "stdin", True)
        self.buffer = io.BytesIO()
        self.stdout = OutStream(self.buffer, "stdout", True)
        self.interp = Interpreter(self.stdin, self.stdout)

    def run(self, text: str) -> str:
        self.stdin.raw = io.BytesIO(text.encode("utf-8"))
        self.stdin.pending = ""
        self.stdin.at_eof = False
        start = self.buffer.tell()
        try:
            self.interp.main_loop()
        except ByeSignal:
            pass
        self.interp.flush()
        return self.buffer.getvalue()[start:].decode("utf-8")

    def load(self, text: str) -> str:
        """Load TEXT as a file is loaded (no "defined" messages; an error stops it)."""
        from pylogo.lang.errors import LogoError, ThrowSignal, TopLevelSignal, no_catch

        start = self.buffer.tell()
        try:
            self.interp.load_text(text)
        except LogoError as exc:
            self.interp.report(exc)
        except ThrowSignal as sig:  # as pylogo does for a file named on its command line
            self.interp.report(no_catch(sig.tag))
        except (ByeSignal, TopLevelSignal):  # (TopLevel: a STOP went on out, the rest abandoned)
            pass
        self.interp.flush()
        return self.buffer.getvalue()[start:].decode("utf-8")
