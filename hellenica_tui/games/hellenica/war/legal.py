"""Movement and combat commands for `legal_commands`.

Every destination times every way of splitting a stack would explode, so a
movement offers, for each area the supplied units could reach (the adjacent
areas and, from land, what the player's triremes reach by sea transport):
every unit still to move that could go there, all units of one kind, and a
single unit of one kind. Other splits are still accepted when typed. Like
every candidate, these are checked by running the decider.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.decide import ReadingTx
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import ACTION, State, cities_of, is_ai
from hellenica_tui.games.hellenica.economy import legal
from hellenica_tui.games.hellenica.economy.actions import own_city, require_turn
from hellenica_tui.games.hellenica.economy.upgrades import MARKET, wildcard_of
from hellenica_tui.games.hellenica.effects.advancements import rule_value
from hellenica_tui.games.hellenica.war.battle import defender_retreats, force_of
from hellenica_tui.games.hellenica.war.commands import (
    Destroy,
    EndMovement,
    FreeTemple,
    Leader,
    Move,
    NoLeader,
    Raid,
    Stay,
    SupplyMovement,
    Withdraw,
)
from hellenica_tui.games.hellenica.war.notation import all_units, ordered
from hellenica_tui.games.hellenica.war.routes import movable, transport_options
from hellenica_tui.games.hellenica.war.state import CASUALTY, LEADERS, WITHDRAW_ATTACKER, WITHDRAW_DEFENDER
from hellenica_tui.games.hellenica.war.supply_movement import raid_targets
from hellenica_tui.games.kit.transaction import refuses


def supplies(rules: Rules, s: State, content: Content, player: str, quick: bool = False) -> Iterator[Command]:
    """Every supply for movement worth trying (`action_candidates`); `quick`: only those
    its decider accepts, in the same order (`fast_action_candidates`, an `exact` kind)."""
    if s.movement is not None or s.combat is not None:
        return
    tx = ReadingTx(s, rules)
    if quick and (is_ai(s, player) or refuses(require_turn, tx, player)):
        return  # an AI player supplies by its own rules (the AI seats refuse it this one)
    p = s.players[player]
    price = rule_value(content, p, "exchange_cost", content.scenario.setup.exchange_cost)
    wild = wildcard_of(content)
    paying = [  # quick: paid for, with an active Market to exhaust
        (exchange, city)
        for exchange in [False] + ([True] if p.commerce >= price else [])
        for city in cities_of(s, player)
        if not quick or (
            not refuses(own_city, tx, player, city)
            and legal.worth_trying(s, content, p, "supply", exchange, city, MARKET, wild)
        )
    ]
    areas = [a for a, st in s.areas.items() if player in st.units and movable(tx, a, player)] if paying else []
    for exchange, city in paying if areas else ():
        for using in [""] if exchange else legal.using_options(s, content, city, MARKET):
            for area in areas:
                yield SupplyMovement(area=area, city=city, using=using, exchange=exchange)


def quick_supplies(rules: Rules, s: State, content: Content, player: str) -> Iterator[Command]:
    """The supplies for movement their decider accepts (`fast_action_candidates`)."""
    return supplies(rules, s, content, player, quick=True)


def moves(rules: Rules, s: State, content: Content, player: str) -> Iterator[Command]:
    m = s.movement
    assert m is not None
    tx = ReadingTx(s, rules)
    dests = set(tx.board.neighbours(m.area))
    if tx.board.kind(m.area) == "land":
        dests |= set(transport_options(tx, player, m.area, m.carried))
    for dst in sorted(dests - set(m.sent) - set(m.fought) - {m.area}):
        groups = [all_units(s, player, dst)]
        for key, n in m.left.items():
            groups.append({key: n})
            if n > 1:
                groups.append({key: 1})
        for group in groups:
            if group:
                yield Move(units=ordered(group), to=dst)
    for city, area, _ in raid_targets(tx, player):
        yield Raid(city=city, area=area)
    yield EndMovement()


def choices(rules: Rules, s: State, content: Content, player: str) -> Sequence[Command] | None:
    """The only commands while a combat or a movement is under way; None otherwise."""
    if s.free_temple:
        if player not in s.pending:
            return []
        return [FreeTemple(deity=d) for d in sorted(content.deities)] + [FreeTemple()]
    if s.phase != ACTION:
        return None
    c = s.combat
    if c is not None:
        if player not in s.pending:
            return []
        tx = ReadingTx(s, rules)
        if c.step == LEADERS:
            return [Leader(), NoLeader()]
        if c.step == CASUALTY:
            enemy = c.defender if player == c.attacker else c.attacker
            return [Destroy(unit=k) for k in force_of(s, c.area, enemy).kinds()]
        if c.step == WITHDRAW_ATTACKER:
            return [Withdraw(), Stay()]
        if c.step == WITHDRAW_DEFENDER:
            return [*(Withdraw(to=a) for a in defender_retreats(tx, c)), Stay()]
        return []
    m = s.movement
    if m is not None and not s.pending:
        return list(moves(rules, s, content, player)) if player == m.player else []
    return None

