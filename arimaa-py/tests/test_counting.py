"""Long counts: count_moves_many on threads, perft on threads, and Ctrl-C
(KeyboardInterrupt) during a long call while the GIL is released."""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator

import pytest

import arimaa
from arimaa import Position

# Unique-move counts of tests/data/positions/move_count_table.tsv (AEI pyrimaa).
SMALL = Position.from_short("g [re" + " " * 54 + "RE      ]")  # 79 moves
BIG = Position.from_short(
    "g [       r E M C            D H D    H C   R        R R R  R R R R]"
)  # 336488 moves


def test_count_moves_many_gives_each_count_in_order() -> None:
    positions = [Position.standard(), SMALL, Position.standard(), SMALL]
    assert arimaa.count_moves_many(positions) == [3353, 79, 3353, 79]
    assert arimaa.count_moves_many(positions, threads=1) == [3353, 79, 3353, 79]
    assert arimaa.count_moves_many(positions, threads=7) == [3353, 79, 3353, 79]
    assert arimaa.count_moves_many([]) == []


def test_bad_arguments_raise_clean_errors() -> None:
    with pytest.raises(ValueError, match="threads"):
        arimaa.count_moves_many([SMALL], threads=0)
    with pytest.raises(ValueError, match="threads"):
        SMALL.perft(2, threads=0)
    with pytest.raises(TypeError):
        arimaa.count_moves_many(["not a position"])  # type: ignore[list-item]


def test_perft_on_threads() -> None:
    # perft(2) of the opening: 11,214,629 (tests/data/positions/perft_table.tsv).
    assert Position.standard().perft(2, threads=2) == 11_214_629
    # perft(3) of SMALL by AEI pyrimaa (the same table).
    assert SMALL.perft(3) == 650_126
    assert SMALL.perft(3, threads=1) == 650_126
    assert SMALL.perft(1) == SMALL.count_moves() == 79
    assert SMALL.perft(0) == 1


@pytest.fixture
def ctrl_c_raises() -> Iterator[None]:
    """Python's own Ctrl-C handler (`KeyboardInterrupt`) for the test, then the one before.

    A process started in the background by a shell without job control (`cmd &` in a
    script, `nohup`) inherits SIGINT ignored, and Python then installs no handler: the
    signal would never reach the long call, which runs for hours."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


def interrupt_after(seconds: float) -> threading.Timer:
    """Sends SIGINT to this process after `seconds`, as Ctrl-C does."""
    timer = threading.Timer(seconds, signal.raise_signal, args=(signal.SIGINT,))
    timer.start()
    return timer


@pytest.mark.usefixtures("ctrl_c_raises")
@pytest.mark.parametrize("threads", [1, 2])
def test_ctrl_c_interrupts_a_long_perft(threads: int) -> None:
    # perft(3) of the opening takes hours: only Ctrl-C can end it.
    timer = interrupt_after(0.5)
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        Position.standard().perft(3, threads=threads)
    timer.join()
    # The handler runs within SIGNAL_INTERVAL (50 ms) of the signal, and every thread
    # stops after the position it is generating (a generous bound on a busy machine).
    assert time.monotonic() - start < 10


@pytest.mark.usefixtures("ctrl_c_raises")
def test_ctrl_c_interrupts_count_moves_many() -> None:
    timer = interrupt_after(0.5)
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        arimaa.count_moves_many([BIG] * 10_000, threads=2)
    timer.join()
    assert time.monotonic() - start < 10
