"""Every exception type: the hierarchy, the attributes (line/column, rule) and that wrong
argument types raise TypeError. The positions are built so that the official rules name
one specific violation."""

from __future__ import annotations

import io
from typing import Any, Callable

import pytest

import arimaa
from arimaa import (
    ArimaaError,
    Color,
    Game,
    IllegalMoveError,
    InvalidPositionError,
    Move,
    NotationError,
    Position,
    Setup,
    Step,
)

EMPTY = "." * 64


def board(**pieces: str) -> str:
    """A 64-character board (rank 8 first) with `square=letter` pieces."""
    cells = list(EMPTY)
    for name, letter in pieces.items():
        file, rank = ord(name[0]) - ord("a"), int(name[1]) - 1
        cells[(7 - rank) * 8 + file] = letter
    return "".join(cells)


def pos(side: str, **pieces: str) -> Position:
    return Position.from_short(f"{side} [{board(**pieces)}]")


def test_the_hierarchy() -> None:
    assert issubclass(ArimaaError, ValueError)
    for cls in (NotationError, IllegalMoveError, InvalidPositionError):
        assert issubclass(cls, ArimaaError)
        assert cls.__module__ == "arimaa"


def test_notation_errors_give_the_column() -> None:
    with pytest.raises(NotationError) as info:
        Step.parse("Ex2n")  # the file letter (column 2) is not a-h
    assert info.value.column == 2
    assert info.value.line is None
    with pytest.raises(NotationError) as info:
        Move.parse("Ed2n Ed3q")  # the direction of the second step, column 9
    assert info.value.column == 9
    with pytest.raises(NotationError):
        Position.from_short("g [too short]")


def test_notation_errors_give_the_line_in_a_diagram() -> None:
    lines = str(Position.standard()).splitlines()
    lines[3] = lines[3].replace("d", "Z", 1)  # rank 7 of the diagram, line 4
    with pytest.raises(NotationError) as info:
        Position.from_diagram("\n".join(lines))
    assert info.value.line == 4


@pytest.mark.parametrize(
    "position, move, rule",
    [
        # A gold rabbit next to a stronger silver piece and no friend is frozen.
        (pos("g", d4="R", d5="c", a8="r"), "Rd4w", "frozen"),
        # Rabbits never step backwards (gold's backward is south).
        (pos("g", d4="R", a8="r"), "Rd4s", "rabbit_backward"),
        # Silver rabbits may not step north.
        (pos("s", d4="r", a1="R"), "rd4n", "rabbit_backward"),
        # A push must be completed by the pusher stepping into the vacated square.
        (pos("g", d4="E", d5="r", a1="R"), "rd5n", "push_incomplete"),
        # A move must change the board.
        (pos("g", d4="E", a1="R", a8="r"), "Ed4n Ed5s", "no_change"),
        # A step onto an occupied square.
        (Position.standard(), "Ra1n", "occupied"),
        # A piece that is not there.
        (Position.standard(), "Ed4n", "no_piece"),
        # A piece that is weaker than the enemy it tries to push.
        (pos("g", d4="R", d5="c", d3="R", a8="r"), "cd5n Rd4n", "no_push_or_pull"),
    ],
)
def test_illegal_moves_name_the_rule(position: Position, move: str, rule: str) -> None:
    with pytest.raises(IllegalMoveError) as info:
        position.play(move)
    assert info.value.rule == rule
    assert rule in str(info.value)
    with pytest.raises(IllegalMoveError) as info:
        position.play(Move.parse(move))
    assert info.value.rule == rule


def test_a_fifth_step_is_refused() -> None:
    with pytest.raises(IllegalMoveError) as info:
        Position.standard().play("Ee2n Ee3n Ee4n Ee5n Ee6s")
    assert info.value.rule == "too_many_steps"


def test_third_repetition_is_refused_and_left_out_of_game_legal_moves() -> None:
    # Gold's elephant and silver's elephant walk back and forth: the start position
    # (gold to move) occurs for the third time after silver's fourth move.
    start = pos("g", d4="E", a2="R", h7="e", a7="r")
    game = Game.from_position(start)
    for move in ["Ed4n", "eh7s", "Ed5s", "eh6n", "Ed4n", "eh7s", "Ed5s"]:
        game.play(move)
    position = game.position()
    # History-aware generation drops exactly the one board that would repeat a third time.
    assert len(game.legal_moves()) == position.count_moves() - 1
    with pytest.raises(IllegalMoveError) as info:
        game.play("eh6n")
    assert info.value.rule == "third_repetition"
    assert game.position() == position  # unchanged
    # Under the pre-2008 (lenient) rules the repetition is allowed.
    lenient = Game.from_position(start, lenient=True)
    for move in ["Ed4n", "eh7s", "Ed5s", "eh6n", "Ed4n", "eh7s", "Ed5s", "eh6n"]:
        lenient.play(move)
    assert lenient.position() == start


def test_game_phase_errors() -> None:
    game = Game()
    with pytest.raises(IllegalMoveError) as info:
        game.play(Move.parse("Ee2n"))
    assert info.value.rule == "setup_expected"
    with pytest.raises(IllegalMoveError) as info:
        game.play("Ra1 Rb1")  # gold's setup must place the full set
    assert info.value.rule == "missing"
    with pytest.raises(IllegalMoveError) as info:
        game.play("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7")
    assert info.value.rule == "wrong_color"
    game.play(Setup.standard(Color.GOLD))
    with pytest.raises(IllegalMoveError) as info:
        game.play("ra1")  # silver sets up on ranks 7-8
    assert info.value.rule == "outside_home_ranks"


def test_a_finished_game_refuses_moves() -> None:
    # Gold's rabbit on c7 steps to c8: goal.
    game = Game.from_position(pos("g", c7="R", a1="R", h8="r"))
    game.play("Rc7n")
    outcome = game.outcome()
    assert outcome is not None and outcome.termination == arimaa.Termination.GOAL
    with pytest.raises(IllegalMoveError) as info:
        game.play("rh8w")
    assert info.value.rule == "game_over"


@pytest.mark.parametrize(
    "pieces, rule",
    [
        ({"c3": "R", "a8": "r"}, "unguarded_trap"),  # a lone piece on a trap is captured
        ({f"{f}2": "E" for f in "ab"}, "board_too_many_of_kind"),  # two gold elephants
    ],
)
def test_invalid_positions(pieces: dict[str, str], rule: str) -> None:
    with pytest.raises(InvalidPositionError) as info:
        Position.from_pieces(pieces)
    assert info.value.rule == rule


def test_from_pieces_builds_a_valid_position() -> None:
    p = Position.from_pieces({"c3": "R", "c2": "C", "a8": "r"}, Color.SILVER)
    assert p.side_to_move == Color.SILVER
    assert p.piece_map() == {
        arimaa.Square("c2"): arimaa.Piece.parse("C"),
        arimaa.Square("c3"): arimaa.Piece.parse("R"),
        arimaa.Square("a8"): arimaa.Piece.parse("r"),
    }


def test_out_of_range_values() -> None:
    with pytest.raises(ArimaaError):
        arimaa.Square(64)
    with pytest.raises(NotationError):
        arimaa.Square("i9")
    with pytest.raises(NotationError):
        arimaa.Piece.parse("X")
    with pytest.raises(IllegalMoveError) as info:
        Step(arimaa.Piece.parse("E"), "a1", arimaa.Direction.SOUTH)
    assert info.value.rule == "off_board"
    with pytest.raises(IllegalMoveError) as info:
        Move([])
    assert info.value.rule == "empty_move"
    with pytest.raises(NotationError):
        arimaa.Outcome.parse("gx")
    with pytest.raises(NotationError):
        arimaa.Termination.from_letter("z")


def wrong(value: object) -> Any:
    """Hides a deliberately wrong argument from the type checker."""
    return value


CALLS: list[Callable[[], Any]] = [
    lambda: Position.standard().play(wrong(42)),
    lambda: Position.standard().piece_at(wrong(1.5)),
    lambda: Position.standard().is_frozen(wrong(None)),
    lambda: arimaa.Square(wrong(None)),
    lambda: Move(wrong([1, 2])),
    lambda: Move.parse(wrong(7)),
    lambda: Step.parse(wrong(b"Ed2n")),
    lambda: Game().play(wrong(3.0)),
    lambda: arimaa.read_games(wrong(42)),
    lambda: Position.from_pieces(wrong([1, 2])),
    lambda: arimaa.Piece(wrong("E"), wrong("gold")),
    lambda: Position.standard().perft(wrong("2")),
]


@pytest.mark.parametrize("call", CALLS)
def test_wrong_types_raise_type_error(call: Callable[[], Any]) -> None:
    with pytest.raises(TypeError):
        call()


def test_records_report_the_line_of_a_bad_turn() -> None:
    # The second turn's label "1x" has no side letter (g, s, w or b).
    text = "id\tresult\ttermination\tmovelist\n7\tw\tr\t1w Ra1\\n1x ra8\n"
    reader = arimaa.read_games(io.StringIO(text))
    with pytest.raises(NotationError) as info:
        next(reader)
    assert info.value.line == 2


def test_replay_errors_carry_the_label_and_the_game_before() -> None:
    text = "1g " + str(Setup.standard(Color.GOLD)) + "\n1s " + str(Setup.standard(Color.SILVER))
    text += "\n2g Ee2n Ee3n\n2s rd7s\n"  # d7 holds silver's elephant, not a rabbit
    (record,) = list(arimaa.read_games(io.StringIO(text)))
    with pytest.raises(IllegalMoveError) as info:
        record.replay()
    assert info.value.label == "2s"
    assert "2s" in str(info.value)
    assert info.value.rule == "wrong_piece"
    assert info.value.game is not None and info.value.game.next_label == "2s"


def test_impossible_board_in_short_form_is_an_invalid_position() -> None:
    # Well-formed text, but a lone gold rabbit on the trap c3 would have been captured.
    squares = [" "] * 64
    squares[5 * 8 + 2] = "R"  # c3: rank 3 is the sixth row from the top
    squares[0] = "r"
    with pytest.raises(InvalidPositionError) as info:
        Position.from_short("g [" + "".join(squares) + "]")
    assert info.value.rule == "unguarded_trap"
    # Malformed text stays a NotationError.
    with pytest.raises(NotationError):
        Position.from_short("g [rrr]")
