"""An AI player's view of the game as an `AiMap`, the rulebook AI's picture of the map.

Built from `view(state, ai)` only, and rebuilt after every change. Each stack
becomes one unit per piece with the times it was supplied this turn (most
travelled first, as the rules take them); an AI's garrison becomes the
`marker` of its area rather than units; units a creature keeps in place are
`held`. City Upgrades count on the area where they stand (a mine's own area),
a person's government marker with them. Transport may not cross a sea where a
creature blocks it or another player's units stand, as the movement rules say,
nor go into, out of or across an area an invocation closed for the turn.
"""

from __future__ import annotations

from hellenica_tui.ai.rulebook.aimap import LATE_TURN, AiMap, Site, Unit
from hellenica_tui.ai.rulebook.from_content import transport_per_trireme
from hellenica_tui.ai.rulebook.pathos import held_areas, objective_areas
from hellenica_tui.games.hellenica.ai_seats.holdings import garrison_units
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.economy.upgrades import MINE, sites
from hellenica_tui.games.hellenica.effects.timed import active
from hellenica_tui.games.hellenica.mechanics.movement import MovingUnit
from hellenica_tui.games.hellenica.war.state import times_of

WALLS, WONDER = "city_walls", "wonder"


_UNITS: dict[tuple[str, int, bool], Unit] = {}  # a Unit is a frozen value: one instance of each serves every map


def _unit(key: str, times: int, held: bool) -> Unit:
    found = _UNITS.get((key, times, held))
    if found is None:
        found = _UNITS[key, times, held] = Unit(key, times, held=held)  # type: ignore[arg-type]
    return found


def ai_map(view: State, ai: str, content: Content, board: Board | None = None) -> AiMap:
    """The map as the AI player `ai` sees it in `view` (its own view of the game)."""
    board = board or Board.of(content)
    markers = {seat.garrison: name for name, seat in (view.ai.seats.items() if view.ai else ()) if seat.garrison}
    upgrades: dict[str, dict[str, int]] = {}
    for city, st in view.areas.items():
        if not st.owner or not st.slots:
            continue
        layout = sites(content, city)
        for i, up in enumerate(st.slots):
            if up is not None:
                where = layout[i].area if layout[i].kind == MINE else city
                mine = upgrades.setdefault(where, {})
                mine[st.owner] = mine.get(st.owner, 0) + 1
        if st.government is not None:
            mine = upgrades.setdefault(city, {})
            mine[st.owner] = mine.get(st.owner, 0) + 1
    sites_: dict[str, Site] = {}
    blocked: set[str] = set()
    for area, st in view.areas.items():
        units: dict[str, tuple[MovingUnit, ...]] = {}
        pinned = bool(st.creature) and st.creature_turn == view.turn  # arrived this turn: nothing leaves
        for player, stack in st.units.items():
            fixed = garrison_units(view, area, player)
            pieces: list[Unit] = []
            for key, n in stack.units.items():
                times = times_of(stack.units, stack.supplied, key)[: n - fixed.get(key, 0)]
                held = len(times) if pinned else (stack.held.get(key, 0) if st.creature else 0)
                free = len(times) - min(held, len(times))
                pieces += [_unit(key, t, i >= free) for i, t in enumerate(times)]
            if pieces:
                units[player] = tuple(pieces)
        if board.kind(area) == "sea":
            creature = content.creatures.get(st.creature) if st.creature else None
            if (creature is not None and creature.blocks_sea_transport) or any(p != ai for p in units):
                blocked.add(area)
        kinds = {u.kind for u in st.slots if u is not None}
        here, marker = upgrades.get(area, {}), markers.get(area, "")
        walls, wonder = WALLS in kinds, WONDER in kinds
        if st.owner or units or here or walls or wonder or marker or st.creature:  # else the empty site
            sites_[area] = Site(
                owner=st.owner, units=units, upgrades=here, walls=walls, wonder=wonder, marker=marker,
                creature=st.creature,
            )
    closed: dict[str, set[str]] = {"enter": set(), "leave": set(), "transport": set()}
    for ability in active(view, "block_area"):  # invocations closing an area for the turn
        for what in ability.params.get("blocks", []):  # type: ignore[union-attr]
            closed[what].add(ability.area)
    revealed = [content.objectives[c] for c in view.pathos if c in content.objectives]
    seat = view.ai.seats[ai] if view.ai is not None and ai in view.ai.seats else None
    return AiMap(
        board=board, ai=ai, sites=sites_, grudge=seat.grudge if seat else "",
        objective_areas=objective_areas(
            revealed, view.players[ai].home,
            [cs.home for name, cs in content.city_states.items() if name not in view.players],
        ),
        held_areas=held_areas(view.pathos),
        open_areas=frozenset(a for a, st in view.areas.items() if not st.impassable),
        blocked_seas=frozenset(blocked | closed["transport"]),
        no_entry=frozenset(closed["enter"]),
        no_leave=frozenset(closed["leave"]),
        per_trireme=transport_per_trireme(content.advancements),
        late=view.turn > LATE_TURN,
    )
