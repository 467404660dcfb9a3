"""Review every game of an arimaa.com archive file with the built-in bot, as Dask tasks.

Each game (its archive line, with the file's header line) is one task: a worker replays
it (``GameRecord.parse(text).replay()``, under the rules of its date), reviews every move
with ``Bot.review`` (each position searched once within ``--nodes`` or ``--seconds``) and
returns its moves as a pandas DataFrame: the columns of ``arimaa.review_frame`` (the
core's review table) after ``game_id``, ``gold``, ``silver`` and ``player`` (who made the
move). The frames are concatenated in file order and written as one Parquet table
(``--out``); then, per player, the games, the moves, the average loss of win probability
and the blunders per game are printed, with the games reviewed per minute.

A node budget gives the same table on every machine and however the games are shared
out; a time budget depends on the machine's speed. The same code runs on a local cluster
(``--workers``, one single-threaded worker process per core by default) or on a
multi-machine one: give the address of a Dask scheduler (``dask scheduler`` on one
machine, ``dask worker tcp://HOST:8786`` on each of the others, with ``pip install
'arimaa[tables]' 'dask[distributed]'`` on all). The games travel to the workers as text,
so they need no shared file system.

Usage::

    python dask_review.py allgames202602.txt [--nodes N | --seconds S] [--workers K]
        [--scheduler tcp://HOST:8786] [--out review.parquet] [--games N]
"""

from __future__ import annotations

import argparse
import io
import os
import time
from pathlib import Path
from typing import Any, Optional

import arimaa

#: The columns put before the review's own.
GAME_COLUMNS = ["game_id", "gold", "silver", "player"]


def game_texts(path: Path, limit: Optional[int] = None) -> list[str]:
    """The games of an archive file, each as a one-game archive text (the header line and
    the game's line), in file order; the first ``limit`` games when given."""
    header, *lines = Path(path).read_text(encoding="utf-8").splitlines()
    games = [header + "\n" + line + "\n" for line in lines if line.strip()]
    return games[:limit] if limit is not None else games


def empty_frame() -> Any:
    """A frame with the columns of a reviewed game and no row."""
    import pandas as pd

    frame = arimaa.review_frame([])
    for i, name in enumerate(GAME_COLUMNS):
        frame.insert(i, name, pd.Series(dtype="object"))
    return frame


def review_game(text: str, nodes: Optional[int] = None, seconds: Optional[float] = None,
                seed: int = 1) -> tuple[Any, Optional[str]]:
    """One game's moves reviewed (runs on a worker): the frame, and why the game was not
    reviewed (``None`` when it was)."""
    summary = arimaa.read_games(io.StringIO(text)).to_pandas().iloc[0]
    try:
        game = arimaa.GameRecord.parse(text).replay()
    except arimaa.ArimaaError as e:
        return empty_frame(), f"game {summary['id']}: {e}"
    entries = arimaa.Bot(seed=seed).review(game, seconds=seconds, nodes=nodes)
    if not entries:
        return empty_frame(), f"game {summary['id']}: no move to review"
    frame = arimaa.review_frame(entries)
    names = {"g": summary["gold"], "s": summary["silver"]}
    frame.insert(0, "game_id", summary["id"])
    frame.insert(1, "gold", summary["gold"])
    frame.insert(2, "silver", summary["silver"])
    frame.insert(3, "player", frame["side"].map(names))
    return frame, None


def concat(results: list[tuple[Any, Optional[str]]]) -> tuple[Any, list[str]]:
    """The frames in order as one, and the reasons of the games not reviewed."""
    import pandas as pd

    frames = [f for f, _ in results if len(f)]
    skipped = [why for _, why in results if why is not None]
    table = pd.concat(frames, ignore_index=True) if frames else empty_frame()
    return table, skipped


def review_with_dask(texts: list[str], client: Any, nodes: Optional[int] = None,
                     seconds: Optional[float] = None) -> tuple[Any, list[str]]:
    """Every game of ``texts`` reviewed by the workers of the ``dask.distributed``
    ``client``, one task a game, the moves in file order."""
    futures = client.map(review_game, texts, nodes=nodes, seconds=seconds, pure=False)
    return concat(client.gather(futures))


def review_in_one_process(texts: list[str], nodes: Optional[int] = None,
                          seconds: Optional[float] = None) -> tuple[Any, list[str]]:
    """The same table without Dask."""
    return concat([review_game(t, nodes=nodes, seconds=seconds) for t in texts])


def per_player(table: Any) -> Any:
    """Per player: the games played, the moves reviewed, the average loss of win
    probability (0..1) and the blunders per game, most games first."""
    grouped = table.groupby("player")
    out = grouped.agg(
        games=("game_id", "nunique"),
        moves=("loss", "size"),
        average_loss=("loss", "mean"),
        blunders=("label", lambda labels: int((labels == "blunder").sum())),
    )
    out["blunders_per_game"] = out["blunders"] / out["games"]
    return out.sort_values(["games", "moves"], ascending=False)


def main(argv: Optional[list[str]] = None) -> None:
    """The command line: reviews the games, writes --out, prints the players' table."""
    from dask.distributed import Client, LocalCluster

    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("file", type=Path, help="an archive file (allgames*.txt)")
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--nodes", type=int, help="nodes a position (default: 0.2 s a position)")
    budget.add_argument("--seconds", type=float, help="seconds a position")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                        help="worker processes of the LocalCluster (default: the cores)")
    parser.add_argument("--scheduler", help="a Dask scheduler address (default: a LocalCluster)")
    parser.add_argument("--out", type=Path, default=Path("review.parquet"), help="the Parquet table")
    parser.add_argument("--games", type=int, help="review the first N games only")
    args = parser.parse_args(argv)
    seconds = args.seconds if args.seconds is not None or args.nodes is not None else 0.2
    texts = game_texts(args.file, args.games)
    if args.scheduler:
        client = Client(args.scheduler)
    else:
        client = Client(LocalCluster(n_workers=args.workers, threads_per_worker=1))
    started = time.monotonic()
    with client:
        table, skipped = review_with_dask(texts, client, nodes=args.nodes, seconds=seconds)
    minutes = (time.monotonic() - started) / 60
    table.to_parquet(args.out)
    reviewed = table["game_id"].nunique()
    print(f"{reviewed} games reviewed ({len(table)} moves) in {minutes:.1f} min, "
          f"{reviewed / minutes:.1f} games a minute; {len(skipped)} not reviewed; "
          f"table: {args.out}")
    for why in skipped:
        print(f"  not reviewed: {why}")
    # Below 8 steps the search did not see the opponent's reply and the losses are
    # overstated (docs/guide/cli.md, *Budget*).
    if len(table):
        deep = (table["depth"] >= 8).mean()
        print(f"searches that saw the opponent's reply (depth >= 8 steps): {deep:.0%}")
    print(per_player(table).to_string(float_format=lambda v: f"{v:.3f}"))


if __name__ == "__main__":
    main()
