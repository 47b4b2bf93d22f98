"""War and politics in ancient Greece as the house knows it: its declared facts and what
it gives, each loaded on first use (importing this module loads no rules).

Seats are players, not cities: each player takes his home city in the game's first
commands, so a seat is named by a Greek letter and shown with its home city once
taken.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from hellenica_tui.games.facts import GameFacts, SearchCore

if TYPE_CHECKING:
    from hellenica_tui.engine.errors import CommandError
    from hellenica_tui.engine.log import Group
    from hellenica_tui.engine.peek import Peek
    from hellenica_tui.engine.ruleset import Ruleset
    from hellenica_tui.games.kit.rule_pages import RulePage

FACTS = GameFacts(
    id="war",
    name="War and politics",
    title="War and politics in ancient Greece",
    description="Twelve city-states fight by land and sea, with gold, leaders and cards; most cities after 36 turns wins.",
    players_min=2,
    players_max=12,  # scenario.toml's range, one player for each city-state
    seat_noun="player",
    scenarios=("aegean",),
    default_scenario="aegean",
    ai_levels=("search", "random"),  # the search (ai/war) the default; any legal command
    listed=True,  # its screens: tui/games/war
)


# A 12-player game turn is a few hundred commands; a walk this long means something is odd.
MAX_WALK = 50_000


class War:
    facts = FACTS

    def ruleset(self) -> Ruleset:
        from hellenica_tui.games.war.ruleset import RULESET

        return RULESET

    def seats(self, scenario: str) -> Mapping[str, str]:
        from hellenica_tui.games.war.names import SEATS

        return SEATS

    def seat_names(self, state: Any) -> Mapping[str, str]:
        from hellenica_tui.games.war.names import seat_names
        from hellenica_tui.games.war.ruleset import RULESET

        return seat_names(state, RULESET.content(state.scenario, state.content_hash))

    def save_facts(self, peek: Peek) -> tuple[int | None, tuple[str, ...]]:
        """The game turn of the last turn begun, and the winners of the game's end."""
        from hellenica_tui.games.war.events import GameEnded, TurnBegan

        winners: tuple[str, ...] = ()
        for walked, group in enumerate(peek.groups()):
            if walked >= MAX_WALK:
                return None, winners
            for event in reversed(group.events):
                if isinstance(event, GameEnded) and not winners:
                    winners = tuple(event.winners)
                elif isinstance(event, TurnBegan):
                    return event.turn, winners
        return (0 if peek.reached_start else None), winners

    def why_not(self, state: Any, player: str, text: str, error: CommandError) -> str:
        reason = str(error)
        return reason[:1].upper() + reason[1:]

    def narrate(self, groups: Iterable[Group], before: Any, evolve: Any, viewer: str | None) -> Iterable[list[str]]:
        from hellenica_tui.games.war.narration import narrate

        return narrate(groups, before, evolve, viewer)

    def summary(self, view: Any) -> dict[str, Any]:
        return dict(view)  # a war view is plain data already

    def describe(self, summary: dict[str, Any]) -> str:
        from hellenica_tui.games.war.board_text import describe

        return describe(summary)

    def rule_pages(self, scenario: str) -> Sequence[RulePage]:
        from hellenica_tui.games.war.content.loading import rule_pages

        return tuple(rule_pages(scenario).values())

    def search(self) -> SearchCore:
        from hellenica_tui.games.war import search

        return search  # the module is the core: its functions are the protocol's

    def leaks(self, state: Any, view: Any, viewer: str | None) -> list[str]:
        found = []
        for name, player in view["players"].items():
            own = name == viewer
            if player["hand"] != (state.players[name].hand if own else []):
                found.append(f"{name}'s hand, to {viewer or 'a spectator'}")
            if player["seen"] and not own:
                found.append(f"what {name} saw of a hand, to {viewer or 'a spectator'}")
        if not isinstance(view["deck"], int):
            found.append("the deck's order")
        if "leader_names" in view:
            found.append("the order of the leaders' names")
        return found


GAME = War()
