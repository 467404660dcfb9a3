"""Pictures of positions as SVG, after python-chess's ``chess.svg.board``.

:func:`board` returns a standalone SVG document (text) drawn by the Rust core
(``arimaa_rules::svg``, the same picture as ``arimaa show --format svg`` and the C API's
``arimaa_position_svg``): the board with traps, files a–h and ranks 1–8, the pieces as
their animals on gold or silver discs (gold's dark, silver's white and outlined) or, with
``pieces="letters"``, as their letters, and on request the last move (its steps as
arrows; a pushed or pulled enemy piece's step dashed in red or purple; pieces captured by
the move marked on their trap), extra arrows, square fills, the flip (silver's view),
the size and frozen pieces.

Every element has a class (``piece gold elephant``, ``arrow push``, ``coord file``,
``capture``, ...) and squares a ``data-square``, for tests and style sheets.

>>> import arimaa
>>> pos = arimaa.Position.standard().play("Ee2n Ee3n")
>>> svg = arimaa.svg.board(pos, last_move="Ee2n Ee3n", flipped=True, size=300)
>>> svg.count('class="arrow step"')
2
>>> svg.count('<use href="#arimaa-rabbit"')
16
>>> arimaa.svg.board(pos, pieces="letters").count("<use")
0
"""

from __future__ import annotations

from typing import Iterable, Literal, Mapping, Optional, Tuple, Union

from . import _arimaa
from ._arimaa import Move, Position, Square

__all__ = ["board", "ARROW_COLOR", "FILL_COLOR", "PieceStyle"]

#: The colour of an arrow given without one.
ARROW_COLOR = "#15781b"
#: The colour of a filled square given without one.
FILL_COLOR = "#f2d14b"

SquareLike = Union[Square, str, int]
ArrowLike = Union[Tuple[SquareLike, SquareLike], Tuple[SquareLike, SquareLike, str]]
#: How pieces are drawn: ``"animals"`` (the default) or ``"letters"``.
PieceStyle = Literal["animals", "letters"]


def _name(square: SquareLike) -> str:
    return Square(square).name


def board(
    position: Position,
    last_move: Union[Move, str, None] = None,
    arrows: Iterable[ArrowLike] = (),
    fill: Union[Mapping[SquareLike, str], Iterable[SquareLike], None] = None,
    flipped: bool = False,
    size: int = 440,
    coordinates: bool = True,
    frozen: bool = False,
    pieces: PieceStyle = "animals",
) -> str:
    """The SVG picture of ``position`` (a ``str``, a whole ``<svg>`` document).

    - ``last_move``: the move that ended on ``position`` (played by the side *not* to move
      there), as notation with its capture tokens (``"ee7s mc4w Rb3e Rc3x mb4s"``, as
      :meth:`Game.history` and records write it) or a :class:`Move` (no captures then).
      Its steps are drawn as arrows: blue for the mover's pieces, dashed red for a pushed
      enemy piece, dashed purple for a pulled one; each captured piece is marked on its
      trap.
    - ``arrows``: ``(from, to)`` or ``(from, to, colour)`` (squares as :class:`Square`,
      ``"e4"`` or 0–63; any SVG colour; default :data:`ARROW_COLOR`).
    - ``fill``: squares to fill, a mapping square → colour or an iterable of squares
      (default colour :data:`FILL_COLOR`).
    - ``flipped``: silver's view (a8 at the bottom right).
    - ``size``: width and height in pixels (0 to 2**32-1; the drawing scales).
    - ``coordinates``: files and ranks on the border.
    - ``frozen``: outline frozen pieces dashed (class ``frozen``).
    - ``pieces``: ``"animals"`` (each piece its animal: elephant, camel, horse, dog, cat,
      rabbit; gold's dark, silver's white and outlined) or ``"letters"`` (its notation
      letter, as version 0.1 drew it). Each piece's group keeps its class
      (``piece gold elephant``); an animal is a ``<use href="#arimaa-elephant">`` of the
      picture's ``<defs>``.

    Raises :class:`NotationError` for a bad square or move text,
    :class:`IllegalMoveError` when ``last_move`` is illegal before ``position``,
    :class:`InvalidPositionError` when undoing it gives no position,
    :class:`ArimaaError` (``rule == "last_move_mismatch"``) when it does not end on
    ``position`` (e.g. a capture token missing), and ``ValueError`` for another ``pieces``
    name.
    """
    arrow_list = []
    for arrow in arrows:
        color = arrow[2] if len(arrow) == 3 else ARROW_COLOR
        arrow_list.append((_name(arrow[0]), _name(arrow[1]), str(color)))
    fills: list[Tuple[str, str]] = []
    if isinstance(fill, Mapping):
        fills = [(_name(sq), str(color)) for sq, color in fill.items()]
    elif fill is not None:
        fills = [(_name(sq), FILL_COLOR) for sq in fill]
    move_text: Optional[str] = None if last_move is None else str(last_move)
    return _arimaa._svg_board(
        position,
        move_text,
        arrow_list,
        fills,
        bool(flipped),
        int(size),
        bool(coordinates),
        bool(frozen),
        str(pieces),
    )
