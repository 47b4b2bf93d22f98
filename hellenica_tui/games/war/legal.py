"""The commands a player may give now, and who is to act.

Every listed command is accepted by `decide`. Moves are listed for whole stacks
and for one unit of each kind (and each leader alone); any other split of a
stack may be typed and is checked the same way."""

from __future__ import annotations

import random

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.war.cards import AIMS, aimed_at, city_fits, playable, relief_holds
from hellenica_tui.games.war.combat.battle_cards import Battle, fits
from hellenica_tui.games.war.combat.battles import plan
from hellenica_tui.games.war.commands import (
    AFTER_CHOICES,
    Attack,
    ChooseHome,
    Defend,
    Discard,
    Done,
    Execute,
    Move,
    Negotiate,
    Play,
    Ransom,
    Recruit,
)
from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.games.war.diplomacy import NEGATES
from hellenica_tui.games.war.diplomacy import why_not as diplomacy_refusal
from hellenica_tui.games.war.movement.moves import COUNTED, open_steps, prepare
from hellenica_tui.games.war.prisoners import execute_refusal, ransom_refusal
from hellenica_tui.games.war.recruiting import RECRUITABLE
from hellenica_tui.games.war.recruiting import why_not as recruit_refusal
from hellenica_tui.games.war.setup import home_choices
from hellenica_tui.games.war.state import MOVE_PHASES, State
from hellenica_tui.games.war.tx import Tx

_NO_DICE = random.Random(0)  # a listing's questions roll nothing


def to_act(state: State) -> list[str]:
    return [] if state.phase == "over" else [state.active]


def legal_commands(content: Content, state: State, player: str) -> list[Command]:
    if state.phase == "over" or player != state.active:
        return []
    tx = Tx(state, content, _NO_DICE, read_only=True)  # nothing is rolled nor emitted
    phase = state.phase
    out: list[Command] = []
    if phase == "home":
        return [ChooseHome(city=c) for c in home_choices(state, content)]
    if state.pending is not None:
        return _defences(tx, player)
    if state.pending_revolt:
        negate = [c for c in dict.fromkeys(state.players[player].hand) if content.cards[c].effect.kind == NEGATES]
        return [Defend(), *(Defend(cards=(c,)) for c in negate)]
    if phase == "discard":
        return [Discard(card=c) for c in dict.fromkeys(state.players[player].hand)]
    if phase == "recruit":
        gold = state.players[player].gold
        for city in sorted(c.id for c in state.cities.values() if c.controller == player):
            if state.cities[city].hostile or not tx.serves(state.cities[city]):
                continue  # raises nothing (`recruit_refusal` says why)
            for kind in RECRUITABLE:
                for n in range(1, 7 if kind == "baggage" else 2):
                    if content.units[kind].recruit * n > gold:
                        break  # nor more of them
                    command = Recruit(kind=kind, city=city, count=n)
                    if not recruit_refusal(tx, player, command):
                        out.append(command)
    elif phase == "diplomacy":
        out += [Negotiate(city=c) for c in sorted(state.cities) if not diplomacy_refusal(tx, player, c)]
    elif phase in MOVE_PHASES and not state.players[player].idle:
        out += _moves(tx, player)
    elif phase in ("sea", "land") and not state.players[player].idle and not state.truce_by:
        out += _attacks(tx, player)
    for u in [u for u in state.units if u.held_by]:  # only leaders are held
        if u.kind == "leader":
            name = u.name.lower()
            if phase == "recruit" and not ransom_refusal(state, player, name):
                out.append(Ransom(leader=name))
            if not execute_refusal(state, player, name):
                out.append(Execute(leader=name))
    return [*out, *_plays(tx, player), Done()]


def _plays(tx: Tx, player: str) -> list[Command]:
    """Each playable card of the hand at each target of the kind it aims at."""
    state = tx.state
    by_aim: dict[str, list[str]] = {}  # the targets of each group, made when a card asks them
    out: list[Command] = []
    for card in dict.fromkeys(state.players[player].hand):  # in the hand: the first question
        if not playable(tx.content.cards[card]):
            continue
        aim = AIMS[tx.content.cards[card].effect.kind]
        group = aim if aim in ("none", "opponent") else "city" if aim.endswith("city") else (
            "leader" if aim.endswith("leader") else "space"
        )  # fmt: skip
        targets = by_aim.get(group)
        if targets is None:
            targets = by_aim[group] = _targets(state, group)
        if group == "city":  # only those of the kind aimed at (`cards.why_not` refuses the others)
            targets = [c for c in targets if city_fits(tx, player, aim, state.cities[c])]
        if aim == "none":  # as `cards.why_not` sees them, its questions of the card asked once
            out += [Play(card=card, target=t) for t in targets if not t]
        elif relief_holds(tx, player, tx.content.cards[card]):
            out += [Play(card=card, target=t) for t in targets if t and aimed_at(tx, player, aim, t)]
    return out


def _targets(state: State, group: str) -> list[str]:
    if group == "none":
        return [""]
    if group == "opponent":
        return list(state.players)
    if group == "leader":
        return [u.name.lower() for u in state.units if u.kind == "leader"]
    if group == "city":
        return list(state.cities)
    return sorted({u.space for u in state.units if u.space})


def _moves(tx: Tx, player: str) -> list[Command]:
    out: list[Command] = []
    wide = tx.wide(player)  # the same for every group
    spaces = sorted({u.space for u in tx.state.units if u.owner == player and u.space})  # none for prisoners, exiles
    for src in spaces:
        here = tx.units_at(src, player)
        counts: dict[str, int] = {k: sum(1 for u in here if u.kind == k) for k in COUNTED}
        names = tuple(u.name.lower() for u in here if u.kind == "leader")
        groups = [_group(src, counts, names)]
        for kind in COUNTED:
            if counts[kind]:
                single: dict[str, int] = dict.fromkeys(COUNTED, 0)
                single[kind] = 1
                if kind == "fleet":
                    single["rowers"] = 1
                groups.append(_group(src, single, ()))
        groups += [Move(src=src, dst="", leaders=(n,)) for n in names]
        found: list[tuple[str, Move]] = []
        for group in dict.fromkeys(groups):  # picked once, then tried at each neighbour
            try:
                picked = prepare(tx, player, group, wide)
            except IllegalCommand:
                continue
            if max(picked.left) <= 0:  # every step costs a point to some unit of a group (a ship, or one on foot)
                continue
            found += [(dst, msgspec.structs.replace(group, dst=dst)) for dst in open_steps(tx, player, src, picked)]
        neighbours = tx.content.spaces[src].neighbours
        out += [move for _, move in sorted(found, key=lambda m: neighbours.index(m[0]))]  # stable: groups in order
    return out


def _group(src: str, n: dict[str, int], leaders: tuple[str, ...]) -> Move:
    return Move(
        src=src, dst="", army=n["army"], rowers=n["rowers"], fleet=n["fleet"], transport=n["transport"],
        baggage=n["baggage"], leaders=leaders,
    )  # fmt: skip


def _attacks(tx: Tx, player: str) -> list[Command]:
    state = tx.state
    targets = set()
    for u in state.units:
        if u.owner != player:
            targets.add(u.space)
    targets |= {c.space for c in state.cities.values() if c.controller != player}
    out: list[Command] = []
    hand = state.players[player].hand
    near = tx.content.spaces
    mine = {u.space for u in state.units if u.owner == player}
    for target in sorted(targets):
        if target not in near or not any(n in mine for n in near[target].neighbours):
            continue  # none of the player's units could join (`plan` refuses it)
        try:
            found = plan(tx, player, Attack(target=target))
        except IllegalCommand:
            continue
        out.append(Attack(target=target))
        if found.city is not None:  # a land battle for a city: it may be plundered or destroyed
            out += [Attack(target=target, then=then) for then in AFTER_CHOICES.values() if then != "hold"]
        battle = Battle(found.theatre, found.city is not None, found.defending)
        cards = [c for c in dict.fromkeys(hand) if fits(tx.content.cards[c], "attack", battle)]
        out += [Attack(target=target, cards=(c,)) for c in cards]
    return out


def _defences(tx: Tx, player: str) -> list[Command]:
    """No card, each fitting card alone, and all of them."""
    pending = tx.state.pending
    assert pending is not None
    found = plan(tx, pending.attacker, Attack(target=pending.target), declared=True)
    battle = Battle(found.theatre, found.city is not None, found.defending)
    cards = [c for c in dict.fromkeys(tx.state.players[player].hand) if fits(tx.content.cards[c], "defence", battle)]
    options = [(), *((c,) for c in cards), tuple(cards)]
    return [Defend(cards=c) for c in dict.fromkeys(options)]
