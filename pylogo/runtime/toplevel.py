"""The top level: running typed lines and loading files, each line guarded so
that no Python failure shows a traceback.
"""

from __future__ import annotations

from ..lang import errors
from ..lang.data import fold, is_list
from ..lang.errors import (
    LEAKED_STOP,
    ByeSignal,
    LogoError,
    OutputSignal,
    PauseContinue,
    ThrowSignal,
    TopLevelSignal,
    at_toplevel,
)
from ..lang.procedures import UserProc
from ..lang.reader import LineReader, LogicalLine, read_before
from ..lang.shapes import shape_of
from ..system import textcodec
from .locating import internal_error
from .scope import UNB

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def read_all_lines(text: str) -> list:
    """The logical lines of a file's text, parsed (from the parse cache when possible:
    then the text is neither split into logical lines nor parsed again)."""
    from ..lang import parsecache

    cached = parsecache.load(text)
    if cached is not None:
        try:
            logical = []
            for line_text, raw, deep_end, data in cached:
                line = LogicalLine(line_text, raw)
                line.deep_end = deep_end
                line.preset(parsecache.decode(data))
                logical.append(line)
            return logical
        except (ValueError, TypeError, IndexError):  # not what save stored: read the text
            pass
    physical = text.replace("\r", "").split("\n")  # (as streams.Stream.readline)
    if physical and physical[-1] == "":
        physical.pop()
    it = iter(physical)
    # (in a file, an END line ends an instruction left open only inside a definition)
    in_body = [False]
    reader = LineReader(lambda first: next(it, None), sees_end=lambda: in_body[0])
    logical = []
    while True:
        line = reader.read()
        if line is None:
            break
        logical.append(line)
        word = line.first_word()
        if word in ("to", ".macro"):
            in_body[0] = True
        elif word == "end":
            in_body[0] = False
    encoded = []
    try:
        for line in logical:
            data = line.data  # (read by parse_text, which kept it encoded, as parsecache keeps it)
            kept = read_before(line.text)
            if kept is None:
                kept = parsecache.encode(data)
            encoded.append((line.text, line.raw, line.deep_end, kept))
    except LogoError:
        return logical  # a line that does not read: report it when it runs
    parsecache.save(text, encoded)
    return logical


_definitions: list = []  # [definitions.read_definition], once imported
_TOP_LEVEL = "top-level line"  # in the keys of shape_cache: a line's own (run_line)


class LoadAbort(Exception):
    """An error while loading a file: the rest of the file is abandoned."""


class StopLeak(Exception):
    """A line of a file ended with a call that gave back a STOP gone on out of a REPEAT or
    FOREVER (errors.LEAKED_STOP: the procedure's last instruction ran STOP, say): in
    Berkeley (6.2.5) the STOP goes on out, abandoning the rest of the file and ending the
    line that loaded it; after the file named on the command line, it ends the first line
    read from standard input instead.  (Typed on standard input, such a line just ends.)"""


class TopLevel:
    """Running lines at top level and loading files (part of Interpreter).

    State (set up by Interpreter.__init__): loading_depth (LOAD nesting),
    line_source (the lines being read, for TO inside a list), pause_depth
    (PAUSE nesting), interrupted (Ctrl-C seen), current_file,
    loading_command_line (the file named on the command line is being loaded),
    pending_stop (a STOP that went on out of that file, for the first line typed),
    catch_tags (the tags of the CATCHes running: a THROW typed at a PAUSE reaches them)."""

    # ------------------------------------------------------------ running lines

    def run_line(self, line: Any) -> Any:
        """Run one instruction line at top level, with the code compiled for an earlier
        line of the same shape when it is the code the line itself would have (a file
        of data, PPROP "A "B [...] line after line, compiles a few shapes, not every
        line: see compile_shaped_block).  What the line's code gives back: None, or
        errors.LEAKED_STOP (see StopLeak)."""
        shape = shape_of(line)
        if shape is not None:
            key = (shape[0], _TOP_LEVEL)
            entry = self.shape_cache.get(key, UNB)
            if entry is UNB:
                entry = self.compiler.compile_shaped_block(line, None, True, same_code=True)
                if len(self.shape_cache) > 20000:
                    self.shape_cache.clear()
                self.shape_cache[key] = entry
            if entry is not None:
                return entry[0](shape[1])
        return self.compiler.compile_line(line)()

    def guarded(self, fn: Any, *args: Any, pass_throws: bool = False) -> Any:
        """Call FN, turning stray signals and Python failures into Logo errors.

        With PASS_THROWS (a line of a file being loaded), a THROW goes on out,
        for a CATCH around the LOAD to catch."""
        depth = len(self.SAVED)  # LOAD inside a procedure keeps that procedure's locals
        try:
            return fn(*args)
        except OutputSignal as sig:
            raise at_toplevel(sig.typed) from None
        except ThrowSignal as sig:
            if fold(sig.tag) == "toplevel":
                raise TopLevelSignal() from None
            if pass_throws or fold(sig.tag) in self.catch_tags:
                raise
            raise errors.no_catch(sig.tag) from None
        except PauseContinue:
            raise errors.no_catch("pause") from None  # CONTINUE is a THROW "PAUSE
        except RecursionError:
            raise LogoError(errors.STACK_OVERFLOW, "stack overflow") from None
        except MemoryError:
            raise LogoError(errors.OUT_OF_SPACE, "out of space") from None
        except KeyboardInterrupt as exc:
            raise self.stopping(exc) from None
        except (TopLevelSignal, ByeSignal, LoadAbort, LogoError):
            raise
        except Exception as exc:  # a bug of ours: still never a traceback
            raise internal_error(exc) from None
        finally:
            if not self.pause_depth and len(self.SAVED) > depth:
                self.unwind(depth)

    def stopping(self, interrupt: BaseException) -> LogoError:
        """Ctrl-C: "Stopping...", located in the procedure it interrupted."""
        err = LogoError(errors.STOPPING, "Stopping...")
        err.__traceback__ = interrupt.__traceback__
        self.locate(err)
        return err

    def execute(self, line: Any) -> None:
        """Run a top-level line, reporting any error."""
        try:
            self.guarded(self.run_line, line)
        except LogoError as exc:
            self.report(exc)

    # ------------------------------------------------------------ loading

    def define_from_lines(self, first: LogicalLine, next_line: Any, from_file: bool) -> UserProc | None:
        if not _definitions:  # (imported when first needed; then found at once: a file defines many)
            from .definitions import read_definition

            _definitions.append(read_definition)
        return _definitions[0](self, first, next_line, from_file)

    def load_lines(self, next_line: Any, from_file: bool, report_defined: bool | None) -> None:
        """Run logical lines from NEXT_LINE until it gives None.

        Typed lines (not FROM_FILE) report an error and go on with the next
        line.  In a file, an error abandons the rest of it: it propagates, to
        be reported by whoever started the loading (or caught by CATCH).
        """
        saved = self.line_source
        self.line_source = (next_line, from_file, report_defined)  # for TO in a list
        try:
            while True:
                line = next_line()
                if line is None:
                    return
                try:
                    self.run_logical_line(line, next_line, from_file, report_defined)
                except LogoError as exc:
                    if from_file:
                        if not exc.located and self.loading_depth and line.data_read() is not None:
                            name = self.current_procedure_name()  # (LOAD run by a procedure:
                            if name is not None:  # Berkeley names it, with the file's line)
                                exc.locate(name, line.data_read())
                        raise
                    self.report(exc)
        finally:
            self.line_source = saved

    def reports_definitions(self, report_defined: bool | None) -> bool:
        """Is "NAME defined" written (None: a file's lines, as LOADNOISILY says now)?"""
        return self._flag("loadnoisily") if report_defined is None else report_defined

    def run_logical_line(self, line: LogicalLine, next_line: Any, from_file: bool,
                         report_defined: bool | None) -> None:
        if line.deep_end:
            raise LogoError(errors.DEEPEND_NONAME, "END inside multi-line instruction")
        if line.first_word() in ("to", ".macro"):
            proc = self.guarded(self.define_from_lines, line, next_line, from_file)
            if proc is not None and self.reports_definitions(report_defined):
                self.report_defined(proc.name)
            return
        if line.text.strip():
            saved_test = self.test_state
            if self.guarded(self.run_line, line.data, pass_throws=from_file) is LEAKED_STOP and from_file:
                raise StopLeak()
            self.line_ran(line, saved_test)

    def line_ran(self, line: LogicalLine, saved_test: Any) -> None:
        """A line typed at top level (or at a PAUSE) ran: a TEST before its last instruction
        was the line's own, and SAVED_TEST, the state before it, comes back."""
        if "test" in line.text.lower() and not self._ends_with_test(line.data):
            self.test_state = saved_test

    def _ends_with_test(self, data: Any) -> bool:
        """Might a top-level line's last instruction run TEST (treescan.may_run_test)?
        Berkeley keeps what TEST said after the line only when that one said it."""
        from ..compiling.treescan import may_run_test

        try:
            nodes = self.compiler.parse(data)
        except LogoError:
            return True
        return not nodes or getattr(nodes[-1], "proc", None) is None or may_run_test(nodes[-1])

    def load_file(self, path: str, name: str | None = None) -> None:
        """LOAD: run a file's lines as if typed, without "defined" messages."""
        try:
            with open(path, "rb") as f:
                text = textcodec.decode(f.read())
        except OSError:
            raise LogoError(errors.CANT_OPEN, "I can't open file %s" % (name or path)) from None
        self.load_text(text)

    def load_text(self, text: str) -> None:
        logical = read_all_lines(text)
        it = iter(logical)
        startup = self.V.get("startup")
        self.loading_depth += 1
        try:
            self.load_lines(lambda: next(it, None), True, None)
        except StopLeak:
            if self.loading_depth == 1 and self.loading_command_line:
                self.pending_stop = True
            else:
                raise TopLevelSignal() from None
        finally:
            self.loading_depth -= 1
        new_startup = self.V.get("startup")
        if new_startup is not startup and is_list(new_startup):
            self.guarded(self.run_line, new_startup)

    # ------------------------------------------------------------ the console

    def console_lines(self) -> Any:
        """A function reading logical lines from standard input.

        A last line without its newline is the end of the input, as in Berkeley, which drops
        it (and ends a line continued into it, or a TO, as at the end).
        """
        reader = LineReader(lambda first: self.console_in.readline_complete(), True, self.sees_end)
        return reader.read

    def sees_end(self) -> bool:
        """Does an END line end an instruction continued into it? Not under PRINTDEPTHLIMIT 0,
        where Berkeley's reader reads the END on as a word of the instruction."""
        return self._limit("printdepthlimit") != 0

    def main_loop(self) -> None:
        """Read and run instructions from standard input until its end."""
        next_line = self.console_lines()
        if self.pending_stop:  # (see StopLeak)
            self.pending_stop = False
            next_line()
        while True:
            try:
                self.load_lines(next_line, False, True)
                return
            except TopLevelSignal:
                continue

    def load_files(self, files: list) -> None:
        for path in files:
            try:
                self.loading_command_line = True
                self.load_file(path, textcodec.from_unicode(path))
            except (LoadAbort, TopLevelSignal):
                return
            except LogoError as exc:
                self.report(exc)
                return
            except ThrowSignal as sig:
                self.report(errors.no_catch(sig.tag))
                return
            finally:
                self.loading_command_line = False

    def shutdown(self) -> None:
        graphics = getattr(self, "graphics", None)
        if graphics is not None:
            try:
                graphics.renderer.close()
            except Exception:
                pass
        for stream in list(self.files.values()):
            try:
                stream.close()
            except Exception:
                pass
        self.files.clear()
        if self.terminal is not None:
            self.terminal.restore()
        self.flush()
