"""AEI against software nobody here wrote: AEI's own tools (``pip install aei==1.4.1``:
``roundrobin``, ``analyze``, ``simple_engine``) with the ``arimaa`` program and with a
Python engine made by ``arimaa.aei.run_engine``.

- ``roundrobin`` runs the guide's ``roundrobin.cfg`` (``docs/guide/cli.md``: ``arimaa aei``
  against ``simple_engine``) and the guide's five-line Python engine (``docs/guide/aei.md``)
  against ``simple_engine``:
  every game finishes on the board, nobody times out, and the result file parses and
  replays (by the rules of ``arimaa``) to the recorded result.
- ``analyze`` with ``arimaa aei`` on a position prints a legal ``bestmove`` (also with the
  options ``hash``, ``depth`` and ``threads``; ``roundrobin`` too with two threads).
- ``arimaa play --silver aei:simple_engine`` and ``arimaa match bot aei:simple_engine``
  finish with records that replay to their result.

The ``arimaa`` program is ``$ARIMAA_BIN`` (set by ``arimaa-py/scripts/test.sh``, which builds
it), else ``target/release/arimaa`` or ``target/debug/arimaa``; without one, or without
AEI's tools, these tests are skipped visibly.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import arimaa

REPO = Path(__file__).resolve().parents[2]
GUIDE = REPO / "docs" / "guide"
# Short games: 1 s per move, a small reserve (the bot aims for 0.9 s a move).
TC = "1s/5s"


def arimaa_bin() -> str:
    env = os.environ.get("ARIMAA_BIN")
    candidates = [Path(env)] if env else []
    candidates += [REPO / "target" / "release" / "arimaa", REPO / "target" / "debug" / "arimaa"]
    for c in candidates:
        if c.is_file() and os.access(c, os.X_OK):
            return str(c)
    pytest.skip("the arimaa program is not built (cargo build --release -p arimaa-cli)")


def tool(name: str) -> str:
    """An AEI tool from the virtualenv (or PATH), or a visible skip."""
    path = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if path is None:
        pytest.skip(f"AEI's {name} is not installed (pip install aei==1.4.1)")
    return path


def readme_block(page: str, heading: str, lang: str) -> str:
    """The first ```lang block after the heading ``heading`` (its text, any level) of the
    guide's page ``page`` (these blocks are marked ``tested-by`` a test here)."""
    text = (GUIDE / page).read_text(encoding="utf-8")
    found = re.search(rf"^#+ {re.escape(heading)}$", text, re.M)
    assert found is not None, f"no heading {heading!r} in docs/guide/{page}"
    match = re.compile(rf"```{lang}\n(.*?)```", re.S).search(text, found.end())
    assert match is not None, f"no {lang} block after {heading!r} in docs/guide/{page}"
    return match.group(1)


def run(args: list[str], cwd: Path, timeout: float = 240) -> str:
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    proc = subprocess.run(
        args, cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env
    )
    assert proc.returncode == 0, f"{args}: exit {proc.returncode}\n{proc.stdout}\n{proc.stderr}"
    return proc.stdout


def pgn_games(path: Path) -> list[tuple[dict[str, str], list[str]]]:
    """The games of roundrobin's result file: ``[Tag "value"]`` lines, then one move per
    line (``12g Ed2n Ed3n``), then the result (``1-0``)."""
    games: list[tuple[dict[str, str], list[str]]] = []
    for block in re.split(r"\n(?:1-0|0-1)\n", path.read_text()):
        lines = [line for line in block.splitlines() if line.strip()]
        if not lines:
            continue
        tags: dict[str, str] = {}
        for line in lines:
            tag = re.fullmatch(r'\[(\w+) "(.*)"\]', line)
            if tag is not None:
                tags[tag.group(1)] = tag.group(2)
        moves = [line for line in lines if not line.startswith("[")]
        games.append((tags, moves))
    return games


def check_roundrobin(out: str, pgn: Path, names: tuple[str, str]) -> list[dict[str, str]]:
    """Every game in the result file replays by the rules to its recorded result; nobody
    timed out. Returns the tags of each game."""
    for name in names:
        assert re.search(rf"^{re.escape(name)} has \d+ wins and 0 timeouts$", out, re.M), out
    games = pgn_games(pgn)
    assert games, out
    for tags, moves in games:
        game = arimaa.Game()
        for line in moves:
            label, turn = line.split(" ", 1)
            assert label == game.next_label, (label, game.next_label)
            game.play(turn)
        winner = arimaa.Color.GOLD if tags["Result"] == "1-0" else arimaa.Color.SILVER
        assert tags["PlyCount"] == str(len(moves)), tags
        if tags["ResultCode"] in ("g", "e", "m"):
            # The rules reach the same end: roundrobin and arimaa agree.
            assert game.outcome() == arimaa.Outcome.parse(
                f"{winner.letter}{tags['ResultCode']}"
            ), (tags, game.outcome())
        else:
            pytest.fail(f"a game ended by {tags['ResultCode']!r}: {tags}\n{out}")
    return [tags for tags, _ in games]


def test_roundrobin_runs_the_readme_config(tmp_path: Path) -> None:
    cfg = readme_block("cli.md", "The built-in bot in a tournament", "ini")
    assert "cmdline = arimaa aei" in cfg and "cmdline = simple_engine" in cfg
    cfg = cfg.replace("cmdline = arimaa aei", f"cmdline = {shlex.quote(arimaa_bin())} aei")
    cfg = cfg.replace("cmdline = simple_engine", f"cmdline = {shlex.quote(tool('simple_engine'))}")
    (tmp_path / "roundrobin.cfg").write_text(cfg)
    out = run(
        [tool("roundrobin"), "--config", "roundrobin.cfg", "-r", "2", "--tc", TC,
         "--pgn", "results.pgn"],
        tmp_path,
    )
    tags = check_roundrobin(out, tmp_path / "results.pgn", ("arimaa", "simple"))
    # Two rounds: each bot has gold once.
    assert sorted(t["White"] for t in tags) == ["arimaa", "simple"]


def test_python_engine_from_the_readme_plays_roundrobin(tmp_path: Path) -> None:
    snippet = readme_block("aei.md", "A Python engine in five lines", "python")
    assert len(snippet.strip().splitlines()) <= 6, snippet
    (tmp_path / "random_bot.py").write_text(snippet)
    (tmp_path / "roundrobin.cfg").write_text(
        "[global]\nrounds = 1\nbots = python simple\n\n"
        f"[python]\ncmdline = {shlex.quote(sys.executable)} random_bot.py\n\n"
        f"[simple]\ncmdline = {shlex.quote(tool('simple_engine'))}\n"
    )
    out = run(
        [tool("roundrobin"), "--config", "roundrobin.cfg", "--tc", TC, "--pgn", "r.pgn"],
        tmp_path,
    )
    (tags,) = check_roundrobin(out, tmp_path / "r.pgn", ("python", "simple"))
    assert (tags["White"], tags["Black"]) == ("python", "simple")


def test_analyze_with_arimaa_aei_gives_a_legal_bestmove(tmp_path: Path) -> None:
    position = arimaa.Position.from_short(
        "s [rrrrrrrrhdcemcdh                    E           HDCM CDHRRRRRRRR]"
    )
    (tmp_path / "position.txt").write_text(position.to_diagram() + "\n")
    (tmp_path / "analyze.cfg").write_text(
        f"[global]\ndefault_engine = arimaa\n\n[arimaa]\ncmdline = {shlex.quote(arimaa_bin())} aei\n"
        "bot_tcmove = 1\n"
    )
    out = run([tool("analyze"), "--config", "analyze.cfg", "position.txt"], tmp_path)
    best = re.search(r"^bestmove: (.+)$", out, re.M)
    assert best is not None, out
    after = position.play(best.group(1))  # legal, by the rules
    assert after.side_to_move == arimaa.Color.GOLD


def test_roundrobin_with_two_threads(tmp_path: Path) -> None:
    # The guide's tournament with the bot searching on two threads (roundrobin sends
    # bot_threads as `setoption name threads value 2`): one round, no timeout, and every
    # game replays to its recorded result.
    cfg = readme_block("cli.md", "The built-in bot in a tournament", "ini")
    cfg = cfg.replace("cmdline = arimaa aei", f"cmdline = {shlex.quote(arimaa_bin())} aei")
    cfg = cfg.replace("cmdline = simple_engine", f"cmdline = {shlex.quote(tool('simple_engine'))}")
    cfg = cfg.replace("bot_hash = 16", "bot_hash = 16\nbot_threads = 2")
    assert "bot_threads = 2" in cfg, cfg
    (tmp_path / "roundrobin.cfg").write_text(cfg)
    out = run(
        [tool("roundrobin"), "--config", "roundrobin.cfg", "-r", "1", "--tc", TC,
         "--pgn", "results.pgn"],
        tmp_path,
    )
    assert "Warning" not in out, out
    check_roundrobin(out, tmp_path / "results.pgn", ("arimaa", "simple"))


@pytest.mark.parametrize("threads", [1, 2])
def test_analyze_with_the_depth_and_hash_options(tmp_path: Path, threads: int) -> None:
    # AEI's analyze sends bot_* as setoption: a fixed depth of 6 steps, a 4 MB table and
    # one or two threads; no time control, so the depth alone ends the search.
    position = arimaa.Position.standard()
    (tmp_path / "position.txt").write_text(position.to_diagram() + "\n")
    (tmp_path / "analyze.cfg").write_text(
        f"[global]\ndefault_engine = arimaa\n\n[arimaa]\ncmdline = {shlex.quote(arimaa_bin())} aei\n"
        f"bot_hash = 4\nbot_depth = 6\nbot_threads = {threads}\n"
    )
    out = run([tool("analyze"), "--config", "analyze.cfg", "position.txt"], tmp_path)
    assert "Warning" not in out, out
    best = re.search(r"^bestmove: (.+)$", out, re.M)
    assert best is not None, out
    after = position.play(best.group(1))
    assert after.side_to_move == arimaa.Color.SILVER


def test_arimaa_play_against_simple_engine(tmp_path: Path) -> None:
    log = tmp_path / "game.txt"
    run(
        [arimaa_bin(), "play", "--gold", "bot", "--silver",
         f"aei:{tool('simple_engine')}", "--tc", TC, "--log", str(log)],
        tmp_path,
    )
    text = log.read_text()
    assert re.search(r"^Silver: Sample Engine \(aei:", text, re.M), text
    game = arimaa.Game.from_record(text)
    outcome = game.outcome()
    assert outcome is not None and outcome.termination.is_decided_by_board(), text


def test_arimaa_match_against_simple_engine(tmp_path: Path) -> None:
    out = tmp_path / "games.txt"
    table = run(
        [arimaa_bin(), "match", "bot", f"aei:{tool('simple_engine')}",
         "--games", "2", "--tc", TC, "--out", str(out)],
        tmp_path,
    )
    assert table.startswith(f"2 games, time control {TC}\n"), table
    records = list(arimaa.read_games(str(out)))
    assert len(records) == 2
    for record in records:
        recorded = record.outcome()
        assert recorded is not None and recorded.termination.is_decided_by_board(), table
        assert record.replay().outcome() == recorded


def test_readme_engine_example_runs(tmp_path: Path) -> None:
    """The guide's ``arimaa.aei.Engine`` example (``docs/guide/aei.md``), as written: a
    whole game of ``simple_engine`` against itself."""
    snippet = readme_block("aei.md", "AEI from Python: `arimaa.aei`", "python")
    assert 'Engine.popen("simple_engine")' in snippet
    tool("simple_engine")
    (tmp_path / "example.py").write_text(snippet + "print(game.outcome())\n")
    out = run([sys.executable, "example.py"], tmp_path, timeout=120)
    # The id line, then the outcome of a finished game (e.g. "sg": silver by goal).
    assert "'name': 'Sample Engine'" in out, out
    assert re.search(r"^[gs][gem]$", out.splitlines()[-1]), out
