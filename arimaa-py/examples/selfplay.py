"""Plays 10,000 random games of Arimaa (setups included) through the batched self-play
environment and prints how they ended and how long it took. Usage: python selfplay.py"""
import time

from arimaa.envs.vector import SelfPlayEnv

GAMES, ENVS, NAMES = 10_000, 1024, {b"g": "goal", b"e": "elimination", b"m": "immobilization"}
env = SelfPlayEnv(ENVS, seed=0, copy=False)  # threads: all cores
env.reset()
ends = dict.fromkeys([*NAMES.values(), "truncation"], 0)
steps, start = 0, time.perf_counter()
while sum(ends.values()) < GAMES:
    obs, rewards, terminated, truncated, info = env.step_random()  # Rust picks masked actions
    steps += ENVS
    for letter in info["termination"][terminated]:
        ends[NAMES[letter]] += 1
    ends["truncation"] += int(truncated.sum())
elapsed = time.perf_counter() - start
print(f"{sum(ends.values())} games, {steps:,} steps in {elapsed:.1f} s ({steps / elapsed:,.0f} steps/s)")
for name, count in ends.items():
    print(f"  {name:15s} {count:6d}")
