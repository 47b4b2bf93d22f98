"""Steps C and D of an AI movement round: the triremes' move, then the land units'.

Both read the movement section of the one AI card revealed for the round.
The triremes' move is resolved (combat included) before the land units' move
is planned, because the land units may cross the seas the triremes just
entered: plan the triremes, apply the outcome, then plan the land units on
the map as it now stands.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import msgspec

from hellenica_tui.ai.rulebook.aimap import AiMap, Site
from hellenica_tui.ai.rulebook.destinations import Destination, choose_destination, land_candidates, sea_candidates
from hellenica_tui.ai.rulebook.movers import hero_mover, land_movers, trireme_movers
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.schema import AIFilter
from hellenica_tui.games.hellenica.mechanics.movement import MovingUnit, after_move


class Move(msgspec.Struct, frozen=True):
    """One group of the AI's units moving from the supplied area to one destination."""

    origin: str
    destination: str
    units: tuple[MovingUnit, ...]  # triremes, or hoplites and cavalry
    hero: MovingUnit | None
    seas: tuple[str, ...]  # the seas crossed by sea transport; empty for a plain step
    why: Destination  # how the card's lines chose the destination

    @property
    def moving(self) -> tuple[MovingUnit, ...]:
        return self.units + ((self.hero,) if self.hero is not None else ())


def plan_triremes(m: AiMap, origin: str, card: Sequence[AIFilter], rng: random.Random) -> Move | None:
    """Step C: where the triremes on `origin` sail, with a hero if one can go; None if none move."""
    ships = trireme_movers(m, origin)
    if not ships:
        return None
    choice = choose_destination(m, sea_candidates(m, origin), card, rng)
    if choice is None:
        return None
    return Move(origin, choice.area, ships, hero_mover(m, origin), (), choice)


def plan_land(m: AiMap, origin: str, card: Sequence[AIFilter], rng: random.Random) -> Move | None:
    """Step D: where the land units on `origin` go and which of them; None if none move."""
    hero = hero_mover(m, origin)
    if not land_movers(m, origin, hero=hero is not None):
        return None
    reachable = land_candidates(m, origin)
    choice = choose_destination(m, reachable, card, rng)
    if choice is None:
        return None
    route = reachable[choice.area]
    capacity = None if route is None else route.capacity
    units = land_movers(m, origin, capacity=capacity, hero=hero is not None)
    return Move(origin, choice.area, units, hero, () if route is None else route.seas, choice)


def apply_move(m: AiMap, move: Move) -> AiMap:
    """The map after `move`, each moving unit having used one more supplied move.

    For planning only: combat at the destination is the rules' business, and
    the map should be rebuilt from the game after it.
    """
    here = list(m.own(move.origin))
    for unit in move.moving:
        if unit not in here:
            raise IllegalCommand(f"{m.ai} has no {unit.kind.replace('_', ' ')} on {move.origin} to move")
        here.remove(unit)
    sites = dict(m.sites)
    src = m.site(move.origin)
    sites[move.origin] = msgspec.structs.replace(src, units={**src.units, m.ai: tuple(here)})
    dst = sites.get(move.destination, Site())
    arrived = dst.units.get(m.ai, ()) + after_move(move.moving)
    sites[move.destination] = msgspec.structs.replace(dst, units={**dst.units, m.ai: arrived})
    return msgspec.structs.replace(m, sites=sites)
