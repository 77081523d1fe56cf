"""Runs Logo inputs through pylogo, one fresh interpreter per input, as `pylogo < input` would.

Reads requests from standard input, one JSON string (the Logo input) per line, and answers
each with one JSON string line: everything pylogo printed. Starting an interpreter in this
process costs a few milliseconds, against about 50 ms for a new pylogo process. The fuzzer
kills and restarts the worker when an input runs too long.
"""

from __future__ import annotations

import io
import json
import os
import sys
import tempfile
import threading


class _PipeOutput(io.BytesIO):
    """Standard output as the fuzzer gives Berkeley: a pipe, with no position (WRITEPOS)."""

    def tell(self) -> int:
        raise io.UnsupportedOperation("a pipe has no position")

    def seekable(self) -> bool:
        return False


def run_one(text: str) -> str:
    """The output of pylogo for TEXT given as standard input."""
    from pylogo.lang.data import NIL
    from pylogo.lang.errors import ByeSignal, LogoError
    from pylogo.runtime.interpreter import Interpreter, internal_error
    from pylogo.system.streams import InStream, OutStream

    buffer = _PipeOutput()
    # A pipe, as the fuzzer gives Berkeley: KEYP asks the descriptor whether input is left,
    # READPOS finds no position.
    read_end, write_end = os.pipe()
    data = text.encode("utf-8")

    def feed() -> None:
        with open(write_end, "wb") as out:
            try:
                out.write(data)
            except BrokenPipeError:
                pass

    feeder = threading.Thread(target=feed, daemon=True)
    if len(data) < 16384:  # all in the pipe before the input runs: KEYP sees it at once
        feed()
    else:
        feeder.start()
    raw = open(read_end, "rb")
    stdin = InStream(raw, "stdin", True)
    stdout = OutStream(buffer, "stdout", True)
    interp = Interpreter(stdin, stdout)
    interp.V["command.line"] = NIL
    interp.buried_names.add("command.line")
    stdout.row = 1  # Berkeley's banner line, left out, is counted in CURSOR's row (cli.py)
    try:
        interp.main_loop()
    except ByeSignal:
        pass
    except LogoError as exc:
        interp.report(exc)
    except Exception as exc:  # reported as pylogo itself would
        interp.report(internal_error(exc))
    finally:
        interp.flush()
        raw.close()
        if feeder.is_alive():
            feeder.join()
    return buffer.getvalue().decode("utf-8", "replace")


def serve() -> None:
    home = os.getcwd()
    for line in sys.stdin:
        text = json.loads(line)
        try:
            with tempfile.TemporaryDirectory() as folder:  # files the input writes go there
                os.chdir(folder)
                try:
                    out = run_one(text)
                finally:
                    os.chdir(home)
        except BaseException as exc:  # noqa: BLE001 - report anything as a difference
            out = "<<worker: %s: %s>>" % (type(exc).__name__, exc)
        sys.stdout.write(json.dumps(out) + "\n")
        sys.stdout.flush()


def main() -> None:
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)
    from pylogo.system.threads import run_with_big_stack

    run_with_big_stack(serve)


if __name__ == "__main__":
    main()
