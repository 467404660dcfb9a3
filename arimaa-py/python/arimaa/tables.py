"""Game archives as tables: :meth:`GameReader.to_arrow` and :meth:`GameReader.to_pandas`;
reviews as tables: :func:`review_table` and :func:`review_frame` (one row per reviewed
move, the columns of ``arimaa review --format parquet``).

One row per game, checked under the rules of its date, with the columns of the Rust core
(``arimaa_rules::table``) and of ``arimaa replay --format jsonl|csv|parquet``:

``id``, ``gold``, ``silver`` (str), ``gold_rating``, ``silver_rating`` (int32),
``time_control`` (str), ``start_time`` (timestamp[s, UTC]), ``plies`` (uint32: turns
played, both setups included), ``recorded_winner``, ``recorded_reason``, ``rules_winner``,
``rules_reason`` (one letter: ``g``/``s`` and the termination letter), ``verdict``
(``ok``, ``old-rules``, ``illegal``, ``mismatch``, ``unreadable``), ``verdict_turn``,
``verdict_rule``, ``message`` (str), ``corrupt`` (bool). Empty cells are nulls.

pyarrow (and pandas for ``to_pandas``) are optional: ``pip install 'arimaa[tables]'``.

>>> import io, arimaa
>>> text = "id\\tresult\\ttermination\\tmovelist\\n7\\tb\\tr\\t1w Ra1\\\\n1b ra8\\\\n2w resign\\n"
>>> table = arimaa.read_games(io.StringIO(text)).to_arrow()  # doctest: +SKIP
>>> table.column("verdict").to_pylist()  # doctest: +SKIP
['ok']
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Callable

from . import _arimaa

if TYPE_CHECKING:
    from ._arimaa import GameReader, ReviewEntry

__all__ = ["schema", "to_arrow", "to_pandas", "review_schema", "review_table", "review_frame"]

#: The Arrow type of each of the core's column types.
_ARROW_TYPES: dict[str, Callable[[Any], Any]] = {
    "text": lambda pa: pa.string(),
    "int32": lambda pa: pa.int32(),
    "uint32": lambda pa: pa.uint32(),
    "timestamp": lambda pa: pa.timestamp("s", tz="UTC"),
    "bool": lambda pa: pa.bool_(),
    "uint64": lambda pa: pa.uint64(),
    "float64": lambda pa: pa.float64(),
}


def _require(module: str, what: str) -> Any:
    """Imports ``module`` or raises an ImportError that says how to install it."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise ImportError(
            f"{what} needs the optional package {module!r}: "
            "pip install 'arimaa[tables]' (pyarrow and pandas)"
        ) from e


def schema() -> Any:
    """The ``pyarrow.Schema`` of the games table (the core's columns, in order)."""
    pa = _require("pyarrow", "arimaa.tables.schema()")
    return pa.schema(
        [
            pa.field(name, _ARROW_TYPES[kind](pa), nullable=nullable)
            for name, kind, nullable in _arimaa._table_columns()
        ]
    )


def to_arrow(reader: GameReader) -> Any:
    """Reads the remaining games of ``reader`` into a ``pyarrow.Table`` (one row per
    game). Raises ImportError when pyarrow is not installed."""
    pa = _require("pyarrow", "GameReader.to_arrow()")
    s = schema()
    columns = _arimaa._table_rows(reader)
    return pa.Table.from_pydict(columns, schema=s)


def to_pandas(reader: GameReader) -> Any:
    """As :func:`to_arrow`, as a ``pandas.DataFrame`` (``start_time`` as
    ``datetime64[s, UTC]``, nullable integers as ``Int32``/``UInt32``). Raises ImportError
    when pandas or pyarrow is not installed."""
    pd = _require("pandas", "GameReader.to_pandas()")
    table = to_arrow(reader)
    import pyarrow as pa

    nullable_ints = {
        pa.int32(): pd.Int32Dtype(),
        pa.uint32(): pd.UInt32Dtype(),
    }
    return table.to_pandas(types_mapper=nullable_ints.get)


def review_schema() -> Any:
    """The ``pyarrow.Schema`` of the review table (the core's columns, in order):
    ``index`` (uint32), ``turn``, ``side``, ``played``, ``best``, ``pv`` (str),
    ``score_before``, ``score_played`` (int32, centi-rabbits for the side that moved),
    ``win_before``, ``win_played``, ``loss`` (float64, win probability), ``label``,
    ``reason`` (str), ``depth``, ``depth_played`` (uint32), ``nodes`` (uint64)."""
    pa = _require("pyarrow", "arimaa.tables.review_schema()")
    return pa.schema(
        [
            pa.field(name, _ARROW_TYPES[kind](pa), nullable=nullable)
            for name, kind, nullable in _arimaa._review_columns()
        ]
    )


def review_table(entries: list[ReviewEntry]) -> Any:
    """The entries of ``Bot.review`` as a ``pyarrow.Table``, one row per move. Raises
    ImportError when pyarrow is not installed."""
    pa = _require("pyarrow", "arimaa.review_table()")
    return pa.Table.from_pydict(_arimaa._review_rows(list(entries)), schema=review_schema())


def review_frame(entries: list[ReviewEntry]) -> Any:
    """The entries of ``Bot.review`` as a ``pandas.DataFrame``, one row per move, the
    columns of :func:`review_schema` (``best`` is ``None`` where there was no analysis).
    Raises ImportError when pandas or pyarrow is not installed.

    >>> import arimaa
    >>> game = arimaa.Game.from_record(open("game100.txt").read())  # doctest: +SKIP
    >>> frame = arimaa.review_frame(arimaa.Bot().review(game, nodes=20_000))  # doctest: +SKIP
    >>> frame.groupby("side")["loss"].mean()  # doctest: +SKIP
    """
    _require("pandas", "arimaa.review_frame()")
    return review_table(entries).to_pandas()
