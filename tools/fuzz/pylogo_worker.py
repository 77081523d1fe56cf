"""Runs Logo inputs through pylogo, one fresh interpreter per input, as `pylogo < input` would.

Reads requests from standard input, one JSON string (the Logo input) per line, and answers
each with one JSON string line: everything pylogo printed. Starting an interpreter in this
process costs a few milliseconds, against about 50 ms for a new pylogo process. The fuzzer
kills and restarts the worker when an input runs too long.
"""

from __future__ import annotations

import io
import json
import sys
import tempfile


def run_one(text: str) -> str:
    """The output of pylogo for TEXT given as standard input."""
    from pylogo.lang.data import NIL
    from pylogo.lang.errors import ByeSignal, LogoError
    from pylogo.runtime.interpreter import Interpreter, internal_error
    from pylogo.system.streams import InStream, OutStream

    buffer = io.BytesIO()
    # A real file, as `pylogo < input` has: KEYP asks the descriptor whether input is left.
    raw = tempfile.TemporaryFile()
    raw.write(text.encode("utf-8"))
    raw.seek(0)
    stdin = InStream(raw, "stdin", True)
    stdout = OutStream(buffer, "stdout", True)
    interp = Interpreter(stdin, stdout)
    interp.V["command.line"] = NIL
    interp.buried_names.add("command.line")
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
    return buffer.getvalue().decode("utf-8", "replace")


def serve() -> None:
    for line in sys.stdin:
        text = json.loads(line)
        try:
            out = run_one(text)
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
