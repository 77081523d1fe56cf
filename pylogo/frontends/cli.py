"""The ``pylogo`` command line, compatible with Berkeley Logo's ``logo``.

    pylogo [FILE ...] [-e INSTRUCTIONS] [--graphics window|terminal|none]
           [--picture OUT.svg|OUT.png|OUT.eps] [- ARG ...]

Loads each FILE, sets :COMMAND.LINE to the ARGs, runs INSTRUCTIONS, then
reads instructions from standard input until its end (with the interactive
prompt when standard input is a terminal).
"""

from __future__ import annotations

import gc
import os
import sys

from ..system import cachedirs, modcache, runpack, textcodec

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

GC_THRESHOLD = 50000

USAGE = """usage: pylogo [FILE ...] [-e INSTRUCTIONS] [- ARG ...]

Berkeley Logo in Python.  Loads the FILEs, runs INSTRUCTIONS, then reads
Logo from standard input.  Arguments after "-" are in :COMMAND.LINE.

  -e INSTRUCTIONS   run these instructions after loading the files
  --graphics NAME   where turtle graphics are drawn: window, terminal or none
                    (default: $PYLOGO_GRAPHICS, else a window when there is a display)
  --picture FILE    run the FILEs and instructions with no display, then write the
                    drawing to FILE (.svg, .png or .eps) instead of reading input
  -h, --help        show this help
  --version         show the version
"""


class Options:
    def __init__(self) -> None:
        self.files: list = []
        self.instructions: list = []
        self.args: list = []
        self.graphics: str | None = None
        self.picture: str | None = None


def parse_args(argv: list) -> Options | None:
    opts = Options()
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "-":
            opts.args = argv[i + 1 :]
            break
        if arg in ("-h", "--help"):
            sys.stdout.write(USAGE)
            return None
        if arg == "--version":
            from .. import __version__

            sys.stdout.write("pylogo %s (Berkeley Logo 6.2 compatible)\n" % __version__)
            return None
        if arg == "-e":
            if i + 1 >= len(argv):
                sys.stderr.write("pylogo: -e needs instructions\n")
                return None
            opts.instructions.append(argv[i + 1])
            i += 1
        elif arg in ("--graphics", "--picture") or arg.startswith(("--graphics=", "--picture=")):
            name, _, value = arg.partition("=")
            if not value:
                if i + 1 >= len(argv):
                    sys.stderr.write("pylogo: %s needs a value\n" % name)
                    return None
                value = argv[i + 1]
                i += 1
            setattr(opts, name[2:], value)
        else:
            opts.files.append(arg)
        i += 1
    return opts


def run(opts: Options) -> int:
    from ..lang.data import from_iter
    from ..lang.errors import ByeSignal, LogoError, TopLevelSignal
    from ..lang.reader import parse_text
    from ..runtime.interpreter import Interpreter
    from ..system.streams import stdin_is_tty, stdout_is_tty

    if opts.picture is not None:
        opts.graphics = "none"
    if opts.graphics is not None:
        from ..graphics.renderer import set_requested

        set_requested(opts.graphics.lower())
    interp = Interpreter()
    # Logo programs allocate many small list cells that are never cyclic: collect
    # cycles less often, and never scan what the start-up made.
    gc.freeze()
    gc.set_threshold(GC_THRESHOLD, 10, 10)
    gc.enable()  # (the pylogo command turns it off while the modules load: scripts/pylogo)
    interp.V["command.line"] = from_iter(textcodec.from_unicode(arg) for arg in opts.args)
    interp.buried_names.add("command.line")
    interactive = stdin_is_tty() and opts.picture is None
    if not interactive:  # (an interactive session starts with more: it keeps nothing)
        modcache.note_startup()
        # what the disk caches give this program, read from one file (kept at its end)
        runpack.start(([os.path.abspath(path) for path in opts.files], opts.instructions))
    interp.console_out.line_buffered = stdout_is_tty()
    if not interactive and not opts.files:
        # Berkeley Logo starts with its banner (which pylogo leaves out when standard
        # input is not a terminal) and counts its line in the cursor position
        interp.console_out.row = 1
    if interactive:
        from ..system import interrupt

        interrupt.attach()  # Ctrl-C stops the program, not pylogo
        interrupt.make_console_interruptible(interp)
        _quit_pauses(interp)
    try:
        interp.load_files(opts.files)
        for text in opts.instructions:
            try:
                interp.execute(parse_text(textcodec.from_unicode(text)))
            except TopLevelSignal:
                pass
        if opts.picture is not None:
            pass  # written below, even after BYE or an error
        elif interactive:
            from .repl import run_repl

            run_repl(interp, banner=not opts.files and not opts.instructions)
        else:
            interp.main_loop()
    except ByeSignal:
        pass
    except LogoError as exc:
        interp.report(exc)
    except Exception as exc:  # never a Python traceback
        from ..runtime.interpreter import internal_error

        interp.report(internal_error(exc))
    finally:
        if opts.picture is not None:
            _write_picture(interp, opts.picture)
        interp.shutdown()
        runpack.save_batches()  # (the code kept by this run, with the source files it read)
    return 0


def _write_picture(interp: Any, path: str) -> None:
    """--picture: the drawing so far, as the file's extension says."""
    from ..graphics import model_of
    from ..graphics.export import write_picture

    try:
        write_picture(model_of(interp), path)
    except (OSError, ValueError) as exc:
        sys.stderr.write("pylogo: cannot write %s: %s\n" % (path, exc))


def _quit_pauses(interp: Any) -> None:
    """Ctrl-\\ pauses the running program (quitpause.py; the signal is set up in main)."""
    from . import quitpause

    quitpause.set_hook(interp.pause)


def _interrupt() -> None:
    """Ctrl-C in the main thread: stop the Logo program (interactive) or end pylogo."""
    from ..system import interrupt

    if not interrupt.attached():
        raise KeyboardInterrupt
    interrupt.request()


def _closed_streams_to_devnull() -> None:
    """A standard stream the command was started without (closed): as Berkeley, read
    nothing from it and write into nothing."""
    for name, mode in (("stdin", "r"), ("stdout", "w"), ("stderr", "w")):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, mode))


def main(argv: Any = None) -> int:
    _closed_streams_to_devnull()
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)  # Logo numbers print whatever their size
    opts = parse_args(sys.argv[1:] if argv is None else argv)
    if opts is None:
        return 0
    from ..system.threads import run_with_big_stack

    if sys.stdin.isatty() or sys.stdout.isatty():
        from . import tty  # the real-terminal backend (services.py), only with a terminal

        tty.restore_on_termination()
        if sys.stdout.isatty():
            tty.watch_resize()
    if sys.stdin.isatty():
        from .quitpause import install_signal

        install_signal()
    try:
        return run_with_big_stack(run, opts, on_interrupt=_interrupt)
    except KeyboardInterrupt:
        return 130


def command() -> None:
    """The pylogo command (scripts/pylogo): main, then the end of the process."""
    finish(main())


def cache_tags() -> dict:
    """Each cache folder -> the starts of the names of this pylogo's files in it (the
    tags of its versions: cachedirs.housekeep)."""
    from ..compiling import codecache, proccache
    from ..lang import parsecache, reader

    return {"modules": (modcache.TAG + "-",), "runs": (runpack.TAG + "-",),
            "code": (codecache.TAG + "-",), "parsed": (parsecache.TAG + "-",),
            "procs": (proccache.fingerprint() + "-",), "": (reader.grammar_cache_name(),)}


def finish(status: Any) -> None:
    """End the pylogo command with STATUS (main's).  When nothing is to be run at exit
    (the atexit module never imported, no threads: a program run without a terminal),
    the process ends at once, without Python's finalization (a last garbage collection
    and the teardown of every module: about a tenth of pylogo's start-up time)."""
    modcache.save()  # (only when a module noted at start-up was read from its own files)
    runpack.save()  # (only when the program read or wrote a cache file not in its pack)
    cachedirs.maybe_housekeep(cache_tags)  # (only when a cache file was written, once a day)
    code = status if status.__class__ is int else (0 if status is None else 1)
    if "atexit" not in sys.modules and "threading" not in sys.modules:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (OSError, ValueError, AttributeError):
            pass  # the usual exit reports it
        else:
            os._exit(code)
    sys.exit(status)
