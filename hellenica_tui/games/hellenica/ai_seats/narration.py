"""The AI players' events told in plain sentences (added to narration.py's tellers)."""

from __future__ import annotations

from hellenica_tui.games.hellenica.ai_seats import events as aip
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.narration import _also, _count, _does, _many, _n


def _card(c: Content, card: str) -> str:
    return next((a.name for a in c.ai_cards if a.id == card), card)


# "to produce", not the word of the use: an Ethos card is called Production, and the
# log must not seem to name a hidden card.
_USE = {"production": "to produce", "movement": "to move"}


TELLERS = {
    aip.AiReady: lambda e, c, v: f"{_n(c, e.player)} (AI) takes its place.",
    # Dealt face down: they are turned up (in every view) once the people have chosen theirs.
    aip.AiEthosDealt: lambda e, c, v: f"{len(e.cards)} Ethos cards are dealt face down for the AI players.",
    aip.AiDeckShuffled: lambda e, c, v: f"The AI deck is shuffled ({len(e.deck)} cards).",
    aip.AiCardRevealed: lambda e, c, v: f"{_does(c, v, e.player, 'reveals')} the AI card {_card(c, e.card)} {_USE.get(e.use, '')}.".replace(" .", "."),
    aip.AiBoardChanged: lambda e, c, v: f"{_n(c, e.player)}'s AI board: {_count(e.advancements, 'advancement')}, {e.supply} supply, "
        f"{e.favor} Favor, {_many(c, e.philosophers, 'philosophers')}, {e.commerce} Commerce.",
    aip.AiBonusProduced: lambda e, c, v: f"{_n(c, e.player)} also produces the bonus for "
        f"{next((b.name for b in c.ai_bonus if b.id == e.bonus), e.bonus)}.",
    aip.AiMovedNothing: lambda e, c, v: f"{_n(c, e.player)} supplied {_n(c, e.area)} but nothing could move: no world event.",
    aip.AiBidRolled: lambda e, c, v: f"{_does(c, v, e.player, 'rolls')} {e.face or 'blank'} on the yellow die and "
        f"{_also(v, e.player, 'bids')} {e.amount} Favor.",
    aip.GrudgeSet: lambda e, c, v: f"{_does(c, v, e.against, 'goes')} on {_n(c, e.player)}'s grudge space.",
    aip.GarrisonRestored: lambda e, c, v: f"{_n(c, e.player)}'s government marker on {_n(c, e.area)} is whole again.",
    aip.GarrisonLost: lambda e, c, v: f"{_n(c, e.player)}'s government marker on {_n(c, e.area)} is destroyed.",
    aip.GarrisonRegenerated: lambda e, c, v: f"{_n(c, e.player)}'s government marker comes back on {_n(c, e.area)}.",
}
