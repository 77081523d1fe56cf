"""BUTTONACT and KEYACT run while the interactive prompt waits for a line."""

from __future__ import annotations

import threading
import time

from pylogo.frontends.repl import PromptSource
from tests.graphics_script import attach_script, output_of
from tests.inproc import LogoSession


def test_a_click_at_the_prompt_runs_buttonact_and_the_line_is_still_read() -> None:
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    session = LogoSession()
    attach_script(session.interp, [], stop_when_done=False)
    session.run('make "buttonact [print (list "clicked clickpos)]\n'
                'make "keyact [print (list "key readchar)]\n')
    model = session.interp.graphics
    with create_pipe_input() as pipe:
        source = PromptSource(session.interp, input=pipe, output=DummyOutput(), history=None)

        def user() -> None:  # as the window's thread reports a click, then a key, then the line typed
            time.sleep(0.15)
            model.mouse_press(12, -7, 1)
            model.mouse_release(12, -7)
            time.sleep(0.15)
            model.key_press("z")
            time.sleep(0.15)
            pipe.send_text("print 5\r")

        thread = threading.Thread(target=user)
        thread.start()
        text = source.read("? ", False)
        thread.join()
    session.interp.flush()
    assert text == "print 5"
    assert output_of(session) == "clicked [12 -7]\nkey z\n"
    assert model.action_hook is None


def test_a_click_at_the_plain_prompt_runs_buttonact() -> None:
    """TERM=dumb: the prompt is written and the line read plainly; a click while waiting still acts."""
    import os

    from pylogo.frontends.repl import PlainSource
    from pylogo.system.interrupt import InterruptibleInput

    session = LogoSession()
    attach_script(session.interp, [], stop_when_done=False)
    session.run('make "buttonact [print (list "clicked clickpos)]\n')
    model = session.interp.graphics
    read_fd, write_fd = os.pipe()
    raw = os.fdopen(read_fd, "rb", buffering=0)
    stream = session.interp.console_in
    stream.raw = InterruptibleInput(raw)
    stream.at_eof = False

    def user() -> None:
        time.sleep(0.15)
        model.mouse_press(3, 4, 1)
        model.mouse_release(3, 4)
        time.sleep(0.15)
        os.write(write_fd, b"print 5\n")

    thread = threading.Thread(target=user)
    thread.start()
    try:
        text = PlainSource(session.interp).read("? ", False)
    finally:
        thread.join()
        os.close(write_fd)
        raw.close()
    session.interp.flush()
    assert text.rstrip("\n") == "print 5"
    assert output_of(session) == "? clicked [3 4]\n"
