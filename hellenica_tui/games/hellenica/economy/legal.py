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
    Player,
    State,
    cities_of,
    is_ai,
)
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.actions import exchange_price, may_pay
from hellenica_tui.games.hellenica.economy.build import lacks_advancement
from hellenica_tui.games.hellenica.economy.commands import (
    AnswerTrade,
    Build,
    ChangeGovernment,
    Pass,
    Research,
    SupplyCommerce,
    Trade,
    Train,
    Worship,
)
from hellenica_tui.games.hellenica.economy.trade import open_offer
from hellenica_tui.games.hellenica.economy.upgrades import (
    ACADEMY,
    FREE_TEMPLE,
    MARKET,
    MINE,
    SETTLEMENT,
    TEMPLE,
    active_matching,
    exhaust_options,
    sites,
    wildcard_of,
)
from hellenica_tui.games.hellenica.effects.advancements import (
    may_build_on_mines,
    may_research,
    may_train_elite,
    rule_value,
)


def deities_for(content: Content, government: str) -> list[str]:
    return sorted(content.deities) if content.governments[government].upgrade == TEMPLE else [""]


def using_options(s: State, content: Content, city: str, upgrade: str) -> list[str]:
    """The distinct choices of which matching upgrade to exhaust ("" = the default)."""
    wild = wildcard_of(content)
    area = s.areas[city]
    slots = active_matching(area, upgrade, wild)
    if not slots:
        return [""]
    return list(exhaust_options(area, sites(content, city), slots, wild))


def actions(rules: Rules, s: State, content: Content, player: str, quick: bool = False) -> Iterator[Command]:
    """Every action worth trying (`action_candidates`). `quick` leaves out, in the same
    order, what the deciders surely refuse: an action the player cannot pay for, a
    production with no active matching upgrade in the city, a build over an upgrade
    its location does not hold (`fast_action_candidates`, core/legal.py)."""
    p = s.players[player]
    yield Pass()
    cities = cities_of(s, player)
    modes = [False] + ([True] if p.commerce >= exchange_price(content, p) else [])
    wild = wildcard_of(content)
    for exchange in modes:
        for city in cities:
            plain = [""] if exchange else None

            def paid(action: str, upgrade: str = "", city: str = city, exchange: bool = exchange) -> bool:
                return not quick or _worth_trying(s, content, p, action, exchange, city, upgrade, wild)

            if paid("worship", TEMPLE):
                for using in plain or using_options(s, content, city, TEMPLE):
                    yield Worship(city=city, using=using, exchange=exchange)
            if paid("supply", MARKET):
                for using in plain or using_options(s, content, city, MARKET):
                    yield SupplyCommerce(city=city, using=using, exchange=exchange)
            for unit in content.units.values():
                if not paid("train", unit.trained_by):
                    continue
                for using in plain or using_options(s, content, city, unit.trained_by):
                    for elite in (False, True) if may_train_elite(content, p, unit.id) else (False,):
                        yield Train(city=city, unit=unit.id, elite=elite, using=using, exchange=exchange)
            if paid("research", ACADEMY):
                for using in plain or using_options(s, content, city, ACADEMY):
                    yield from _research(rules, s, content, player, city, using, exchange)
            if paid("build"):
                yield from _builds(s, content, player, city, exchange, quick)
                for gov in content.governments:
                    for deity in deities_for(content, gov):
                        yield ChangeGovernment(government=gov, city=city, deity=deity, exchange=exchange)


def _worth_trying(
    s: State, content: Content, p: Player, action: str, exchange: bool, city: str, upgrade: str, wild: str
) -> bool:
    """Payable, and (a production) with an active `upgrade` in the city to produce with."""
    if not may_pay(content, p, action, exchange):
        return False
    return not upgrade or bool(active_matching(s.areas[city], upgrade, wild))


def quick_actions(rules: Rules, s: State, content: Content, player: str) -> Iterator[Command]:
    """`actions` less what the deciders surely refuse (`fast_action_candidates`)."""
    return actions(rules, s, content, player, quick=True)


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


def _builds(s: State, content: Content, player: str, city: str, exchange: bool, quick: bool) -> Iterator[Command]:
    area = s.areas[city]
    layout = sites(content, city)
    site_names = {""} | {site.area for site in layout if site.kind == MINE} | (
        {FREE_TEMPLE} if any(site.kind == FREE_TEMPLE for site in layout) else set()
    )
    p = s.players[player]
    if quick and not may_build_on_mines(content, p):  # candidate_slots refuses every mine location
        site_names = {name for name in site_names if name in ("", FREE_TEMPLE)}
    overs = {("", "", False)}
    held: dict[str, set[tuple[str, str, bool]]] = {name: set() for name in site_names}  # what each location offers
    for i, up in enumerate(area.slots):
        where = layout[i]
        name = "" if where.kind == SETTLEMENT else FREE_TEMPLE if where.kind == FREE_TEMPLE else where.area
        if up is None:
            held.setdefault(name, set()).add(("", "", False))
        elif up.state in (ACTIVE, BUILDING):
            overs.add((up.kind, up.deity, up.state == BUILDING))
            held.setdefault(name, set()).add((up.kind, up.deity, up.state == BUILDING))
    for upgrade in content.upgrades:
        if quick and lacks_advancement(content, p, content.upgrades[upgrade]):
            continue
        for deity in sorted(content.deities) if upgrade == TEMPLE else [""]:
            for site in sorted(site_names):
                for over, over_deity, unfinished in sorted(overs):
                    if quick and (over, over_deity, unfinished) not in held[site]:
                        continue  # choose_slot finds no such location there
                    yield Build(
                        city=city, upgrade=upgrade, deity=deity, site=site, over=over, over_deity=over_deity,
                        over_unfinished=unfinished, exchange=exchange,
                    )


def trades(rules: Rules, s: State, content: Content, player: str) -> Iterator[Command]:
    """The gifts the acting player may offer: one Philosopher or one Commerce to
    each other person (any other offer is typed in full; an AI declines them all)."""
    p = s.players[player]
    for other in s.players:
        if other == player or is_ai(s, other):
            continue
        if p.philosophers:
            yield Trade(to=other, give_philosophers=1)
        if p.commerce:
            yield Trade(to=other, give_commerce=1)


def trade_answers(rules: Rules, s: State, content: Content, player: str) -> list[Command] | None:
    """While an offer waits: its answers for the one offered, nothing for anyone else."""
    waiting = open_offer(s)
    if waiting is None:
        return None
    return [AnswerTrade(accept=True), AnswerTrade(accept=False)] if player == waiting.to else []
