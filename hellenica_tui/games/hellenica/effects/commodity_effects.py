"""Effects on commodities and Action Cubes: gain, lose, take, gain_cube."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core import events as ev
from hellenica_tui.games.hellenica.economy.governments import gain_amount
from hellenica_tui.games.hellenica.effects.events import CubesGained, Lost, Taken
from hellenica_tui.games.hellenica.effects.run import Run, who

# -- commodities --------------------------------------------------------------------------



def gain(run: Run) -> None:
    for player in who(run):
        amount = gain_amount(run.tx, player, run.params)
        if amount > 0:
            run.tx.emit(ev.Gained(player=player, commodity=str(run.params["commodity"]), amount=amount))



def lose(run: Run) -> None:
    commodity = str(run.params["commodity"])
    for player in who(run):
        amount = min(int(run.params["amount"]), getattr(run.s.players[player], commodity))
        if amount > 0:
            run.tx.emit(Lost(player=player, commodity=commodity, amount=amount))



def take(run: Run) -> None:
    source = run.target or run.ask(run.me, "take from which player?", [p for p in run.s.players if p != run.me])
    if not source or source == run.me:
        return
    run.aim_at_player(source)
    commodity = str(run.params["commodity"])
    amount = min(int(run.params["amount"]), getattr(run.s.players[source], commodity))
    if amount > 0:
        run.tx.emit(Taken(player=run.me, source=source, commodity=commodity, amount=amount))



def gain_cube(run: Run) -> None:
    p = run.s.players[run.me]
    if p.passed:
        return
    run.tx.emit(CubesGained(player=run.me, action=str(run.params["action"]), amount=int(run.params["amount"])))
