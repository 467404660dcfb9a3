"""Properties over random games (hypothesis): every listed move plays, the list and the
count agree, and positions survive the repr/pickle/short-form round trips."""

from __future__ import annotations

import pickle
import random

import arimaa
from hypothesis import given, settings
from hypothesis import strategies as st

from arimaa import Game, Position


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), length=st.integers(0, 12))
def test_random_games_stay_consistent(seed: int, length: int) -> None:
    rng = random.Random(seed)
    game = Game.from_position(Position.standard())
    for _ in range(length):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
    pos = game.position()
    assert pos.count_moves() == len(pos.legal_moves())
    assert pickle.loads(pickle.dumps(pos)) == pos
    assert eval(repr(pos), vars(arimaa)) == pos
    assert Position.from_short(pos.to_short()) == pos
    assert Position.from_diagram(str(pos)) == pos
    again: Game = pickle.loads(pickle.dumps(game))
    assert again.history() == game.history()
