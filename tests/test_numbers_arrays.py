"""FORM, MDARRAY and RANDOM edge cases, checked against Berkeley Logo."""

from __future__ import annotations

from tests.inproc import LogoSession


def run(text: str) -> str:
    return LogoSession().run(text)


def test_form_pads_and_rounds():
    assert run("show form 3.14159 8 2\nshow form 10 5 0\nshow form -2.5 1 1\n") == (
        "    3.14\n   10\n-2.5\n")


def test_form_width_is_at_most_99():
    assert run("show count form 1 150 2\n") == "99\n"


def test_form_with_a_c_format_keeps_the_newline_berkeley_appends():
    assert run('show form 3.5 -1 "|%08.3f|\nprint form 7 -1 "%d\n') == "0003.500\n\n7\n\n"


def test_form_errors():
    assert run('show form "x 3 2\nshow form 2.5 -1 [a]\n') == (
        "form doesn't like x as input\nform doesn't like [a] as input\n")


def test_mdarray_sizes_are_taken_with_first_and_butfirst():
    assert run('show mdarray 23\nshow (mdarray [2] 0)\nshow mdarray [2 0]\nshow mdarray []\n') == (
        "{{[] [] []} {[] [] []}}\n{[] []}\n{{} {}}\nfirst doesn't like [] as input  in mdarray\n"
        '[make "array (array first :sizes :origin)]\n')


def test_random_with_two_inputs_as_berkeley_625_checks_them():
    # 6.2.5: END must be above START (else error 4 naming the inputs as a list); negative
    # ranges are fine.
    assert run("rerandom\nshow (random 10 3)\nshow (random 3 3)\nshow random 0\n") == (
        "random doesn't like [10 3] as input\nrandom doesn't like [3 3] as input\n"
        "random doesn't like [0] as input\n")
    assert run("show random -1\nrerandom\nshow (random -1 0)\n") == (
        "random doesn't like [-1] as input\n0\n")


def test_sizes_too_big_for_memory_are_out_of_space():
    assert run("show count iseq -1 2147483648\nshow count mdarray [100000 100000 10]\n"
               "show count rseq 0 1 1e9\n") == "out of space\n" * 3


def test_huge_or_negative_positions_are_refused():
    assert run("(setwritepos 1e300)\nshow item 1e300 [a]\nrepeat 1e300 []\n(setreadpos -1)\n") == (
        "setwritepos doesn't like 1e300 as input\nitem doesn't like 1e+300 as input\n"
        "repeat doesn't like 1e+300 as input\nsetreadpos doesn't like -1 as input\n")


def test_transfer_templates_see_the_outbasket_and_the_rest_as_slots():
    assert run("show transfer [] [lput ?in ?] [a b c]\nshow transfer [] [se ?1 count ?2] [a b c]\n"
               "show transfer [(count ?1) > 1] [lput ?in ?out] [a b c]\n") == (
        "[a b c]\n[3 2 1]\n[a b]\n")
