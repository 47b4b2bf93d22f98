"""The course of a game: the order of turns in each phase, rounds, the Acts and
their objectives, and the moment the Great Battle begins."""

from __future__ import annotations

from collections.abc import Callable

from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.content import schema as s
from hellenica_tui.games.epireia.economy import draw_token
from hellenica_tui.games.epireia.objectives import progress
from hellenica_tui.games.epireia.solo import reveal_augur
from hellenica_tui.games.epireia.state import State
from hellenica_tui.games.epireia.tx import Tx


def development_order(state: State) -> list[str]:
    """The Delian League's cities first, then the Peloponnesian, each in seat order."""
    return [c.name for c in state.members("delian")] + [c.name for c in state.members("peloponnesian")]


def diplomacy_order(state: State) -> list[str]:
    """The Peloponnesian League's cities first, then the Delian."""
    return [c.name for c in state.members("peloponnesian")] + [c.name for c in state.members("delian")]


def start_game(tx: Tx) -> None:
    if not tx.state.solo:
        draw_act(tx, 1)
    begin_round(tx)


def draw_act(tx: Tx, act: int) -> None:
    cards = sorted(c.id for c in tx.content.cards.values() if c.act == act)
    card = tx.content.cards[tx.rng.choice(cards)]
    tx.emit(e.ActDrawn(act=act, card=card.id))
    for k in card.constraints:
        if isinstance(k, s.Brigands):
            for space in k.spaces:
                tx.emit(e.BrigandsPlaced(space=space, evicted=tx.state.territories.get(space, "")))


def begin_round(tx: Tx) -> None:
    """A new round: the next Act's card first if the last one was completed."""
    if tx.state.act_done and tx.state.act < 3:
        draw_act(tx, tx.state.act + 1)
    tx.emit(e.RoundBegan(round=tx.state.round + 1))
    if tx.state.solo:
        reveal_augur(tx)
    first = development_order(tx.state)[0]
    tx.emit(e.TurnBegan(player=first, phase="development", actions=tx.content.rules.actions_per_turn))


def next_turn(tx: Tx, resolve: Callable[[Tx], None]) -> None:
    """The turn passes to the next city of the phase; after the last one of the
    development the diplomacy begins, after the last of the diplomacy `resolve` runs."""
    state = tx.state
    order = development_order(state) if state.phase == "development" else diplomacy_order(state)
    at = order.index(state.current)
    if at + 1 < len(order):
        actions = tx.content.rules.actions_per_turn if state.phase == "development" else 0
        tx.emit(e.TurnBegan(player=order[at + 1], phase=state.phase, actions=actions))
    elif state.phase == "development":
        tx.emit(e.TurnBegan(player=diplomacy_order(state)[0], phase="diplomacy", actions=0))
    else:
        resolve(tx)


def check_act(tx: Tx) -> None:
    """The first city to meet the Act's objective completes it and wins its reward;
    cities meeting it at once are taken in the development order."""
    state = tx.state
    card = tx.content.cards.get(state.card)
    if card is None or state.act_done or state.phase in ("battle_setup", "battle", "over"):
        return
    for player in development_order(state):
        if progress(state, tx.content, state.city(player), card.objective) >= card.objective.at_least:
            tx.emit(e.ActCompleted(act=state.act, player=player))
            for spec in card.reward:
                draw_token(tx, player, spec.unit, spec.level)
            return
