"""Hellenica as the house knows it: its declared facts, and what it gives (its ruleset,
save facts, what a seat reads, its search core), each loaded on first use.

Importing this module loads no rules: the lists of games and `hellenica games`
read `GAME.facts` alone.
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

FACTS = GameFacts(
    id="hellenica",
    name="Hellenica",
    title="Hellenica: Story of Greece",
    description="City-states of ancient Greece race to three objectives through war, trade, gods and wonders.",
    players_min=2,
    players_max=7,
    seat_noun="city-state",
    scenarios=("classic",),
    default_scenario="classic",
    settings=(
        Setting(id="epic", label="Epic game", kind="flag", default=False, help="play to 4 objectives"),
        Setting(id="random_pathos", label="Random Pathos", kind="flag", default=False,
                help="deal 3 random Pathos objectives"),
        Setting(id="all_deities", label="All deities", kind="flag", default=False,
                help="choose the first patron from all deities"),
        Setting(id="rival_deities", label="Rival deities", kind="flag", default=False,
                help="deal the rival deities track"),
        # A game on the printed map stores no `map` (saves made before the other maps keep their hash).
        Setting(id="map", label="Map", kind="choice", default="classic",
                choices=("classic", "built", "random", "explorable"), stored_if_default=False,
                help="the printed map, one built before choosing patrons, a random one, or one explored in play"),
        # The rules as printed store no `rules` (their games keep the settings they always had);
        # a variant's changes are data, in the scenario's `[[variants]]`.
        Setting(id="rules", label="Rules", kind="choice", default="printed", choices=("printed", "balanced"),
                stored_if_default=False,
                help="the rulebook's rules, or the balanced tables variant (per-size reach, Ethos deal, home die)"),
        Setting(id="responses", label="Invocation windows", kind="choice", default="useful",
                choices=("useful", "all", "involved"),
                help="who invocation windows ask: whose cast would do something (useful), all, or involved"),
        Setting(id="movement_window", label="Movement window", kind="flag", default=True,
                help="the others cast movement invocations once a movement is supplied, not before the action"),
    ),
    ai_levels=("rulebook", "expert"),
    ai_strengths={"expert": ("easy", "normal", "hard")},  # what each means: ai/expert/levels.py
)  # fmt: skip


class Hellenica:
    facts = FACTS

    def ruleset(self) -> Ruleset:
        from hellenica_tui.games.hellenica.ruleset import RULESET

        return RULESET

    def seats(self, scenario: str) -> Mapping[str, str]:
        from hellenica_tui.games.hellenica.content.loading import load_scenario

        return {city.id: city.name for city in load_scenario(scenario).map.city_states}

    def seat_names(self, state: Any) -> Mapping[str, str]:
        from hellenica_tui.games.hellenica.content.lookup import content_of

        return {ident: city.name for ident, city in content_of(state).city_states.items()}

    def save_facts(self, peek: Peek) -> tuple[int | None, tuple[str, ...]]:
        from hellenica_tui.games.hellenica.saves.facts import turn_and_winners

        return turn_and_winners(peek)

    def why_not(self, state: Any, player: str, text: str, error: CommandError) -> str:
        from hellenica_tui.games.hellenica.table.why_not import why_not

        return why_not(state, player, text, error)

    def narrate(self, groups: Iterable[Group], before: Any, evolve: Any, viewer: str | None) -> Iterable[list[str]]:
        from hellenica_tui.games.hellenica.composition import RULES
        from hellenica_tui.games.hellenica.core.narration import narrate_groups

        return narrate_groups(RULES, groups, before, evolve, viewer)

    def summary(self, view: Any) -> dict[str, Any]:
        from hellenica_tui.games.hellenica.core.summary import summary_json
        from hellenica_tui.games.hellenica.ruleset import RULESET

        return summary_json(RULESET, view)

    def describe(self, summary: dict[str, Any]) -> str:
        from hellenica_tui.games.hellenica.table.board_text import describe

        return describe(summary)

    def rule_pages(self, scenario: str) -> Sequence[RulePage]:
        """The rules index (scenarios/hellenica/<scenario>/rules/pages.toml), each page told
        with its commands and when they may be given."""
        from hellenica_tui.games.hellenica.table.rule_pages import pages, told
        from hellenica_tui.games.kit.rule_pages import RulePage

        return tuple(RulePage(p.id, p.part, p.title, told(p)) for p in pages(scenario))

    def search(self) -> SearchCore:
        from hellenica_tui.games.hellenica import search

        return ModuleSearch(
            search, lambda seats, seed, scenario, settings: search.new_state(seats, seed, scenario=scenario, settings=settings)
        )

    def leaks(self, state: Any, view: Any, viewer: str | None) -> list[str]:
        from hellenica_tui.games.hellenica.table.leaks import leaks

        return leaks(state, view, viewer)


GAME = Hellenica()
