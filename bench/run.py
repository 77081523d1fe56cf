#!/usr/bin/env python3
"""pylogo's benchmark suite: time, peak memory and a verified checksum per benchmark.

Usage (from anywhere; the project root is found from this file):

    .venv/bin/python bench/run.py [NAME ...]      # all benchmarks, or the named ones
    .venv/bin/python bench/run.py --list          # names, kinds and what each runs
    .venv/bin/python bench/run.py --quick         # small sizes, one run: a correctness check
    .venv/bin/python bench/run.py --markdown      # the table as Markdown (for README.md)

Options: --runs N (default 3, or $RUNS), --timeout S (default 300, or $TIMEOUT),
--alternate BERKELEY (run that Berkeley Logo right after each run and take the ratio to
its median here, instead of the recorded one: fair when the machine is busy),
--write-expected (store the outputs of this run as the expected ones: only after checking
them by hand), --record-reference (store this run's medians in bench/reference.tsv: meant
for PYLOGO=ucblogo on a machine where Berkeley Logo runs in a terminal).
Environment: PYLOGO, the command to run (default: the ``pylogo`` beside this Python, else
``python -m pylogo``).

Each benchmark runs as a whole process (``PYLOGO FILE ... [- SIZE]``, standard input from
a file or empty, TERM=dumb, LC_ALL=C) RUNS times.  The table gives the median wall time
(the ratio uses it), the median CPU time of the child (user + system: steadier than wall
time when other work shares the machine), Berkeley Logo's recorded median where one is
known (../shared/bench/reference.tsv for the shared cases, bench/reference.tsv for ours)
and the ratio pylogo/Berkeley, the peak resident memory of the child process (the largest
of the runs, from wait4), and whether the output equals the expected output
(bench/expected/NAME.out, or the shared golden file), compared after the shared runner's
normalisation (banner, farewell and trailing spaces dropped).  The geometric mean is over
the benchmarks with a Berkeley time, start-up excluded (Berkeley's 3 ms start is not a
target: pylogo's is 0.15 s).

Exit status 1 when any output is WRONG (or a run crashed or timed out) or the memory
benchmark goes over its limit; skipped benchmarks (no ../shared/bench, no
/usr/share/ucblogo/csls) do not fail the run.
"""

from __future__ import annotations

import argparse
import datetime
import math
import os
import platform
import re
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
CASES = os.path.join(BENCH, "cases")
EXPECTED = os.path.join(BENCH, "expected")
# ../shared/bench beside the project (or beside the folder of worktrees holding it)
SHARED = next((p for p in (os.path.join(os.path.dirname(ROOT), "shared", "bench"),
                           os.path.join(os.path.dirname(os.path.dirname(ROOT)), "shared", "bench"))
               if os.path.isdir(p)), os.path.join(os.path.dirname(ROOT), "shared", "bench"))
CSLS = "/usr/share/ucblogo/csls"
MEMORY_LIMIT_MB = 150.0
STARTUP_TARGET_S = 0.15


class Bench:
    """One benchmark: how to run it, what it must print, what it is compared with."""

    def __init__(self, name: str, kind: str, files: list, size: str = "", quick: str = "",
                 stdin: str = "", quick_stdin: str = "", cwd: str = CASES, expected: str = "",
                 quick_expected: str = "", needs: str = "", mem_limit: float = 0.0,
                 startup: bool = False, shared: bool = False, window: bool = False,
                 graphics: bool = False) -> None:
        self.name = name
        self.kind = kind
        self.files = files
        self.size = size  # the default size, for --list only (the program defaults to it)
        self.quick = quick  # the size given on :command.line with --quick
        self.stdin = stdin
        self.quick_stdin = quick_stdin or stdin
        self.cwd = cwd
        self.expected = expected or os.path.join(EXPECTED, name + ".out")
        self.quick_expected = quick_expected or os.path.join(EXPECTED, name + ".quick.out")
        self.needs = needs  # a directory that must exist, else the benchmark is skipped
        self.mem_limit = mem_limit
        self.startup = startup
        self.shared = shared
        self.window = window  # drawn in the graphics window (under xvfb-run when there is no display)
        # Turtle graphics: Berkeley's terminal build cannot draw, so its recorded time is another
        # build's (see reference.tsv); not alternated, and left out of the geometric mean.
        self.graphics = graphics or window

    def argv(self, quick: bool) -> list:
        args = list(self.files)
        if quick and self.quick:
            args += ["-", self.quick]
        return args


def _case(name: str, kind: str, size: str = "", quick: str = "", **kw: object) -> Bench:
    return Bench(name, kind, [os.path.join(CASES, name + ".lg")], size, quick, **kw)


OWN = [
    _case("recursion", "procedure-call recursion", "4 rounds", "1"),
    _case("tailcalls", "tail-recursive loops", "150000", "3000"),
    _case("arith", "for/repeat/while arithmetic", "6 rounds", "1"),
    _case("listrec", "list recursion fput/first/bf", "20000", "2000"),
    _case("templates", "map/filter/reduce/foreach/apply", "20 rounds", "1"),
    _case("wordproc", "word processing", "8 rounds", "1"),
    _case("arrays", "arrays item/setitem", "3 rounds", "1"),
    _case("props", "property lists, thing", "3 rounds", "1"),
    _case("catch", "catch/throw out of recursion", "250 rounds", "10"),
    _case("startup", "start-up (file with bye)", "", "", startup=True),
    _case("graphics", "turtle graphics, no display", "1 round", "1", graphics=True),
    Bench("graphics.window", "turtle graphics in the window", [os.path.join(CASES, "graphics.lg")],
          "1 round", "1", expected=os.path.join(EXPECTED, "graphics.out"),
          quick_expected=os.path.join(EXPECTED, "graphics.quick.out"), window=True),
    _case("memory", "list of 1,000,000 numbers", "1000000", "10000", mem_limit=MEMORY_LIMIT_MB),
    Bench("solitaire", "program: solitaire.lg", [os.path.join(ROOT, "programs", "solitaire.lg"),
                                                   os.path.join(CASES, "solitaire.lg")],
          "20 games", stdin=os.path.join(CASES, "solitaire.in"),
          quick_stdin=os.path.join(CASES, "solitaire.quick.in")),
    _case("csls", "program: CSLS pascal compiler", "primes.pas", "", needs=CSLS),
    _case("macros", "program: .macro control structures", "30 rounds", "2"),
    _case("macros2", "program: guard, counting, COND macros", "20 rounds", "1"),
    _case("stackvm", "program: RUN of built lists", "4000", "100"),
    _case("define", "program: DEFINE and redefine", "1000 rounds", "10"),
    _case("define2", "program: new procedure texts", "6000 rounds", "20"),
    _case("loadgen", "program: writes procedures, LOADs them", "60 rounds", "2"),
    _case("machines", "program: rewrites procedures with IF lists", "150 rounds", "3"),
    _case("newnames", "program: new procedures with templates", "1500 steps", "20"),
    _case("texts", "program: procedure texts with words", "3000 steps", "30"),
    _case("lambdas", "program: [[x] ...] lambda templates", "60 rounds", "2"),
    _case("student", "program: CSLS student", "22 problems", "", needs=CSLS,
          stdin=os.path.join(CASES, "student.in")),
    _case("doctor", "program: CSLS doctor, scripted", "1900 remarks", "", needs=CSLS,
          stdin=os.path.join(CASES, "doctor.in")),
    _case("pour", "program: CSLS pour, memberp search", "2 puzzles", "", needs=CSLS),
]

SHARED_KINDS = {
    "fib": "procedure-call recursion",
    "hof": "map/filter/reduce/foreach/apply",
    "lists": "list recursion fput/first/bf",
    "loops": "for/repeat/while arithmetic",
    "startup": "start-up (file with bye)",
    "tailrec": "tail-recursive loops",
    "words": "word processing",
}


def shared_benches() -> list:
    """The shared cases, run from ../shared/bench in place (their files are not copied)."""
    names = set(SHARED_KINDS)
    cases = os.path.join(SHARED, "cases")
    if os.path.isdir(cases):
        names |= {f[:-3] for f in os.listdir(cases) if f.endswith(".lg")}
    out = []
    for name in sorted(names):
        out.append(Bench("shared/" + name, SHARED_KINDS.get(name, "shared case"),
                         [os.path.join(cases, name + ".lg")], cwd=cases,
                         expected=os.path.join(SHARED, "golden", name + ".out"),
                         needs=cases, startup=(name == "startup"), shared=True))
    return out


def all_benches() -> list:
    return OWN + shared_benches()


def read_reference() -> dict:
    """Berkeley Logo's median seconds: the shared file's (as shared/NAME) and ours."""
    ref = {}
    for path, prefix in ((os.path.join(SHARED, "reference.tsv"), "shared/"),
                         (os.path.join(BENCH, "reference.tsv"), "")):
        try:
            with open(path, encoding="utf-8") as f:
                for line in f:
                    if line.strip() and not line.startswith("#"):
                        name, secs = line.split()[:2]
                        ref[prefix + name] = float(secs)
        except OSError:
            pass
    return ref


def normalize(text: str) -> str:
    """The shared runner's normalisation: no banner, no farewell, no trailing spaces."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("Welcome to Berkeley Logo"):
            lines = lines[i + 1:]
            break
    if lines and lines[0].startswith("\x1b"):
        lines[0] = re.sub(r"^(\x1b\[[0-9;]*[A-Za-z])+", "", lines[0])
    while lines and lines[-1].strip() in ("", "Have a nice day.", "Thank you for using Logo."):
        lines.pop()
    lines = [ln.replace("I don't know how  to", "I don't know how to").rstrip() for ln in lines]
    return "\n".join(lines)


def logo_command() -> list:
    if os.environ.get("PYLOGO"):
        cmd = shlex.split(os.environ["PYLOGO"])
        if os.sep in cmd[0] and not os.path.isabs(cmd[0]):
            cmd[0] = os.path.abspath(cmd[0])  # the benchmarks run in other directories
        return cmd
    beside = os.path.join(os.path.dirname(sys.executable), "pylogo")
    if os.access(beside, os.X_OK):
        return [beside]
    return [sys.executable, "-m", "pylogo"]


def window_prefix() -> list | None:
    """How to run with a display: as is with $DISPLAY, else under xvfb-run; None: no way."""
    if os.environ.get("DISPLAY"):
        return []
    if shutil.which("xvfb-run"):
        return ["xvfb-run", "-a"]
    return None


def run_once(cmd: list, bench: Bench, quick: bool, timeout: float) -> tuple:
    """One whole-process run: (seconds, peak RSS in MB, output text, problem, CPU seconds)."""
    env = dict(os.environ, TERM="dumb", LC_ALL="C", LANG="C")
    env.setdefault("PYLOGO_GRAPHICS", "none")  # graphics with no display unless asked for a window
    if bench.window:
        env["PYLOGO_GRAPHICS"] = "window"
        cmd = window_prefix() + cmd
    if cmd[:1] == [sys.executable]:
        env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    stdin_path = bench.quick_stdin if quick else bench.stdin
    with tempfile.TemporaryFile() as out, open(stdin_path or os.devnull, "rb") as inp:
        start = time.perf_counter()
        try:
            proc = subprocess.Popen(cmd + bench.argv(quick), stdin=inp, stdout=out,
                                    stderr=subprocess.STDOUT, cwd=bench.cwd, env=env)
        except OSError as exc:
            return 0.0, 0.0, "", "cannot start: %s" % exc, 0.0
        timer = threading.Timer(timeout, proc.kill)
        timer.start()
        # wait4 rather than Popen.wait: it gives this child's own peak RSS.
        _, status, rusage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        timer.cancel()
        proc.returncode = code = os.waitstatus_to_exitcode(status)
        out.seek(0)
        text = out.read().decode("utf-8", "replace")
    problem = ""
    if code == -signal.SIGKILL and seconds >= timeout:
        problem = "timed out after %.0f s" % timeout
    elif code != 0:
        problem = "exit status %d" % code
    return seconds, rusage.ru_maxrss / 1024.0, text, problem, rusage.ru_utime + rusage.ru_stime


class Result:
    def __init__(self, bench: Bench) -> None:
        self.bench = bench
        self.times: list = []
        self.cpu: list = []
        self.ref_times: list = []  # Berkeley's, when run alternately (--alternate)
        self.peak = 0.0
        self.status = "ok"  # ok, WRONG ..., skipped ..., OVER ...
        self.diff = ""
        self.output = ""
        self.crashed = False

    @property
    def median(self) -> float:
        return statistics.median(self.times) if self.times else float("nan")

    @property
    def failed(self) -> bool:
        return not (self.status == "ok" or self.status.startswith("skipped"))


def first_difference(expected: str, got: str) -> str:
    exp, out = expected.split("\n"), got.split("\n")
    for i in range(max(len(exp), len(out))):
        a = exp[i] if i < len(exp) else "<end of output>"
        b = out[i] if i < len(out) else "<end of output>"
        if a != b:
            return "line %d: expected %r, got %r" % (i + 1, a[:200], b[:200])
    return ""


def measure(bench: Bench, cmd: list, runs: int, quick: bool, timeout: float,
            ref_cmd: list | None = None) -> Result:
    res = Result(bench)
    if bench.needs and not os.path.isdir(bench.needs):
        res.status = "skipped: no %s" % bench.needs
        return res
    if bench.window and window_prefix() is None:
        res.status = "skipped: no display (no $DISPLAY, no xvfb-run)"
        return res
    if quick and (bench.shared or (bench.needs and not bench.quick)):
        res.status = "skipped: no quick size"
        return res
    exp_path = bench.quick_expected if quick and (bench.quick or bench.quick_stdin != bench.stdin) \
        else bench.expected
    try:
        with open(exp_path, encoding="utf-8") as f:
            expected = normalize(f.read())
    except OSError:
        expected = None
    for _ in range(runs):
        seconds, peak, text, problem, cpu = run_once(cmd, bench, quick, timeout)
        res.output = text
        if problem:
            res.status = "WRONG (%s)" % problem
            res.crashed = True
            res.diff = text.strip().splitlines()[-1][:200] if text.strip() else ""
            return res
        res.times.append(seconds)
        res.cpu.append(cpu)
        if ref_cmd:  # Berkeley Logo right after, under the same load on the machine
            ref_seconds = run_once(ref_cmd, bench, quick, timeout)[0]
            if ref_seconds:
                res.ref_times.append(ref_seconds)
        res.peak = max(res.peak, peak)
        if expected is None:
            res.status = "WRONG (no expected output %s)" % os.path.relpath(exp_path, ROOT)
            return res
        got = normalize(text)
        if got != expected:
            res.status = "WRONG"
            res.diff = first_difference(expected, got)
            return res
    if bench.mem_limit and res.peak > bench.mem_limit and not quick:
        res.status = "OVER %.0f MB" % bench.mem_limit
    return res


def bytecode_note(cmd: list) -> str:
    """A warning when the pylogo being run has no compiled bytecode: each start compiles it."""
    if os.environ.get("PYLOGO"):
        return ""
    import importlib.util

    spec = importlib.util.find_spec("pylogo")
    if spec is None or not spec.origin:
        return ""
    pkg = os.path.dirname(spec.origin)
    cache = os.path.join(pkg, "__pycache__")
    if os.path.isdir(cache) and any(f.endswith(".pyc") for f in os.listdir(cache)):
        return ""
    return ("note: %s has no compiled bytecode (__pycache__%s), so every run compiles pylogo's "
            "sources first: start-up times include that (python -m compileall %s avoids it)"
            % (os.path.relpath(pkg, ROOT) if pkg.startswith(ROOT) else pkg,
               "; PYTHONDONTWRITEBYTECODE is set" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "",
               os.path.relpath(pkg, ROOT) if pkg.startswith(ROOT) else pkg))


def machine() -> str:
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return "%s, %s cores, %s, Python %s" % (model, cores, platform.system(), platform.python_version())


def geometric_mean(values: list) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values))


def report(results: list, ref: dict, runs: int, quick: bool, markdown: bool) -> list:
    lines = []
    today = datetime.date.today().isoformat()
    what = "median of %d run%s" % (runs, "" if runs == 1 else "s")
    if quick:
        what = "quick sizes (a correctness check, not timings)"
    lines.append("pylogo benchmarks, %s; %s; %s" % (today, machine(), what))
    lines.append("")
    head = ("benchmark", "kind", "pylogo s", "cpu s", "Berkeley s", "ratio", "peak MB", "check")
    rows = []
    for r in results:
        b = r.bench
        t = "%.3f" % r.median if r.times else "-"
        cpu = "%.3f" % statistics.median(r.cpu) if r.cpu else "-"
        known = b.name in ref
        rs = "%.3f" % ref[b.name] if known else "-"
        ratio = "%.2f" % (r.median / ref[b.name]) if known and r.times else "-"
        peak = "%.1f" % r.peak if r.times else "-"
        status = r.status
        if b.mem_limit and r.times and not quick:
            status += " (limit %.0f MB)" % b.mem_limit
        rows.append((b.name, b.kind, t, cpu, rs, ratio, peak, status))
    if markdown:
        lines.append("| " + " | ".join(head) + " |")
        lines.append("|" + "|".join(["---", "---", "---:", "---:", "---:", "---:", "---:", "---"]) + "|")
        for row in rows:
            lines.append("| " + " | ".join(row) + " |")
    else:
        fmt = "%-15s %-32s %8s %6s %10s %6s %7s  %s"
        lines.append(fmt % head)
        for row in rows:
            lines.append(fmt % row)
    lines.append("")
    ratios = [r.median / ref[r.bench.name] for r in results
              if r.times and r.bench.name in ref and not r.bench.startup and not r.bench.graphics
              and r.status == "ok"]
    if ratios and not quick:
        lines.append("geometric mean of pylogo/Berkeley over the %d benchmarks with a Berkeley time "
                     "(start-up and graphics excluded): %.2f; worst %.2f"
                     % (len(ratios), geometric_mean(ratios), max(ratios)))
    unknown = [r.bench.name for r in results if r.times and r.bench.name not in ref]
    if unknown and not quick:
        lines.append("no recorded Berkeley time (no ratio) for: %s" % ", ".join(unknown))
    for r in results:
        if r.bench.startup and r.times and not quick:
            lines.append("start-up %s: %.3f s (target under %.2f s)"
                         % (r.bench.name, r.median, STARTUP_TARGET_S))
        if r.bench.mem_limit and r.times and not quick:
            lines.append("memory: %s peaks at %.1f MB (limit %.0f MB)"
                         % (r.bench.kind, r.peak, r.bench.mem_limit))
    for r in results:
        if r.failed:
            lines.append("%s: %s%s" % (r.bench.name, r.status, (": " + r.diff) if r.diff else ""))
    ok = sum(1 for r in results if r.status == "ok")
    bad = sum(1 for r in results if r.failed)
    skipped = len(results) - ok - bad
    lines.append("%d ok, %d failed, %d skipped" % (ok, bad, skipped))
    return lines


def main(argv: list | None = None) -> int:
    ap = argparse.ArgumentParser(description="Run pylogo's benchmarks (see the module docstring).")
    ap.add_argument("names", nargs="*", help="benchmarks to run (default: all)")
    ap.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", "3")))
    ap.add_argument("--timeout", type=float, default=float(os.environ.get("TIMEOUT", "300")))
    ap.add_argument("--quick", action="store_true", help="small sizes, one run: checks outputs only")
    ap.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    ap.add_argument("--list", action="store_true", help="list the benchmarks")
    ap.add_argument("--write-expected", action="store_true",
                    help="store this run's outputs as the expected ones (our benchmarks only)")
    ap.add_argument("--alternate", metavar="BERKELEY",
                    help="run this Berkeley Logo after each run and compare with its times")
    ap.add_argument("--record-reference", action="store_true",
                    help="store this run's medians in bench/reference.tsv (with PYLOGO=ucblogo)")
    opts = ap.parse_args(argv)
    benches = all_benches()
    if opts.list:
        for b in benches:
            files = " ".join(os.path.relpath(f, ROOT) for f in b.files)
            stdin = " < " + os.path.relpath(b.stdin, ROOT) if b.stdin else ""
            print("%-17s %-32s %s%s%s" % (b.name, b.kind, files, stdin,
                                         "  [size %s]" % b.size if b.size else ""))
        return 0
    if opts.names:
        by_name = {b.name: b for b in benches}
        unknown = [n for n in opts.names if n not in by_name]
        if unknown:
            print("unknown benchmark: %s (see --list)" % ", ".join(unknown), file=sys.stderr)
            return 2
        benches = [by_name[n] for n in opts.names]
    runs = 1 if opts.quick else max(1, opts.runs)
    cmd = logo_command()
    ref = read_reference()
    results = []
    for b in benches:
        # Alternated only where a time is recorded: Berkeley runs those programs as we do.
        ref_cmd = (shlex.split(opts.alternate) if opts.alternate and b.name in ref and not b.graphics
                   else None)
        if ref_cmd and os.sep in ref_cmd[0]:
            ref_cmd[0] = os.path.abspath(ref_cmd[0])
        r = measure(b, cmd, runs, opts.quick, opts.timeout, ref_cmd)
        if r.ref_times:
            ref[b.name] = statistics.median(r.ref_times)
        results.append(r)
        if not opts.markdown:
            t = "%.3f s" % r.median if r.times else ""
            print("  %-17s %-9s %s" % (b.name, t, r.status), file=sys.stderr, flush=True)
        if opts.write_expected and not b.shared and r.times and not r.crashed:
            quick_file = opts.quick and (b.quick or b.quick_stdin != b.stdin)
            with open(b.quick_expected if quick_file else b.expected, "w", encoding="utf-8") as f:
                f.write(r.output)
    lines = report(results, ref, runs, opts.quick, opts.markdown)
    note = bytecode_note(cmd)
    if note and not opts.quick:
        lines.insert(-1, note)
    if opts.markdown:  # the lines after the table as a list
        blank = lines.index("", 2)
        lines = lines[:blank + 1] + ["- " + ln for ln in lines[blank + 1:] if ln]
    print("\n".join(lines))
    if opts.record_reference:
        path = os.path.join(BENCH, "reference.tsv")
        old = {}
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                old = dict(ln.split()[:2] for ln in f if ln.strip() and not ln.startswith("#"))
        for r in results:
            if r.times and not r.bench.shared:
                old[r.bench.name] = "%.3f" % r.median
        with open(path, "w", encoding="utf-8") as f:
            f.write("# Berkeley Logo's median wall seconds per whole process, recorded by "
                    "bench/run.py --record-reference\n# (%s, %s, command %s)\n"
                    % (datetime.date.today().isoformat(), machine(), " ".join(cmd)))
            for name in sorted(old):
                f.write("%s\t%s\n" % (name, old[name]))
    return 1 if any(r.failed for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
