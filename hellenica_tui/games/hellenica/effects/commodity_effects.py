"""Effects on commodities and Action Cubes: gain, lose, take, gain_cube."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.effect_schema import Gain, GainCube, Lose, Take
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.governments import gain_amount
from hellenica_tui.games.hellenica.effects.events import CubesGained, Lost, Taken
from hellenica_tui.games.hellenica.effects.run import Run, who


def gain(run: Run, effect: Gain) -> None:
    for player in who(run, effect.who):
        amount = gain_amount(run.tx, player, effect)
        if amount > 0:
            run.tx.emit(econ_ev.Gained(player=player, commodity=effect.commodity, amount=amount))


def lose(run: Run, effect: Lose) -> None:
    commodity = effect.commodity
    for player in who(run, effect.who):
        amount = min(effect.amount, getattr(run.s.players[player], commodity))
        if amount > 0:
            run.tx.emit(Lost(player=player, commodity=commodity, amount=amount))


def take(run: Run, effect: Take) -> None:
    source = run.target or run.ask(run.me, "take from which player?", [p for p in run.s.players if p != run.me])
    if not source or source == run.me:
        return
    run.aim_at_player(source)
    commodity = effect.commodity
    amount = min(effect.amount, getattr(run.s.players[source], commodity))
    if amount > 0:
        run.tx.emit(Taken(player=run.me, source=source, commodity=commodity, amount=amount))


def gain_cube(run: Run, effect: GainCube) -> None:
    p = run.s.players[run.me]
    if p.passed:
        return
    run.tx.emit(CubesGained(player=run.me, action=effect.action, amount=effect.amount))
