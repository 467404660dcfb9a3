"""Reinforcement-learning environments for Arimaa (install the extra: ``pip install "arimaa[rl]"``).

- :mod:`arimaa.envs.pettingzoo`: a PettingZoo AEC environment, ``env()``.
- :mod:`arimaa.envs.openspiel`: the OpenSpiel game ``python_arimaa`` (registered on import).
- :mod:`arimaa.envs.vector`: ``SelfPlayEnv``, N games stepped together in Rust for
  self-play training (Gymnasium's vector API, observations and masks in NumPy arrays).

Both play whole games (setups included) through :class:`arimaa.ActionGame`, with the action
ids, masks and planes of ``arimaa_rules::encoding`` seen from the acting side (silver's
board is flipped, so both sides play "up the board").
"""
