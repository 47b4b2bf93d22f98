"""Hellas as the house knows it: its declared facts, and what it gives (its ruleset,
save facts, what a seat reads, its search core, its bots), each loaded on first use.
Offered to players: its screens are on the shell (tui/games/hellas).

Importing this module loads no rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from hellenica_tui.games.facts import GameFacts, ModuleSearch, SearchCore

if TYPE_CHECKING:
    from hellenica_tui.engine.errors import CommandError
    from hellenica_tui.engine.log import Group
    from hellenica_tui.engine.peek import Peek
    from hellenica_tui.engine.ruleset import Ruleset
    from hellenica_tui.games.hellas.seat_bots import SeatBot
    from hellenica_tui.games.kit.rule_pages import RulePage

FACTS = GameFacts(
    id="hellas",
    name="Hellas",
    title="Hellas",
    description="Two players lay hex tiles into a growing Aegean and race to hold ten cities.",
    players_min=2,
    players_max=2,
    seat_noun="player",
    scenarios=("standard",),
    default_scenario="standard",
    ai_levels=("search", "greedy", "random"),  # the search (ai/hellas) the default; the bots of games.hellas.bots
    listed=True,
)


class Hellas:
    facts = FACTS

    def ruleset(self) -> Ruleset:
        from hellenica_tui.games.hellas.ruleset import RULESET

        return RULESET

    def seats(self, scenario: str) -> Mapping[str, str]:
        from hellenica_tui.games.hellas.telling import SEAT_NAMES

        return SEAT_NAMES

    def seat_names(self, state: Any) -> Mapping[str, str]:
        from hellenica_tui.games.hellas.telling import name

        return {p: name(p) for p in state.players}

    def save_facts(self, peek: Peek) -> tuple[int | None, tuple[str, ...]]:
        from hellenica_tui.games.hellas.telling import turn_and_winners

        return turn_and_winners(peek)

    def why_not(self, state: Any, player: str, text: str, error: CommandError) -> str:
        """The rules' own sentence, with the page of the rule that refused it."""
        from hellenica_tui.games.hellas.pages import rule_pages

        reason = str(error)
        reason = reason[:1].upper() + reason[1:]
        page = rule_pages().get(error.rule) if error.rule else None
        return f"{page[0]}: {reason}" if page is not None else reason

    def narrate(self, groups: Iterable[Group], before: Any, evolve: Any, viewer: str | None) -> Iterable[list[str]]:
        from hellenica_tui.games.hellas.telling import narrate

        return narrate(groups, before, evolve, viewer)

    def summary(self, view: Any) -> dict[str, Any]:
        return dict(view)

    def describe(self, summary: dict[str, Any]) -> str:
        from hellenica_tui.games.hellas.telling import describe

        return describe(summary)

    def search(self) -> SearchCore:
        from hellenica_tui.games.hellas import search

        return ModuleSearch(search, lambda seats, seed, scenario, settings: search.new_state(seats, seed, scenario=scenario))

    def leaks(self, state: Any, view: Any, viewer: str | None) -> list[str]:
        from hellenica_tui.games.hellas.leaks import leaks

        return leaks(state, view, viewer)

    def rule_pages(self, scenario: str) -> Sequence[RulePage]:
        from hellenica_tui.games.hellas.pages import pages

        return pages(scenario)

    def bot(self, level: str) -> SeatBot:
        """The bot of that AI level (one of `facts.ai_levels`), handed the game's state:
        it reads only what its seat may know."""
        from hellenica_tui.games.hellas.seat_bots import SeatBot

        return SeatBot(level)


GAME = Hellas()
