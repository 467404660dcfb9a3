"""Position: notation round trips, queries, step-by-step and whole-move play, move
generation and the end-of-move checks. Expected values come from the official rules and
the AEI definitions (unique moves = distinct boards after one legal move)."""

from __future__ import annotations

import re

import pytest

from arimaa import (
    Color,
    IllegalMoveError,
    Move,
    Outcome,
    Piece,
    Position,
    Square,
    Step,
    Termination,
)


def pos(side: str, **pieces: str) -> Position:
    """A position from `square=letter` pieces (rank 8 first in the short form)."""
    cells = ["."] * 64
    for name, letter in pieces.items():
        file, rank = ord(name[0]) - ord("a"), int(name[1]) - 1
        cells[(7 - rank) * 8 + file] = letter
    return Position.from_short(f"{side} [{''.join(cells)}]")


def test_the_standard_opening() -> None:
    p = Position.standard()
    assert p == Position()
    assert p.side_to_move == Color.GOLD
    assert p.move_number == 2
    # AEI BASIC_SETUP: gold DHCMECHD on rank 2, silver dhcemchd on rank 7.
    assert p.piece_at("e2") == Piece.parse("E")
    assert p.piece_at(Square("d2")) == Piece.parse("M")
    assert p.piece_at(51) == Piece.parse("e")  # d7
    assert p.piece_at("e4") is None
    assert p.to_short() == "g [rrrrrrrrdhcemchd" + " " * 32 + "DHCMECHDRRRRRRRR]"
    assert len(p.piece_map()) == 32


def test_short_form_and_diagram_round_trip() -> None:
    p = Position.standard().play("Ee2n Ee3n Ee4n Md2n")
    assert Position.from_short(p.to_short()) == p
    assert Position.from_diagram(str(p)) == p
    assert str(p) == p.to_diagram()
    assert str(p).splitlines()[0] == "2s"  # move number and side to move
    assert Position(p.to_short()) == p


def test_equality_ignores_the_move_number_and_hash_follows() -> None:
    a = Position.from_short("g [" + "r" + " " * 62 + "R]")
    b = Position.from_short("40g [" + "r" + " " * 62 + "R]")
    assert a == b and hash(a) == hash(b)
    assert b.move_number == 40
    assert a != a.play_step("Rh1n")


def test_the_opening_has_3353_unique_moves() -> None:
    # Published by AEI (pyrimaa test_board.py) for BASIC_SETUP.
    p = Position.standard()
    assert p.count_moves() == 3353
    moves = p.legal_moves()
    assert len(moves) == 3353
    assert len(set(moves)) == 3353
    boards = {p.play(m).to_short() for m in moves}
    assert len(boards) == 3353
    assert p.to_short().replace("g", "s", 1) not in boards
    assert p.perft(1) == 3353


def test_perft_two_is_the_sum_over_the_moves() -> None:
    # DESIGN.md: a position where the move just played ended the game is a leaf.
    p = pos("g", d4="E", c5="r", a2="R", h7="r")
    after = [p.play(m) for m in p.legal_moves()]
    ended = [q for q in after if q.outcome_after_move() is not None]
    assert ended  # gold can walk its only rabbit onto the trap c3
    assert p.perft(2) == sum(q.count_moves() for q in after if q.outcome_after_move() is None)


def test_frozen_pieces() -> None:
    # A piece next to a stronger enemy and no friendly piece is frozen.
    p = pos("g", d4="R", d5="c", a8="r")
    assert p.is_frozen("d4")
    assert not p.is_frozen("d5")
    assert not p.is_frozen("e4")  # empty
    assert not pos("g", d4="R", d5="c", d3="R", a8="r").is_frozen("d4")


def test_legal_steps_of_a_lone_rabbit() -> None:
    # A gold rabbit may step north, east and west, never south.
    p = pos("g", d4="R", a8="r")
    assert set(p.legal_steps()) == {Step.parse(s) for s in ["Rd4n", "Rd4e", "Rd4w"]}


def test_play_returns_a_new_position() -> None:
    p = Position.standard()
    after = p.play(Move.parse("Ee2n Ee3n"))
    assert after.side_to_move == Color.SILVER
    assert after.piece_at("e4") == Piece.parse("E")
    assert p.piece_at("e2") == Piece.parse("E")  # unchanged


def test_step_by_step() -> None:
    p = Position.standard().play_step(Step.parse("Ee2n"))
    assert (p.steps_taken, p.steps_left) == (1, 3)
    assert p.current_move == Move.parse("Ee2n")
    q = p.play_step("Ee3n").end_move()
    assert q == Position.standard().play("Ee2n Ee3n")
    with pytest.raises(IllegalMoveError) as info:
        Position.standard().end_move()
    assert info.value.rule == "empty_move"


def test_captures_and_capture_tokens() -> None:
    # Gold's elephant pushes the silver rabbit from c4 onto the unguarded trap c3.
    p = pos("g", d4="E", c4="r", h8="r", a1="R")
    after = p.play("rc4s rc3x Ed4w")
    assert after.piece_at("c3") is None and after.piece_at("c4") == Piece.parse("E")
    assert p.play("rc4s Ed4w") == after  # capture tokens may be omitted
    with pytest.raises(IllegalMoveError) as info:
        p.play("rc4s Ec3x Ed4w")
    assert info.value.rule == "capture_mismatch"


def test_end_of_move_checks() -> None:
    # Goal: gold's rabbit reaches rank 8.
    goal = pos("g", c7="R", a2="R", h7="r").play("Rc7n")
    assert goal.outcome_after_move() == Outcome(Color.GOLD, Termination.GOAL)
    assert goal.rabbit_on_goal(Color.GOLD)
    # Elimination: silver's last rabbit is captured on c3.
    elim = pos("g", d4="E", c4="r", a1="R").play("rc4s Ed4w")
    assert not elim.has_rabbits(Color.SILVER)
    assert elim.outcome_after_move() == Outcome(Color.GOLD, Termination.ELIMINATION)
    # Immobilization: silver's only piece, the rabbit on a8, is blocked and frozen.
    immob = pos("s", a8="r", b8="E", a7="D", h1="R")
    assert immob.is_immobilized()
    assert immob.outcome_after_move() == Outcome(Color.GOLD, Termination.IMMOBILIZATION)
    assert Position.standard().outcome_after_move() is None


def test_goal_move() -> None:
    # The gold rabbit on d6 needs two steps north; nothing is in its way.
    p = pos("g", d6="R", e4="e", h1="r")
    move = p.goal_move()
    assert move is not None
    assert p.play(move).outcome_after_move() == Outcome(Color.GOLD, Termination.GOAL)
    assert Position.standard().goal_move() is None


def test_svg_picture() -> None:
    svg = Position.standard()._repr_svg_()
    assert svg.startswith("<svg")
    assert svg.rstrip().endswith("</svg>")
    # The usual opening (AEI's BASIC_SETUP): rabbits on the home ranks, D H C M E C H D on
    # rank 2 and d h c e m c h d on rank 7; one drawn piece per square, 32 in all.
    found = re.findall(
        r'<g class="piece (gold|silver) (\w+)[^"]*" data-square="([a-h][1-8])"', svg
    )
    kinds = {"E": "elephant", "M": "camel", "H": "horse", "D": "dog", "C": "cat"}
    expected: dict[str, tuple[str, str]] = {}
    for i, file in enumerate("abcdefgh"):
        expected[f"{file}1"] = ("gold", "rabbit")
        expected[f"{file}2"] = ("gold", kinds["DHCMECHD"[i]])
        expected[f"{file}7"] = ("silver", kinds["DHCEMCHD"[i]])
        expected[f"{file}8"] = ("silver", "rabbit")
    assert len(found) == 32
    assert {square: (color, kind) for color, kind, square in found} == expected
