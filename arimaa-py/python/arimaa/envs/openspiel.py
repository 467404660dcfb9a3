"""Arimaa as an OpenSpiel game, ``python_arimaa`` (registered with ``pyspiel`` on import).

>>> import pyspiel
>>> import arimaa.envs.openspiel
>>> game = pyspiel.load_game("python_arimaa")
>>> state = game.new_initial_state()
>>> len(state.legal_actions())  # gold's elephant may go on any of its 16 home squares
16

Sequential, deterministic, perfect information, zero-sum, two players (0 = gold,
1 = silver), terminal rewards +1/-1. Whole games, setups included, through
:class:`arimaa.ActionGame`: 257 distinct actions from the acting player's view (silver's
board flipped, as in :mod:`arimaa.envs.pettingzoo`); observation tensor = the planes
``float32[PLANES, 8, 8]`` from the observing player's view. Parameter ``max_moves``
(default 1000 whole moves, both sides counted): a game reaching it ends as a draw (0, 0),
which bounds ``max_game_length`` as OpenSpiel requires.
"""

from __future__ import annotations

from typing import Any, Optional

import numpy as np
import pyspiel  # type: ignore[import-not-found]
from open_spiel.python.observation import IIGObserverForPublicInfoGame  # type: ignore[import-untyped]

import arimaa

__all__ = ["ArimaaGame", "ArimaaState"]

_COLORS = (arimaa.Color.GOLD, arimaa.Color.SILVER)
_NAMES = ("gold", "silver")
_DEFAULT_MAX_MOVES = 1000

_GAME_TYPE = pyspiel.GameType(
    short_name="python_arimaa",
    long_name="Python Arimaa",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    information=pyspiel.GameType.Information.PERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"max_moves": _DEFAULT_MAX_MOVES},
)


def _game_info(max_moves: int) -> pyspiel.GameInfo:
    return pyspiel.GameInfo(
        num_distinct_actions=arimaa.ACTIONS,
        max_chance_outcomes=0,
        num_players=2,
        min_utility=-1.0,
        max_utility=1.0,
        utility_sum=0.0,
        # 32 placements, then at most 4 steps and the end of each move.
        max_game_length=32 + 5 * max_moves,
    )


class ArimaaGame(pyspiel.Game):  # type: ignore[misc]
    """The game ``python_arimaa``."""

    def __init__(self, params: Optional[dict[str, Any]] = None):
        params = dict(params or {})
        self.max_moves = int(params.get("max_moves", _DEFAULT_MAX_MOVES))
        super().__init__(_GAME_TYPE, _game_info(self.max_moves), params)

    def new_initial_state(self) -> "ArimaaState":
        return ArimaaState(self)

    def make_py_observer(
        self, iig_obs_type: Optional[pyspiel.IIGObservationType] = None, params: Any = None
    ) -> Any:
        if iig_obs_type is None or (iig_obs_type.public_info and not iig_obs_type.perfect_recall):
            return PlanesObserver(params)
        return IIGObserverForPublicInfoGame(iig_obs_type, params)


class ArimaaState(pyspiel.State):  # type: ignore[misc]
    """A state: an :class:`arimaa.ActionGame` and the move limit.

    Moves are counted, results scored and action ids decoded by the core
    (:attr:`arimaa.ActionGame.moves_played`, :meth:`arimaa.Outcome.reward`,
    :func:`arimaa.action_square_direction`).
    """

    def __init__(self, game: ArimaaGame):
        super().__init__(game)
        self.game = arimaa.ActionGame()
        self.max_moves = game.max_moves
        self._returns = [0.0, 0.0]
        self._terminal = False

    @property
    def moves_played(self) -> int:
        """Whole moves completed (both sides counted, setups not): the core's count."""
        return self.game.moves_played

    def current_player(self) -> int:
        if self._terminal:
            return int(pyspiel.PlayerId.TERMINAL)
        return 0 if self.game.side_to_move == arimaa.Color.GOLD else 1

    def _legal_actions(self, player: int) -> list[int]:
        if self._terminal:
            return []
        return self.game.legal_actions(_COLORS[player])

    def _apply_action(self, action: int) -> None:
        player = self.current_player()
        outcome = self.game.play_action(action, _COLORS[player])
        if outcome is not None:
            self._returns = [outcome.reward(color) for color in _COLORS]
            self._terminal = True
        elif self.moves_played >= self.max_moves:
            self._terminal = True

    def _action_to_string(self, player: int, action: int) -> str:
        if action == arimaa.END_MOVE:
            return "end"
        absolute = arimaa.flip_action(action) if player == 1 else action
        decoded = arimaa.action_square_direction(absolute)
        if decoded is None:
            raise ValueError(f"action {action} is outside 0..{arimaa.ACTIONS - 1}")
        square, direction = decoded
        if self.game.is_setup_phase():
            return f"{_NAMES[player]}:place {square.name}"
        return f"{_NAMES[player]}:{square.name}{direction.letter}"

    def is_terminal(self) -> bool:
        return self._terminal

    def returns(self) -> list[float]:
        return list(self._returns)

    def __str__(self) -> str:
        return str(self.game.position().to_diagram())


class PlanesObserver:
    """The observation: the planes from the observing player's view (PyObserver API)."""

    def __init__(self, params: Any):
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        shape = (arimaa.PLANES, 8, 8)
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": np.reshape(self.tensor, shape)}

    def set_from(self, state: ArimaaState, player: int) -> None:
        self.tensor[:] = state.game.planes(_COLORS[player]).reshape(-1)

    def string_from(self, state: ArimaaState, player: int) -> str:
        return f"{_NAMES[player]} view\n{state}"


pyspiel.register_game(_GAME_TYPE, ArimaaGame)
