"""``read_games`` over every game file of ``games/``, with the verdicts of the Rust
conformance suite and of ``replay_summary.tsv`` (an independent replay with AEI pyrimaa):
allgames2002 games 32 and 55 are refused at 15w/22w (a frozen piece moves), every other
archive game replays to the recorded final board; the four old movelists 40260, 07371,
47721, 75005 stop under today's rules (``lenient=False``) and replay fully by default
(undated: the old rules take over) and with ``lenient=True``."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

import arimaa
from arimaa import Color, Game, IllegalMoveError, Outcome, Termination

OLD_RULES = {
    # id: (label where today's rules stop, rule, the result by then)
    "40260": ("36g", "third_repetition", None),
    "07371": ("66s", "game_over", Outcome(Color.GOLD, Termination.ELIMINATION)),
    "47721": ("68g", "game_over", Outcome(Color.SILVER, Termination.ELIMINATION)),
    "75005": ("34g", "game_over", Outcome(Color.SILVER, Termination.ELIMINATION)),
}


def summaries(data: Path) -> dict[tuple[str, str], dict[str, str]]:
    lines = [
        line
        for line in (data / "games" / "archive" / "replay_summary.tsv").read_text().splitlines()
        if not line.startswith("#")
    ]
    header = lines[0].split("\t")
    out = {}
    for line in lines[1:]:
        row = dict(zip(header, line.split("\t")))
        out[(row["source_file"], row["id"])] = row
    return out


def board_dots(game: Game) -> str:
    """The final board as replay_summary writes it: 64 chars, rank 8 first, '.' empty."""
    short = game.position().to_short()
    return short[short.index("[") + 1 : short.index("]")].replace(" ", ".")


def label_ours(label: str) -> str:
    """`15w` (old colour letters) → `15g`."""
    return label.replace("w", "g").replace("b", "s")


@pytest.mark.parametrize("name, count", [("allgames2002.txt", 64), ("allgames202602.txt", 147)])
def test_archive_games_replay_as_the_independent_summary_says(
    data: Path, name: str, count: int
) -> None:
    summary = summaries(data)
    seen = 0
    for record in arimaa.read_games(data / "games" / "archive" / name):
        seen += 1
        assert record.id is not None
        row = summary[(name, record.id)]
        assert record.is_corrupt() == (row["corrupt"] == "1")
        assert record.result == Color.from_letter(row["result"])
        assert record.termination == Termination.from_letter(row["termination"])
        if row["replays_ok"] == "no":
            label = label_ours(row["replay_error"].split(":")[0])
            with pytest.raises(IllegalMoveError) as info:
                record.replay()
            assert info.value.rule == "frozen", record.id
            assert info.value.label == label, record.id
            assert re.search(rf"\b{label}\b", str(info.value)), str(info.value)
            continue
        game = record.replay()
        assert str(len(game.history())) == row["turns_played"], f"game {record.id} turns"
        assert board_dots(game) == row["final_board"], f"game {record.id} final board"
        assert game.side_to_move == Color.from_letter(row["side_to_move"]), record.id
    assert seen == count


def test_games_32_and_55_of_2002_are_refused(data: Path) -> None:
    refused = {}
    for record in arimaa.read_games(data / "games" / "archive" / "allgames2002.txt"):
        try:
            record.replay()
        except IllegalMoveError as e:
            refused[record.id] = (e.label, e.rule)
    assert refused == {"32": ("15g", "frozen"), "55": ("22g", "frozen")}


def expected_plies(tables: Path) -> dict[str, int]:
    text = (tables / "games" / "per-game" / "movelists" / "EXPECTED.txt").read_text()
    section = text.split("[plies]")[1].split("\n[")[0]
    rows = [line.split("\t") for line in section.strip().splitlines()[1:]]
    return {r[0]: int(r[1]) for r in rows}


def test_every_movelist_replays_with_the_expected_plies(tables: Path) -> None:
    plies = expected_plies(tables)
    assert len(plies) == 21
    for game_id, n in plies.items():
        (record,) = list(arimaa.read_games(tables / "games" / "per-game" / "movelists" / f"{game_id}.txt"))
        if game_id in OLD_RULES:
            label, rule, outcome = OLD_RULES[game_id]
            with pytest.raises(IllegalMoveError) as info:
                record.replay(lenient=False)
            assert (info.value.label, info.value.rule) == (label, rule), game_id
            assert info.value.game is not None
            assert info.value.game.outcome() == outcome, game_id
            assert info.value.game.next_label == label, game_id
            # Undated: by default the old rules take over where today's refuse.
            verdict = record.verify()
            assert (str(verdict.kind), verdict.label, verdict.rule) == ("old-rules", label, rule)
        assert len(record.replay().history()) == n, game_id
        assert len(record.replay(lenient=True).history()) == n, f"{game_id} (lenient)"


def test_per_game_records(tables: Path) -> None:
    per_game = tables / "games" / "per-game"
    # game100: gold's last move leaves a silver rabbit on rank 1: silver wins by goal.
    (record,) = list(arimaa.read_games(per_game / "game100.txt"))
    assert record.id == "100"
    assert record.headers["Event"] == "Casual game"
    assert record.outcome() == Outcome(Color.SILVER, Termination.GOAL)
    game = record.replay()
    assert game.outcome() == Outcome(Color.SILVER, Termination.GOAL)
    # 9624.gameLog: a bot's log of a game that gold wins by goal.
    (log,) = list(arimaa.read_games(per_game / "9624.gameLog"))
    assert log.replay().outcome() == Outcome(Color.GOLD, Termination.GOAL)


def test_every_game_file_is_read(data: Path) -> None:
    files = sorted(p for p in (data / "games").rglob("*") if p.is_file())
    games = [f for f in files if f.name not in ("EXPECTED.txt", "replay_summary.tsv")]
    assert len(games) == 2 + 2 + 21
    total = sum(1 for f in games for _ in arimaa.read_games(f))
    assert total == 64 + 147 + 2 + 21


def test_read_games_accepts_paths_and_file_objects(data: Path) -> None:
    path = data / "games" / "archive" / "allgames202602.txt"
    ids = [r.id for r in arimaa.read_games(str(path))]
    assert len(ids) == 147
    with open(path, encoding="utf-8") as text:
        assert [r.id for r in arimaa.read_games(text)] == ids
    with open(path, "rb") as binary:
        assert [r.id for r in arimaa.read_games(binary)] == ids
    first = next(iter(arimaa.read_games(path)))
    assert first.headers["id"] == ids[0]
    assert "movelist" not in first.headers


def test_read_games_is_lazy() -> None:
    # The second line is malformed; the first game is still yielded before the error.
    text = "id\tresult\ttermination\tmovelist\n1\tw\tr\t1w Ra1\n2\tw\n"
    reader = arimaa.read_games(io.StringIO(text))
    assert next(reader).id == "1"
    with pytest.raises(arimaa.NotationError) as info:
        next(reader)
    assert info.value.line == 3


def test_missing_file() -> None:
    with pytest.raises(FileNotFoundError):
        arimaa.read_games("/nonexistent/allgames.txt")
