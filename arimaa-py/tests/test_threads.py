"""Threads and processes: heavy calls release the GIL (threads give the serial results)
and every value pickles, so process pools work."""

from __future__ import annotations

import pickle
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
    return record.replay().position.to_short()


def test_threads_give_the_serial_results() -> None:
    serial = [p.count_moves() for p in POSITIONS] * 4
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(count, POSITIONS * 4)) == serial
        assert [len(m) for m in pool.map(Position.legal_moves, POSITIONS)] == serial[:3]


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
    assert (first.id, first.fields, first.turns) == (records[0].id, records[0].fields, records[0].turns)
    serial = [final_board(r) for r in records]
    with ProcessPoolExecutor(max_workers=2) as pool:
        assert list(pool.map(final_board, records, chunksize=16)) == serial
    with ThreadPoolExecutor(max_workers=2) as pool:
        assert list(pool.map(final_board, records)) == serial
