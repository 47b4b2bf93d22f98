"""Whether an invocation would do anything if cast now.

With the game setting `responses` = "useful" (what new games take), a window
asks a player only when one of the invocations it could cast there would
change something: an aid to moving while the caster may still move, a blow
with somebody else's units, upgrades or Commerce to strike, upgrades of one's
own to ready, a counter with another player's cast to answer. Favor and
temples are already checked by `invoking.castable`. An effect not listed here
always counts as doing something.
"""

from __future__ import annotations

from collections.abc import Callable

from hellenica_tui.games.hellenica.content.ability_schema import Suppress
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.effect_kinds import Effect
from hellenica_tui.games.hellenica.content.effect_schema import Take
from hellenica_tui.games.hellenica.content.schema import Content, Invocation
from hellenica_tui.games.hellenica.core.state import ACTIVE, EXHAUSTED, State, cities_of

HERO = "hero"
REGULAR = ("hoplite", "cavalry", "trireme")

Check = Callable[[State, Content, str, Effect, Invocation], bool]


def does_something(s: State, content: Content, player: str, inv: Invocation) -> bool:
    """Whether casting `inv` now would change anything (its counters aside: see invoking.to_ask)."""
    return any(CHECKS.get(e.kind, _always)(s, content, player, e, inv) for e in inv.effects)


def _always(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    return True


def _own_action(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    """An aid to moving that lasts this action helps only the player whose action it is."""
    return s.active == player if getattr(e, "duration", None) == "action" else not s.players[player].passed


def _bid(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    """A bonus to a bid counts only on a bid of 1 or more: Favor must be left after the cost."""
    return s.players[player].favor - inv.level >= 1


def _others_units(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    """Somewhere it may strike holds another player's units other than heroes."""
    if inv.target == "combat":
        c = s.combat
        areas = [c.area] if c is not None else []
    else:
        kind = {"land_area": "land", "sea_area": "sea"}.get(inv.target)
        areas = [a for a, st in s.areas.items() if not st.impassable and (kind is None or content.areas[a].kind == kind)]
    return any(
        n > 0 and unit != HERO
        for a in areas for p, stack in s.areas[a].units.items() if p != player for unit, n in stack.units.items()
    )


def _cities(s: State, content: Content) -> list[str]:
    """The cities, and the explorable map's empty areas, which are cities as well (none is owned)."""
    board = Board.of(content)
    return [a for a in s.areas if board.is_city(a) or content.areas[a].empty]


def _others_active_upgrade(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    return any(
        s.areas[c].owner not in ("", player) and any(u is not None and u.state == ACTIVE for u in s.areas[c].slots)
        for c in _cities(s, content)
    )


def _others_upgrade(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    return any(
        s.areas[c].owner not in ("", player) and any(u is not None for u in s.areas[c].slots)
        for c in _cities(s, content)
    )


def _others_city(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    return any(s.areas[c].owner not in ("", player) for c in _cities(s, content))


def _own_exhausted(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    return any(
        any(u is not None and u.state == EXHAUSTED for u in [*s.areas[c].slots, s.areas[c].government])
        for c in cities_of(s, player)
    )


def _own_free_slot(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    return any(any(u is None for u in s.areas[c].slots) for c in cities_of(s, player))


def _own_regulars(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    return any(
        stack.units.get(kind, 0) > 0
        for area in s.areas.values() if (stack := area.units.get(player)) is not None for kind in REGULAR
    )


def _others_commerce(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    commodity = e.commodity if isinstance(e, Take) else "commerce"
    return any(getattr(p, commodity, 0) > 0 for name, p in s.players.items() if name != player)


def _empty_neutral_city(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    return any(
        not s.areas[c].owner and not s.areas[c].creature and not any(st.units for st in s.areas[c].units.values())
        for c in _cities(s, content)
    )


def _enemy_hero(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    """Taking away the hero die matters only when the other side of the combat has a hero."""
    c = s.combat
    if not isinstance(e, Suppress) or e.bonus != "hero_die" or c is None:
        return True
    enemy = c.defender if player == c.attacker else c.attacker
    stack = s.areas[c.area].units.get(enemy)
    return stack is not None and stack.units.get(HERO, 0) > 0


def _not_favorite(s: State, content: Content, player: str, e: Effect, inv: Invocation) -> bool:
    return s.favorite != player


CHECKS: dict[str, Check] = {
    "transport_capacity": _own_action,
    "cross_mountains": _own_action,
    "supply_limit": _own_action,
    "bid_bonus": _bid,
    "destroy_units": _others_units,
    "exhaust_upgrades": _others_active_upgrade,
    "destroy_upgrades": _others_upgrade,
    "revolt": _others_city,
    "ready_upgrades": _own_exhausted,
    "place_upgrade": _own_free_slot,
    "promote_units": _own_regulars,
    "take": _others_commerce,
    "gain_city": _empty_neutral_city,
    "suppress": _enemy_hero,
    "become_favorite": _not_favorite,
}
