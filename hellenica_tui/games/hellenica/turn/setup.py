"""SETUP: the state before the first turn, for 2 to 7 city-states.

Everything random at setup (first Favorite, world-event deck, deities dealt,
random Pathos, the rival-deities track) is drawn here from the game seed; the
patron choice that follows is the players' first command.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Seat, SeatKind
from hellenica_tui.games.hellenica.ai_seats.setup import set_up_ai
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.board import open_areas as playable
from hellenica_tui.games.hellenica.content.lookup import arranged
from hellenica_tui.games.hellenica.content.schema import Content, ContentError, WorldEvent
from hellenica_tui.games.hellenica.content.smaller_tables import at_table
from hellenica_tui.games.hellenica.content.tiling import Placement, empty_id
from hellenica_tui.games.hellenica.content.variants import scenario_hash, with_rules
from hellenica_tui.games.hellenica.core.state import (
    ACTIONS,
    ACTIVE,
    MAP,
    PATRON,
    ZEUS,
    AreaState,
    Player,
    Settings,
    Stack,
    State,
    Upgrade,
)
from hellenica_tui.games.hellenica.economy.upgrades import SETTLEMENT, sites
from hellenica_tui.games.hellenica.maps.state import MapLayout, MapRule


def read_settings(settings: Mapping[str, Any]) -> Settings:
    try:
        return msgspec.convert(dict(settings), Settings, strict=True)
    except msgspec.ValidationError as exc:
        raise IllegalCommand(f"bad game setting: {exc}") from None


def map_rule(settings: Settings) -> MapRule:
    """The map a game plays on: the printed one unless the settings name another."""
    return "classic" if isinstance(settings.map, msgspec.UnsetType) else settings.map


def is_olympus_awakens(card: WorldEvent) -> bool:
    return card.kind == "olympus_awakens"


def world_event_deck(content: Content, rng: random.Random) -> list[str]:
    """Olympus Awakens is shuffled into the half that ends up at the bottom.

    The deck is a list with its top card last, so the lower half comes first."""
    cards = [card.id for card in content.world_events for _ in range(card.copies)]
    special = [c.id for c in content.world_events if is_olympus_awakens(c)]
    rest = [c for c in cards if c not in special]
    rng.shuffle(rest)
    lower, upper = rest[: (len(rest) + 1) // 2], rest[(len(rest) + 1) // 2 :]
    lower += [c for c in cards if c in special]
    rng.shuffle(lower)
    rng.shuffle(upper)
    return lower + upper


RULEBOOK_AI = ("", "rulebook")  # the bots that play an AI seat by the rulebook's AI rules


def rules_kind(seat: Seat) -> SeatKind:
    """Which rules a seat plays by: the rulebook's AI rules for a seat its AI plays,
    a person's rules for everyone else (a person, or a bot that plays as one would)."""
    return "ai" if seat.kind == "ai" and seat.ai in RULEBOOK_AI else "human"


def deal_deities(content: Content, players: int, count: int, rng: random.Random) -> list[list[str]]:
    """`count` different deities for each player (duplicates in a hand are replaced)."""
    ids = sorted(content.deities)
    if len(ids) < count:
        raise IllegalCommand(f"the scenario has {len(ids)} deities; each player is dealt {count}")
    return [rng.sample(ids, count) for _ in range(players)]


def initial_state(
    content: Content, seats: Sequence[Seat], seed: int, settings: Mapping[str, Any] | Settings, scenario: str = ""
) -> State:
    chosen = read_settings(settings) if not isinstance(settings, Settings) else settings
    try:
        content = with_rules(content, chosen.rules)  # the variant of the rules the game plays, if any
    except ContentError as error:
        raise IllegalCommand(f"bad game setting: rules: {error.reason}") from None
    scen = content.scenario
    names = [seat.name for seat in seats]
    if not scen.min_players <= len(names) <= scen.max_players:
        raise IllegalCommand(f"{scen.id} is for {scen.min_players} to {scen.max_players} players, not {len(names)}")
    for name in names:
        if name not in content.city_states:
            raise IllegalCommand(f"there is no city-state {name!r}; choose from {', '.join(sorted(content.city_states))}")
    if len(set(names)) != len(names):
        raise IllegalCommand("each city-state can be played by one player only")
    setup = scen.setup
    rng = random.Random(seed)
    seated = sorted(seats, key=lambda seat: content.city_states[seat.name].seat)
    favorite = rng.choice([seat.name for seat in seated])
    deck = world_event_deck(content, rng)
    hands = deal_deities(content, len(seated), setup.deities_dealt, rng)
    pathos = sorted(o.id for o in content.objectives.values() if o.deck == "pathos" and o.default_public)
    if chosen.random_pathos:
        every = sorted(o.id for o in content.objectives.values() if o.deck == "pathos")
        pathos = sorted(rng.sample(every, min(3, len(every))))
    ethos = sorted(o.id for o in content.objectives.values() if o.deck == "ethos" for _ in range(o.copies))
    rivals: list[str] = []
    if chosen.rival_deities:
        rivals = sorted(content.deities)
        rng.shuffle(rivals)

    rule = map_rule(chosen)
    layout: MapLayout | msgspec.UnsetType = msgspec.UNSET
    if rule != "classic":  # the map makers load only for a map made of tiles
        from hellenica_tui.games.hellenica.maps.setup import built_map, explorable_map, random_map
    if rule == "random":
        layout = random_map(content, [seat.name for seat in seated], pathos, rng)
        content = arranged(content, [Placement(p.location, p.tile, p.rotation) for p in layout.placed], layout.holes, layout.key)
    elif rule in ("built", "explorable"):
        clockwise = [seat.name for seat in seated]
        first = clockwise.index(favorite)
        making = built_map if rule == "built" else explorable_map
        layout = making(content, clockwise[first:] + clockwise[:first], rng)
    homes = [content.city_states[seat.name].home for seat in seated]
    areas: dict[str, AreaState] = {}
    if rule in ("built", "explorable"):  # the home cities are placed first; the other areas come with their tiles
        tiles = {t.id: t for t in content.map.tiles}
        areas = {home: AreaState(slots=[None] * tiles[home].settlements, units={}) for home in homes}
        if isinstance(layout, MapLayout):  # the explorable map: empty areas all round until placed
            areas |= {empty_id(location): AreaState(units={}) for location in layout.empties}
    else:
        content = at_table(content, len(seated))  # the printed map as this table size plays it
        board = Board.of(content)
        open_areas = playable(content, homes)
        for area in content.areas.values():
            slots: list[Upgrade | None] = [None] * len(sites(content, area.id)) if board.is_city(area.id) else []
            areas[area.id] = AreaState(slots=slots, units={}, impassable=area.id not in open_areas)

    players: dict[str, Player] = {}
    for seat in seated:
        city_state = content.city_states[seat.name]
        players[seat.name] = Player(
            name=seat.name, seat=city_state.seat, home=city_state.home, kind=rules_kind(seat), favor=setup.start_favor,
            cubes={a: setup.action_cubes.get(a, 0) for a in ACTIONS}, extra_slots=dict.fromkeys(ACTIONS, 0),
            advancements=[], deities=[], dealt_deities=[], government=setup.start_government,
            government_city=city_state.home, ethos=[], ethos_hand=[], invocations_used=[], world_events=[],
            creatures_slain=[],
        )
        home = areas[city_state.home]
        home.owner = seat.name
        settlements: Sequence[int] = range(len(home.slots))  # a home tile yet to place: settlements only
        if rule not in ("built", "explorable"):
            settlements = [i for i, site in enumerate(sites(content, city_state.home)) if site.kind == SETTLEMENT]
        for i, upgrade in zip(settlements, [u for u in setup.start_upgrades if u != "temple"], strict=False):
            home.slots[i] = Upgrade(upgrade, ACTIVE)
        gov = content.governments.get(setup.start_government)
        home.government = Upgrade(gov.upgrade if gov else "barracks", ACTIVE)
        home.units[seat.name] = Stack(units=dict(setup.start_units), supplied={})

    for player, hand in zip(players.values(), hands, strict=True):
        player.dealt_deities = sorted(content.deities) if chosen.all_deities else sorted(hand)
    state = State(
        scenario=scenario or scen.id, content_hash=scenario_hash(content.hash), seed=seed, settings=chosen,
        players=players, areas=areas, turn=1, phase=PATRON, round=0, favorite=favorite, direction=ZEUS, order=[],
        active="", pending=list(players), tied=[], upkeep_step=0, chaos=len(players) + 1, pathos=pathos,
        ethos_deck=ethos, world_deck=deck, world_discard=[], rivals=rivals, winners=[], layout=layout,
    )
    if rule in ("built", "explorable"):
        state.phase = MAP
        state.pending = layout.queue[:1] if isinstance(layout, MapLayout) else []
    set_up_ai(state, content, seed, rng)
    return state
