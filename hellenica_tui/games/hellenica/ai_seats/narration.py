"""The AI players' events told in plain sentences (added to narration.py's tellers)."""

from __future__ import annotations

from hellenica_tui.games.hellenica.ai_seats import events as aip
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.phrasing import also, does, many, name_of
from hellenica_tui.games.kit.phrasing import count
from hellenica_tui.games.kit.tables import Tellers


def _card(c: Content, card: str) -> str:
    return next((a.name for a in c.ai_cards if a.id == card), card)


# "to produce", not the word of the use: an Ethos card is called Production, and the
# log must not seem to name a hidden card.
_USE = {"production": "to produce", "movement": "to move"}


TELLERS = (
    Tellers[[Content, str | None]]()
    .on(aip.AiReady, lambda e, c, v: f"{name_of(c, e.player)} (AI) takes its place.")
    # Dealt face down: they are turned up (in every view) once the people have chosen theirs.
    .on(aip.AiEthosDealt, lambda e, c, v: f"{len(e.cards)} Ethos cards are dealt face down for the AI players.")
    .on(aip.AiDeckShuffled, lambda e, c, v: f"The AI deck is shuffled ({len(e.deck)} cards).")
    .on(aip.AiCardRevealed, lambda e, c, v: f"{does(c, v, e.player, 'reveals')} the AI card {_card(c, e.card)} {_USE.get(e.use, '')}.".replace(" .", "."))
    .on(aip.AiBoardChanged, lambda e, c, v: f"{name_of(c, e.player)}'s AI board: {count(e.advancements, 'advancement')}, {e.supply} supply, "
        f"{e.favor} Favor, {many(c, e.philosophers, 'philosophers')}, {e.commerce} Commerce.")
    .on(aip.AiBonusProduced, lambda e, c, v: f"{name_of(c, e.player)} also produces the bonus for "
        f"{next((b.name for b in c.ai_bonus if b.id == e.bonus), e.bonus)}.")
    .on(aip.AiMovedNothing, lambda e, c, v: f"{name_of(c, e.player)} supplied {name_of(c, e.area)} but nothing could move: no world event.")
    .on(aip.AiBidRolled, lambda e, c, v: f"{does(c, v, e.player, 'rolls')} {e.face or 'blank'} on the yellow die and "
        f"{also(v, e.player, 'bids')} {e.amount} Favor.")
    .on(aip.GrudgeSet, lambda e, c, v: f"{does(c, v, e.against, 'goes')} on {name_of(c, e.player)}'s grudge space.")
    .on(aip.GarrisonRestored, lambda e, c, v: f"{name_of(c, e.player)}'s government marker on {name_of(c, e.area)} is whole again.")
    .on(aip.GarrisonLost, lambda e, c, v: f"{name_of(c, e.player)}'s government marker on {name_of(c, e.area)} is destroyed.")
    .on(aip.GarrisonRegenerated, lambda e, c, v: f"{name_of(c, e.player)}'s government marker comes back on {name_of(c, e.area)}.")
)
