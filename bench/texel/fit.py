#!/usr/bin/env python3
"""Texel tuning of the search bot's evaluation weights (bench/texel/README.md).

Reads the feature files of `texel_features` (FILE.npy with FILE.json; the first one's
FILE.weights are the starting weights), and fits the logistic of the static evaluation
to the games' results, as in Texel tuning (P. Österlund, 2014; the Chess Programming
Wiki's "Texel's Tuning Method"): the predicted score of gold is

    P = 1 / (1 + 10^(-K e / 400)),   e = base + sum_j w_j f_j

(e the evaluation from gold's side, linear in every weight but rabbit_advance_floor,
which stays as given), and the error is the mean squared difference between P and the
result (1 gold won, 0 silver won) over the positions.

   Two offsets join the evaluation in the prediction, gold's advantage b and the side to
   move's t (e + b ± t): the evaluation is the same for both sides and has no term for
   either, so no weight can absorb them; they are fitted with K and again with the
   weights, reported, and not written.

1. The games are split at random (--seed) into a training set and a held-out set
   (--held-out, a share of the games, not of the positions: positions of one game are
   alike).
2. K: the value that minimises the training error with the starting weights (golden
   section search over log K, the offsets fitted for each K).
3. The weights: K fixed, gradient descent (Adam) on the training error plus an L2 pull
   toward the starting weights (--l2, per weight, in units of the weight's typical
   contribution: lambda * sum_j ((w_j - w0_j) * s_j)^2, s_j the standard deviation of
   feature j), for --steps steps; weights whose feature never varies, and the fields of
   --fixed, stay as they are. --sample-weight weighs the positions of each feature file
   (e.g. the real games more than self-play).
   Then rounded to whole numbers and clamped to the weights' range (-10,000 to 10,000).
4. The error before and after on both sets, from the linear model; with `--check`, also
   from the bot's own evaluation with the written weights (texel_features run again).

Writes the fitted weights (the text format of Weights::parse) to --out and a report
(--report, JSON) with K, the errors, the data, the command.
"""

from __future__ import annotations

import argparse
import json
import math
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np

RANGE = 10_000


def load(paths: list[Path]) -> tuple[np.ndarray, list[str], list[dict[str, Any]]]:
    """The rows of every file (a column `source` = the file's index appended), the
    columns of the first, the metadata of each."""
    mats, metas, names = [], [], None
    for i, p in enumerate(paths):
        m = np.load(p.with_suffix(".npy"))
        meta = json.loads(p.with_suffix(".json").read_text())
        if names is None:
            names = meta["columns"]
        elif meta["columns"] != names:
            raise SystemExit(f"{p}: other columns than {paths[0]}")
        mats.append(np.hstack([m, np.full((m.shape[0], 1), i, dtype=np.float32)]))
        metas.append(meta)
    assert names is not None
    return np.vstack(mats).astype(np.float64), names + ["source"], metas


def predict(e: np.ndarray, k: float) -> np.ndarray:
    """Gold's expected score for evaluations ``e``: 1 / (1 + 10^(-k e / 400))."""
    return 1.0 / (1.0 + np.power(10.0, np.clip(-k * e / 400.0, -30, 30)))


def mse(e: np.ndarray, y: np.ndarray, k: float) -> float:
    return float(np.mean((predict(e, k) - y) ** 2))


def fit_k(e: np.ndarray, y: np.ndarray) -> float:
    """The K in [0.01, 100] of least error (golden section on log K)."""
    lo, hi = math.log(0.01), math.log(100.0)
    g = (math.sqrt(5) - 1) / 2
    a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    fa, fb = mse(e, y, math.exp(a)), mse(e, y, math.exp(b))
    for _ in range(80):
        if fa < fb:
            hi, b, fb = b, a, fa
            a = hi - g * (hi - lo)
            fa = mse(e, y, math.exp(a))
        else:
            lo, a, fa = a, b, fb
            b = lo + g * (hi - lo)
            fb = mse(e, y, math.exp(b))
    return math.exp((lo + hi) / 2)


def fit_k_and_offsets(
    e: np.ndarray, side: np.ndarray, y: np.ndarray, sw: np.ndarray
) -> tuple[float, float, float]:
    """K, gold's offset and the side to move's (evaluation units) of least weighted error
    for evaluations ``e``: K by golden section, each time with the offsets that are best
    for it (Newton-free: a few hundred Adam steps from the previous ones)."""
    offsets = np.zeros(2)

    def best_offsets(k: float) -> float:
        nonlocal offsets
        m = np.zeros(2)
        v = np.zeros(2)
        c = k * math.log(10) / 400.0
        for t in range(1, 301):
            pr = predict(e + offsets[0] + offsets[1] * side, k)
            g_e = sw * 2.0 * (pr - y) * pr * (1.0 - pr) * c / len(y)
            grad = np.array([g_e.sum(), (g_e * side).sum()])
            m = 0.9 * m + 0.1 * grad
            v = 0.999 * v + 0.001 * grad**2
            offsets = offsets - 5.0 * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8)
        return float(np.mean(sw * (predict(e + offsets[0] + offsets[1] * side, k) - y) ** 2))

    lo, hi = math.log(0.01), math.log(100.0)
    g = (math.sqrt(5) - 1) / 2
    for _ in range(30):
        a, b = hi - g * (hi - lo), lo + g * (hi - lo)
        if best_offsets(math.exp(a)) < best_offsets(math.exp(b)):
            hi = b
        else:
            lo = a
    k = math.exp((lo + hi) / 2)
    best_offsets(k)
    return k, float(offsets[0]), float(offsets[1])


def read_weights(text: str) -> list[tuple[str, list[int]]]:
    """The fields of a weights text (as written by the bot: `name = v0 v1 ...`)."""
    out = []
    for line in text.splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, values = line.split("=")
            out.append((name.strip(), [int(v) for v in values.split()]))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("features", nargs="+", type=Path, help="texel_features outputs (without .npy)")
    p.add_argument("--out", type=Path, required=True, help="the fitted weights file")
    p.add_argument("--report", type=Path, help="the report (JSON); default: OUT.json")
    p.add_argument("--held-out", type=float, default=0.1, help="share of games held out (0.1)")
    p.add_argument("--seed", type=int, default=1, help="seed of the split (1)")
    p.add_argument("--l2", type=float, default=1e-4, help="pull toward the start (1e-4)")
    p.add_argument("--steps", type=int, default=3000, help="gradient steps (3000)")
    p.add_argument("--rate", type=float, default=2.0, help="Adam's step, weight units (2)")
    p.add_argument("--check", type=Path, metavar="TEXEL_FEATURES",
                   help="the texel_features program: evaluate every position again with the "
                   "written weights (the bot's own evaluation, not the linear model)")  # fmt: skip
    p.add_argument("--fixed", nargs="*", default=[], metavar="FIELD",
                   help="fields kept at their starting values (e.g. piece_rank)")  # fmt: skip
    p.add_argument("--sample-weight", type=float, nargs="*", default=None,
                   help="a weight per feature file, e.g. 3 1: real games count 3 times")  # fmt: skip
    args = p.parse_args(argv)

    data, names, metas = load(args.features)
    col = {n: i for i, n in enumerate(names)}
    feat = [n for n in names if "[" in n]
    fidx = [col[n] for n in feat]
    y = data[:, col["result"]]
    base = data[:, col["base"]]
    f = data[:, fidx]
    start_fields = read_weights(args.features[0].with_suffix(".weights").read_text())
    start = dict(start_fields)
    w0 = np.array([start[n.split("[")[0]][int(n.split("[")[1][:-1])] for n in feat], dtype=np.float64)
    e0 = base + f @ w0
    gap = float(np.max(np.abs(e0 - data[:, col["eval"]])))

    # The split: by game (file, game index, source).
    keys = data[:, [col["source"], col["file"], col["game"]]]
    uniq, inverse = np.unique(keys, axis=0, return_inverse=True)
    inverse = inverse.reshape(-1)
    rng = np.random.default_rng(args.seed)
    held_games = rng.random(len(uniq)) < args.held_out
    held = held_games[inverse]
    train = ~held
    sw = np.ones(len(y))
    if args.sample_weight:
        if len(args.sample_weight) != len(args.features):
            p.error("--sample-weight needs one value per feature file")
        sw = np.array(args.sample_weight)[data[:, col["source"]].astype(int)]
    sw_train = sw[train] / sw[train].mean()

    # Gold's advantage and the side to move's, in evaluation units: two offsets of the
    # prediction fitted with K (and again with the weights) but not written (the
    # evaluation is the same for both sides; these absorb what no weight can say).
    side = np.where(data[:, col["gold_to_move"]] > 0.5, 1.0, -1.0)
    st = side[train]
    k_plain = fit_k(e0[train], y[train])
    plain = {"K": k_plain, "train": mse(e0[train], y[train], k_plain),
             "held_out": mse(e0[held], y[held], k_plain)}  # fmt: skip
    k, bias, tempo = fit_k_and_offsets(e0[train], st, y[train], sw_train)
    # Gradient descent on the training error (weighted), K fixed.
    ft, bt, yt = f[train], base[train], y[train]
    sd = f.std(axis=0)
    active = (sd > 0) & np.array([n.split("[")[0] not in args.fixed for n in feat])
    # The parameters: the weights, then the two offsets.
    theta = np.concatenate([w0, [bias, tempo]])
    start_theta = theta.copy()
    scale = np.concatenate([sd, [1.0, 1.0]])
    moving = np.concatenate([active, [True, True]])
    m = np.zeros_like(theta)
    v = np.zeros_like(theta)
    b1, b2, eps = 0.9, 0.999, 1e-8
    c = k * math.log(10) / 400.0
    for t in range(1, args.steps + 1):
        w = theta[:-2]
        e = bt + ft @ w + theta[-2] + theta[-1] * st
        pr = predict(e, k)
        # d/de mean(sw (p - y)^2) = sw 2 (p - y) p (1 - p) c
        g_e = sw_train * 2.0 * (pr - yt) * pr * (1.0 - pr) * c / len(yt)
        grad = np.concatenate([ft.T @ g_e, [g_e.sum(), (g_e * st).sum()]])
        grad += 2.0 * args.l2 * (theta - start_theta) * scale**2 * moving
        grad[~moving] = 0.0
        m = b1 * m + (1 - b1) * grad
        v = b2 * v + (1 - b2) * grad**2
        theta -= args.rate * (m / (1 - b1**t)) / (np.sqrt(v / (1 - b2**t)) + eps)
        theta[:-2] = np.clip(theta[:-2], -RANGE, RANGE)
        if t % 500 == 0 or t == args.steps:
            e = bt + ft @ theta[:-2] + theta[-2] + theta[-1] * st
            print(f"step {t}: train mse {mse(e, yt, k):.6f}", flush=True)
    w = theta[:-2]
    bias1, tempo1 = float(theta[-2]), float(theta[-1])
    wi = np.clip(np.rint(w), -RANGE, RANGE)
    # The errors with each fit's offsets (before: those fitted with K; after: the final).
    e0 = e0 + bias + tempo * side
    e1 = base + f @ wi + bias1 + tempo1 * side

    fitted = {name: list(values) for name, values in start_fields}
    for n, val in zip(feat, wi):
        fitted[n.split("[")[0]][int(n.split("[")[1][:-1])] = int(val)
    lines = [
        "# Evaluation weights fitted by Texel tuning (bench/texel/fit.py); see bench/texel/README.md.",
        f"# {shlex.join([Path(sys.argv[0]).name, *(argv if argv is not None else sys.argv[1:])])}",
        f"# K = {k:.4f}; positions: {int(train.sum())} train, {int(held.sum())} held out.",
    ]
    lines += [f"{name} = {' '.join(str(x) for x in values)}" for name, values in fitted.items()]
    args.out.write_text("\n".join(lines) + "\n")

    report = {
        "command": shlex.join([sys.executable, *sys.argv]),
        "features": [str(x) for x in args.features],
        "sources": [{k2: m2[k2] for k2 in ("files", "games", "positions", "skipped_games",
                                            "positions_with_a_goal_left_out")} for m2 in metas],  # fmt: skip
        "positions": {"train": int(train.sum()), "held_out": int(held.sum())},
        "games": {"train": int((~held_games).sum()), "held_out": int(held_games.sum())},
        "linear_model_max_gap": gap,
        "K": k,
        "without_offsets_before": plain,
        "offsets_before": {"gold": bias, "side_to_move": tempo},
        "offsets_after": {"gold": bias1, "side_to_move": tempo1},
        "mse_before": {"train": mse(e0[train], y[train], k), "held_out": mse(e0[held], y[held], k)},
        "mse_after": {"train": mse(e1[train], y[train], k), "held_out": mse(e1[held], y[held], k)},
        "mse_constant_half": float(np.mean((0.5 - y) ** 2)),
        "l2": args.l2, "steps": args.steps, "rate": args.rate, "seed": args.seed,
        "sample_weight": args.sample_weight, "fixed": args.fixed,
        "changed": {n: [int(a), int(b)] for n, a, b in zip(feat, w0, wi) if a != b},
    }  # fmt: skip
    if args.check:
        exact = []
        for i, m2 in enumerate(metas):
            tmp = args.out.parent / f"{args.out.stem}-check{i}"
            subprocess.run([str(args.check), "--out", str(tmp), "--weights", str(args.out),
                            *m2["files"]], check=True, capture_output=True)  # fmt: skip
            exact.append(np.load(tmp.with_suffix(".npy"))[:, col["eval"]].astype(np.float64))
            for ext in (".npy", ".json", ".weights"):
                tmp.with_suffix(ext).unlink()
        e2 = np.concatenate(exact) + bias1 + tempo1 * side
        report["mse_after_exact"] = {"train": mse(e2[train], y[train], k),
                                     "held_out": mse(e2[held], y[held], k),
                                     "max_gap_to_linear": float(np.max(np.abs(e2 - e1)))}  # fmt: skip
    for src in range(len(args.features)):
        s = data[:, col["source"]] == src
        report[f"mse_source{src}"] = {
            "before_held_out": mse(e0[held & s], y[held & s], k) if (held & s).any() else None,
            "after_held_out": mse(e1[held & s], y[held & s], k) if (held & s).any() else None,
        }
    (args.report or args.out.with_suffix(".json")).write_text(json.dumps(report, indent=1) + "\n")
    print(json.dumps({x: report[x] for x in ("positions", "K", "offsets_before", "offsets_after",
                                             "mse_before", "mse_after", "linear_model_max_gap")}))  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
