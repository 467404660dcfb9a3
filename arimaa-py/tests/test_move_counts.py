"""Every published unique-move count of ``positions/move_count_table.tsv`` (metric
``unique_moves``, and ``unique_positions_incl_start`` = unique moves + 1): the AEI
definition, distinct boards after one whole legal move, unchanged board excluded."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from arimaa import Position


@dataclass(frozen=True)
class Row:
    line: int
    name: str
    side: str
    board: str
    metric: str
    expected: int

    def position(self) -> Position:
        return Position.from_short(f"{self.side} [{self.board}]")

    def unique_moves(self) -> int | None:
        if self.metric == "unique_moves":
            return self.expected
        if self.metric == "unique_positions_incl_start":
            return self.expected - 1
        return None


def rows(tables: Path) -> list[Row]:
    out = []
    text = (tables / "positions" / "move_count_table.tsv").read_text()
    for i, line in enumerate(text.splitlines(), 1):
        if line.startswith("#") or line.startswith("source\t") or not line.strip():
            continue
        f = line.split("\t")
        out.append(Row(i, f[1], f[2], f[3], f[4], int(f[5])))
    return out


def test_unique_move_counts_match_the_published_table(tables: Path) -> None:
    checked = 0
    failures = []
    for row in rows(tables):
        expected = row.unique_moves()
        if expected is None:
            continue
        got = row.position().count_moves()
        if got != expected:
            failures.append(f"line {row.line} {row.name} {row.side}: expected {expected}, got {got}")
        checked += 1
    assert not failures, "\n".join(failures)
    assert checked >= 50, f"only {checked} rows checked"  # 54 in the table today


def test_legal_moves_list_one_move_per_distinct_board(tables: Path) -> None:
    small = [r for r in rows(tables) if r.metric == "unique_moves" and r.expected <= 5000]
    assert small
    for row in small:
        pos = row.position()
        moves = pos.legal_moves()
        assert len(moves) == row.expected, f"line {row.line} {row.name}"
        boards = {pos.play(m).to_short()[2:] for m in moves}
        assert len(boards) == row.expected, f"line {row.line}: a board is listed twice"
        assert pos.to_short()[2:] not in boards, f"line {row.line}: unchanged board listed"


@pytest.mark.parametrize("side", ["g", "s"])
def test_the_table_has_rows_for_both_sides(tables: Path, side: str) -> None:
    assert any(r.side == side and r.unique_moves() is not None for r in rows(tables))
