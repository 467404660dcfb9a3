"""Results as the core decides them: which immobilization check ended a game, draws only
from a record of the pre-2008 no-rabbits rule, and resignation refused after the end
(the same in Rust and C). Expected values: official rules, "Notes" (checks 5 and 6),
rules README conflict 2 (no draws under the current rules)."""

import pytest

from arimaa import (
    Color,
    Game,
    IllegalMoveError,
    Outcome,
    Position,
    Termination,
)


def ranks(*rows: str) -> Position:
    return Position.from_short("g [" + "".join(rows) + "]")


def test_check_5_no_legal_move() -> None:
    # Silver's only rabbit (a2) is frozen by gold's cat stepping to b2; a1 is taken.
    p = ranks("        ", "        ", "        ", "        ", "        ", " C      ",
              "r       ", "R       ")
    game = Game.from_position(p)
    game.play("Cb3s")
    o = game.outcome()
    assert o is not None
    assert (o.winner, o.termination, o.immobilization) == (
        Color.GOLD, Termination.IMMOBILIZATION, "no_legal_move")
    assert o.describe() == "gold wins by immobilization: silver has no legal move"


def test_check_6_only_third_repetitions() -> None:
    p = ranks("        ", "        ", "        ", "       E", "        ", "r RR    ",
              "RRR     ", "        ")
    game = Game.from_position(p)
    for mv in ["Eh5n", "ra3e", "Eh6s", "rb3w", "Eh5n", "ra3e", "Eh6s"]:
        game.play(mv)
    o = game.outcome()
    assert o is not None and o.immobilization == "only_repetitions"
    assert o == Outcome.parse("gm")  # a record's result has no detail, and still equals


def test_a_draw_has_no_winner() -> None:
    draw = Outcome(None, Termination.NO_RABBITS_DRAW)
    assert draw.winner is None and draw.is_draw()
    assert str(draw) == "dn" and Outcome.parse("dn") == draw
    assert repr(draw) == "Outcome(None, Termination.NO_RABBITS_DRAW)"
    assert not Outcome.parse("gg").is_draw()


def test_resignation_is_refused_after_the_end() -> None:
    game = Game()
    o = game.resign()  # gold, to set up, resigns
    assert o == Outcome(Color.SILVER, Termination.RESIGNATION)
    with pytest.raises(IllegalMoveError) as info:
        game.resign()
    assert info.value.rule == "game_over"
    assert game.outcome() == o
