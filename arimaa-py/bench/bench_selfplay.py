"""Random self-play with observations (planes) and masks: steps per second through the
batched environment ``arimaa.envs.vector.SelfPlayEnv`` for N = 1, 64, 1024 games and 1 or
2 threads, next to the per-game loops measured in the same run:

1. ``SelfPlayEnv.step_random()``: Rust picks a uniformly random legal action per game;
2. ``SelfPlayEnv.step(actions)``: Python picks them from the returned masks (NumPy:
   random keys where the mask is set, argmax per row), the usual agent loop;
3. the raw Python loop: ``ActionGame.planes()`` + ``legal_action_mask()`` + a NumPy pick +
   ``play_action`` (one game, the same observations);
4. PettingZoo (``env.last()``, pick from the mask, ``env.step``) and OpenSpiel
   (``state.observation_tensor`` + ``legal_actions`` + ``apply_action``), when installed.

Also the cost split of one step (Rust, one thread, the same replayed random games):
``ActionGame.play_action`` alone, the mask, the planes, by timing each call in a loop.

Prints steps/s of wall-clock time, ns/step, and steps per CPU-second of this process
(``time.process_time``, all threads: the figure least affected by other programs on a
shared machine), with the load average before and after.

Usage: python arimaa-py/bench/bench_selfplay.py [--seconds S]   (extra ``rl`` for 4)
"""

from __future__ import annotations

import argparse
import os
import random
import time
from typing import Callable

import numpy as np

import arimaa

Row = tuple[str, int, float, float]  # name, steps, wall seconds, cpu seconds


def timed(name: str, seconds: float, body: Callable[[float], int]) -> Row:
    wall, cpu = time.perf_counter(), time.process_time()
    steps = body(wall + seconds)
    return name, steps, time.perf_counter() - wall, time.process_time() - cpu


def vector_random(n: int, threads: int) -> Callable[[float], int]:
    from arimaa.envs.vector import SelfPlayEnv

    def body(deadline: float) -> int:
        env = SelfPlayEnv(n, threads=threads, seed=1, copy=False)
        env.reset()
        steps = 0
        while time.perf_counter() < deadline:
            env.step_random()
            steps += n
        return steps

    return body


def vector_numpy(n: int, threads: int) -> Callable[[float], int]:
    from arimaa.envs.vector import SelfPlayEnv

    def body(deadline: float) -> int:
        env = SelfPlayEnv(n, threads=threads, seed=1, copy=False)
        rng = np.random.default_rng(1)
        obs, _ = env.reset()
        steps = 0
        while time.perf_counter() < deadline:
            keys = rng.random(obs["action_mask"].shape, dtype=np.float32)
            actions = np.argmax(np.where(obs["action_mask"], keys, -1.0), axis=1)
            obs, *_ = env.step(actions)
            steps += n
        return steps

    return body


def raw_loop(deadline: float) -> int:
    rng = np.random.default_rng(1)
    steps = 0
    while time.perf_counter() < deadline:
        g = arimaa.ActionGame()
        while not g.is_over():
            side = g.side_to_move
            g.planes(side)
            ids = np.flatnonzero(g.legal_action_mask(side))
            g.play_action(int(ids[rng.integers(len(ids))]), side)
            steps += 1
    return steps


def pettingzoo(deadline: float) -> int:
    from arimaa.envs.pettingzoo import env

    e = env()
    rng = random.Random(1)
    steps = 0
    while time.perf_counter() < deadline:
        e.reset()
        for _agent in e.agent_iter():
            obs, _r, term, trunc, _i = e.last()
            if term or trunc:
                e.step(None)
                continue
            e.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
            steps += 1
            if time.perf_counter() > deadline:
                break
    return steps


def openspiel(deadline: float) -> int:
    import pyspiel

    import arimaa.envs.openspiel  # noqa: F401

    game = pyspiel.load_game("python_arimaa")
    rng = random.Random(1)
    steps = 0
    while time.perf_counter() < deadline:
        state = game.new_initial_state()
        while not state.is_terminal() and time.perf_counter() < deadline:
            state.observation_tensor(state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
    return steps


def cost_split(seconds: float) -> None:
    """ns per step of play_action, mask and planes (Python calls on ActionGame; the Rust
    figures without Python overhead come from the Rust bench)."""
    rng = random.Random(2)
    games: list[list[int]] = []
    while len(games) < 20:
        g, actions = arimaa.ActionGame(), []
        while not g.is_over():
            a = rng.choice(g.legal_actions())
            g.play_action(a)
            actions.append(a)
        games.append(actions)
    steps = sum(map(len, games))

    def replay(extra: Callable[[arimaa.ActionGame], object]) -> float:
        start, rounds = time.perf_counter(), 0
        while time.perf_counter() - start < seconds / 3:
            for actions in games:
                g = arimaa.ActionGame()
                for a in actions:
                    extra(g)
                    g.play_action(a)
            rounds += 1
        return (time.perf_counter() - start) * 1e9 / (rounds * steps)

    play = replay(lambda g: None)
    mask = replay(lambda g: g.legal_action_mask()) - play
    planes = replay(lambda g: g.planes()) - play
    print(
        f"cost split through Python (ns/step, each includes a Python call): "
        f"play_action {play:,.0f}, mask {mask:,.0f}, planes {planes:,.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per row")
    args = parser.parse_args()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    rows: list[Row] = []
    for n in (1, 64, 1024):
        for threads in (1, 2):
            rows.append(timed(f"SelfPlayEnv.step_random N={n} threads={threads}", args.seconds, vector_random(n, threads)))
    for n in (64, 1024):
        rows.append(timed(f"SelfPlayEnv.step (NumPy pick) N={n} threads=2", args.seconds, vector_numpy(n, 2)))
    rows.append(timed("raw Python loop (planes, mask, play_action)", args.seconds, raw_loop))
    for name, loop in (("PettingZoo env (last, step)", pettingzoo), ("OpenSpiel (observation_tensor, apply_action)", openspiel)):
        try:
            rows.append(timed(name, args.seconds, loop))
        except ImportError as e:
            print(f"{name}: skipped ({e})")
    print(f"{'loop':50s} {'steps/s':>12s} {'ns/step':>9s} {'steps/CPU-s':>12s}")
    for name, steps, wall, cpu in rows:
        print(f"{name:50s} {steps / wall:12,.0f} {wall * 1e9 / steps:9,.0f} {steps / cpu:12,.0f}")
    cost_split(args.seconds)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
