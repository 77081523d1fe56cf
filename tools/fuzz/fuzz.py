"""Differential fuzzer: random Logo inputs through pylogo and Berkeley Logo 6.2.5, outputs compared.

    python tools/fuzz/fuzz.py --count 1000 --seed 1          # measure agreement
    python tools/fuzz/fuzz.py --count 300 --gen templates    # one generator only
    python tools/fuzz/fuzz.py --replay tools/fuzz/corpus     # re-check saved disagreements

See README.md beside this file for the normalizations applied before comparing.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))

from generators import GENERATORS  # noqa: E402

ORACLE = os.environ.get("LOGO_ORACLE", "/work/shared/oracle/ucblogo")
PRELUDE = "(rerandom 1)\n"
BANNER = "Welcome to Berkeley Logo version 6.2.5\n"
GOODBYE = "Thank you for using Logo.\nHave a nice day.\n"
TIMEOUT = 5.0


def library_names() -> set:
    """Names of the procedures Berkeley's library (logolib) defines in Logo: every title line."""
    lib = Path(ORACLE).resolve().parent / "ucblogo-6.2.5" / "logolib"
    names = set()
    if lib.is_dir():
        for path in lib.iterdir():
            names.add(path.name.lower())
            for line in path.read_text(errors="replace").split("\n"):
                words = line.split()
                if len(words) > 1 and words[0].lower() in ("to", ".macro"):
                    names.add(words[1].lower())
    return names


LIBRARY = library_names()
LIB_SUFFIX = re.compile(r"^(.*)  in ([^ ]+)$")


def normalize_berkeley(out: str) -> str:
    """Berkeley's output less what pylogo leaves out on purpose (see README)."""
    if out.startswith(BANNER):
        out = out[len(BANNER):]
    if out.endswith("\n" + GOODBYE):
        out = out[: -len(GOODBYE) - 1]
    elif out.endswith(GOODBYE):
        out = out[: -len(GOODBYE)]
    return strip_library_lines(out)


def strip_library_lines(out: str) -> str:
    """OUT less "MESSAGE  in map1" suffixes and the library's source line after them (pylogo
    shows some of them: lang/library_lines.py), ERROR's library lines masked."""
    lines = out.split("\n")
    kept = []
    i = 0
    while i < len(lines):
        m = LIB_SUFFIX.match(lines[i])
        if m and m.group(2).lower() in LIBRARY:
            kept.append(m.group(1))
            i += 2
            continue
        kept.append(lines[i])
        i += 1
    return mask_library_lines("\n".join(kept))


LIB_LINE = re.compile(r" ([^ \[\]]+) \[")


def mask_library_lines(out: str) -> str:
    """ERROR's list for an error inside a library procedure ends with that procedure's
    name and line: the line (Berkeley's library source) becomes [...] (see README)."""
    if "[" not in out:
        return out
    pos = 0
    while True:
        m = LIB_LINE.search(out, pos)
        if m is None:
            return out
        pos = m.end()
        if m.group(1).lower() not in LIBRARY:
            continue
        depth, i = 0, m.end() - 1
        while i < len(out):
            ch = out[i]
            if ch == "\\":
                i += 2
                continue
            if ch == "[":
                depth += 1
            elif ch == "]":
                depth -= 1
                if depth == 0:
                    break
            elif ch == "\n":
                break
            i += 1
        if depth == 0 and out[i + 1 : i + 2] == "]":  # the last member of ERROR's list
            out = out[: m.end() - 1] + "[...]" + out[i + 1 :]
            pos = m.end() + 4


def normalize_pylogo(out: str) -> str:
    return strip_library_lines(out)


def run_oracle(text: str) -> str | None:
    """Berkeley's output for TEXT on standard input; None when it hangs or crashes."""
    env = dict(os.environ, TERM="dumb", LC_ALL="C")
    try:
        with tempfile.TemporaryDirectory() as folder:  # files the input writes go there
            proc = subprocess.run([ORACLE], input=text.encode("utf-8"), stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, env=env, timeout=TIMEOUT, cwd=folder)
    except subprocess.TimeoutExpired:
        return None
    if proc.returncode < 0:
        return None
    return proc.stdout.decode("utf-8", "replace")


class Worker:
    """A pylogo process answering inputs (pylogo_worker.py), restarted after a timeout."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT), LC_ALL="C")
        self.proc = subprocess.Popen([sys.executable, str(HERE / "pylogo_worker.py")], env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def run(self, text: str) -> str | None:
        if self.proc is None or self.proc.poll() is not None:
            self.start()
        proc = self.proc
        proc.stdin.write(json.dumps(text) + "\n")
        proc.stdin.flush()
        result: list = []
        reader = threading.Thread(target=lambda: result.append(proc.stdout.readline()))
        reader.start()
        reader.join(TIMEOUT * 2)
        if not result or not result[0]:
            proc.kill()
            proc.wait()
            reader.join()
            self.proc = None
            return None
        return json.loads(result[0])

    def close(self) -> None:
        if self.proc is not None:
            self.proc.stdin.close()
            self.proc.wait()


ERROR_PATTERNS = None


def error_patterns() -> list:
    """Regexes for Berkeley's error messages (from its Messages file)."""
    global ERROR_PATTERNS
    if ERROR_PATTERNS is None:
        path = Path(ORACLE).resolve().parent / "ucblogo-6.2.5" / "logolib" / "Messages"
        pats = []
        if path.is_file():
            for line in path.read_text(errors="replace").split("\n"):
                if line.startswith(";"):
                    continue
                if line.startswith("Thank you"):
                    break
                line = line.strip()
                if len(line) < 5 or line in ("%p",):
                    continue
                # The message's fixed pieces, in order (a regex with several ".*" takes
                # cubic time on a long line); two spaces stand for one or more.
                pieces = [" ".join(part.split()) for part in re.split("%[ps]", line)]
                pieces = [piece for piece in pieces if piece]
                if pieces:
                    pats.append(pieces)
        ERROR_PATTERNS = pats
    return ERROR_PATTERNS


def _pieces_in_order(line: str, pieces: list) -> bool:
    at = 0
    for piece in pieces:
        found = line.find(piece, at)
        if found < 0:
            return False
        at = found + len(piece)
    return True


def has_error(out: str) -> bool:
    for line in out.split("\n"):
        squeezed = re.sub(" +", " ", line) if "  " in line else line
        if any(_pieces_in_order(squeezed, p) for p in error_patterns()):
            return True
    return False


def first_difference(a: str, b: str) -> tuple:
    al, bl = a.split("\n"), b.split("\n")
    for i in range(max(len(al), len(bl))):
        x = al[i] if i < len(al) else "<end>"
        y = bl[i] if i < len(bl) else "<end>"
        if x != y:
            return x, y
    return "", ""


def group_key(expected: str, got: str) -> str:
    x, y = first_difference(expected, got)
    mask = re.compile(r"\d+(\.\d+)?")
    return "%s  ||  %s" % (mask.sub("N", x)[:70], mask.sub("N", y)[:70])


def check(worker: Worker, text: str, expected: str | None = None) -> tuple:
    """(status, expected, got) for one input: status agree, differ or skip."""
    if expected is None:
        raw = run_oracle(text)
        if raw is None:
            return "skip", "", ""
        expected = normalize_berkeley(raw)
    else:  # saved before the library lines in ERROR's list were masked
        expected = mask_library_lines(expected)
    got = worker.run(text)
    if got is None:
        return "differ", expected, "<<pylogo timed out>>"
    got = normalize_pylogo(got)
    return ("agree" if got == expected else "differ"), expected, got


def inputs(seed: int, count: int, gens: list) -> list:
    out = []
    for i in range(count):
        r = random.Random("%d-%d" % (seed, i))
        name = gens[i % len(gens)]
        out.append(("%s-%d-%d" % (name, seed, i), PRELUDE + GENERATORS[name](r)))
    return out


def report(results: list, show: int) -> None:
    total = [x for x in results if x[1] != "skip"]
    agree = sum(1 for x in total if x[1] == "agree")
    clean = [x for x in total if not has_error(x[2])]
    clean_agree = sum(1 for x in clean if x[1] == "agree")
    print("inputs: %d compared, %d skipped (Berkeley hung or crashed)"
          % (len(total), len(results) - len(total)))
    if total:
        print("agreement: %d/%d = %.1f%%" % (agree, len(total), 100.0 * agree / len(total)))
    if clean:
        print("agreement without errors: %d/%d = %.1f%%"
              % (clean_agree, len(clean), 100.0 * clean_agree / len(clean)))
    groups = collections.Counter()
    example = {}
    for name, status, exp, got, _ in total:
        if status == "differ":
            key = group_key(exp, got)
            groups[key] += 1
            example.setdefault(key, name)
    for key, n in groups.most_common(show):
        print("%4d  %s   (e.g. %s)" % (n, key, example[key]))


def save(corpus: Path, name: str, text: str, expected: str) -> None:
    corpus.mkdir(parents=True, exist_ok=True)
    (corpus / (name + ".lg")).write_text(text)
    (corpus / (name + ".out")).write_text(expected)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--gen", action="append", choices=sorted(GENERATORS), help="generators (default all)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--save", metavar="DIR", help="save disagreements (input and Berkeley's output)")
    ap.add_argument("--replay", metavar="DIR", help="re-run saved inputs against their saved output")
    ap.add_argument("--groups", type=int, default=25, help="how many groups of differences to list")
    ap.add_argument("--show", metavar="NAME", help="print one input, both outputs and stop")
    ap.add_argument("--clean", action="store_true", help="group only inputs without errors")
    args = ap.parse_args()
    if args.replay:
        items = [(p.stem, p.read_text(), p.with_suffix(".out").read_text())
                 for p in sorted(Path(args.replay).glob("*.lg"))]
    else:
        items = [(n, t, None) for n, t in inputs(args.seed, args.count, args.gen or sorted(GENERATORS))]
    if args.show:
        items = [x for x in items if x[0] == args.show]
    local = threading.local()
    workers: list = []

    def task(item: tuple) -> tuple:
        if not hasattr(local, "worker"):
            local.worker = Worker()
            workers.append(local.worker)
        name, text, expected = item
        status, exp, got = check(local.worker, text, expected)
        return name, status, exp, got, text

    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(task, items))
    for w in workers:
        w.close()
    if args.show:
        for _name, status, exp, got, text in results:
            print("--- input\n%s--- berkeley\n%s\n--- pylogo\n%s\n--- %s" % (text, exp, got, status))
        return
    if args.save:
        for name, status, exp, _got, text in results:
            if status == "differ":
                save(Path(args.save), name, text, exp)
    if args.clean:
        results = [x for x in results if not has_error(x[2])]
    report(results, args.groups)


if __name__ == "__main__":
    main()
