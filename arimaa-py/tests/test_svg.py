"""arimaa.svg.board and the _repr_svg_ pictures, checked as XML.

Expected values come from the rules and the records: the opening's 32 pieces on ranks
1-2 and 7-8, the steps of game100.txt turn 9b (``ee7s mc4w Rb3e Rc3x mb4s``: the gold
rabbit pushed from b3 onto the trap c3 and captured there), and the geometry of the
picture (squares of 50 units after a 20-unit margin).
"""

from __future__ import annotations

import typing
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import arimaa
from arimaa import svg

NS = "{http://www.w3.org/2000/svg}"
MOVE_9B = "ee7s mc4w Rb3e Rc3x mb4s"


def parse(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == NS + "svg"
    return root


def with_class(root: ET.Element, prefix: str) -> list[ET.Element]:
    return [e for e in root.iter() if (e.get("class") or "").startswith(prefix)]


def arrows(root: ET.Element) -> list[tuple[str, str, str]]:
    return [
        (e.get("class", ""), e.get("data-from", ""), e.get("data-to", ""))
        for e in with_class(root, "arrow")
    ]


def after_9b(tables: Path) -> tuple[arimaa.Game, arimaa.Position]:
    text = (tables / "games" / "per-game" / "game100.txt").read_text()
    full = arimaa.Game.from_record(text)
    history = full.history()
    index = [label for label, _ in history].index("9s")
    game = arimaa.Game()
    for _, turn in history[: index + 1]:
        game.play(turn)
    assert history[index][1] == MOVE_9B
    return game, game.position()


def test_opening_pieces_and_coordinates() -> None:
    root = parse(svg.board(arimaa.Position.standard()))
    pieces = {(e.get("class"), e.get("data-square")) for e in with_class(root, "piece ")}
    assert len(pieces) == 32
    assert ("piece gold elephant", "e2") in pieces
    assert ("piece gold camel", "d2") in pieces
    assert ("piece silver elephant", "d7") in pieces
    assert ("piece silver rabbit", "h8") in pieces
    assert {sq for _, sq in pieces} == {f"{f}{r}" for f in "abcdefgh" for r in "1278"}
    files = [e.text for e in with_class(root, "coord file")]
    ranks = [e.text or "" for e in with_class(root, "coord rank")]
    assert files == list("abcdefgh")
    assert sorted(ranks) == list("12345678")
    assert root.get("width") == "440"
    assert arrows(root) == []


def test_last_move_push_and_capture_and_flip(tables: Path) -> None:
    _, pos = after_9b(tables)
    expected = [
        ("arrow step", "e7", "e6"),
        ("arrow step", "c4", "b4"),
        ("arrow push", "b3", "c3"),
        ("arrow step", "b4", "b3"),
    ]
    root = parse(svg.board(pos, last_move=MOVE_9B))
    assert arrows(root) == expected
    caps = [(e.get("data-square"), e.get("data-piece")) for e in with_class(root, "capture")]
    assert caps == [("c3", "R")]
    flipped = parse(svg.board(pos, last_move=MOVE_9B, flipped=True, size=300))
    assert arrows(flipped) == expected
    assert flipped.get("width") == "300"
    a8 = [e for e in with_class(flipped, "square") if e.get("data-square") == "a8"][0]
    assert (a8.get("x"), a8.get("y")) == ("370", "370")
    assert [e.text for e in with_class(flipped, "coord file")] == list("hgfedcba")


def test_game_repr_svg_shows_the_last_move(tables: Path) -> None:
    game, pos = after_9b(tables)
    root = parse(game._repr_svg_())
    assert [a[1:] for a in arrows(root)] == [("e7", "e6"), ("c4", "b4"), ("b3", "c3"), ("b4", "b3")]
    # The position alone draws no move.
    assert arrows(parse(pos._repr_svg_())) == []
    assert arrows(parse(arimaa.Game()._repr_svg_())) == []


def test_arrows_fill_frozen_and_no_coordinates() -> None:
    # A gold rabbit beside a stronger silver cat and no friend: frozen (official rules).
    pos = arimaa.Position.from_pieces({"d4": "R", "d5": "c"}, arimaa.Color.GOLD)
    root = parse(
        svg.board(
            pos,
            arrows=[("a1", "h8"), (arimaa.Square("d4"), 44, "red")],
            fill={"e4": "#ff0"},
            coordinates=False,
            frozen=True,
        )
    )
    assert arrows(root) == [("arrow", "a1", "h8"), ("arrow", "d4", "e6")]
    assert [e.get("data-square") for e in with_class(root, "fill")] == ["e4"]
    assert with_class(root, "coord") == []
    frozen = [e.get("data-square") for e in with_class(root, "piece ") if "frozen" in (e.get("class") or "")]
    assert frozen == ["d4"]
    root = parse(svg.board(pos, fill=["a1", "b2"]))
    assert [e.get("fill") for e in with_class(root, "fill")] == [svg.FILL_COLOR] * 2


def test_pieces_animals_or_letters() -> None:
    # A board holding all twelve kinds (the opening): each piece's group holds the
    # drawing of its kind, an animal by default, its letter with pieces="letters".
    pos = arimaa.Position.standard()
    for pieces in typing.get_args(svg.PieceStyle):
        root = parse(svg.board(pos, pieces=pieces))
        kinds = set()
        for group in with_class(root, "piece "):
            _, color, kind = (group.get("class") or "").split()
            letter = str(pos.piece_at(group.get("data-square") or ""))
            uses = group.findall(NS + "use")
            texts = group.findall(NS + "text")
            if pieces == "animals":
                assert [u.get("href") for u in uses] == [f"#arimaa-{kind}"] and texts == []
            else:
                assert [t.text for t in texts] == [letter] and uses == []
            kinds.add((color, kind))
        assert len(kinds) == 12
        ids = {e.get("id") for e in root.iter() if e.get("id")}
        assert ids == ({f"arimaa-{k}" for _, k in kinds} if pieces == "animals" else set())
    assert svg.board(pos) == svg.board(pos, pieces="animals")
    assert '<use href="#arimaa-elephant"' in pos._repr_svg_()
    with pytest.raises(ValueError, match='"animals", "letters"'):
        svg.board(pos, pieces="emoji")  # type: ignore[arg-type]


def test_errors() -> None:
    after = arimaa.Position.standard().play("Ee2n Ee3n")
    with pytest.raises(arimaa.NotationError):
        svg.board(after, last_move="Ee2 n")
    with pytest.raises(arimaa.NotationError):
        svg.board(after, arrows=[("z9", "a1")])
    with pytest.raises(arimaa.ArimaaError, match="step 1"):
        svg.board(after, last_move="Md2n")
    assert svg.board(after, last_move=arimaa.Move.parse("Ee2n Ee3n")).count('class="arrow step"') == 2
