"""What traits and leader skills add up to, read from their effects in the data.

A trait works for its player everywhere; so do the traits of the minor cities
the player holds (a trait held twice counts once). A leader's skill works for
the stack it is in, except the kinds that are the player's as a whole.
"""

from __future__ import annotations

from collections.abc import Iterable

from hellenica_tui.games.war.content.schema import Content, Effect, EffectKind, UnitKind, Units
from hellenica_tui.games.war.state import PlayerId, State, Unit

PLAYER_WIDE: frozenset[EffectKind] = frozenset({"diplomacy", "income", "hand", "recruit", "victory", "gold_once"})
HAND_LIMIT = 7
HOME_INCOME = 7
DIPLOMACY_ROLLS = 1


def covers(units: Units, kind: UnitKind) -> bool:
    if units == "all":
        return True
    if units == "armies":
        return kind == "army"
    if units == "fleets":
        return kind == "fleet"
    return kind in ("fleet", "transport")


def trait_ids(state: State, player: PlayerId) -> list[str]:
    own = list(state.players[player].traits)
    for city in state.cities.values():
        if city.controller == player and city.trait and city.trait not in own:
            own.append(city.trait)
    return list(dict.fromkeys(own))


# The effects of each trait and skill by id, for each scenario's data (by its hash):
# read on every move listed, so made once.
_PARTS: dict[str, tuple[dict[str, tuple[Effect, ...]], dict[str, tuple[Effect, ...]]]] = {}


def _parts(content: Content) -> tuple[dict[str, tuple[Effect, ...]], dict[str, tuple[Effect, ...]]]:
    found = _PARTS.get(content.hash)
    if found is None:
        traits = {t.id: t.effect.parts() for t in content.traits.values()}
        skills = {s.id: s.effect.parts() for s in content.skills}
        found = _PARTS[content.hash] = (traits, skills)
    return found


def _trait_effects(state: State, content: Content, player: PlayerId) -> list[Effect]:
    by_id = _parts(content)[0]
    return [part for t in trait_ids(state, player) for part in by_id[t]]


def skill_effects(content: Content, leaders: Iterable[Unit]) -> list[Effect]:
    by_id = _parts(content)[1]
    free = [u for u in leaders if u.kind == "leader" and u.space]  # a prisoner or an exile helps nobody
    return [part for u in free for s in u.skills for part in by_id[s]]


def player_effects(state: State, content: Content, player: PlayerId) -> list[Effect]:
    """Effects that hold for all of `player`'s units and cities."""
    leaders = [u for u in state.units if u.owner == player and u.kind == "leader"]
    skills = [e for e in skill_effects(content, leaders) if e.kind in PLAYER_WIDE]
    return _trait_effects(state, content, player) + skills


def stack_effects(
    state: State, content: Content, player: PlayerId, stack: Iterable[Unit], wide: list[Effect] | None = None
) -> list[Effect]:
    """Effects for units of `stack`: the player's own (`wide`, when already known), and its
    leaders' skills for the stack."""
    local = [e for e in skill_effects(content, stack) if e.kind not in PLAYER_WIDE]
    return (player_effects(state, content, player) if wide is None else wide) + local


def amount(effects: Iterable[Effect], kind: EffectKind, unit: UnitKind | None = None) -> int:
    return sum(e.amount for e in effects if e.kind == kind and (unit is None or covers(e.units, unit)))


def hand_limit(state: State, content: Content, player: PlayerId) -> int:
    return HAND_LIMIT + amount(player_effects(state, content, player), "hand")


def diplomacy_rolls(state: State, content: Content, player: PlayerId, wide: list[Effect] | None = None) -> int:
    """Rolls a turn: one free, one for each diplomacy trait and skill, and what cards add or
    take; `wide`, the player's effects when already known."""
    bonus = state.players[player].diplomacy_bonus
    effects = player_effects(state, content, player) if wide is None else wide
    return DIPLOMACY_ROLLS + amount(effects, "diplomacy") + bonus


def home_income(state: State, content: Content, player: PlayerId) -> int:
    return HOME_INCOME + amount(player_effects(state, content, player), "income")
