"""Reading the generated source of a procedure's body to make it note where it returns
(rounds.py, noting_body): which returns come right after a call of a procedure."""

from __future__ import annotations

import ast

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def noting_source(source: str, note: str, noted: Any) -> tuple:
    """SOURCE with B's returns noting their places (NOTE[0] = the constant whose text NOTED
    gives for the return's line number), and the names of the entries (or procedures, for a
    tail call) its returns come right after a call of."""
    tree = ast.parse(source)
    body = next(node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef) and node.name == "B")
    inserts: list = []  # (line number, column in bytes, text)
    called: set = set()

    def visit(block: list, outer: tuple | None) -> None:
        for i, stmt in enumerate(block):
            if isinstance(stmt, ast.Return):
                heads: list = []
                entries = _entries_called(stmt.value)
                if entries is None:
                    before = block[:i] if outer is None or i else outer[0][:outer[1]]
                    entries = _tail_of(before, heads)
                if entries is not None:
                    called.update(entries)
                    if heads:  # (the way past the IF or the loop without the call notes too)
                        number = noted(stmt.lineno)
                        for head in heads:
                            text = "(%s.__setitem__(0, %s) or (" % (note, number)
                            inserts.append((head.lineno, head.col_offset, text))
                            inserts.append((head.lineno, head.end_col_offset, "))"))
                    continue
                tail = _tail_call(stmt)
                if tail is not None:
                    called.add(tail)
                inserts.append((stmt.lineno, stmt.col_offset, "%s[0] = %s; " % (note, noted(stmt.lineno))))
            elif isinstance(stmt, ast.FunctionDef):
                continue
            else:
                for field in ("body", "orelse", "finalbody"):
                    inner = getattr(stmt, field, None)
                    if inner:
                        visit(inner, (block, i) if _is_check(stmt) and field == "body" else None)
                for handler in getattr(stmt, "handlers", ()):
                    visit(handler.body, None)

    visit(body.body, None)
    text = source.split("\n")
    for lineno, col, added in sorted(inserts, key=lambda x: (x[0], x[1]), reverse=True):
        raw = text[lineno - 1].encode("utf-8")
        text[lineno - 1] = (raw[:col] + added.encode("utf-8") + raw[col:]).decode("utf-8")
    return "\n".join(text), called


def _is_check(stmt: Any) -> bool:
    """IF _tN IS _SL: ... / IF _tN IS NOT NONE: ... (a check of a call's value)."""
    if not isinstance(stmt, ast.If) or stmt.orelse or len(stmt.body) != 1:
        return False
    test = stmt.test
    return (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name)
            and test.left.id.startswith("_t") and len(test.ops) == 1
            and isinstance(test.ops[0], (ast.Is, ast.IsNot)))


def _tail_of(block: list, heads: list) -> set | None:
    """The entries whose call every way through BLOCK ends with (checks of the value
    aside), or None.  An IF without ELSE, or a loop, ending with one: its condition or
    what it goes through is added to HEADS (the way past it notes there)."""
    j = len(block) - 1
    while j >= 0 and _is_check(block[j]):
        j -= 1
    if j < 0:
        return None
    stmt = block[j]
    if isinstance(stmt, ast.Assign):
        target = stmt.targets[0]
        if len(stmt.targets) == 1 and isinstance(target, ast.Name) and target.id.startswith("_t"):
            return _entries_called(stmt.value)
        return None
    if isinstance(stmt, ast.Expr):
        return _entries_called(stmt.value)
    if isinstance(stmt, ast.Try):
        if stmt.handlers or stmt.orelse or not all(_quiet(part) for part in stmt.finalbody):
            return None
        return _tail_of(stmt.body, heads)
    if isinstance(stmt, ast.For):
        entries = None if stmt.orelse else _tail_of(stmt.body, heads)
        if entries is not None and stmt.iter.lineno == stmt.iter.end_lineno:
            heads.append(stmt.iter)
            return entries
        return None
    if isinstance(stmt, ast.If):
        entries = _tail_of(stmt.body, heads)
        if entries is None:
            return None
        if stmt.orelse:
            other = _tail_of(stmt.orelse, heads)
            return None if other is None else entries | other
        if stmt.test.lineno != stmt.test.end_lineno:
            return None
        heads.append(stmt.test)
        return entries
    return None


def _quiet(stmt: Any) -> bool:
    """Does STMT call no function (but LEN, and what an IF of it runs: RT.unwind ... when
    a list left local variables)?"""
    part = stmt.test if isinstance(stmt, ast.If) else stmt
    return all(not isinstance(node, ast.Call) or (isinstance(node.func, ast.Name) and node.func.id == "len")
               for node in ast.walk(part))


def _entries_called(value: Any) -> set | None:
    """{the name of the entry of a procedure VALUE calls (C_..., E_..., U_...)}, or None."""
    if (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
            and value.func.id[:2] in ("C_", "E_", "U_")):
        return {value.func.id}
    return None


def _tail_call(ret: Any) -> str | None:
    """The procedure (Q_...) of RETURN _TC((Q_..., ...))."""
    value = ret.value
    if (isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "_TC"
            and value.args and isinstance(value.args[0], ast.Tuple) and value.args[0].elts
            and isinstance(value.args[0].elts[0], ast.Name)):
        return value.args[0].elts[0].id
    return None
