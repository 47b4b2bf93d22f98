"""The names a war game is told in: a player by his Greek letter and home city
("Alpha of Athens"), a city by its name, a space by the city that stands on it.

The registry's facts (game.py) load this module only when a game's seats are asked.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hellenica_tui.games.war.content.schema import Content
    from hellenica_tui.games.war.state import State

LETTERS = ("alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu")
SEATS = {letter: letter.capitalize() for letter in LETTERS}
# Baggage is counted as it is ("3 baggage"), and one crew of rowers is "1 unit of rowers";
# the commands' notation keeps the singular ("move H8 H7 2 fleet"), sentences do not.
PLURALS = {"army": "armies", "fleet": "fleets", "transport": "transports", "leader": "leaders", "unit": "units",
           "razed counter": "razed counters", "card": "cards", "city": "cities"}
SINGULARS = {"rowers": "unit of rowers"}


def counted(number: int, kind: str) -> str:
    """'1 army', '2 armies', '1 unit of rowers', '3 rowers'."""
    return f"{number} {SINGULARS.get(kind, kind) if number == 1 else PLURALS.get(kind, kind)}"


def seat_names(state: State, content: Content) -> dict[str, str]:
    """Each player's name: his letter, and his home city once he has taken one."""
    names = {}
    for ident, player in state.players.items():
        name = SEATS.get(ident, ident)
        names[ident] = f"{name} of {content.cities[player.home].name}" if player.home else name
    return names


class Names:
    """The names of one position, for sentences about it."""

    def __init__(self, state: State, content: Content) -> None:
        self._state, self._content = state, content
        self._seats = seat_names(state, content)

    def seat(self, ident: str) -> str:
        return self._seats.get(ident, ident)

    def city(self, ident: str) -> str:
        city = self._content.cities.get(ident)
        return city.name if city else ident

    def card(self, ident: str) -> str:
        card = self._content.cards.get(ident)
        return card.name if card else ident

    def cards(self, idents: Iterable[str]) -> str:
        return ", ".join(self.card(c) for c in idents) or "none"

    def trait(self, ident: str) -> str:
        return next((t.name for t in self._content.traits.values() if t.id == ident), ident)

    def skill(self, ident: str) -> str:
        return next((s.name for s in self._content.skills if s.id == ident), ident)

    def target(self, ident: str) -> str:
        """A card's target, which may be a player, a city, a leader or a space."""
        if ident in self._state.players:
            return self.seat(ident)
        if ident in self._content.cities:
            return self.city(ident)
        leader = self._state.leader(ident)
        if leader is not None:
            return f"{self.seat(leader.owner)}'s leader {leader.name}"
        return self.space(ident)

    def space(self, space: str) -> str:
        """'Athens (H8)' where a city stands, else the space alone ('E6')."""
        city = self._state.city_at(space)
        return f"{self.city(city.id)} ({space})" if city else space
