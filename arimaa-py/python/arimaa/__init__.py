"""The rules of Arimaa, backed by the Rust crate ``arimaa-rules``.

Every rule, notation and record format is implemented once, in Rust; this package is a
thin typed layer over it (the extension module ``arimaa._arimaa``).

- Values (immutable, hashable, picklable, ``repr`` evaluates back): :class:`Color`,
  :class:`PieceKind`, :class:`Direction`, :class:`Termination`, :class:`Piece`,
  :class:`Square`, :class:`Step`, :class:`Move`, :class:`Setup`, :class:`Outcome`,
  :class:`Position`.
- A whole game: :class:`Game` (setups, moves, takeback, third repetition, result).
- Records: :func:`read_games` lazily reads arimaa.com archive TSV files and per-game
  records, yielding :class:`GameRecord` objects with ``.replay() -> Game`` and
  ``.verify() -> Verdict`` (:class:`VerdictKind`: ok, old rules, illegal, mismatch);
  ``GameRecord.parse(text)``, ``str(record)`` and ``record.to_archive_line()`` read and
  write them. A game keeps its record's headers (``Game.headers``, a mutable ordered
  mapping, :class:`Headers`) and ``Game.to_record()`` writes them back.
- Machine learning: step action ids, legal-action masks and input planes as NumPy
  arrays (:meth:`Position.legal_action_mask`, :meth:`Position.planes`,
  :func:`planes_many`), :class:`ActionGame` (a whole game one action at a time), and the
  environments :mod:`arimaa.envs.pettingzoo` / :mod:`arimaa.envs.openspiel` (extra ``rl``).
- Bots: :class:`Bot` (the built-in bots: ``choose``, ``analyze`` giving an
  :class:`Analysis`, ``setup``, ``turn``; the GIL is released while it thinks) and
  :func:`arimaa.envs.bot_actions` (a bot as an opponent in the environments).
- Reviews: ``Bot.review(game)`` scores every move and labels the mistakes (a list of
  :class:`ReviewEntry`); :func:`review_frame` (pandas) and :func:`review_table` (Arrow)
  make a table of it, :func:`review_graph` the evaluation graph (SVG).
- Pictures: :func:`arimaa.svg.board` (SVG with the last move, arrows, fills, the flip;
  ``Position`` and ``Game`` show themselves in Jupyter through it).
- Errors: :class:`ArimaaError` (a ``ValueError``) and its subclasses
  :class:`NotationError` (``.line``, ``.column``), :class:`IllegalMoveError` (``.rule``)
  and :class:`InvalidPositionError`.

Move generation, perft and replays release the GIL, so threads run them in parallel.
Every object may be shared between threads: values are immutable, and concurrent calls on
one :class:`Game` or :class:`GameReader` are serialised (never a borrow error or a panic).

>>> import arimaa
>>> arimaa.Position.standard().count_moves()
3353
"""

from ._arimaa import (
    Analysis,
    ArimaaError,
    Bot,
    Color,
    Direction,
    Game,
    GameReader,
    GameRecord,
    IllegalMoveError,
    InvalidPositionError,
    Move,
    NotationError,
    Outcome,
    Piece,
    PieceKind,
    Position,
    RULES,
    ReviewEntry,
    Setup,
    Square,
    Step,
    Termination,
    Verdict,
    VerdictKind,
    __version__,
    count_moves_many,
    read_games,
    review_graph,
)
from ._arimaa import (
    ACTIONS,
    END_MOVE,
    PLANES,
    ActionGame,
    action_square_direction,
    flip_action,
    flip_square,
    planes_many,
    setup_action,
    setup_action_square,
    step_from_action,
)
from .headers import Headers
from .tables import review_frame, review_table

from . import svg

__all__ = [
    "Analysis",
    "ArimaaError",
    "Bot",
    "Color",
    "Direction",
    "Game",
    "GameReader",
    "GameRecord",
    "Headers",
    "IllegalMoveError",
    "InvalidPositionError",
    "Move",
    "NotationError",
    "Outcome",
    "Piece",
    "PieceKind",
    "Position",
    "RULES",
    "ReviewEntry",
    "Setup",
    "Square",
    "Step",
    "Termination",
    "Verdict",
    "VerdictKind",
    "__version__",
    "count_moves_many",
    "read_games",
    "review_frame",
    "review_graph",
    "review_table",
    "ACTIONS",
    "END_MOVE",
    "PLANES",
    "ActionGame",
    "action_square_direction",
    "flip_action",
    "flip_square",
    "planes_many",
    "setup_action",
    "setup_action_square",
    "step_from_action",
    "svg",
]
