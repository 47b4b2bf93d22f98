"""A game state from a position file (`position.Position`): tests and puzzles
start from any moment of a game.

What the file leaves open is filled in as the rules would have it: a fresh
board (`cubes` absent) holds the cubes a replenish gives, the Ethos deck is
every Ethos card not held, the world-event deck lists the cards named on top
and the rest shuffled by the seed, the chaos marker 0 means the setup space.
Units of a stack supplied `moved` times are counted in `Stack.supplied` under
`war.state.moved_key(key, moved)`.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.ai_seats.setup import ai_from_position
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.content.smaller_tables import at_table
from hellenica_tui.games.hellenica.content.variants import with_rules
from hellenica_tui.games.hellenica.core.state import (
    ACTION,
    ACTIONS,
    ACTIVE,
    DIRECTION,
    ETHOS,
    UPKEEP,
    State,
    Upgrade,
    cities_of,
    stack_of,
)
from hellenica_tui.games.hellenica.economy.upgrades import FREE_TEMPLE, MARKET, MINE, SETTLEMENT, counts_as, sites
from hellenica_tui.games.hellenica.effects.advancements import extra_slots
from hellenica_tui.games.hellenica.positions.schema import PlacedUpgrade, Position
from hellenica_tui.games.hellenica.turn.phases import action_order
from hellenica_tui.games.hellenica.turn.setup import initial_state, read_settings
from hellenica_tui.games.hellenica.war.state import moved_key

_SITE = {"settlement": SETTLEMENT, "mine": MINE, "free_temple": FREE_TEMPLE}


def _place(content: Content, city: str, slots: list[Upgrade | None], upgrades: list[PlacedUpgrade]) -> None:
    layout = sites(content, city)
    for up in upgrades:
        site, where = _SITE[up.site], (up.mine if up.site == "mine" else city)
        index = next(
            i for i, s in enumerate(layout) if s.kind == site and s.area == where and slots[i] is None
        )
        slots[index] = Upgrade(up.upgrade, up.state, up.deity)


def state_from_position(
    content: Content, position: Position, seed: int = 0, scenario: str = "", settings: dict[str, Any] | None = None
) -> State:
    seats = [Seat(p.id, "ai" if p.ai else "human") for p in position.players]
    s = initial_state(content, seats, seed, read_settings(settings or {}), scenario=scenario)
    content = at_table(with_rules(content, s.settings.rules), len(seats))  # the map this table size plays on
    rng = random.Random(seed)
    for area in s.areas.values():  # start from an empty map
        area.owner = ""
        area.slots = [None] * len(area.slots)
        area.government = None
        area.units = {}
    held: Counter[str] = Counter()
    for pp in position.players:
        p = s.players[pp.id]
        p.favor, p.philosophers, p.commerce = pp.favor, pp.philosophers, pp.commerce
        p.advancements = list(pp.advancements)
        p.deities = list(pp.deities)
        p.patron = pp.deities[0] if pp.deities else ""
        p.dealt_deities = []
        p.ethos, p.ethos_hand = list(pp.ethos), list(pp.ethos_hand)
        held.update(pp.ethos + pp.ethos_hand)
        p.passed, p.wonder_built = pp.passed, pp.wonder_built
        p.invocations_used = list(pp.invocations_used)
        p.world_events, p.creatures_slain = list(pp.world_events), list(pp.creatures_slain)
        p.government, p.government_city = "", ""
        for city in pp.cities:
            area = s.areas[city.area]
            area.owner = pp.id
            _place(content, city.area, area.slots, city.upgrades)
            if city.government is not None and city.government.government:
                gov = content.governments[city.government.government]
                area.government = Upgrade(gov.upgrade, city.government.state)
                p.government, p.government_city = gov.id, city.area
        for stack in pp.units:
            here = stack_of(s, stack.area, pp.id)
            for key, n in stack.units.items():
                here.units[key] = here.units.get(key, 0) + n
                if stack.moved:
                    tag = moved_key(key, stack.moved)
                    here.supplied[tag] = here.supplied.get(tag, 0) + n
    for neutral in position.neutral:
        _place(content, neutral.area, s.areas[neutral.area].slots, neutral.upgrades)
    for creature in position.creatures:
        s.areas[creature.area].creature = creature.creature
    wild = next((u.id for u in content.upgrades.values() if u.wildcard), "")
    for pp in position.players:
        p = s.players[pp.id]
        p.extra_slots = extra_slots(content, p)
        if pp.cubes is not None:
            p.cubes = {a: pp.cubes.get(a, 0) for a in ACTIONS}
        else:
            cities = [s.areas[city] for city in cities_of(s, pp.id)]
            markets = sum(
                1 for area in cities
                for i in counts_as(area, MARKET, wild)
                if (up := area.government if i < 0 else area.slots[i]) is not None and up.state == ACTIVE
            )
            base = content.scenario.setup.action_cubes
            p.cubes = {a: (markets if a == "supply" else base.get(a, 0)) + p.extra_slots[a] for a in ACTIONS}
    deck = Counter(o.id for o in content.objectives.values() if o.deck == "ethos" for _ in range(o.copies))
    s.ethos_deck = sorted((deck - held).elements())
    top = list(position.decks.world_events)
    rest = Counter(s.world_deck) - Counter(top) - Counter(position.decks.world_discard)
    others = sorted(rest.elements())
    rng.shuffle(others)
    s.world_deck = others + top[::-1]
    s.world_discard = list(position.decks.world_discard)
    s.turn, s.round = position.turn, position.round
    s.favorite = position.favorite or position.players[0].id
    s.direction = position.direction
    s.chaos = position.chaos or len(position.players) + 1
    if position.pathos:
        s.pathos = sorted(position.pathos)
    ai_from_position(s, content, position)
    s.pending, s.tied, s.active, s.order = [], [], "", []
    if position.phase == "action":
        s.phase = ACTION
        s.order = list(action_order(s, s.favorite, s.direction))
        s.active = position.active or s.order[0]
    elif position.phase == "ethos":
        s.phase = ETHOS
        s.pending = [p.id for p in position.players if p.ethos_hand]
    elif position.phase == "favorite":
        s.phase = DIRECTION
        s.pending = [s.favorite]
    else:
        s.phase = UPKEEP
    return s
