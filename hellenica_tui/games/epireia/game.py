"""Epireia as the house knows it: its declared facts, and what it gives (its ruleset,
save facts, what a seat reads, its search core), each loaded on first use.

Seats are named by their place in the order of picking; the number of players
decides which league each place sits in. One seat with the setting `solo` plays a
solo scenario against the enemy cities the rules move.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from hellenica_tui.games.facts import GameFacts, ModuleSearch, SearchCore, Setting

if TYPE_CHECKING:
    from hellenica_tui.engine.errors import CommandError
    from hellenica_tui.engine.log import Group
    from hellenica_tui.engine.peek import Peek
    from hellenica_tui.engine.ruleset import Ruleset
    from hellenica_tui.games.kit.rule_pages import RulePage

# The solo scenarios of scenarios/epireia/standard/solo.toml (a test keeps the two alike).
SOLO_SCENARIOS = ("watch-on-the-north", "pride-of-sparta", "sacred-war")

FACTS = GameFacts(
    id="epireia",
    name="Epireia",
    title="Epireia: the leagues of Greece",
    description="Two leagues of Greek cities build, send their great figures abroad and meet in one Great Battle.",
    players_min=1,
    players_max=4,
    seat_noun="player",
    teams=True,
    scenarios=("standard",),
    default_scenario="standard",
    settings=(
        Setting(id="solo", label="Solo scenario", kind="choice", default="none", choices=("none", *SOLO_SCENARIOS),
                stored_if_default=False, help="one player against the enemy cities the rules move"),
    ),
    ai_levels=("random",),
    listed=True,
)  # fmt: skip

SEATS = {"first": "First", "second": "Second", "third": "Third", "fourth": "Fourth"}


class Epireia:
    facts = FACTS

    def ruleset(self) -> Ruleset:
        from hellenica_tui.games.epireia.ruleset import RULESET

        return RULESET

    def seats(self, scenario: str) -> Mapping[str, str]:
        return SEATS

    def seat_names(self, state: Any) -> Mapping[str, str]:
        """A seat with its league, and its city once picked: "First (Delian, Athens)"."""
        from hellenica_tui.games.epireia.content.lookup import content_for

        content = content_for(state.scenario, state.content_hash)
        names = {}
        for city in state.cities:
            told = [city.league.capitalize()] + ([content.cities[city.city].name] if city.city else [])
            names[city.name] = f"{SEATS.get(city.name, city.name)} ({', '.join(told)})"
        return names

    def save_facts(self, peek: Peek) -> tuple[int | None, tuple[str, ...]]:
        """The turns begun in the whole log (a game is a few hundred commands), the
        winners from the league that won."""
        from hellenica_tui.games.epireia.events import GameWon, TurnBegan

        winners: tuple[str, ...] = ()
        turns = 0
        for group in peek.groups():
            for event in group.events:
                if isinstance(event, GameWon) and not winners:
                    winners = tuple(name for name, league in _leagues(peek).items() if league == event.league)
                turns += isinstance(event, TurnBegan)
        return (turns if peek.reached_start else None), winners

    def why_not(self, state: Any, player: str, text: str, error: CommandError) -> str:
        reason = str(error)
        return reason[:1].upper() + reason[1:]

    def narrate(self, groups: Iterable[Group], before: Any, evolve: Any, viewer: str | None) -> Iterable[list[str]]:
        from hellenica_tui.games.epireia.content.lookup import content_for
        from hellenica_tui.games.epireia.narration import tell

        state = before
        content = content_for(state.scenario, state.content_hash)
        leagues = {city.name: city.league for city in state.cities}
        for group in groups:
            lines = []
            for event in group.events:
                line = tell(content, leagues, event, viewer)  # a seat's id may begin it
                lines.append(line[:1].upper() + line[1:])
                state = evolve(state, event)
            yield lines

    def summary(self, view: Any) -> dict[str, Any]:
        return dict(view)

    def describe(self, summary: dict[str, Any]) -> str:
        from hellenica_tui.games.epireia.board_text import describe

        return describe(summary)

    def rule_pages(self, scenario: str) -> Sequence[RulePage]:
        """Its pages, one topic a markdown file (the folder's README is their index)."""
        from hellenica_tui.games.epireia.ruleset import RULESET
        from hellenica_tui.games.kit.rule_pages import read_pages

        return tuple(p for p in read_pages(RULESET.rules_folder(scenario)) if p.id != "README")

    def search(self) -> SearchCore:
        from hellenica_tui.games.epireia import search

        return ModuleSearch(search, lambda seats, seed, scenario, settings: search.new_state(
            seats, seed, scenario=scenario, solo=str(settings.get("solo", ""))
        ))

    def leaks(self, state: Any, view: Any, viewer: str | None) -> list[str]:
        from hellenica_tui.games.epireia.leaks import leaks

        return leaks(state, view, viewer)


def _leagues(peek: Peek) -> dict[str, str]:
    """Each seat's league, from a save's header and the rules data it keeps ({} when
    they cannot be read: the list then names no winner)."""
    from hellenica_tui.engine.errors import GameError
    from hellenica_tui.games.epireia.content.lookup import content_for
    from hellenica_tui.games.epireia.ruleset import RULESET
    from hellenica_tui.games.epireia.setup import seat_leagues

    header = peek.header
    try:
        try:
            content = content_for(header.scenario, header.content_hash)
        except ValueError:  # the installed scenario is another version: the save's own
            RULESET.open_content(header.scenario, header.content_hash, header.content)
            content = content_for(header.scenario, header.content_hash)
        return dict(seat_leagues(content, header.seats, str(header.settings.get("solo", ""))))
    except (GameError, ValueError):
        return {}


GAME = Epireia()
