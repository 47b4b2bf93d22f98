"""Keys per command for a first game, by pointing against typing.

Athens (a person) plays a 2-player game against Sparta (the rulebook AI) to its
end, choosing among its legal commands at random with a seeded hand (the
productive actions first, as a new player tries things). Each command Athens gives
is counted twice, as the game screen would take it:

- typing: ':' then each word by the shortest start that only it has among the
  words the prompt completes there, and Tab (or the whole word and a space), then
  Enter;
- pointing: the arrow keys that walk the map cursor to the area the command names
  (a shortest walk of the screen's arrow keys), Enter, the Downs (or the Ups, which
  go round from the top) and Enter in each list (split by verb and kind as the
  screen splits it), Enter to give; a command
  naming no area is found in the list of everything allowed now (`H`). While a
  stack moves, the destination's Enter lists the units to send.
  Mouse clicks are counted beside: two on an area (one if the cursor is there),
  one per list, one on Give.

The secret dialogs (Ethos cards, bids) and the combat dialog are the same either
way and are left out. Prints, per kind of command and in all, the mean keys
each way. Usage: python bench/bench_pointing_keys.py [GAMES] (default 3).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict

from hellenica_tui.ai import bots
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.table.hints import hints
from hellenica_tui.games.hellenica.table.pointing import destinations, menu
from hellenica_tui.seat.board.mapmodel import MapModel
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.maplayout import arrow_keys

PRODUCTIVE = ("build", "research", "train", "worship", "supply", "move", "done", "patron", "keep", "choose",
              "favorite", "direction", "quiet", "destroy", "withdraw", "stay")
SECRET = ("keep", "redraw", "bid")  # dialogs either way: not counted


def typing_keys(text: str, completions: list[str]) -> int:
    words, keys = text.split(), 2  # ':' and Enter
    split = [c.split() for c in completions]
    for i, word in enumerate(words):
        others = {c[i] for c in split if len(c) > i and c[:i] == words[:i]}
        keys += next((n + 1 for n in range(1, len(word)) if [w for w in others if w.startswith(word[:n])] == [word]),
                     len(word) + 1)
    return keys


def list_keys(offers: list[tuple[str, str]], wanted: str) -> tuple[int, int]:
    """Keys (Downs and Enter, each list) and clicks to pick `wanted` from `offers`."""
    keys = clicks = 0
    for _ in range(6):
        entries = menu(offers)
        for n, (text, _, members) in enumerate(entries):
            if text == wanted or (members and wanted in [t for t, _ in members]):
                keys, clicks = keys + min(n, len(entries) - n) + 1, clicks + 1  # Downs, or Ups round the top
                if not members:
                    return keys, clicks
                offers = members
                break
        else:
            raise AssertionError(f"{wanted} not offered")
    raise AssertionError(wanted)


def pointing_keys(session: GameSession, text: str, cursor: str, model: MapModel) -> tuple[int, int, str]:
    """Keys and clicks to give `text` by pointing; where the cursor ends."""
    player = session.viewer
    assert player is not None
    hex_of = {a: c.hex for a, c in model.cells.items()}
    moves = destinations(session.state, player, session.game.legal_commands(player)) if session.state.movement else {}
    target = next((a for a, offers in moves.items() if text in [t for t, _ in offers]), None)
    if target is not None:
        offers = moves[target]
    else:
        words = [w for w in text.split() if w in model.cells]
        target = next((a for a in words if text in [t for t, _ in session.commands_here(a)]), None)
        offers = session.commands_here(target) if target is not None else []
    if target is None:  # in the list of everything allowed now
        flat = [pair for _, pairs in hints(session.state, player) for pair in pairs]
        keys, clicks = list_keys(flat, text)
        return 1 + keys + 1, clicks + 2, cursor  # H ... Enter gives (a click on an area with none, or H)
    walked = arrow_keys(model.at_hex, hex_of[cursor], target)
    keys, clicks = list_keys(offers, text)
    return walked + 1 + keys + 1, (1 if cursor == target else 2) + clicks + 1, target


def play(seed: int, found: dict[str, list[tuple[int, int, int]]]) -> tuple[int, str]:
    rng = random.Random(seed)
    session = GameSession.new(["athens", "sparta"], seed, ai=["sparta"])
    model = MapModel.of(session.content)
    cursor = model.start_area()
    turns = 0
    while not session.state.winners and session.state.turn < 40:
        bots.advance(session.game)
        if session.state.winners or "athens" not in session.to_act():
            break
        legal = [RULESET.format(c) for c in session.game.legal_commands("athens")]
        pick = rng.choice([t for t in legal if t.split()[0] in PRODUCTIVE] or legal)
        verb = pick.split()[0]
        if verb not in SECRET:
            typed = typing_keys(pick, session.completions())
            keys, clicks, cursor = pointing_keys(session, pick, cursor, model)
            found[verb].append((typed, keys, clicks))
        session.submit(pick)
        turns = session.state.turn
    winners = ",".join(session.state.winners) or "none"
    session.close()
    return turns, winners


def main(games: int) -> None:
    os.environ.setdefault("HELLENICA_SAVES", tempfile.mkdtemp())
    found: dict[str, list[tuple[int, int, int]]] = defaultdict(list)
    start = time.process_time()
    for seed in range(1, games + 1):
        turns, winners = play(seed, found)
        print(f"game {seed}: {turns} turns, won by {winners}")
    print(f"{'command':<10} {'count':>5} {'typing':>7} {'pointing':>9} {'clicks':>7}")
    every = [row for rows in found.values() for row in rows]
    for verb, rows in sorted(found.items(), key=lambda item: -len(item[1])):
        print(f"{verb:<10} {len(rows):>5} {statistics.mean(r[0] for r in rows):>7.1f} "
              f"{statistics.mean(r[1] for r in rows):>9.1f} {statistics.mean(r[2] for r in rows):>7.1f}")
    print(f"{'all':<10} {len(every):>5} {statistics.mean(r[0] for r in every):>7.1f} "
          f"{statistics.mean(r[1] for r in every):>9.1f} {statistics.mean(r[2] for r in every):>7.1f}")
    print(f"{games} games, {time.process_time() - start:.1f} CPU s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
