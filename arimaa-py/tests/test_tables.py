"""``GameReader.to_arrow()`` / ``.to_pandas()``: one row per game with the columns of
``arimaa replay --format`` (the Rust core's ``arimaa_rules::table``).

Expected values come from the record text (a hand-made game) and, for the archives, from
``replay_summary.tsv`` (an independent replay with AEI pyrimaa) and the data README
(allgames2002 games 32 and 55 are refused: a frozen piece moves). Without pyarrow or
pandas the tests that need them are skipped visibly; the ImportError test always runs.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Any

import pytest

import arimaa
import arimaa.tables

from test_records import summaries

COLUMNS = [
    "id",
    "gold",
    "silver",
    "gold_rating",
    "silver_rating",
    "time_control",
    "start_time",
    "plies",
    "recorded_winner",
    "recorded_reason",
    "rules_winner",
    "rules_reason",
    "verdict",
    "verdict_turn",
    "verdict_rule",
    "message",
    "corrupt",
]

# The first game of allgames2002.txt cut short to a resignation at 3w: gold omar (1516)
# against silver illz (1595), started 2002-11-22 19:20:26 UTC (1037992826).
ARCHIVE = (
    "id\twusername\tbusername\twrating\tbrating\ttimecontrol\tstartts\tresult\ttermination"
    "\tcorrupt\tmovelist\n"
    "1\tomar\tillz\t1516\t1595\t4/4/100/4/0\t1037992826\tb\tr\t0\t"
    "1w Ee2 Md2 Ha2 Hh2 Db2 Dg2 Cf2 Cc1 Ra1 Rb1 Rd1 Re1 Rf1 Rg1 Rh1 Rc2\\n"
    "1b ee7 md7 ch8 ca8 dc7 hb7 hg7 df7 ra7 rh7 rb8 rc8 rd8 re8 rf8 rg8\\n"
    "2w Db2n Ha2n Ha3n Hh2n\\n2b ee7s ee6s md7s md6s\\n3w resign\n"
    # A game whose 2w moves a rabbit onto an occupied square (a1 -> a2 holds a dog).
    "2\tx\ty\t\t\t\t\t\t\t0\t"
    "1w Da2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\\n"
    "1b ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\\n2w Ra1n\\n2b\n"
)


def test_columns_are_the_documented_ones() -> None:
    pa = pytest.importorskip("pyarrow")
    schema = arimaa.tables.schema()
    assert schema.names == COLUMNS
    assert schema.field("start_time").type == pa.timestamp("s", tz="UTC")
    assert schema.field("plies").type == pa.uint32()
    assert schema.field("gold_rating").type == pa.int32()
    assert schema.field("corrupt").type == pa.bool_()
    assert not schema.field("verdict").nullable


def test_to_arrow_rows_as_the_record_says() -> None:
    pa = pytest.importorskip("pyarrow")
    table = arimaa.read_games(io.StringIO(ARCHIVE)).to_arrow()
    assert isinstance(table, pa.Table)
    rows = table.to_pylist()
    assert len(rows) == 2
    first = rows[0]
    assert (first["id"], first["gold"], first["silver"]) == ("1", "omar", "illz")
    assert (first["gold_rating"], first["silver_rating"]) == (1516, 1595)
    assert first["time_control"] == "4/4/100/4/0"
    assert first["start_time"].isoformat() == "2002-11-22T19:20:26+00:00"
    assert first["plies"] == 4
    assert (first["recorded_winner"], first["recorded_reason"]) == ("s", "r")
    assert (first["rules_winner"], first["rules_reason"]) == (None, None)
    assert (first["verdict"], first["verdict_turn"], first["message"]) == ("ok", None, None)
    assert first["corrupt"] is False
    second = rows[1]
    assert second["gold_rating"] is None and second["start_time"] is None
    assert (second["verdict"], second["verdict_turn"], second["verdict_rule"]) == (
        "illegal",
        "2g",
        "occupied",
    )
    assert second["plies"] == 2
    assert second["recorded_winner"] is None


def test_to_pandas_has_the_same_rows() -> None:
    pytest.importorskip("pyarrow")
    pd = pytest.importorskip("pandas")
    frame = arimaa.read_games(io.StringIO(ARCHIVE)).to_pandas()
    assert isinstance(frame, pd.DataFrame)
    assert list(frame.columns) == COLUMNS
    assert list(frame["verdict"]) == ["ok", "illegal"]
    assert str(frame["gold_rating"].dtype) == "Int32"
    assert frame["gold_rating"].isna().tolist() == [False, True]
    assert str(frame["start_time"].dtype) == "datetime64[s, UTC]"


def test_a_missing_pyarrow_raises_a_clear_import_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyarrow", None)  # `import pyarrow` now fails
    reader = arimaa.read_games(io.StringIO(ARCHIVE))
    with pytest.raises(ImportError, match=r"pip install 'arimaa\[tables\]'"):
        reader.to_arrow()


@pytest.mark.parametrize("name, count", [("allgames2002.txt", 64), ("allgames202602.txt", 147)])
def test_archive_tables_agree_with_the_independent_summary(
    data: Path, tmp_path: Path, name: str, count: int
) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    path = data / "games" / "archive" / name
    table = arimaa.read_games(path).to_arrow()
    # Through a Parquet file and back, as a user would store it.
    pq.write_table(table, tmp_path / "games.parquet")
    rows: list[dict[str, Any]] = pq.read_table(tmp_path / "games.parquet").to_pylist()
    game_lines = [line for line in path.read_text().splitlines()[1:] if line.strip()]
    assert len(rows) == len(game_lines) == count
    summary = summaries(data)
    for row in rows:
        s = summary[(name, row["id"])]
        assert row["corrupt"] == (s["corrupt"] == "1")
        assert row["recorded_winner"] == {"w": "g", "b": "s"}[s["result"]]
        assert row["recorded_reason"] == s["termination"]
        if (name, row["id"]) == ("allgames2002.txt", "46"):
            # The data README: "an unscored silver rabbit stands on c1 after 21b": today's
            # rules end the game there, and play went on (the rules before 2008).
            verdict = (row["verdict"], row["verdict_turn"], row["verdict_rule"])
            assert verdict == ("old-rules", "22g", "game_over")
        elif s["replays_ok"] == "yes":
            assert row["verdict"] == "ok", row
        if s["replays_ok"] == "yes":
            assert row["plies"] == int(s["turns_played"]), row["id"]
        else:
            # "15w: Tried to move a frozen piece" -> refused at 15g, rule frozen.
            label = s["replay_error"].split(":")[0].replace("w", "g").replace("b", "s")
            assert (row["verdict"], row["verdict_turn"], row["verdict_rule"]) == (
                "illegal",
                label,
                "frozen",
            )
