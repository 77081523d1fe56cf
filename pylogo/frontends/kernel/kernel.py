"""The Jupyter kernel: ipykernel's documented ``Kernel`` subclass API around a NotebookSession."""

from __future__ import annotations

import contextvars
import os
from typing import Any

from ipykernel.kernelbase import Kernel

from ... import __version__
from ...system import interrupt
from ...system.threads import run_with_big_stack
from .completion import complete, inspect_text
from .drawing import DrawingWatcher, drawing_svg
from .session import NotebookSession

# A cell holding just this shows the whole drawing again.
DRAWING_REQUEST = "%drawing"

LANGUAGE_INFO = {
    "name": "logo",
    "version": "6.2",
    "mimetype": "text/x-logo",
    "file_extension": ".lg",
    "pygments_lexer": "text",
    "codemirror_mode": "text/plain",
}


class LogoKernel(Kernel):
    implementation = "pylogo"
    implementation_version = __version__
    language = "logo"
    language_version = "6.2"
    language_info = LANGUAGE_INFO
    banner = "pylogo %s: Berkeley Logo 6.2 in Python" % __version__
    help_links = [{"text": "Berkeley Logo manual", "url": "https://people.eecs.berkeley.edu/~bh/usermanual"}]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        # Drawings are shown in the notebook, not in a window of the kernel's machine.
        os.environ.setdefault("PYLOGO_GRAPHICS", "none")
        self._allow_input = False
        self.logo = NotebookSession(self._send_output, self._ask_line)
        self.drawings = DrawingWatcher()

    # ------------------------------------------------------------ output and input

    def _send_output(self, text: str) -> None:
        if text:
            self.send_response(self.iopub_socket, "stream", {"name": "stdout", "text": text})

    def _ask_line(self) -> str | None:
        if not self._allow_input:
            return None
        try:
            return self.raw_input("")
        except (EOFError, KeyboardInterrupt):
            raise
        except Exception:  # the frontend cannot answer input requests: end of input
            return None

    def _show_svg(self, svg: str) -> None:
        self.send_response(self.iopub_socket, "display_data",
                           {"data": {"image/svg+xml": svg, "text/plain": "<turtle drawing>"}, "metadata": {}})

    # ------------------------------------------------------------ requests

    def _run(self, code: str) -> Any:
        """Run the cell on a big-stack thread; an interrupt stops it as Ctrl-C does."""
        def on_logo_thread() -> Any:
            interrupt.attach()
            try:
                return self.logo.run_cell(code)
            finally:
                interrupt.detach()

        ctx = contextvars.copy_context()  # input requests need the shell's context
        return run_with_big_stack(ctx.run, on_logo_thread, on_interrupt=interrupt.request)

    async def do_execute(self, code: str, silent: bool, store_history: bool = True,
                         user_expressions: Any = None, allow_stdin: bool = False, **_: Any) -> dict:
        if code.strip().lower() == DRAWING_REQUEST:
            return self._show_whole_drawing(silent)
        self._allow_input = allow_stdin
        self._allow_stdin = allow_stdin  # what ipykernel's raw_input checks
        result = self._run(code)
        svg = self.drawings.changed_svg(self.logo.interp)
        if svg is not None and not silent:
            self._show_svg(svg)
        if result.error is not None:
            content = {"ename": "LogoError", "evalue": result.error, "traceback": [result.error]}
            if not silent:
                self.send_response(self.iopub_socket, "error", content)
            return dict(content, status="error", execution_count=self.execution_count)
        return {"status": "ok", "execution_count": self.execution_count, "payload": [],
                "user_expressions": {}}

    async def do_complete(self, code: str, cursor_pos: int) -> dict:
        return complete(self.logo.interp, code, cursor_pos)

    async def do_inspect(self, code: str, cursor_pos: int, detail_level: int = 0,
                         omit_sections: Any = ()) -> dict:
        text = inspect_text(self.logo.interp, code, cursor_pos)
        if text is None:
            return {"status": "ok", "found": False, "data": {}, "metadata": {}}
        return {"status": "ok", "found": True, "data": {"text/plain": text}, "metadata": {}}

    async def do_is_complete(self, code: str) -> dict:
        """Incomplete while a TO has no END or a bracket is open (for console frontends)."""
        from .completion import is_complete

        return {"status": "complete"} if is_complete(code) else {"status": "incomplete", "indent": ""}

    async def do_shutdown(self, restart: bool) -> dict:
        """Close the files the program left open."""
        try:
            self.logo.interp.shutdown()
        except Exception:
            pass
        return {"status": "ok", "restart": restart}

    def _show_whole_drawing(self, silent: bool) -> dict:
        """A %drawing cell: the whole picture as it is now, changed or not."""
        svg = drawing_svg(self.logo.interp)
        if not silent:
            if svg is None:
                self._send_output("No drawing yet.\n")
            else:
                self._show_svg(svg)
        return {"status": "ok", "execution_count": self.execution_count, "payload": [],
                "user_expressions": {}}
