"""Reinforcement-learning environments for Arimaa (install the extra: ``pip install "arimaa[rl]"``).

- :mod:`arimaa.envs.pettingzoo`: a PettingZoo AEC environment, ``env()``.
- :mod:`arimaa.envs.openspiel`: the OpenSpiel game ``python_arimaa`` (registered on import).
- :mod:`arimaa.envs.vector`: ``SelfPlayEnv``, N games stepped together in Rust for
  self-play training (Gymnasium's vector API, observations and masks in NumPy arrays).
- :mod:`arimaa.envs.opponent`: :func:`bot_actions`, the built-in bot
  (:class:`arimaa.Bot`) as an opponent: the actions of its whole turn (needs no extra).

The environments play whole games (setups included) through :class:`arimaa.ActionGame`, with the action
ids, masks and planes of ``arimaa_rules::encoding`` seen from the acting side (silver's
board is flipped, so both sides play "up the board").
"""

# Re-exported explicitly (no `__all__`, so that the API reference still lists the
# environment modules, which need the extra).
from .opponent import bot_actions as bot_actions, turn_actions as turn_actions
