"""Setup's and the turn's events told in plain sentences (see core/narration.py)."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.narration import silent
from hellenica_tui.games.hellenica.core.phrasing import (
    also,
    cards_seen,
    cubes,
    does,
    its,
    listing,
    name_of,
    players_named,
    who,
    whose,
)
from hellenica_tui.games.hellenica.turn import events as turn_ev
from hellenica_tui.games.kit.phrasing import joined, with_article
from hellenica_tui.games.kit.tables import Tellers

# How each event is told in the log.
TELLERS = (
    Tellers[[Content, str | None]]()
    .on(turn_ev.PatronChosen, lambda e, c, v: f"{does(c, v, e.player, 'chooses')} {name_of(c, e.deity)} as patron and "
      f"{also(v, e.player, 'raises')} a temple in {name_of(c, e.city)}.")
    .on(turn_ev.EthosDealt, lambda e, c, v: f"{does(c, v, e.player, 'is')} dealt Ethos cards: {cards_seen(c, e.player, v, e.cards)}.")
    .on(turn_ev.EthosKept, lambda e, c, v: f"{does(c, v, e.player, 'keeps')} Ethos objectives: {cards_seen(c, e.player, v, e.kept)}.")
    .on(turn_ev.EthosRedrawn, lambda e, c, v: f"{does(c, v, e.player, 'pays')} {e.favor} Favor to put {its(v, e.player)} Ethos cards back.")
    .on(turn_ev.FavoriteTied, lambda e, c, v: f"{players_named(c, v, e.players)} tie for most Favor; {does(c, v, e.chooser, 'picks')} the Favorite of the Gods.")
    .on(turn_ev.FavoriteChosen, lambda e, c, v: f"{does(c, v, e.player, 'is')} Favorite of the Gods with {e.favor} Favor.")
    .on(turn_ev.DirectionChosen, lambda e, c, v: f"{does(c, v, e.player, 'turns')} the token to {e.direction.title()}: play goes {listing(c, e.order)}.")
    .on(turn_ev.ActionDone, lambda e, c, v: f"{whose(c, v, e.player)} action is over.")
    .on(turn_ev.UpkeepBegan, lambda e, c, v: f"Upkeep of turn {e.turn}.")
    .on(turn_ev.UpkeepStepDone, silent)
    .on(turn_ev.GovernmentPending, lambda e, c, v: f"{players_named(c, v, e.players)} must place a new government marker.")
    .on(turn_ev.GovernmentPlaced, lambda e, c, v: f"{does(c, v, e.player, 'places')} {with_article(name_of(c, e.government))} marker in {name_of(c, e.city)} and "
      f"{also(v, e.player, 'activates')} it.")
    .on(turn_ev.UpgradesReadied, lambda e, c, v: "Action cubes come off the city upgrades; every upgrade is active again.")
    .on(turn_ev.DeityCardsTaken, lambda e, c, v: f"{does(c, v, e.player, 'takes')} the deity cards of {joined([name_of(c, d) for d in e.deities])}.")
    .on(turn_ev.InvocationsCleared, lambda e, c, v: "Every invocation may be cast again.")
    .on(turn_ev.GameWon, lambda e, c, v: f"{players_named(c, v, e.winners)} {'win' if len(e.winners) > 1 or v in e.winners else 'wins'} the game: " + "; ".join(
        f"{who(c, v, w)} with {joined([name_of(c, o) for o in objs])}" for w, objs in e.objectives.items()) + ".")
    .on(turn_ev.BoardReplenished, lambda e, c, v: f"{does(c, v, e.player, 'replenishes')} {its(v, e.player)} board: {cubes(e.cubes)}.")
    .on(turn_ev.TurnBegan, lambda e, c, v: f"Turn {e.turn} begins.")
)
