"""The economy's candidate actions: every build, training, research, worship,
supply for commerce, change of government and pass worth trying (an
`action_candidates` hook), core/legal.py keeping those its decider accepts; and
the same list made of accepted actions only (`fast_action_candidates`)."""

from __future__ import annotations

import sys
from collections.abc import Iterator

from msgspec.structs import replace

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.decide import ReadingTx
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
from hellenica_tui.games.hellenica.economy.actions import exchange_price, may_pay, own_city, require_turn
from hellenica_tui.games.hellenica.economy.build import location_refusal, site_slots, slot_taken, upgrade_refusal
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
from hellenica_tui.games.hellenica.economy.governments import governs_already
from hellenica_tui.games.hellenica.economy.offers import open_offer
from hellenica_tui.games.hellenica.economy.research import gained_by
from hellenica_tui.games.hellenica.economy.train import room
from hellenica_tui.games.hellenica.economy.upgrades import (
    ACADEMY,
    FREE_TEMPLE,
    MARKET,
    MINE,
    TEMPLE,
    active_matching,
    exhaust_options,
    sites,
    wildcard_of,
)
from hellenica_tui.games.hellenica.effects.advancements import (
    check_research,
    may_build_on_mines,
    may_research,
    may_train_elite,
    rule_value,
)
from hellenica_tui.games.kit.transaction import refuses


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
    """Every action worth trying (`action_candidates`). `quick` gives, in the same
    order, only those the deciders accept (`fast_action_candidates`: the economy's
    kinds are `exact`, but for Pass, which is still tried): each test is the one its
    decider makes, worked out once for every candidate it concerns."""
    p = s.players[player]
    yield Pass()
    tx = ReadingTx(s, rules)
    if quick and (is_ai(s, player) or refuses(require_turn, tx, player)):
        return  # an AI player has no player board (the AI seats refuse it every action)
    cities = [c for c in cities_of(s, player) if not (quick and refuses(own_city, tx, player, c))]
    modes = [False] + ([True] if p.commerce >= exchange_price(content, p) else [])
    wild = wildcard_of(content)
    rooms: dict[str, bool] = {}  # whether the player may train more of a unit
    payable: dict[tuple[str, bool], bool] = {}  # whether the player has what an action costs
    active: dict[tuple[str, str], bool] = {}  # whether a city has an active upgrade of a kind
    usings: dict[tuple[str, str], list[str]] = {}  # `using_options`, by city and upgrade
    prices: dict[str, int] | None = None  # quick: what each advancement costs the player
    builds: dict[str, list[Build]] = {}  # by city, paid with a cube

    def paid(action: str, city: str, exchange: bool, upgrade: str = "") -> bool:
        """Payable, and (a production) with an active `upgrade` in the city to produce with."""
        if not quick:
            return True
        key = (action, exchange)
        if key not in payable:
            payable[key] = may_pay(content, p, action, exchange)
        if not payable[key] or not upgrade:
            return payable[key]
        if (city, upgrade) not in active:
            active[city, upgrade] = bool(active_matching(s.areas[city], upgrade, wild))
        return active[city, upgrade]

    def options(city: str, upgrade: str) -> list[str]:
        if (city, upgrade) not in usings:
            usings[city, upgrade] = using_options(s, content, city, upgrade)
        return usings[city, upgrade]

    for exchange in modes:
        for city in cities:
            plain = [""] if exchange else None
            if paid("worship", city, exchange, TEMPLE):
                for using in plain or options(city, TEMPLE):
                    yield Worship(city=city, using=using, exchange=exchange)
            if paid("supply", city, exchange, MARKET):
                for using in plain or options(city, MARKET):
                    yield SupplyCommerce(city=city, using=using, exchange=exchange)
            for unit in content.units.values():
                if not paid("train", city, exchange, unit.trained_by):
                    continue
                if quick and unit.id not in rooms:
                    rooms[unit.id] = room(tx, player, unit.id) > 0
                if quick and not rooms[unit.id]:
                    continue
                for using in plain or options(city, unit.trained_by):
                    for elite in (False, True) if may_train_elite(content, p, unit.id) else (False,):
                        yield Train(city=city, unit=unit.id, elite=elite, using=using, exchange=exchange)
            if paid("research", city, exchange, ACADEMY):
                if quick and prices is None:
                    prices = _prices(content, p)
                for using in plain or options(city, ACADEMY):
                    yield from _research(rules, s, content, player, city, using, exchange, prices)
            if paid("build", city, exchange):
                if city not in builds:  # the same builds either way of paying
                    builds[city] = _builds(tx, player, city, quick)
                yield from (replace(b, exchange=True) for b in builds[city]) if exchange else builds[city]
                for gov in content.governments:
                    for deity in deities_for(content, gov):
                        if not (quick and governs_already(s, player, gov, city, deity)):
                            yield ChangeGovernment(government=gov, city=city, deity=deity, exchange=exchange)


def worth_trying(
    s: State, content: Content, p: Player, action: str, exchange: bool, city: str, upgrade: str, wild: str
) -> bool:
    """Payable, and with an active `upgrade` in the city to produce with."""
    return may_pay(content, p, action, exchange) and bool(active_matching(s.areas[city], upgrade, wild))


def quick_actions(rules: Rules, s: State, content: Content, player: str) -> Iterator[Command]:
    """`actions` the deciders accept (`fast_action_candidates`)."""
    return actions(rules, s, content, player, quick=True)


def _research(
    rules: Rules, s: State, content: Content, player: str, city: str, using: str, exchange: bool,
    prices: dict[str, int] | None,
) -> Iterator[Command]:
    """The researches in `city`; with `prices` (`_prices`), only those the decider accepts."""
    p = s.players[player]
    if prices is not None:  # what the research produces and the Commerce left, as its decider works them out
        gained = gained_by(content, p, len(active_matching(s.areas[city], ACADEMY, wildcard_of(content))))
        commerce = p.commerce - (exchange_price(content, p) if exchange else 0)
    else:
        events = accepted(rules, s, player, Research(city=city, using=using, exchange=exchange))
        if events is None:
            return
        gained = sum(e.amount for e in events if isinstance(e, econ_ev.Gained) and e.commodity == "philosophers")
        commerce = p.commerce - sum(e.commerce for e in events if isinstance(e, econ_ev.ExchangePaid))
    rate = rule_value(content, p, "commerce_per_philosopher", content.scenario.setup.commerce_per_philosopher)
    for convert in range(commerce // rate + 1):
        yield Research(city=city, convert=convert, using=using, exchange=exchange)
        budget = p.philosophers + gained + convert
        for adv in content.advancements:
            if budget >= prices[adv] if prices is not None else may_research(content, p, adv, budget):
                yield Research(city=city, convert=convert, advancement=adv, using=using, exchange=exchange)


_PRICELESS = sys.maxsize  # the price of an advancement the player may not research at all


def _prices(content: Content, p: Player) -> dict[str, int]:
    """What each advancement costs the player, or _PRICELESS: `check_research` with all the
    Philosophers in the world, since its price is the only test the Philosophers take part in."""
    found = {}
    for adv in content.advancements:
        try:
            found[adv] = check_research(content, p, adv, _PRICELESS - 1)
        except IllegalCommand:
            found[adv] = _PRICELESS
    return found


def _builds(tx: ReadingTx, player: str, city: str, quick: bool) -> list[Build]:
    """The builds in `city` paid with a cube; `quick`: only those the decider accepts."""
    s, content = tx.s, tx.content
    found = []
    area = s.areas[city]
    layout = sites(content, city)
    site_names = {""} | {site.area for site in layout if site.kind == MINE} | (
        {FREE_TEMPLE} if any(site.kind == FREE_TEMPLE for site in layout) else set()
    )
    p = s.players[player]
    if quick and not may_build_on_mines(content, p):  # candidate_slots refuses every mine location
        site_names = {name for name in site_names if name in ("", FREE_TEMPLE)}
    overs = {("", "", False)} | {
        (up.kind, up.deity, up.state == BUILDING) for up in area.slots if up is not None and up.state in (ACTIVE, BUILDING)
    }
    # quick: the location each site and upgrade to replace would take, as choose_slot finds it
    taken = {
        (site, over): slot_taken(area, site_slots(layout, site), *over) for site in site_names for over in overs
    } if quick else {}
    for upgrade, kind in content.upgrades.items():
        if quick and upgrade_refusal(content, tx.board, p, kind, city):
            continue
        for deity in sorted(content.deities) if upgrade == TEMPLE else [""]:
            for site in sorted(site_names):
                if quick and site and (upgrade != TEMPLE if site == FREE_TEMPLE else not kind.on_mines):
                    continue  # candidate_slots: the free temple holds a Temple only, a mine what may stand there
                for over in sorted(overs):
                    if quick:
                        slot = taken[site, over]
                        if slot is None or location_refusal(s, player, city, slot, kind, deity):
                            continue
                    found.append(Build(
                        city=city, upgrade=upgrade, deity=deity, site=site, over=over[0], over_deity=over[1],
                        over_unfinished=over[2],
                    ))
    return found


def trades(rules: Rules, s: State, content: Content, player: str) -> Iterator[Command]:
    """The gifts the acting player may offer: one Philosopher or one Commerce to
    each other person (any other offer is typed in full; an AI declines them all)."""
    p = s.players[player]
    if is_ai(s, player):
        return  # an AI player makes no offers
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
