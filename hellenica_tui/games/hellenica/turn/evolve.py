"""What each event of setup and the turn's phases does to the state, in place.
Pure bookkeeping: no checks, no dice."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.sharing import Writes, writes_nothing, writes_player
from hellenica_tui.games.hellenica.core.state import (
    ACTION,
    ACTIVE,
    DIRECTION,
    ETHOS,
    FAVORITE,
    OVER,
    UPKEEP,
    State,
    Upgrade,
)
from hellenica_tui.games.hellenica.turn import events as turn_ev
from hellenica_tui.games.kit.tables import EventTable, Evolvers


def _drop(pending: list[str], player: str) -> None:
    if player in pending:
        pending.remove(player)


# -- setup and phases ----------------------------------------------------------------


def _patron(s: State, e: turn_ev.PatronChosen) -> None:
    p = s.players[e.player]
    p.patron = e.deity
    p.deities.append(e.deity)
    s.areas[e.city].slots[e.slot] = Upgrade("temple", ACTIVE, e.deity)
    _drop(s.pending, e.player)


def _dealt(s: State, e: turn_ev.EthosDealt) -> None:
    if s.phase != ETHOS:
        s.phase = ETHOS
    for card in e.cards:
        s.ethos_deck.remove(card)
    s.players[e.player].ethos_hand = list(e.cards)
    s.pending.append(e.player)


def _return(s: State, cards: tuple[str, ...]) -> None:
    s.ethos_deck.extend(cards)
    s.ethos_deck.sort()


def _kept(s: State, e: turn_ev.EthosKept) -> None:
    p = s.players[e.player]
    p.ethos = list(e.kept)
    p.ethos_hand = []
    _return(s, e.returned)
    _drop(s.pending, e.player)


def _redrawn(s: State, e: turn_ev.EthosRedrawn) -> None:
    p = s.players[e.player]
    p.favor -= e.favor
    p.ethos_hand = []
    _return(s, e.returned)
    _drop(s.pending, e.player)


def _tied(s: State, e: turn_ev.FavoriteTied) -> None:
    s.phase = FAVORITE
    s.tied = list(e.players)
    s.pending = [e.chooser]


def _favorite(s: State, e: turn_ev.FavoriteChosen) -> None:
    s.favorite = e.player
    s.phase = DIRECTION
    s.tied = []
    s.pending = [e.player]


def _direction(s: State, e: turn_ev.DirectionChosen) -> None:
    s.direction = e.direction
    s.order = list(e.order)
    s.phase = ACTION
    s.round = 1
    s.pending = []
    s.active = e.order[0]
    for p in s.players.values():
        p.passed = False


def _action_done(s: State, e: turn_ev.ActionDone) -> None:
    order = s.order
    n = len(order)
    i = order.index(e.player)
    for step in range(1, n + 1):
        j = (i + step) % n
        nxt = order[j]
        if not s.players[nxt].passed:
            if j <= i:
                s.round += 1
            s.active = nxt
            return
    s.active = ""


def _upkeep(s: State, e: turn_ev.UpkeepBegan) -> None:
    s.phase = UPKEEP
    s.upkeep_step = 0
    s.active = ""


def _step(s: State, e: turn_ev.UpkeepStepDone) -> None:
    s.upkeep_step = e.step + 1


def _gov_pending(s: State, e: turn_ev.GovernmentPending) -> None:
    s.pending = list(e.players)


def _gov_placed(s: State, e: turn_ev.GovernmentPlaced) -> None:
    p = s.players[e.player]
    p.government = e.government
    p.government_city = e.city
    s.areas[e.city].government = Upgrade(e.upgrade, ACTIVE, e.deity)
    _drop(s.pending, e.player)


def _readied(s: State, e: turn_ev.UpgradesReadied) -> None:
    for area_id in e.areas:
        area = s.areas[area_id]
        for up in area.slots:
            if up is not None:
                up.state = ACTIVE
        if area.government is not None:
            area.government.state = ACTIVE
    for area in s.areas.values():
        for stack in area.units.values():
            if stack.supplied:
                stack.supplied = {}


def _deities(s: State, e: turn_ev.DeityCardsTaken) -> None:
    s.players[e.player].deities.extend(e.deities)


def _invocations(s: State, e: turn_ev.InvocationsCleared) -> None:
    for p in s.players.values():
        p.invocations_used = []


def _won(s: State, e: turn_ev.GameWon) -> None:
    s.winners = list(e.winners)
    s.phase = OVER
    s.pending = []
    s.active = ""


def _replenished(s: State, e: turn_ev.BoardReplenished) -> None:
    p = s.players[e.player]
    p.cubes = dict(e.cubes)
    p.extra_slots = dict(e.extra_slots)


def _turn(s: State, e: turn_ev.TurnBegan) -> None:
    s.turn = e.turn
    s.phase = ETHOS
    s.round = 0
    s.active = ""
    s.pending = []
    s.upkeep_step = 0
    for p in s.players.values():
        p.passed = False


EVOLVERS = (
    Evolvers[State]()
    .on(turn_ev.PatronChosen, _patron)
    .on(turn_ev.EthosDealt, _dealt)
    .on(turn_ev.EthosKept, _kept)
    .on(turn_ev.EthosRedrawn, _redrawn)
    .on(turn_ev.FavoriteTied, _tied)
    .on(turn_ev.FavoriteChosen, _favorite)
    .on(turn_ev.DirectionChosen, _direction)
    .on(turn_ev.ActionDone, _action_done)
    .on(turn_ev.UpkeepBegan, _upkeep)
    .on(turn_ev.UpkeepStepDone, _step)
    .on(turn_ev.GovernmentPending, _gov_pending)
    .on(turn_ev.GovernmentPlaced, _gov_placed)
    .on(turn_ev.UpgradesReadied, _readied)
    .on(turn_ev.DeityCardsTaken, _deities)
    .on(turn_ev.InvocationsCleared, _invocations)
    .on(turn_ev.GameWon, _won)
    .on(turn_ev.BoardReplenished, _replenished)
    .on(turn_ev.TurnBegan, _turn)
)


def _passed_players(s: State, e: turn_ev.DirectionChosen | turn_ev.TurnBegan) -> Writes:
    return Writes((), [name for name, p in s.players.items() if p.passed])


def _readied_writes(s: State, e: turn_ev.UpgradesReadied) -> Writes:
    supplied = [a for a, area in s.areas.items() if any(stack.supplied for stack in area.units.values())]
    return Writes([*e.areas, *supplied])


# The areas and players each event changes (core/sharing.py).
WRITES = (
    EventTable[State, Writes]()
    .on(turn_ev.PatronChosen, lambda s, e: Writes((e.city,), (e.player,)))
    .on(turn_ev.EthosDealt, writes_player)
    .on(turn_ev.EthosKept, writes_player)
    .on(turn_ev.EthosRedrawn, writes_player)
    .on(turn_ev.FavoriteTied, writes_nothing)
    .on(turn_ev.FavoriteChosen, writes_nothing)
    .on(turn_ev.DirectionChosen, _passed_players)
    .on(turn_ev.ActionDone, writes_nothing)
    .on(turn_ev.UpkeepBegan, writes_nothing)
    .on(turn_ev.UpkeepStepDone, writes_nothing)
    .on(turn_ev.GovernmentPending, writes_nothing)
    .on(turn_ev.GovernmentPlaced, lambda s, e: Writes((e.city,), (e.player,)))
    .on(turn_ev.UpgradesReadied, _readied_writes)
    .on(turn_ev.DeityCardsTaken, writes_player)
    .on(turn_ev.InvocationsCleared, lambda s, e: Writes((), [n for n, p in s.players.items() if p.invocations_used]))
    .on(turn_ev.GameWon, writes_nothing)
    .on(turn_ev.BoardReplenished, writes_player)
    .on(turn_ev.TurnBegan, _passed_players)
)
