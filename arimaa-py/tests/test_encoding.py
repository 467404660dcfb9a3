"""The step action space, masks, flip and planes (``arimaa_rules::encoding``), checked
against the rules' own step legality (``legal_steps``, ``play_step``, ``end_move``) and
hand-worked positions."""

from __future__ import annotations

import random
import threading

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import arimaa
from arimaa import ActionGame, Color, Direction, IllegalMoveError, Position, Square, Step

DIRS = [Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST]


def finishable(pos: Position) -> bool:
    """Whether the move in progress can be completed: an independent depth-first search
    over ``legal_steps``/``play_step``/``end_move``."""
    try:
        pos.end_move()
        return True
    except IllegalMoveError:
        pass
    return pos.steps_left > 0 and any(finishable(pos.play_step(s)) for s in pos.legal_steps())


def random_position(seed: int, moves: int) -> Position:
    """Plays `moves` random steps (ending moves when it may) from the standard opening."""
    rng = random.Random(seed)
    pos = Position.standard()
    for _ in range(moves):
        if pos.outcome_after_move() is not None and pos.steps_taken == 0:
            break
        actions = pos.legal_actions()
        if not actions:
            break
        pos = pos.play_action(rng.choice(actions))
    return pos


def test_constants_and_ids() -> None:
    assert (arimaa.ACTIONS, arimaa.END_MOVE, arimaa.PLANES) == (257, 256, 23)
    assert Step.parse("Ed2n").action == 4 * 11 + 0
    assert Step.parse("rh8w").action == 4 * 63 + 3
    assert arimaa.setup_action("a1") == 1


def test_all_257_actions_round_trip_and_flip() -> None:
    # A board with a piece on every square names a step for every on-board id.
    for a in range(arimaa.ACTIONS):
        assert arimaa.flip_action(arimaa.flip_action(a)) == a
    full = Position.from_short("g [" + "R" * 64 + "]", strict=False)
    for a in range(arimaa.END_MOVE):
        sq, d = Square(a // 4), DIRS[a % 4]
        if sq.neighbor(d) is None:
            with pytest.raises(IllegalMoveError) as info:
                arimaa.step_from_action(a, full)
            assert info.value.rule == "off_board"
            continue
        step = arimaa.step_from_action(a, full)
        assert (step.origin, step.direction, step.action) == (sq, d, a)
        # The flipped id is the mirrored step: rank mirrored, north <-> south.
        flipped = arimaa.flip_action(a)
        fsq = Square(flipped // 4)
        assert (fsq.file, fsq.rank) == (sq.file, 7 - sq.rank)
        assert DIRS[flipped % 4] == {0: Direction.SOUTH, 2: Direction.NORTH}.get(a % 4, d)
    with pytest.raises(IllegalMoveError) as info:
        arimaa.step_from_action(arimaa.END_MOVE, full)
    assert info.value.rule == "not_a_step"
    assert arimaa.flip_square("c3") == Square("c6")


def test_standard_mask_and_planes() -> None:
    pos = Position.standard()
    mask = pos.legal_action_mask()
    assert mask.dtype == np.bool_ and mask.shape == (257,)
    assert sorted(np.flatnonzero(mask)) == sorted(s.action for s in pos.legal_steps())
    assert len(pos.legal_actions()) == 8  # the eight rank-2 pieces step north
    # Silver's view of the same mask is the flipped mask.
    silver = pos.legal_action_mask(Color.SILVER)
    assert all(silver[arimaa.flip_action(a)] == mask[a] for a in range(257))
    planes = pos.planes()
    assert planes.dtype == np.float32 and planes.shape == (23, 8, 8)
    # Gold's rabbits (channel 0) fill rank 1, silver's (channel 6) rank 8; the elephant
    # (channel 5) is on e2; traps (21); gold to move (12); no step taken (13).
    assert planes[0].sum() == 8 and planes[0][0].sum() == 8
    assert planes[6][7].sum() == 8
    assert planes[5][1][4] == 1.0 and planes[5].sum() == 1
    assert planes[21].sum() == 4 and planes[21][2][2] == 1.0
    assert planes[12].all() and planes[13].all() and not planes[14].any()
    # From silver's side, its own elephant (d7) is on row 1, column 3, and the opponent's
    # rabbits are on row 7.
    sp = pos.planes(Color.SILVER)
    assert sp[5][1][3] == 1.0 and sp[6][7].sum() == 8 and not sp[12].any()


def test_push_and_pull_squares_and_frozen_planes() -> None:
    # Gold elephant d4 pushes the silver rabbit d5 north: d5 must then be filled (18).
    pos = Position.from_short("g [" + " " * 27 + "r" + " " * 7 + "E" + " " * 20 + "R       " + "]")
    assert pos.piece_at("d5") is not None and pos.piece_at("d4") is not None
    assert pos.is_frozen("d5")
    assert pos.planes()[20][4][3] == 1.0  # the frozen rabbit d5
    pushed = pos.play_action(Step.parse("rd5n").action)
    p = pushed.planes()
    assert p[18][4][3] == 1.0 and p[18].sum() == 1 and p[14].all()
    assert pushed.legal_actions() == [Step.parse("Ed4n").action]
    # After a plain step the square left is the possible pull square (19).
    moved = pos.play_action(Step.parse("Ed4w").action)
    assert moved.planes()[19][3][3] == 1.0


def test_dead_end_fourth_step_is_masked_and_refused() -> None:
    pos = Position.standard()
    for s in ["Ee2n", "Ee3s", "Ee2n"]:
        pos = pos.play_action(Step.parse(s).action)
    back = Step.parse("Ee3s")
    assert back in pos.legal_steps()
    assert not pos.legal_action_mask()[back.action]
    with pytest.raises(IllegalMoveError) as info:
        pos.play_action(back.action)
    assert info.value.rule == "dead_end"


@pytest.mark.parametrize(
    "action, rule",
    [(257, "action_out_of_range"), (256, "empty_move"), (4 * 0 + 0, "occupied"), (4 * 18, "no_piece")],
)
def test_illegal_actions_raise_with_the_rule(action: int, rule: str) -> None:
    with pytest.raises(IllegalMoveError) as info:
        Position.standard().play_action(action)
    assert info.value.rule == rule


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), moves=st.integers(0, 120))
def test_mask_is_the_finishable_legal_steps_plus_end(seed: int, moves: int) -> None:
    pos = random_position(seed, moves)
    mask = pos.legal_action_mask()
    legal = {s.action: s for s in pos.legal_steps()}
    allowed = set(np.flatnonzero(mask[:256]).tolist())
    assert allowed <= set(legal)
    for a, s in legal.items():
        assert (a in allowed) == finishable(pos.play_step(s)), (pos, s)
    try:
        pos.end_move()
        can_end = True
    except IllegalMoveError:
        can_end = False
    assert bool(mask[256]) == can_end
    # The flip maps the gold-view mask onto the silver-view mask.
    silver = pos.legal_action_mask(Color.SILVER)
    assert all(silver[arimaa.flip_action(a)] == mask[a] for a in range(257))
    # Planes seen by silver are gold's planes with ranks mirrored and colours swapped.
    g, s_ = pos.planes(Color.GOLD), pos.planes(Color.SILVER)
    assert np.array_equal(g[0:6], s_[6:12, ::-1, :]) and np.array_equal(g[6:12], s_[0:6, ::-1, :])
    assert np.array_equal(g[13:22], s_[13:22, ::-1, :])


def test_planes_many_matches_planes_and_releases_the_gil() -> None:
    positions = [random_position(i, 30) for i in range(20)]
    batch = arimaa.planes_many(positions)
    assert batch.shape == (20, 23, 8, 8) and batch.dtype == np.float32
    for p, b in zip(positions, batch):
        assert np.array_equal(p.planes(), b)
    own = arimaa.planes_many(positions, to_move=True)
    for p, b in zip(positions, own):
        assert np.array_equal(p.planes(p.side_to_move), b)
    results: list[int] = []
    threads = [
        threading.Thread(target=lambda: results.append(arimaa.planes_many(positions * 50).shape[0]))
        for _ in range(4)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [1000] * 4
    assert arimaa.planes_many([]).shape == (0, 23, 8, 8)


def test_action_game_setup_phase_and_random_games_agree_with_game() -> None:
    g = ActionGame()
    assert g.is_setup_phase() and len(g.legal_actions()) == 16
    assert str(g.next_setup_piece()) == "E"
    rng = random.Random(7)
    for _ in range(3):
        g = ActionGame()
        while not g.is_over():
            side = g.side_to_move
            g.play_action(rng.choice(g.legal_actions(side)), side)
        outcome = g.outcome()
        assert outcome is not None
        # Game replays the completed turns and reaches the same result by its own checks.
        assert g.to_game().outcome() == outcome
    with pytest.raises(IllegalMoveError) as info:
        g.play_action(0)
    assert info.value.rule == "game_over"
    with pytest.raises(IllegalMoveError) as info:
        ActionGame().play_action(arimaa.setup_action("a3"))
    assert info.value.rule == "setup_square"
