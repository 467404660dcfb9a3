"""The notation's white-space rule, the core's turn parser behind the AEI server, the
bound on the move number, and the core's action decoding, move count and rewards as the
environments use them. Expected columns are counted by hand in the literal texts
(1-based bytes); the move numbering follows the rules (up by one after silver's move)."""

from __future__ import annotations

import pytest

import arimaa
from arimaa import ActionGame, Color, Direction, Move, NotationError, Position, Square, Step

STANDARD = "[rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]"


def test_white_space_around_a_step_is_ignored_as_in_rust_and_c() -> None:
    for text in (" Ed2n", "Ed2n ", "\tEd2n\r\n"):
        assert Step.parse(text) == Step.parse("Ed2n"), repr(text)
    assert Move.parse("  Ed2n Ed3n ") == Move.parse("Ed2n Ed3n")
    after = Position.standard().play_step(" Ee2n")
    assert str(after.current_move) == "Ee2n"


def test_columns_count_in_the_callers_text() -> None:
    with pytest.raises(NotationError) as info:
        Step.parse("  Ed2q")  # the direction q is byte 6
    assert info.value.column == 6
    with pytest.raises(NotationError) as info:
        Step.parse(" Ed9n")  # the square d9 starts at byte 3
    assert info.value.column == 3
    with pytest.raises(NotationError) as info:
        Step.parse("\u00a0Ed2n")  # a no-break space is no white space: column 1
    assert info.value.column == 1


def test_the_move_number_is_bounded() -> None:
    assert Position.from_short(f"1000000s {STANDARD}").move_number == 1_000_000
    with pytest.raises(NotationError) as info:
        Position.from_short(f" 4294967295s {STANDARD}")
    assert info.value.column == 2


def test_actions_decode_through_the_core() -> None:
    # 4 * d2 (index 11) + north (0); 256 ends the move and is no step.
    assert arimaa.action_square_direction(44) == (Square("d2"), Direction.NORTH)
    assert arimaa.action_square_direction(4 * 63 + 3) == (Square("h8"), Direction.WEST)
    assert arimaa.action_square_direction(arimaa.END_MOVE) is None
    assert arimaa.setup_action_square(4 * 8 + 1) == Square("a2")
    assert arimaa.setup_action_square(4 * 8) is None


def test_moves_played_and_rewards_come_from_the_core() -> None:
    game = ActionGame()
    for _ in range(32):  # both setups, one placement per action
        game.play_action(game.legal_actions()[0])
    assert game.moves_played == 0
    # Gold's pieces went to a1..h1 (E M H H D D C C) and a2..h2 (rabbits): Ra2n, id 4 * 8.
    game.play_action(4 * 8)
    game.play_action(arimaa.END_MOVE)
    assert game.moves_played == 1
    goal = arimaa.Outcome(Color.SILVER, arimaa.Termination.GOAL)
    assert (goal.reward(Color.GOLD), goal.reward(Color.SILVER)) == (-1.0, 1.0)
    draw = arimaa.Outcome(None, arimaa.Termination.NO_RABBITS_DRAW)
    assert (draw.reward(Color.GOLD), draw.reward(Color.SILVER)) == (0.0, 0.0)
