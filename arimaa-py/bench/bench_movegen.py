"""Timings of move generation through the Python binding.

Prints the time of ``Position.count_moves()`` and ``Position.legal_moves()`` for the
standard opening and for every ``unique_moves`` row of ``positions/move_count_table.tsv``
(the repository's ``tests/data`` copy, read by ``arimaa-py/tests/move_counts.py``, the
table's one Python reader), and how threads
scale on the table (the calls release the GIL). Compare with the Rust figures of
``cargo bench -p arimaa-tests --bench count_moves``.

Usage: python arimaa-py/bench/bench_movegen.py [--rows] [--repeat N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable

from arimaa import Position

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "arimaa-py" / "tests"))
from move_counts import move_counts  # noqa: E402  (the tests' helper module)


def best_of(fn: Callable[[], object], repeat: int, min_time: float = 0.2) -> tuple[float, float]:
    """(best, median) seconds per call over `repeat` rounds of enough calls each."""
    fn()  # warm up
    start = time.perf_counter()
    fn()
    once = max(time.perf_counter() - start, 1e-7)
    calls = max(1, int(min_time / once))
    rounds = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(calls):
            fn()
        rounds.append((time.perf_counter() - start) / calls)
    return min(rounds), statistics.median(rounds)


def table(tables: Path) -> list[tuple[str, Position, int]]:
    return [
        (f"{r.name[:38]} {r.side}", r.position(), r.expected)
        for r in move_counts(tables)
        if r.metric == "unique_moves"
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", action="store_true", help="print every table row")
    parser.add_argument("--repeat", type=int, default=5, help="rounds per measurement")
    args = parser.parse_args()

    opening = Position.standard()
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cpus")
    print("opening (3353 unique moves), per call:")
    for name, fn in [("count_moves()", opening.count_moves), ("legal_moves()", opening.legal_moves)]:
        best, median = best_of(fn, args.repeat)
        print(f"  {name:14} best {best * 1e3:8.3f} ms   median {median * 1e3:8.3f} ms")

    rows = table(REPO / "tests" / "data")
    totals = {"count_moves()": 0.0, "legal_moves()": 0.0}
    if args.rows:
        print(f"\n{'position':42} {'moves':>8} {'count ms':>10} {'list ms':>10}")
    for name, pos, expected in rows:
        c, _ = best_of(pos.count_moves, max(1, args.repeat // 2), 0.05)
        lst, _ = best_of(pos.legal_moves, max(1, args.repeat // 2), 0.05)
        totals["count_moves()"] += c
        totals["legal_moves()"] += lst
        if args.rows:
            print(f"{name:42} {expected:8} {c * 1e3:10.3f} {lst * 1e3:10.3f}")
    moves = sum(r[2] for r in rows)
    print(f"\nmove-count table: {len(rows)} positions, {moves} unique moves in all")
    for name, total in totals.items():
        print(f"  {name:14} all rows {total * 1e3:9.1f} ms   ({total / moves * 1e9:6.1f} ns per move)")

    positions = [r[1] for r in rows]
    workers = os.cpu_count() or 1
    timings = {}
    for n in sorted({1, workers}):
        with ThreadPoolExecutor(max_workers=n) as pool:
            start = time.perf_counter()
            list(pool.map(Position.count_moves, positions))
            timings[n] = time.perf_counter() - start
    print("threads, count_moves() over the table:")
    for n, t in timings.items():
        print(f"  {n} thread(s): {t * 1e3:8.1f} ms   speed-up {timings[1] / t:4.2f}x")

    # The GIL is released during the call: the main thread keeps running Python code.
    # Baseline: the same loop while the other thread sleeps (which releases the GIL).
    biggest = max(rows, key=lambda r: r[2])[1]

    def spin(target: Callable[[], object]) -> tuple[int, float]:
        worker = threading.Thread(target=target)
        spins = 0
        start = time.perf_counter()
        worker.start()
        while worker.is_alive():
            spins += 1
        return spins, time.perf_counter() - start

    busy, elapsed = spin(biggest.count_moves)
    idle, _ = spin(lambda: time.sleep(elapsed))
    print(
        f"main-thread Python loop during a {elapsed * 1e3:.0f} ms count_moves() in another "
        f"thread: {busy / max(idle, 1):.0%} of its speed beside a sleeping thread "
        "(near 0% if the GIL were held)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
