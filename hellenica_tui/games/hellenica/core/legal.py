"""Every command a player may give now.

Candidates are generated from the state and content, then each is checked by
running its decider on a scratch copy, so the list can never disagree with
`decide`. Equivalent commands are listed once (an empty settlement is any
empty settlement; the upgrade to exhaust is named only when the choice
differs from the default one).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import combinations

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.hellenica.content.effect_schema import Gain, PlaceUnits, ResearchAdvancement
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core import events as ev
from hellenica_tui.games.hellenica.core.commands import (
    Build,
    ChangeGovernment,
    ChooseDirection,
    ChoosePatron,
    KeepEthos,
    Pass,
    PickFavorite,
    PlaceGovernment,
    Redraw,
    Research,
    SupplyCommerce,
    Train,
    Worship,
)
from hellenica_tui.games.hellenica.core.decide import DECIDERS, Tx
from hellenica_tui.games.hellenica.core.state import (
    ACTION,
    ACTIVE,
    BUILDING,
    DIRECTION,
    ETHOS,
    FAVORITE,
    HERA,
    PATRON,
    UPKEEP,
    ZEUS,
    State,
    cities_of,
)
from hellenica_tui.games.hellenica.economy.upgrades import (
    FREE_TEMPLE,
    MINE,
    TEMPLE,
    active_matching,
    exhaust_options,
    sites,
)
from hellenica_tui.games.hellenica.effects.advancements import may_research, may_train_elite, rule_value

# Extra generators of action candidates (the war rules add movement).
ACTION_CANDIDATES: list[Callable[[State, Content, str], Iterable[Command]]] = []
# Generators that take over when a choice is under way (a movement, a combat):
# each returns None when it has nothing to say, else the only candidates.
CHOICE_CANDIDATES: list[Callable[[State, Content, str], Sequence[Command] | None]] = []


def accepted(state: State, player: str, command: Command) -> list[Event] | None:
    """The events of `command` without what follows it, or None if it is refused."""
    tx = Tx(state, random.Random(0))
    try:
        DECIDERS[type(command)](tx, player, command)
    except CommandError:
        return None
    return tx.events


def legal_commands(state: State, player: str) -> list[Command]:
    if player not in state.players:
        return []
    from hellenica_tui.games.hellenica.gods.responses import candidates

    content = content_of(state)
    found: list[Command] = []
    waiting = candidates(state, content, player)  # a question, a window or a bid comes first
    for command in waiting if waiting is not None else _candidates(state, content, player):
        if command not in found and accepted(state, player, command) is not None:
            found.append(command)
    return found


def _candidates(s: State, content: Content, player: str) -> Iterator[Command]:
    for choice in CHOICE_CANDIDATES:
        claimed = choice(s, content, player)
        if claimed is not None:
            yield from claimed
            return
    p = s.players[player]
    if s.phase == PATRON and player in s.pending:
        for deity in p.dealt_deities:
            yield ChoosePatron(deity=deity)
    elif s.phase == ETHOS and player in s.pending:
        for pair in combinations(sorted(set(p.ethos_hand)), content.scenario.setup.ethos_kept):
            yield KeepEthos(cards=pair)
        yield Redraw()
    elif s.phase == FAVORITE and player in s.pending:
        for name in s.tied:
            yield PickFavorite(player=name)
    elif s.phase == DIRECTION and player in s.pending:
        yield ChooseDirection(direction=ZEUS)
        yield ChooseDirection(direction=HERA)
    elif s.phase == UPKEEP and player in s.pending:
        yield from _governments_placed(s, content, player)
    elif s.phase == ACTION and s.active == player:
        yield from _actions(s, content, player)
        for extra in ACTION_CANDIDATES:
            yield from extra(s, content, player)


def _deities_for(content: Content, government: str) -> list[str]:
    return sorted(content.deities) if content.governments[government].upgrade == TEMPLE else [""]


def _governments_placed(s: State, content: Content, player: str) -> Iterator[Command]:
    p = s.players[player]
    cities = cities_of(s, player)
    for gov_id, gov in content.governments.items():
        choices = [""]
        for effect in gov.free_activation:
            if isinstance(effect, PlaceUnits) and may_train_elite(content, p, effect.unit):
                choices.append("elite")
            if isinstance(effect, ResearchAdvancement):
                gained = sum(
                    e.amount for e in gov.free_activation
                    if isinstance(e, Gain) and e.commodity == "philosophers" and e.per is None
                )
                choices += [a for a in content.advancements if may_research(content, p, a, p.philosophers + gained)]
        for city in cities:
            for deity in _deities_for(content, gov_id):
                for choice in choices:
                    yield PlaceGovernment(government=gov_id, city=city, deity=deity, choice=choice)


def _using_options(s: State, content: Content, city: str, upgrade: str) -> list[str]:
    """The distinct choices of which matching upgrade to exhaust ("" = the default)."""
    wild = next((u.id for u in content.upgrades.values() if u.wildcard), "")
    area = s.areas[city]
    slots = active_matching(area, upgrade, wild)
    if not slots:
        return [""]
    return list(exhaust_options(area, sites(content, city), slots, wild))


def _actions(s: State, content: Content, player: str) -> Iterator[Command]:
    p = s.players[player]
    yield Pass()
    cities = cities_of(s, player)
    price = rule_value(content, p, "exchange_cost", content.scenario.setup.exchange_cost)
    modes = [False] + ([True] if p.commerce >= price else [])
    for exchange in modes:
        for city in cities:
            plain = [""] if exchange else None
            for using in plain or _using_options(s, content, city, "temple"):
                yield Worship(city=city, using=using, exchange=exchange)
            for using in plain or _using_options(s, content, city, "market"):
                yield SupplyCommerce(city=city, using=using, exchange=exchange)
            for unit in content.units.values():
                for using in plain or _using_options(s, content, city, unit.trained_by):
                    for elite in (False, True) if may_train_elite(content, p, unit.id) else (False,):
                        yield Train(city=city, unit=unit.id, elite=elite, using=using, exchange=exchange)
            for using in plain or _using_options(s, content, city, "academy"):
                yield from _research(s, content, player, city, using, exchange)
            yield from _builds(s, content, player, city, exchange)
            for gov in content.governments:
                for deity in _deities_for(content, gov):
                    yield ChangeGovernment(government=gov, city=city, deity=deity, exchange=exchange)


def _research(s: State, content: Content, player: str, city: str, using: str, exchange: bool) -> Iterator[Command]:
    base = Research(city=city, using=using, exchange=exchange)
    events = accepted(s, player, base)
    if events is None:
        return
    p = s.players[player]
    gained = sum(e.amount for e in events if isinstance(e, ev.Gained) and e.commodity == "philosophers")
    rate = rule_value(content, p, "commerce_per_philosopher", content.scenario.setup.commerce_per_philosopher)
    commerce = p.commerce - sum(e.commerce for e in events if isinstance(e, ev.ExchangePaid))
    for convert in range(commerce // rate + 1):
        yield Research(city=city, convert=convert, using=using, exchange=exchange)
        for adv in content.advancements:
            if may_research(content, p, adv, p.philosophers + gained + convert):
                yield Research(city=city, convert=convert, advancement=adv, using=using, exchange=exchange)


def _builds(s: State, content: Content, player: str, city: str, exchange: bool) -> Iterator[Command]:
    area = s.areas[city]
    layout = sites(content, city)
    site_names = {""} | {site.area for site in layout if site.kind == MINE} | (
        {FREE_TEMPLE} if any(site.kind == FREE_TEMPLE for site in layout) else set()
    )
    overs = {("", "", False)}
    for up in area.slots:
        if up is not None and up.state in (ACTIVE, BUILDING):
            overs.add((up.kind, up.deity, up.state == BUILDING))
    for upgrade in content.upgrades:
        for deity in sorted(content.deities) if upgrade == TEMPLE else [""]:
            for site in sorted(site_names):
                for over, over_deity, unfinished in sorted(overs):
                    yield Build(
                        city=city, upgrade=upgrade, deity=deity, site=site, over=over, over_deity=over_deity,
                        over_unfinished=unfinished, exchange=exchange,
                    )
