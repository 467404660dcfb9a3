"""Tests of ``bench/strength`` (run by ``./scripts/test`` in the arimaa-py virtualenv, which
has dask): its Elo arithmetic against values worked out from the formulas outside the
script, and a smoke run of two games of ``bot:greedy`` against itself on a LocalCluster
of one worker, whose records must replay. The program is ``$ARIMAA_BIN`` (scripts/test
builds it); without it, or without dask, the smoke run is a visible skip."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from script_loader import load_script

SCRIPT = Path(__file__).resolve().parent / "strength"


strength = load_script(SCRIPT, "strength_script")


def close(x: float, expected: float) -> None:
    assert abs(x - expected) < 0.01, (x, expected)


def test_elo_of_known_scores() -> None:
    # 30 of 40: s = 0.75, 400 * log10(3) = 190.849; the score's half-width
    # 1.96 * sqrt(0.75 * 0.25 / 40) = 0.134192: s from 0.615808 (1/s - 1 = 0.623878,
    # +81.959) to 0.884192 (1/s - 1 = 0.130976, +353.123).
    elo, low, high = strength.elo_interval(30, 10)
    close(elo, 190.849)
    close(low, 81.959)
    close(high, 353.123)
    assert strength.format_elo(30, 10) == "+190.8 [+82.0, +353.1]"
    assert strength.format_elo(20, 20) == "+0.0 [-111.3, +111.3]"
    # 19 of 20: the upper end of the score, 1.0455, is past 1: open.
    assert strength.format_elo(19, 1) == "+511.5 [+307.5, +inf]"
    # Every game won: Wilson's n / (n + 1.96^2) = 40 / 43.8416 = 0.912375, +407.019.
    assert strength.format_elo(40, 0) == "> +407.0"
    assert strength.format_elo(0, 40) == "< -407.0"
    assert strength.format_elo(0, 0) == "-"


def test_times_per_side() -> None:
    assert strength.parse_times("0.2") == (0.2, 0.2)
    assert strength.parse_times("0.1:1s") == (0.1, 1.0)
    for bad in ["0", "-1", "a", "1:2:3", "inf"]:
        with pytest.raises(Exception):
            strength.parse_times(bad)


def test_a_node_budget_replaces_the_bots_move_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []

    def fake_run(cmd: list[str], **_: object) -> subprocess.CompletedProcess[str]:
        seen.append(cmd)
        return subprocess.CompletedProcess(cmd, 1, "", "not run")

    monkeypatch.setattr(strength.subprocess, "run", fake_run)
    out = str(tmp_path / "batch-0000.txt")
    batch = strength.Batch(0, "bot:classic", (0.25, 1.0), 2, 7, out, 150000)
    assert strength.play_batch("arimaa", "bot", batch, None).error is not None
    cmd = seen[0]
    assert cmd[cmd.index("--nodes-a") + 1] == "150000"
    assert cmd[cmd.index("--move-time-b") + 1] == "1.0"
    assert "--move-time-a" not in cmd
    row = strength.Row("bot:classic", (0.25, 1.0), 150000)
    assert row.cells()[1:3] == ["150000 nodes", "1s"]


def test_two_games_on_a_local_cluster(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    arimaa = os.environ.get("ARIMAA_BIN")
    if not arimaa or not Path(arimaa).exists():
        pytest.skip("ARIMAA_BIN is not set to a built arimaa program (scripts/test sets it)")
    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--arimaa", arimaa, "--bot", "bot:greedy",
         "--ladder", "bot:greedy", "--times", "0.05", "--games", "2", "--workers", "1",
         "--out-dir", str(out)],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("opponent "))
    row = lines[header + 1].split()
    # opponent, bot time, opp time, games, wins, losses.
    assert row[:4] == ["bot:greedy", "0.05s", "0.05s", "2"], row
    assert int(row[4]) + int(row[5]) == 2, row
    assert any(line.startswith("replay: ok: total: 2 games, 2 ok") for line in lines), lines
    records = sorted(out.glob("batch-*.txt"))
    assert len(records) == 1
    # The archive header and two games.
    assert len(records[0].read_text().splitlines()) == 3
