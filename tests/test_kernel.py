"""The Jupyter kernel, started for real through jupyter_client (no mocks)."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

pytest.importorskip("ipykernel")
jupyter_manager = pytest.importorskip("jupyter_client.manager")

TIMEOUT = 20


@pytest.fixture(scope="module")
def kernel(tmp_path_factory):
    prefix = tmp_path_factory.mktemp("kernelspec")
    subprocess.run([sys.executable, "-m", "pylogo.frontends.kernel", "install", "--prefix", str(prefix)],
                   check=True, capture_output=True)
    mp = pytest.MonkeyPatch()
    mp.setenv("JUPYTER_PATH", str(prefix / "share" / "jupyter"))
    km, kc = jupyter_manager.start_new_kernel(kernel_name="pylogo", startup_timeout=60)
    yield km, kc
    kc.stop_channels()
    km.shutdown_kernel(now=True)
    mp.undo()


def run(kc, code, answers=()):
    """Execute CODE; answer input requests with ANSWERS.  ([(kind, content)], reply content)."""
    answers = list(answers)
    # (stop_on_error off: see test_interrupt_stops_forever)
    msg_id = kc.execute(code, allow_stdin=bool(answers), stop_on_error=False)
    outputs = []
    deadline = time.time() + TIMEOUT
    while time.time() < deadline:
        if answers:
            try:
                request = kc.get_stdin_msg(timeout=0.05)
                if request["msg_type"] == "input_request":
                    kc.input(answers.pop(0))
            except Exception:
                pass
        try:
            msg = kc.get_iopub_msg(timeout=0.05)
        except Exception:
            continue
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        kind = msg["msg_type"]
        if kind == "stream":
            outputs.append(("stream", msg["content"]["text"]))
        elif kind in ("error", "display_data"):
            outputs.append((kind, msg["content"]))
        elif kind == "status" and msg["content"]["execution_state"] == "idle":
            break
    return outputs, reply_to(kc, msg_id)["content"]


def reply_to(kc, msg_id):
    """The shell reply to MSG_ID.  Replies to other requests (the start-up's kernel_info,
    sent again while a slow kernel was starting) may still be queued: they are skipped."""
    reply = kc.get_shell_msg(timeout=TIMEOUT)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = kc.get_shell_msg(timeout=TIMEOUT)
    return reply


def text_of(outputs):
    return "".join(content for kind, content in outputs if kind == "stream")


def test_cells_share_one_workspace_and_output_streams(kernel):
    _km, kc = kernel
    outputs, reply = run(kc, "print 1 + 2\nto square :n\noutput :n * :n\nend\nprint square 5")
    assert reply["status"] == "ok"
    assert text_of(outputs) == "3\nsquare defined\n25\n"
    assert [c for k, c in outputs if k == "stream"][0] == "3\n"  # streamed line by line
    outputs, _ = run(kc, 'make "x square 6\nprint :x')
    assert text_of(outputs) == "36\n"


def test_an_error_shows_berkeleys_message_and_the_kernel_lives_on(kernel):
    _km, kc = kernel
    outputs, reply = run(kc, 'print "before\nprint 1 / 0\nprint "never')
    assert reply["status"] == "error"
    assert reply["evalue"] == "/ doesn't like 0 as input"
    assert outputs[0] == ("stream", "before\n")
    errors = [c for k, c in outputs if k == "error"]
    assert errors[0]["traceback"] == ["/ doesn't like 0 as input"]  # no Python traceback
    assert "never" not in text_of(outputs)
    outputs, reply = run(kc, "nosuch 3")
    assert reply["evalue"] == "I don't know how  to nosuch"
    outputs, reply = run(kc, 'print "alive')
    assert reply["status"] == "ok" and text_of(outputs) == "alive\n"


def test_an_error_inside_a_procedure_names_it(kernel):
    _km, kc = kernel
    run(kc, "to boom\nprint first []\nend")
    _outputs, reply = run(kc, "boom")
    assert reply["evalue"] == "first doesn't like [] as input  in boom\n[print first []]"


def test_completion_of_procedures_and_variables(kernel):
    _km, kc = kernel
    run(kc, 'make "counter 1\nto countdown\nend')
    content = kc.complete("pri", 3, reply=True, timeout=TIMEOUT)["content"]
    assert {"print", "primitivep", "primitives"} <= set(content["matches"])
    assert content["cursor_start"] == 0 and content["cursor_end"] == 3
    content = kc.complete("repeat 2 [cou", 13, reply=True, timeout=TIMEOUT)["content"]
    assert content["matches"] == ["count", "countdown"] and content["cursor_start"] == 10
    content = kc.complete("print :cou", 10, reply=True, timeout=TIMEOUT)["content"]
    assert content["matches"] == [":counter"]


def test_inspection_shows_the_help_text(kernel):
    _km, kc = kernel
    content = kc.inspect("print", 2, reply=True, timeout=TIMEOUT)["content"]
    assert content["found"]
    assert content["data"]["text/plain"].startswith("PRINT thing\nPR thing\n")
    content = kc.inspect('make "erract', 12, reply=True, timeout=TIMEOUT)["content"]
    assert content["data"]["text/plain"].startswith("ERRACT\n")
    content = kc.inspect("xyzzy", 2, reply=True, timeout=TIMEOUT)["content"]
    assert not content["found"]


def wait_for_output(kc, msg_id, text):
    """Wait until the cell MSG_ID has printed TEXT (it is running)."""
    deadline = time.time() + TIMEOUT
    while time.time() < deadline:
        try:
            msg = kc.get_iopub_msg(timeout=0.1)
        except Exception:
            continue
        if (msg["parent_header"].get("msg_id") == msg_id and msg["msg_type"] == "stream"
                and text in msg["content"]["text"]):
            return
    raise AssertionError("the cell did not start")


def test_interrupt_stops_forever(kernel):
    km, kc = kernel
    # (stop_on_error off: else the kernel may abort the next cell, sent while the error of
    # this one is handled: Jupyter's way, for every kernel, and a slow machine shows it)
    msg_id = kc.execute('forever [if repcount = 1 [print "started] make "spin repcount]', stop_on_error=False)
    wait_for_output(kc, msg_id, "started")
    time.sleep(0.3)
    km.interrupt_kernel()
    reply = reply_to(kc, msg_id)
    assert reply["content"]["status"] == "error"
    assert reply["content"]["evalue"] == "Stopping..."
    outputs, _ = run(kc, "print :spin > 1")
    assert text_of(outputs) == "true\n"


def test_interrupt_stops_wait(kernel):
    km, kc = kernel
    msg_id = kc.execute('print "waiting wait 6000', stop_on_error=False)
    wait_for_output(kc, msg_id, "waiting")
    time.sleep(0.2)
    km.interrupt_kernel()
    reply = reply_to(kc, msg_id)
    assert reply["content"]["evalue"] == "Stopping..."


def test_reading_asks_the_notebook_for_input(kernel):
    _km, kc = kernel
    answers = ["hello [big] world", "a b", "xy"]
    outputs, reply = run(kc, "show readlist\nshow readword\nshow readchar", answers)
    assert reply["status"] == "ok"
    assert text_of(outputs) == "[hello [big] world]\na b\nx\n"


def test_reading_without_input_requests_is_end_of_input(kernel):
    _km, kc = kernel
    outputs, _ = run(kc, "show readword")
    assert text_of(outputs) == "[]\n"


def test_language_info_declares_logo(kernel):
    _km, kc = kernel
    info = kc.kernel_info(reply=True, timeout=TIMEOUT)["content"]
    assert info["language_info"]["name"] == "logo"
    assert info["language_info"]["file_extension"] == ".lg"
    assert info["implementation"] == "pylogo"


def test_a_drawing_request_answers_even_without_a_drawing(kernel):
    _km, kc = kernel
    outputs, reply = run(kc, "%drawing")
    assert reply["status"] == "ok"
    assert text_of(outputs) == "No drawing yet.\n" or any(k == "display_data" for k, _ in outputs)


def svgs_of(outputs):
    return [c["data"]["image/svg+xml"] for k, c in outputs if k == "display_data"]


def segments(svg):
    """The line segments of an SVG drawing, as (x1, y1, x2, y2) in SVG coordinates."""
    import re
    import xml.etree.ElementTree as ET

    root = ET.fromstring(svg)
    found = []
    for element in root.iter():
        if element.tag.endswith("path"):
            pattern = r"M\s*(-?[\d.]+)[ ,](-?[\d.]+)\s*L\s*(-?[\d.]+)[ ,](-?[\d.]+)"
            for m in re.finditer(pattern, element.get("d")):
                found.append(tuple(round(float(v)) for v in m.groups()))
    return found


def has_svg_export():
    try:
        import pylogo.graphics.svg  # noqa: F401
    except ImportError:
        return False
    return True


@pytest.mark.skipif(not has_svg_export(), reason="no SVG export in this pylogo")
def test_the_drawing_is_shown_after_cells_that_change_it(kernel):
    _km, kc = kernel
    outputs, reply = run(kc, "clearscreen\nrepeat 4 [forward 50 right 90]")
    assert reply["status"] == "ok"
    [svg] = svgs_of(outputs)
    square = segments(svg)
    assert len(square) == 4
    xs = {x for seg in square for x in (seg[0], seg[2])}
    ys = {y for seg in square for y in (seg[1], seg[3])}
    assert max(xs) - min(xs) == 50 and max(ys) - min(ys) == 50  # a 50-step square
    outputs, _ = run(kc, "print heading")
    assert text_of(outputs) == "0\n" and svgs_of(outputs) == []  # unchanged: not shown again
    outputs, _ = run(kc, "forward 20")
    [svg] = svgs_of(outputs)
    assert len(segments(svg)) == 5
    outputs, _ = run(kc, "%drawing")
    [svg] = svgs_of(outputs)
    assert len(segments(svg)) == 5
