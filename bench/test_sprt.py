"""Tests of ``bench/sprt`` (run by ``./scripts/test`` in the arimaa-py virtualenv, which
has dask) and of the opening suite ``bench/openings/openings.tsv``.

The expected values come from outside the script: the constrained maximum-likelihood
distributions found again by another method (coordinate ascent of the log-likelihood over
the distributions of the given mean, instead of the script's Lagrange multiplier), the
LLR of a two-point distribution written out by hand (the binomial LLR), the normal
approximation of the LLR for a large sample, symmetric cases whose LLR is 0, Wald's bounds
and an Elo interval worked out by hand. Then a tiny hand-written archive scored as a pair,
the opening suite played by `arimaa match`, and a smoke run of the whole script (2 pairs
of the same program against itself at 200 nodes a move on a LocalCluster of one worker,
the records replayed), and a run stopped by hand (SIGINT) that sums up its finished pairs
and leaves no game running. The program is ``$ARIMAA_BIN`` (scripts/test builds it);
without it, or without dask, those are visible skips."""

from __future__ import annotations

import math
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from script_loader import load_script

HERE = Path(__file__).resolve().parent
SCRIPT = HERE / "sprt"
OPENINGS = HERE / "openings" / "openings.tsv"


sprt = load_script(SCRIPT, "sprt_script")
SCORES = [0.0, 0.25, 0.5, 0.75, 1.0]


def arimaa_bin() -> str:
    arimaa = os.environ.get("ARIMAA_BIN")
    if not arimaa or not Path(arimaa).exists():
        pytest.skip("ARIMAA_BIN is not set to a built arimaa program (scripts/test sets it)")
    return arimaa


# --- The statistics --------------------------------------------------------------------


def test_wald_bounds_and_the_stop_rule() -> None:
    lower, upper = sprt.sprt_bounds(0.05, 0.05)
    # ln(0.05 / 0.95) = -ln(19) = -2.944439.
    assert abs(lower - -2.944439) < 1e-6 and abs(upper - 2.944439) < 1e-6
    lower, upper = sprt.sprt_bounds(0.05, 0.1)
    assert abs(lower - math.log(0.1 / 0.95)) < 1e-12  # -2.251292
    assert abs(upper - math.log(0.9 / 0.05)) < 1e-12  # +2.890372
    assert sprt.decide(-2.95, -2.944, 2.944) == "H0"
    assert sprt.decide(-2.944, -2.944, 2.944) == "H0"
    assert sprt.decide(2.944, -2.944, 2.944) == "H1"
    assert sprt.decide(0.0, -2.944, 2.944) is None
    assert sprt.decide(2.9, -2.944, 2.944) is None


def test_logistic_elo() -> None:
    assert sprt.logistic(0) == 0.5
    # 400 Elo: odds of 10 to 1, 10/11.
    assert abs(sprt.logistic(400) - 10 / 11) < 1e-12
    assert abs(sprt.elo_of_score(10 / 11) - 400) < 1e-9
    assert sprt.elo_of_score(1.0) == math.inf and sprt.elo_of_score(0.0) == -math.inf


def log_likelihood(p: list[float], q: list[float]) -> float:
    return sum(pi * math.log(qi) for pi, qi in zip(p, q))


def mle_by_coordinate_ascent(p: list[float], s: float) -> list[float]:
    """The distribution q on SCORES of mean s maximizing sum p_i ln q_i, found by golden
    section searches along the three directions that keep the sum and the mean (second
    differences), from a feasible start, until nothing moves: no Lagrange multiplier."""
    q = [0.2] * 5
    t = (s - 0.5) / 0.5  # mix the uniform with a point mass at 1 (or 0) to reach mean s
    q = [qi * (1 - abs(t)) for qi in q]
    q[4 if t > 0 else 0] += abs(t)
    directions = [[1, -2, 1, 0, 0], [0, 1, -2, 1, 0], [0, 0, 1, -2, 1]]
    golden = (math.sqrt(5) - 1) / 2
    for _ in range(400):
        for d in directions:
            # The steps keeping every q_i > 0.
            lo = max((-qi / di for qi, di in zip(q, d) if di > 0), default=-1.0)
            hi = min((-qi / di for qi, di in zip(q, d) if di < 0), default=1.0)
            lo, hi = lo + 1e-15, hi - 1e-15
            def f(x: float) -> float:
                return log_likelihood(p, [qi + x * di for qi, di in zip(q, d)])

            a, b = lo, hi
            for _ in range(100):
                c1, c2 = b - golden * (b - a), a + golden * (b - a)
                if f(c1) < f(c2):
                    a = c1
                else:
                    b = c2
            x = (a + b) / 2
            q = [qi + x * di for qi, di in zip(q, d)]
    return q


@pytest.mark.parametrize(
    "counts,s",
    [([10, 25, 40, 20, 5], 0.5), ([10, 25, 40, 20, 5], 0.53592), ([1, 3, 9, 7, 2], 0.4)],
)
def test_the_constrained_mle_against_coordinate_ascent(counts: list[int], s: float) -> None:
    n = sum(counts)
    p = [c / n for c in counts]
    mine = [q for _, q in sprt.mle_expected(list(zip(SCORES, p)), s)]
    other = mle_by_coordinate_ascent(p, s)
    assert abs(sum(other) - 1) < 1e-9 and abs(sum(q * a for q, a in zip(other, SCORES)) - s) < 1e-9
    assert abs(sum(mine) - 1) < 1e-9 and abs(sum(q * a for q, a in zip(mine, SCORES)) - s) < 1e-9
    for x, y in zip(mine, other):
        assert abs(x - y) < 1e-6, (mine, other)
    # The LLR from the other method's distributions.
    s0, s1 = sprt.logistic(0), sprt.logistic(25)
    q0, q1 = mle_by_coordinate_ascent(p, s0), mle_by_coordinate_ascent(p, s1)
    expected = n * sum(pi * math.log(b / a) for pi, a, b in zip(p, q0, q1))
    assert abs(sprt.llr(counts, 0, 25) - expected) < 1e-5


def test_a_two_point_distribution_gives_the_binomial_llr() -> None:
    # On the scores {0, 1} the only distribution of mean s is (1 - s, s): the LLR of 60
    # wins in 100 between s1 = L(25) and s0 = 1/2 is
    # 60 ln(s1 / 0.5) + 40 ln((1 - s1) / 0.5); L(25) = 1 / (1 + 10^(-1/16)) = 0.535916.
    s1 = 1 / (1 + 10 ** (-25 / 400))
    assert abs(s1 - 0.535916) < 1e-6
    expected = 60 * math.log(s1 / 0.5) + 40 * math.log((1 - s1) / 0.5)
    # ln(1.071832) = 0.0693695, ln(0.928168) = -0.074543: 4.16217 - 2.98172 = 1.18045.
    assert abs(expected - 1.18045) < 1e-4
    got = sprt.llr_of_pdf(100, [(0.0, 0.4), (1.0, 0.6)], 0.5, s1)
    assert abs(got - expected) < 1e-9


def test_symmetric_results_between_symmetric_bounds_give_zero() -> None:
    # Pair counts symmetric about an even score, bounds -10 and +10 Elo (s0 = 1 - s1):
    # the two constrained distributions mirror each other, so the LLR is 0.
    assert abs(sprt.llr([3, 10, 20, 10, 3], -10, 10)) < 1e-9
    assert abs(sprt.llr([0, 5, 0, 5, 0], -5, 5)) < 1e-9


def test_the_llr_of_a_large_sample_agrees_with_the_normal_approximation() -> None:
    # For many pairs and close bounds, LLR ~ N (s1 - s0) (2 mu - s0 - s1) / (2 var), mu
    # and var the mean and variance of the per-game pair score.
    counts = [400, 2600, 5000, 2700, 450]
    n = sum(counts)
    mu = sum(c * a for c, a in zip(counts, SCORES)) / n
    var = sum(c * (a - mu) ** 2 for c, a in zip(counts, SCORES)) / n
    s0, s1 = 0.5, 1 / (1 + 10 ** (-5 / 400))
    approx = n * (s1 - s0) * (2 * mu - s0 - s1) / (2 * var)
    got = sprt.llr(counts, 0, 5)
    assert abs(got - approx) < 0.01 * abs(approx), (got, approx)
    # More wins than losses: the LLR leans to H1; the mirror image to H0.
    assert got > 0 and sprt.llr(counts[::-1], 0, 5) < 0


def test_the_elo_estimate_and_its_interval() -> None:
    # [1, 2, 4, 2, 1]: mean 0.5, Elo 0; variance (2 * 0.25 + 4 * 0.0625) / 10 = 0.075,
    # half-width 1.96 sqrt(0.075 / 10) = 0.169741; 0.669741: 1/s - 1 = 0.493108,
    # -400 log10 = +122.8; the lower end is its mirror.
    elo, low, high = sprt.elo_estimate([1, 2, 4, 2, 1])
    assert abs(elo) < 1e-9
    assert abs(high - 122.83) < 0.01 and abs(low + 122.83) < 0.01
    assert sprt.format_elo([1, 2, 4, 2, 1]) == "+0.0 +- 122.8 [-122.8, +122.8]"
    # [0, 0, 1, 2, 1]: mean (0.5 + 1.5 + 1) / 4 = 0.75, +190.8 Elo.
    assert abs(sprt.elo_estimate([0, 0, 1, 2, 1])[0] - 400 * math.log10(3)) < 1e-9
    assert sprt.elo_estimate([0] * 5) is None
    assert sprt.format_elo([0] * 5) == "-"


# --- Scoring a pair --------------------------------------------------------------------

ARCHIVE_HEADER = "id\twusername\tbusername\tresult\ttermination\tplycount\tmovelist"


def write_pair(tmp_path: Path, rows: list[tuple[str, str]]) -> str:
    lines = [ARCHIVE_HEADER]
    for i, (result, termination) in enumerate(rows, 1):
        lines.append(f"{i}\tx\ty\t{result}\t{termination}\t30\t1w Ra1\\n1b ra8")
    path = tmp_path / "pair.txt"
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def test_a_pair_is_scored_for_new_by_colour(tmp_path: Path) -> None:
    # Game 1: A gold; game 2: B gold. Gold wins both by goal.
    path = write_pair(tmp_path, [("w", "g"), ("w", "g")])
    for new_is_a in (True, False):
        r = sprt.read_pair(path, new_is_a)
        assert (r.score, r.wins, r.losses, r.games) == (1.0, 1, 1, 2)
    # A wins both (gold in game 1, silver in game 2): 2 points when NEW is A, 0 when B.
    path = write_pair(tmp_path, [("w", "e"), ("b", "m")])
    assert sprt.read_pair(path, True).score == 2.0
    assert sprt.read_pair(path, False).score == 0.0
    assert [sprt.pair_bin(x) for x in (0, 0.5, 1, 1.5, 2)] == [0, 1, 2, 3, 4]


def test_turn_limits_and_faults_are_counted(tmp_path: Path) -> None:
    # Game 1 decided at the turn limit for silver (B); game 2: gold (B) lost on time.
    path = write_pair(tmp_path, [("b", "s"), ("b", "t")])
    r = sprt.read_pair(path, new_is_a=False)
    assert (r.score, r.turn_limit, r.faults) == (1.0, 1, ["t by NEW"])
    r = sprt.read_pair(path, new_is_a=True)
    assert (r.score, r.turn_limit, r.faults) == (1.0, 1, ["t by BASE"])
    # A game without a result is half a point.
    path = write_pair(tmp_path, [("w", "g"), ("", "")])
    r = sprt.read_pair(path, new_is_a=True)
    assert (r.score, r.unfinished) == (1.5, 1)


def test_the_summary_row_has_the_logs_columns() -> None:
    t = sprt.Tally()
    t.counts = [1, 2, 4, 2, 1]
    t.games, t.wins, t.losses = 20, 10, 10
    row = sprt.summary_row("2026-11-27", "x", "main", "worktree", "200 nodes", 0, 25, t, "inconclusive")
    header = [c.strip() for c in sprt.HEADER.strip("|").split("|")]
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert len(cells) == len(header) == 13
    assert cells[5:10] == ["[0, 25]", "10", "20", "10-10", "[1, 2, 4, 2, 1]"]
    assert cells[11:] == ["+0.0 ± 122.8", "inconclusive"]
    assert header[0] == "date" and header[-1] == "result"
    # The strength log's table has the same columns.
    assert sprt.HEADER in (HERE / "strength-log.md").read_text().splitlines()


# --- The opening suite -----------------------------------------------------------------


def test_the_opening_suite_is_2000_distinct_openings_under_its_header() -> None:
    lines = OPENINGS.read_text().splitlines()
    assert lines[0].startswith("# ")
    body = [line for line in lines if not line.startswith("#")]
    assert body[0] == "gold\tsilver\tsource"
    assert len(body) == 2001
    seen = set()
    for line in body[1:]:
        gold, silver, source = line.split("\t")
        assert len(gold.split()) == 16 and len(silver.split()) == 16, line
        assert source.startswith(("archive:", "crossed:", "random:")), line
        # Distinct: the same placements in another order are the same opening.
        key = (frozenset(gold.split()), frozenset(silver.split()))
        assert key not in seen, line
        seen.add(key)
    assert sprt.count_openings(OPENINGS) == 2000


def test_crossed_openings_join_two_real_games_setups() -> None:
    # A crossed opening's gold setup is the gold setup of the real game its source names
    # first, its silver setup the silver setup of the second: both read here from the
    # suite's own archive lines (those games' real pairs).
    rows = [line.split("\t") for line in OPENINGS.read_text().splitlines()[1:]
            if not line.startswith(("#", "gold\t"))]  # fmt: skip
    real = {src.split(":", 1)[1]: (g, s) for g, s, src in rows if src.startswith("archive:")}
    crossed = [(g, s, src) for g, s, src in rows if src.startswith("crossed:")]
    assert len(real) == 183 and len(crossed) == 1600
    for gold, silver, source in crossed:
        _, gold_file, gold_id, silver_file, silver_id = source.split(":")
        assert real[f"{gold_file}:{gold_id}"][0] == gold, source
        assert real[f"{silver_file}:{silver_id}"][1] == silver, source
        assert (gold_file, gold_id) != (silver_file, silver_id), source


def test_random_openings_follow_their_rules() -> None:
    for line in OPENINGS.read_text().splitlines():
        if "\trandom:" not in line:
            continue
        gold, silver, _ = line.split("\t")
        for setup, back, beside in ((gold, "1", ("c2", "f2")), (silver, "8", ("c7", "f7"))):
            at = {p[1:]: p[0].upper() for p in setup.split()}
            assert all(at[sq] != "R" for sq in beside), line
            assert sum(1 for sq, k in at.items() if k == "R" and sq[1] == back) >= 5, line
            assert all(sq[0] not in "ah" for sq, k in at.items() if k in "EM"), line


@pytest.mark.parametrize("start", [0, 131, 199, 1999])
def test_the_opening_suite_plays(tmp_path: Path, start: int) -> None:
    # `arimaa match --openings` reads every line and plays both setups of each on a fresh
    # game before any game: a bad line anywhere fails the command.
    arimaa = arimaa_bin()
    out = tmp_path / "games.txt"
    done = subprocess.run(
        [arimaa, "match", "bot:greedy", "bot:greedy", "--games", "2", "--openings",
         str(OPENINGS), "--opening-start", str(start), "--tc", "10s/60s/100/0/60t",
         "--out", str(out)],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    line = [x for x in OPENINGS.read_text().splitlines() if not x.startswith(("#", "gold\t"))][start]
    gold, silver, _ = line.split("\t")
    games = out.read_text().splitlines()[1:]
    assert len(games) == 2
    for g in games:
        assert f"1w {gold}\\n1b {silver}\\n" in g
    replay = subprocess.run([arimaa, "replay", str(out)], capture_output=True, text=True, check=False)
    assert replay.returncode == 0, replay.stdout


# --- The script ------------------------------------------------------------------------


def test_a_base_without_a_node_budget_is_refused(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    old = tmp_path / "old-arimaa"
    old.write_text("#!/bin/sh\necho 'Usage: arimaa aei [--bot BOT] [--seed N]'\n")
    old.chmod(0o755)
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--base", str(old), "--new", str(old), "--nodes", "200",
         "--out-dir", str(tmp_path / "out")],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert "has no `arimaa aei --nodes`" in done.stdout, done.stdout + done.stderr


def test_two_pairs_on_a_local_cluster(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    arimaa = arimaa_bin()
    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--base", arimaa, "--new", arimaa, "--nodes", "200",
         "--max-pairs", "2", "--workers", "1", "--label", "smoke", "--out-dir", str(out)],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    progress = [line for line in lines if line.startswith("pairs ")]
    assert progress[0].startswith("pairs 1 games 2 penta ")
    assert progress[1].startswith("pairs 2 games 4 penta ")
    assert "LLR " in progress[1] and "[-2.944, +2.944]" in progress[1]
    assert any(line.startswith("inconclusive after 2 pairs") for line in lines), lines
    row = next(line for line in lines if line.startswith("| 2"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert len(cells) == 13 and cells[1] == "smoke" and cells[4] == "200 nodes", row
    assert cells[6:8] == ["2", "4"] and cells[12] == "inconclusive", row
    assert any(line.startswith("replay: ok: total: 4 games, 4 ok") for line in lines), lines
    records = sorted(out.glob("pair-*.txt"))
    assert [r.name for r in records] == ["pair-0000.txt", "pair-0001.txt"]
    assert (out / "sprt.log").read_text().count("\npairs ") >= 2


def test_a_stopped_test_resumes_and_each_opening_is_played_once(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    arimaa = arimaa_bin()
    # Three openings: the first two pairs, then --resume with room for ten pairs plays
    # only the third opening.
    lines = OPENINGS.read_text().splitlines()
    header = [x for x in lines if x.startswith(("#", "gold\t"))]
    body = [x for x in lines if not x.startswith(("#", "gold\t"))][:3]
    three = tmp_path / "three.tsv"
    three.write_text("\n".join(header + body) + "\n")
    out = tmp_path / "out"
    common = [sys.executable, str(SCRIPT), "--base", arimaa, "--new", arimaa, "--nodes",
              "200", "--workers", "1", "--openings", str(three)]  # fmt: skip
    first = subprocess.run(
        [*common, "--max-pairs", "2", "--out-dir", str(out)],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert first.returncode == 0, first.stdout + first.stderr
    again = subprocess.run(
        [*common, "--max-pairs", "10", "--resume", str(out)],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert again.returncode == 0, again.stdout + again.stderr
    said = again.stdout.splitlines()
    assert "  each opening is played once: at most 3 pairs" in said, said
    assert any(x.startswith("  resumed: 2 pairs already in ") for x in said), said
    progress = [x for x in said if x.startswith("pairs ")]
    assert progress[0].startswith("pairs 2 games 4 ") and progress[1].startswith("pairs 3 games 6 ")
    assert any(x.startswith("inconclusive after 3 pairs") for x in said), said
    assert "pairs that repeat an earlier pair's games: 0" in said, said
    assert any(x.startswith("replay: ok: total: 6 games, 6 ok") for x in said), said
    records = sorted(p.name for p in out.glob("pair-*.txt"))
    assert records == ["pair-0000.txt", "pair-0001.txt", "pair-0002.txt"]
    # The third pair played the third opening.
    gold, silver, _ = body[2].split("\t")
    assert f"1w {gold}\\n1b {silver}\\n" in (out / "pair-0002.txt").read_text()


def test_a_test_stopped_by_hand_sums_up_its_pairs_and_ends_the_games_in_flight(
    tmp_path: Path,
) -> None:
    pytest.importorskip("dask.distributed")
    psutil = pytest.importorskip("psutil")
    arimaa = arimaa_bin()
    out = tmp_path / "out"

    def interruptible() -> None:
        # The test command may run with SIGINT ignored (a background job), which the
        # script would inherit: it is given back its default, as in a terminal.
        signal.signal(signal.SIGINT, signal.SIG_DFL)

    def alive(p: Any) -> bool:
        try:
            return bool(p.is_running() and p.status() != psutil.STATUS_ZOMBIE)
        except psutil.Error:
            return False

    def second_pair() -> list[Any]:
        """The match playing pair 1 (its record in the command line) and its engines."""
        for p in psutil.process_iter():
            try:
                if str(out / "pair-0001.txt") in p.cmdline():
                    return [p, *p.children(recursive=True)]
            except psutil.Error:
                continue
        return []

    test = subprocess.Popen(
        [sys.executable, str(SCRIPT), "--base", arimaa, "--new", arimaa, "--nodes", "20000",
         "--max-pairs", "50", "--workers", "1", "--out-dir", str(out)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=interruptible,
    )  # fmt: skip
    assert test.stdout is not None
    said = []
    for line in test.stdout:
        said.append(line.rstrip("\n"))
        if line.startswith("pairs 1 "):
            break
    # The second pair is being played (a match and its two engines) when the signal comes.
    playing: list[Any] = []
    for _ in range(300):
        playing = second_pair()
        if len(playing) == 3:
            break
        time.sleep(0.1)
    assert len(playing) == 3
    test.send_signal(signal.SIGINT)
    rest, err = test.communicate(timeout=300)
    said += rest.splitlines()
    assert test.returncode == 130, "\n".join(said) + err
    stop = next(x for x in said if x.startswith("stopped by hand after "))
    m = re.match(r"stopped by hand after (\d+) pairs", stop)
    assert m is not None and int(m.group(1)) >= 1, stop
    n = int(m.group(1))
    assert "stopped by hand: 1 pair still being played ended, not counted" in said, said
    row = next(x for x in said if x.startswith("| 2"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[6] == str(n) and cells[12] == "stopped by hand", row
    assert any(x.startswith(f"replay: ok: total: {2 * n} games, {2 * n} ok") for x in said), said
    # The match and the engines of the pair in flight were stopped, not left to play on
    # after the script: the pair's record lacks a game, and none of them runs.
    rows = (out / "pair-0001.txt").read_text().splitlines() if n == 1 else []
    assert len(rows) < 3, rows  # a header and at most one game
    for _ in range(10):
        if not any(alive(p) for p in playing):
            break
        time.sleep(0.1)
    assert [p.cmdline() for p in playing if alive(p)] == []


def test_pairs_that_repeat_earlier_games_are_found(tmp_path: Path) -> None:
    header = "id\tresult\tmovelist\n"

    def pair(name: str, a: str, b: str) -> str:
        path = tmp_path / name
        path.write_text(header + f"1\tw\t{a}\n2\tb\t{b}\n")
        return str(path)

    p0 = pair("pair-0000.txt", "1w Ra1\\n2w Ra1n", "1w Rb1\\n2w Rb1n")
    p1 = pair("pair-0001.txt", "1w Ra1\\n2w Ra1n", "1w Rc1\\n2w Rc1n")  # one game differs
    p2 = pair("pair-0002.txt", "1w Ra1\\n2w Ra1n", "1w Rb1\\n2w Rb1n")  # as pair 0
    p3 = pair("pair-0003.txt", "1w Ra1\\n2w Ra1n", "1w Rc1\\n2w Rc1n")  # as pair 1
    assert sprt.repeated_pairs([p0, p1]) == []
    assert sprt.repeated_pairs([p0, p1, p2, p3]) == [(p2, p0), (p3, p1)]


def test_resumed_pairs_stop_at_the_first_missing_or_partial_record(tmp_path: Path) -> None:
    header = "id\tresult\ttermination\tmovelist\n"
    # Pair 0: A (BASE) won as gold, then lost as silver: NEW 1 point. Pair 1: NEW is A,
    # won both: 2 points. Pair 2 holds one game (cut short): not counted, nor is pair 3.
    (tmp_path / "pair-0000.txt").write_text(header + "1\tw\tg\tx\n2\tw\tg\ty\n")
    (tmp_path / "pair-0001.txt").write_text(header + "1\tw\tg\tx\n2\tb\tg\ty\n")
    (tmp_path / "pair-0002.txt").write_text(header + "1\tw\tg\tx\n")
    (tmp_path / "pair-0003.txt").write_text(header + "1\tw\tg\tx\n2\tb\tg\ty\n")
    (tmp_path / "pair-0001.log").write_text(
        "A: arimaa bot 2 2 100.0% 2 0 0 0 0 0 0 0.950s 0.812s 2.249s\n"
        "B: arimaa bot 2 0 0.0% 0 0 0 0 0 0 0 0.889s 0.700s 2.001s\n"
    )
    got = sprt.resumed_pairs(tmp_path)
    assert [(r.index, r.score) for r in got] == [(0, 1.0), (1, 2.0)]
    assert got[1].times == {"NEW": (0.812, 2.249), "BASE": (0.7, 2.001)}


def test_a_bad_openings_file_is_refused_before_any_pair(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    arimaa = arimaa_bin()
    bad = tmp_path / "openings.tsv"
    bad.write_text("gold\tsilver\nRa1 Rb1\tra8\n")
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--base", arimaa, "--new", arimaa, "--nodes", "200",
         "--openings", str(bad), "--out-dir", str(tmp_path / "out")],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert "openings.tsv: line 2: not a legal gold setup" in done.stdout, done.stdout
    assert not list((tmp_path / "out").glob("pair-*.txt"))


# --- AEI options -----------------------------------------------------------------------


def test_options_are_name_value_pairs_and_files_become_absolute(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert sprt.parse_option("hash=64") == ("hash", "64")
    assert sprt.parse_option(" depth = 8 ") == ("depth", "8")
    (tmp_path / "w.weights").write_text("x\n")
    monkeypatch.chdir(tmp_path)
    assert sprt.parse_option("weights=w.weights") == ("weights", str(tmp_path / "w.weights"))
    # Not a file here: left as written.
    assert sprt.parse_option("weights=none.weights") == ("weights", "none.weights")
    for bad in ["hash", "=64", "my option=1"]:
        with pytest.raises(ValueError):
            sprt.parse_option(bad)
    assert sprt.option_args([("hash", "64"), ("depth", "8")], "--option-b") == [
        "--option-b", "hash=64", "--option-b", "depth=8",
    ]  # fmt: skip


def test_each_engine_gets_its_own_options_in_each_colour(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The match's command line, caught instead of run: NEW is A in odd pairs.
    seen: list[list[str]] = []

    class Done:
        returncode, stdout, stderr = 1, "", "not run"

    def fake_run(cmd: list[str], **_: object) -> Done:
        seen.append(cmd)
        return Done()

    monkeypatch.setattr(sprt.subprocess, "run", fake_run)
    base_opts, new_opts = [("hash", "16")], [("weights", "/w/fitted.weights")]
    for k in (0, 1):
        pair = sprt.Pair(k, k % 2 == 1, 1 + k, 200, str(tmp_path / f"pair-{k}.txt"))
        r = sprt.play_pair("arimaa", "base", "new", pair, "o.tsv", "tc", base_opts, new_opts)
        assert r.error and "not run" in r.error
    even, odd = seen
    assert even[even.index("--option-a") + 1] == "hash=16"  # BASE is A in pair 0
    assert even[even.index("--option-b") + 1] == "weights=/w/fitted.weights"
    assert odd[odd.index("--option-a") + 1] == "weights=/w/fitted.weights"
    assert odd[odd.index("--option-b") + 1] == "hash=16"
    assert "aei:base aei --seed 1 --nodes 200" in even


def test_options_reach_the_engine_and_a_refused_one_stops_the_script(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    arimaa = arimaa_bin()
    if not sprt.has_option(arimaa, "match", "--option-a"):
        pytest.skip(f"{arimaa} predates `arimaa match --option-a`")
    # The engine answers a missing file with a log Error; a file it refuses stops the script.
    good = tmp_path / "default.weights"
    answer = subprocess.run(
        [arimaa, "aei"], input="aei\nsetoption name weights value /nonexistent\nisready\nquit\n",
        capture_output=True, text=True, check=False,
    ).stdout  # fmt: skip
    assert "log Error: option weights: /nonexistent: " in answer, answer
    bad = tmp_path / "bad.weights"
    bad.write_text("home_trap_control = 8\n")
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--base", arimaa, "--new", arimaa, "--nodes", "200",
         "--new-option", f"weights={bad}", "--out-dir", str(tmp_path / "out")],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 2, done.stdout + done.stderr
    assert "NEW" in done.stdout and "refuses its options: log Error: option weights:" in done.stdout
    assert "enemy_trap_control: missing" in done.stdout, done.stdout
    assert not list((tmp_path / "out").glob("pair-*.txt"))
    # Taken: one pair, the header names the option, the match sent it.
    good.write_text(DEFAULT_WEIGHTS)
    out = tmp_path / "out2"
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--base", arimaa, "--new", arimaa, "--nodes", "200",
         "--max-pairs", "1", "--workers", "1", "--new-option", f"weights={good}",
         "--base-option", "hash=8", "--out-dir", str(out)],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"  NEW options: weights={good}" in done.stdout, done.stdout
    assert "  BASE options: hash=8" in done.stdout, done.stdout
    log = (out / "pair-0000.log").read_text()
    assert f"--option-b weights={good}" in log and "--option-a hash=8" in log, log
    assert "\tf\t" not in (out / "pair-0000.txt").read_text()


#: The bot's default weights (arimaa_bot::evaluation::Weights::DEFAULT as it writes them),
#: copied by hand: a file every engine of this revision takes.
DEFAULT_WEIGHTS = """\
home_trap_control = 8
enemy_trap_control = 8
frozen_percent = 12
threatened_percent = 60
threatened_to_move_percent = 10
rabbit_advance = 0 0 3 8 18 35 70 0
rabbit_advance_floor = 2
rabbit_free = 0 0 0 15 40 100 200 0
elephant_mobility = 8
elephant_centre = 6
goal_to_move = 0 60 60 60 60 120 70 35 15
goal_waiting = 0 200 180 160 140 60 35 20 10
rabbit_home = 0
home_defence = 0
piece_rank = 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
elephant_blockade = 0
"""


def test_the_budget_column_names_the_move_time_both_engines_aim_at() -> None:
    both = [("move_time_ms", "250")]
    assert sprt.move_time_budget(1, both, both + [("threads", "2")]) == "250 ms/move"
    assert sprt.move_time_budget(1, [], []) == "1s/move"
    # Only one side, different values, or 0 (off): the time control's move time.
    assert sprt.move_time_budget(2, both, []) == "2s/move"
    assert sprt.move_time_budget(1, both, [("move_time_ms", "300")]) == "1s/move"
    assert sprt.move_time_budget(1, [("move_time_ms", "0")], [("move_time_ms", "0")]) == "1s/move"
