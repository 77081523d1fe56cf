"""HELP: every procedure and special variable has usage lines, a description and an example that runs."""

from __future__ import annotations

import os
import tempfile

import pytest

from pylogo.lang.procedures import REGISTRY
from pylogo.primitives.helptext import columns, format_help, help_text, names, split_doc
from pylogo.primitives.variables_help import VARIABLES
from tests.inproc import LogoSession

EVERY_NAME = sorted(set(REGISTRY) | set(VARIABLES))


def description_lines(name: str) -> list:
    doc = REGISTRY[name].doc if name in REGISTRY else VARIABLES[name]
    _usage, body, _example = split_doc(doc)
    return [line for paragraph in body for line in paragraph.splitlines() if line.strip()]


@pytest.mark.parametrize("name", EVERY_NAME)
def test_every_name_has_usage_description_and_example(name):
    doc = REGISTRY[name].doc if name in REGISTRY else VARIABLES[name]
    usage, _body, example = split_doc(doc)
    assert usage and usage[0].split()[0].strip("()").lower() == usage[0].split()[0].strip("()").lower()
    assert any(name.upper() in line.upper() for line in usage), usage
    assert len(description_lines(name)) >= 3, name
    assert example, name
    shown = help_text(name).split("\n\n", 1)[1]  # what HELP prints after the usage lines
    described = [line for line in shown.splitlines() if line.strip() and "Example:" not in line]
    assert len(described) >= 3, shown


def run_example(example: str) -> tuple:
    """Run an example line in a fresh workspace; (output, error messages)."""
    session = LogoSession()
    errors: list = []
    session.interp.print_error = lambda exc: errors.append(exc.report())
    output = session.run(example + "\n")
    return output, errors


EXAMPLES = sorted({(p.name, split_doc(p.doc)[2]) for p in REGISTRY.values()}
                  | {(k, split_doc(v)[2]) for k, v in VARIABLES.items()})


@pytest.mark.parametrize("name,example", EXAMPLES)
def test_every_example_runs_without_error(name, example, monkeypatch):
    monkeypatch.chdir(tempfile.gettempdir())
    monkeypatch.setenv("EDITOR", "true")
    monkeypatch.setenv("VISUAL", "true")
    monkeypatch.setenv("PYLOGO_GRAPHICS", "none")  # no window for the graphics examples
    _output, errors = run_example(example)
    assert errors == [], (name, example)


def test_help_of_a_primitive_shows_usage_kind_and_example():
    out = LogoSession().run('help "pr\n')
    assert out.startswith("PRINT thing\nPR thing\n(PRINT thing1 thing2 ...)\n(PR thing1 thing2 ...)\n\n"
                          "\tcommand.  Writes its inputs")
    assert "\n\tExample: (print \"Hello [dear world] 42)\n\n" in out


def test_help_says_operation_and_library_procedure():
    out = LogoSession().run('help "map\n')
    assert out.startswith("MAP template data    (library procedure)\n")
    assert "\toperation.  " in out


def test_help_of_a_special_variable():
    out = LogoSession().run('help "caseignoredp\n')
    assert out.startswith("CASEIGNOREDP\n\n\tvariable.  When TRUE")


def test_help_of_an_unknown_name_answers_as_berkeley():
    assert LogoSession().run('help "nosuch\n') == "No help available on nosuch.\n"


def test_help_of_a_defined_procedure_shows_its_title_and_comments():
    out = LogoSession().run('to sq :n\n; squares a number\noutput :n * :n\nend\nhelp "sq\n')
    assert out.endswith("to sq :n\n; squares a number\n")


def test_help_lists_every_name_in_five_columns_read_downwards():
    out = LogoSession().run("help\n")
    assert out.startswith("Help is available on the following:\n\n")
    listed = out.split()[6:]
    assert sorted(listed) == names()
    assert "fd" not in listed  # abbreviations are not listed, as in Berkeley


def test_columns_pad_with_tabs_like_berkeley():
    assert columns(["*", ".setsegmentsize", "editfile", "cursor", "keyp", "pon"], 5) == (
        "*\t\teditfile\tkeyp\n.setsegmentsize cursor\t\tpon\n")


def test_format_help_rewraps_only_the_first_paragraph():
    doc = "FOO x\n\nDoes\nthings.\n\n  kept   as is\n\nExample: foo 1"
    assert format_help(doc, "command") == (
        "FOO x\n\n\tcommand.  Does things.\n\n\t  kept   as is\n\n\tExample: foo 1\n\n")


def test_berkeley_help_files_may_be_chosen(tmp_path, monkeypatch):
    (tmp_path / "sentence").write_text("SENTENCE thing1 thing2\n\n\tBerkeley's text.\n\n")
    (tmp_path / "HELPCONTENTS").write_text("Help is available on the following:\n\nsentence\n")
    session = LogoSession()
    assert session.run('sethelploc "%s\nhelp "se\nhelp\n' % tmp_path) == (
        "SENTENCE thing1 thing2\n\n\tBerkeley's text.\n\nHelp is available on the following:\n\nsentence\n")
    # a name without a Berkeley file still gets pylogo's own help
    assert session.run('help "print\n').startswith("PRINT thing\n")


def test_environment_chooses_berkeley_help_files(tmp_path, monkeypatch):
    (tmp_path / "print").write_text("PRINT thing\n\n\tfrom the files\n")
    monkeypatch.setenv("PYLOGO_HELP", "berkeley")
    monkeypatch.setenv("LOGOHELP", str(tmp_path))
    assert LogoSession().run('help "pr\n') == "PRINT thing\n\n\tfrom the files\n"
    monkeypatch.delenv("PYLOGO_HELP")
    assert LogoSession().run('help "pr\n').startswith("PRINT thing\nPR thing\n")


def test_no_help_directory_is_needed():
    assert not os.environ.get("PYLOGO_HELP")
