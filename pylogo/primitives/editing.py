"""EDIT and EDITFILE: editing definitions with the user's editor."""

from __future__ import annotations

import os

from ..lang.data import fold
from ..lang.errors import LogoError
from ..system import textcodec

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def _editor(interp: Any = None) -> str:
    if interp is not None and getattr(interp, "editor", None):
        return interp.editor  # chosen with SETEDITOR
    for var in ("VISUAL", "EDITOR"):
        value = os.environ.get(var)
        if value:
            return value
    for candidate in ("nano", "vi", "vim", "notepad"):
        for directory in os.environ.get("PATH", "").split(os.pathsep):
            if os.path.isfile(os.path.join(directory, candidate)):
                return candidate
    return "vi"


def _temp_dir(interp: Any) -> str | None:
    """The folder chosen with SETTEMPLOC, if it exists (else the system's)."""
    folder = getattr(interp, "temp_dir", None)
    return folder if folder and os.path.isdir(folder) else None


def run_editor(interp: Any, path: str) -> None:
    """Run the editor on PATH, with the terminal as the editor expects it.

    Ctrl-C belongs to the editor meanwhile: it does not stop the Logo program.
    """
    from ..system import interrupt

    interp.flush()
    if interp.terminal is not None:
        interp.terminal.restore()
    _cooked_terminal()
    editor = _editor(interp)
    try:
        with interrupt.suspended():
            import subprocess  # only here: importing it takes start-up time

            status = subprocess.call("%s %s" % (editor, _quote(path)), shell=True)
    except OSError:
        raise LogoError(18, "File system error: no editor") from None
    if status == 127:  # the shell did not find it
        raise LogoError(18, "File system error: can't run the editor %s" % editor)


def _cooked_terminal() -> None:
    """Line mode with echo on standard input, if it is a terminal (a program may have left cbreak)."""
    try:
        import sys
        import termios

        fd = sys.stdin.fileno()
        if not os.isatty(fd):
            return
        attrs = termios.tcgetattr(fd)
        attrs[3] |= termios.ICANON | termios.ECHO | termios.ISIG
        termios.tcsetattr(fd, termios.TCSANOW, attrs)
    except Exception:  # no terminal to fix
        pass


def _quote(path: str) -> str:
    import shlex

    return shlex.quote(path)


def edit(interp: Any, what: Any) -> None:
    """Write the named definitions to a file, edit it, and run what was saved."""
    from .workspace import _contents_arg
    from .workspace_tools import _pon_line, _popl_lines, _proc_lines

    lines: list = []
    procs, names, plists = _contents_arg(interp, what, "edit") if what is not None else ([], [], [])
    for p in procs:
        proc = interp.procs.get(fold(p))
        if proc is None:
            lines.extend(["to %s" % p, "end", ""])
        else:
            lines.extend(_proc_lines(interp, p, False))
    for n in names:
        lines.append(_pon_line(interp, n))
    for pl in plists:
        lines.extend(_popl_lines(interp, pl))
    import tempfile  # only here: importing it takes start-up time

    fd, path = tempfile.mkstemp(prefix="pylogo-edit-", suffix=".lg", dir=_temp_dir(interp))
    with os.fdopen(fd, "wb") as f:
        f.write(textcodec.encode("".join(line + "\n" for line in lines)))
    try:
        run_editor(interp, path)
        with open(path, "rb") as f:
            text = textcodec.decode(f.read())
    finally:
        try:
            os.unlink(path)
        except OSError:
            pass
    _run_edited(interp, text)


def _run_edited(interp: Any, text: str) -> None:
    from ..runtime.interpreter import LoadAbort

    interp.loading_depth += 1
    try:
        interp.load_text(text)
    except LoadAbort:
        pass
    finally:
        interp.loading_depth -= 1


def edit_file(interp: Any, name: str) -> None:
    run_editor(interp, name)
    if os.path.exists(name):
        from ..runtime.interpreter import LoadAbort

        try:
            interp.load_file(name)
        except LoadAbort:
            pass
