"""Records keep everything, from Python: ``Game.headers`` (a mutable ordered mapping like
python-chess's ``Game.headers``), ``GameRecord.parse``/``str(record)``/``to_text()``/
``to_archive_line()``, and ``Game.to_record()`` writing a replayed record's headers back.
The expected values are those of the files (game100.txt's own headers and turns)."""

from __future__ import annotations

import io
import pickle
import threading
from collections.abc import MutableMapping
from pathlib import Path

import pytest

import arimaa
from arimaa import Color, Game, GameRecord, NotationError, Outcome, Termination

GAME100_HEADERS = [
    ("GameId", "100"),
    ("Event", "Casual game"),
    ("Site", "Over the Net"),
    ("Date", "2003.01.26"),
    ("White", "bot_Occam (Don Dailey)"),
    ("Black", "bot_ShallowBlue (Omar Syed)"),
    ("Result", "0-1"),
    ("Reason", "Goal"),
    ("ResultCode", "b"),
    ("ReasonCode", "g"),
    ("PlyCount", "28"),
]

ARCHIVE_HEADER = (
    "id\twplayerid\tbplayerid\twusername\tbusername\twtitle\tbtitle\twcountry\tbcountry\t"
    "wrating\tbrating\twratingk\tbratingk\twtype\tbtype\tevent\tsite\ttimecontrol\tpostal\t"
    "startts\tendts\tresult\ttermination\tplycount\tmode\trated\tcorrupt\tmovelist\tevents"
)


def game100(tables: Path) -> str:
    return (tables / "games" / "per-game" / "game100.txt").read_text()


def test_a_replayed_record_keeps_its_headers(tables: Path) -> None:
    (record,) = list(arimaa.read_games(tables / "games" / "per-game" / "game100.txt"))
    game = record.replay()
    assert list(game.headers.items()) == GAME100_HEADERS
    text = game.to_record()
    header_lines = text.split("\n\n")[0].splitlines()
    assert header_lines == [f"{k}: {v}" for k, v in GAME100_HEADERS]
    # The turns follow, gold's 28th move last (silver's goal ends the game).
    assert text.splitlines()[-1] == "28g Da2e Db2e rh2s Dh3s"
    # Read back: the same headers, the same game.
    again = Game.from_record(text)
    assert list(again.headers.items()) == GAME100_HEADERS
    assert again.outcome() == Outcome(Color.SILVER, Termination.GOAL)
    assert again.history() == game.history()


def test_headers_is_a_mutable_ordered_mapping(tables: Path) -> None:
    game = Game.from_record(game100(tables))
    h = game.headers
    assert isinstance(h, MutableMapping)
    assert isinstance(h, arimaa.Headers)
    assert len(h) == 11
    assert h["White"] == "bot_Occam (Don Dailey)"
    assert h.get("white") is None  # names are exact
    assert "Event" in h and "Round" not in h
    with pytest.raises(KeyError):
        h["Round"]
    h["Event"] = "Rated game"  # in place
    h["Round"] = "3"  # at the end
    del h["Site"]
    with pytest.raises(KeyError):
        del h["Site"]
    with pytest.raises(TypeError):
        h["Round"] = 3  # type: ignore[assignment]
    names = list(game.headers)  # a new view sees the same game
    assert names[:3] == ["GameId", "Event", "Date"] and names[-1] == "Round"
    expected = [(k, "Rated game" if k == "Event" else v) for k, v in GAME100_HEADERS if k != "Site"]
    assert list(game.headers.items()) == expected + [("Round", "3")]
    assert game.headers == dict(expected + [("Round", "3")])  # Mapping equality
    text = game.to_record()
    assert "Event: Rated game\n" in text and "Round: 3\n" in text and "Site:" not in text
    # Assigning replaces them all; a copy and a pickle keep them.
    game.headers = {"Event": "x"}
    assert dict(game.headers) == {"Event": "x"}
    assert dict(game.copy().headers) == {"Event": "x"}
    assert dict(pickle.loads(pickle.dumps(game)).headers) == {"Event": "x"}
    assert repr(game.headers) == "Headers({'Event': 'x'})"


def test_the_game_decides_its_result_headers(tables: Path) -> None:
    # game100 records silver's goal; drop the last move: no result on the board any more.
    text = game100(tables)
    cut = text.replace("28w Da2e Db2e rh2s Dh3s\n", "")
    game = Game.from_record(cut)
    assert game.outcome() is None
    written = Game.from_record(game.to_record())
    assert written.headers["GameId"] == "100"
    assert [written.headers[k] for k in ("Result", "Reason", "ResultCode", "ReasonCode")] == [""] * 4
    assert written.headers["PlyCount"] == "27"  # the last turn played: 27b
    game.resign()  # gold resigns at 28g
    assert game.headers["Result"] == "0-1"  # the view holds the record's value ...
    record = GameRecord.parse(game.to_record())
    # ... the record written holds the game's: silver wins by resignation, the record's
    # own letters (b for silver) kept.
    assert record.headers["Result"] == "0-1"
    assert record.headers["Reason"] == "Resignation"
    assert record.headers["ResultCode"] == "b"
    assert record.headers["ReasonCode"] == "r"
    assert record.headers["PlyCount"] == "28"
    assert record.turns()[-1] == ("28g", "resign")


def test_record_text_round_trip(tables: Path) -> None:
    record = GameRecord.parse(game100(tables))
    assert record.id == "100"
    assert list(record.headers.items()) == GAME100_HEADERS
    text = str(record)
    assert text == record.to_text()
    assert text.startswith("GameId: 100\nEvent: Casual game\n")
    assert "\n\n1g Ee2 Md2 Da1 Hb2 Dh1 Hg2 Cf1 Cc1 Rb1 Rd1 Re1 Rg1 Ra2 Rc2 Rf2 Rh2\n" in text
    again = GameRecord.parse(text)
    assert list(again.headers.items()) == GAME100_HEADERS
    assert again.turns() == record.turns()
    assert len(again) == 56  # 2 setups, 27 moves each side, gold's 28th, the bare 28b
    assert str(again.verify().kind) == "ok"


def test_record_parse_errors() -> None:
    with pytest.raises(NotationError) as info:
        GameRecord.parse("hello world")
    assert info.value.line == 1
    with pytest.raises(NotationError) as info:
        GameRecord.parse("Event: x\n1g Ra1\n2x Ra1n\n")
    assert (info.value.line, info.value.column) == (3, 2)


def test_record_archive_line(tables: Path) -> None:
    record = GameRecord.parse(game100(tables))
    line = record.to_archive_line()
    columns = dict(zip(ARCHIVE_HEADER.split("\t"), line.split("\t")))
    assert columns["id"] == "100"
    assert columns["wusername"] == "bot_Occam (Don Dailey)"
    assert columns["busername"] == "bot_ShallowBlue (Omar Syed)"
    assert columns["event"] == "Casual game"
    assert (columns["result"], columns["termination"], columns["plycount"]) == ("b", "g", "28")
    assert columns["movelist"].startswith("1w Ee2 Md2 Da1 ")
    assert columns["movelist"].endswith("\\n28w Da2e Db2e rh2s Dh3s\\n28b")
    # The line and the archive header make an archive file that reads back.
    (back,) = list(arimaa.read_games(io.StringIO(f"{ARCHIVE_HEADER}\n{line}\n")))
    assert back.turns() == record.turns()
    assert back.outcome() == Outcome(Color.SILVER, Termination.GOAL)


def test_game_archive_line() -> None:
    game = Game()
    game.headers["White"] = "me"
    game.play("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2")
    game.play("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7")
    game.resign()
    columns = dict(zip(ARCHIVE_HEADER.split("\t"), game.to_archive_line({"id": "7"}).split("\t")))
    assert (columns["id"], columns["wusername"]) == ("7", "me")
    assert (columns["result"], columns["termination"], columns["plycount"]) == ("b", "r", "2")
    assert columns["movelist"].endswith("\\n2w resign")


def test_headers_under_threads() -> None:
    game = Game()
    errors: list[BaseException] = []

    def writer(i: int) -> None:
        try:
            for j in range(200):
                game.headers[f"T{i}"] = str(j)
                _ = dict(game.headers)
                game.to_record()
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=writer, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert dict(game.headers) == {f"T{i}": "199" for i in range(4)}
