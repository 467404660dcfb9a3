"""The names issue 41 made one across the bindings, from Python: the error fields of
`IllegalMoveError` (`step`, `line`, `column`, as JavaScript's), the rule table `RULES`,
`GameRecord.parse` of both record formats, `headers` on records, `zobrist_key`."""

from __future__ import annotations

from pathlib import Path

import pytest

import arimaa
from arimaa import Game, GameRecord, IllegalMoveError, Position


def test_rules_table_names_every_code_once() -> None:
    rules = arimaa.RULES
    assert rules["frozen"] > 0 and rules["notation"] > 0
    assert len(set(rules.values())) == len(rules)
    with pytest.raises(TypeError):
        rules["frozen"] = 1  # type: ignore[index]
    # The same code an error carries.
    with pytest.raises(IllegalMoveError) as info:
        Game().play("Ra1")
    assert rules[info.value.rule] == info.value.code


def test_illegal_move_error_has_step_line_and_column() -> None:
    game = Game()
    game.play("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Ed2 Me2 Cf2 Hg2 Dh2")
    game.play("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7")
    with pytest.raises(IllegalMoveError) as info:
        game.play("Ed2n Ra1n")  # the rabbit a1 is blocked by the dog a2
    assert info.value.step == 1
    assert (info.value.line, info.value.column, info.value.label) == (None, None, None)
    # A refused turn of a record: its label, line and column.
    text = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Ed2 Me2 Cf2 Hg2 Dh2\n" \
        "1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n" \
        "2g Ed2n Ra1n\n"
    with pytest.raises(IllegalMoveError) as info:
        Game.from_record(text)
    assert (info.value.label, info.value.line, info.value.column, info.value.step) == ("2g", 3, 1, 1)


def test_game_record_parse_reads_both_formats(tables: Path) -> None:
    text = (tables / "games" / "per-game" / "game100.txt").read_text(encoding="utf-8")
    record = GameRecord.parse(text)
    line = record.to_archive_line()
    archive = GameRecord.parse(_ARCHIVE_HEADER + "\n" + line + "\n")
    assert archive.id == record.id == "100"
    assert archive.turns() == record.turns()
    assert archive.outcome() == record.outcome()
    with pytest.raises(arimaa.NotationError) as info:
        GameRecord.parse(_ARCHIVE_HEADER + "\n" + line + "\n" + line + "\n")
    assert info.value.rule == "not_one_game"


def test_headers_and_hash_names() -> None:
    record = GameRecord.parse("Event: test\n\n1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Ed2 Me2 Cf2 Hg2 Dh2\n")
    assert record.headers["Event"] == "test"
    assert isinstance(Position.standard().zobrist_key, int)
    assert Position.standard().zobrist_key == Position.standard().zobrist_key


# The arimaa.com archive's header line (the 29 columns `to_archive_line` writes).
_ARCHIVE_HEADER = "\t".join(
    "id wplayerid bplayerid wusername busername wtitle btitle wcountry bcountry wrating "
    "brating wratingk bratingk wtype btype event site timecontrol postal startts endts "
    "result termination plycount mode rated corrupt movelist events".split()
)
