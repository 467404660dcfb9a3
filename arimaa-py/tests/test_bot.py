"""The built-in bots (``arimaa.Bot``): arguments, errors, legality of what they answer
(checked with the game's legal moves and by playing it), determinism under a node budget,
the GIL released while they think, and a bot as the opponent in the PettingZoo
environment. Every check holds for any bot that answers a legal move in time."""

from __future__ import annotations

import math
import pickle
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

import arimaa
from arimaa import Analysis, Bot, Color, Game, IllegalMoveError, Move, Position, Setup
from arimaa.envs import bot_actions, turn_actions

KINDS = ["search", "classic", "greedy"]


def started_game() -> Game:
    """A game past both (usual) setups, gold to move."""
    game = Game()
    game.play(Setup.standard(Color.GOLD))
    game.play(Setup.standard(Color.SILVER))
    return game


# ------------------------------------------------------------------ construction


def test_defaults_and_properties() -> None:
    bot = Bot()
    assert (bot.kind, bot.seed, bot.hash_mb, bot.max_depth, bot.threads) == (
        "search", 1, 32, None, 1
    )
    assert bot.name == "bot"
    b = Bot("classic", seed=7, hash_mb=4, max_depth=8, threads=64)
    assert (b.kind, b.seed, b.hash_mb, b.max_depth, b.threads, b.name) == (
        "classic", 7, 4, 8, 64, "bot:classic"
    )
    assert Bot(kind="greedy").name == "bot:greedy"


def test_a_bot_is_a_value() -> None:
    b = Bot("classic", seed=2**64 - 1, hash_mb=1, max_depth=12, threads=3)
    assert repr(b) == "Bot(kind='classic', seed=18446744073709551615, hash_mb=1, max_depth=12, threads=3)"
    assert eval(repr(b), vars(arimaa)) == b
    assert pickle.loads(pickle.dumps(b)) == b
    assert pickle.loads(pickle.dumps(b)).threads == 3
    assert hash(Bot("greedy", 3)) == hash(Bot("greedy", 3))
    assert Bot("greedy", 3) != Bot("greedy", 4)
    assert Bot(threads=2) != Bot()
    assert len({Bot(), Bot(), Bot("classic")}) == 2
    with pytest.raises(AttributeError):
        b.seed = 3  # type: ignore[misc]


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"kind": "minimax"}, ValueError),
        ({"kind": "bot:greedy"}, ValueError),  # a player name, not a kind
        ({"kind": 3}, TypeError),
        ({"seed": -1}, ValueError),
        ({"seed": 2**64}, ValueError),
        ({"seed": "1"}, TypeError),
        ({"seed": 1.0}, TypeError),
        ({"seed": True}, TypeError),
        ({"hash_mb": 0}, ValueError),
        ({"hash_mb": 10**9}, ValueError),
        ({"hash_mb": None}, TypeError),
        ({"seed": None}, TypeError),
        ({"kind": None}, TypeError),
        ({"max_depth": 0}, ValueError),
        ({"max_depth": -4}, ValueError),
        ({"max_depth": "8"}, TypeError),
        ({"max_depth": 41}, ValueError),  # the bot's own limit is 40 steps
        ({"threads": 0}, ValueError),
        ({"threads": 65}, ValueError),  # the bot's own limit is 64 threads
        ({"threads": -1}, ValueError),
        ({"threads": "2"}, TypeError),
        ({"threads": None}, TypeError),
    ],
)
def test_bad_constructor_arguments(kwargs: dict[str, Any], error: type[Exception]) -> None:
    with pytest.raises(error):
        Bot(**kwargs)


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"seconds": 0}, ValueError),
        ({"seconds": -1.0}, ValueError),
        ({"seconds": math.nan}, ValueError),
        ({"seconds": math.inf}, ValueError),
        ({"seconds": "1"}, TypeError),
        ({"seconds": True}, TypeError),
        ({"nodes": 0}, ValueError),
        ({"nodes": -5}, ValueError),
        ({"nodes": 2**64}, ValueError),
        ({"nodes": 10.0}, TypeError),
    ],
)
def test_bad_limits(kwargs: dict[str, Any], error: type[Exception]) -> None:
    game = started_game()
    for call in (Bot().choose, Bot().analyze, Bot().turn):
        with pytest.raises(error):
            call(game, **kwargs)


def test_a_game_of_the_wrong_type_is_a_type_error() -> None:
    for game in ["Ee2n", Position.standard(), None, arimaa.ActionGame()]:
        with pytest.raises(TypeError):
            Bot().choose(game)  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            Bot().setup(game)  # type: ignore[arg-type]


# ------------------------------------------------------------------ moves


def is_legal(game: Game, mv: Move) -> bool:
    """Whether the rules accept ``mv`` in ``game`` (played on a copy). A bot's move may take
    its steps in another order than the one ``Game.legal_moves`` lists for the same board
    (one order per board), so it is not looked up in that list."""
    try:
        game.copy().play_move(mv)
    except IllegalMoveError:
        return False
    return True




@pytest.mark.parametrize("kind", KINDS)
def test_choose_answers_a_legal_move_and_leaves_the_game_alone(kind: str) -> None:
    game = started_game()
    before = game.copy()
    mv = Bot(kind).choose(game, nodes=3_000)
    assert isinstance(mv, Move)
    assert game.moves() == before.moves() and game.position() == before.position()
    assert is_legal(game, mv)
    game.play_move(mv)  # the rules accept it
    assert game.side_to_move == Color.SILVER
    # Silver's answer too.
    assert is_legal(game, Bot(kind, seed=5).choose(game, seconds=0.2))


@pytest.mark.parametrize("kind", KINDS)
def test_a_node_budget_is_deterministic(kind: str) -> None:
    game = started_game()
    game.play("Ee2n Ee3n Ee4n Md2n")
    # New bots: the same move and analysis.
    assert Bot(kind, seed=11).choose(game, nodes=2_000) == Bot(kind, seed=11).choose(game, nodes=2_000)
    first = Bot(kind, seed=11).analyze(game, nodes=30_000)
    assert Bot(kind, seed=11).analyze(game, nodes=30_000) == first
    # The search bot keeps its table between calls; cleared, it answers as a new bot.
    bot = Bot(kind, seed=11)
    bot.analyze(game, nodes=30_000)
    bot.clear_table()
    assert bot.analyze(game, nodes=30_000) == first


def test_threads_search_and_take_a_goal() -> None:
    game = started_game()
    for threads in (2, 4):
        a = Bot(threads=threads).analyze(game, nodes=60_000)
        assert is_legal(game, a.move)
        # All threads' nodes count (each may pass the limit by one poll of 64 nodes).
        assert 60_000 <= a.nodes <= 60_000 + 64 * threads, a
    board = f"{'       r':8}{'  R':8}{'':40}{'R':8}"
    goal = Game.from_position(Position.from_short(f"g [{board}]"))
    goal.play_move(Bot(threads=2).choose(goal, nodes=20_000))
    outcome = goal.outcome()
    assert outcome is not None and outcome.winner == Color.GOLD


@pytest.mark.parametrize("kind", KINDS)
def test_an_immediate_goal_is_taken(kind: str) -> None:
    # Gold's rabbit on c7 with c8 empty (silver's rabbit on h8): one step wins by goal.
    board = f"{'       r':8}{'  R':8}{'':40}{'R':8}"
    game = Game.from_position(Position.from_short(f"g [{board}]"))
    mv = Bot(kind).choose(game, nodes=20_000)
    game.play_move(mv)
    outcome = game.outcome()
    assert outcome is not None and outcome.winner == Color.GOLD
    assert outcome.termination == arimaa.Termination.GOAL


def test_no_move_in_the_setup_phase_or_after_the_end() -> None:
    game = Game()
    with pytest.raises(IllegalMoveError) as e:
        Bot().choose(game, nodes=100)
    assert e.value.rule == "setup_expected"
    assert isinstance(e.value, ValueError)
    game = started_game()
    game.resign()
    for call in (Bot().choose, Bot().analyze, Bot().turn):
        with pytest.raises(IllegalMoveError) as e:
            call(game, nodes=100)
        assert e.value.rule == "game_over"


@pytest.mark.parametrize("kind", KINDS)
def test_analyze(kind: str) -> None:
    game = started_game()
    a = Bot(kind).analyze(game, nodes=5_000)
    assert isinstance(a, Analysis)
    assert is_legal(game, a.move)
    assert a.pv[0] == a.move and all(isinstance(m, Move) for m in a.pv)
    assert 0 < a.nodes <= 5_000
    assert a.depth >= 0 and isinstance(a.score, int)
    assert -Analysis.WIN <= a.score <= Analysis.WIN
    assert a.decided() in (None, True, False)
    assert str(a).startswith(f"depth {a.depth} score {a.score} nodes {a.nodes} pv {a.move}")
    with pytest.raises(AttributeError):
        a.depth = 3  # type: ignore[misc]


# ------------------------------------------------------------------ setups and turns


@pytest.mark.parametrize("kind", KINDS)
def test_setups_and_turns_play_a_game(kind: str) -> None:
    bot = Bot(kind, seed=3)
    game = Game()
    gold = bot.setup(game)
    assert isinstance(gold, Setup) and len(gold) == 16
    game.play(gold)
    silver = bot.turn(game, nodes=100)
    assert isinstance(silver, Setup)
    game.play(silver)  # the rules accept both setups
    assert not game.is_setup_phase()
    with pytest.raises(IllegalMoveError) as e:
        bot.setup(game)
    assert e.value.rule == "not_setup_phase"
    for _ in range(4):
        turn = bot.turn(game, nodes=1_000)
        assert isinstance(turn, Move) and is_legal(game, turn)
        game.play(turn)
    assert len(game.moves()) == 4


# ------------------------------------------------------------------ threads and time


def test_the_gil_is_released_while_the_bot_thinks() -> None:
    game = started_game()
    counter = [0]
    stop = threading.Event()

    def count() -> None:
        while not stop.is_set():
            counter[0] += 1

    thread = threading.Thread(target=count)
    thread.start()
    try:
        time.sleep(0.05)
        before = counter[0]
        started = time.perf_counter()
        mv = Bot().choose(game, seconds=0.3)
        elapsed = time.perf_counter() - started
        during = counter[0] - before
    finally:
        stop.set()
        thread.join()
    assert is_legal(game, mv)
    # Holding the GIL, the counting thread could not run (a few increments at most,
    # before the call starts); released, it counts all along (millions per second).
    assert during > 1_000 * max(elapsed, 0.01) * 10, (during, elapsed)
    # The search ends by its deadline (a generous margin for a loaded machine).
    assert elapsed < 0.3 + 2.0, elapsed


def test_one_bot_serves_several_threads() -> None:
    bot = Bot("classic", seed=9)
    game = started_game()
    serial = bot.choose(game, nodes=2_000)
    with ThreadPoolExecutor(max_workers=3) as pool:
        moves = list(pool.map(lambda _: bot.choose(game, nodes=2_000), range(3)))
    assert moves == [serial] * 3
    # The search bot, one search at a time with its kept table, the others each with a
    # new one, while another thread clears it: legal moves, no error.
    for threads in (1, 2):
        bot = Bot(seed=9, threads=threads)

        def search(i: int) -> Move:
            if i % 4 == 3:
                bot.clear_table()
            return bot.choose(game, nodes=20_000)

        with ThreadPoolExecutor(max_workers=4) as pool:
            moves = list(pool.map(search, range(12)))
        assert all(is_legal(game, mv) for mv in moves)


# ------------------------------------------------------------------ environments


def test_turn_actions_replay_the_turns_of_a_game() -> None:
    game = arimaa.ActionGame()
    turns: list[Move | Setup] = [
        Setup.standard(Color.GOLD),
        Setup.parse("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7"),
        Move.parse("Ee2n Ee3n Ee4n Md2n"),
        Move.parse("ed7s"),
    ]
    for turn in turns:
        side = game.side_to_move
        actions = turn_actions(game, turn)
        for a in actions:
            assert a in game.legal_actions(side)
            game.play_action(a, side)
    assert [t for _, t in game.to_game().history()][2:] == ["Ee2n Ee3n Ee4n Md2n", "ed7s"]
    # Mid-turn, and turns of the wrong phase, are refused.
    game.play_action(Move.parse("Ee5n")[0].action)
    with pytest.raises(ValueError):
        turn_actions(game, Move.parse("Ee6n"))
    with pytest.raises(ValueError):
        turn_actions(arimaa.ActionGame(), Move.parse("Ee2n"))
    with pytest.raises(TypeError):
        turn_actions(arimaa.ActionGame(), "Ra1")  # type: ignore[arg-type]


pettingzoo_env = pytest.importorskip("arimaa.envs.pettingzoo", reason="extra 'rl' (pettingzoo) not installed")


def test_a_bot_plays_silver_in_the_pettingzoo_env() -> None:
    e = pettingzoo_env.env(max_moves=8)
    e.reset()
    bot = Bot(seed=2)
    queued: list[int] = []
    for agent in e.agent_iter():
        obs, _, term, trunc, _ = e.last()
        if term or trunc:
            e.step(None)
            continue
        if agent == "gold":  # the first legal action: a simple (and legal) policy
            action = int(obs["action_mask"].argmax())
        else:
            if not queued:
                queued = bot_actions(bot, e.unwrapped.game, nodes=500)
            action = queued.pop(0)
        assert obs["action_mask"][action] == 1, (agent, action)
        e.step(action)
    game = e.unwrapped.game.to_game()
    assert len(game.moves()) == 8 and not queued
    assert all(e.truncations.values()) or game.is_over()
