"""The turn: nine phases a player goes through, and the end of the game.

Draw, revenue and upkeep happen by themselves as a turn begins (a player over
the hand limit first discards); recruit, diplomacy, the two moves and the two
battle phases each end with `done`. A turn of the game is one round in which
every player takes his nine phases (rules/turn.md).
"""

from __future__ import annotations

from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.games.war.economy import collect_revenue, pay_upkeep
from hellenica_tui.games.war.effects import amount, hand_limit, player_effects
from hellenica_tui.games.war.movement.navigation import navigation_rolls
from hellenica_tui.games.war.recruiting import experience
from hellenica_tui.games.war.state import Phase, State
from hellenica_tui.games.war.tx import Tx

DRAW = 2
NEXT: dict[Phase, Phase] = {
    "recruit": "diplomacy",
    "diplomacy": "move1",
    "move1": "sea",
    "sea": "land",
    "land": "move2",
}


def draw_cards(tx: Tx, player: str, n: int) -> None:
    """Draw `n` cards, shuffling the discards into a new deck when it runs out."""
    for _ in range(n):
        if not tx.state.deck:
            if not tx.state.discard:
                return
            pile = list(tx.state.discard)
            tx.rng.shuffle(pile)
            tx.emit(ev.DeckShuffled(deck=tuple(pile), from_discard=True))
        tx.emit(ev.CardsDrawn(player=player, cards=(tx.state.deck[-1],)))


def begin_turn(tx: Tx, player: str, turn: int) -> None:
    new_month = turn != tx.state.turn
    tx.emit(ev.TurnBegan(player=player, turn=turn))
    if new_month:  # neutral cities mend as a game turn begins, as held ones do at their holder's revenue
        for city in tx.state.cities.values():
            if city.razed and not city.controller:
                tx.emit(ev.RazedRemoved(city=city.id))
    home = tx.state.cities.get(tx.state.players[player].home)
    for u in tx.state.units:
        if u.owner == player and u.exiled_until and turn >= u.exiled_until and home and home.controller == player:
            tx.emit(ev.LeaderReturned(id=u.id, space=home.space))  # an exile comes home when he can
    draw_cards(tx, player, DRAW)
    if len(tx.state.players[player].hand) > hand_limit(tx.state, tx.content, player):
        tx.emit(ev.PhaseBegan(player=player, phase="discard"))
    else:
        after_draw(tx, player)


def after_draw(tx: Tx, player: str) -> None:
    collect_revenue(tx, player)
    pay_upkeep(tx, player)
    tx.emit(ev.PhaseBegan(player=player, phase="recruit"))


def end_phase(tx: Tx, player: str) -> None:
    phase = tx.state.phase
    if phase == "recruit":
        experience(tx, player)
    if phase == "move2":
        navigation_rolls(tx, player)
        end_turn(tx, player)
        return
    tx.emit(ev.PhaseBegan(player=player, phase=NEXT[phase]))


def end_turn(tx: Tx, player: str) -> None:
    state = tx.state
    if state.truce_by == player and state.turn >= state.truce_turn:
        tx.emit(ev.TruceEnded(player=player))
    for p in state.order:
        if not state.players[p].out and not holds_anything(state, p):
            tx.emit(ev.PlayerOut(player=p))
    alive = [p for p in state.order if not state.players[p].out]
    if len(alive) <= 1:
        finish(tx)
        return
    index, turn = state.current, state.turn
    while True:
        index += 1
        if index == len(state.order):
            index, turn = 0, turn + 1
        if not state.players[state.order[index]].out:
            break
    if turn > tx.content.turns:
        finish(tx)
        return
    begin_turn(tx, state.order[index], turn)


def holds_anything(state: State, player: str) -> bool:
    return any(c.controller == player for c in state.cities.values()) or any(
        u.owner == player and u.kind != "leader" for u in state.units
    )


def standing(state: State, content: Content, player: str) -> tuple[int, int, int]:
    """What the end of the game ranks `player` by: its score (cities held, and one for
    each leader who counts as a city, Historian), then its armies and fleets, then its gold."""
    cities = sum(1 for c in state.cities.values() if c.controller == player)
    score = cities + amount(player_effects(state, content, player), "victory")
    forces = sum(1 for u in state.units if u.owner == player and u.kind in ("army", "fleet"))
    return (score, forces, state.players[player].gold)


def finish(tx: Tx) -> None:
    """The most cities wins; a tie goes to more armies and fleets, then more gold; a
    tie on all three is shared (rules/victory.md)."""
    state = tx.state
    ranks = {p: standing(state, tx.content, p) for p in state.order}
    scores = {p: rank[0] for p, rank in ranks.items()}
    best = max(ranks.values())
    winners = tuple(p for p in state.order if ranks[p] == best)
    tx.emit(ev.GameEnded(scores=tuple(scores.items()), winners=winners))
