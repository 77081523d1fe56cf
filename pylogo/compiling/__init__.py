"""The parts of the compiler, one job each (composed in pylogo/compiling/compiler.py)."""
