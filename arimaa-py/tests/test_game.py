"""Game: setups then moves, what play/takeback return, labels, records, results, and the
pickle/copy round trips of a game."""

from __future__ import annotations

import copy
import pickle
import re

import pytest

from arimaa import (
    Color,
    Game,
    IllegalMoveError,
    Move,
    Outcome,
    Position,
    Setup,
    Termination,
)

GOLD = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2"
SILVER = "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7"


def started() -> Game:
    game = Game()
    game.play(GOLD)
    game.play(SILVER)
    return game


def test_setups_then_moves() -> None:
    game = Game()
    assert game.is_setup_phase() and game.next_label == "1g"
    assert game.legal_moves() == []
    assert game.play(GOLD) == Setup.parse(GOLD)
    assert game.next_label == "1s"
    assert game.play(Setup.parse(SILVER)) == Setup.parse(SILVER)
    assert not game.is_setup_phase()
    assert game.position() == Position.standard()
    played = game.play("Ee2n Ee3n Md2n Md3n")
    assert played == Move.parse("Ee2n Ee3n Md2n Md3n")
    assert game.play(Move.parse("ed7s ed6s")) == Move.parse("ed7s ed6s")
    assert game.side_to_move == Color.GOLD
    assert game.move_number == 3
    assert game.next_label == "3g"
    assert game.moves() == [Move.parse("Ee2n Ee3n Md2n Md3n"), Move.parse("ed7s ed6s")]
    assert [label for label, _ in game.history()] == ["1g", "1s", "2g", "2s"]
    assert len(game.legal_moves()) == game.position().count_moves()


def test_takeback() -> None:
    game = started()
    game.play("Ee2n")
    assert game.takeback() == Move.parse("Ee2n")
    assert game.position() == Position.standard()
    assert game.takeback() == Setup.parse(SILVER)
    assert game.takeback() == Setup.parse(GOLD)
    assert game.takeback() is None
    assert game.is_setup_phase()


def test_resign_and_set_result() -> None:
    game = started()
    game.resign()  # gold, to move, resigns
    assert game.is_over()
    assert game.outcome() == Outcome(Color.SILVER, Termination.RESIGNATION)
    game.set_result(None)
    assert not game.is_over()


def test_goal_ends_the_game() -> None:
    # Gold's rabbit on c7, silver's rabbit on h7, gold's rabbit on h1.
    start = Position.from_short("g [" + "." * 10 + "R....r" + "." * 47 + "R]")
    game = Game.from_position(start)
    assert str(game.position().piece_at("c7")) == "R"
    assert str(game.position().piece_at("h7")) == "r"
    game.play("Rc7n")
    assert game.outcome() == Outcome(Color.GOLD, Termination.GOAL)
    assert game.is_over()
    assert game.legal_moves() == []


def test_record_round_trip() -> None:
    game = started()
    for move in ["Ee2n Ee3n", "ed7s ed6s", "Ee4n Ee5e", "me7s me6s"]:
        game.play(move)
    text = game.to_record({"Event": "test", "Site": "here"})
    assert text.startswith("Event: test\nSite: here\n\n1g Ra1")
    again = Game.from_record(text)
    assert again.history() == game.history()
    assert again.position() == game.position()
    assert game.to_record([("Event", "x")]).startswith("Event: x\n")


def test_pickle_and_copy_of_a_game() -> None:
    game = started()
    game.play("Ee2n Ee3n")
    game.play("ed7s")
    for again in (pickle.loads(pickle.dumps(game)), copy.copy(game), copy.deepcopy(game), game.copy()):
        assert again.history() == game.history()
        assert again.position() == game.position()
        assert again.outcome() == game.outcome()
    clone = game.copy()
    clone.play("Ee4n")
    assert len(clone.history()) == len(game.history()) + 1  # independent


def test_pickle_of_a_game_from_a_position_with_a_result() -> None:
    start = Position.from_short("7s [" + "r" + "." * 62 + "R]")
    game = Game.from_position(start, lenient=True)
    game.play("ra8e")
    game.resign()
    again: Game = pickle.loads(pickle.dumps(game))
    assert again.lenient
    assert again.position() == game.position()
    assert again.position().move_number == 8
    assert again.outcome() == Outcome(Color.SILVER, Termination.RESIGNATION)


def test_repetition_count() -> None:
    start = Position.from_short("g [" + "r" + "." * 62 + "R]")
    game = Game.from_position(start)
    assert game.repetition_count(start) == 1
    game.play("Rh1n")
    game.play("ra8e")
    game.play("Rh2w")
    assert game.repetition_count(start) == 1


def test_captured_pieces() -> None:
    game = started()
    assert game.captured(Color.GOLD) == [] and game.captured(Color.SILVER) == []


KINDS = {"e": "elephant", "m": "camel", "h": "horse", "d": "dog", "c": "cat", "r": "rabbit"}


def test_game_repr_and_svg() -> None:
    game = started()
    assert "2g" in repr(game)
    svg = game._repr_svg_()
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    # One piece drawn on each square of the two setups, with its colour and kind.
    found = re.findall(
        r'<g class="piece (gold|silver) (\w+)[^"]*" data-square="([a-h][1-8])"', svg
    )
    drawn = {square: (color, kind) for color, kind, square in found}
    placed = {
        token[1:]: ("gold" if token[0].isupper() else "silver", KINDS[token[0].lower()])
        for token in f"{GOLD} {SILVER}".split()
    }
    assert len(found) == len(placed) == 32
    assert drawn == placed


def test_illegal_move_leaves_the_game_unchanged() -> None:
    game = started()
    with pytest.raises(IllegalMoveError):
        game.play("Ra1n")
    assert game.next_label == "2g"
    assert game.position() == Position.standard()
