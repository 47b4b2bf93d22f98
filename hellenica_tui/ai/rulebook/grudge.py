"""The grudge space of each AI player: the last player who tried to harm it.

A player (a person or another AI) harms an AI by moving onto an area holding
the AI's units (its government marker too) or a city it owns, by aiming a
harmful world event straight at it, or by casting a harmful invocation on it.
The harm counts when it is attempted, whatever comes of it. The harmer's cube
replaces whatever cube was on the AI's grudge space. Nobody holds a grudge
against itself.

Whether an invocation or a world event is harmful is read from its effects
(`harmful`): it is when one of them takes from, destroys, exhausts, revolts,
reduces, counters or weakens what it is aimed at. Who it harms is whoever it
is aimed at: the target player, the owner of the target city or the players
with units on the target area (`harmed_by_move` reads an area the same way),
the other side of the target combat, the caster of the target invocation.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from hellenica_tui.ai.rulebook.aimap import Site
from hellenica_tui.games.hellenica.mechanics.harm import HARMFUL_KINDS, harmful, harms  # noqa: F401  (re-exported)


def harmed_by_move(site: Site, mover: str) -> tuple[str, ...]:
    """The players that `mover` harms by moving units onto an area holding `site`:
    those with units or a government marker there, or whose city it is."""
    victims = {player for player, units in site.units.items() if units}
    if site.marker:
        victims.add(site.marker)
    if site.owner:
        victims.add(site.owner)
    victims.discard(mover)
    return tuple(sorted(victims))


def record_harm(grudges: Mapping[str, str], victim: str, culprit: str, ai_players: Collection[str]) -> dict[str, str]:
    """The grudge spaces after `culprit` tried to harm `victim` (only AI players keep one)."""
    after = dict(grudges)
    if victim in ai_players and culprit != victim:
        after[victim] = culprit
    return after


def grudges_after_move(
    grudges: Mapping[str, str], site: Site, mover: str, ai_players: Collection[str]
) -> dict[str, str]:
    """The grudge spaces after `mover` moved units onto an area holding `site`."""
    after = dict(grudges)
    for victim in harmed_by_move(site, mover):
        after = record_harm(after, victim, mover, ai_players)
    return after
