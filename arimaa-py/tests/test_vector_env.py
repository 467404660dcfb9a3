"""The batched self-play environment ``arimaa.envs.vector.SelfPlayEnv``: every trajectory
of random self-play (actions chosen in Python from the returned masks, and by the
environment's own ``step_random``) replays through ``arimaa.Game`` (setups and moves as
notation, the record-keeping game with its own end-of-move checks) to the same results;
Gymnasium's space checks hold for every observation; identical results for any thread
count; refused actions change nothing."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import arimaa

vector = pytest.importorskip("arimaa.envs.vector", reason="extra 'rl' (gymnasium) not installed")
from gymnasium.utils.env_checker import data_equivalence  # noqa: E402
from gymnasium.vector import AutoresetMode  # noqa: E402

SETUP_ORDER = "EMHHDDCC" + "R" * 8


class Replay:
    """One game rebuilt from its actions (side to move's view) through ``arimaa.Game``."""

    def __init__(self) -> None:
        self.game = arimaa.Game()
        self.tokens: list[str] = []
        self.position: arimaa.Position | None = None
        self.steps: list[str] = []

    def act(self, side: int, action: int) -> None:
        color = arimaa.Color.GOLD if side == 0 else arimaa.Color.SILVER
        absolute = arimaa.flip_action(action) if side == 1 else action
        if self.game.is_setup_phase():
            assert color == self.game.side_to_move
            square = arimaa.Square(absolute // 4)
            letter = SETUP_ORDER[len(self.tokens)]
            self.tokens.append((letter if side == 0 else letter.lower()) + square.name)
            if len(self.tokens) == 16:
                self.game.play(" ".join(self.tokens))
                self.tokens = []
            return
        if self.position is None:
            self.position = self.game.position()
        assert color == self.position.side_to_move
        if absolute == arimaa.END_MOVE:
            self.game.play(" ".join(self.steps))
            self.steps, self.position = [], None
        else:
            step = arimaa.step_from_action(absolute, self.position)
            self.steps.append(str(step))
            self.position = self.position.play_action(absolute)


def check_space(env: Any, obs: dict[str, Any]) -> None:
    assert env.observation_space.contains(obs)
    assert obs["observation"].dtype == np.float32 and obs["action_mask"].dtype == np.bool_


def play_and_replay(env: Any, rng: np.random.Generator | None, finished: int) -> tuple[int, int, dict[str, int]]:
    """Plays until ``finished`` games ended; replays each through ``Game``. Returns (games,
    steps, counts of each ending)."""
    obs, info = env.reset(seed=int(rng.integers(2**31)) if rng is not None else 3)
    check_space(env, obs)
    n = env.num_envs
    replays = [Replay() for _ in range(n)]
    games = steps = 0
    ends: dict[str, int] = {}
    while games < finished:
        to_move = info["to_move"].copy()
        mask = obs["action_mask"].copy()
        if rng is None:
            obs, rewards, terminated, truncated, info = env.step_random()
            actions = info["actions"]
        else:
            actions = np.array([rng.choice(np.flatnonzero(m)) for m in mask])
            obs, rewards, terminated, truncated, info = env.step(actions)
        check_space(env, obs)
        steps += n
        for i in range(n):
            assert mask[i, actions[i]], "a masked random action is in the mask"
            replays[i].act(int(to_move[i]), int(actions[i]))
            if not (terminated[i] or truncated[i]):
                assert rewards[i].tolist() == [0.0, 0.0] and info["termination"][i] == b""
                assert not info["_final_obs"][i]
                continue
            game = replays[i].game
            assert info["_final_obs"][i]
            final = info["final_obs"]["observation"][i]
            side = game.position().side_to_move
            np.testing.assert_array_equal(final, game.position().planes(side))
            if terminated[i]:
                outcome = game.outcome()
                assert outcome is not None
                letter = outcome.termination.letter
                assert info["termination"][i] == letter.encode()
                w = 0 if outcome.winner == arimaa.Color.GOLD else 1
                assert rewards[i, w] == 1.0 and rewards[i, 1 - w] == -1.0
                ends[letter] = ends.get(letter, 0) + 1
            else:
                assert game.outcome() is None and env.max_moves == len(game.history()) - 2
                assert rewards[i].tolist() == [0.0, 0.0]
                ends["truncated"] = ends.get("truncated", 0) + 1
            # Same-step autoreset: the new game's first observation.
            assert info["to_move"][i] == 0 and obs["action_mask"][i].sum() == 16
            replays[i] = Replay()
            games += 1
    return games, steps, ends


def test_random_trajectories_replay_through_game() -> None:
    total_games = total_steps = 0
    ends: dict[str, int] = {}
    for seed in range(10):
        env = vector.SelfPlayEnv(8, threads=2, seed=seed)
        g, s, e = play_and_replay(env, np.random.default_rng(seed), 8)
        total_games, total_steps = total_games + g, total_steps + s
        for k, v in e.items():
            ends[k] = ends.get(k, 0) + v
    for seed in range(8):
        env = vector.SelfPlayEnv(16, threads=1, seed=seed, copy=False)
        g, s, e = play_and_replay(env, None, 16)
        total_games, total_steps = total_games + g, total_steps + s
        for k, v in e.items():
            ends[k] = ends.get(k, 0) + v
    assert ends.get("g", 0) > 0
    print(f"replayed {total_games} games, {total_steps} steps through arimaa.Game: {ends}")


def test_copy_false_writes_planes_incrementally_and_they_stay_exact() -> None:
    # copy=False reuses the arrays and writes only the changed plane values; after every
    # step each row must equal the planes of its game written whole.
    env = vector.SelfPlayEnv(6, threads=1, max_moves=8, seed=4, copy=False)
    obs, _ = env.reset()
    finished = 0
    for _ in range(400):
        obs, _r, terminated, truncated, _info = env.step_random()
        finished += int((terminated | truncated).sum())
        for i in range(env.num_envs):
            game = env.game(i)
            np.testing.assert_array_equal(obs["observation"][i], game.planes(game.side_to_move))
    assert finished > 0, "games ended and restarted in place"
    assert not obs["observation"].flags.writeable
    with pytest.raises(ValueError, match="read-only"):
        obs["observation"][0, 0, 0, 0] = 1.0


def test_the_move_limit_truncates() -> None:
    env = vector.SelfPlayEnv(8, max_moves=5, seed=1)
    games, _steps, ends = play_and_replay(env, np.random.default_rng(1), 12)
    assert ends.get("truncated", 0) > 0


def test_gymnasium_vector_api() -> None:
    env = vector.SelfPlayEnv(4, threads=1, seed=0)
    assert env.metadata["autoreset_mode"] == AutoresetMode.SAME_STEP
    assert env.single_action_space.n == arimaa.ACTIONS
    assert env.action_space.shape == (4,)
    assert env.single_observation_space["observation"].shape == (arimaa.PLANES, 8, 8)
    obs, info = env.reset(seed=5)
    assert obs["observation"].shape == (4, arimaa.PLANES, 8, 8)
    assert info["to_move"].tolist() == [0, 0, 0, 0]
    # Setup-phase planes: channel 22 all ones, gold to move from its own view.
    assert (obs["observation"][:, 22] == 1).all() and (obs["observation"][:, 12] == 1).all()
    # Reseeding reproduces the stream (Gymnasium's determinism check).
    runs = []
    for _ in range(2):
        env.reset(seed=5)
        for _ in range(300):
            result = env.step_random()
        runs.append(result)
    assert data_equivalence(runs[0][:4], runs[1][:4])
    for key in ("to_move", "termination", "actions", "_final_obs"):
        np.testing.assert_array_equal(runs[0][4][key], runs[1][4][key])
    env.close()


def test_thread_count_does_not_change_results() -> None:
    results = []
    for threads in (1, 2, 3):  # 800 games: 1, 2 or 3 parts of at least 256 games
        env = vector.SelfPlayEnv(800, threads=threads, max_moves=40, seed=9)
        env.reset()
        acts = []
        for _ in range(200):
            obs, rewards, term, trunc, info = env.step_random()
            acts.append(info["actions"].copy())
        results.append((np.array(acts), obs["observation"], rewards))
    for r in results[1:]:
        for a, b in zip(results[0], r):
            np.testing.assert_array_equal(a, b)


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    env = vector.SelfPlayEnv(3, seed=0)
    obs, _ = env.reset()
    before = env.game(2).actions_played
    with pytest.raises(ValueError, match="game 2"):
        env.step(np.array([1, 1, 4 * 16 + 1]))  # a3 is not a gold home square
    with pytest.raises(ValueError, match="game 0"):
        env.step(np.array([-1, 1, 1]))
    assert env.game(2).actions_played == before
    obs, *_ = env.step([1, 5, 9])
    assert obs["action_mask"].sum(axis=1).tolist() == [15, 15, 15]


def test_save_and_restore_a_game() -> None:
    env = vector.SelfPlayEnv(2, seed=4)
    env.reset()
    for _ in range(60):
        env.step_random()
    saved = env.game(1)
    mask = saved.legal_action_mask(saved.side_to_move)
    for _ in range(10):
        env.step_random()
    env.restore(1, saved)
    assert env.game(1).actions_played == saved.actions_played
    # The next random step of game 1 is an action of the restored mask (both in the view
    # of the side to move).
    _obs, _r, _te, _tr, info = env.step_random()
    assert mask[int(info["actions"][1])]
    assert env.game(1).actions_played == saved.actions_played + 1
