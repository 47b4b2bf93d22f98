"""The solo game: one city against enemy cities that the rules move, over a fixed
number of rounds with an Augur card each, and a Great Battle against an army laid
out beforehand, fought only if every objective of the scenario is met."""

from __future__ import annotations

from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.content import schema as s
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.economy import gain
from hellenica_tui.games.epireia.objectives import progress
from hellenica_tui.games.epireia.state import State
from hellenica_tui.games.epireia.tx import Tx
from hellenica_tui.games.epireia.vocabulary import other


def scenario(state: State, content: Content) -> s.SoloScenario | None:
    return content.solos.get(state.solo) if state.solo else None


def place_brigands(tx: Tx) -> None:
    solo = scenario(tx.state, tx.content)
    for k in solo.constraints if solo else []:
        if isinstance(k, s.Brigands):
            for space in k.spaces:
                tx.emit(e.BrigandsPlaced(space=space, evicted=""))


def reveal_augur(tx: Tx) -> None:
    """The round's Augur card, drawn from those not yet seen; its gifts come at once."""
    left = sorted(a for a in tx.content.augurs if a not in tx.state.augurs_drawn)
    if not left:
        return
    card = tx.content.augurs[tx.rng.choice(left)]
    tx.emit(e.AugurRevealed(card=card.id))
    for effect in card.effects:
        if isinstance(effect, s.Gift):
            gain(tx, tx.state.cities[0], effect.resources)


def move_enemies(tx: Tx) -> None:
    """Each enemy figure goes where a d12 sends it on the table."""
    for figure in tx.state.enemy_figures:
        roll = tx.d12()
        tx.emit(e.EnemyMoved(figure=figure, roll=roll, space=tx.content.enemy_moves[roll - 1]))


def objectives_met(state: State, content: Content) -> bool:
    solo = scenario(state, content)
    city = state.cities[0]
    return solo is not None and all(progress(state, content, city, o) >= o.at_least for o in solo.objectives)


def end_of_round(tx: Tx) -> bool:
    """After the last round: the battle if the objectives are met, else the game is lost.
    False while rounds remain."""
    solo = scenario(tx.state, tx.content)
    if solo is None or tx.state.round < solo.rounds:
        return False
    enemy = other(tx.state.cities[0].league)
    if not objectives_met(tx.state, tx.content):
        tx.emit(e.GameWon(league=enemy, reason="the scenario's objectives were not met in time"))
        return True
    tx.emit(e.BattleBegan(), e.EnemyArmyLaid(league=enemy, slots=dict(solo.army)))
    return True
