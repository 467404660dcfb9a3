#!/usr/bin/env python3
"""Computes the perft figures of tests/data/positions/perft_table.tsv with AEI's pyrimaa.

pyrimaa (PyPI package `aei`, Janzert/AEI, MIT) is the reference implementation of the
rules behind every published Arimaa move count; this script shares no code with this
project. perft over whole moves, as the project's README and `arimaa-rules/RULES.md` define
it: perft(0) = 1, perft(1) = the number of unique moves (`Position.get_moves()`: distinct
boards after a complete legal move, the unchanged board excluded), perft(n) = the sum of
perft(n-1) over those boards; a board where the move just played ended the game by goal
or elimination (`is_goal()`, `is_rabbit_loss()`) is a leaf (0 below depth 0). No history.

Usage (about 10 minutes of one core; perft(2) of the opening is the long one):
    python3 -m venv /tmp/aei && /tmp/aei/bin/pip install aei==1.4.1   # the version of the table's header
    /tmp/aei/bin/python tests/data/scripts/perft_pyrimaa.py > tests/data/positions/perft_table.tsv
"""

import sys
from importlib.metadata import version

from pyrimaa import board
from pyrimaa.board import Color

# (name, side, board as 64 characters rank 8 first, '.' = empty, depth)
POSITIONS = [
    ("opening (AEI BASIC_SETUP)", "g",
     "rrrrrrrrdhcemchd................................DHCMECHDRRRRRRRR", 2),
    # The rows of positions/move_count_table.tsv named here (sources there).
    ("two rabbits and two elephants (move_count_table 79)", "g",
     "re......................................................RE......", 3),
    ("endgame, silver to move (move_count_table 161)", "s",
     "....................................r.r.r.r.E.DrRMeRm..R.hR.....", 2),
    ("endgame, silver to move (move_count_table 141)", "s",
     ".................................C....MrRerE......Drrr.R..RRRRR.", 2),
    # Rabbits only, near both goals: goals and eliminations end many lines (leaves).
    ("rabbits racing (move_count_table move_counter 1)", "g",
     ".r......r.r.....rRRr............................................", 4),
]


def parse(side, squares):
    """A pyrimaa Position with 4 steps left (parse_short_pos wants '[...]', ' ' = empty)."""
    color = Color.GOLD if side == "g" else Color.SILVER
    return board.parse_short_pos(color, 4, "[" + squares.replace(".", " ") + "]")


def perft(pos, depth):
    if depth == 0:
        return 1
    moves = pos.get_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for child in moves:
        if child.is_goal() or child.is_rabbit_loss():
            continue
        total += perft(child, depth - 1)
    return total


def main():
    only = set(sys.argv[1:])
    print(f"# perft figures computed by AEI pyrimaa {version('aei')} (PyPI `aei`) with "
          "tests/data/scripts/perft_pyrimaa.py")
    print("# (definition in that script); boards from move_count_table.tsv (row names given). "
          "board: 64 chars rank 8 first, '.' empty, upper = gold; side to move g/s; no history.")
    print("name\tside\tboard\tdepth\tnodes")
    for name, side, squares, depth in POSITIONS:
        if only and name not in only:
            continue
        nodes = perft(parse(side, squares), depth)
        print(f"{name}\t{side}\t{squares}\t{depth}\t{nodes}", flush=True)


if __name__ == "__main__":
    main()
