"""``Bot.review`` and its tables: game 100 of the archive (``tests/data/games/per-game/
game100.txt``) reviewed move by move, the entries checked against the record itself
(its moves and labels) and against the documented formulas; a missed goal of the goal
suite (``bench/suites/goal.tsv``: positions where the side to move can goal, decided by
the rules core); the DataFrame and the graph; bad arguments."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

import arimaa
from arimaa import Bot, Color, Game, Move, Position, ReviewEntry

REPO = Path(__file__).resolve().parents[2]
LABELS = {"best", "good", "inaccuracy", "mistake", "blunder"}
REASONS = {"score", "bot_move", "wins", "missed_goal", "allows_goal", "loses"}
COLUMNS = [
    "index", "turn", "side", "played", "best", "pv", "score_before", "score_played",
    "win_before", "win_played", "loss", "label", "reason", "depth", "depth_played", "nodes",
]


def game100(tables: Path) -> Game:
    return Game.from_record((tables / "games" / "per-game" / "game100.txt").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def reviewed(tables: Path) -> tuple[Game, list[ReviewEntry]]:
    game = game100(tables)
    return game, Bot(hash_mb=4).review(game, nodes=3_000)


def win(score: int) -> float:
    """The documented logistic, 1 / (1 + exp(-score / 550))."""
    return 1.0 / (1.0 + math.exp(-score / 550.0))


def test_one_entry_per_move_of_the_record(reviewed: tuple[Game, list[ReviewEntry]]) -> None:
    game, entries = reviewed
    assert len(entries) == 53  # 2g to 28g; the record's 28b is empty
    # Each entry names its turn and move of the history, in order (setups left out).
    history = game.history()
    assert [(e.turn, str(e.played)) for e in entries] == [
        (history[e.index][0], str(m)) for e, m in zip(entries, game.moves())
    ]
    assert [e.index for e in entries] == list(range(2, 55))
    assert [e.turn for e in entries][:3] == ["2g", "2s", "3g"]
    assert all(e.color == (Color.GOLD if e.turn.endswith("g") else Color.SILVER) for e in entries)
    assert all(e.number == int(e.turn[:-1]) for e in entries)


def test_entries_follow_the_documented_formulas(reviewed: tuple[Game, list[ReviewEntry]]) -> None:
    _, entries = reviewed
    for e in entries:
        assert e.label in LABELS and e.reason in REASONS, repr(e)
        assert abs(e.win_before - win(e.score_before)) < 1e-12
        assert abs(e.win_played - win(e.score_played)) < 1e-12
        assert 0.0 <= e.loss <= 1.0
        if e.label != "best":
            assert abs(e.loss - max(0.0, e.win_before - e.win_played)) < 1e-12
        if e.reason == "score":
            # lichess's thresholds on winning chances (.1, .2, .3), halved on 0..1.
            expected = ("blunder" if e.loss >= 0.15 else "mistake" if e.loss >= 0.10
                        else "inaccuracy" if e.loss >= 0.05 else "good")
            assert e.label == expected, repr(e)
        if e.best is not None:
            assert e.pv[0] == e.best
    # 28g pushes silver's rabbit from h2 onto h1, silver's goal (the record: 0-1 by goal).
    assert (entries[-1].label, entries[-1].reason) == ("blunder", "loses")


def test_the_same_node_budget_gives_the_same_review(tables: Path, reviewed: tuple[Game, list[ReviewEntry]]) -> None:
    again = Bot(hash_mb=4).review(game100(tables), nodes=3_000)
    assert again == reviewed[1]
    # Without its last move, the game's review is the same up to there (each entry depends
    # on the positions before and after its move only).
    shorter = game100(tables)
    shorter.takeback()
    assert Bot(hash_mb=4).review(shorter, nodes=3_000) == reviewed[1][:-1]


def test_a_missed_goal_is_a_blunder_and_the_best_move_is_the_goal() -> None:
    lines = (REPO / "bench" / "suites" / "goal.tsv").read_text(encoding="utf-8").splitlines()
    rows = [line.split("\t") for line in lines if not line.startswith("#") and not line.startswith("position\t")]
    short = next(r[0] for r in rows if r[2].startswith("game "))
    position = Position.from_short(short)
    me = position.side_to_move
    game = Game.from_position(position)
    # A move that does not win (the first of the core's list).
    other = next(
        m for m in position.legal_moves()
        if (o := position.play(m).outcome_after_move()) is None or o.winner != me
    )
    game.play(other)
    (entry,) = Bot(hash_mb=2).review(game, nodes=5_000)
    assert (entry.label, entry.reason) == ("blunder", "missed_goal")
    assert entry.best is not None
    outcome = position.play(entry.best).outcome_after_move()
    assert outcome is not None and outcome.winner == me


def test_progress_is_called_after_each_move(tables: Path) -> None:
    calls: list[tuple[str, int, int]] = []
    game = game100(tables)
    entries = Bot(hash_mb=2).review(game, nodes=500, progress=lambda e, done, total: calls.append((e.turn, done, total)))
    assert calls == [(e.turn, i + 1, 53) for i, e in enumerate(entries)]

    def fail(entry: ReviewEntry, done: int, total: int) -> None:
        raise RuntimeError(f"stop at {entry.turn}")

    with pytest.raises(RuntimeError, match="stop at 2g"):
        Bot(hash_mb=2).review(game, nodes=500, progress=fail)


def test_bad_arguments() -> None:
    game = Game.from_position(Position.standard())
    game.play("Ee2n")
    bot = Bot()
    with pytest.raises(ValueError):
        bot.review(game, seconds=0)
    with pytest.raises(ValueError):
        bot.review(game, nodes=-1)
    with pytest.raises(TypeError):
        bot.review(game, nodes=10, progress=5)  # type: ignore[arg-type]
    # A game with no move: no entry.
    assert bot.review(Game(), nodes=10) == []


def test_review_frame_has_the_cores_columns(reviewed: tuple[Game, list[ReviewEntry]]) -> None:
    pytest.importorskip("pyarrow")
    pytest.importorskip("pandas")
    _, entries = reviewed
    frame = arimaa.review_frame(entries)
    assert list(frame.columns) == COLUMNS
    assert len(frame) == 53
    assert str(frame["loss"].dtype) == "float64" and str(frame["score_before"].dtype) == "int32"
    assert frame["turn"].tolist() == [e.turn for e in entries]
    assert frame["label"].tolist() == [e.label for e in entries]
    assert frame["best"].tolist() == [None if e.best is None else str(e.best) for e in entries]
    assert frame["loss"].tolist() == [e.loss for e in entries]
    table = arimaa.review_table(entries)
    assert table.schema.field("nodes").type.bit_width == 64


def test_review_graph_draws_a_point_per_move(reviewed: tuple[Game, list[ReviewEntry]]) -> None:
    _, entries = reviewed
    svg = arimaa.review_graph(entries, width=500)
    assert svg.startswith("<svg") and 'width="500"' in svg
    assert svg.count('<circle class="point"') == 53
    marked = sum(e.label in {"inaccuracy", "mistake", "blunder"} for e in entries)
    assert svg.count('class="mark ') == marked


def test_entries_are_values(reviewed: tuple[Game, list[ReviewEntry]]) -> None:
    _, entries = reviewed
    e: Any = entries[0]
    assert repr(e).startswith("<ReviewEntry 2g played=Hg2n Md2n Rh2n")
    with pytest.raises(AttributeError):
        e.loss = 0.5
