"""Positions of Hellas built by hand, for the rules tests."""

from __future__ import annotations

import random

from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.hellas import content, turn
from hellenica_tui.games.hellas.evolve import evolve
from hellenica_tui.games.hellas.setup import initial_state
from hellenica_tui.games.hellas.state import State, key

IDX = content.load("standard")
L, D = "light", "dark"


def position(
    tiles: list[tuple[str, int, int, int, str, int, int]],
    *,
    phase: str = "choose",
    current: int = 0,
    turn_no: int = 3,
    hands: dict[str, list[str]] | None = None,
    stack: list[str] | None = None,
) -> State:
    """A main-game state: `tiles` are (tile, q, r, turn, owner, greeks, ships) laid
    around the Dolphin; supplies hold what the map does not; hands as given (empty
    by default); the stack holds the other tiles unless given."""
    s = initial_state(IDX, [L, D], seed=1)
    start = IDX.content.start.id
    s.placed = {start: (0, 0, 0)}
    s.grid = {key(0, 0): start}
    s.owner, s.greeks, s.ships = {}, {}, {}
    for tid, q, r, t, owner, greeks, ships in tiles:
        s.placed[tid] = (q, r, t)
        s.grid[key(q, r)] = tid
        s.owner[tid] = owner
        s.greeks[tid] = greeks
        s.ships[tid] = ships
    for p in (L, D):
        s.greek_supply[p] = IDX.numbers.greeks - sum(g for _, _, _, _, o, g, _ in tiles if o == p)
        s.ship_supply[p] = IDX.numbers.ships - sum(n for _, _, _, _, o, _, n in tiles if o == p)
    s.hands = {L: [], D: []} if hands is None else {p: list(h) for p, h in hands.items()}
    s.fresh = {L: [], D: []}
    s.stack = [t for t in IDX.city_ids if t not in s.placed] if stack is None else list(stack)
    s.aside, s.drawn = [], ""
    s.phase = phase  # type: ignore[assignment]
    s.current, s.turn = current, turn_no
    return s


def play(s: State, player: str, cmd: Command | str, seed: int = 0) -> list[Event]:
    """Decide and fold one command (text or object) into `s`; returns its events."""
    from hellenica_tui.games.hellas.notation import parse_command

    if isinstance(cmd, str):
        cmd = parse_command(cmd, IDX)
    events = turn.decide(s, player, cmd, random.Random(seed))
    for e in events:
        evolve(s, e)
    return events


def legal_texts(s: State, player: str) -> list[str]:
    from hellenica_tui.games.hellas.notation import format_command

    return [format_command(c) for c in turn.legal_commands(s, player)]


# Tiles laid for the tests, every edge matching (q, r, turn):
#   athens (1,0) 0: land on its east, north-east and north-west edges, its west edge on the Dolphin
#   argos (1,-1) 5: its south-east edge is land and meets athens, its south-west edge the Dolphin
#   delos (-1,0): an island west of the Dolphin, reached from athens by water only
#   naxos (0,1): an island between the Dolphin and athens
#   (2,-1) touches athens and argos with land: mycenae (all land) fits there
def athens(owner: str = L, greeks: int = 3, ships: int = 1) -> tuple[str, int, int, int, str, int, int]:
    return ("athens", 1, 0, 0, owner, greeks, ships)


def argos(owner: str = D, greeks: int = 2, ships: int = 1) -> tuple[str, int, int, int, str, int, int]:
    return ("argos", 1, -1, 5, owner, greeks, ships)


def delos(owner: str = D, greeks: int = 2, ships: int = 0) -> tuple[str, int, int, int, str, int, int]:
    return ("delos", -1, 0, 0, owner, greeks, ships)


def naxos(owner: str = L, greeks: int = 2, ships: int = 0) -> tuple[str, int, int, int, str, int, int]:
    return ("naxos", 0, 1, 0, owner, greeks, ships)
