"""The built-in bot as an opponent in the environments: the actions of its whole turn.

The environments play one action at a time (:class:`arimaa.ActionGame`: a setup is 16
placement actions, a move its 1-4 step actions and the "end the move" action 256), while
:class:`arimaa.Bot` answers with a whole :class:`arimaa.Setup` or :class:`arimaa.Move`.
:func:`bot_actions` asks the bot for its turn and returns that turn's actions, in the
acting side's view (silver's board flipped), ready for ``env.step``:

>>> import arimaa
>>> from arimaa.envs import bot_actions
>>> game = arimaa.ActionGame()
>>> actions = bot_actions(arimaa.Bot(), game, nodes=1_000)
>>> len(actions)  # gold's 16 placements
16

With the PettingZoo environment, the game is ``env.unwrapped.game``; call it when the
bot's agent starts its turn and step through the list (see the guide's "The built-in
bot").
"""

from __future__ import annotations

from typing import Optional, Union

import arimaa

__all__ = ["bot_actions", "turn_actions"]


def turn_actions(game: arimaa.ActionGame, turn: Union[arimaa.Move, arimaa.Setup]) -> list[int]:
    """The actions that play ``turn`` (the side to move's whole setup or move) in ``game``,
    in the side to move's view (as the environments take them). ``game`` is unchanged.

    A setup's placements are taken in the order the encoding asks for its pieces
    (:meth:`arimaa.ActionGame.next_setup_piece`); a move is its steps' actions then
    :data:`arimaa.END_MOVE`. Every action is checked by playing it on a copy of ``game``.

    Raises :class:`ValueError` when ``game`` is in the middle of a turn (some of its
    actions already played) or ``turn`` is not a turn of the side to move there (a
    :class:`arimaa.IllegalMoveError` for a turn the rules refuse); :class:`TypeError` when
    ``turn`` is neither a ``Move`` nor a ``Setup``.
    """
    if not isinstance(turn, (arimaa.Move, arimaa.Setup)):
        raise TypeError(f"turn must be a Move or a Setup, not {type(turn).__name__}")
    if game.to_game().position() != game.position():
        raise ValueError("the game is in the middle of a turn: actions of a whole turn start at its beginning")
    copy = game.copy()
    side = copy.side_to_move
    actions: list[int] = []
    if isinstance(turn, arimaa.Setup):
        if not copy.is_setup_phase():
            raise ValueError("a Setup is played during the setup phase only")
        left = list(turn.placements)
        while copy.is_setup_phase() and copy.side_to_move == side:
            piece = copy.next_setup_piece()
            index = next((i for i, (p, _) in enumerate(left) if p == piece), None)
            if index is None:
                raise ValueError(f"the setup places no {piece} where the encoding asks for one")
            actions.append(arimaa.setup_action(left.pop(index)[1]))
            copy.play_action(actions[-1])
        if left:
            raise ValueError(f"the setup has {len(left)} placements too many")
    else:
        if copy.is_setup_phase():
            raise ValueError("a Move is played after the setup phase only")
        actions = [step.action for step in turn] + [arimaa.END_MOVE]
        for action in actions:
            copy.play_action(action)
    if side == arimaa.Color.SILVER:
        actions = [arimaa.flip_action(a) for a in actions]
    return actions


def bot_actions(
    bot: arimaa.Bot,
    game: arimaa.ActionGame,
    seconds: Optional[float] = None,
    nodes: Optional[int] = None,
) -> list[int]:
    """The actions of ``bot``'s whole turn in ``game`` (its setup or its move, found
    within ``seconds`` and/or ``nodes`` as :meth:`arimaa.Bot.turn`), in the side to
    move's view: :func:`turn_actions` of the bot's turn. ``game`` is unchanged; call it at
    the start of the bot's turn. The GIL is released while the bot thinks.

    Raises :class:`arimaa.IllegalMoveError` (rule ``"game_over"``) when the game is over,
    :class:`ValueError` in the middle of a turn, as :meth:`arimaa.Bot.turn` for bad limits.
    """
    if not isinstance(game, arimaa.ActionGame):
        raise TypeError(f"game must be an ActionGame, not {type(game).__name__}")
    return turn_actions(game, bot.turn(game.to_game(), seconds=seconds, nodes=nodes))
