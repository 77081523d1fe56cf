"""Names of variables, procedures, property lists, properties and catch tags: Berkeley
ignores the case of the letters A to Z only (MAKE "Ü and MAKE "ü are two variables,
TO Äx and TO äx two procedures), and lists names with those letters alone in lower
case.  Outputs recorded from Berkeley Logo 6.2.5."""

from __future__ import annotations

import pytest

from tests.inproc import LogoSession

CASES = [
    ('applyw',
     'to Öh\n'
     'print "oh\n'
     'end\n'
     'apply "öh []\n',
     'Öh defined\n'
     "I don't know how  to öh\n"),
    ('arity1',
     'to Ŝ :a\n'
     'end\n'
     'show arity "Ŝ show arity "ŝ\n',
     'Ŝ defined\n'
     '[1 1 1]\n'
     "I don't know how  to ŝ\n"),
    ('ascii_only',
     'make "AbC 1 show :abc to FoO\n'
     'print 2\n'
     'end\n'
     'foo show procedures\n',
     '1\n'
     'FoO defined\n'
     '2\n'
     '[foo]\n'),
    ('bury1',
     'make "Äq 1 make "äq 2 bury "äq pons\n',
     'Make "Äq 1\n'
     'Make "äq 2\n'),
    ('bury2',
     'to Äq\n'
     'end\n'
     'to äq\n'
     'end\n'
     'bury "äq pots\n',
     'Äq defined\n'
     'äq defined\n'
     'to Äq\n'),
    ('bury3',
     'make "Äq 1 make "äq 2 bury "Äq pons show buriedp [[] [äq]]\n',
     'Make "Äq 1\n'
     'Make "äq 2\n'
     'false\n'),
    ('case1',
     'show case "Ä [[[ä] 1] [[Ä] 2]]\n',
     '2\n'),
    ('casecl',
     'show case "Äb [[[äB] "no] [[ÄB] "yes]]\n',
     'yes\n'),
    ('catch1',
     'show catch "Ä [throw "ä 3]\n',
     "Can't find catch tag for ä\n"),
    ('catch2',
     'catch "Ä [throw "ä]\n'
     'print "next\n'
     'catch "Ä [throw "Ä]\n'
     'print "ok\n',
     "Can't find catch tag for ä\n"
     'next\n'
     'ok\n'),
    ('catch3',
     'show catch "Äa [throw "ÄA 3]\n'
     'show catch "Äa [throw "äa 3]\n',
     "catch didn't output to show\n"
     "Can't find catch tag for äa\n"),
    ('compmake',
     'to setv :n :v\n'
     'make :n :v\n'
     'end\n'
     'to getv :n\n'
     'output thing :n\n'
     'end\n'
     'setv "Ça 1 setv "ça 2 setv "ÇA 3 show (list getv "Ça getv "ça getv "ÇA :Ça :ça)\n'
     'show getv word "ç "a\n',
     'setv defined\n'
     'getv defined\n'
     '[3 2 3 3 2]\n'
     '2\n'),
    ('compmake2',
     'to f\n'
     'make word "Ø "k 1\n'
     'make word "ø "k 2\n'
     'output (list :Øk :øk :ØK thing "Øk)\n'
     'end\n'
     'show f\n',
     'f defined\n'
     '[1 2 1 1]\n'),
    ('copydef1',
     'copydef "Ém "show Ém 1 copydef "ém "print ém 2 Ém 3 show procedurep "ém\n',
     '\n'
     "You don't say what to do with 1\n"),
    ('copydef2',
     'to Ŝ\n'
     'print 1\n'
     'end\n'
     'copydef "ŝ "Ŝ ŝ Ŝ show procedures\n',
     'Ŝ defined\n'
     '1\n'
     '1\n'
     '[Ŝ ŝ]\n'),
    ('define1',
     'define "Ñ [[] [print "n]] Ñ ñ\n',
     'n\n'
     "I don't know how  to ñ\n"),
    ('define2',
     'define "Ñx [[Ä] [output :Ä]]\n'
     'show ñx 1\n',
     "I don't know how  to ñx\n"),
    ('define3',
     'define "Ñx [[Ä] [output :Ä]]\n'
     'show Ñx 1 show text "ÑX\n',
     '1\n'
     '[[Ä] [output :Ä]]\n'),
    ('defined',
     'to Ä\n'
     'end\n'
     'show definedp "ä show definedp "Ä\n',
     'Ä defined\n'
     'false\n'
     'true\n'),
    ('dotsmac',
     '.macro Äm\n'
     'output [print "m]\n'
     'end\n'
     'Äm show macrop "äm show macrop "Äm\n',
     'Äm defined\n'
     'm\n'
     'false\n'
     'true\n'),
    ('erall',
     'make "Äa 1 make "äa 2 ern "Äa pons\n',
     'Make "äa 2\n'),
    ('erase1',
     'to Äg\n'
     'print 1\n'
     'end\n'
     'erase "äG Äg erase "ÄG Äg\n',
     'Äg defined\n'
     '1\n'
     "I don't know how  to Äg\n"),
    ('erase2',
     'to Äg\n'
     'print 1\n'
     'end\n'
     'to äg\n'
     'print 2\n'
     'end\n'
     'erase "Äg äg Äg\n',
     'Äg defined\n'
     'äg defined\n'
     '2\n'
     "I don't know how  to Äg\n"),
    ('ern2',
     'make "Ää 1 make "ää 2 ern "ää show :Ää show namep "ää\n',
     '1\n'
     'false\n'),
    ('erps1',
     'to Ök\n'
     'end\n'
     'to ök\n'
     'end\n'
     'erase [[Ök] [] []] show procedures\n',
     'Ök defined\n'
     'ök defined\n'
     '[ök]\n'),
    ('flagsbefore',
     'bury "yy show buriedp "yy show first buried\n'
     'to yy\n'
     'print 1\n'
     'end\n'
     'show buriedp "yy show first buried\n'
     'erase "yy show buriedp "yy show first buried\n'
     'step "ww show steppedp "ww\n'
     'to ww\n'
     'print 2\n'
     'end\n'
     'untrace "zz show tracedp "zz\n'
     'trace "Zq show tracedp "zQ\n'
     'to zq\n'
     'end\n'
     'zq\n'
     'show procedures\n'
     'erall show first buried show tracedp "zq show procedures\n',
     'true\n'
     '[]\n'
     'yy defined\n'
     'true\n'
     '[yy]\n'
     'true\n'
     '[]\n'
     'true\n'
     'ww defined\n'
     'false\n'
     'true\n'
     'zq defined\n'
     '( zq )\n'
     'zq stops\n'
     '[ww zq]\n'
     '[]\n'
     'true\n'
     '[]\n'),
    ('flagscase',
     'trace "Öq\n'
     'to öq\n'
     'end\n'
     'to Öq\n'
     'end\n'
     'öq Öq\n'
     'erase "Öq show tracedp "Öq show tracedp "öq\n',
     'öq defined\n'
     'Öq defined\n'
     '( Öq )\n'
     'Öq stops\n'
     'true\n'
     'false\n'),
    ('for1',
     'for [Ä 1 2] [print :Ä] show namep "Ä\n',
     '1\n'
     '2\n'
     'false\n'),
    ('foreach1',
     'to Ëq :Ë\n'
     'output :Ë * 2\n'
     'end\n'
     'show map "Ëq [1 2]\n'
     'show apply "ëq [1]\n',
     'Ëq defined\n'
     '[2 4]\n'
     "I don't know how  to ëq\n"),
    ('formals',
     'to f :Ä :ä\n'
     'show list :Ä :ä\n'
     'end\n'
     'f 1 2\n',
     'f defined\n'
     '[1 2]\n'),
    ('forvar',
     'for [Ü 1 2] [show :Ü]\n'
     'foreach [a] [make "Ü 9]\n'
     'show :Ü\n',
     '1\n'
     '2\n'
     '9\n'),
    ('gensym_p',
     'pprop "Ê "x 1 show plists erpl "ê show plists erpl "Ê show plists\n',
     '[[] [] [Ê]]\n'
     '[[] [] [Ê]]\n'
     '[[] [] []]\n'),
    ('global1',
     'to f\n'
     'global "Ŵ\n'
     'make "ŵ 2\n'
     'make "Ŵ 1\n'
     'end\n'
     'f show :Ŵ show :ŵ\n',
     'f defined\n'
     '1\n'
     '2\n'),
    ('goto1',
     'to f\n'
     'make "i 0\n'
     'tag "Ëx\n'
     'make "i :i + 1\n'
     'if :i < 3 [goto "ëx]\n'
     'print :i\n'
     'end\n'
     'f\n',
     'f defined\n'
     "goto doesn't like ëx as input  in f\n"
     '[if :i < 3 [goto "ëx]]\n'),
    ('goto2',
     'to f\n'
     'make "i 0\n'
     'tag "Ëx\n'
     'make "i :i + 1\n'
     'if :i < 3 [goto "Ëx]\n'
     'print :i\n'
     'end\n'
     'f\n',
     'f defined\n'
     '3\n'),
    ('gprop2',
     'pprop "Ä "Ö 1 show gprop "Ä "ö show gprop "Ä "Ö remprop "Ä "ö show plist "Ä\n',
     '[]\n'
     '1\n'
     '[Ö 1]\n'),
    ('ifmake',
     'make "x "Ä make :x 3 show thing "ä\n',
     'ä has no value\n'),
    ('input2',
     'to f :Ü\n'
     'show :ü\n'
     'end\n'
     'f 1\n',
     'f defined\n'
     'ü has no value  in f\n'
     '[show :ü]\n'),
    ('lambda1',
     'show apply [[Ä] :Ä * 2] [3]\n'
     'show map [[Ä] :Ä + 1] [1 2]\n'
     'show apply [[Ä] :ä] [1]\n',
     '6\n'
     '[2 3]\n'
     'ä has no value\n'),
    ('lambda2',
     'make "ä 7 show apply [[Ä] :ä] [1]\n',
     '7\n'),
    ('local1',
     'to f :É\n'
     'show :é\n'
     'end\n'
     'f 3\n',
     'f defined\n'
     'é has no value  in f\n'
     '[show :é]\n'),
    ('local2',
     'to g\n'
     'local "Ü make "Ü 5 make "ü 7 show :Ü\n'
     'end\n'
     'g show :ü\n',
     'g defined\n'
     '5\n'
     '7\n'),
    ('localmk2',
     'to f\n'
     'localmake "Ä 1\n'
     'show :Ä\n'
     'end\n'
     'f\n',
     'f defined\n'
     '1\n'),
    ('localproc',
     'to f :Ä\n'
     'local "ä\n'
     'make "ä 5\n'
     'make "Ä 6\n'
     'show list :Ä :ä\n'
     'end\n'
     'f 1 show namep "ä show namep "Ä\n',
     'f defined\n'
     '[6 5]\n'
     'false\n'
     'false\n'),
    ('macro2',
     '.macro Äm\n'
     'output [print "m]\n'
     'end\n'
     'äm\n',
     'Äm defined\n'
     "I don't know how  to äm\n"),
    ('macro3',
     '.macro Ñm\n'
     'output [print 1]\n'
     'end\n'
     'show macrop "Ñm show macrop "ñm\n',
     'Ñm defined\n'
     'true\n'
     'false\n'),
    ('make2',
     'make word "Ä "z 1 make word "ä "z 2 show :Äz show :äz show names\n',
     '1\n'
     '2\n'
     '[[] [Äz äz]]\n'),
    ('mixed',
     'to ÄX\n'
     'print 1\n'
     'end\n'
     'äx\n'
     'Äx\n'
     'po "Äx\n'
     'pops\n',
     'ÄX defined\n'
     "I don't know how  to äx\n"
     '1\n'
     'to ÄX\n'
     'print 1\n'
     'end\n'
     '\n'
     'to ÄX\n'
     'print 1\n'
     'end\n'
     '\n'),
    ('mixvar',
     'make "ÄB 1 make "Äb 5 show :äb show :Äb pons show names\n',
     'äb has no value\n'),
    ('namep',
     'make "Ä 1 show namep "ä show namep "Ä\n',
     'false\n'
     'true\n'),
    ('names3',
     'make "ÄA 1 make "Äa 2 show names show :äa\n',
     '[[] [Äa]]\n'
     'äa has no value\n'),
    ('nested',
     'to outer :Ð\n'
     'inner\n'
     'end\n'
     'to inner\n'
     'show :Ð show :ð\n'
     'end\n'
     'outer 5\n',
     'outer defined\n'
     'inner defined\n'
     '5\n'
     'ð has no value  in inner\n'
     '[show :Ð show :ð]\n'),
    ('plist1',
     'pprop "Ö "a 1 pprop "ö "a 2 show gprop "Ö "a show gprop "ö "a show plist "Ö\n'
     'show plists\n',
     '1\n'
     '2\n'
     '[a 1]\n'
     '[[] [] [Ö ö]]\n'),
    ('plists2',
     'pprop "Äa "x 1 pprop "ÄA "y 2 show plists pops\n',
     '[[] [] [Äa]]\n'),
    ('po2',
     'to Ä\n'
     'print 1\n'
     'end\n'
     'po "ä\n',
     'Ä defined\n'
     "I don't know how  to ä\n"),
    ('pprop3',
     'pprop "Ä "Ö 1 pprop "Ä "ö 2 pprop "ä "Ö 3 show plist "Ä show plist "ä show gprop "Ä "Ö\n'
     'remprop "Ä "Ö show plist "Ä\n',
     '[ö 2 Ö 1]\n'
     '[Ö 3]\n'
     '1\n'
     '[ö 2]\n'),
    ('primname',
     'show procedurep "Print show primitivep "PRÏNT\n',
     'true\n'
     'false\n'),
    ('primp',
     'show primitivep "PRİNT show primitivep "pRiNt\n',
     'false\n'
     'true\n'),
    ('proc1',
     'to Äx\n'
     'print "big\n'
     'end\n'
     'to äx\n'
     'print "small\n'
     'end\n'
     'Äx äx\n'
     'po "Äx\n'
     'po "äx\n'
     'show procedurep "ÄX\n'
     'show procedurep "äX\n',
     'Äx defined\n'
     'äx defined\n'
     'big\n'
     'small\n'
     'to Äx\n'
     'print "big\n'
     'end\n'
     '\n'
     'to äx\n'
     'print "small\n'
     'end\n'
     '\n'
     'true\n'
     'true\n'),
    ('procs',
     'to Äa\n'
     'end\n'
     'to ÄB\n'
     'end\n'
     'show procedures pots\n',
     'Äa defined\n'
     'ÄB defined\n'
     '[Äa Äb]\n'
     'to Äa\n'
     'to ÄB\n'),
    ('runlist',
     'make "Å 1 make "å 2 run [print :Å] run (list "print ":å) print run [:Å]\n',
     '1\n'
     '2\n'
     '1\n'),
    ('runres',
     'make "Þ 4 show runresult [:Þ] show runresult [:þ]\n',
     '[4]\n'
     'þ has no value\n'),
    ('runw',
     'to Öh\n'
     'print "oh\n'
     'end\n'
     'run [Öh] run "Öh apply "Öh [] run [öh]\n',
     'Öh defined\n'
     'oh\n'
     'oh\n'
     'oh\n'
     "I don't know how  to öh\n"),
    ('sameword',
     'make "Æ 1 print word "a :Æ\n'
     'make "æ 2 print (list :Æ :æ)\n',
     'a1\n'
     '1 2\n'),
    ('setfoo',
     'make "Öx 1 show (list :Öx thing "Öx) make "öx 2 show (list :Öx :öx)\n',
     '[1 1]\n'
     '[1 2]\n'),
    ('setx',
     'make "Öl 1 show :öL show :ÖL\n',
     'öL has no value\n'),
    ('spell1',
     'make "ÄB 1 make "Äb 2 pons show names\n',
     'Make "Äb 2\n'
     '[[] [Äb]]\n'),
    ('spell2',
     'to ÄB\n'
     'print 1\n'
     'end\n'
     'to Äb\n'
     'print 2\n'
     'end\n'
     'po "äB pots show procedures\n',
     'ÄB defined\n'
     'Äb is already defined\n'
     '2\n'
     "I don't know how  to end\n"
     "I don't know how  to äB\n"),
    ('spell3',
     'pprop "ÄB "Xy 1 pprop "Äb "xY 2 pops show plists show plist "äb\n',
     '[[] [] [Äb]]\n'
     '[]\n'),
    ('spell4',
     'to f :ÄB\n'
     'show :äb\n'
     'end\n'
     'f 1 po "f\n',
     'f defined\n'
     'äb has no value  in f\n'
     '[show :äb]\n'),
    ('template2',
     'to f :Ê\n'
     'output map [? + :Ê] [1 2]\n'
     'end\n'
     'show f 10\n',
     'f defined\n'
     '[11 12]\n'),
    ('text1',
     'to Ök :Ü\n'
     'print :Ü\n'
     'end\n'
     'show text "Ök show text "ök\n',
     'Ök defined\n'
     '[[Ü] [print :Ü]]\n'
     "I don't know how  to ök\n"),
    ('thingw',
     'make "Ü 1 show thing word "ü "\n',
     'ü has no value\n'),
    ('traced1',
     'to Ök\n'
     'end\n'
     'trace "Ök Ök ök\n',
     'Ök defined\n'
     '( Ök )\n'
     'Ök stops\n'
     "I don't know how  to ök\n"),
    ('tracedv',
     'make "Ä 1 trace "ä make "Ä 2 make "ä 3 show :Ä\n',
     '2\n'),
    ('var1',
     'make "Ü 1 make "ü 2 show :Ü show :ü show thing "ü show thing "Ü\n',
     '1\n'
     '2\n'
     '2\n'
     '1\n'),
]


@pytest.mark.parametrize("name,program,expected", CASES, ids=[c[0] for c in CASES])
def test_name_case(name: str, program: str, expected: str) -> None:
    assert LogoSession().run(program) == expected


# Texts that are no Logo names (options, messages, a quick filter before an exact test).
_NOT_NAMES = ('"test" in line.text.lower()', "opts.graphics.lower()", "code.strip().lower()",
              '"PYLOGO_HELP", "").lower()', "exc.message.lower()")


def test_names_are_folded_with_fold_only():
    """str.lower() changes the case of every letter: names go through lang.data.fold
    (or write it out, with isascii, on a frequent path)."""
    import pathlib

    import pylogo

    root = pathlib.Path(pylogo.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        if path.parent.name == "graphics":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if ".lower()" in line and "isascii" not in line and not any(s in line for s in _NOT_NAMES):
                found.append("%s:%d: %s" % (path.relative_to(root), number, line.strip()))
    assert found == []
