"""The one Python reader of ``positions/move_count_table.tsv``: the published move counts
of 68 positions (the table's own header says what each column means), shared by the tests
(``test_move_counts.py``) and the benchmark (``arimaa-py/bench/bench_movegen.py``).

The file: ``#`` comment lines, then a header naming the columns ``source``,
``name_or_label``, ``side``, ``board``, ``metric``, ``expected`` and ``aei_check`` (in any
order), then one tab-separated row per count."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from arimaa import Position

COLUMNS = ("source", "name_or_label", "side", "board", "metric", "expected", "aei_check")
#: The metrics (the first word of the ``metric`` column).
METRICS = ("unique_moves", "unique_positions_incl_start", "step_sequences_incl_empty", "move_counter")
_BOARD = re.compile(r"[.EMHDCRemhdcr]{64}")


class MoveCountError(ValueError):
    """A line of the table that cannot be read; ``line`` is its number, from 1 (0: no
    header line)."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"move_count_table.tsv line {line}: {message}")
        self.line = line


@dataclass(frozen=True)
class MoveCountRow:
    """One row: its ``line`` (from 1), ``source``, ``name`` (``name_or_label``), ``side``
    (``"g"`` or ``"s"``), ``board`` (64 characters, a8 first), ``metric`` (the first word
    of its column), ``expected`` and ``aei_check`` (``None`` when blank)."""

    line: int
    source: str
    name: str
    side: str
    board: str
    metric: str
    expected: int
    aei_check: int | None

    @property
    def short(self) -> str:
        """The position as ``Position.from_short`` reads it, e.g. ``g [rrrrrrrr...]``."""
        return f"{self.side} [{self.board}]"

    def position(self) -> Position:
        """The position (the library's error if it is not one)."""
        return Position.from_short(self.short)

    def unique_moves(self) -> int | None:
        """The published number of unique moves (``count_moves()``) when the metric gives
        it: ``expected`` for ``unique_moves``, ``expected - 1`` for
        ``unique_positions_incl_start``; else ``None``."""
        if self.metric == "unique_moves":
            return self.expected
        if self.metric == "unique_positions_incl_start":
            return self.expected - 1
        return None


def parse_move_counts(text: str) -> list[MoveCountRow]:
    """The rows of the table's text. Raises :class:`MoveCountError` naming the first
    line that is wrong (a missing column, too few fields, a bad side, board, metric or
    count)."""
    lines = [(i, line.rstrip("\r")) for i, line in enumerate(text.split("\n"), 1)]
    lines = [(i, line) for i, line in lines if line.strip() and not line.startswith("#")]
    if not lines:
        raise MoveCountError(0, "no header line")
    header_line, header = lines[0]
    names = header.split("\t")
    at = {}
    for column in COLUMNS:
        if column not in names:
            raise MoveCountError(header_line, f"the header has no column {column!r}")
        at[column] = names.index(column)
    rows = []
    for line, text_line in lines[1:]:
        fields = text_line.split("\t")

        def field(column: str, line: int = line, fields: list[str] = fields) -> str:
            if at[column] < len(fields):
                return fields[at[column]]
            if column == "aei_check":
                return ""
            raise MoveCountError(line, f"{len(fields)} fields, no column {column!r}")

        def count(column: str, line: int = line) -> int:
            value = field(column)
            if not value.isdigit():
                raise MoveCountError(line, f"{column}: {value!r} is not a whole number")
            return int(value)

        side = field("side")
        if side not in ("g", "s"):
            raise MoveCountError(line, f"side {side!r} is neither g nor s")
        board = field("board")
        if not _BOARD.fullmatch(board):
            raise MoveCountError(line, f"board {board!r} is not 64 of the characters .EMHDCRemhdcr")
        metric = (field("metric").split() or [""])[0]
        if metric not in METRICS:
            raise MoveCountError(line, f"unknown metric {field('metric')!r}")
        rows.append(
            MoveCountRow(
                line=line,
                source=field("source"),
                name=field("name_or_label"),
                side=side,
                board=board,
                metric=metric,
                expected=count("expected"),
                aei_check=count("aei_check") if field("aei_check") else None,
            )
        )
    return rows


def move_counts(tables: Path) -> list[MoveCountRow]:
    """The rows of ``positions/move_count_table.tsv`` under ``tables`` (the repository's
    ``tests/data``)."""
    return parse_move_counts((tables / "positions" / "move_count_table.tsv").read_text())
