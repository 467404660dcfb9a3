"""Replay arimaa.com archives with Dask: the way past one machine.

The archive files are split into partitions of whole game lines (each with the header
line); Dask sends each partition to a worker, which reads and checks its games into a
pandas DataFrame (``arimaa.read_games(...).to_pandas()``: one row per game, the columns
of ``arimaa replay --format parquet``); the frames are concatenated in partition order.
The result equals ``read_games(path).to_pandas()`` over the files in one process.

The same code runs on a local cluster or on a multi-machine one: give the address of a
Dask scheduler (``dask scheduler`` on one machine, ``dask worker tcp://HOST:8786`` on
each of the others, with ``pip install 'arimaa[tables]' 'dask[distributed]'`` on all).
The partitions travel to the workers as text, so they need no shared file system.

Usage::

    python dask_archive.py allgames*.txt [--partitions 8] [--scheduler tcp://HOST:8786]
        [--out games.parquet]
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path
from typing import Any, Iterable, Optional

import arimaa


def partitions(paths: Iterable[Path], games_per_partition: int) -> list[str]:
    """The archive files as texts of at most ``games_per_partition`` game lines each,
    every one starting with its file's header line. The lines before a partition's first
    game are left empty (the reader skips blank lines), so that every message names the
    line of the original file."""
    parts: list[str] = []
    for path in paths:
        header, *lines = Path(path).read_text(encoding="utf-8").splitlines()
        games = [i for i, line in enumerate(lines) if line.strip()]
        for start in range(0, len(games), games_per_partition):
            chunk = games[start : start + games_per_partition]
            blank = "\n" * chunk[0]
            parts.append(header + "\n" + blank + "\n".join(lines[i] for i in chunk) + "\n")
    return parts


def replay_partition(text: str) -> Any:
    """One partition's games as a pandas DataFrame (runs on a worker)."""
    return arimaa.read_games(io.StringIO(text)).to_pandas()


def replay_with_dask(paths: Iterable[Path], client: Any, games_per_partition: int = 50) -> Any:
    """Every game of ``paths`` as one pandas DataFrame, replayed by the workers of the
    ``dask.distributed`` ``client``, in file and line order."""
    import dask.bag as db
    import pandas as pd

    parts = partitions(paths, games_per_partition)
    bag = db.from_sequence(parts, npartitions=len(parts))
    frames = client.compute(bag.map(replay_partition)).result()
    return pd.concat(frames, ignore_index=True)


def replay_in_one_process(paths: Iterable[Path]) -> Any:
    """The same table without Dask: ``read_games(path).to_pandas()`` per file."""
    import pandas as pd

    return pd.concat([arimaa.read_games(p).to_pandas() for p in paths], ignore_index=True)


def main(argv: Optional[list[str]] = None) -> None:
    """The command line: replays the files, prints the verdict counts, writes --out."""
    from dask.distributed import Client, LocalCluster

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--partitions", type=int, default=50, help="games per partition")
    parser.add_argument("--scheduler", help="a Dask scheduler address (default: a LocalCluster)")
    parser.add_argument("--out", type=Path, help="write the table as Parquet")
    args = parser.parse_args(argv)
    if args.scheduler:
        client = Client(args.scheduler)
    else:
        client = Client(LocalCluster(n_workers=2, threads_per_worker=1))
    with client:
        games = replay_with_dask(args.files, client, args.partitions)
    print(games["verdict"].value_counts().to_string())
    if args.out:
        games.to_parquet(args.out)


if __name__ == "__main__":
    main()
