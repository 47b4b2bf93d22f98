"""What the schema cannot say about a scenario: ids unique and found where they
are named, and numbers that fit the boards. The first fault raises ContentError."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from hellenica_tui.games.epireia.content.schema import Brigands, Closed, ContentError
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.vocabulary import LEVELS, UNITS, Resource


def _amounts(file: str, item: str, resources: Mapping[Resource, int]) -> None:
    for resource, n in resources.items():
        if n < 0:
            raise ContentError(file, item, f"{resource} is {n}; an amount is never below 0")


def _known(file: str, item: str, ids: Iterable[str], table: Mapping[str, object], what: str) -> None:
    for ident in ids:
        if ident not in table:
            raise ContentError(file, item, f"names {ident!r}, which is no {what}")


def validate(c: Content) -> None:
    for file, ident in c.duplicates:
        raise ContentError(file, ident, "the id is used twice")
    _rules(c)
    _cities_and_figures(c)
    _administrators(c)
    for b in c.buildings.values():
        _amounts("buildings.toml", b.id, b.cost)
    for unit in UNITS:
        for level in LEVELS:
            deck = c.decks.get((unit, level))
            if deck is None:
                raise ContentError("tokens.toml", f"{unit} level {level}", "no deck of these tokens")
            if not deck.values:
                raise ContentError("tokens.toml", f"{unit} level {level}", "the deck has no tokens")
            _amounts("tokens.toml", f"{unit} level {level}", deck.cost)
    _battlefield(c)
    _map(c)
    _cards(c)
    _solo(c)


def _rules(c: Content) -> None:
    r = c.rules
    if not 1 <= r.donation.least <= r.donation.most:
        raise ContentError("scenario.toml", "donation", "least must be at least 1 and at most most")
    if r.start_prestige > r.prestige_max:
        raise ContentError("scenario.toml", "start_prestige", "above prestige_max")
    for name, res in (("start_resources", r.start_resources), ("income", r.income)):
        _amounts("scenario.toml", name, res)
    steps = [b.least_attack for b in r.brigands]
    if not steps or steps != sorted(set(steps)) or steps[0] > 1:
        raise ContentError("scenario.toml", "brigands", "the steps must rise, the first from an attack of 1 or less")


def _cities_and_figures(c: Content) -> None:
    if len(c.cities) < 4:
        raise ContentError("cities.toml", "city", "four players need at least four cities")
    order = c.rules.integration_order
    _known("scenario.toml", "integration_order", order, c.cities, "city")
    if sorted(order) != sorted(c.cities):
        raise ContentError("scenario.toml", "integration_order", "must name every city once")
    for f in c.figures.values():
        _known("figures.toml", f.id, [f.city], c.cities, "city")
    for city in c.cities:
        if len(c.figures_of(city)) < c.rules.figures_in_play:
            raise ContentError("figures.toml", city, f"a city needs at least {c.rules.figures_in_play} figures")


def _administrators(c: Content) -> None:
    if len(c.administrators) < 4:
        raise ContentError("administrators.toml", "administrator", "four players need at least four")
    for a in c.administrators.values():
        levels = [b.level for b in a.bonuses]
        if levels != sorted(set(levels)) or any(not 1 <= n <= c.rules.prestige_max for n in levels):
            raise ContentError(
                "administrators.toml", a.id, f"bonus levels must rise, each within 1 to {c.rules.prestige_max}"
            )
        for b in a.bonuses:
            _amounts("administrators.toml", a.id, b.pay)


def _battlefield(c: Content) -> None:
    ids = [f.id for f in c.fronts]
    if "maritime" not in ids or len(set(ids)) != len(ids):
        raise ContentError("battlefield.toml", "front", "the fronts need distinct ids, one of them 'maritime'")
    for f in c.fronts:
        if not f.columns or any(not col for col in f.columns):
            raise ContentError("battlefield.toml", f.id, "every front needs columns, every column a slot")


def _map(c: Content) -> None:
    seen: set[str] = set()
    for ident in (*c.empires, *c.territories, *c.cities):
        if ident in seen:
            raise ContentError("map.toml", ident, "an Empire, a Territory and a city may not share an id")
        seen.add(ident)
    for e in c.empires.values():
        if e.target_two < e.target_one:
            raise ContentError("map.toml", e.id, "target_two is below target_one")
        _amounts("map.toml", e.id, e.reward.resources)
    for t in c.territories.values():
        _amounts("map.toml", t.id, t.tax)


def _cards(c: Content) -> None:
    for act in (1, 2, 3):
        if not any(card.act == act for card in c.cards.values()):
            raise ContentError("acts.toml", f"act {act}", "no scenario card for this Act")
    spaces = {**c.empires, **c.territories, **c.cities}
    for card in c.cards.values():
        for k in card.constraints:
            if isinstance(k, Brigands):
                _known("acts.toml", card.id, k.spaces, c.territories, "Territory")
            elif isinstance(k, Closed):
                _known("acts.toml", card.id, k.spaces, spaces, "space")


def _solo(c: Content) -> None:
    spaces = {**c.empires, **c.territories}
    if len(c.enemy_moves) != 12:
        raise ContentError("solo.toml", "enemy_moves", "the d12 table needs 12 spaces")
    _known("solo.toml", "enemy_moves", c.enemy_moves, spaces, "Empire or Territory")
    if not c.augurs:
        raise ContentError("augurs.toml", "augur", "the solo game needs Augur cards")
    for a in c.augurs.values():
        for effect in a.effects:
            if isinstance(effect, Closed):
                _known("augurs.toml", a.id, effect.spaces, spaces, "space")
    for solo in c.solos.values():
        if len(c.augurs) < solo.rounds:
            raise ContentError("solo.toml", solo.id, f"{solo.rounds} rounds need as many Augur cards")
        _known("solo.toml", solo.id, solo.cities, c.cities, "city")
        enemy_cities = [e.city for e in solo.enemies]
        _known("solo.toml", solo.id, enemy_cities, c.cities, "city")
        if not solo.cities or set(solo.cities) & set(enemy_cities):
            raise ContentError("solo.toml", solo.id, "the player's cities must be named, and none an enemy")
        for enemy in solo.enemies:
            for f in enemy.figures:
                if f not in c.figures or c.figures[f].city != enemy.city:
                    raise ContentError("solo.toml", solo.id, f"{f!r} is not a figure of {enemy.city}")
        for k in solo.constraints:
            if isinstance(k, Brigands):
                _known("solo.toml", solo.id, k.spaces, c.territories, "Territory")
            elif isinstance(k, Closed):
                _known("solo.toml", solo.id, k.spaces, spaces, "space")
        if len(set(solo.army.values())) != len(solo.army):
            raise ContentError("solo.toml", solo.id, "the enemy's army uses a token twice")
        for slot, token in solo.army.items():
            if slot not in c.slots or token not in c.tokens:
                raise ContentError("solo.toml", solo.id, f"the army names {slot} = {token!r}: no such slot or token")
            if c.slots[slot].unit != c.tokens[token].unit:
                raise ContentError("solo.toml", solo.id, f"{slot} takes {c.slots[slot].unit}, not {token}")
