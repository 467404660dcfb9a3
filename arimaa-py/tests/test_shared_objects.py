"""One object shared by many threads: calls are serialised, never a panic or a corrupted game.

Eight threads hammer one ``Game`` and one ``Position`` (play, takeback, legal_moves, copy,
pickle) for a few seconds. Any exception other than the documented ``ArimaaError``
subclasses (a ``PanicException`` is a ``BaseException``; a ``RuntimeError: Already
borrowed`` is a borrow conflict) is collected and fails the test; at the end the game must
replay from its own record to the same history and board.
"""

from __future__ import annotations

import copy
import pickle
import random
import threading
import time
from pathlib import Path
from typing import Callable

import pytest

import arimaa
from arimaa import Game, Position

THREADS = 8
SECONDS = 3.0
GOLD_SETUP = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2"
SILVER_SETUP = "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7"


def hammer(work: Callable[[random.Random], None]) -> tuple[list[BaseException], int]:
    """Runs `work` in THREADS threads for SECONDS; returns the unexpected exceptions
    (anything but ArimaaError) and the number of calls made."""
    failures: list[BaseException] = []
    calls = [0] * THREADS
    stop = time.monotonic() + SECONDS
    start = threading.Barrier(THREADS)

    def run(index: int) -> None:
        rng = random.Random(index)
        start.wait()
        while time.monotonic() < stop:
            try:
                work(rng)
            except arimaa.ArimaaError:
                pass  # a documented refusal: another thread changed the game first
            except BaseException as e:  # noqa: BLE001 - PanicException is a BaseException
                failures.append(e)
                return
            calls[index] += 1

    threads = [threading.Thread(target=run, args=(i,)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return failures, sum(calls)


def test_eight_threads_share_one_game(capfd: pytest.CaptureFixture[str]) -> None:
    game = Game()

    def work(rng: random.Random) -> None:
        action = rng.randrange(6)
        if action == 0:
            if game.is_setup_phase():
                game.play(GOLD_SETUP if game.side_to_move == arimaa.Color.GOLD else SILVER_SETUP)
            else:
                moves = game.legal_moves()
                if moves:
                    game.play(rng.choice(moves))  # may be refused: another thread played
                else:
                    game.takeback()
        elif action == 1:
            if rng.random() < 0.4:
                game.takeback()
        elif action == 2:
            game.legal_moves()
        elif action == 3:
            c = game.copy() if rng.random() < 0.5 else copy.deepcopy(game)
            assert Game.from_record(c.to_record()).history() == c.history()
        elif action == 4:
            p = pickle.loads(pickle.dumps(game))
            assert Game.from_record(p.to_record()).history() == p.history()
        else:
            repr(game), game.position(), game.moves(), game.outcome(), game.next_label

    failures, calls = hammer(work)
    assert failures == []
    assert calls > THREADS  # every thread got through at least its first call
    err = capfd.readouterr().err
    assert "panicked" not in err and "RUST_BACKTRACE" not in err
    # The final game is consistent: its own record replays to the same turns and board.
    replayed = Game.from_record(game.to_record())
    assert replayed.history() == game.history()
    assert replayed.position() == game.position()
    assert pickle.loads(pickle.dumps(game)).history() == game.history()


def test_eight_threads_share_one_position(capfd: pytest.CaptureFixture[str]) -> None:
    position = Position.standard().play("Ee2n Ee3n Ee4n Md2n")
    expected_count = position.count_moves()
    expected_moves = position.legal_moves()

    def work(rng: random.Random) -> None:
        action = rng.randrange(4)
        if action == 0:
            assert position.legal_moves() == expected_moves
        elif action == 1:
            after = position.play(rng.choice(expected_moves))
            assert after.side_to_move != position.side_to_move
        elif action == 2:
            assert pickle.loads(pickle.dumps(position)) == position
            assert copy.copy(position) == position
        else:
            assert position.count_moves() == expected_count

    failures, calls = hammer(work)
    assert failures == []
    assert calls > THREADS
    err = capfd.readouterr().err
    assert "panicked" not in err
    assert position == Position.standard().play("Ee2n Ee3n Ee4n Md2n")


def test_threads_share_one_game_reader(data: Path) -> None:
    """Each game of an archive goes to exactly one of the threads sharing the reader."""
    path = data / "games" / "archive" / "allgames202602.txt"
    expected = [r.id for r in arimaa.read_games(path)]
    reader = arimaa.read_games(path)
    seen: list[str | None] = []
    lock = threading.Lock()
    failures: list[BaseException] = []

    def drain() -> None:
        try:
            for record in reader:
                with lock:
                    seen.append(record.id)
        except BaseException as e:  # noqa: BLE001
            failures.append(e)

    threads = [threading.Thread(target=drain) for _ in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []
    assert sorted(seen, key=str) == sorted(expected, key=str)
