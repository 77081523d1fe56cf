"""The interactive top level: Berkeley Logo's prompts, on prompt_toolkit.

The screen reads as Berkeley Logo's does: ``? `` before an instruction,
``~ `` before the continuation of an instruction (an open bracket or a final
``~``), ``> `` inside ``to ... end``, then "NAME defined", and ``NAME? `` at a
PAUSE.  On top of that, prompt_toolkit gives line editing, a history kept
across runs, Tab completion, colours and bracket matching.

One prompt_toolkit input holds a whole instruction, continuation lines
included, and a whole ``to ... end`` definition when it will be accepted: so
Enter only runs the text once it is complete, and the history gives back
whole definitions.  The text is then handed to the interpreter one physical
line at a time, as Berkeley Logo reads it.

On a dumb terminal (TERM=dumb) the prompts are written and lines read
plainly.  When standard input is not a terminal, cli.py does not come here.
"""

from __future__ import annotations

import os
import re
import sys

from ..lang import errors
from ..lang.data import fold
from ..lang.errors import ByeSignal, LogoError, PauseContinue, TopLevelSignal
from ..lang.reader import LineReader, LogicalLine, _Scan, scan_line
from ..runtime.pause import run_or_continue
from ..system import interrupt, textcodec

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

WELCOME = "Welcome to pylogo (Berkeley Logo 6.2 compatible)\n"
_NUMBER = re.compile(r"^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")


def run_repl(interp: Any, banner: bool = True, **options: Any) -> None:
    """The interactive top level, until Ctrl-D or end of input (BYE raises ByeSignal)."""
    Repl(interp, **options).run(banner)


# ---------------------------------------------------------------- what was typed


def will_define(interp: Any, line: LogicalLine) -> bool:
    """Will this TO line start reading a definition (rather than fail at once)?

    Mirrors the checks definitions.read_definition makes before it reads.
    """
    from ..lang.data import to_pylist
    from ..lang.procedures import parse_formals

    try:
        items = to_pylist(line.data)
        if len(items) < 2:
            return False
        name = items[1]
        if not isinstance(name, str) or name == "" or _NUMBER.match(name):
            return False
        existing = interp.procs.get(fold(name))
        if existing is not None:
            if existing.is_primitive and not getattr(existing, "library", False):
                return False
            if not existing.is_primitive and interp.loading_depth == 0:
                return False
        parse_formals(items[2:], fold(str(items[0])))
    except Exception:  # the interpreter will say what is wrong
        return False
    return True


def analyze(text: str, first_prompt: str, in_to: bool, interp: Any) -> tuple:
    """The prompt of each line of TEXT, and whether TEXT is complete.

    TEXT is complete when no instruction is left open (bracket, bar,
    parenthesis, final ``~``) and no definition lacks its END.
    """
    prompts = [first_prompt]
    state = _Scan()
    parts: list = []
    raw: list = []
    joiner = ""
    cont: Any = None
    open_ = False
    for index, line in enumerate(text.split("\n")):
        if index:
            if open_:
                prompts.append("| " if state.in_bar else ("\\ " if cont == "backslash" else "~ "))
            else:
                prompts.append("> " if in_to else first_prompt)
        raw.append(line)
        kept, cont = scan_line(line, state, True)
        if parts:
            parts.append(joiner)
        parts.append(kept)
        if cont == "tilde":
            joiner, open_ = "", True
            continue
        if cont == "backslash" or state.brackets or state.parens > 0 or state.in_bar:
            joiner, open_ = "\n", True
            continue
        open_ = False
        logical = LogicalLine("".join(parts), raw)
        word = logical.first_word()
        if in_to:
            if word == "end":
                in_to = False
        elif word in ("to", ".macro") and will_define(interp, logical):
            in_to = True
        state, parts, raw = _Scan(), [], []
    return prompts, not open_ and not in_to


# ---------------------------------------------------------------- reading lines


def history_path() -> str | None:
    """Where the history is kept: $PYLOGO_HISTORY ("" for none), else the user data directory."""
    path = os.environ.get("PYLOGO_HISTORY")
    if path is not None:
        return path or None
    if sys.platform == "win32":
        base = os.environ.get("APPDATA") or os.path.expanduser("~")
    elif sys.platform == "darwin":
        base = os.path.join(os.path.expanduser("~"), "Library", "Application Support")
    else:
        base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "pylogo", "history")


class PlainSource:
    """Prompts written to the output, lines read from standard input."""

    def __init__(self, interp: Any) -> None:
        self.interp = interp

    def read(self, prompt: str, in_to: bool, tail: str = "") -> str | None:
        out = self.interp.console_out
        out.write(prompt)
        self.interp.flush()
        model = getattr(self.interp, "graphics", None)
        if model is not None and model.renderer.interactive:  # BUTTONACT and KEYACT run while waiting
            from ..graphics.events import run_actions_reporting

            interrupt.idle_hook = lambda: model.actions and run_actions_reporting(self.interp)
        try:
            return self.interp.console_in.readline()
        except KeyboardInterrupt:  # the terminal shows ^C: go on below it
            out.write("\n")
            out.flush()
            raise
        finally:
            interrupt.idle_hook = None

    def close(self) -> None:
        pass


class PromptSource:
    """Lines read with prompt_toolkit."""

    def __init__(self, interp: Any, input: Any = None, output: Any = None,
                 history: str | None = None) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import FileHistory, InMemoryHistory
        from prompt_toolkit.layout.processors import HighlightMatchingBracketProcessor

        from .highlight import LogoCompleter, LogoLexer, style

        self.interp = interp
        self.first_prompt = "? "
        self.in_to = False
        if output is None:
            from prompt_toolkit.output.defaults import create_output

            output = create_output()
            # No cursor position requests: an answer arriving after the
            # prompt ended would be read by the program as typed keys.
            output.enable_cpr = False
        hist: Any = InMemoryHistory()
        if history:
            try:
                os.makedirs(os.path.dirname(os.path.abspath(history)), exist_ok=True)
                with open(history, "a", encoding="utf-8"):
                    pass
                hist = FileHistory(history)
            except OSError:
                hist = InMemoryHistory()
        self.session: Any = PromptSession(
            input=input,
            output=output,
            history=hist,
            lexer=LogoLexer(interp),
            completer=LogoCompleter(interp),
            complete_while_typing=False,
            multiline=True,
            prompt_continuation=self._continuation,
            key_bindings=self._bindings(),
            input_processors=[HighlightMatchingBracketProcessor(chars="[](){}")],
            style=style(),
            include_default_pygments_style=False,
            enable_open_in_editor=False,
            enable_suspend=True,
        )

    def _bindings(self) -> Any:
        from prompt_toolkit.key_binding import KeyBindings
        from prompt_toolkit.key_binding.bindings.completion import generate_completions
        from prompt_toolkit.keys import Keys

        kb = KeyBindings()

        @kb.add("enter")
        def _enter(event: Any) -> None:
            buf = event.current_buffer
            state = buf.complete_state
            if state is not None and state.current_completion is not None:
                buf.apply_completion(state.current_completion)
                return
            try:
                _, complete = analyze(buf.text, self.first_prompt, self.in_to, self.interp)
            except Exception:  # never a traceback: let the interpreter judge the text
                complete = True
            if complete:
                buf.validate_and_handle()
            else:
                buf.insert_text("\n")

        @kb.add("escape", "enter")
        def _newline(event: Any) -> None:
            event.current_buffer.insert_text("\n")

        @kb.add("tab")
        def _tab(event: Any) -> None:
            buf = event.current_buffer
            before = buf.document.current_line_before_cursor
            if buf.complete_state is None and not before.strip():
                buf.insert_text("  ")  # indent an empty line
            else:
                generate_completions(event)

        @kb.add(Keys.Vt100MouseEvent)
        def _mouse(event: Any) -> None:
            # a mouse report read while the prompt waits: to the renderer that asked for them
            model = getattr(self.interp, "graphics", None)
            take = getattr(getattr(model, "renderer", None), "mouse_at_prompt", None)
            if take is not None:
                take(event.data, event.app)

        return kb

    def _continuation(self, width: int, line_number: int, is_soft_wrap: bool) -> Any:
        if is_soft_wrap:
            return ""
        text = self.session.default_buffer.text
        try:
            prompts, _ = analyze(text, self.first_prompt, self.in_to, self.interp)
        except Exception:
            prompts = []
        if line_number < len(prompts):
            return prompts[line_number]
        return "~ "

    def read(self, prompt: str, in_to: bool, tail: str = "") -> str | None:
        """Read a complete text after PROMPT.

        TAIL is what the current line of the screen already shows (output
        without a newline): the prompt is drawn after it, as Berkeley Logo's
        is, by drawing both from the start of the line.
        """
        self.first_prompt = prompt
        self.in_to = in_to
        if tail:
            self.session.output.write_raw("\r")
        model = getattr(self.interp, "graphics", None)
        if model is not None and model.renderer.interactive:
            return self._prompt_with_window(model, tail + prompt)
        try:
            return self.session.prompt(tail + prompt)
        except EOFError:
            return None

    def _prompt_with_window(self, model: Any, prompt: str) -> str | None:
        """The prompt while a graphics window is open: clicks and keys there run BUTTONACT and KEYACT."""
        from ..graphics.events import prompt_hook, run_actions_reporting

        if model.actions:
            run_actions_reporting(self.interp)
        model.action_hook = prompt_hook(self.interp, self.session.app)
        prompting = getattr(model.renderer, "prompting", None)  # the renderer may redraw the prompt
        if prompting is not None:
            prompting(self.session.app)
        try:
            return self.session.prompt(prompt, pre_run=lambda: model.actions and model.action_hook())
        except EOFError:
            return None
        finally:
            model.action_hook = None
            if prompting is not None:
                prompting(None)

    def close(self) -> None:
        pass


# ---------------------------------------------------------------- the loop


class PromptInterrupt(TopLevelSignal):
    """Ctrl-C at a prompt: the text typed is dropped."""


class _LineTail:
    """Wraps the console output's write: line buffering, as a terminal wants.

    Also keeps the text written since the last newline (to draw the prompt
    after it).
    """

    def __init__(self, out: Any) -> None:
        self.out = out
        self.write = out.write
        self.tail = ""

    def __call__(self, text: str) -> None:
        self.write(text)
        nl = text.rfind("\n")
        if nl >= 0:
            self.tail = text[nl + 1 :]
            self.out.flush()
        else:
            self.tail += text
            if len(self.tail) > 4096:
                self.tail = self.tail[-4096:]

    def current(self) -> str:
        """The tail, when it is plain text standing where the output says the cursor is."""
        tail = self.tail
        if not tail or self.out.column != len(tail):
            return ""
        if any(c < " " or "\ue000" <= c <= "\uf8ff" for c in tail):  # controls, standout marks
            return ""
        return tail


class Repl:
    def __init__(self, interp: Any, source: Any = None, input: Any = None, output: Any = None,
                 history: Any = "default", plain: bool | None = None) -> None:
        self.interp = interp
        if source is None:
            if plain is None:
                plain = os.environ.get("TERM", "") == "dumb" and input is None
            if plain:
                source = PlainSource(interp)
            else:
                source = PromptSource(interp, input=input, output=output,
                                      history=history_path() if history == "default" else history)
        self.source = source
        self.queue: list = []  # physical lines typed but not yet read
        self.in_to = False  # reading a definition's lines
        self.eof = False
        self.tty_state = _tty_state()
        self.tail = _LineTail(interp.console_out)
        self.draw_tail = isinstance(source, PromptSource)

    # ------------------------------------------------------------ reading

    def physical(self, first: bool, prompt: str) -> str | None:
        """The next physical line, from what was typed or from a new prompt."""
        if not first:
            prompt = "~ "
        elif self.in_to:
            prompt = "> "
        if self.queue:
            return self._dribble(prompt, self.queue.pop(0))
        if self.eof:
            return None
        interp = self.interp
        interp.flush()
        if interp.terminal is not None:  # reverse video off, cursor shown, line mode
            try:
                interp.terminal.restore()
            except Exception:
                pass
        _restore_tty(self.tty_state)
        out = interp.console_out
        with interrupt.suspended():
            tail = self.tail.current() if self.draw_tail else ""
            try:
                text = self.source.read(prompt, self.in_to, tail)
            except KeyboardInterrupt:
                raise PromptInterrupt() from None
            except Exception as exc:  # the terminal is gone, or a bug: never a traceback
                from ..runtime.interpreter import internal_error

                if not isinstance(exc, OSError):
                    interp.report(internal_error(exc))
                text = None
            finally:
                out.column = 0
                self.tail.tail = ""
            if text is None:
                self.eof = True
                return None
            lines = textcodec.from_unicode(text).split("\n")
            out.row += len(lines)
            self.queue.extend(lines[1:])
        return self._dribble(prompt, lines[0])

    def _dribble(self, prompt: str, line: str) -> str:
        """DRIBBLE records what is typed after its prompt, as on the screen."""
        dribble = self.interp.console_out.dribble
        if dribble is not None:
            dribble.write(prompt + line + "\n")
        return line

    # ------------------------------------------------------------ running

    def run(self, banner: bool) -> None:
        interp = self.interp
        previous = getattr(interp, "repl", None)
        interp.repl = self
        interp.console_out.write = self.tail
        try:
            if banner:
                interp.console_out.write(WELCOME)
            while True:
                try:
                    self.loop("? ", False)
                    return
                except TopLevelSignal:
                    continue
        finally:
            del interp.console_out.write
            interp.repl = previous
            self.source.close()
            interp.flush()

    def pause(self, name: str | None) -> Any:
        """A PAUSE: instructions at the prompt NAME? until CONTINUE; its value."""
        interp = self.interp
        interp.pause_depth += 1
        interp.enter_pause()
        in_to, self.in_to = self.in_to, False
        try:
            cont = self.loop("%s? " % name if name else "? ", True)
        finally:
            interp.leave_pause()
            interp.pause_depth -= 1
            self.in_to = in_to
        if cont is None:  # end of input
            raise ByeSignal()
        return cont.value

    def loop(self, prompt: str, pausing: bool) -> Any:
        """Read and run instructions until end of input (None) or CONTINUE (its signal)."""
        interp = self.interp
        next_line = LineReader(lambda first: self.physical(first, prompt), True, interp.sees_end).read
        while True:
            try:
                line = next_line()
                if line is None:
                    return None
                cont = self.run_line(line, next_line, pausing)
                if cont is not None:
                    return cont
            except PromptInterrupt:  # Ctrl-C at a prompt: forget the text (Berkeley says so)
                self.queue.clear()
                interp.print_error(LogoError(errors.STOPPING, "Stopping..."))
            except KeyboardInterrupt as exc:  # arrived just outside interp.guarded
                self.stopped(interp.stopping(exc))
            except LogoError as exc:
                if exc.code == errors.STOPPING:
                    self.stopped(exc)
                else:
                    interp.report(exc)

    def stopped(self, exc: LogoError) -> None:
        """A program stopped by Ctrl-C: say so; forget what was typed ahead."""
        self.queue.clear()
        self.interp.report(exc)

    def run_line(self, line: LogicalLine, next_line: Any, pausing: bool) -> Any:
        interp = self.interp
        if line.first_word() in ("to", ".macro"):
            self.in_to = True
            try:
                proc = interp.guarded(interp.define_from_lines, line, next_line, False)
            finally:
                self.in_to = False
            if proc is not None:
                interp.report_defined(proc.name)
            return None
        if not line.text.strip():
            return None
        if pausing:
            result = interp.guarded(run_or_continue, interp, line.data)
            if isinstance(result, PauseContinue):
                return result
            return None
        interp.guarded(interp.run_line, line.data)
        return None


# ---------------------------------------------------------------- the terminal


def _tty_state() -> Any:
    """The terminal modes of standard input at start, to put back before each prompt."""
    try:
        import termios

        fd = sys.stdin.fileno()
        if not os.isatty(fd):
            return None
        return (fd, termios.tcgetattr(fd))
    except (ImportError, OSError, ValueError, AttributeError):
        return None


def _restore_tty(state: Any) -> None:
    """A program interrupted while reading keys may leave the terminal in raw mode: undo it."""
    if state is None:
        return
    try:
        import termios

        fd, attrs = state
        if termios.tcgetattr(fd) != attrs:
            termios.tcsetattr(fd, termios.TCSANOW, attrs)
    except Exception:  # no terminal to restore
        pass
