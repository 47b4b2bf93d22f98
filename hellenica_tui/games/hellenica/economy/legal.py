"""The economy's candidate actions: every build, training, research, worship,
supply for commerce, change of government and pass worth trying (an
`action_candidates` hook); core/legal.py keeps those its decider accepts."""

from __future__ import annotations

from collections.abc import Iterator

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.legal import accepted
from hellenica_tui.games.hellenica.core.state import (
    ACTIVE,
    BUILDING,
    State,
    cities_of,
)
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.commands import (
    Build,
    ChangeGovernment,
    Pass,
    Research,
    SupplyCommerce,
    Train,
    Worship,
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


def deities_for(content: Content, government: str) -> list[str]:
    return sorted(content.deities) if content.governments[government].upgrade == TEMPLE else [""]


def using_options(s: State, content: Content, city: str, upgrade: str) -> list[str]:
    """The distinct choices of which matching upgrade to exhaust ("" = the default)."""
    wild = next((u.id for u in content.upgrades.values() if u.wildcard), "")
    area = s.areas[city]
    slots = active_matching(area, upgrade, wild)
    if not slots:
        return [""]
    return list(exhaust_options(area, sites(content, city), slots, wild))


def actions(rules: Rules, s: State, content: Content, player: str) -> Iterator[Command]:
    p = s.players[player]
    yield Pass()
    cities = cities_of(s, player)
    price = rule_value(content, p, "exchange_cost", content.scenario.setup.exchange_cost)
    modes = [False] + ([True] if p.commerce >= price else [])
    for exchange in modes:
        for city in cities:
            plain = [""] if exchange else None
            for using in plain or using_options(s, content, city, "temple"):
                yield Worship(city=city, using=using, exchange=exchange)
            for using in plain or using_options(s, content, city, "market"):
                yield SupplyCommerce(city=city, using=using, exchange=exchange)
            for unit in content.units.values():
                for using in plain or using_options(s, content, city, unit.trained_by):
                    for elite in (False, True) if may_train_elite(content, p, unit.id) else (False,):
                        yield Train(city=city, unit=unit.id, elite=elite, using=using, exchange=exchange)
            for using in plain or using_options(s, content, city, "academy"):
                yield from _research(rules, s, content, player, city, using, exchange)
            yield from _builds(s, content, player, city, exchange)
            for gov in content.governments:
                for deity in deities_for(content, gov):
                    yield ChangeGovernment(government=gov, city=city, deity=deity, exchange=exchange)


def _research(
    rules: Rules, s: State, content: Content, player: str, city: str, using: str, exchange: bool
) -> Iterator[Command]:
    base = Research(city=city, using=using, exchange=exchange)
    events = accepted(rules, s, player, base)
    if events is None:
        return
    p = s.players[player]
    gained = sum(e.amount for e in events if isinstance(e, econ_ev.Gained) and e.commodity == "philosophers")
    rate = rule_value(content, p, "commerce_per_philosopher", content.scenario.setup.commerce_per_philosopher)
    commerce = p.commerce - sum(e.commerce for e in events if isinstance(e, econ_ev.ExchangePaid))
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
