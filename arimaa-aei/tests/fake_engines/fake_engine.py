#!/usr/bin/env python3
"""A scripted, misbehaving AEI engine for the controller's fault tests.

Usage: fake_engine.py MODE. It answers the opening phase (except in mode `no-aeiok`) and
`isready`, then on `go` does what MODE says:
  no-aeiok   sends `protocol-version 1` and never `aeiok` (but keeps reading)
  garbage    sends a line that is not AEI
  illegal    sends `bestmove Ea1n` (no elephant on a1 in the standard position)
  late       sleeps 2.5 s, then sends a legal bestmove (`Ee2n`)
  dies       exits with status 3 in the middle of the game
  silent     never answers `go` (ignores `stop` too)
  good       sends a legal bestmove at once (`Ee2n`, or the standard setup)
Everything runs in this one process (no child processes), so killing it leaves nothing.
"""
import sys
import time

SETUP = {
    "g": "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2",
    "s": "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7",
}


def send(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main() -> None:
    mode = sys.argv[1]
    turns = 0
    for raw in sys.stdin:
        msg = raw.strip()
        if msg == "aei":
            send("protocol-version 1")
            if mode == "no-aeiok":
                continue
            send("id name fake-" + mode)
            send("id author arimaa-aei tests")
            send("aeiok")
        elif msg == "isready":
            send("readyok")
        elif msg == "newgame":
            turns = 0
        elif msg.startswith("makemove"):
            turns += 1
        elif msg == "go":
            if mode == "garbage":
                send("hello, I am not AEI")
            elif mode == "illegal":
                send("bestmove Ea1n")
            elif mode == "late":
                time.sleep(2.5)
                send("bestmove Ee2n")
            elif mode == "dies":
                sys.exit(3)
            elif mode == "silent":
                pass
            elif turns < 2:
                send("bestmove " + SETUP["gs"[turns]])
            else:
                send("bestmove Ee2n")
        elif msg == "quit":
            return


if __name__ == "__main__":
    main()
