"""``Game.headers``: a game's metadata as a mutable ordered mapping, like python-chess's
``chess.pgn.Game.headers``.

A :class:`Headers` is a live view of one :class:`arimaa.Game`: every read or write is one
call into the game (the core's ``Game::headers``), taken under the game's lock, so the
view may be shared between threads like the game itself. Names are exact
(case-sensitive: the archive's ``result`` column and the per-game ``Result`` header are
different fields), the order is the record's, and a new name goes at the end. All of
:class:`collections.abc.MutableMapping` works (``get``, ``items()``, ``update``, ``pop``,
``==`` with a ``dict``, …).

>>> import arimaa
>>> game = arimaa.Game()
>>> game.headers["Event"] = "Casual game"
>>> game.headers["White"] = "me"
>>> list(game.headers.items())
[('Event', 'Casual game'), ('White', 'me')]
>>> game.to_record().splitlines()[:2]
['Event: Casual game', 'White: me']
"""

from collections.abc import Iterator, MutableMapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ._arimaa import Game

__all__ = ["Headers"]


class Headers(MutableMapping[str, str]):
    """The headers of one game, in order (see the module documentation)."""

    __slots__ = ("_game",)

    def __init__(self, game: "Game") -> None:
        self._game = game

    def __getitem__(self, name: str) -> str:
        value = self._game._header_get(name)
        if value is None:
            raise KeyError(name)
        return value

    def __setitem__(self, name: str, value: str) -> None:
        if not isinstance(name, str) or not isinstance(value, str):
            raise TypeError(
                f"header names and values are str, not {type(name).__name__}, {type(value).__name__}"
            )
        self._game._header_set(name, value)

    def __delitem__(self, name: str) -> None:
        if not self._game._header_del(name):
            raise KeyError(name)

    def __iter__(self) -> Iterator[str]:
        # One snapshot, each name once (a record may repeat a name: the first one counts).
        return iter(dict.fromkeys(name for name, _ in self._game._header_items()))

    def __len__(self) -> int:
        return len(dict.fromkeys(name for name, _ in self._game._header_items()))

    def __repr__(self) -> str:
        return f"Headers({dict(self._game._header_items())!r})"
