"""One refusal of every rule through Python: ``tests/data/rules/rule_refusals.tsv`` (shared
with the Rust test ``tests/tests/rule_refusals.rs`` and the C program
``arimaa-capi/tests/c/test_rule_refusals.c``) names, per rule, an input the rules text
refuses for exactly that rule. Every row whose ``bindings`` name ``py`` is driven through
the Python API; the raised exception must carry that rule: ``.rule`` (name) and ``.code``.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import IO, Callable, List, Union

import pytest

import arimaa
from arimaa import svg


def _rows(tables: Path) -> List[List[str]]:
    lines = (tables / "rules" / "rule_refusals.tsv").read_text(encoding="utf-8").splitlines()
    body = [line for line in lines if not line.startswith("#")][1:]
    rows = [line.split("\t") for line in body]
    assert all(len(r) == 7 for r in rows)
    return rows


def _unescape(text: str) -> str:
    return text.replace("\\n", "\n").replace("\\t", "\t")


def _read_all(source: Union[str, IO[str]]) -> None:
    for _ in arimaa.read_games(source):
        pass


def _play_game(text: str) -> None:
    game = arimaa.Game()
    *before, last = _unescape(text).split("\n")
    for turn in before:
        if turn == "resign":
            game.resign()
        else:
            game.play(turn)
    game.play(last)


def _play_actions(position: str, ids: str) -> None:
    pos = arimaa.Position.from_short(position)
    for action in ids.split(" "):
        pos = pos.play_action(int(action))


def _play_action_game(ids: str) -> None:
    game = arimaa.ActionGame()
    for action in ids.split(" "):
        game.play_action(int(action))


def _driver(op: str, position: str, text: str, tables: Path) -> Callable[[], object]:
    if op == "position":
        return lambda: arimaa.Position.from_short(position)
    if op == "move":
        return lambda: arimaa.Position.from_short(position).play(text)
    if op == "action":
        return lambda: _play_actions(position, text)
    if op == "record":
        return lambda: arimaa.Game.from_record(_unescape(text))
    if op == "game":
        return lambda: _play_game(text)
    if op == "reader":
        return lambda: _read_all(io.StringIO(_unescape(text)))
    if op == "open":
        return lambda: _read_all(str(tables / text))
    if op == "last_move":
        return lambda: svg.board(arimaa.Position.from_short(position), last_move=text)
    if op == "action_game":
        return lambda: _play_action_game(text)
    raise AssertionError(f"no Python driver for op {op}")


def test_every_rule_reported_through_python(tables: Path) -> None:
    rows = _rows(tables)
    assert [int(r[1]) for r in rows] == list(range(1, len(rows) + 1))
    shown = ["rule | code | Python"]
    wrong = []
    for rule, code, op, position, text, bindings, _why in rows:
        if "py" not in bindings.split(" "):
            shown.append(f"{rule} | {code} | n/a")
            continue
        with pytest.raises(Exception) as info:
            _driver(op, position, text, tables)()
        got = (getattr(info.value, "rule", None), getattr(info.value, "code", None))
        shown.append(f"{rule} | {code} | {got[0]} ({got[1]}) {type(info.value).__name__}")
        if got != (rule, int(code)):
            wrong.append(f"{rule}: got {got} from {info.value!r}")
    print("\n".join(shown))
    assert not wrong, wrong


def test_a_record_error_has_rule_code_line_and_column() -> None:
    # The `x` of line 2 is not a side letter.
    with pytest.raises(arimaa.NotationError) as info:
        arimaa.Game.from_record("1g Ra1 Rb1\n1x Ra7")
    err = info.value
    assert (err.rule, err.code, err.line, err.column) == ("notation", 1, 2, 2)
