"""Random play through the machine-learning API: steps (actions) per second.

Each loop plays uniformly random legal actions, whole games from the setups, and starts a
new game when one ends:

1. raw API, ``ActionGame``: ``legal_actions()`` (the mask's ids), pick, ``play_action``;
2. raw API, ``Position`` (no setups or history): ``legal_actions()``, pick,
   ``play_action`` returning a new position; a new opening when a move ends the game;
3. raw API with the NumPy mask: ``legal_action_mask()`` and ``np.flatnonzero``;
4. PettingZoo: ``env.last()`` (planes + mask), pick from the mask, ``env.step``;
5. OpenSpiel: ``state.legal_actions()``, pick, ``state.apply_action``.

Prints steps per second of this process's CPU time (``time.process_time``: the figure
that does not depend on other programs sharing the machine) and of wall-clock time.

Usage: python arimaa-py/bench/bench_random_play.py [--seconds S]   (needs extra ``rl`` for 4, 5)
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Callable

import numpy as np

import arimaa


def raw_action_game(deadline: float, rng: random.Random) -> tuple[int, int]:
    steps = games = 0
    choice = rng.choice
    while time.perf_counter() < deadline:
        g = arimaa.ActionGame()
        play, legal = g.play_action, g.legal_actions
        while True:
            if play(choice(legal())) is not None:
                break
            steps += 1
        steps += 1
        games += 1
    return steps, games


def raw_position(deadline: float, rng: random.Random) -> tuple[int, int]:
    steps = games = 0
    choice = rng.choice
    end = arimaa.END_MOVE
    start = arimaa.Position.standard()
    pos = start
    while time.perf_counter() < deadline:
        for _ in range(1000):
            a = choice(pos.legal_actions())
            pos = pos.play_action(a)
            steps += 1
            if a == end and pos.outcome_after_move() is not None:
                pos = start
                games += 1
    return steps, games


def raw_numpy_mask(deadline: float, rng: random.Random) -> tuple[int, int]:
    steps = games = 0
    nprng = np.random.default_rng(rng.randrange(2**32))
    while time.perf_counter() < deadline:
        g = arimaa.ActionGame()
        while not g.is_over():
            ids = np.flatnonzero(g.legal_action_mask())
            g.play_action(int(ids[nprng.integers(len(ids))]))
            steps += 1
        games += 1
    return steps, games


def pettingzoo(deadline: float, rng: random.Random) -> tuple[int, int]:
    from arimaa.envs.pettingzoo import env

    e = env()
    steps = games = 0
    while time.perf_counter() < deadline:
        e.reset()
        for _agent in e.agent_iter():
            obs, _r, term, trunc, _i = e.last()
            if term or trunc:
                e.step(None)
                continue
            e.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
            steps += 1
        games += 1
    return steps, games


def openspiel(deadline: float, rng: random.Random) -> tuple[int, int]:
    import pyspiel

    import arimaa.envs.openspiel  # noqa: F401

    game = pyspiel.load_game("python_arimaa")
    steps = games = 0
    while time.perf_counter() < deadline:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        games += 1
    return steps, games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per loop")
    args = parser.parse_args()
    loops: list[tuple[str, Callable[[float, random.Random], tuple[int, int]]]] = [
        ("raw ActionGame (legal_actions, play_action)", raw_action_game),
        ("raw Position (legal_actions, play_action)", raw_position),
        ("raw ActionGame, NumPy mask", raw_numpy_mask),
        ("PettingZoo env (last, step)", pettingzoo),
        ("OpenSpiel python_arimaa (legal_actions, apply_action)", openspiel),
    ]
    for name, loop in loops:
        try:
            start, cpu = time.perf_counter(), time.process_time()
            steps, games = loop(start + args.seconds, random.Random(1))
            elapsed = time.perf_counter() - start
            cpu = time.process_time() - cpu
        except ImportError as e:
            print(f"{name:55s} skipped: {e}")
            continue
        print(
            f"{name:55s} {steps / cpu:>10,.0f} steps/CPU-s {steps / elapsed:>10,.0f} steps/s"
            f"  ({games} games, {steps} steps)"
        )


if __name__ == "__main__":
    main()
