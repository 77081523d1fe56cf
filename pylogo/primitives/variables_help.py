"""Help texts of Logo's special variables (HELP "ERRACT and the like).

Variables have no Python function to carry a docstring, so their texts live
here, next to the workspace primitives, in the same convention: usage line,
blank line, description, blank line, ``Example:`` line.
"""

from __future__ import annotations

VARIABLES: dict = {
    "allowgetset": """ALLOWGETSET

When this variable is TRUE (as it is when Logo starts), using a name
that is not a procedure but is the name of a variable gets that
variable's value, and SETxxx with one input gives the variable xxx a new
value.  The variable must already exist for this to happen.  Make it
FALSE to have such names reported as undefined procedures instead.

Example: make "size 10 print size""",
    "buttonact": """BUTTONACT

If this variable holds an instruction list, Logo runs it whenever a mouse
button is pressed over the graphics window, so a program can react to
clicks while it is doing other things.  Inside the list, MOUSEPOS and
CLICKPOS tell where the pointer is.  A text terminal has no mouse
buttons to watch, so there the list is never run.

Example: make "buttonact [print clickpos]""",
    "caseignoredp": """CASEIGNOREDP

When TRUE (the starting value), comparisons of words ignore the
difference between capital and small letters: EQUALP, MEMBERP, = and the
like treat "Hello and "HELLO as equal.  Set it to FALSE to make such
comparisons exact.  Procedure and variable names ignore case either way.

Example: make "caseignoredp "true print equalp "Hello "HELLO""",
    "command.line": """COMMAND.LINE
COMMANDLINE

Holds, as a list of words, whatever followed a lone hyphen on the
command line that started Logo, so a program loaded from the command
line can take arguments of its own: pylogo prog.lg - one two gives the
list [one two].  The variable is buried, so it stays out of listings
and is not saved with the workspace.

Example: print namep "command.line""",
    "erract": """ERRACT

If this variable holds an instruction list when an error happens that is
not caught, Logo runs the list instead of stopping with the error
message.  The usual choice is [PAUSE], which opens a prompt inside the
procedure where the error happened so you can look at its variables.  Erase
the variable, or make it the empty list, to get plain error messages
again.

Example: make "erract [] print namep "erract""",
    "fullprintp": """FULLPRINTP

When TRUE, PRINT, SHOW, TYPE and the workspace listings show words that
were typed with backslashes or vertical bars with those marks again, so
that the printed text reads back as the same word; the empty word then
prints as ||.  When FALSE (the starting value) such words print plainly.

Example: make "fullprintp "true show "a\\ b make "fullprintp "false""",
    "keyact": """KEYACT

If this variable holds an instruction list, Logo runs it each time a key
is pressed while a program runs, instead of keeping the character for
READCHAR; the list usually reads the key with READCHAR itself.  This
lets games respond to the keyboard without polling.  ERASE the variable
(or make it the empty list) to stop.

Example: make "keyact [] print keyact""",
    "loadnoisily": """LOADNOISILY

When TRUE, LOAD shows each procedure it defines with the usual "name
defined" message, as if the file had been typed at the prompt.  When
FALSE or absent (the normal case) files load silently.

Example: make "loadnoisily "false print loadnoisily""",
    "logoversion": """LOGOVERSION

Holds the version of Berkeley Logo that pylogo behaves like, as a
number (6.2), so a program can check which features to expect.  It is a
variable, not a procedure: read it with :LOGOVERSION.

Example: print :logoversion""",
    "printdepthlimit": """PRINTDEPTHLIMIT

If this variable is a non-negative whole number, PRINT, SHOW, TYPE and
the listings show lists and arrays nested only that deep; anything
deeper is replaced by three dots.  This keeps a huge or circular
structure from flooding the screen.  Erase it (or give it a non-number)
for no limit.

Example: make "printdepthlimit 1 show [a [b [c]]] ern "printdepthlimit""",
    "printwidthlimit": """PRINTWIDTHLIMIT

If this variable is a non-negative whole number, printing shows at most
that many members of each list or array, followed by three dots for the
rest.  Together with
PRINTDEPTHLIMIT it tames very large data.  Erase it for no limit.

Example: make "printwidthlimit 3 show [1 2 3 4 5] ern "printwidthlimit""",
    "redefp": """REDEFP

Logo normally refuses to let TO, DEFINE or COPYDEF replace a primitive,
answering that the name is already used by a primitive.  When this
variable is TRUE the primitive may be redefined; the new definition
replaces it everywhere until the workspace is cleared.  Library
procedures can always be redefined.

Example: make "redefp "false print :redefp""",
    "startup": """STARTUP

If a file loaded by LOAD (or named on the command line) gives this
variable an instruction list, Logo runs that list when the loading is
finished.  A saved program can thus start itself: the file sets STARTUP
to the instruction that begins the game or demonstration.

Example: make "startup [print "ready] print :startup""",
    "unburyonedit": """UNBURYONEDIT

When TRUE (the starting value), a procedure that is defined again by
EDIT or LOAD becomes unburied, so a later SAVE includes it.  A file that
wants to define procedures and bury them must therefore bury them after
defining them.

Example: print :unburyonedit""",
    "usealternatenames": """USEALTERNATENAMES

In Berkeley Logo this variable, when TRUE, makes Logo use the words of
its translated message file in place of TRUE, FALSE, END and similar
words.  pylogo speaks only English, so the variable is accepted but has
no effect; it starts out FALSE.

Example: print :usealternatenames""",
}
VARIABLES["commandline"] = VARIABLES["command.line"]
