"""Threads and processes: heavy calls release the GIL (another Python thread runs while
they count; threads give the serial results) and every value pickles, so process pools
work."""

from __future__ import annotations

import pickle
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from pathlib import Path

import arimaa
from arimaa import Game, GameRecord, Position

POSITIONS = [
    Position.standard(),
    Position.standard().play("Ee2n Ee3n Ee4n Md2n"),
    Position.standard().play("Ee2n Ee3n Ee4n Md2n").play("ed7s ed6s ed5s me7s"),
]


def count(position: Position) -> int:
    return position.count_moves()


def replay_length(game: Game) -> int:
    return len(game.legal_moves())


def final_board(record: GameRecord) -> str:
    return record.replay().position().to_short()


def test_threads_give_the_serial_results() -> None:
    serial = [p.count_moves() for p in POSITIONS] * 4
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(count, POSITIONS * 4)) == serial
        assert [len(m) for m in pool.map(Position.legal_moves, POSITIONS)] == serial[:3]


def ticks_during(call: Callable[[], object]) -> tuple[float, list[float]]:
    """Runs `call` on a worker thread while this thread records `time.perf_counter()` in a
    loop; returns the call's duration and the ticks of its middle third. While a call holds
    the GIL no Python code runs, so a call that keeps it has no tick there (the worker may
    lose the GIL for one switch interval, 5 ms, between its clock read and the call: only
    near the ends)."""
    span: list[float] = []
    started = threading.Event()

    def worker() -> None:
        started.set()
        span.append(time.perf_counter())
        call()
        span.append(time.perf_counter())

    ticks: list[float] = []
    thread = threading.Thread(target=worker)
    thread.start()
    started.wait()
    while thread.is_alive():
        ticks.append(time.perf_counter())
    thread.join()
    t0, t1 = span
    third = (t1 - t0) / 3
    return t1 - t0, [t for t in ticks if t0 + third < t < t1 - third]


def test_count_moves_many_releases_the_gil() -> None:
    n = 64
    while True:
        duration, ticks = ticks_during(lambda: arimaa.count_moves_many([POSITIONS[0]] * n, threads=1))
        if duration >= 0.2:  # long enough that the middle third is far from the ends
            break
        n *= 2
    assert ticks, f"no Python thread ran during {duration:.3f} s of count_moves_many"


def test_perft_releases_the_gil() -> None:
    # A rabbit, elephant and cat a side: perft(3) = 16,291,299, about half a second (the
    # rabbit and elephant alone, 650,126, now take 0.03 s: too short for the middle third
    # to tell).
    small = Position.from_short("g [rec" + " " * 53 + "REC     ]")
    duration, ticks = ticks_during(lambda: small.perft(3, threads=1))
    assert duration >= 0.1, f"perft(3) took only {duration:.3f} s: too short to tell"
    assert ticks, f"no Python thread ran during {duration:.3f} s of perft"


def test_processes_receive_pickled_positions_and_games() -> None:
    game = Game()
    game.play("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2")
    game.play("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7")
    with ProcessPoolExecutor(max_workers=2) as pool:
        assert list(pool.map(count, POSITIONS)) == [p.count_moves() for p in POSITIONS]
        assert pool.submit(replay_length, game).result() == 3353


def test_records_pickle_and_replay_in_worker_processes(data: Path) -> None:
    records = list(arimaa.read_games(data / "games" / "archive" / "allgames202602.txt"))
    first = pickle.loads(pickle.dumps(records[0]))
    assert (first.id, first.headers, first.turns()) == (records[0].id, records[0].headers, records[0].turns())
    serial = [final_board(r) for r in records]
    with ProcessPoolExecutor(max_workers=2) as pool:
        assert list(pool.map(final_board, records, chunksize=16)) == serial
    with ThreadPoolExecutor(max_workers=2) as pool:
        assert list(pool.map(final_board, records)) == serial
