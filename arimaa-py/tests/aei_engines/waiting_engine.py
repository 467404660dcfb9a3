"""An engine made with ``arimaa.aei.run_engine`` that thinks until it is told to stop.

Its ``choose_move`` waits until ``deadline.should_stop()`` (the controller sent ``stop``,
or the hard time limit passed), then plays the standard setup or the first legal move.
Mode ``raises`` (first argument) makes ``choose_move`` raise instead.
"""

from __future__ import annotations

import sys
import time

import arimaa
import arimaa.aei


def choose_move(game: arimaa.Game, deadline: arimaa.aei.Deadline) -> arimaa.Move | arimaa.Setup:
    if sys.argv[1:] == ["raises"]:
        raise RuntimeError("this engine is broken on purpose")
    while not deadline.should_stop():
        time.sleep(0.005)
    if game.is_setup_phase():
        return arimaa.Setup.standard(game.side_to_move)
    return game.legal_moves()[0]


arimaa.aei.run_engine(choose_move, name="waiting", author="arimaa-py tests", version="1")
