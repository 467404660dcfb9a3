"""``GameRecord.verify()`` on every game of ``games/`` gives the verdicts of
``tests/data/games/expected_verdicts.tsv`` (written from the data's own documentation,
not from this code): the same table the Rust tests hold ``arimaa replay`` and the C
reader (``arimaa_record_verify``) to, so the three front ends agree game by game."""

from __future__ import annotations

from pathlib import Path

import pytest

import arimaa
from arimaa import Verdict, VerdictKind

TABLES = Path(__file__).resolve().parents[2] / "tests" / "data"
KINDS = {str(k): k for k in (VerdictKind.OK, VerdictKind.OLD_RULES, VerdictKind.ILLEGAL, VerdictKind.MISMATCH)}


def expected() -> dict[tuple[str, str], tuple[str, str | None, str | None]]:
    rows = [
        line.split("\t")
        for line in (TABLES / "games" / "expected_verdicts.tsv").read_text().splitlines()
        if line and not line.startswith("#")
    ]
    header, rows = rows[0], rows[1:]
    assert header[:5] == ["path", "game", "verdict", "label", "rule"]
    return {(r[0], r[1]): (r[2], r[3] or None, r[4] or None) for r in rows}


def verdicts(root: Path, rel: str) -> dict[tuple[str, str], Verdict]:
    return {(rel, record.id or "-"): record.verify() for record in arimaa.read_games(root / rel)}


def check(found: dict[tuple[str, str], Verdict], table: dict[tuple[str, str], tuple[str, str | None, str | None]]) -> None:
    for key, verdict in found.items():
        kind, label, rule = table.get(key, ("ok", None, None))
        assert (str(verdict.kind), verdict.label, verdict.rule) == (kind, label, rule), key
        assert verdict.kind == KINDS[kind]
        assert verdict.fails == (kind in ("illegal", "mismatch"))


def test_archive_verdicts(data: Path) -> None:
    found: dict[tuple[str, str], Verdict] = {}
    for name in ("allgames2002.txt", "allgames202602.txt"):
        found |= verdicts(data, f"games/archive/{name}")
    assert len(found) == 64 + 147, "data README: 64 games of 2002 and 147 of Feb 2026"
    table = expected()
    check(found, table)
    assert {k for k in table if k[0].startswith("games/archive/")} <= found.keys()


def test_per_game_verdicts() -> None:
    per_game = sorted((TABLES / "games" / "per-game").rglob("*"))
    files = [p.relative_to(TABLES).as_posix() for p in per_game if p.is_file() and p.name != "EXPECTED.txt"]
    assert len(files) == 21 + 2, "data README: 21 movelists, game100.txt, 9624.gameLog"
    found: dict[tuple[str, str], Verdict] = {}
    for rel in files:
        found |= verdicts(TABLES, rel)
    table = expected()
    check(found, table)
    # Per-game files have no archive id: the table names them by file.
    assert {k for k in table if k[0].startswith("games/per-game/")} <= found.keys()


def test_a_verdict_is_a_typed_value() -> None:
    (record,) = arimaa.read_games(
        __import__("io").StringIO(
            "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n"
            "1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n"
            "2g Ra1n\n"
        )
    )
    v = record.verify()
    # Ra1n: a2 holds gold's own dog.
    assert (v.kind, v.label, v.rule, v.line, v.column) == (VerdictKind.ILLEGAL, "2g", "occupied", 3, 1)
    assert str(v).startswith("illegal 2g (line 3, column 1): ")
    assert v == record.verify()
    assert record.verify(lenient=True).kind == VerdictKind.ILLEGAL
    with pytest.raises(arimaa.IllegalMoveError):
        record.replay()
