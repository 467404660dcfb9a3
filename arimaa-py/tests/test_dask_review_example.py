"""The Dask review example (``arimaa-py/examples/dask_review.py``): the first games of
``allgames202602.txt`` reviewed as Dask tasks on a ``dask.distributed`` LocalCluster give
the same table as the same reviews in one process (a node budget: the same entries
wherever a game is reviewed), one row per move of each game (counted from the core's
games table), and the per-player summary is the table's own counts. Skipped visibly
without the data folder or without dask/pandas/pyarrow."""

from __future__ import annotations

import importlib.util
import io
from pathlib import Path
from typing import Any

import pytest

import arimaa

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "dask_review.py"


def load_example() -> Any:
    spec = importlib.util.spec_from_file_location("dask_review", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_dask_review_equals_the_single_process_review(data: Path, tmp_path: Path) -> None:
    pytest.importorskip("pyarrow")
    pd = pytest.importorskip("pandas")
    distributed = pytest.importorskip("dask.distributed")
    example = load_example()
    path = data / "games" / "archive" / "allgames202602.txt"
    texts = example.game_texts(path, 4)
    assert len(texts) == 4 and all(t.count("\n") == 2 for t in texts)
    single, skipped = example.review_in_one_process(texts, nodes=800)
    assert skipped == []
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
    )
    with cluster, distributed.Client(cluster) as client:
        result, skipped = example.review_with_dask(texts, client, nodes=800)
    assert skipped == []
    pd.testing.assert_frame_equal(result, single)
    # One row per move of each game: the moves of the replayed game, setups left out.
    for text in texts:
        game = arimaa.GameRecord.parse(text).replay()
        summary = arimaa.read_games(io.StringIO(text)).to_pandas().iloc[0]
        rows = result[result["game_id"] == summary["id"]]
        assert len(rows) == len(game.moves())
        assert set(rows["player"]) <= {summary["gold"], summary["silver"]}
        assert (rows[rows["side"] == "g"]["player"] == summary["gold"]).all()
    players = example.per_player(result)
    assert players["moves"].sum() == len(result)
    assert players["blunders"].sum() == (result["label"] == "blunder").sum()
    assert ((players["blunders_per_game"] * players["games"]).round(9) == players["blunders"]).all()
    # The Parquet table reads back.
    out = tmp_path / "review.parquet"
    result.to_parquet(out)
    assert len(pd.read_parquet(out)) == len(result)
