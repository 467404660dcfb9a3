"""Arimaa as a PettingZoo AEC environment (like PettingZoo's classic chess).

>>> from arimaa.envs.pettingzoo import env
>>> e = env()
>>> e.reset()
>>> e.agent_selection
'gold'

- Agents ``"gold"`` and ``"silver"``. Gold places its 16 pieces, then silver its 16 (one
  action each: the next piece of E, M, H, H, D, D, C, C, 8 R on a home square), then each
  move is 1-4 step actions and the "end the move" action 256; the agent to act is
  ``agent_selection`` (the same agent acts until its turn is over).
- Actions: ``Discrete(257)`` from the acting agent's view: ``4 * square + direction`` with
  silver's board flipped (ranks mirrored, north <-> south), 256 ends the move; a setup
  action is ``arimaa.setup_action(square)`` in that view.
- Observation: ``{"observation": float32[PLANES, 8, 8], "action_mask": int8[257]}``, the
  planes of :meth:`arimaa.ActionGame.planes` seen from the observing agent and its legal
  actions (all zero when it is not that agent's turn).
- Rewards: +1 to the winner and -1 to the loser when the game ends by the rules (goal,
  elimination, immobilization including the third-repetition rule); 0 otherwise. Moves
  are counted and results scored by the core (:attr:`arimaa.ActionGame.moves_played`,
  :meth:`arimaa.Outcome.reward`).
- ``max_moves``: truncates the game (``truncations`` all ``True``, rewards 0) after that
  many whole moves (both sides counted, setups not); ``None`` = no limit.
- Illegal actions follow the PettingZoo classic convention: ``env()`` wraps the raw
  environment in ``TerminateIllegalWrapper``, so an action outside the mask ends the game
  with reward -1 for the agent that played it (0 for the other) and a warning;
  ``raw_env`` raises :class:`arimaa.IllegalMoveError` instead.
- ``render_mode="ansi"``: ``render()`` returns the board diagram as text.
"""

from __future__ import annotations

from typing import Any, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

import arimaa

__all__ = ["env", "raw_env"]

_COLORS = {"gold": arimaa.Color.GOLD, "silver": arimaa.Color.SILVER}


def env(**kwargs: Any) -> AECEnv:
    """The wrapped environment (illegal actions end the game, order enforced)."""
    e: AECEnv = raw_env(**kwargs)
    e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    e = wrappers.OrderEnforcingWrapper(e)
    return e


class raw_env(AECEnv):  # type: ignore[misc]  # noqa: N801 - PettingZoo's naming
    """The unwrapped AEC environment (see the module docs)."""

    metadata: dict[str, Any] = {
        "render_modes": ["ansi"],
        "name": "arimaa_v0",
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(self, render_mode: Optional[str] = None, max_moves: Optional[int] = None):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.render_mode = render_mode
        self.max_moves = max_moves
        self.possible_agents = ["gold", "silver"]
        self.agents = self.possible_agents[:]
        self.action_spaces = {a: spaces.Discrete(arimaa.ACTIONS) for a in self.possible_agents}
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(
                        low=0.0, high=1.0, shape=(arimaa.PLANES, 8, 8), dtype=np.float32
                    ),
                    "action_mask": spaces.Box(low=0, high=1, shape=(arimaa.ACTIONS,), dtype=np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.game = arimaa.ActionGame()
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = "gold"

    @property
    def moves_played(self) -> int:
        """Whole moves completed (both sides counted, setups not): the core's count
        (:attr:`arimaa.ActionGame.moves_played`)."""
        return self.game.moves_played

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        color = _COLORS[agent]
        planes = self.game.planes(color)
        if agent == self.agent_selection and not self.game.is_over():
            mask = self.game.legal_action_mask(color).astype(np.int8)
        else:
            mask = np.zeros(arimaa.ACTIONS, dtype=np.int8)
        return {"observation": planes, "action_mask": mask}

    def reset(self, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None) -> None:
        # The game has no randomness: `seed` is accepted for the API and ignored.
        self.game = arimaa.ActionGame()
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = "gold"

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        outcome = self.game.play_action(int(action), _COLORS[agent])
        self._cumulative_rewards[agent] = 0.0
        if outcome is not None:
            for a in self.agents:
                self.rewards[a] = outcome.reward(_COLORS[a])
                self.terminations[a] = True
                self.infos[a] = {"termination": outcome.termination.letter}
        elif self.max_moves is not None and self.moves_played >= self.max_moves:
            for a in self.agents:
                self.truncations[a] = True
        side = self.game.side_to_move
        self.agent_selection = "gold" if side == arimaa.Color.GOLD else "silver"
        self._accumulate_rewards()

    def render(self) -> Optional[str]:
        if self.render_mode is None:
            return None
        return self.game.position().to_diagram()

    def close(self) -> None:
        pass
