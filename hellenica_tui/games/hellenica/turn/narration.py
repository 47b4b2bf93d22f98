"""Setup's and the turn's events told in plain sentences (see core/narration.py)."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.narration import (
    _a,
    _also,
    _and,
    _cards,
    _cubes,
    _does,
    _its,
    _list,
    _n,
    _names,
    _silent,
    _who,
    _whose,
)
from hellenica_tui.games.hellenica.turn import events as turn_ev

# How each event is told in the log.
TELLERS = {
    turn_ev.PatronChosen: lambda e, c, v: f"{_does(c, v, e.player, 'chooses')} {_n(c, e.deity)} as patron and "
      f"{_also(v, e.player, 'raises')} a temple in {_n(c, e.city)}.",
    turn_ev.EthosDealt: lambda e, c, v: f"{_does(c, v, e.player, 'is')} dealt Ethos cards: {_cards(c, e.player, v, e.cards)}.",
    turn_ev.EthosKept: lambda e, c, v: f"{_does(c, v, e.player, 'keeps')} Ethos objectives: {_cards(c, e.player, v, e.kept)}.",
    turn_ev.EthosRedrawn: lambda e, c, v: f"{_does(c, v, e.player, 'pays')} {e.favor} Favor to put {_its(v, e.player)} Ethos cards back.",
    turn_ev.FavoriteTied: lambda e, c, v: f"{_names(c, v, e.players)} tie for most Favor; {_does(c, v, e.chooser, 'picks')} the Favorite of the Gods.",
    turn_ev.FavoriteChosen: lambda e, c, v: f"{_does(c, v, e.player, 'is')} Favorite of the Gods with {e.favor} Favor.",
    turn_ev.DirectionChosen: lambda e, c, v: f"{_does(c, v, e.player, 'turns')} the token to {e.direction.title()}: play goes {_list(c, e.order)}.",
    turn_ev.ActionDone: lambda e, c, v: f"{_whose(c, v, e.player)} action is over.",
    turn_ev.UpkeepBegan: lambda e, c, v: f"Upkeep of turn {e.turn}.",
    turn_ev.UpkeepStepDone: _silent,
    turn_ev.GovernmentPending: lambda e, c, v: f"{_names(c, v, e.players)} must place a new government marker.",
    turn_ev.GovernmentPlaced: lambda e, c, v: f"{_does(c, v, e.player, 'places')} {_a(_n(c, e.government))} marker in {_n(c, e.city)} and "
      f"{_also(v, e.player, 'activates')} it.",
    turn_ev.UpgradesReadied: lambda e, c, v: "Action cubes come off the city upgrades; every upgrade is active again.",
    turn_ev.DeityCardsTaken: lambda e, c, v: f"{_does(c, v, e.player, 'takes')} the deity cards of {_and([_n(c, d) for d in e.deities])}.",
    turn_ev.InvocationsCleared: lambda e, c, v: "Every invocation may be cast again.",
    turn_ev.GameWon: lambda e, c, v: f"{_names(c, v, e.winners)} {'win' if len(e.winners) > 1 or v in e.winners else 'wins'} the game: " + "; ".join(
        f"{_who(c, v, w)} with {_and([_n(c, o) for o in objs])}" for w, objs in e.objectives.items()) + ".",
    turn_ev.BoardReplenished: lambda e, c, v: f"{_does(c, v, e.player, 'replenishes')} {_its(v, e.player)} board: {_cubes(e.cubes)}.",
    turn_ev.TurnBegan: lambda e, c, v: f"Turn {e.turn} begins.",
}
