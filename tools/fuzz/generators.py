"""Random Logo inputs for the differential fuzzer.

Each generator takes a random.Random and returns the text of one input (several lines, as
typed on standard input). They aim at the corners where interpreters disagree: wrong input
types and counts, odd procedure definitions, misplaced STOP/OUTPUT/THROW, templates with
errors inside, macros, unbalanced brackets and comments. They avoid what cannot be compared:
endless loops, files, the shell, waiting, and turtle graphics (the reference has no window).
"""

from __future__ import annotations

import random

# Primitives safe to call with anything: no files, shell, graphics, waiting, or endless loops.
OPERATIONS = """
word list sentence se fput lput first last butfirst bf butlast bl item count emptyp wordp
listp numberp arrayp equalp memberp member reverse remove remdup sum difference product
quotient remainder modulo minus int round sqrt power exp ln log10 sin cos arctan random
bitand bitor bitxor bitnot ashift lshift and or not runresult ascii char uppercase lowercase
gprop plist array listtoarray arraytolist mditem firsts butfirsts thing namep procedurep
primitivep definedp text fulltext lessp greaterp less? greater? before? beforep substringp
lastput firstput pick combine iseq rseq gensym quoted parse runparse form abs
map map.se filter find reduce crossmap cascade apply invoke mdarray keyp emptyp word?
list? number? empty? wordp vbarredp backslashedp dequeue pop item first bf bl
""".split()
COMMANDS = """
print show type pr make name localmake local ignore run repeat if ifelse test iftrue iffalse
ift iff catch throw error output op stop pprop remprop setitem mdsetitem erase ern foreach
for po pops pons pots pon erall push queue setread
""".split()
COMMANDS = [c for c in COMMANDS if c not in ("setread", "erall")]
VALUES = ['"a', '"abc', "1", "0", "-2.5", "3", "[]", "[1 2]", "[a [b c]]", "{1 2}", '"',
          '"||', ":x", ":nope", "(list 1 2)", "[? + 1]", "[[x] :x * 2]", '"true', '"false',
          "1e3", '"A', "[a b c]", "(array 2)", "-1", "2147483648", "0.1", '"|a b|']
NAMES = ["f", "g", "x", "h.1", "foo"]


def _value(r: random.Random, depth: int = 0) -> str:
    if depth < 2 and r.random() < 0.25:
        return _expr(r, depth + 1)
    return r.choice(VALUES)


def _expr(r: random.Random, depth: int = 0) -> str:
    choice = r.random()
    if choice < 0.5:
        op = r.choice(OPERATIONS)
        n = r.choice([0, 1, 1, 2, 2, 3])
        args = " ".join(_value(r, depth + 1) for _ in range(n))
        return "(%s %s)" % (op, args) if r.random() < 0.4 else "%s %s" % (op, args)
    if choice < 0.7:
        return "%s %s %s" % (_value(r, depth + 1), r.choice("+-*/=<>"), _value(r, depth + 1))
    return _value(r, depth + 1)


def gen_prims(r: random.Random) -> str:
    """Primitives called with wrong input types and counts."""
    lines = ['make "x %s' % r.choice(VALUES)]
    for _ in range(r.randint(1, 4)):
        kind = r.random()
        if kind < 0.5:
            lines.append("show " + _expr(r))
        elif kind < 0.7:
            lines.append("print " + _expr(r))
        elif kind < 0.85:
            cmd = r.choice(COMMANDS)
            lines.append("%s %s" % (cmd, " ".join(_value(r) for _ in range(r.randint(0, 3)))))
        else:
            lines.append('catch "error [%s] show error' % ("show " + _expr(r)))
    return "\n".join(lines) + "\n"


TOKENS = (["[", "]", "(", ")", "{", "}", "+", "-", "*", "/", "=", "<", ">", "~", ";c", '"',
           ":", "|", "\\", "?", "#", "`", ",", ",@", "1", "2.5", "-3", '"a', ":x", "x", "e",
           "print", "show", "type", "sum", "list", "first", "fput", "to", "end", "stop", "output",
           "op", "if", "repeat", "run", "make", "throw", "catch", "error", "map", "apply",
           "tag", '"tag', "local", "[]", "()", "\n", "\n", "\n", "1e", "3e2", "|a b|", "?1"])


def gen_soup(r: random.Random) -> str:
    """A soup of tokens, brackets and line breaks."""
    parts = []
    for _ in range(r.randint(3, 25)):
        tok = r.choice(TOKENS)
        sep = "" if r.random() < 0.2 else " "
        parts.append(tok + sep)
    text = "".join(parts)
    if r.random() < 0.5:
        text = "show " + text
    return 'make "x 3\n' + text + "\n"


def _body_line(r: random.Random, params: list) -> str:
    var = ":" + r.choice(params) if params else r.choice(VALUES)
    options = [
        "stop", "output %s" % var, "op %s" % _value(r), "print %s" % var, "show %s" % _expr(r),
        'throw "tag', '(throw "tag %s)' % var, "error", 'throw "error', "output", "%s" % var,
        "if %s = 1 [stop]" % var, "if %s = 1 [output 2]" % var, "ifelse emptyp %s [op 1] [op 2]" % var,
        "f %s" % var, "g", "output f %s" % var, "repeat 2 [print repcount]",
        "run [output 3]", 'make "y %s' % var, "local \"z", "%s + 1" % var, "",
        "; a comment", "print 1 ; comment ~", "show runresult [%s]" % _expr(r),
        "foreach [1 2] [print ?]", "foreach [1 2] [stop]", "show map [output ?] [1 2]",
        "if %s > 0 [f %s - 1]" % (var, var),
    ]
    return r.choice(options)


def _title(r: random.Random, name: str) -> tuple:
    params = []
    parts = ["to", name]
    for _ in range(r.randint(0, 3)):
        p = r.choice(["a", "b", "c", "d"])
        if p in params:
            continue
        params.append(p)
        kind = r.random()
        if kind < 0.6:
            parts.append(":" + p)
        elif kind < 0.8:
            parts.append("[:%s %s]" % (p, r.choice(["1", "[]", '"z', ":a", "1+2", "f"])))
        else:
            parts.append("[:%s]" % p)
    if r.random() < 0.15:
        parts.append(str(r.randint(0, 3)))
    return " ".join(parts), params


def gen_procs(r: random.Random) -> str:
    """Odd procedure definitions, then calls with various input counts."""
    lines = []
    for name in ["f", "g"][: r.randint(1, 2)]:
        title, params = _title(r, name)
        lines.append(title)
        for _ in range(r.randint(0, 4)):
            lines.append(_body_line(r, params))
        lines.append("end")
    for _ in range(r.randint(1, 4)):
        n = r.randint(0, 4)
        args = " ".join(r.choice(["1", "2", "[]", '"a', "0"]) for _ in range(n))
        name = r.choice(["f", "g"])
        call = r.choice(["%s %s", "(%s %s)", "show %s %s", "show (%s %s)", "print %s %s",
                         'catch "tag [%s %s]', 'show catch "tag [%s %s]',
                         'catch "error [%s %s] show error', "ignore %s %s"])
        lines.append(call % (name, args))
    if r.random() < 0.3:
        lines.append(r.choice(["po \"f", "show text \"f", "show fulltext \"f", "pots", "po \"g"]))
    return "\n".join(lines) + "\n"


TEMPLATES = ["[? + 1]", "[?]", "[[x] :x * 2]", "[[x y] :x]", "[first ?]", "[stop]", "[output ?]",
             "[throw \"tag]", "[error]", "[print ?]", "[? ?]", "[?1 + ?2]", "[# * 2]",
             "[?rest]", "[[x] print #]", "\"sum", "\"print", "\"first", "\"nosuch", "[]",
             "[[x] [output :x]]", "[[x] [print :x] [output 1]]", "[[] 3]", "[op 3]",
             "[bf ?]", "[word ? \"a]", "[(list ? #)]", "[[a [b 2]] list :a :b]"]
DATA = ["[1 2 3]", "[]", '"abc', "[[1 2] [3 4]]", "[a]", '"', "3", "[1 [2] 3]"]


def gen_templates(r: random.Random) -> str:
    """Templates run by MAP, FILTER, APPLY, RUNRESULT and the like, with errors inside."""
    lines = []
    for _ in range(r.randint(1, 4)):
        t = r.choice(TEMPLATES)
        d = r.choice(DATA)
        form = r.choice([
            "show map %s %s", "show filter %s %s", "show find %s %s", "show reduce %s %s",
            "foreach %s %s", "show apply %s %s", "show invoke %s %s", "show (invoke %s 1 2)",
            "show (map %s %s [4 5 6])", "show crossmap %s %s", "show map.se %s %s",
            "show cascade 3 %s %s", "show (cascade 2 %s 1 [? > 3] )", "show runresult %s",
            "run %s", "show run %s", "print apply %s %s", "foreach %s %s",
            'show catch "tag [map %s %s]', 'catch "error [show map %s %s] show error',
            "repeat 2 [show apply %s %s]", "show transfer 3 %s %s",
        ])
        n = form.count("%s")
        if "foreach" in form:
            lines.append(form % (d, t))
        elif form.startswith("show runresult") or form.startswith("run") or form.startswith("show run "):
            lines.append(form % r.choice(["[output 3]", "[stop]", "[3]", "[]", "[1 2]", "[print 1]",
                                          "[error]", "[op 1 + [a]]", "[throw \"x]", "[first []]"]))
        elif n == 2:
            lines.append(form % (t, d))
        else:
            lines.append(form % (t,))
    if r.random() < 0.5:
        lines.insert(0, "to f :l\n%s\nend" % lines.pop())
        lines.append(r.choice(["f [1 2]", "show f [1 2]", "print f []"]))
    return "\n".join(lines) + "\n"


def gen_control(r: random.Random) -> str:
    """Misplaced STOP, OUTPUT, THROW and ERROR, CATCH tags, ERROR's list."""
    stmts = ["stop", "op 1", "output 2", 'throw "tag', 'throw "error', '(throw "error "msg)',
             '(throw "x 7)', "error", "show error", 'catch "tag [throw "tag]',
             'show catch "x [(throw "x 5)]', 'show catch "|a b| [throw "|a b|]',
             'catch "error [bf []] show error', 'catch "error [sum 1 "a] show error',
             'catch "error [foo] show error', 'catch "error [1/0] show error',
             'catch "error [item 5 [1]] show error', 'catch "error [print] show error',
             'catch "error [print 1 2] show error', 'catch "error [:nope] show error',
             'catch "error [to x] show error', 'catch "error [op 1] show error',
             "repeat 2 [stop]", "if \"true [stop]", "run [op 3]", "show runresult [op 3]",
             "show runresult [stop]", "repeat 3 [if repcount = 2 [stop] print repcount]",
             'show catch "error [throw "error]', "pause", "continue", "show 1 2",
             "print [a b] [c]", "make 1 2", 'make "a', 'thing "nope', "show :nope",
             'throw "|x y|', 'catch "error [(throw "error [a b])] show error', "test 1",
             "iftrue [print 1]", 'test "true iftrue [print 1]', "ift [print 2]", "op", "stop 1"]
    lines = []
    if r.random() < 0.5:
        lines.append("to f")
        lines.extend(r.choice(stmts) for _ in range(r.randint(1, 3)))
        lines.append("end")
    for _ in range(r.randint(1, 4)):
        lines.append(r.choice(stmts + ["f", "show f", 'catch "tag [f]', "print f"]))
    return "\n".join(lines) + "\n"


def gen_macros(r: random.Random) -> str:
    """Macros, backquote and MACROEXPAND."""
    bodies = ["output [print 1]", "output `[print ,:a]", "output (list \"print :a)", "output []",
              "output 3", "op `[show ,@:a]", "op `[,[1 2] ,@[3 4]]", "stop", "output [op 1]",
              "output list \"output :a"]
    lines = [".macro m :a", r.choice(bodies), "end"]
    for _ in range(r.randint(1, 3)):
        lines.append(r.choice(["m 5", "m [1 2]", "show m 5", "show macroexpand [m 5]",
                               "show `[a ,[1 + 2] ,@[b c] d]", "show `[,:x]",
                               "show `[a , b]", "show `[,@\"a]", "po \"m", "show macrop \"m",
                               "to f\nm 3\nend\nf", "to f\noutput m 3\nend\nshow f"]))
    return 'make "x 9\n' + "\n".join(lines) + "\n"


def gen_reader(r: random.Random) -> str:
    """Unbalanced brackets, braces and parentheses, comments and ~ inside lists."""
    pieces = ["[", "]", "(", ")", "{", "}", "; c", "~", "\n", "print", "show", "1", "[a",
              "b]", "(sum 1", "2)", '"x', "|a [b|", "\\[", "{1 2}@0", "[1 ; c\n 2]",
              "[a ~\nb]", "(list 1\n2)", "3 ~\n+ 4", "[1 2]]", "(print 1))", ")", "}"]
    text = " ".join(r.choice(pieces) for _ in range(r.randint(2, 10)))
    return text + "\n" + r.choice(["print \"done\n", "", "]\n", ")\n"])


def gen_data(r: random.Random) -> str:
    """Words, lists, arrays, property lists and printing."""
    exprs = ["array 3", "(array 2 0)", "listtoarray [a b]", "{a b}", "{a b}@0",
             "item 1 {a b}", "mditem [1 1] mdarray [2 2]", "plist \"p", "gprop \"p \"a",
             "word \"a 1", "(word)", "(list)", "(se)", "sentence [a] \"b", "fput [] []",
             "lput 1 \"ab", "fput \"a \"bc", "item 0 [a]", "item 2 \"abc", "butlast \"",
             "reverse \"abc", "count {1 2 3}", "emptyp \"", "wordp 1", "numberp \"1e3",
             "1/3", "2*3.5", "sqrt 16", "10/4", "7 - 10", "-7 / 2", "int 3.7", "round -2.5",
             "power 2 0.5", "1e20 * 10", "2^3", "3 % 2", "quotient 7 2", "remainder -7 2",
             "modulo -7 2", "form 3.14159 8 2", "ashift 1 40", "bitnot 0", "char 65",
             "ascii \"a", "uppercase \"abC", "substringp \"b \"abc", "member \"b [a b c]",
             "memberp 2 [1 2]", "equalp [1] [1.0]", "1 = 1.0", "\"a = \"A", "remdup [1 2 1]",
             "names", "procedures", "arraytolist {1 2}", "parse \"|a b|", "runparse \"1+2",
             "(sum)", "(product)", "minus 3", "-0", "0.1 + 0.2", "1e300*1e300", "3.0",
             "\"|a b|", "[|a b| c]", "char 32", "word \"a char 32"]
    lines = ['pprop "p "a 1', 'pprop "p "b [x y]', 'make "v {1 2 3}']
    for _ in range(r.randint(1, 5)):
        cmd = r.choice(["show", "print", "type", "show", "pr"])
        lines.append("%s %s" % (cmd, r.choice(exprs)))
    if r.random() < 0.3:
        lines.append(r.choice(["pons", "pops", "popls", "pots", "show plists", "erall pots",
                               "setitem 1 :v :v", "show :v", "remprop \"p \"a show plist \"p"]))
    return "\n".join(lines) + "\n"




# Every primitive of the manual that is safe to run (no files, shell, waiting, reading input,
# graphics or endless loops), with how many inputs it takes by default.
EVERY = {
    0: "gensym contents buried traced stepped procedures primitives names plists namelist "
       "repcount error rerandom pots pons pops popls erall".split(),
    1: "first firsts last butfirst butfirsts bf bfs butlast bl count emptyp wordp listp arrayp "
       "numberp vbarredp backslashedp memberp? ascii rawascii char uppercase lowercase "
       "quoted parse runparse minus abs int round sqrt exp ln log10 sin cos arctan radsin "
       "radcos radarctan random bitnot not arraytolist listtoarray array mdarray reverse "
       "remdup pick text fulltext procedurep primitivep definedp namep plistp macrop "
       "plist print show type pr thing erase er ern erns erpl bury unbury buryname unburyname "
       "po pon popl pops pot ignore iseq gensym numberp combine? dequeue pop "
       "readword? cascade? runresult run local global".split(),
    2: "word list sentence se fput lput item member memberp equalp notequalp beforep "
       "substringp sum difference product quotient remainder modulo power bitand bitor "
       "bitxor ashift lshift lessp greaterp lessequalp greaterequalp and or arctan "
       "gprop remprop setitem mditem remove combine make name localmake define copydef "
       "push queue iseq form? apply invoke .eq".split(),
    3: "pprop setitem mdsetitem form rseq .setitem ifelse".split(),
}
EVERY[1] = [p for p in EVERY[1] if not p.endswith("?")]
EVERY[2] = [p for p in EVERY[2] if not p.endswith("?")]
ODD = ['"', '"||', '"|a b|', '"a\\ b', '"\\|', "0", "-0", "1", "-1", "2.5", "1e3", "1e-7",
       "123456789012", "2147483647", "-2147483648", "9.9e99", "[]", "[a]", "[1 2 3]",
       "[[a b] c]", "{}", "{1 2}", "{a b}@0", "(array 2)", '"abc', '"ABC', '"1', '"true',
       '"false', "[? + 1]", '"f', '"x', '"print', '"sum', "[print 1]", ":x", '"3.0',
       '"007', "(mdarray [2 2])", "[x y]", '"p', "[[x] :x]", '"-5', '"1e2']


def gen_every(r: random.Random) -> str:
    """Every primitive of the manual called with typical and odd inputs, plain and in
    parentheses with one input too few or too many."""
    lines = ['make "x [1 2]', 'pprop "p "a 1', "to f :a\noutput :a\nend", 'make "v {1 2 3}']
    for _ in range(r.randint(2, 6)):
        n = r.choice([0, 1, 1, 1, 2, 2, 2, 3])
        prim = r.choice(EVERY[n])
        given = n + r.choice([0, 0, 0, 0, -1, 1]) if n else r.choice([0, 0, 1])
        args = " ".join(r.choice(ODD) for _ in range(max(given, 0)))
        call = "(%s %s)" % (prim, args) if given != n or r.random() < 0.2 else "%s %s" % (prim, args)
        form = r.choice(["show %s", "show %s", "print %s", "%s", 'catch "error [%s] show error',
                         "show runresult [%s]"])
        lines.append(form % call)
    return "\n".join(lines) + "\n"


NUMBERS = ["0", "1", "-1", "3", "-7", "2.5", "-2.5", "0.1", "1e3", "1.5e-5", "1e15", "1e16",
           "123456789", "2147483647", "2147483648", "-2147483648", "9223372036854775807",
           "1e308", "1e-320", "3.0", "007", "0.0", "-0", ".5", "5.", "1e+2", "2e-3", "1E2",
           "(1/3)", "(2/3)", "(10/4)", "(1e300*1e300)", "(0-1e300*1e300)", "(sqrt 2)",
           "4294967296", "65536", "100000000000000000000", '"12', '"1.50', '"-3']


def _num(r: random.Random, depth: int = 0) -> str:
    if depth < 2 and r.random() < 0.3:
        return "(%s %s %s)" % (_num(r, depth + 1), r.choice("+-*/"), _num(r, depth + 1))
    return r.choice(NUMBERS)


def gen_arith(r: random.Random) -> str:
    """Number formatting, infix precedence, unary minus, exponents, huge and small floats,
    integer overflow to float, FORM, REMAINDER and MODULO signs, rounding."""
    lines = []
    binops = ["sum", "difference", "product", "quotient", "remainder", "modulo", "power",
              "bitand", "bitor", "bitxor", "ashift", "lshift", "lessp", "greaterp",
              "lessequalp", "greaterequalp", "equalp", "arctan"]
    unops = ["minus", "abs", "int", "round", "sqrt", "exp", "ln", "log10", "sin", "cos",
             "arctan", "radsin", "radcos", "radarctan", "bitnot", "numberp", "-"]
    for _ in range(r.randint(2, 6)):
        k = r.random()
        if k < 0.25:
            op = r.choice(["+", "-", "*", "/", "<", ">", "=", "<=", ">=", "<>"])
            e = "%s %s %s" % (_num(r), op, _num(r))
        elif k < 0.45:
            e = "%s %s %s" % (r.choice(binops), _num(r), _num(r))
        elif k < 0.6:
            e = "%s %s" % (r.choice(unops), _num(r))
        elif k < 0.7:
            e = "form %s %s %s" % (_num(r), r.choice(["0", "1", "3", "8", "20", "-1", "2.5"]),
                                   r.choice(["0", "2", "5", "-1", "16", "1.5"]))
        elif k < 0.8:
            # precedence and unary minus without spaces
            e = r.choice(["3-2", "3 -2", "3 - -2", "- 3 + 4", "-3+4", "2*-3", "(- 3)", "-:y",
                          "0 - :y", "3*4+5", "3+4*5", "(3+4)*5", "12/4/3", "2-3-4",
                          "1=1=1", "3>2=\"true", "sum 1 2 * 3", "(sum 1 2 3 4)",
                          "(product)", "(sum)", "- - 3", "minus minus 3", "-(3)",
                          "(difference 5)", "first 12+3", "5-count [a b]", "1+ -2"])
        elif k < 0.9:
            e = "%s %s" % (r.choice(["int", "round", "random", "iseq 1", "char", "count",
                                     "item 1 [a]", "word 1"]), _num(r))
        else:
            e = r.choice(["(random 3 3)", "(rseq 1 2 5)", "rseq 0 1 3", "iseq 3 1",
                          "[1e3 3.0 007 -0]", "(list 1e3 3.0 007 -0)", "word 1e3 2",
                          "1e3 = \"1000", "\"1000 = 1e3", "[1] = [1.0]", "3 = \"3.0",
                          "(se 1.0 2.50 \"3.0)", "sentence 1e20 1e-20", "2^3", "3%2"])
        lines.append(r.choice(["show %s", "print %s", "type %s print \"|", "show runresult [%s]"]) % e)
    return 'make "y 4\n' + "\n".join(lines) + "\n"


WORDISH = ['"', '"||', '"a', '"abc', '"ABC', '"|a b|', '"a\\ b', '"\\[', '"|[|', '"a|b|c',
           "12", "-3", "2.50", "1e3", '"007', "[]", "[a]", "[a b c]", "[[a] b]", "[|a b| c]",
           "{a b}", "(array 0)", '"a\\\\b', '"|;|', '"~', '"Ab', "[A a]", "0", '"-', '"1.0']


def gen_words(r: random.Random) -> str:
    """Word and list primitives on empty words, numbers as words, bars and backslashes."""
    prims1 = ["first", "last", "bf", "bl", "butfirst", "butlast", "count", "emptyp", "wordp",
              "listp", "numberp", "uppercase", "lowercase", "reverse", "remdup", "quoted",
              "parse", "runparse", "vbarredp", "backslashedp", "ascii", "rawascii", "char",
              "firsts", "butfirsts", "listtoarray", "arraytolist", "sentence", "list", "word"]
    prims2 = ["word", "list", "sentence", "fput", "lput", "item", "member", "memberp",
              "equalp", "beforep", "substringp", "remove", "combine", "count", "position"]
    prims2 = [p for p in prims2 if p != "position"]
    lines = []
    for _ in range(r.randint(2, 6)):
        k = r.random()
        if k < 0.45:
            e = "%s %s" % (r.choice(prims1), r.choice(WORDISH))
        elif k < 0.85:
            e = "%s %s %s" % (r.choice(prims2), r.choice(WORDISH), r.choice(WORDISH))
        else:
            e = "(%s %s)" % (r.choice(["word", "list", "sentence", "se"]),
                             " ".join(r.choice(WORDISH) for _ in range(r.randint(0, 4))))
        lines.append(r.choice(["show %s", "print %s", "type %s print \"", "show %s",
                               "show (list %s)"]) % e)
    return "\n".join(lines) + "\n"


def gen_workspace(r: random.Random) -> str:
    """Contents lists, PO/PON/POPS/ERASE/ERN/BURY/TRACE listings, TEXT, FULLTEXT, DEFINE,
    COPYDEF and property lists."""
    defs = ["to f :a\noutput :a + 1\nend", "to g [:b 2] [:c]\nprint :b ; note\nend",
            "to |h k| :x\nshow :x\nend", "to f2\nend", "to f3 :a [:b :a * 2] [:r] 1\nop :b\nend",
            'define "d [[x] [print :x]]', 'define "d2 [[] [print 1] [print 2]]',
            'make "v1 3', 'make "v2 [a b]', 'make "v3 "|a b|', 'make "v4 {1 2}', 'make "V5 "',
            'make "|v 6| 1.50', 'pprop "p1 "a 1', 'pprop "p1 "b [x]', 'pprop "|p 2| "c "|d e|',
            'pprop "p3 1 2', 'make "v7 "a\\ b', 'make "v8 [|a b| c]', 'make "v9 -0']
    acts = ["po \"f", "po [f g]", "po \"d", "pon \"v1", "pon [v2 v3 v4]", "pon \"V5",
            "popl \"p1", "popl [p1 |p 2|]", "pops", "pons", "popls", "pots", "pot \"f",
            "pot [f g]", "show contents", "show procedures", "show names", "show plists",
            "show buried", "bury \"f", "bury [[f] [v1] [p1]]", "unbury \"f", "buryname \"v1",
            "unburyname \"v1", "erase \"f", "erase [[f] [v1]]", "ern \"v1", "erns", "erpl \"p1",
            "erpls", "erps", "erall", "trace \"f", "untrace \"f", "show traced", "show text \"f",
            "show fulltext \"g", "show text \"d2", "show fulltext \"f3", "show text \"|h k|",
            "copydef \"f9 \"f", "copydef \"f \"g", "show text \"f9", "po \"f9",
            "define \"d3 text \"f", "po \"d3", "show plist \"p1", "show gprop \"p1 \"a",
            "remprop \"p1 \"a", "show plist \"|p 2|", "show namep \"v1", "show procedurep \"f",
            "show definedp \"d", "show primitivep \"print", "show plistp \"p1", "po \"nosuch",
            "pon \"nosuch", "popl \"nosuch", "show text \"nosuch", "show text \"print",
            "po \"print", "erase \"print", "show contents erall show contents",
            "show arity \"f3", "show arity \"print", "show macrop \"f", "show namelist [v1 v2]",
            "show pllist \"p1", "f 1", "show f 1", "g", "(g 5 6 7)", "d 4", "d2",
            "step \"f show stepped unstep \"f", "ern [v1 v2] show names", "erpl [p1] show plists"]
    lines = r.sample(defs, r.randint(2, 7))
    for _ in range(r.randint(2, 6)):
        lines.append(r.choice(acts))
    return "\n".join(lines) + "\n"


# --- realistic small programs -------------------------------------------------------------

MIX_VARS = ["n", "l", "w", "acc", "i"]


def _mx_num(r: random.Random) -> str:
    return r.choice(["0", "1", "2", "3", "5", "10", "-1", "-4", "0.5", "2.5", "1e3", "7", "100",
                     ":n", ":n + 1", ":n - 1", ":n * 2", "count :l", "count :w", "repcount",
                     "int :n / 2", "random 5", "remainder :n 3", "abs :n", "(sum :n 1 2)"])


def _mx_val(r: random.Random) -> str:
    return r.choice(["[a b c]", "[1 2 3]", "[]", '"hello', '"abc', '"', ":l", ":w", ":n",
                     "[[1 2] [3 4]]", "(list :n :w)", "se :l :w", "fput :n :l", "lput \"z :l",
                     "bf :l", "word :w :n", "iseq 1 :n", "reverse :l", "map [? * 2] [1 2 3]",
                     "filter [numberp ?] :l", "first :l", "last :w", "item 2 :l",
                     "(word \"a :n \"b)", "runresult [sum :n 2]", "{x y z}", "uppercase :w",
                     _mx_num(r), _mx_num(r)])


def _mx_cond(r: random.Random) -> str:
    return r.choice([":n > 3", ":n < 0", ":n = 2", "emptyp :l", "emptyp :w", "numberp :w",
                     "memberp \"b :l", "wordp :l", "listp :l", "equalp :l []", "0 = remainder :n 2",
                     "and :n > 1 :n < 5", "or emptyp :l :n = 0", "not emptyp :l", "\"true",
                     "\"false", ":n >= 1", "lessp :n 4", "count :l > 1", ":flag"])


def _mx_block(r: random.Random, depth: int) -> str:
    return "[%s]" % " ".join(_mx_stmt(r, depth + 1) for _ in range(r.randint(1, 2)))


def _mx_stmt(r: random.Random, depth: int = 0) -> str:
    simple = [
        "print %s" % _mx_val(r), "show %s" % _mx_val(r), "type %s" % _mx_val(r),
        "(print %s %s)" % (_mx_val(r), _mx_val(r)), "(show %s %s)" % (_mx_val(r), _mx_val(r)),
        "make \"n %s" % _mx_num(r), "make \"l %s" % _mx_val(r), "make \"acc lput :n :acc",
        "localmake \"w %s" % _mx_val(r), "make \"n :n - 1", "make \"w word :w \"x",
        "make \"n thing \"n", "name %s \"n" % _mx_num(r), "local \"tmp make \"tmp %s" % _mx_val(r),
        "push \"stack %s" % _mx_val(r), "show pop \"stack", "queue \"q :n", "show dequeue \"q",
        "pprop \"pl \"k %s" % _mx_val(r), "show gprop \"pl \"k", "print repcount",
        "show runresult [runresult [%s]]" % _mx_val(r), "show runresult [%s]" % _mx_stmt(r, 9)
        if depth < 2 else "show runresult []",
        "make \"flag %s" % r.choice(["\"true", "\"false", ":n > 2"]),
        "ignore %s" % _mx_val(r), "show (list repcount :n)", "show helper :n",
        "show fact %s" % r.choice(["0", "1", "5", "10", "20", "3.5", ":n"]),
        "show fib %s" % r.choice(["0", "1", "6", "10"]), "walk %s" % r.choice(["[a [b c]]", ":l", "[]"]),
        "setitem 1 :arr %s" % _mx_val(r), "show :arr", "show item 2 :arr",
        "show (sentence :l :w :n)", "show apply \"sum [1 2]", "show apply [[a b] :a * :b] [3 4]",
        "show reduce \"sum iseq 1 %s" % r.choice(["1", "4", "10"]), "show map.se [list ? ?] :l",
        "show gensym", "show case :n [[[1 2] \"small] [[3] \"three] [else \"big]]",
        "show ifelse %s [\"yes] [\"no]" % _mx_cond(r), "print ifelse %s [%s] [%s]" % (
            _mx_cond(r), _mx_val(r), _mx_val(r)),
        "(foreach [1 2 3] [4 5 6] [print ?1 + ?2])", "show (map [?1 * ?2] [1 2] [3 4])",
        "show (map \"word \"abc \"xyz)", "show filter [? > 1] iseq 0 %s" % r.choice(["0", "3", ":n"]),
        "show find [memberp ? [b c]] :l", "show cascade 3 [? * 2] 1", "show cascade [? > 50] [? * 3] 1",
        "show (cascade 5 [lput # ?1] [] [?2 + 1] 0)", "show transfer [emptyp :inbox] [lput ? :outbox] [a b]",
        "show crossmap [word ?1 ?2] [[a b] [1 2]]", "show rseq 1 2 5", "show (reduce \"word [a b c] \"z)",
        "show sort %s" % r.choice(["[3 1 2]", "[b a c]", "[]", "[5 5 1]", ":l"]),
        "show count.words %s" % r.choice(["[a [b c] d]", "[]", "[[[]]]"]),
        "show pal %s" % r.choice(['"abba', '"abc', '"', '"Aba', "[a b a]"]),
        "show (sum 1 2 3) + (product 2 3 4) - (difference 5 1)", "show -:n", "show :n-1",
        "show 3 - -:n", "show (- :n)", "show - :n + 1", "show :n * -1", "show 2 ^ 3",
        "show and %s %s" % (_mx_cond(r), _mx_cond(r)), "show (or \"false \"false %s)" % _mx_cond(r),
        "show not %s" % _mx_cond(r), "show apply \"fact [5]", "show invoke \"helper 3",
        "show apply [[x] [output :x + 1]] [2]", "show (invoke [[x y] list :y :x] 1 2)",
        "run (list \"print :n)", "run se \"show [:l]", "show run [sum 1 2]",
        "show int 7 / 2", "show round 2.5", "show quotient -7 2", "show 7 / 2", "show 2 / 3",
        "show 1e16 + 1", "show power 2 62", "show 10000000 * 10000000", "show sqrt 16",
        "show (form :n 8 3)", "show ascii first :w", "show char 65 + :n", "show uppercase :w",
        "show word :w count :w", "show item 1 + 1 :l", "show memberp :n :l", "show member \"b :l",
        "show remove \"a :l", "show remdup [a b a c b]", "show position :l",
        "show local.test %s" % r.choice(["1", "2"]), "show dyn.outer",
        "make \"arr2 (array 3 0) setitem 0 :arr2 \"z show :arr2",
        "show mdarray [2 2]", "localmake \"m mdarray [2 3] mdsetitem [1 2] :m \"q show :m",
        "show .eq :l :l", "show equalp :l :l", "show equalp {1} {1}", "show wordp 3",
        "show emptyp bf :w", "show lput :w :l", "show (list)", "show (word)", "show sentence [] []",
        "show gprop \"nobody \"x", "pprop \"pl \"z 5 show plist \"pl", "show text \"fact",
        "show arity \"helper", "ignore runresult [print \"side]", "show runresult [ignore 3]",
        "show catch \"t [ignore 1 (throw \"t 7)]", "show count.down %s" % r.choice(["3", "0", "-1"]),
    ]
    if depth >= 2 or r.random() < 0.45:
        return r.choice(simple)
    b = lambda: _mx_block(r, depth)  # noqa: E731
    return r.choice([
        "if %s %s" % (_mx_cond(r), b()), "ifelse %s %s %s" % (_mx_cond(r), b(), b()),
        "test %s iftrue %s iffalse %s" % (_mx_cond(r), b(), b()), "test %s ift %s" % (_mx_cond(r), b()),
        "repeat %s %s" % (r.choice(["0", "1", "3", "2.5", ":n"]), b()),
        "for [i %s %s] %s" % (r.choice(["1", "0", "5", "-2", "0.5"]),
                              r.choice(["3", "1", "-1", "2.5", "0", ":n"]), b()),
        "for [i %s %s %s] %s" % (r.choice(["1", "0", "5", "10", "0.5"]),
                                 r.choice(["3", "1", "-1", "2.5", "0", "10"]),
                                 r.choice(["2", "-1", "-2", "0.5", "-0.25", "3", "1"]), b()),
        "foreach %s %s" % (r.choice(["[a b c]", ":l", "\"xyz", "[]", "[[1 2] 3]"]),
                           r.choice(["[print ?]", "[show list # ?]", "[make \"acc lput ? :acc]"])),
        "while [:n > 0] [make \"n :n - 1 %s]" % _mx_stmt(r, 9),
        "until [:n > 3] [make \"n :n + 1 %s]" % _mx_stmt(r, 9),
        "do.while [make \"n :n - 1 %s] [:n > 0]" % _mx_stmt(r, 9),
        "do.until [make \"n :n + 1 %s] [:n > 3]" % _mx_stmt(r, 9),
        "while %s [make \"n :n - 1]" % r.choice(["[:n > 0]", "\"true", ":n > 0", "[emptyp :l]"]),
        "catch \"oops %s" % _mx_block(r, depth)[:-1] + " throw \"oops print \"never]",
        "show catch \"found [foreach %s [if numberp ? [(throw \"found ?)]] \"none]"
        % r.choice(["[a 3 b]", "[a b]", ":l", "[]"]),
        "catch \"error [%s] show error" % _mx_stmt(r, 9),
        "ignore catch \"error %s" % b(),
        "case %s [[[a b] print \"ab] [[1 2 3] print \"num] [else print \"other]]"
        % r.choice(["\"a", "1", ":n", "\"z", "[a]", "first :l"]),
        "show case %s [[[a] 1] [[b c] 2]]" % r.choice(["\"a", "\"c", "\"d", ":w"]),
        "cond [[[%s] print \"yes] [[%s] print \"maybe] [else print \"no]]" % (_mx_cond(r), _mx_cond(r)),
        "show cond [[[%s] \"one] [[%s] \"two]]" % (_mx_cond(r), _mx_cond(r)),
        "run %s" % b(), "show runresult %s" % b(),
    ])


MIX_HELPERS = [
    "to sort :s\nif emptyp :s [output []]\noutput insert first :s sort bf :s\nend",
    "to insert :x :s\nif emptyp :s [output (list :x)]\nif :x < first :s [output fput :x :s]\n"
    "output fput first :s insert :x bf :s\nend",
    "to count.words :t\nif emptyp :t [op 0]\nif listp first :t [op (count.words first :t) + "
    "count.words bf :t]\nop 1 + count.words bf :t\nend",
    "to pal :x\nop equalp :x reverse :x\nend",
    "to position :s\nop map [list # ?] :s\nend",
    "to local.test :v\nlocal \"n\nmake \"n :v * 10\nop dyn.inner\nend",
    "to dyn.inner\nop :n + 1\nend",
    "to dyn.outer\nlocalmake \"n 100\nop dyn.inner\nend",
    "to count.down :k\nif :k < 1 [op [liftoff]]\nop fput :k count.down :k - 1\nend",
    "to fact :k\nif :k < 1 [output 1]\noutput :k * fact :k - 1\nend",
    "to fib :k\nif :k < 2 [op :k]\nop (fib :k - 1) + (fib :k - 2)\nend",
    "to helper :x\nlocal \"y\nmake \"y :x * 2\nif :y > 4 [output :y]\noutput list :x :y\nend",
    "to walk :t\nif emptyp :t [stop]\nifelse listp first :t [walk first :t] [print first :t]\n"
    "walk bf :t\nend",
]


def gen_mixed(r: random.Random) -> str:
    """Realistic small programs: procedures with LOCAL, MAKE and THING, IF, IFELSE, TEST,
    WHILE, UNTIL, DO.WHILE, FOR with odd steps, CASE, COND, CATCH and THROW, nested
    RUNRESULT, queues and stacks, called once or twice."""
    lines = ['make "n %s' % r.choice(["3", "0", "5", "-1", "2"]),
             'make "l %s' % r.choice(["[a b c]", "[1 2 3]", "[]", "[a 3 [b]]"]),
             'make "w %s' % r.choice(['"hello', '"', '"ab']), 'make "acc []', 'make "flag "true',
             'make "arr {1 2 3}', 'make "stack []', 'make "q []']
    lines.extend(MIX_HELPERS)
    nproc = r.randint(0, 2)
    for k in range(nproc):
        name = ["main", "sub"][k]
        params = r.choice([[], ["n"], ["n", "l"], ["w"]])
        lines.append("to %s %s" % (name, " ".join(":" + p for p in params)))
        for _ in range(r.randint(1, 4)):
            lines.append(_mx_stmt(r))
        if r.random() < 0.4:
            lines.append(r.choice(["output :n", "op :acc", "if :n > 0 [output :n] output 0",
                                   "output runresult [:l]", "stop"]))
        lines.append("end")
    for _ in range(r.randint(1, 4)):
        if nproc and r.random() < 0.6:
            name = r.choice(["main", "sub"][:nproc])
            args = " ".join(r.choice(["2", "4", "[x y]", '"abc', "0", "[]"]) for _ in range(r.randint(0, 2)))
            lines.append(r.choice(["%s %s", "show %s %s", "print (%s %s)", "ignore %s %s"]) % (name, args))
        else:
            lines.append(_mx_stmt(r))
    if r.random() < 0.3:
        lines.append(r.choice(["show :acc", "show :n", "show :stack", "show :q", "pons", "show plist \"pl"]))
    return "\n".join(lines) + "\n"


# --- printing -----------------------------------------------------------------------------

PR_ATOMS = ['"a', '"ABC', '"||', '"|a b|', '"a\\ b', '"a\\[b', '"|[x]|', '"|;|', '"a;b', '"\\"',
            "\"'", '"?', '"#', '"a"b', '"|a|b', '"1e3', '"3.', '"-0', '".5', '"007', '"+',
            "1e20", "1e15", "1e16", "-0", ".5", "3.", "1/3", "2/3", "-1/3", "1e-5", "1e-20",
            "123456789012", "12345678901234567890", "2147483648", "9007199254740993", "0.1+0.2",
            "10/4", "10/5", "100000000000000", "1000000000000000", "2e15", "-2.5e-7", "1.0e2",
            "(2^10)", "power 2 64", "power 2 0.5", "exp 1", "int 1e20", "round 1e16", "sqrt 2",
            "3 * 1.1", "1e300 * 10", "-1e-300 / 1e300", "(sum 0.5 0.25)", "quotient 7 2",
            "char 9", "char 10", "char 32", "char 127", "char 34", "char 92", "char 124", "word \"a char 10",
            "word \"a char 124", "word char 91 char 93", "(word \"a \"| | \"b)", "\"|\\||",
            "\"{", "\"~", "\"a~b", "word \"x \"|(y)|", "\"#a", "\"@", "\"a@b"]
PR_LISTS = ["[]", "[[]]", "[[] []]", "[a [b [c [d [e]]]]]", "[1 2 3 4 5 6 7 8 9 10 11 12]",
            "[a |b c| d]", "[\"a :b 'c ?d]", "[1e3 3.0 007 -0 .5 3.]", "[a\\ b c]", "[[a b] {c d}]",
            "[| |]", "[||]", "[a ; b\n c]", "[( ) + - * /]", "[a(b)c]", "[x=1]", "[\\[ \\]]",
            "[~]", "[{1 2}@0 {a}@-3]", "[[[[]]]]"]
PR_ARRAYS = ["{}", "{a b}", "{a b}@0", "{a b}@-2", "{1 {2 3} [4 5]}", "(array 3)", "(array 2 0)",
             "(array 0)", "listtoarray [a [b]]", "(listtoarray [x y] 5)", "mdarray [2 2]",
             "(mdarray [2 3] 0)", "{[] {}}", "{{{a}}}"]


def _pr_val(r: random.Random, depth: int = 0) -> str:
    k = r.random()
    if depth < 2 and k < 0.25:
        n = r.randint(0, 3)
        parts = " ".join(_pr_val(r, depth + 1) for _ in range(n))
        return "(%s %s)" % (r.choice(["list", "sentence", "list", "word"]) if n else "list", parts)
    if depth < 2 and k < 0.32:
        return "fput %s %s" % (_pr_val(r, depth + 1), r.choice(PR_LISTS))
    if k < 0.6:
        return r.choice(PR_ATOMS)
    if k < 0.8:
        return r.choice(PR_LISTS)
    return r.choice(PR_ARRAYS)


def gen_printing(r: random.Random) -> str:
    """PRINT, SHOW, TYPE, FORM and the like of nested lists, arrays with origins, words with
    special characters and numbers of every shape, under PRINTDEPTHLIMIT, PRINTWIDTHLIMIT and
    FULLPRINTP."""
    lines = []
    if r.random() < 0.35:
        lines.append('make "printdepthlimit %s' % r.choice(["0", "1", "2", "3", "-1", "2.5", "\"x", "[]"]))
    if r.random() < 0.35:
        lines.append('make "printwidthlimit %s' % r.choice(["0", "1", "2", "3", "5", "-1", "1.5"]))
    if r.random() < 0.2:
        lines.append('make "fullprintp "true')
    for _ in range(r.randint(2, 6)):
        k = r.random()
        v = _pr_val(r)
        if k < 0.2:
            lines.append("print %s" % v)
        elif k < 0.45:
            lines.append("show %s" % v)
        elif k < 0.55:
            lines.append("type %s print \"|<|" % v)
        elif k < 0.65:
            lines.append("(%s %s)" % (r.choice(["print", "show", "type", "pr"]),
                                      " ".join(_pr_val(r) for _ in range(r.randint(0, 3)))))
        elif k < 0.72:
            lines.append("print form %s %s %s" % (r.choice(["1/3", "3.14159", "-2.5", "1e20", "0",
                                                             "-0", "123.456", "1e-10", "\"7"]),
                                                  r.choice(["0", "1", "5", "12", "30"]),
                                                  r.choice(["0", "1", "3", "10", "20"])))
        elif k < 0.8:
            lines.append("show %s" % r.choice(["count %s", "first %s", "last %s", "bf %s",
                                               "reverse %s", "wordp %s", "numberp %s",
                                               "item 1 %s", "arraytolist %s",
                                               "emptyp %s", "%s = %s"]).replace("%s", v))
        elif k < 0.86:
            lines.append('make "v %s\nshow :v\nprint :v\nshow thing "v' % v)
        elif k < 0.92:
            lines.append('to p%d\nshow %s\nprint [%s]\nend\npo "p%d\np%d' % (
                depth_id(lines), v, r.choice(PR_LISTS)[1:-1], depth_id(lines), depth_id(lines)))
        else:
            lines.append("show (list %s) show sentence %s %s" % (v, v, _pr_val(r)))
    if r.random() < 0.15:
        lines.append(r.choice(["show printdepthlimit", "show :printdepthlimit", "pons",
                               "show :printwidthlimit", "show fullprintp"]))
    return "\n".join(lines) + "\n"


def depth_id(lines: list) -> int:
    return len(lines)


# --- errors in every context ----------------------------------------------------------------

ERR_SNIPPETS = [
    "sum 1 \"a", "print first []", "print item 5 [a b]", "print 1 / 0", "print sqrt -1",
    "show char -1", "print butfirst \"", "f5", "show f5", "print sum 1", "print", "(first 1 2)",
    "1", "\"a", "[a b]", "print (sum 1 2", "print :nope", "print 1)", "nosuch 3", "throw \"nope",
    "if \"true [print 1] [print 2]", "throw \"error", "(throw \"error [custom message])",
    "(throw \"error \"word)", "iftrue [print 1]", "iffalse [print 1]", "print 1]", "print {1 2}}",
    "m0", "output 1", "stop", "apply \"sum 3", "apply \"sum [1]", "show runresult [output 1]",
    "show runresult [stop]", "if [1 2] [print 3]", "while [1 2] [print 3]", "if 3 [print 1]",
    "make 3 4", "make [] 4", "thing \"nope", "show item 0 [a]", "show item 1.5 [a b]",
    "setitem 4 :arr 1", "print word [a] \"b", "repeat -1 [print 1]", "repeat \"a [print 1]",
    "print 2 + [a]", "print -\"a", "print ashift 1 \"x", "show bitand 1.5 2", "show random 0",
    "show random -3", "show array -1", "show mdarray [2 -1]", "show lput 1 {a}", "show int \"a",
    "show remainder 1 0", "show modulo 5 0", "show quotient 1 0", "show 1e308 * 10 / 0",
    "ignore fact -1", "show ln 0", "show log10 -1", "show power -8 1/3", "show exp 1000",
    "show arctan 1 0", "to print", "define \"sum [[] []]", "copydef \"first \"foo",
    "local \"x local 3", "show gprop \"pl 3", "pprop \"pl [] 3", "show apply \"foo []",
    "show invoke \"sum 1", "show map [?] \"", "show filter [1] [a]", "show reduce \"sum []",
    "foreach [1 2] [print ? + \"x]", "for [i 1 3] [print :i + \"x]", "for [i 1] [print 1]",
    "for \"i [print 1]", "show cond [[[1] 2]]", "show case 1 [[]]", "pop \"emptystack",
    "show dequeue \"emptyq", "show :erract", "erase \"nosuch", "po \"nosuch", "show text \"nosuch",
    "ern \"nosuch", "show runparse \"|a b|", "catch \"error [print first []] show error",
    "show catch \"error [first []]", "print error", "show error", "go \"nowhere",
    "tag \"t", "show emptyp", "( )", "()", "(print)", "show ()", "print \"a\\", "show [a \\",
]


def gen_errors(r: random.Random) -> str:
    """Errors of every kind of Berkeley's Messages file, at top level, in a procedure, in a
    procedure called by another, inside IF, REPEAT or RUN in a procedure, on a continued
    line, in CATCH "ERROR, under ERRACT; and what runs after the error."""
    snip = r.choice(ERR_SNIPPETS)
    lines = ['make "arr {1 2 3}', 'make "emptystack []', 'make "emptyq []',
             "to f5\nprint \"nothing\nend", ".macro m0\noutput 3\nend",
             "to fact :k\nif :k = 0 [output 1]\noutput :k * fact :k - 1\nend"]
    ctx = r.choice(["top", "top", "proc", "proc", "nested", "nested3", "if", "repeat", "run",
                    "continued", "catch", "erract", "erract_pause", "output", "tail",
                    "comment", "runresult", "map", "two", "procvar", "apply", "default",
                    "macro", "foreach", "outnested", "catchtag", "errorlist", "errorlist",
                    "throwerr", "invoke"])
    after = r.choice(["print \"next", "", "show error", "show \"z"])
    if ctx == "top":
        lines.append(snip + r.choice(["", " print \"same", " ; comment"]))
    elif ctx == "proc":
        lines += ["to f :a", "print \"before", snip, "print \"after", "end", "f 1", "print \"back"]
    elif ctx == "nested":
        lines += ["to g :b", snip, "end", "to f :a", "g :a", "print \"after", "end", "f 1"]
    elif ctx == "nested3":
        lines += ["to h", snip, "end", "to g", "h", "end", "to f", "g print \"after", "end",
                  r.choice(["f", "show f", "catch \"error [f] show error", "repeat 2 [f]"])]
    elif ctx == "if":
        lines += ["to f :a", "if :a = 1 [%s]" % snip, "ifelse :a = 1 [print 3] [%s]" % snip,
                  "end", "f 1", "f 2"]
    elif ctx == "repeat":
        lines += ["to f", "repeat 2 [print repcount %s]" % snip, "end", "f"]
    elif ctx == "run":
        lines += ["to f", "run [%s]" % snip, "end", "f"]
    elif ctx == "continued":
        lines += ["to f :a", "print :a ~", "  " + snip + " ~", "  print 2", "end", "f 7"]
    elif ctx == "catch":
        lines += ["to f", "catch \"error [%s]" % snip, "show error", "end", "f", "show error"]
    elif ctx == "erract":
        lines += ["make \"erract [print \"caught]", "to f", snip, "print \"after", "end", snip, "f"]
    elif ctx == "erract_pause":
        lines += ["make \"erract [pause]", "to f :a", snip, "print \"after", "end", "f 2",
                  "show :a", r.choice(["continue", "show 5", "throw \"toplevel", "stop", "op 4"]),
                  "print \"end"]
    elif ctx == "output":
        lines += ["to f", "output runresult [%s]" % snip, "end", "show f"]
    elif ctx == "tail":
        lines += ["to g", snip, "end", "to f", "g", "end", "f"]
    elif ctx == "comment":
        lines += ["to f ; comment", "; a comment line", snip + " ; trailing", "end", "f"]
    elif ctx == "runresult":
        lines += ["show runresult [runresult [%s]]" % snip]
    elif ctx == "map":
        lines += ["to f :x", snip, "output :x", "end", "show map \"f [1 2]"]
    elif ctx == "two":
        lines += [snip, snip]
    elif ctx == "apply":
        lines += ["to f :x", snip, "output :x", "end", r.choice(["show apply \"f [1]", "ignore apply \"f [1]",
                                                               "show apply [[y] f :y] [2]"])]
    elif ctx == "invoke":
        lines += ["to g :x", snip, "end", "to f", "invoke \"g 3", "print \"after", "end", "f"]
    elif ctx == "default":
        lines += ["to f [:a %s]" % snip.replace("show ", "").replace("print ", ""), "show :a", "end",
                  "f", "(f 5)"]
    elif ctx == "macro":
        lines += [".macro mm", snip, "output [print 1]", "end", "mm", "to f", "mm", "end", "f"]
    elif ctx == "foreach":
        lines += ["to f", "foreach [1 2] [%s]" % snip, "print \"after", "end", "f"]
    elif ctx == "outnested":
        lines += ["to g :x", snip, "output :x", "end", "to f", "output (g 1) + (g 2)", "end",
                  r.choice(["show f", "print f + 1", "ignore f"])]
    elif ctx == "catchtag":
        lines += ["to f", "catch \"tag [%s]" % snip, "print \"after", "end", "f",
                  "show catch \"tag [f]"]
    elif ctx == "errorlist":
        lines += ["to h :z", "print :z", snip, "end", "to g", "h 1", "end",
                  r.choice(["catch \"error [g]", "catch \"error [h 2]", "catch \"error [%s]" % snip]),
                  "show error", "show error"]
    elif ctx == "throwerr":
        lines += ["to g", r.choice(["(throw \"error [my message])", "throw \"error",
                                    "(throw \"error \"word)", "error"]), "end",
                  "to f :a", "g", "print \"after", "end",
                  r.choice(["f 1", "catch \"error [f 1] show error", "show runresult [f 1]"]),
                  snip]
    elif ctx == "procvar":
        lines += ["to f :a [:b 2] [:r]", "local \"z", "make \"z 1", snip, "end", "(f 1 2 3 4)"]
    if after:
        lines.append(after)
    return "\n".join(lines) + "\n"


GENERATORS = {
    "prims": gen_prims, "soup": gen_soup, "procs": gen_procs, "templates": gen_templates,
    "control": gen_control, "macros": gen_macros, "reader": gen_reader, "data": gen_data,
    "every": gen_every, "arith": gen_arith, "words": gen_words, "workspace": gen_workspace,
    "mixed": gen_mixed, "printing": gen_printing, "errors": gen_errors,
}


# --- io, mutation, random ---------------------------------------------------------------

# Lines of data read by READLIST, READWORD ... from standard input (the rest of the input).
IO_DATA = ["a b c", "[a b", "c]", "[1 [2 3] 4]", "|a b| c", "a\\ b", "x ~", "~", "y",
           "; a comment", "a ; comment", "", "", "   spaced   words  ", "1 2 3", "{1 2}@0",
           "show \"data", "print [run]", "a]b", "]", "[", "[[", "]]", "(1 + 2)", "3+4", "\\",
           "|", "|a", "a|b c|", "\"q :v ?1", "-5 -x", "[a ~", "b] c", "tab\there", "end",
           "to f", "#x &y", "a;b [c;d]", "1e3 0.50 007", "[a] [b]", "\\[ \\]", "?", "~~"]
IO_READ = ["show readlist", "show readword", "show readchar", "show readrawline",
           "show readchars 3", "show (readchars 1)", "show readchars 0", "show eofp", "show keyp",
           'make "v readlist show :v show count :v', "print readlist", "print readword",
           "show list readchar readchar", "show readchars 10", "repeat 2 [show readword]",
           "show first readlist", "type readchar type readchar print []", "show ascii readchar",
           "show list eofp keyp", "show readlist show readlist", "ignore readrawline",
           "if eofp [print \"done]", "show wordp readword", "show emptyp readlist",
           "show readchars -1", 'show readchars "a', "(show readlist readword)",
           "show runparse readword", "run readlist", "show parse readword",
           "show count readrawline", "show count readword",
           'while [not eofp] [make "l readlist show :l]', "repeat 3 [show readrawline]",
           "show readchars 12", 'make "w readword show parse :w show runparse :w',
           "show (list readword readword)", "ignore readchar show readword",
           "show readlist = []", "pr readrawline", 'show catch "error [run readlist]']
IO_FILE = ['openwrite "fz1.txt', 'openwrite "fz2.txt', 'openappend "fz1.txt',
           'openread "fz1.txt', 'openread "fz2.txt', 'openread "nosuch.txt', 'setwrite "fz1.txt',
           'setwrite "fz2.txt', "setwrite []", 'setread "fz1.txt', 'setread "fz2.txt',
           "setread []", 'close "fz1.txt', 'close "fz2.txt', "closeall", "show allopen",
           "show reader", "show writer", 'show filep "fz1.txt', 'show filep "nosuch.txt',
           'erasefile "fz1.txt', 'erasefile "fz2.txt', "show readpos", "setreadpos 0",
           "setreadpos 3", "setreadpos 100", "show writepos", "print [hello world]",
           'type "abc', "show [a |b c| {1 2}]", "pr 1 pr 2", "show readlist",
           "show readword", "show readchar", "show readrawline", "show eofp", "show readchars 4",
           'dribble "fz3.txt', "nodribble", 'show filep "fz3.txt', 'erasefile "fz3.txt',
           "setwrite \"nosuch.txt", 'close "nosuch.txt', 'openwrite "fz1.txt print "x',
           'openread "fz1.txt setread "fz1.txt show readlist show eofp setread []',
           'openwrite [fz2.txt] show allopen', 'show catch "error [openread "nosuch.txt]',
           'catch "error [setread "fz2.txt] show error', 'load "fz1.txt', "show writer = []",
           'openupdate "fz1.txt', 'setwritepos 2', "show linep", 'openread "fz3.txt',
           'setread "fz3.txt', 'setwrite "fz3.txt', 'dribble "fz3.txt print "dribbled show [a b]',
           'setwrite "fz1.txt sum 1 "a setwrite []', 'setwrite "fz1.txt po "nosuch setwrite []',
           'setwrite "fz1.txt (print 1 [2 3] "|a b|) setwrite []', 'show readchars 100',
           'while [not eofp] [show readrawline]', 'repeat 3 [type readchar]', "print []",
           'setread "fz1.txt show readpos ignore readchar show readpos setread []']

# Shows a file's lines after the instructions: what was written, dribbled, appended ...
IO_READBACK = ("setread [] setwrite [] nodribble closeall if filep \"%s [openread \"%s "
               "setread \"%s repeat 8 [if not eofp [show readrawline]] setread [] close \"%s]")


def _io_file_script(r: random.Random) -> list:
    """A few instructions on files of the current folder (the fuzzer runs each input in a
    folder of its own, so that files are new and left behind in no other place)."""
    lines = []
    if r.random() < 0.7:  # a file with some lines to read
        lines.append('openwrite "fz1.txt setwrite "fz1.txt')
        for _ in range(r.randint(0, 4)):
            lines.append(r.choice(["print [a b c]", "print [[1 2] |x y|]", 'type "abc',
                                   "print \"|a b|", "print []", "show {1 2}", 'print "~',
                                   "print [show 3]", "print [to g print 5 end]", 'type "|;|',
                                   "(type 1 char 10 2)", "print \"\\\\"]))
        lines.append("setwrite [] close \"fz1.txt")
    for _ in range(r.randint(2, 8)):
        lines.append(r.choice(IO_FILE))
    if r.random() < 0.8:
        lines.append(r.choice(["setread [] setwrite [] nodribble closeall", "setread []",
                               "setwrite []", "closeall"]))
    if r.random() < 0.5:
        name = r.choice(["fz1.txt", "fz2.txt", "fz3.txt"])
        lines.append(IO_READBACK % (name, name, name, name))
    return lines


def gen_io(r: random.Random) -> str:
    """Standard input read by READLIST, READWORD, READCHAR, READCHARS, READRAWLINE, EOFP and
    KEYP (the lines after the reading instruction are its data: brackets, bars, backslashes,
    ~, comments, empty lines, end of input while reading), and files: OPENWRITE, OPENREAD,
    OPENAPPEND, SETWRITE, SETREAD, READER, WRITER, ALLOPEN, CLOSEALL, ERASEFILE, FILEP,
    DRIBBLE, READPOS, SETREADPOS, WRITEPOS."""
    lines: list = []
    if r.random() < 0.4:
        lines.extend(_io_file_script(r))
    for _ in range(r.randint(1, 4)):
        lines.append(r.choice(IO_READ))
        for _ in range(r.choice([0, 1, 1, 1, 2, 3])):
            lines.append(r.choice(IO_DATA))
    if r.random() < 0.3:
        lines.append("to f\nshow readlist\nshow readword\nend\nf")
        lines.extend(r.choice(IO_DATA) for _ in range(r.randint(0, 3)))
    text = "\n".join(lines)
    # Sometimes the input ends inside a reading instruction's data, without its last newline.
    return text if r.random() < 0.2 else text + "\n"


def _mut_value(r: random.Random) -> str:
    return r.choice(['"z', "[q r]", "[]", "5", ":l", ":a", "{7 8}", '"', "(list 1 2)", ":m"])


SAFE_ON_CIRCULAR = ["show :l", "show :a", "print :l", "show item 1 :a", "show first :l",
                    "show first first :l", "show :m", "show arrayp :a", "show listp :l",
                    "show gensym", "show (list :l)", "type :a print []"]


def gen_mutation(r: random.Random) -> str:
    """.SETFIRST, .SETBF, .SETITEM, arrays with origins, MDARRAY, MDITEM, MDSETITEM,
    LISTTOARRAY, ARRAYTOLIST, PUSH, POP, QUEUE, DEQUEUE on variables and GPROP values,
    GENSYM, and circular structures printed under PRINTDEPTHLIMIT and PRINTWIDTHLIMIT."""
    lines = [r.choice(['make "l [a b c]', 'make "l [[1 2] 3]', 'make "l (list "a [b] 3)']),
             r.choice(['make "a {1 2 3}', 'make "a {1 2 3}@0', 'make "a (array 3 -1)',
                       'make "a listtoarray [x y]', 'make "a (listtoarray [x y z] 5)',
                       'make "a (array 2)']),
             r.choice(['make "m mdarray [2 3]', 'make "m (mdarray [2 2] 0)',
                       'make "m (mdarray [1 2 2] 1)', 'make "m mdarray [2]'])]
    if r.random() < 0.5:
        lines.append(r.choice(['make "printdepthlimit 4 make "printwidthlimit 6',
                               'make "printdepthlimit 2', 'make "printwidthlimit 3',
                               'make "printdepthlimit 1', 'make "printwidthlimit 1']))
    acts = [
        ".setfirst :l %V", ".setbf :l %L", ".setitem 1 :a %V", ".setitem 0 :a %V",
        "setitem 2 :a %V", "setitem 1 :a :a", ".setitem 1 :a :a", "setitem 1 :a (list :a)",
        "show :l", "show :a", "show :m", "print :l", "show item 1 :a", "show item 0 :a",
        "show item 3 :a", "show first :a", "show count :a", "show arraytolist :a",
        "show (arraytolist :a)", "show listtoarray :l", "show (listtoarray :l 0)",
        "show (listtoarray :l -2)", "show listtoarray []", "show listtoarray \"abc",
        "show mditem [1 1] :m", "show mditem [2 3] :m", "show mditem [0 0] :m",
        "show mditem [1] :m", "show mditem 1 :m", "mdsetitem [1 2] :m %V",
        "mdsetitem [2 2] :m \"w", "mdsetitem [1] :m 3", "show mdarray [0]",
        "show (mdarray [2 2] 0)", "show mdarray [2 0]", "show mdarray []", "show mdarray 3",
        'push "s %V', 'push "s 1 push "s 2 show :s', 'show pop "s', 'queue "q %V',
        'queue "q 1 queue "q [2] show :q', 'show dequeue "q', 'show pop "l', 'show dequeue "l',
        'push "l "new', 'queue "l "end', 'show pop "nosuch', 'push "nosuch 1',
        'show pop "a', 'pprop "p "k [1 2] push gprop "p "k 3', 'show gprop "p "k',
        'show :s', 'show :q', 'make "s [] show pop "s', 'make "q "abc show dequeue "q',
        'make "q "abc show pop "q', 'queue "q "x show :q', "show gensym", "show gensym",
        'make gensym 5 show names', 'show (list gensym gensym)', 'show word gensym "a',
        ".setfirst :l :l", ".setbf bf :l :l", ".setbf :l :l", ".setitem 1 :a :l",
        ".setfirst :l :a", "show :l = :l", "show memberp \"b :l", "show count :l",
        "show first :l", "show bf :l", "show last :l", "show butlast :l",
        ".setfirst [] 1", ".setbf [] 1", '.setfirst "abc 1', ".setbf \"abc :l",
        ".setitem 5 :a 1", ".setitem 1 :l 1", "show array 0", "show {}", "show {}@3",
        "show (array 2 7)", "show (array 2 -3)", "show array 2.0", "show array -1",
        'make "b :a setitem 1 :b "k show :a', 'make "l2 :l .setfirst :l2 "w show :l',
        "show arrayp :a", "show listp :l", "show equalp :a :a", "show equalp {1} {1}",
        "show :m = :m", "show item 1 :m", "show item 2 item 1 :m",
        "setitem 1 item 1 :m \"x show :m",
        "make \"printdepthlimit 3 make \"printwidthlimit 5 show :l show :a",
        'make "l2 list :a 1 setitem 1 :a 9 show :l2', 'make "l3 fput 0 :l .setfirst bf :l3 "w show :l',
        '.setfirst bf :l "q show :l', 'make "s "abc show pop "s show :s', 'make "q "abc queue "q "d show :q',
        'make "s {1 2} show pop "s', 'pprop "p "k [1 2] pprop "p "k fput 0 gprop "p "k show plist "p',
        '.setfirst plist "p "z show plist "p', 'make "gensym.number 100 show gensym',
        'make "gensym.number "a show gensym', "show {{1 {2}} 3}", "show arraytolist :m",
        "show (listtoarray [] 3)", 'make "b (array 3 -2) setitem -2 :b "lo show :b show item -2 :b',
        "show item -1 :a", ".setitem 1 item 1 :m \"z show :m", "mdsetitem [1 1 1] :m 0",
        "show mditem [1.0 1] :m", "show mditem [1.5 1] :m", 'mdsetitem [1 1] :m "v show :m',
        "show (mdarray [2 2] -1)", "show mditem [-1 -1] (mdarray [2 2] -1)",
        "show :a = :a", "show equalp :a listtoarray arraytolist :a", "show arraytolist {}",
        'make "l4 :l .setbf :l4 [] show :l', "show count :m", "show first :m", "show last :a",
        "show butfirst :a", "show butlast :a", "show fput 1 :a", "show lput 1 :a", "show reverse :a",
        "show memberp 2 :a", "show member 2 :a", "show item 1 :a", "show se :a :a",
        'show word :a "x', 'queue "q [] show :q', 'push "s [] show :s', 'make "s [[]] show pop "s',
    ]
    circular = False
    for _ in range(r.randint(2, 7)):
        act = r.choice(acts if not circular else SAFE_ON_CIRCULAR)
        while "%V" in act:
            act = act.replace("%V", _mut_value(r), 1)
        # .SETBF of a word or an array: an improper list Berkeley's own primitives mishandle
        # (COUNT of [a . abc] is 8); pylogo refuses it (see README)
        act = act.replace("%L", r.choice(["[q r]", "[]", ":l", "(list 1 2)", "bf :l"]))
        lines.append(act)
        # after a structure may hold itself, only what stops: printing under limits
        circular = circular or act.startswith((".set", "setitem 1 :a :a", "setitem 1 :a (list",
                                               "mdsetitem", "make \"b", "make \"l2", "push",
                                               "queue", "setitem 1 item"))
    if circular:
        lines.insert(0, 'make "printdepthlimit 3 make "printwidthlimit 4')
        lines.append("show :l show :a print :l")
    return "\n".join(lines) + "\n"


def gen_random(r: random.Random) -> str:
    """RANDOM with one and two inputs, RERANDOM with inputs, PICK, and sequences after
    (RERANDOM N): Berkeley's own generator must be reproduced."""
    seeds = ["0", "1", "2", "7", "42", "-1", "-7", "12345", "2147483647", "-2147483648",
             "2147483648", "65536", "1.0", "1.5", '"3', "[]", '"a', "1e3", "99999999999",
             "4294967296", "-0", "32768", "100000"]
    ranges = ["1", "2", "3", "10", "100", "1000", "32767", "32768", "65536", "1000000",
              "2147483646", "2147483647", "0", "-1", "2.0", "2.5", '"5', "[]", "1e3", "7"]
    lines = []
    for _ in range(r.randint(2, 6)):
        k = r.random()
        if k < 0.25:
            lines.append("(rerandom %s)" % r.choice(seeds))
        if k < 0.5:
            lines.append("show random %s" % r.choice(ranges))
        elif k < 0.65:
            lo = r.choice(["0", "1", "-5", "-2147483648", "10", "2.0", "3", "-1", "100"])
            hi = r.choice(["0", "1", "5", "2147483647", "10", "3.0", "-3", "1000", "1e3"])
            lines.append("show (random %s %s)" % (lo, hi))
        elif k < 0.75:
            lines.append("repeat %d [type random %s type \"| |] print []"
                         % (r.randint(1, 12), r.choice(ranges)))
        elif k < 0.85:
            lines.append("show pick %s" % r.choice(["[a b c d e]", "[x]", "[]", '"hello', "{1 2 3}",
                                                    "[[1] [2]]", '"', "iseq 1 100", "123"]))
        elif k < 0.9:
            lines.append("show map [random ?] [1 2 3 4 5 6 7 8]")
        elif k < 0.92:
            lines.append("show (list random 5 (random 3 4) pick [p q] random 1000)")
        elif k < 0.95:
            lines.append(r.choice(["rerandom", "rerandom show random 1000",
                                   "repeat 300 [type random 2147483646 type \"| |] print []",
                                   "show cascade 50 [? + random 3] 0",
                                   "to f\noutput random 7\nend\nshow map [f] iseq 1 20",
                                   "show (random -2147483647 2147483646)",
                                   "repeat 20 [type pick \"abcdef] print []"]))
        else:
            lines.append('(rerandom %s) make "r1 random 1000 (rerandom %s) show :r1 = random 1000'
                         % (r.choice(seeds[:8]), r.choice(seeds[:8])))
    return "\n".join(lines) + "\n"


GENERATORS.update({"io": gen_io, "mutation": gen_mutation, "random": gen_random})


# --- RUN of built lists calling user procedures --------------------------------------------

_CALLEE_KINDS = {
    "op0": "to {n}\noutput {i}\nend", "op1": "to {n} :a\noutput :a * {i}\nend",
    "op2": "to {n} :a :b\noutput (list :a :b {i})\nend", "cmd0": "to {n}\nprint {i}\nend",
    "cmd1": "to {n} :a\nprint list :a {i}\nend", "mac0": ".macro {n}\noutput [print {i}]\nend",
    "mac1": '.macro {n} :a\noutput (list "print :a {i})\nend', "opt": "to {n} [:a {i}]\noutput :a + 1\nend",
}
_CALL_FORMS = ["show run (list {l})", "run (list {l})", 'catch "error [show run (list {l})] show error',
               'repeat 2 [catch "error [run (list {l})] show error]', "ignore run (list {l})",
               "show runresult (list {l})"]


def gen_runcalls(r: random.Random) -> str:
    """Procedures of many kinds of inputs, then lists built to call them run by RUN with
    fitting and unfitting inputs, some procedures defined again with other inputs (one
    compiled code shared by lists calling procedures of the same inputs: calleeshapes.py)."""
    procs = []
    lines = []
    for i in range(12):
        name = "p%d%s" % (i, r.choice(["", "x", "X"]))
        procs.append(name)
        lines.append(_CALLEE_KINDS[r.choice(sorted(_CALLEE_KINDS))].format(n=name, i=i))
    inputs = ["1", "2", "[[a b]]", '"w', "3.5", "[[]]"]
    for _ in range(40):
        called = ['"' + r.choice(procs)] + r.sample(inputs, r.choice([0, 1, 1, 2, 3]))
        lines.append(r.choice(_CALL_FORMS).format(l=" ".join(called)))
        if r.random() < 0.1:
            name = r.choice(procs)
            lines.append('erase "%s\nto %s :a :b :c\noutput :a\nend' % (name, name))
    return "\n".join(lines) + "\n"


GENERATORS["runcalls"] = gen_runcalls


# --- templates built at each step ---------------------------------------------------------

_BUILT_VALUES = ['repcount', '"w', '[a b]', '[]', '"?', '"#', '(word "x repcount)', '(list repcount)', '2.5',
                 '"|a b|', '[? 1]']
_BUILT_FORMS = [
    'repeat 3 [show apply (list [x] (list "output "list ":x {v})) [1]]',
    'repeat 3 [show apply (list [x] "list ":x {v}) [1]]', 'repeat 3 [show map (list "list "? {v}) [1 2]]',
    'repeat 3 [show apply (list "list "? {v}) [1]]', 'repeat 3 [show filter (list "equalp "? {v}) [1 2 3 w]]',
    'repeat 2 [foreach [1 2] (list "show "list "? {v})]',
    'repeat 3 [catch "error [show apply (list [x y] "list ":x ":y {v}) [1]] show error]',
    'repeat 3 [show apply (list [x] (list "localmake ""k {v}) (list "output ":k)) [1]]',
    'repeat 3 [show map (list [x] (list "output "word ":x {v})) [p q]]',
    'repeat 3 [show apply (list "word "? "# {v}) [z]]', 'repeat 3 [show map (list "? "+ {v}) [1 2]]',
]


def gen_built(r: random.Random) -> str:
    """Templates built anew at each step of a loop (lambdas from one literal inputs list,
    question-mark templates with one first word) whose values change: words, numbers,
    lists, words with ? or # in them (the code of the one before reused: template_shapes.py)."""
    lines = ['make "k 0']
    for _ in range(25):
        lines.append(r.choice(_BUILT_FORMS).format(v=r.choice(_BUILT_VALUES)))
        if r.random() < 0.15:
            lines.append("to list2 :a :b\noutput list :b :a\nend")
    return "\n".join(lines) + "\n"


GENERATORS["built"] = gen_built


# --- optional inputs' defaults, computed where the procedure is called -------------------

_DEFAULT_EXPRS = [
    "runresult [stop]", "runresult [output 3]", 'catch "x [stop]', 'catch "x [output 4]',
    'catch "error [stop]', "run [output 5]", "run [stop]", "run [ignore 1]", "apply [[] runresult [stop]] []",
    "apply [[] output 6] []", 'ifelse "true [runresult [stop]] [1]', "item 5 [1]", 'throw "x', 'throw "error',
    "1/0", "first []", "runresult [7]", 'catch "x [throw "x 8]', "(runresult [output 9])", "output 10",
    "stop", "g", "h 2", "ignore 3", "[]", "first bf [1 2]", 'catch "error [item 5 [1]]',
    "runresult [ignore 3]", "(run [ignore 1])",
]
_DEFAULT_CALLS = ["f", "show f", "(f 1)", "ignore f", "print runresult [f]", 'show catch "x [f]',
                  'catch "error [f] show error', "k1", "k2", "show k3", "k4", 'show apply "f []']


def gen_defaults(r: random.Random) -> str:
    """A procedure whose optional input's default outputs, stops, throws, fails or outputs
    nothing, called at top level, by procedures (last: a tail call), for a value or not:
    Berkeley computes a default where the procedure is called (runtime/locating.py)."""
    extra = " [:b 2]" if r.random() < 0.3 else ""
    body = r.choice(["show :a", "output :a", 'print "in show :a', "output list :a :b", "show :b"])
    lines = ["to g\noutput 11\nend", "to h :x\nshow :x\nend",
             "to f [:a %s]%s\n%s\nend" % (r.choice(_DEFAULT_EXPRS), extra, body),
             'to k1\nf\nprint "k1.after\nend', "to k2\nf\nend", "to k3\noutput f\nend",
             "to k4\nshow runresult [f]\nend"]
    lines += [r.choice(_DEFAULT_CALLS) for _ in range(r.randint(2, 5))]
    return "\n".join(lines) + "\n"


GENERATORS["defaults"] = gen_defaults


# Lines of procedures a program writes: # is a number, different in each procedure of a
# family (numbered shapes, compiling/numbered.py: the numbers inside lists too).
_NUMBERED_LINES = [
    "if :x < # [output # * :x]", "ifelse :x > # [make \"x :x + #] [make \"x :x - #]",
    "repeat # [make \"x :x + #]", "output :x + #", "output [# #]", "output first [# [# #]]",
    "if :x = # [#]", "output run [sum # :x]", "output map [? * #] [# #]",
    "output catch \"t [throw \"t #]", "if :x > # [output ifelse :x > # [#] [#]]",
    "output item # [a b c]", "print :x / #", "output word \"a #", "localmake \"y # output :y + :x",
    "if :x < # [stop]", "for [i 1 #] [make \"x :x + :i]", "if :x > # [if :x > # [output #]]",
    "output (list # :x [#])", "test :x > # iftrue [output #]", "make \"x :x * # if :x > # [output :x]",
    "if :x > # [repeat # [make \"x :x - 1]]", "output sentence # [[# x] #]",
    "ifelse :x < # [output # + :x] [output runresult [# - :x]]", "show [# a [#]]",
    "output apply [[a] [output :a + #]] (list :x)", "if :x > # [output remainder :x #]",
    "output ifelse :x > # [#] [# + :x]", "ifelse :x > # [#] [#]", "output (ifelse :x > # [#] [#]) + #",
    "output run [#]", "output runresult [# #]", "catch \"t [#]", "repeat # [# make \"x :x + 1]",
    "if :x > # [# print :x]", "output ifelse :x < # [[#]] [#]",
    # @ is a quoted word, different in each procedure of a family
    "output word :x @", "output list @ :x", "if :x > # [output @]", "make @ :x output thing @",
    "localmake @ # output :x + thing @", "output apply @ (list :x #)", "catch @ [throw @ #]",
    "output run (list @ :x)", "print @", "output equalp :x @", "output memberp @ [a b c]",
    "if equalp @ \"true [output #]", "pprop \"pl @ :x output gprop \"pl @", "output count @",
    "throw @", "output first @", "test @ iftrue [output #] iffalse [output :x]", "output item # @",
    "output (word @ :x @)", "output sentence @ [@ #]", "if :x > # [stop] output @", "@",
    "output invoke @ :x #", "ignore @ output :x",
    # % is a word in a list, different in each procedure of a family
    "output [% %]", "print [% # %]", "output first [% %]", "output sentence [% %] :x",
    "output list :x [% [% #]]", "show bf [% % %]", "output count [% %]", "if :x > # [output [%]]",
    "output item 2 [% %]", "output emptyp [%]",
    "output reverse [% %]", "output (list [%] [%])", "output last [% [%]]", "type [%] print []",
    "output ifelse :x > # [[%]] [[% %]]", "output run [first [% #]]", "foreach [% %] [print ?]",
    "output map [word ? %] [% %]", "output first [%] + :x", "output first first [[% #] %]",
    "output se [%] ifelse :x > # [[%]] [%]", "print first [%] + #",
    # $ is the procedure's own name (a call of itself)
    "if :x > # [output # + $ :x - 1]", "if :x < # [output #] output # + $ :x - 1",
    "output ifelse :x < # [#] [$ :x - 1]", "if :x > # [make \"x $ :x - 1]", "if :x > # [output [$ #]]",
    "if :x > # [output \"$]",
]
_NUMBERED_NUMBERS = ["0", "1", "2", "3", "5", "7", "12", "-1", "-3", "2.5", "007", "1e1", "3.", ".5", "-0"]
_NUMBERED_WORDS = ['"a', '"b.1', '"true', '"false', '"error', '"x', '"sum', '"difference', '"f.1', '"f.2',
                   '"', '"007', '"-3', '"a+b', '"a\\ b', '"|a b|', '"first', '"word', '"t', '"pl']
_NUMBERED_LIST_WORDS = ["apple", "w.1", "print", "output", ":x", "?", "x", "a\\ b", "|c d|", "007", "true",
                        "sum", "f.1", '"q', "stop", "[]", "3x", "-", "+", "f.2", "thing"]


def _numbered_text(r: random.Random, pattern: list) -> str:
    def member(c: str) -> str:
        choices = {"#": _NUMBERED_NUMBERS, "@": _NUMBERED_WORDS, "%": _NUMBERED_LIST_WORDS}.get(c)
        return c if choices is None else r.choice(choices)

    return " ".join("[%s]" % "".join(member(c) for c in line) for line in pattern)


# Lines of macros a program writes (the family's texts differ as above)
_NUMBERED_MACRO_LINES = [
    "output (list \"sum :x #)", "if :x > # [output [print @]] output (list \"output :x * #)",
    "output [# + 1]", "output (list \"list :x [% #])", "output list \"word @",
    "output (list \"item # [% % %])",
    "if :x < # [output [stop]] output (list \"run [#])", "output list \"show :x", "output []",
]


def gen_numbered(r: random.Random) -> str:
    """A family of procedures whose texts differ in their numbers (in their lists too),
    DEFINEd one after another (now and then one defined again with another text, or with
    the same text), each called with a few inputs: a value, an error, its place."""
    macros = r.random() < 0.25
    if macros:
        pattern = [r.choice(_NUMBERED_MACRO_LINES)]
    else:
        pattern = [r.choice(_NUMBERED_LINES) for _ in range(r.randint(1, 3))] + ["output :x"]
    lines = ['to attempt :l\nmake "res "none\ncatch "error [make "res run :l]\nmake "e error\n'
             'output list :res ifelse emptyp :e [[]] [list item 2 :e item 3 :e]\nend']
    texts = [_numbered_text(r, pattern) for _ in range(r.randint(3, 6))]
    for i, text in enumerate(texts, 1):
        kind = ".defmacro" if macros else "define"
        lines.append('%s "f.%d [[x] %s]' % (kind, i, text.replace("$", "f.%d" % i)))
        if r.random() < 0.2:
            again = r.choice(texts) if r.random() < 0.5 else _numbered_text(r, [r.choice(_NUMBERED_LINES)])
            k = r.randint(1, i)
            lines.append('define "f.%d [[x] %s]' % (k, again.replace("$", "f.%d" % k)))
    count = len(texts)
    lines.append('for [i 1 %d] [foreach [0 4 9] [show (list :i ? attempt (list word "f. :i ?))]]' % count)
    if r.random() < 0.3:
        body = '(list [x] (list "if ":x "< :i (list "output ":x "* :i)) (list "output ":x "+ :i))'
        lines.append('for [i 1 %d] [define word "g. :i %s show (list :i attempt (list word "g. :i 2))]'
                     % (count, body))
    return "\n".join(lines) + "\n"


GENERATORS["numbered"] = gen_numbered
