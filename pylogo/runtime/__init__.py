"""The parts of the interpreter, one job each (composed in pylogo/runtime/interpreter.py)."""
