"""The PettingZoo and OpenSpiel environments, checked by the frameworks' own test suites
(``pettingzoo.test.api_test``/``seed_test``, ``pyspiel`` consistency checks, the MCTS bot)
and by replaying every real game of ``games/archive`` through the PettingZoo environment."""

from __future__ import annotations

import random
import warnings
from pathlib import Path

import numpy as np
import pytest

import arimaa
from arimaa import Color, Setup, Step

pettingzoo_env = pytest.importorskip("arimaa.envs.pettingzoo", reason="extra 'rl' (pettingzoo) not installed")
from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]  # noqa: E402

SETUP_ORDER = "EMHHDDCC" + "R" * 8


def test_pettingzoo_api_test() -> None:
    api_test(pettingzoo_env.env(max_moves=30), num_cycles=400)
    api_test(pettingzoo_env.env(), num_cycles=200)


def test_pettingzoo_seed_test() -> None:
    seed_test(lambda: pettingzoo_env.env(max_moves=20), num_cycles=300)


def test_pettingzoo_random_games_end_with_rewards() -> None:
    rng = random.Random(3)
    e = pettingzoo_env.env(render_mode="ansi")
    for _ in range(2):
        e.reset()
        final: dict[str, float] = {}
        for agent in e.agent_iter():
            obs, reward, term, trunc, info = e.last()
            if term or trunc:
                final[agent] = float(reward)
                e.step(None)
                continue
            e.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
        assert sorted(final.values()) == [-1.0, 1.0]
        assert "a b c d e f g h" in e.render()


def test_pettingzoo_truncates_at_max_moves() -> None:
    e = pettingzoo_env.raw_env(max_moves=4)
    e.reset()
    rng = random.Random(1)
    while not any(e.truncations.values()) and not any(e.terminations.values()):
        mask = e.observe(e.agent_selection)["action_mask"]
        e.step(rng.choice(np.flatnonzero(mask).tolist()))
    assert all(e.truncations.values()) and e.moves_played == 4
    assert e.rewards == {"gold": 0.0, "silver": 0.0}


def test_pettingzoo_illegal_action_convention() -> None:
    # The wrapped env: the offender gets -1, the game ends (PettingZoo classic convention).
    e = pettingzoo_env.env()
    e.reset()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        e.step(arimaa.END_MOVE)  # not a setup action
    assert e.unwrapped.terminations == {"gold": True, "silver": True}
    assert e.rewards == {"gold": -1, "silver": 0}
    # The raw env raises the rules' error.
    raw = pettingzoo_env.raw_env()
    raw.reset()
    with pytest.raises(arimaa.IllegalMoveError) as info:
        raw.step(arimaa.END_MOVE)
    assert info.value.rule == "setup_square"


def record_actions(game: arimaa.Game) -> list[int]:
    """The absolute action ids of a replayed game: setups in the fixed piece order, then
    each move's steps and the end of the move."""
    actions: list[int] = []
    for label, text in game.history():
        if label.startswith("1") and len(label) == 2:
            placements = list(Setup.parse(text).placements)
            for letter in SETUP_ORDER:
                i = next(i for i, (p, _) in enumerate(placements) if str(p).upper() == letter)
                actions.append(arimaa.setup_action(placements.pop(i)[1]))
            continue
        steps = [Step.parse(t) for t in text.split() if not t.endswith("x")]
        actions.extend(step.action for step in steps)
        actions.append(arimaa.END_MOVE)
    return actions


def test_every_archive_game_replays_through_the_pettingzoo_env(data: Path) -> None:
    replayed = skipped = decided = 0
    for name in ["allgames2002.txt", "allgames202602.txt"]:
        for record in arimaa.read_games(data / "games" / "archive" / name):
            try:
                game = record.replay(lenient=False)
                actions = record_actions(game)
            except (arimaa.ArimaaError, StopIteration):
                skipped += 1  # refused by today's strict rules, or a handicap setup
                continue
            e = pettingzoo_env.raw_env()
            e.reset()
            for absolute in actions:
                agent = e.agent_selection
                a = absolute if agent == "gold" else arimaa.flip_action(absolute)
                assert e.observe(agent)["action_mask"][a] == 1, (record.id, agent, absolute)
                e.step(a)
            over = all(e.terminations.values())
            termination = record.termination
            if termination is not None and termination.is_decided_by_board():
                decided += 1
                assert over, record.id
                winner = "gold" if record.result == Color.GOLD else "silver"
                assert e.rewards[winner] == 1.0, record.id
            else:
                assert not over, record.id  # time, resignation, ...: the board goes on
            replayed += 1
    print(f"\nreplayed {replayed} archive games through the env ({decided} decided on the board), skipped {skipped}")
    assert replayed >= 150 and decided >= 90


pyspiel = pytest.importorskip("pyspiel", reason="extra 'rl' (open_spiel) not installed")
import arimaa.envs.openspiel  # noqa: E402,F401  (registers python_arimaa)


def test_openspiel_game_type_and_random_simulations() -> None:
    game = pyspiel.load_game("python_arimaa", {"max_moves": 60})
    t = game.get_type()
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.information == pyspiel.GameType.Information.PERFECT_INFORMATION
    assert t.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert t.chance_mode == pyspiel.GameType.ChanceMode.DETERMINISTIC
    assert game.num_players() == 2 and game.num_distinct_actions() == 257
    assert game.observation_tensor_shape() == [23, 8, 8]
    pyspiel.random_sim_test(game, num_sims=3, serialize=False, verbose=False)


def test_openspiel_observation_and_legal_actions_use_the_encoding() -> None:
    game = pyspiel.load_game("python_arimaa")
    state = game.new_initial_state()
    assert state.legal_actions() == [arimaa.setup_action(sq) for sq in range(16)]
    for _ in range(32):
        state.apply_action(state.legal_actions()[0])
    assert state.current_player() == 0
    pos = state.game.position()
    assert state.legal_actions() == pos.legal_actions()
    obs = np.array(state.observation_tensor(1)).reshape(23, 8, 8)
    assert np.array_equal(obs, pos.planes(Color.SILVER))
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert state.legal_actions() == pos.legal_actions()  # the original is unchanged


def test_openspiel_mcts_bot_plays_a_full_game() -> None:
    from open_spiel.python.algorithms import mcts  # type: ignore[import-untyped]

    game = pyspiel.load_game("python_arimaa", {"max_moves": 6})
    rng = np.random.RandomState(0)
    bots = [
        mcts.MCTSBot(game, 2, 4, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
        for _ in range(2)
    ]
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
    assert state.is_terminal() and sum(state.returns()) == 0.0


def test_readme_self_play_snippets_run() -> None:
    """The ten-line self-play snippets of the guide's machine-learning page (PettingZoo,
    OpenSpiel, the batched SelfPlayEnv) run as written."""
    page = Path(__file__).resolve().parents[2] / "docs" / "guide" / "machine-learning.md"
    blocks = [b.split("```")[0] for b in page.read_text().split("```python\n")[1:]]
    assert len(blocks) == 3 and all(len(b.strip().splitlines()) <= 10 for b in blocks)
    for block in blocks:
        exec(compile(block, "docs/guide/machine-learning.md", "exec"), {})
