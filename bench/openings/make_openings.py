#!/usr/bin/env python3
"""Writes bench/openings/openings.tsv, the fixed opening suite of `bench/sprt` (and of
`arimaa match --openings`): one opening a line, the gold setup and the silver setup in
the arimaa.com notation (16 placements each, `Ra1 Rb1 ... Dh2`), then where it comes
from, separated by TABs, under a header `gold<TAB>silver<TAB>source`.

(a) The distinct (gold setup, silver setup) pairs of the real games of the archive files
    ARCHIVES (arimaa.com's game archive TSV: the setups are the turns `1w` and `1b` of
    the `movelist` field, whose turns are separated by a literal backslash-n), in file
    order; source `archive:<file>:<id>`. Skipped: games flagged `corrupt=1`, games
    whose setup is not exactly 16 placements of the full set on the side's two home
    ranks (handicap games), games where a setup was played more than once (taken back),
    and pairs already written (the same placements in any order).
(b) Crossed real setups: the gold setup of one real game of (a) with the silver setup of
    another, drawn by a seeded RNG (Python's random.Random(SEED)) until CROSSED pairs are
    written; source `crossed:<file>:<gold's game id>:<file>:<silver's game id>`. A pair
    already written is drawn again. Each setup is one a player chose, so the suite stays
    near real play while it grows past the few hundred distinct real pairs: `bench/sprt`
    plays each opening once (a node budget plays the same games again from the same
    opening, whatever the seed).
(c) "Sane random" pairs from random.Random(SEED), as many as needed for TOTAL openings
    in all; source `random:<seed>:<n>` (n from 1). Each side's
    16 pieces are shuffled over its two home ranks (gold: ranks 1 and 2; silver: 8 and
    7) until: the elephant and the camel are not on the a or h file; at least 5 rabbits
    are on the back rank (rank 1 for gold, 8 for silver); and the home-rank squares next
    to the side's traps (c2 and f2 for gold, next to c3 and f3; c7 and f7 for silver,
    next to c6 and f6) hold a piece other than a rabbit. A pair already written is drawn
    again.

Standard library only. Usage: bench/openings/make_openings.py [DATA_DIR] [--out FILE]
(DATA_DIR: the shared data folder holding games/archive/; default $ARIMAA_DATA_DIR, else
../shared/data next to the repository). Every line is checked by the rules in
bench/test_sprt.py (played by `arimaa match --openings`).
"""

from __future__ import annotations

import argparse
import csv
import os
import random
import sys
from pathlib import Path
from typing import Iterator, Optional

REPO = Path(__file__).resolve().parents[2]

#: The archive files read, in this order (in DATA_DIR/games/archive/).
ARCHIVES = ["allgames202602.txt", "allgames2002.txt"]
#: Openings in all: more than a two-core SPRT plays (at most about 1,300 pairs at [0, 15]
#: Elo and 50,000 nodes a move), since each opening is played once.
TOTAL = 2000
#: Crossed real setups (b) after the real pairs.
CROSSED = 1600
#: The seed of the random pairs.
SEED = 20261127

FILES = "abcdefgh"
#: The full set of one side: kind letter (gold's, upper case) and how many.
FULL_SET = {"E": 1, "M": 1, "H": 2, "D": 2, "C": 2, "R": 8}

Setup = tuple[str, ...]  # placements such as "Ra1"


def data_dir(given: Optional[str]) -> Path:
    """The data folder: as given, else $ARIMAA_DATA_DIR, else ../shared/data next to the
    repository."""
    if given:
        return Path(given)
    env = os.environ.get("ARIMAA_DATA_DIR")
    if env:
        return Path(env)
    return REPO.parent / "shared" / "data"


def home_ranks(gold: bool) -> tuple[str, str]:
    """(back rank, front rank) of a side's home: ('1', '2') for gold, ('8', '7') for silver."""
    return ("1", "2") if gold else ("8", "7")


def is_full_setup(placements: list[str], gold: bool) -> bool:
    """Exactly the full set of the side, each piece on its own home-rank square."""
    ranks = home_ranks(gold)
    counts: dict[str, int] = {}
    squares = set()
    for p in placements:
        if len(p) != 3 or p[1] not in FILES or p[2] not in ranks:
            return False
        if p[0].isupper() != gold or p[0].upper() not in FULL_SET:
            return False
        counts[p[0].upper()] = counts.get(p[0].upper(), 0) + 1
        squares.add(p[1:])
    return counts == FULL_SET and len(squares) == 16


def key(setup: Setup) -> frozenset[str]:
    """The placements of a setup whatever their order."""
    return frozenset(setup)


def archive_pairs(folder: Path) -> Iterator[tuple[Setup, Setup, str]]:
    """The usable (gold, silver, source) setups of the archive files, in file order."""
    csv.field_size_limit(1 << 30)
    for name in ARCHIVES:
        path = folder / "games" / "archive" / name
        with open(path, newline="", encoding="utf-8") as f:
            for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
                if row.get("corrupt", "0").strip() == "1":
                    continue
                turns = [t.split() for t in row["movelist"].split("\\n") if t.strip()]
                gold = [t[1:] for t in turns if t[0] in ("1w", "1g")]
                silver = [t[1:] for t in turns if t[0] in ("1b", "1s")]
                if len(gold) != 1 or len(silver) != 1:
                    continue  # no setup, or one taken back
                if not (is_full_setup(gold[0], True) and is_full_setup(silver[0], False)):
                    continue  # a handicap game or a malformed setup
                yield tuple(gold[0]), tuple(silver[0]), f"archive:{name}:{row['id']}"


def random_setup(rng: random.Random, gold: bool) -> Setup:
    """A sane random setup of one side (the rules in the module documentation), rank by
    rank from the back rank, files a to h."""
    back, front = home_ranks(gold)
    squares = [f + back for f in FILES] + [f + front for f in FILES]
    pieces = [k for k, n in FULL_SET.items() for _ in range(n)]
    beside_traps = {"c" + front, "f" + front}
    while True:
        rng.shuffle(pieces)
        at = dict(zip(squares, pieces))
        if any(at[s] in ("E", "M") and s[0] in "ah" for s in squares):
            continue
        if sum(1 for f in FILES if at[f + back] == "R") < 5:
            continue
        if any(at[s] == "R" for s in beside_traps):
            continue
        return tuple((k if gold else k.lower()) + s for s, k in at.items())


def make(folder: Path) -> tuple[list[tuple[Setup, Setup, str]], int]:
    """The openings (archive pairs first, then crossed real setups, then random ones) and
    how many came from the archives' real pairs."""
    openings: list[tuple[Setup, Setup, str]] = []
    seen: set[tuple[frozenset[str], frozenset[str]]] = set()
    for g, s, source in archive_pairs(folder):
        if (key(g), key(s)) in seen:
            continue
        seen.add((key(g), key(s)))
        openings.append((g, s, source))
    from_archive = len(openings)
    rng = random.Random(SEED)
    real = openings[:from_archive]
    crossed = 0
    while crossed < CROSSED and len(real) > 1:
        (g, g_source), (s, s_source) = [(o[i], o[2]) for o, i in zip(rng.sample(real, 2), (0, 1))]
        if (key(g), key(s)) in seen:
            continue
        seen.add((key(g), key(s)))
        crossed += 1
        g_from, s_from = g_source.split(":", 1)[1], s_source.split(":", 1)[1]
        openings.append((g, s, f"crossed:{g_from}:{s_from}"))
    n = 0
    while len(openings) < TOTAL:
        g, s = random_setup(rng, True), random_setup(rng, False)
        if (key(g), key(s)) in seen:
            continue
        seen.add((key(g), key(s)))
        n += 1
        openings.append((g, s, f"random:{SEED}:{n}"))
    return openings[: max(TOTAL, from_archive)], from_archive


def main(argv: Optional[list[str]] = None) -> int:
    """Writes the file; 0 on success."""
    p = argparse.ArgumentParser(
        prog="bench/openings/make_openings.py",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("data_dir", nargs="?", help="the shared data folder (holds games/archive/)")
    p.add_argument(
        "--out", type=Path, default=Path(__file__).resolve().parent / "openings.tsv",
        help="the file written (default bench/openings/openings.tsv)",
    )  # fmt: skip
    args = p.parse_args(argv)
    folder = data_dir(args.data_dir)
    if not (folder / "games" / "archive").is_dir():
        p.error(f"{folder}: no games/archive/ folder (give DATA_DIR or set ARIMAA_DATA_DIR)")
    openings, from_archive = make(folder)
    n_crossed = sum(1 for o in openings if o[2].startswith("crossed:"))
    lines = [
        "# The opening suite of bench/sprt: made by bench/openings/make_openings.py (run it",
        "# again to remake this file; the same data and seed give the same file).",
        f"# {from_archive} pairs from the archives {', '.join(ARCHIVES)} (the distinct",
        "# (gold setup, silver setup) pairs of real games: no game flagged corrupt, no",
        "# handicap game, no setup taken back, no duplicate), then",
        f"# {n_crossed} crossed pairs (the gold setup of one of those real games with the",
        f"# silver setup of another, drawn by random.Random({SEED}), no duplicate), then",
        f"# {len(openings) - from_archive - n_crossed} sane random pairs from random.Random({SEED}): each side's",
        "# 16 pieces on its home ranks, elephant and camel not on files a/h, at least 5 rabbits",
        "# on the back rank (rank 1 for gold, 8 for silver), c2 and f2 (gold) / c7 and f7",
        "# (silver), the home-rank squares next to the traps, held by a piece other than a",
        "# rabbit. Each opening is played once by bench/sprt. Columns: gold setup, silver",
        "# setup, source (archive:<file>:<id>, crossed:<file>:<gold's id>:<file>:<silver's",
        "# id> or random:<seed>:<n>), separated by TABs.",
        "gold\tsilver\tsource",
    ]
    lines += ["\t".join([" ".join(g), " ".join(s), src]) for g, s, src in openings]
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{args.out}: {len(openings)} openings ({from_archive} from the archives)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
