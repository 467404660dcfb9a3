"""The Dask example (``arimaa-py/examples/dask_archive.py``): the archive files of
``games/archive/`` split into partitions and replayed on a ``dask.distributed``
LocalCluster give the same table as ``read_games(path).to_pandas()`` in one process.
Skipped visibly without the data folder or without dask/pandas/pyarrow (the test venv of
``arimaa-py/scripts/test.sh`` installs them)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "dask_archive.py"


def load_example() -> Any:
    spec = importlib.util.spec_from_file_location("dask_archive", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_dask_replay_equals_the_single_process_replay(data: Path) -> None:
    pytest.importorskip("pyarrow")
    pd = pytest.importorskip("pandas")
    distributed = pytest.importorskip("dask.distributed")
    example = load_example()
    paths = sorted((data / "games" / "archive").glob("allgames*.txt"))
    assert len(paths) == 2
    # 211 games in partitions of 25: 3 + 6 partitions, more than the workers.
    assert len(example.partitions(paths, 25)) == 9
    single = example.replay_in_one_process(paths)
    assert len(single) == 64 + 147
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
    )
    with cluster, distributed.Client(cluster) as client:
        result = example.replay_with_dask(paths, client, 25)
    pd.testing.assert_frame_equal(result, single)
    # allgames2002: 32 and 55 refused (frozen), 46 needs the old rules (data README).
    assert result["verdict"].value_counts().to_dict() == {"ok": 208, "illegal": 2, "old-rules": 1}
    assert result["message"].str.contains("line 34, column 897").sum() == 1  # 32 at 15g
