"""The interactive top level, driven through prompt_toolkit's pipe input.

Everything the REPL and the program write goes, in order, to one virtual
terminal (pyte); the tests compare its screen text with what Berkeley Logo
shows.
"""

from __future__ import annotations

import io
import sys
import threading

import pyte
import pytest
from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output.vt100 import Vt100_Output

from pylogo.frontends.repl import Repl, analyze
from pylogo.lang.errors import ByeSignal
from pylogo.runtime.interpreter import Interpreter
from pylogo.system import interrupt
from pylogo.system.streams import InStream, OutStream

ENTER = "\r"
CTRL_C = "\x03"
CTRL_D = "\x04"
TAB = "\t"


class Terminal:
    """A virtual terminal fed by both prompt_toolkit and the Logo output."""

    def __init__(self, columns: int = 80, rows: int = 60) -> None:
        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.Stream(self.screen)
        self.lock = threading.Lock()
        self.encoding = "utf-8"
        self.size = Size(rows=rows, columns=columns)

    # text side (prompt_toolkit)
    def write(self, data: str) -> int:
        with self.lock:
            self.stream.feed(data)
        return len(data)

    def flush(self) -> None:
        pass

    def text(self) -> str:
        with self.lock:
            lines = [line.rstrip() for line in self.screen.display]
        while lines and not lines[-1]:
            lines.pop()
        return "\n".join(lines)


class BinaryTerminal:
    """The binary side (the Logo output stream)."""

    def __init__(self, term: Terminal) -> None:
        self.term = term

    def write(self, data: bytes) -> int:
        # The terminal is in cooked mode while Logo writes: newline is CR LF.
        self.term.write(data.decode("utf-8").replace("\n", "\r\n"))
        return len(data)

    def flush(self) -> None:
        pass


class Session:
    def __init__(self, history: str | None = None, pipe: object = None) -> None:
        self.term = Terminal()
        self.stdin = InStream(io.BytesIO(b""), "stdin", True)
        self.stdout = OutStream(BinaryTerminal(self.term), "stdout", True)
        self.interp = Interpreter(self.stdin, self.stdout)
        self.pipe = pipe
        output = Vt100_Output(self.term, lambda: self.term.size, term="xterm", enable_cpr=False)
        self.repl = Repl(self.interp, input=pipe, output=output, history=history)

    def run(self, banner: bool = False) -> str:
        try:
            self.repl.run(banner)
        except ByeSignal:
            pass
        self.interp.flush()
        return self.term.text()


@pytest.fixture
def pipe():
    with create_pipe_input() as inp:
        yield inp


def type_and_run(pipe, keys: str, history: str | None = None, setup: str = "") -> str:
    session = Session(history=history, pipe=pipe)
    if setup:
        session.interp.load_text(setup)
    pipe.send_text(keys + CTRL_D)
    return session.run()


def lines(*typed: str) -> str:
    return "".join(t + ENTER for t in typed)


# ---------------------------------------------------------------- prompts


def test_welcome_and_instruction(pipe):
    session = Session(pipe=pipe)
    pipe.send_text(lines("print 3 + 4") + CTRL_D)
    assert session.run(banner=True) == (
        "Welcome to pylogo (Berkeley Logo 6.2 compatible)\n"
        "? print 3 + 4\n"
        "7\n"
        "?"
    )


def test_multiline_definition(pipe):
    screen = type_and_run(pipe, lines("to square :n", "output :n * :n", "end", "print square 7"))
    assert screen == (
        "? to square :n\n"
        "> output :n * :n\n"
        "> end\n"
        "square defined\n"
        "? print square 7\n"
        "49\n"
        "?"
    )


def test_continued_list_and_tilde(pipe):
    screen = type_and_run(pipe, lines("print [a b", "c d]", "print sum 1 ~", "2", "show [1 [2", "3] 4]"))
    assert screen == (
        "? print [a b\n"
        "~ c d]\n"
        "a b c d\n"
        "? print sum 1 ~\n"
        "~ 2\n"
        "3\n"
        "? show [1 [2\n"
        "~ 3] 4]\n"
        "[1 [2 3] 4]\n"
        "?"
    )


def test_error_and_recovery(pipe):
    screen = type_and_run(pipe, lines("print :nothing", "frobnicate", "print first []", "print \"ok"))
    assert screen == (
        "? print :nothing\n"
        "nothing has no value\n"
        "? frobnicate\n"
        "I don't know how  to frobnicate\n"
        "? print first []\n"
        "first doesn't like [] as input\n"
        "? print \"ok\n"
        "ok\n"
        "?"
    )


def test_error_in_procedure_keeps_the_workspace(pipe):
    keys = lines("to f :x", "print :x / 0", "end", "f 5", "po \"f")
    screen = type_and_run(pipe, keys)
    assert screen == (
        "? to f :x\n"
        "> print :x / 0\n"
        "> end\n"
        "f defined\n"
        "? f 5\n"
        "/ doesn't like 0 as input  in f\n"
        "[print :x / 0]\n"
        "? po \"f\n"
        "to f :x\n"
        "print :x / 0\n"
        "end\n"
        "\n"
        "?"
    )


def test_redefinition_fails_and_body_runs_at_top_level(pipe):
    # Berkeley Logo: "f is already defined", then the lines are instructions.
    screen = type_and_run(pipe, lines("to f", "end", "to f", "print 1"), setup="")
    assert screen == (
        "? to f\n"
        "> end\n"
        "f defined\n"
        "? to f\n"
        "f is already defined\n"
        "? print 1\n"
        "1\n"
        "?"
    )


def test_output_without_newline_then_prompt(pipe):
    screen = type_and_run(pipe, lines("type \"abc", "print 1"))
    assert screen == "? type \"abc\nabc? print 1\n1\n?"


def test_ctrl_c_at_prompt_clears_the_line(pipe):
    screen = type_and_run(pipe, "print \"lost" + CTRL_C + lines("print \"kept"))
    assert screen == "? print \"lost\nStopping...\n? print \"kept\nkept\n?"  # (Berkeley's words)


def test_ctrl_c_in_a_definition_drops_it(pipe):
    screen = type_and_run(pipe, lines("to g", "print 1") + CTRL_C + lines("g"))
    assert screen == "? to g\n> print 1\n>\nStopping...\n? g\nI don't know how  to g\n?"


def test_ctrl_d_leaves(pipe):
    session = Session(pipe=pipe)
    pipe.send_text(CTRL_D + lines("print 1"))
    assert session.run() == "?"


def test_bye_leaves(pipe):
    session = Session(pipe=pipe)
    pipe.send_text(lines("bye", "print 1"))
    assert session.run() == "? bye"


def test_pasted_lines_run_in_order(pipe):
    # A bracketed paste puts several lines in one input; Enter runs them all.
    screen = type_and_run(pipe, "\x1b[200~print 1\rprint 2\x1b[201~" + ENTER)
    assert screen == "? print 1\n? print 2\n1\n2\n?"


# ---------------------------------------------------------------- pause


def test_pause_and_continue_inspecting_a_local(pipe):
    keys = lines("to f :a", "localmake \"b :a * 2", "print pause", "print \"after", "end",
                 "f 21", "show :b", "make \"b :b + 1", "(co :b)", "show namep \"b")
    screen = type_and_run(pipe, keys)
    assert screen == (
        "? to f :a\n"
        "> localmake \"b :a * 2\n"
        "> print pause\n"
        "> print \"after\n"
        "> end\n"
        "f defined\n"
        "? f 21\n"
        "Pausing...\n"
        "f? show :b\n"
        "42\n"
        "f? make \"b :b + 1\n"
        "f? (co :b)\n"
        "43\n"
        "after\n"
        "? show namep \"b\n"
        "false\n"
        "?"
    )


def test_error_at_pause_prompt_stays_paused(pipe):
    keys = lines("to f", "pause", "end", "f", "print :zz", "co", "print 1")
    screen = type_and_run(pipe, keys)
    assert screen.endswith(
        "? f\n"
        "Pausing...\n"
        "f? print :zz\n"
        "zz has no value\n"
        "f? co\n"
        "? print 1\n"
        "1\n"
        "?"
    )


def test_erract_pause(pipe):
    keys = lines("to f :x", "print :x + 1", "end", "make \"erract [pause]", "f \"a", "show :x", "co",
                 "ern \"erract", "show :x")
    screen = type_and_run(pipe, keys)
    assert screen.endswith(
        "? f \"a\n"
        "+ doesn't like a as input  in f\n"
        "[print :x + 1]\n"
        "Pausing...\n"
        "f? show :x\n"
        "a\n"
        "f? co\n"
        "? ern \"erract\n"
        "? show :x\n"
        "x has no value\n"
        "?"
    )


def test_throw_toplevel_leaves_the_pause(pipe):
    keys = lines("to f", "pause", "print \"never", "end", "f", "throw \"toplevel", "print 2")
    screen = type_and_run(pipe, keys)
    assert screen.endswith("f? throw \"toplevel\n? print 2\n2\n?")


def test_ctrl_c_at_pause_prompt_stays_paused(pipe):
    keys = lines("to f", "pause", "print \"resumed", "end", "f") + "print 1" + CTRL_C + lines("co")
    screen = type_and_run(pipe, keys)
    assert screen.endswith("? f\nPausing...\nf? print 1\nStopping...\nf? co\nresumed\n?")


def test_pause_at_top_level_has_the_plain_prompt(pipe):
    screen = type_and_run(pipe, lines("pause", "co"))
    assert screen == "? pause\nPausing...\n? co\n?"


# ---------------------------------------------------------------- Ctrl-C


def test_ctrl_c_stops_forever(pipe):
    session = Session(pipe=pipe)
    result: dict = {}

    def logo() -> None:
        interrupt.attach()
        try:
            result["screen"] = session.run()
        finally:
            interrupt.detach()

    thread = threading.Thread(target=logo)
    thread.start()
    try:
        pipe.send_text(lines("to spin", "forever [make \"x 1]", "end", "spin"))
        # Interrupt once SPIN runs: it has set :x.
        for _ in range(400):
            if "x" in session.interp.V:
                break
            threading.Event().wait(0.05)
        assert interrupt.request()
        pipe.send_text(lines("print \"back") + CTRL_D)
    finally:
        thread.join(20)
    assert not thread.is_alive()
    assert result["screen"] == (
        "? to spin\n"
        "> forever [make \"x 1]\n"
        "> end\n"
        "spin defined\n"
        "? spin\n"
        "Stopping...  in spin\n"
        "[forever [make \"x 1]]\n"
        "? print \"back\n"
        "back\n"
        "?"
    )


def test_ctrl_c_at_the_prompt_says_stopping(pipe):
    # Berkeley: "Stopping..." (no ERRACT), the text typed dropped, the prompt again; at a
    # PAUSE's prompt the pause goes on.
    session = Session(pipe=pipe)
    pipe.send_text("print 5\x03" + lines("print 6", "to f", "pause", "end", "f") + "x\x03"
                   + lines("co") + CTRL_D)
    assert session.run() == (
        "? print 5\n"
        "Stopping...\n"
        "? print 6\n"
        "6\n"
        "? to f\n"
        "> pause\n"
        "> end\n"
        "f defined\n"
        "? f\n"
        "Pausing...\n"
        "f? x\n"
        "Stopping...\n"
        "f? co\n"
        "?"
    )


# ---------------------------------------------------------------- completion and history


class Live:
    """A REPL running on its own thread; keys are sent as the screen shows it is ready."""

    def __init__(self, pipe, history: str | None = None, setup: str = "") -> None:
        self.pipe = pipe
        self.session = Session(history=history, pipe=pipe)
        if setup:
            self.session.interp.load_text(setup)
        self.result: dict = {}
        self.thread = threading.Thread(target=self._run)
        self.thread.start()

    def _run(self) -> None:
        interrupt.attach()
        try:
            self.result["screen"] = self.session.run()
        finally:
            interrupt.detach()

    def screen(self) -> str:
        return self.session.term.text()

    def wait_for(self, text: str) -> None:
        """Wait (without a time limit that matters) until the screen ends with TEXT."""
        for _ in range(2000):
            if self.screen().endswith(text):
                return
            threading.Event().wait(0.01)
        raise AssertionError("screen never ended with %r:\n%s" % (text, self.screen()))

    def send(self, keys: str) -> None:
        self.pipe.send_text(keys)

    def finish(self) -> str:
        self.pipe.send_text(CTRL_D)
        self.thread.join(20)
        assert not self.thread.is_alive()
        return self.result["screen"]


def test_completion_of_a_user_procedure(pipe):
    live = Live(pipe, setup="to frobnicate\nprint \"frob\nend\n")
    live.wait_for("?")
    live.send("frobn" + TAB)
    live.wait_for("? frobnicate")
    live.send(ENTER)
    live.wait_for("frob\n?")
    assert live.finish() == "? frobnicate\nfrob\n?"


def test_completion_of_a_variable_and_a_primitive(pipe):
    live = Live(pipe, setup="make \"total.count 5\n")
    live.wait_for("?")
    live.send("print :total" + TAB)
    live.wait_for("? print :total.count")
    live.send(ENTER + "uppe" + TAB)
    live.wait_for("? uppercase")
    live.send(" \"abc" + ENTER)
    assert live.finish() == (
        "? print :total.count\n5\n? uppercase \"abc\nYou don't say what to do with ABC\n?"
    )


def test_completion_lists_candidates():
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document

    from pylogo.frontends.highlight import LogoCompleter

    interp = Interpreter(InStream(io.BytesIO(b""), "stdin", True), OutStream(io.BytesIO(), "stdout", True))
    interp.load_text("to Forward.twice\nend\nmake \"fox 1\n")
    completer = LogoCompleter(interp)

    def names(text: str) -> list:
        return [c.text for c in completer.get_completions(Document(text), CompleteEvent())]

    assert names("fo") == ["for", "foreach", "forever", "form", "forward", "Forward.twice"]
    assert names("print :f") == ["fox", "fullprintp"]  # special variables complete too
    assert names("po \"forw") == ["forward", "Forward.twice"]
    assert names("print [") == []


def test_history_saved_and_reloaded(pipe, tmp_path):
    path = str(tmp_path / "data" / "history")
    type_and_run(pipe, lines("print 1", "to f", "print 2", "end", "print 3"), history=path)
    with open(path, encoding="utf-8") as f:
        saved = f.read()
    # A definition is one entry of the history.
    assert "\n+print 1\n" in saved and "\n+to f\n+print 2\n+end\n" in saved
    up = "\x1b[A"
    with create_pipe_input() as pipe2:
        live = Live(pipe2, history=path)
        live.wait_for("?")
        live.send(up)
        live.wait_for("? print 3")
        live.send(up)
        live.wait_for("> end")
        live.send(ENTER)
        live.wait_for("f defined\n?")
        screen = live.finish()
    assert screen == "? to f\n> print 2\n> end\nf defined\n?"


# ---------------------------------------------------------------- what is complete


@pytest.mark.parametrize(
    "text, complete, prompts",
    [
        ("print 1", True, ["? "]),
        ("print [1", False, ["? "]),
        ("print [1\n2]", True, ["? ", "~ "]),
        ("print 1 ~\n+ 2", True, ["? ", "~ "]),
        ("to f\nprint 1", False, ["? ", "> "]),
        ("to f\nprint [1\n2]\nend", True, ["? ", "> ", "~ ", "> "]),
        ("print \"|a\nb|", True, ["? ", "| "]),
        ("print 1 ; comment [", True, ["? "]),
        ("print 1\nprint 2", True, ["? ", "? "]),
    ],
)
def test_analyze(text, complete, prompts):
    interp = Interpreter(InStream(io.BytesIO(b""), "stdin", True), OutStream(io.BytesIO(), "stdout", True))
    got_prompts, got_complete = analyze(text, "? ", False, interp)
    assert (got_prompts, got_complete) == (prompts, complete)


def test_analyze_known_procedure_is_not_a_definition():
    interp = Interpreter(InStream(io.BytesIO(b""), "stdin", True), OutStream(io.BytesIO(), "stdout", True))
    interp.load_text("to f\nend\n")
    assert analyze("to f", "? ", False, interp) == (["? "], True)
    assert analyze("to print", "? ", False, interp) == (["? "], True)


# ---------------------------------------------------------------- EDIT, HELP, workspace commands


def test_edit_redefines_what_was_saved(pipe, tmp_path, monkeypatch):
    script = tmp_path / "editor.py"
    script.write_text(
        "import sys\n"
        "path = sys.argv[1]\n"
        "text = open(path).read().replace('print 1', 'print 2')\n"
        "open(path, 'w').write(text + 'to g\\nprint \"new\\nend\\n')\n"
    )
    monkeypatch.setenv("VISUAL", "%s %s" % (sys.executable, script))
    screen = type_and_run(pipe, lines("to f", "print 1", "end", "(edit \"f)", "f", "g"))
    assert screen == (
        "? to f\n> print 1\n> end\nf defined\n"
        "? (edit \"f)\n"
        "? f\n2\n"
        "? g\nnew\n"
        "?"
    )


def test_workspace_commands_at_the_prompt(pipe, tmp_path):
    path = tmp_path / "ws.lg"
    keys = lines("to f :x", "print :x", "end", "make \"v [a b]", "pots", "save \"%s" % path, "erall", "pots",
                 "load \"%s" % path, "f :v", "erase \"f", "f 1")
    screen = type_and_run(pipe, keys)
    assert screen == (
        "? to f :x\n> print :x\n> end\nf defined\n"
        "? make \"v [a b]\n"
        "? pots\nto f :x\n"
        "? save \"%s\n"
        "? erall\n"
        "? pots\n"
        "? load \"%s\n"
        "? f :v\na b\n"
        "? erase \"f\n"
        "? f 1\nI don't know how  to f\n"
        "?" % (path, path)
    )


def test_help_describes_a_primitive(pipe):
    screen = type_and_run(pipe, lines("(help \"butfirst)"))
    assert screen.startswith("? (help \"butfirst)\nBUTFIRST")


# ---------------------------------------------------------------- PAUSE without a terminal


def test_pause_when_input_is_not_a_terminal(logo):
    # Berkeley Logo writes the procedure's name, without "? ", before each line it reads.
    out = logo.run("to f\nlocalmake \"x 5\nprint pause\nprint \"after\nend\n"
                   "f\nshow :x\n(co 7)\nprint \"top\n")
    assert out == "f defined\nPausing...\nf5\nf7\nafter\ntop\n"


# ---------------------------------------------------------------- highlighting


def test_highlighting_styles():
    from pylogo.frontends.highlight import scan

    interp = Interpreter(InStream(io.BytesIO(b""), "stdin", True), OutStream(io.BytesIO(), "stdout", True))
    interp.load_text("to square :n\noutput :n * :n\nend\n")

    def styled(text: str) -> list:
        return [(style.replace("class:logo.", ""), piece) for line in scan(text, interp)
                for style, piece in line if piece.strip()]

    assert styled('print square :x + 3.5 ; note') == [
        ("primitive", "print"), ("procedure", "square"), ("variable", ":x"), ("operator", "+"),
        ("number", "3.5"), ("comment", "; note")]
    assert styled('make "total [a b] ]') == [
        ("primitive", "make"), ("quoted", '"total'), ("bracket", "["), ("", "a"), ("", "b"),
        ("bracket", "]"), ("unmatched", "]")]
    assert styled("to cube :n") == [("keyword", "to"), ("definition", "cube"), ("variable", ":n")]
    assert styled("print [a\nb] ~") == [
        ("primitive", "print"), ("bracket", "["), ("", "a"), ("", "b"), ("bracket", "]"),
        ("continuation", "~")]
    assert styled("(print 1))") == [
        ("bracket", "("), ("primitive", "print"), ("number", "1"), ("bracket", ")"), ("unmatched", ")")]
