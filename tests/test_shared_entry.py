"""Procedures' calling entries U made from code shared by procedures with inputs of the same
kinds (compiling/sharedentry.py): each has a code object of its own, with its own names."""

from __future__ import annotations

from pylogo.compiling.sharedentry import entry_source
from tests.inproc import LogoSession

DEFINITIONS = """to f :a :b
output :a + :b
end
to g :x :y
output :x * :y
end
to h :n [:rest]
if :n = 0 [output :rest]
output (h :n - 1 :n :n)
end
to opt :a [:b 10]
output :a + :b
end
"""


def _session() -> LogoSession:
    session = LogoSession()
    assert session.run(DEFINITIONS) == "f defined\ng defined\nh defined\nopt defined\n"
    return session


def _codes(code) -> list:
    """The bytecode of CODE and of the functions defined in it."""
    found = [code.co_code]
    for const in code.co_consts:
        if const.__class__ is code.__class__:
            found += _codes(const)
    return found


def test_procedures_with_inputs_of_the_same_kinds_share_the_code_of_their_entry() -> None:
    session = _session()
    assert session.run("print f 2 3\nprint g 2 3\n") == "5\n6\n"
    procs = session.interp.procs
    f_call, g_call = procs["f"].compiled.call, procs["g"].compiled.call
    assert f_call.__code__ is not g_call.__code__  # (errors are located by code object)
    assert f_call.__code__.co_code == g_call.__code__.co_code
    assert "a" in f_call.__code__.co_consts and "x" in g_call.__code__.co_consts
    assert "x" not in f_call.__code__.co_consts
    assert f_call.__code__.co_filename == "<logo proc f>"
    # (compiled once, for both)
    source = entry_source(("required", "required"), False, False)
    assert f_call.__code__.co_code in _codes(session.interp.compiler.code_cache[("entry", source)])


def test_the_names_written_in_bind_and_restore_the_right_variables() -> None:
    session = _session()
    out = session.run('make "a 1\nmake "x 2\nprint f 10 20\nprint g 3 4\nprint :a\nprint :x\n'
                      "show (h 3 [z])\nshow (h 0 [z] 5)\nprint opt 1\nprint (opt 1 2)\n")
    # (as Berkeley Logo 6.2.5 prints it)
    assert out == "30\n12\n1\n2\n[1 1]\n[[z] 5]\n11\n3\n"


def test_errors_and_tail_calls_name_their_own_procedure() -> None:
    session = _session()
    out = session.run('print f 1 "x\nprint g "y 2\nshow h 20000\n')
    # (as Berkeley Logo 6.2.5 prints them)
    assert out == ("+ doesn't like x as input  in f\n[output :a + :b]\n"
                   "* doesn't like y as input  in g\n[output :x * :y]\n[1 1]\n")


def test_a_traced_procedure_or_one_with_an_optional_input_has_an_entry_of_its_own() -> None:
    session = _session()
    session.run('print f 1 2\nprint opt 1\ntrace "g\nprint g 2 5\n')
    procs = session.interp.procs
    assert "MISSING" in procs["opt"].compiled.call.__code__.co_names  # (its own: it fills in the default)
    assert procs["opt"].compiled.call.__code__.co_filename == "<logo proc opt>"
    assert procs["g"].compiled.call.__code__.co_code != procs["f"].compiled.call.__code__.co_code


def test_the_entries_for_calls_as_commands_are_shared_too() -> None:
    session = _session()
    out = session.run('to p :a :b\nprint :a\nend\np 1 2\nf 1 2\ng 3 4\nprint "after\n')
    # (as Berkeley Logo 6.2.5 prints it)
    assert out == "p defined\n1\nYou don't say what to do with 3\nYou don't say what to do with 12\nafter\n"
    procs = session.interp.procs
    entries = [procs[name].compiled.commands for name in ("p", "f", "g")]
    assert all(list(commands) == ["E"] for commands in entries)  # (E: called at top level)
    codes = [commands["E"].__code__ for commands in entries]
    assert codes[0] is not codes[1] and codes[0].co_code == codes[1].co_code == codes[2].co_code
    assert "b" in codes[0].co_consts and "y" in codes[2].co_consts
