"""The parts of Compiler that generate code, loaded when first needed (compiler.py's
generating_class): a run whose code all comes from the disk caches does not import them."""

from __future__ import annotations

from .calls import CallCompiler
from .control import ControlCompiler
from .entry import ProcedureCompiler
from .inline import HANDLERS
from .units import BlockCompiler

# the parts a Compiler gets when it first generates code
PARTS = (ProcedureCompiler, BlockCompiler, ControlCompiler, CallCompiler)

__all__ = ["HANDLERS", "PARTS"]
