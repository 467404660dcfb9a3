"""``arimaa.aei``: ``Engine`` driving AEI engines (AEI's own ``simple_engine`` and the
scripted faulty engines of ``arimaa-aei/tests/fake_engines``), and ``run_engine`` serving
AEI from a Python function, driven line by line.

The expected values come from the protocol text (``AEI_PROTOCOL.md``), the fake engines'
scripts (what each one sends) and the rules (every move is checked by playing it).
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import arimaa
import arimaa.aei
from arimaa.aei import (
    Engine,
    EngineDiedError,
    EngineError,
    EngineIllegalMoveError,
    EngineProtocolError,
    EngineTimeoutError,
)

REPO = Path(__file__).resolve().parents[2]
FAKE = REPO / "arimaa-aei" / "tests" / "fake_engines" / "fake_engine.py"
WAITING = Path(__file__).resolve().parent / "aei_engines" / "waiting_engine.py"

STANDARD_SETUPS = (
    "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2",
    "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7",
)


def fake(mode: str) -> str:
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(FAKE))} {mode}"


def after_setups() -> arimaa.Game:
    game = arimaa.Game()
    for setup in STANDARD_SETUPS:
        game.play(setup)
    return game


def gone(pid: int) -> bool:
    """Whether process ``pid`` has ended and been reaped."""
    return not Path(f"/proc/{pid}").exists()


def simple_engine() -> str:
    """AEI's ``simple_engine`` (pip install aei), or a visible skip."""
    path = shutil.which("simple_engine") or shutil.which(
        "simple_engine", path=str(Path(sys.executable).parent)
    )
    if path is None:
        pytest.skip("AEI's simple_engine is not installed (pip install aei==1.4.1)")
    return shlex.quote(path)


# ---------------------------------------------------------------------------- Engine


def test_engine_plays_a_whole_game_of_simple_engine() -> None:
    with Engine.popen(simple_engine()) as engine:
        # simple_engine's opening phase: `id name Sample Engine`, `id author Janzert`.
        assert engine.id == {"name": "Sample Engine", "author": "Janzert"}
        assert engine.name == "Sample Engine"
        assert engine.is_running() and engine.pid is not None
        pid = engine.pid
        game = arimaa.Game()
        while not game.is_over() and game.move_number < 200:
            turn = engine.play(game, seconds=2)
            assert turn is not None, "simple_engine never resigns"
            if game.is_setup_phase():
                assert isinstance(turn, arimaa.Setup) and len(turn) == 16
            else:
                assert isinstance(turn, arimaa.Move) and 1 <= len(turn) <= 4
            game.play(turn)  # the rules accept it (Engine checked it already)
        assert game.is_over() or game.move_number == 200
    assert not engine.is_running() and engine.pid is None
    assert gone(pid)


def test_engine_searches_a_position_and_analyses() -> None:
    position = arimaa.Position.from_short(
        "g [rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]"
    )
    with Engine.popen(simple_engine()) as engine:
        move = engine.play(position, seconds=1)
        assert isinstance(move, arimaa.Move)
        position.play(move)  # legal in that position
        info = engine.analyze(position, seconds=1)
        assert isinstance(info, dict)
        assert all(isinstance(k, str) and isinstance(v, str) for k, v in info.items())
        # simple_engine answers every unknown option with a warning log line.
        logs = engine.configure({"hash": 64, "ponder": True})
        assert logs == [
            "Warning: Received unrecognized option, hash",
            "Warning: Received unrecognized option, ponder",
        ]
        assert engine.ping() == []
        assert engine.quit() is True  # it exits by itself on quit
        assert engine.quit() is False


def test_no_aeiok_is_a_timeout_naming_the_engine() -> None:
    start = time.monotonic()
    with pytest.raises(EngineTimeoutError) as info:
        Engine.popen(fake("no-aeiok"), timeout=1)
    assert time.monotonic() - start < 5
    err = info.value
    assert "did not answer aeiok" in str(err) and "fake_engine.py" in err.engine
    assert err.termination == arimaa.Termination.FORFEIT
    assert isinstance(err, EngineError) and isinstance(err, arimaa.ArimaaError)


@pytest.mark.parametrize(
    ("mode", "time_limit", "cls", "letter", "said"),
    [
        ("garbage", None, EngineProtocolError, "f", '"hello, I am not AEI"'),
        ("illegal", 5, EngineIllegalMoveError, "i", "illegal turn at 2g: `Ea1n`"),
        ("late", 1, EngineTimeoutError, "t", "did not answer bestmove"),
        ("dies", None, EngineDiedError, "f", "died during its search"),
        ("silent", 1, EngineTimeoutError, "t", "did not answer bestmove"),
    ],
)
def test_faulty_engines_raise_typed_errors(
    mode: str,
    time_limit: float | None,
    cls: type[EngineError],
    letter: str,
    said: str,
) -> None:
    engine = Engine.popen(fake(mode), timeout=5, search_timeout=2)
    pid = engine.pid
    assert engine.name == f"fake-{mode}" and pid is not None
    with pytest.raises(cls) as info:
        engine.play(after_setups(), seconds=time_limit)
    err = info.value
    assert err.engine == f"fake-{mode}" and said in str(err), str(err)
    assert err.termination is not None and err.termination.letter == letter
    # The failed engine was stopped: no process left, and the object says so.
    assert gone(pid) and not engine.is_running()
    with pytest.raises(EngineDiedError):
        engine.play(after_setups())
    if isinstance(err, EngineIllegalMoveError):
        assert (err.label, err.text) == ("2g", "Ea1n")
        assert err.rule != ""


def test_engine_that_cannot_start() -> None:
    with pytest.raises(EngineDiedError) as info:
        Engine.popen("/nonexistent/engine --flag")
    assert "/nonexistent/engine" in str(info.value)


def test_bad_arguments_are_type_and_value_errors() -> None:
    with Engine.popen(fake("good")) as engine:
        with pytest.raises(TypeError):
            engine.play("not a game")  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            engine.play(arimaa.Game(), seconds=-1)
        assert engine.play(arimaa.Game()) == arimaa.Setup.parse(STANDARD_SETUPS[0])
        over = after_setups()
        over.resign()
        with pytest.raises(arimaa.IllegalMoveError) as info:
            engine.play(over)
        assert info.value.rule == "game_over"
        assert engine.is_running()  # the engine did nothing wrong


def test_one_engine_shared_by_threads_serialises() -> None:
    """Eight threads search with one engine: calls serialise, every answer is the fake
    engine's scripted one, no error."""
    answers: list[object] = []
    errors: list[BaseException] = []
    with Engine.popen(fake("good")) as engine:

        def work() -> None:
            try:
                for _ in range(5):
                    answers.append(engine.play(after_setups(), seconds=2))
            except BaseException as e:  # noqa: BLE001 - collected for the assertion
                errors.append(e)

        threads = [threading.Thread(target=work) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert errors == []
    assert answers == [arimaa.Move.parse("Ee2n")] * 40


# ---------------------------------------------------------------------------- run_engine


class Session:
    """A ``run_engine`` process driven line by line."""

    def __init__(self, *args: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(WAITING), *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )

    def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read(self) -> str:
        assert self.proc.stdout is not None
        return self.proc.stdout.readline().rstrip("\n")

    def until(self, prefix: str) -> list[str]:
        lines: list[str] = []
        while True:
            line = self.read()
            assert line != "", f"end of output before {prefix!r}: {lines}"
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def finish(self) -> tuple[int, str]:
        out, err = self.proc.communicate(timeout=10)
        return self.proc.returncode, err


def test_run_engine_opening_phase_isready_while_thinking_and_stop() -> None:
    s = Session()
    s.send("aei")
    assert s.until("aeiok") == [
        "protocol-version 1",
        "id name waiting",
        "id author arimaa-py tests",
        "id version 1",
        "aeiok",
    ]
    s.send("newgame")
    s.send("go")
    time.sleep(0.3)
    # Thinking (it waits for stop): isready is still answered at once.
    s.send("isready")
    assert s.read() == "readyok"
    started = time.monotonic()
    s.send("stop")
    assert s.read() == f"bestmove {STANDARD_SETUPS[0]}"
    assert time.monotonic() - started < 2
    # The game goes on from makemove; the engine answers for silver, then gold.
    s.send(f"makemove {STANDARD_SETUPS[0]}")
    s.send("go")
    s.send("stop")
    assert s.read() == f"bestmove {STANDARD_SETUPS[1]}"
    s.send("quit")
    code, err = s.finish()
    assert code == 0, err


def test_run_engine_deadline_from_the_time_options() -> None:
    """With tcmove 1 and no reserve the hard limit is 1 s less a tenth: the function's
    deadline ends the search without a stop."""
    s = Session()
    s.send("aei")
    s.until("aeiok")
    s.send("setoption name tcmove value 1")
    s.send("setoption name tcreserve value 0")
    s.send("setposition g [rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]")
    started = time.monotonic()
    s.send("go")
    line = s.read()
    took = time.monotonic() - started
    assert line.startswith("bestmove ")
    arimaa.Position.from_short(
        "g [rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]"
    ).play(line.removeprefix("bestmove "))
    assert 0.5 < took < 1.0, took
    s.send("quit")
    assert s.finish()[0] == 0


def test_run_engine_illegal_makemove_is_logged_with_its_rule() -> None:
    s = Session()
    s.send("aei")
    s.until("aeiok")
    s.send("newgame")
    s.send("makemove Ra1 Rb1")  # an incomplete setup
    line = s.read()
    assert line.startswith("log Error: illegal makemove Ra1 Rb1 at 1g: "), line
    s.send("quit")
    assert s.finish()[0] == 0


def test_run_engine_function_that_raises_resigns_with_a_log() -> None:
    s = Session("raises")
    s.send("aei")
    s.until("aeiok")
    s.send("newgame")
    s.send("go")
    lines = s.until("bestmove")
    assert lines[-1] == "bestmove resign"
    assert any("this engine is broken on purpose" in line for line in lines[:-1]), lines
    s.send("quit")
    code, err = s.finish()
    assert code == 0
    assert "RuntimeError: this engine is broken on purpose" in err  # the traceback


def test_run_engine_unknown_message_is_a_protocol_error() -> None:
    s = Session()
    s.send("aei")
    s.until("aeiok")
    s.send("dance")
    assert s.read() == 'log Error: unknown message type "dance"'
    code, err = s.finish()
    assert code != 0
    assert "arimaa.aei.EngineProtocolError" in err


def test_run_engine_driven_by_engine() -> None:
    """Both halves of arimaa.aei together: Engine drives a run_engine process."""
    command = f"{shlex.quote(sys.executable)} {shlex.quote(str(WAITING))}"
    with Engine.popen(command) as engine:
        assert engine.id == {"name": "waiting", "author": "arimaa-py tests", "version": "1"}
        game = arimaa.Game()
        for _ in range(3):
            turn = engine.play(game, seconds=1)
            assert turn is not None
            game.play(turn)
        assert game.next_label == "2s"
