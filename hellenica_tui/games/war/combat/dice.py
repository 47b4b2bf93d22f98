"""One side's battle dice (rules/battles.md).

Each unit that fights rolls its own die (an army or a manned fleet a d10,
rowers or a transport with an army aboard a d6) and adds its modifiers to that
die: traits, the skills of leaders in its own space, and, defending on land,
the terrain of its space (a city +5, a home city +8 instead). A city always
has a garrison, which rolls one d6 with the city's modifier. A leader's
battle-total skill adds its dice once. The total is the sum of it all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from hellenica_tui.games.war.combat.battle_cards import per_die as card_per_die
from hellenica_tui.games.war.content.schema import CardEffect, Content
from hellenica_tui.games.war.effects import amount, skill_effects, stack_effects
from hellenica_tui.games.war.events import Side
from hellenica_tui.games.war.state import City, State, Unit, count
from hellenica_tui.games.war.tx import Tx

Role = Literal["attack", "defence"]
HOME_CITY_DEFENCE = 8
HOSTILE_CITY = 1  # attackers of a hostile city add this to each die
NEUTRAL_ARMY = 0  # the unit id written for a neutral city's own army


def rolling(state: State, units: Sequence[Unit], theatre: str) -> list[Unit]:
    """Which of a space's units roll: at sea, manned fleets and transports with an army;
    on land, armies and rowers."""
    if theatre == "land":
        return [u for u in units if u.kind in ("army", "rowers")]
    by_space: dict[str, list[Unit]] = {}
    for u in units:
        by_space.setdefault(u.space, []).append(u)
    out: list[Unit] = []
    for space, mine in by_space.items():
        everyone = state.at(space, mine[0].owner)
        manned = min(count(everyone, "fleet"), count(everyone, "rowers"))
        loaded = min(count(everyone, "transport"), count(everyone, "army"))
        out += sorted((u for u in mine if u.kind == "fleet"), key=lambda u: u.id)[:manned]
        out += sorted((u for u in mine if u.kind == "transport"), key=lambda u: u.id)[:loaded]
    return out


def city_bonus(content: Content, city: City) -> int:
    return HOME_CITY_DEFENCE if city.home_of else content.terrain["city"].defence


def per_die(state: State, content: Content, unit: Unit, role: Role, theatre: str, city: City | None) -> int:
    effects = stack_effects(state, content, unit.owner, state.at(unit.space, unit.owner))
    mod = amount(effects, "battle_roll", unit.kind)
    mod += amount(effects, "attack_roll" if role == "attack" else "defence_roll", unit.kind)
    if city is not None:
        if role == "attack":
            mod += amount(effects, "city_attack", unit.kind) + (HOSTILE_CITY if city.hostile else 0)
        elif theatre == "land":
            mod += amount(effects, "city_defence", unit.kind)
            if city.home_of == unit.owner:
                mod += amount(effects, "home_defence", unit.kind)
    if role == "defence" and theatre == "land":
        mod += city_bonus(content, city) if city is not None else content.terrain_of(unit.space).defence
    return mod


def roll_side(
    tx: Tx, player: str, units: Sequence[Unit], role: Role, theatre: str, city: City | None,
    neutral_army: bool = False, garrison: bool = False, cards: Sequence[CardEffect] = (),
) -> Side:  # fmt: skip
    state, content = tx.state, tx.content
    ids: list[int] = []
    dice: list[int] = []
    mods: list[int] = []
    for u in sorted(units, key=lambda u: u.id):
        ids.append(u.id)
        dice.append(tx.d(content.units[u.kind].battle_die))
        mods.append(per_die(state, content, u, role, theatre, city) + card_per_die(cards, u))
    bonus = city_bonus(content, city) if city is not None else 0
    if neutral_army:
        ids.append(NEUTRAL_ARMY)
        dice.append(tx.d(10))
        mods.append(bonus)
    garrison_die = tx.d(6) if garrison else 0
    extra: list[int] = []
    for space in sorted({u.space for u in units}):
        leaders = [u for u in state.at(space, player) if u.kind == "leader"]
        for e in skill_effects(content, leaders):
            if e.kind == "battle_total" and e.dice:
                extra += tx.roll(e.dice)
    total = sum(dice) + sum(mods) + garrison_die + (bonus if garrison else 0) + sum(extra)
    return Side(
        player=player, ids=tuple(ids), dice=tuple(dice), per_die=tuple(mods), garrison=garrison_die,
        garrison_bonus=bonus if garrison else 0, extra_dice=tuple(extra), total=total,
    )  # fmt: skip
