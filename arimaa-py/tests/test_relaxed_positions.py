"""Relaxed positions: ``strict=False`` loads boards that cannot occur in a game (extra
material, pieces resting on unguarded traps); the strict default refuses them with the same
``InvalidPositionError`` as before; the rules apply unchanged (a resting unguarded trap
piece is captured by the first step). Counts are hand-counted (see the comments)."""

from __future__ import annotations

import pickle

import pytest

import arimaa
from arimaa import Position

FILES = "abcdefgh"


def short(pieces: dict[str, str]) -> str:
    """The short form of `pieces` (square name -> piece letter), gold to move."""
    cells = [" "] * 64
    for name, letter in pieces.items():
        file, rank = FILES.index(name[0]), int(name[1])
        cells[(8 - rank) * 8 + file] = letter
    return "g [" + "".join(cells) + "]"


NINE_RABBITS = short({**{f"{f}2": "R" for f in FILES}, "h1": "R", "c6": "c"})
# Gold rabbits a1 and c3 (alone on the trap), silver rabbit a2, silver cat c4 (freezes c3).
RESTING = short({"a1": "R", "c3": "R", "a2": "r", "c4": "c"})


@pytest.mark.parametrize(
    ("text", "rule"),
    [(NINE_RABBITS, "board_too_many_of_kind"), (short({"c6": "c", "a1": "R"}), "unguarded_trap")],
)
def test_strict_refuses_as_before(text: str, rule: str) -> None:
    for parse in (Position.from_short, Position, lambda t: Position.from_short(t, strict=True)):
        with pytest.raises(arimaa.InvalidPositionError) as info:
            parse(text)
        assert info.value.rule == rule
    diagram = Position.from_short(text, strict=False).to_diagram()
    with pytest.raises(arimaa.InvalidPositionError) as info:
        Position.from_diagram(diagram)
    assert info.value.rule == rule


def test_extra_material_loads_with_strict_false() -> None:
    pos = Position.from_short(NINE_RABBITS, strict=False)
    assert pos.to_short().count("R") == 9
    assert pos.has_unguarded_trap_pieces()
    assert Position.from_diagram(pos.to_diagram(), strict=False) == pos
    # Three gold dogs on a1 (n, e), h1 (n, w), d4 (n, s, e, w): 8 plain steps.
    dogs = Position.from_pieces({"a1": "D", "h1": "D", "d4": "D"}, strict=False)
    assert len(dogs.legal_steps()) == 8
    with pytest.raises(arimaa.InvalidPositionError):
        Position.from_pieces({"a1": "D", "h1": "D", "d4": "D"})


def test_a_resting_unguarded_piece_is_captured_by_the_first_step() -> None:
    pos = Position.from_short(NINE_RABBITS, strict=False)
    after = pos.play("Rh1w")
    assert after.piece_at("c6") is None
    assert not after.has_unguarded_trap_pieces()
    # A position in the middle of that first move, and the relaxed position, pickle.
    assert pickle.loads(pickle.dumps(pos)) == pos
    mid = pos.play_step("Rh1w")
    assert mid.piece_at("c6") is None
    assert pickle.loads(pickle.dumps(mid)) == mid


def test_hand_counted_moves_of_an_analysis_position() -> None:
    # Only the a1 rabbit moves (the c3 rabbit is frozen by the cat), and its first step
    # captures the c3 rabbit. Destinations in 1-4 steps n/e/w (a2, c4 occupied; frozen next
    # to the cat): a1 (there and back), b1, c1, d1, e1, b2, c2, d2, b3, b4, a3, and onto the
    # empty trap c3 (captured): 12 boards.
    pos = Position.from_short(RESTING, strict=False)
    assert pos.count_moves() == 12
    assert len(pos.legal_moves()) == 12
    assert pos.play("Ra1e Rb1w").piece_at("c3") is None
    game = arimaa.Game.from_position(pos)
    game.play("Ra1e Rb1w")
    assert pickle.loads(pickle.dumps(game)).history() == game.history()
