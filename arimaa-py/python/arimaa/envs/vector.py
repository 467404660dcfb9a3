"""Batched self-play: ``num_envs`` games of Arimaa stepped together in Rust, for training by
self-play (AlphaZero-style search, policy-gradient agents).

>>> import numpy as np
>>> from arimaa.envs.vector import SelfPlayEnv
>>> env = SelfPlayEnv(4, seed=1)
>>> obs, info = env.reset()
>>> obs["observation"].shape, obs["action_mask"].shape
((4, 23, 8, 8), (4, 257))
>>> actions = np.array([np.flatnonzero(m)[0] for m in obs["action_mask"]])
>>> obs, rewards, terminated, truncated, info = env.step(actions)
>>> rewards.shape, info["to_move"].tolist()
((4, 2), [0, 0, 0, 0])

**Two players, one vector.** Each of the ``num_envs`` games is a whole game of Arimaa,
setups included (the action space of :mod:`arimaa`'s encodings: 16 placement actions per
side, then 1-4 step actions and the "end the move" action 256 per move). Row ``i`` always
belongs to game ``i``; whose turn it is in that game is ``info["to_move"][i]`` (0 gold, 1
silver). Observations, masks and actions are **in the view of the side to move** (silver's
board flipped, ranks mirrored, north <-> south, so both sides play "up the board"), so one
policy network serves both colours. Rewards are per colour: ``rewards[i] = [gold, silver]``,
``+1``/``-1`` on the step that ends the game by the rules, 0 otherwise (and on
truncation).

**Gymnasium's vector API**: ``num_envs``, ``single_observation_space`` (``Dict`` of
``"observation"``: ``Box(0, 1, (23, 8, 8), float32)`` and ``"action_mask"``: ``Box(0, 1,
(257,), bool)``, the keys of the PettingZoo environment), ``single_action_space``
(``Discrete(257)``), the batched ``observation_space``/``action_space``, and
``metadata["autoreset_mode"] = AutoresetMode.SAME_STEP``: the step that ends game ``i``
returns ``terminated[i]`` or ``truncated[i]``, its rewards, and already the first
observation of the next game (gold to place its elephant); the final observation of the
finished game is ``info["final_obs"]["observation"][i]`` (valid where
``info["_final_obs"]`` is true; from the side to move in the final position, the opponent
of the side that played the last action). ``rewards`` is ``[N, 2]`` rather than
Gymnasium's ``[N]``: there are two players.

``info`` of every call: ``"to_move"`` (uint8[N]), ``"termination"`` (bytes ``S1[N]``: the
result letter of a terminated game, ``b"g"`` goal, ``b"e"`` elimination, ``b"m"``
immobilization, else ``b""``), and after ``step`` ``"final_obs"``/``"_final_obs"``.

**Memory**: the arrays are allocated in Python and written in place by Rust with the GIL
released. With ``copy=True`` (the default, as Gymnasium's ``copy`` argument) each call
returns fresh arrays; with ``copy=False`` every call rewrites the same arrays (fastest:
copy what you keep), and only the plane values that changed are written (a step changes
a few squares of the 5,888-byte observation of a game), so ``obs["observation"]`` is then
a read-only view: its contents must stay as the environment wrote them. ``max_moves`` truncates a game after that many moves (each side's
move counts one, setups not). ``threads`` (default: all available cores) splits the games
over threads in parts of at least 256 games (fewer than 512 games step on the calling
thread: a thread costs more to start than such a part takes); results are identical for
any thread count. ``step_random()`` lets Rust
choose uniformly random legal actions (seeded per game by ``seed``) and returns them in
``info["actions"]``.
"""

from __future__ import annotations

from typing import Any, Optional

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

import arimaa
from arimaa._arimaa import ActionGame, SelfPlay

__all__ = ["SelfPlayEnv"]

Obs = dict[str, npt.NDArray[Any]]


class SelfPlayEnv(VectorEnv):
    """``num_envs`` games of Arimaa played together (see the module docs)."""

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(
        self,
        num_envs: int,
        threads: Optional[int] = None,
        max_moves: Optional[int] = None,
        seed: Optional[int] = None,
        copy: bool = True,
    ) -> None:
        if num_envs < 1:
            raise ValueError(f"num_envs must be at least 1, not {num_envs}")
        self._core = SelfPlay(
            num_envs, threads=threads, max_moves=max_moves, seed=seed, incremental_planes=not copy
        )
        self.num_envs = num_envs
        self.copy = copy
        self.max_moves = max_moves
        self.single_observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (arimaa.PLANES, 8, 8), np.float32),
                "action_mask": spaces.Box(0, 1, (arimaa.ACTIONS,), np.bool_),
            }
        )
        self.single_action_space = spaces.Discrete(arimaa.ACTIONS)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._arrays = self._new_arrays()
        self._actions = np.zeros(num_envs, np.uint32)

    @property
    def threads(self) -> int:
        """The number of threads the games are stepped on."""
        return self._core.threads

    def _new_arrays(self) -> tuple[npt.NDArray[Any], ...]:
        n, c = self.num_envs, arimaa.PLANES
        return (
            np.zeros((n, c, 8, 8), np.float32),  # planes
            np.zeros((n, arimaa.ACTIONS), np.bool_),  # masks
            np.zeros(n, np.uint8),  # to_move
            np.zeros((n, 2), np.float32),  # rewards
            np.zeros(n, np.bool_),  # terminated
            np.zeros(n, np.bool_),  # truncated
            np.zeros(n, np.uint8),  # termination letters
            np.zeros((n, c, 8, 8), np.float32),  # final planes
        )

    def _out(self) -> tuple[npt.NDArray[Any], ...]:
        if self.copy:
            n, c = self.num_envs, arimaa.PLANES
            final = np.zeros((n, c, 8, 8), np.float32)
            self._arrays = (
                np.empty((n, c, 8, 8), np.float32),
                np.empty((n, arimaa.ACTIONS), np.bool_),
                np.empty(n, np.uint8),
                np.empty((n, 2), np.float32),
                np.empty(n, np.bool_),
                np.empty(n, np.bool_),
                np.empty(n, np.uint8),
                final,
            )
        return self._arrays

    def _results(
        self, arrays: tuple[npt.NDArray[Any], ...], stepped: bool
    ) -> tuple[Obs, npt.NDArray[np.float32], npt.NDArray[np.bool_], npt.NDArray[np.bool_], dict[str, Any]]:
        planes, masks, to_move, rewards, terminated, truncated, letters, final = arrays
        info: dict[str, Any] = {"to_move": to_move, "termination": letters.view("S1")}
        if stepped:
            done = terminated | truncated
            info["final_obs"] = {
                "observation": final,
                "action_mask": np.zeros((self.num_envs, arimaa.ACTIONS), np.bool_),
            }
            info["_final_obs"] = done
        if not self.copy:
            # Written incrementally from call to call: hand out a read-only view.
            planes = planes.view()
            planes.flags.writeable = False
        obs = {"observation": planes, "action_mask": masks}
        return obs, rewards, terminated, truncated, info

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None
    ) -> tuple[Obs, dict[str, Any]]:
        """Restarts every game (reseeding ``step_random`` when ``seed`` is given); returns
        ``(obs, info)``."""
        if seed is not None:
            self._core.reseed(seed)
        arrays = self._out()
        self._core.reset(*arrays)
        obs, _r, _te, _tr, info = self._results(arrays, stepped=False)
        return obs, info

    def step(
        self, actions: npt.ArrayLike
    ) -> tuple[Obs, npt.NDArray[np.float32], npt.NDArray[np.bool_], npt.NDArray[np.bool_], dict[str, Any]]:
        """Plays ``actions[i]`` (side to move's view, in the last mask) in game ``i``; returns
        ``(obs, rewards[N, 2], terminated, truncated, info)``. Raises ``ValueError`` for an
        action outside its mask (then no game changes)."""
        ids = np.ascontiguousarray(actions, dtype=np.int64).reshape(-1)
        arrays = self._out()
        self._core.step(ids, *arrays)
        return self._results(arrays, stepped=True)

    def step_random(
        self,
    ) -> tuple[Obs, npt.NDArray[np.float32], npt.NDArray[np.bool_], npt.NDArray[np.bool_], dict[str, Any]]:
        """Steps every game with a uniformly random legal action chosen in Rust (seeded);
        the actions are ``info["actions"]`` (uint32[N], side to move's view)."""
        arrays = self._out()
        actions = np.empty(self.num_envs, np.uint32) if self.copy else self._actions
        self._core.step_random(actions, *arrays)
        result = self._results(arrays, stepped=True)
        result[4]["actions"] = actions
        return result

    def game(self, index: int) -> ActionGame:
        """A copy of game ``index`` (to save its state, e.g. in a tree search)."""
        return self._core.game(index)

    def restore(self, index: int, game: ActionGame) -> None:
        """Replaces game ``index`` by a copy of ``game``; its next observation is
        ``game.planes(game.side_to_move)`` with mask ``game.legal_action_mask(game.side_to_move)``."""
        self._core.restore(index, game)

    def close_extras(self, **kwargs: Any) -> None:
        """Nothing to release (the games live in Rust memory freed with the object)."""
