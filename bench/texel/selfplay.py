#!/usr/bin/env python3
"""Self-play games of the search bot for Texel tuning (bench/texel/README.md): the bot
against itself at a small node budget, from the openings of bench/openings/openings.tsv,
written as arimaa.com archive files that `texel_positions` reads.

Each task is one `nice -n 10 arimaa match bot bot --games G --nodes-a NA --nodes-b NB
--seed S --openings FILE --opening-start K --out batch-KKKK.txt`: the node budgets NA and
NB are drawn per task between --nodes-min and --nodes-max (random.Random(--seed)), so
that the two sides search a little differently and the same opening does not give the
same game twice (the little randomness self-play needs); the seed and the openings move
on from task to task. The tasks run on a Dask LocalCluster of --workers single-threaded
workers (as bench/strength and bench/sprt do). The folder gets the records, the match
outputs (.log) and manifest.json: the program (path, sha256, version), every command
line, the games and turns written, the time taken.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import shlex
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
DEFAULT_OPENINGS = REPO / "bench" / "openings" / "openings.tsv"
#: A minute a move and ten in reserve (a node-budgeted bot answers long before), and a
#: turn limit of 300 (a game still going is decided by score, as the server does).
TC = "60s/600s/100/0/300t"


def play(cmd: list[str], log: str) -> dict[str, Any]:
    """Runs one match (on a Dask worker); its exit status and time."""
    started = time.monotonic()
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    Path(log).write_text("$ " + shlex.join(cmd) + "\n" + done.stdout + done.stderr)
    return {"cmd": cmd, "rc": done.returncode, "seconds": time.monotonic() - started}


def count_games(path: Path) -> tuple[int, int]:
    """(games, turns) of an archive file: its lines after the header, and the movelist
    labels of each (setups included)."""
    games = turns = 0
    lines = path.read_text(encoding="utf-8").splitlines()
    for line in lines[1:]:
        if not line.strip():
            continue
        games += 1
        fields = line.split("\t")
        header = lines[0].split("\t")
        movelist = fields[header.index("movelist")]
        turns += sum(1 for t in movelist.split("\\n") if t.strip()[:1].isdigit())
    return games, turns


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--arimaa", required=True, type=Path, help="the arimaa program that plays")
    p.add_argument("--out-dir", required=True, type=Path, help="where the records go")
    p.add_argument("--tasks", type=int, default=240, help="matches (default 240)")
    p.add_argument("--games", type=int, default=10, help="games per match, even (default 10)")
    p.add_argument("--nodes-min", type=int, default=2000, help="node budget low end (2000)")
    p.add_argument("--nodes-max", type=int, default=5000, help="node budget high end (5000)")
    p.add_argument("--openings", type=Path, default=DEFAULT_OPENINGS)
    p.add_argument("--seed", type=int, default=1, help="seed of the draws and the bots (1)")
    p.add_argument("--workers", type=int, default=2, help="LocalCluster workers (2)")
    args = p.parse_args(argv)
    if args.games < 2 or args.games % 2 or args.tasks < 1 or not 1 <= args.nodes_min <= args.nodes_max:
        p.error("--games must be even and at least 2, --tasks positive, 1 <= --nodes-min <= --nodes-max")
    out = args.out_dir.resolve()
    out.mkdir(parents=True, exist_ok=True)
    program = str(args.arimaa.resolve())
    rng = random.Random(args.seed)
    cmds = []
    for k in range(args.tasks):
        na, nb = rng.randint(args.nodes_min, args.nodes_max), rng.randint(args.nodes_min, args.nodes_max)
        cmd = [
            "nice", "-n", "10", program, "match", "bot", "bot", "--games", str(args.games),
            "--nodes-a", str(na), "--nodes-b", str(nb), "--seed", str(args.seed + 1000 * k),
            "--openings", str(args.openings.resolve()), "--opening-start", str(k * args.games // 2),
            "--out", str(out / f"batch-{k:04}.txt"), "--tc", TC,
        ]  # fmt: skip
        cmds.append(cmd)

    from dask.distributed import Client, LocalCluster, as_completed

    started = time.monotonic()
    cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, dashboard_address=None)
    client = Client(cluster)
    results = []
    try:
        futures = [
            client.submit(play, cmd, str(out / f"batch-{k:04}.log"), pure=False)
            for k, cmd in enumerate(cmds)
        ]
        for i, f in enumerate(as_completed(futures), 1):
            results.append(f.result())
            if i % 20 == 0 or i == len(futures):
                print(f"{i}/{len(futures)} matches, {time.monotonic() - started:.0f} s", flush=True)
    finally:
        client.close()
        cluster.close()
    elapsed = time.monotonic() - started
    games = turns = 0
    for k in range(args.tasks):
        g, t = count_games(out / f"batch-{k:04}.txt")
        games += g
        turns += t
    version = subprocess.run([program, "--version"], capture_output=True, text=True).stdout.strip()
    manifest = {
        "program": program,
        "sha256": hashlib.sha256(Path(program).read_bytes()).hexdigest(),
        "version": version,
        "command": shlex.join([sys.executable, *sys.argv]),
        "tasks": args.tasks,
        "games": games,
        "turns_with_setups": turns,
        "failed": [r["cmd"] for r in results if r["rc"] != 0],
        "wall_seconds": round(elapsed, 1),
        "cpu_seconds_of_matches": round(sum(r["seconds"] for r in results), 1),
        "matches": [shlex.join(c) for c in cmds],
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"{games} games, {turns} turns (setups included) in {elapsed:.0f} s; {out}/manifest.json")
    return 1 if manifest["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
