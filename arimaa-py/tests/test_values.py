"""The value types: construction, attributes from the notation, equality, hashing,
ordering, immutability, and the repr/pickle/copy round trips."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest

import arimaa
from arimaa import (
    Color,
    Direction,
    Move,
    Outcome,
    Piece,
    PieceKind,
    Position,
    Setup,
    Square,
    Step,
    Termination,
)

# One or more of every value type, including an unusual member of each.
VALUES: list[Any] = [
    Color.GOLD,
    Color.SILVER,
    PieceKind.RABBIT,
    PieceKind.ELEPHANT,
    Direction.NORTH,
    Direction.WEST,
    Termination.GOAL,
    Termination.NO_RABBITS_DRAW,
    Termination.ILLEGAL_MOVE,
    Piece.parse("E"),
    Piece.parse("r"),
    Square("a1"),
    Square("h8"),
    Step.parse("Ed2n"),
    Step.parse("rh7w"),
    Move.parse("Ed2n Ed3n"),
    Move.parse("Ee2n Ee3n rd4n Ee4w"),
    Setup.standard(Color.SILVER),
    Outcome(Color.SILVER, Termination.ELIMINATION),
    Position.standard(),
    Position.standard().play("Ee2n Ee3n"),
    Position.standard().play_step(Step.parse("Ee2n")),
]


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_repr_evaluates_back_to_an_equal_value(value: Any) -> None:
    again = eval(repr(value), vars(arimaa))
    assert again == value
    assert type(again) is type(value)


@pytest.mark.parametrize("value", VALUES, ids=repr)
@pytest.mark.parametrize("protocol", range(2, pickle.HIGHEST_PROTOCOL + 1))
def test_pickle_round_trips(value: Any, protocol: int) -> None:
    again = pickle.loads(pickle.dumps(value, protocol))
    assert again == value
    assert hash(again) == hash(value)
    assert repr(again) == repr(value)


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_copies_are_equal(value: Any) -> None:
    assert copy.copy(value) == value
    assert copy.deepcopy(value) == value


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_values_are_immutable(value: Any) -> None:
    with pytest.raises((AttributeError, TypeError)):
        value.anything = 1


def test_equal_values_hash_equal_and_work_as_keys() -> None:
    assert Step.parse("Ed2n") == Step(Piece.parse("E"), "d2", Direction.NORTH)
    assert hash(Move.parse("Ed2n Ed3n")) == hash(Move([Step.parse("Ed2n"), Step.parse("Ed3n")]))
    assert {Square("e4"): 1}[Square(28)] == 1
    assert len({Piece.parse("E"), Piece(PieceKind.ELEPHANT, Color.GOLD)}) == 1
    assert Move.parse("Ed2n") != Move.parse("Ed2n Ed3n")


def test_pickled_positions_keep_move_number_and_steps_taken() -> None:
    pos = Position.from_short("12s [" + "r" + " " * 62 + "R]").play_step("ra8e")
    again: Position = pickle.loads(pickle.dumps(pos))
    assert again.move_number == 12
    assert again.steps_taken == 1
    assert again.current_move == Move.parse("ra8e")


def test_colors() -> None:
    assert Color.GOLD.letter == "g" and Color.SILVER.letter == "s"
    assert Color.GOLD.opponent == Color.SILVER
    assert ~Color.SILVER == Color.GOLD
    assert Color.from_letter("w") == Color.GOLD  # old archives call gold "white"
    assert Color.from_letter("b") == Color.SILVER
    assert str(Color.GOLD) == "gold"
    assert Color.GOLD < Color.SILVER  # gold moves first


def test_piece_kinds_are_ordered_by_strength() -> None:
    # Official rules: elephant > camel > horse > dog > cat > rabbit.
    order = [
        PieceKind.RABBIT,
        PieceKind.CAT,
        PieceKind.DOG,
        PieceKind.HORSE,
        PieceKind.CAMEL,
        PieceKind.ELEPHANT,
    ]
    assert sorted(reversed(order)) == order
    assert "".join(k.letter for k in order) == "rcdhme"


def test_terminations_have_the_archive_letters() -> None:
    letters = {
        Termination.GOAL: "g",
        Termination.ELIMINATION: "e",
        Termination.IMMOBILIZATION: "m",
        Termination.TIME: "t",
        Termination.RESIGNATION: "r",
        Termination.ILLEGAL_MOVE: "i",
        Termination.FORFEIT: "f",
        Termination.ABANDONED: "a",
        Termination.SCORE: "s",
        Termination.REPETITION: "p",
        Termination.NO_RABBITS_DRAW: "n",
    }
    for termination, letter in letters.items():
        assert termination.letter == letter
        assert Termination.from_letter(letter) == termination
    decided = {t for t in letters if t.is_decided_by_board()}
    assert decided == {Termination.GOAL, Termination.ELIMINATION, Termination.IMMOBILIZATION}


def test_pieces() -> None:
    e = Piece.parse("E")
    assert (e.kind, e.color, str(e), e.letter) == (PieceKind.ELEPHANT, Color.GOLD, "E", "E")
    r = Piece(PieceKind.RABBIT, Color.SILVER)
    assert str(r) == "r"
    assert r.describe() == "silver rabbit"


def test_squares_follow_the_aei_numbering() -> None:
    # AEI: index = file + 8 * rank, a1 = 0, h8 = 63.
    e4 = Square("e4")
    assert (e4.file, e4.rank, e4.index, e4.name, str(e4)) == (4, 3, 28, "e4", "e4")
    assert Square(63) == Square("h8")
    assert Square.from_coords(2, 2) == Square("c3")
    assert [s.name for s in map(Square, range(64)) if s.is_trap()] == ["c3", "f3", "c6", "f6"]
    assert Square("e4").neighbor(Direction.NORTH) == Square("e5")
    assert Square("a1").neighbor(Direction.WEST) is None
    assert Square("a1") < Square("b1") < Square("a2")
    assert [1, 2, 3][Square("c1")] == 3  # __index__


def test_steps() -> None:
    step = Step.parse("Ed2n")
    assert step.piece == Piece.parse("E")
    assert step.origin == Square("d2")
    assert step.destination == Square("d3")
    assert step.direction == Direction.NORTH
    assert str(step) == "Ed2n"
    assert Step(Piece.parse("r"), Square("h7"), Direction.WEST).destination == Square("g7")


def test_moves() -> None:
    move = Move.parse("Ee2n Ee3n rd4n Ee4w")
    assert len(move) == 4
    assert move.steps[2] == Step.parse("rd4n")
    assert move[-1] == Step.parse("Ee4w")
    assert list(move) == list(move.steps)
    assert str(move) == "Ee2n Ee3n rd4n Ee4w"
    # Capture tokens are accepted and dropped by Move.parse.
    assert Move.parse("Md2n Cc2n Md3n Cc3x") == Move.parse("Md2n Cc2n Md3n")


def test_setups() -> None:
    gold = Setup.standard(Color.GOLD)
    assert len(gold) == 16
    assert str(gold).startswith("Ra1 Rb1")
    assert Setup.parse(str(gold)) == gold
    assert (Piece.parse("E"), Square("e2")) in gold.placements
    assert Setup([("R", "a1"), (Piece.parse("E"), Square("e2"))]) == Setup.parse("Ra1 Ee2")


def test_outcomes() -> None:
    o = Outcome.parse("gg")
    assert (o.winner, o.termination, o.letter, str(o)) == (Color.GOLD, Termination.GOAL, "g", "gg")
    assert Outcome.parse("bm") == Outcome(Color.SILVER, Termination.IMMOBILIZATION)
