"""The Arimaa Engine Interface (AEI), both ways, backed by the Rust crate ``arimaa-aei``.

- :class:`Engine` drives any AEI engine process (sharp, OpFor, AEI's ``simple_engine``,
  ``arimaa aei``), as python-chess's ``chess.engine`` drives UCI engines::

      with arimaa.aei.Engine.popen("simple_engine") as engine:
          move = engine.play(game, seconds=1)

- :func:`run_engine` serves AEI on standard input and output from a Python function
  ``choose_move(game, deadline) -> Move``, so that any AEI controller (``roundrobin``,
  ``analyze``, ``gameroom``, ``arimaa match``) can run it.
- Errors are :class:`EngineError` subclasses (an :class:`arimaa.ArimaaError`), naming the
  engine and what it did: :class:`EngineDiedError`, :class:`EngineTimeoutError`,
  :class:`EngineIllegalMoveError`, :class:`EngineProtocolError`.

No protocol code lives here: messages, clocks, the session loop and the controller are
Rust (``arimaa._arimaa``).
"""

from ._arimaa import (
    Deadline,
    Engine,
    EngineDiedError,
    EngineError,
    EngineIllegalMoveError,
    EngineProtocolError,
    EngineTimeoutError,
    run_engine,
)

__all__ = [
    "Deadline",
    "Engine",
    "EngineDiedError",
    "EngineError",
    "EngineIllegalMoveError",
    "EngineProtocolError",
    "EngineTimeoutError",
    "run_engine",
]
