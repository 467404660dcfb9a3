"""Every error a value constructor raises comes from the core, with the core's rule name:
no step, more than four steps (a move is 1 to 4 steps), no placement, more than a full
set of 16 pieces (rules README, "Setup"), a step off the board."""

import pytest

import arimaa
from arimaa import Direction, IllegalMoveError, Move, Piece, Setup, Step


def test_step_off_the_board_is_the_cores_off_board() -> None:
    with pytest.raises(IllegalMoveError) as info:
        Step(Piece.parse("R"), "h8", Direction.EAST)
    assert info.value.rule == "off_board"
    assert "h8" in str(info.value)


def test_move_of_five_steps_names_the_fifth() -> None:
    steps = [Step.parse(s) for s in ["Ee2n", "Ee3n", "Ee4n", "Ee5n", "Ee6s"]]
    with pytest.raises(IllegalMoveError) as info:
        Move(steps)
    assert info.value.rule == "too_many_steps"
    assert str(info.value).startswith("step 5 (Ee6s): too_many_steps")
    with pytest.raises(IllegalMoveError) as info:
        Move([])
    assert info.value.rule == "empty_move"


def test_setup_of_none_or_seventeen_placements() -> None:
    with pytest.raises(IllegalMoveError) as info:
        Setup([])
    assert info.value.rule == "empty_setup"
    full = list(Setup.standard(arimaa.Color.GOLD).placements)
    with pytest.raises(IllegalMoveError) as info:
        Setup(full + [full[0]])
    assert info.value.rule == "too_many_placements"


def test_a_refused_step_of_a_move_is_named_by_the_core() -> None:
    with pytest.raises(IllegalMoveError) as info:
        arimaa.Position.standard().play("Ee2n Ra1n")
    assert info.value.rule == "occupied"
    assert str(info.value).startswith("step 2 (Ra1n): occupied")
