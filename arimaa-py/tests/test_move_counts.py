"""Every published unique-move count of ``positions/move_count_table.tsv`` (metric
``unique_moves``, and ``unique_positions_incl_start`` = unique moves + 1): the AEI
definition, distinct boards after one whole legal move, unchanged board excluded."""

from __future__ import annotations

from pathlib import Path

import pytest

from move_counts import MoveCountError, MoveCountRow, move_counts, parse_move_counts


def rows(tables: Path) -> list[MoveCountRow]:
    return move_counts(tables)


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
    # 54 rows give a number of unique moves (52 unique_moves, 2 unique_positions_incl_start).
    assert checked == 54, f"{checked} rows checked"


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


def test_the_reader_names_the_line_of_an_error() -> None:
    header = "source\tname_or_label\tside\tboard\tmetric\texpected\taei_check"
    good = f"s\tn\tg\t{'r' * 8}{'.' * 48}{'R' * 8}\tunique_moves\t5\t"
    [row] = parse_move_counts(f"# comment\n{header}\n{good}\n")
    assert (row.line, row.expected, row.aei_check, row.unique_moves()) == (3, 5, None, 5)
    cases = [
        (f"{header}\n{good}\nx\ty", 3, "fields"),
        (f"{header}\n{good.replace(chr(9) + 'g' + chr(9), chr(9) + 'w' + chr(9))}", 2, "side"),
        (f"{header}\n{good.replace(chr(9) + '5', chr(9) + 'five')}", 2, "whole number"),
        (f"{header}\n{good.replace('unique_moves', 'perft')}", 2, "metric"),
        (header.replace("side", "colour"), 1, "side"),
    ]
    for text, line, word in cases:
        with pytest.raises(MoveCountError, match=word) as caught:
            parse_move_counts(text)
        assert caught.value.line == line
        assert str(caught.value).startswith(f"move_count_table.tsv line {line}: ")
