"""A new-game form made from a game's declared facts (games.facts), for a game whose
UI has no form of its own: which seats play (people), which the AI (at one of the
game's AI levels, when it has some), the scenario, and one field per declared
setting (a tick for a flag, a list for a choice, a box for a number). The ticks read
without colour (tui.widgets.ticks).

What is chosen is checked as the command line checks it (seat.opening.seating,
GameFacts.chosen): a wrong choice is one line under the form, and nothing starts.
The seed is drawn from the system's random source and never shown.
"""

from __future__ import annotations

import random

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Select, SelectionList, Static

from hellenica_tui.engine.errors import RequestError
from hellenica_tui.games.facts import GameModule
from hellenica_tui.seat.opening import seating
from hellenica_tui.tui.screens import app_of
from hellenica_tui.tui.widgets.ticks import TickBox, TickedList


class SettingsFormScreen(Screen[None]):
    DEFAULT_CSS = """
    SettingsFormScreen #form { padding: 0 2; }
    SettingsFormScreen #form-error { color: $error; height: auto; }
    SettingsFormScreen SelectionList { height: auto; max-height: 10; }
    """
    BINDINGS = [Binding("escape", "app.back", "Back"), Binding("ctrl+s", "start", "Start")]
    AUTO_FOCUS = "#seats"

    def __init__(self, module: GameModule) -> None:
        super().__init__()
        self.module = module
        self.seed = random.SystemRandom().randrange(1, 2**63)  # secret: never shown

    def compose(self) -> ComposeResult:
        facts = self.module.facts
        seats = self.module.seats(facts.default_scenario)
        with VerticalScroll(id="form"):
            yield Static(Text(f"New game: {facts.title}", style="bold"), classes="bar")
            yield Static(f"{facts.seat_noun.capitalize()}s ({facts.players_min} to {facts.players_max}):")
            yield TickedList(
                *((name, ident, n < facts.players_min) for n, (ident, name) in enumerate(seats.items())), id="seats"
            )
            if facts.ai_levels:
                # A table of two by default: the seat after the people's, for the AI.
                first_ai = max(facts.players_min, 1) if facts.players_min < 2 <= facts.players_max else -1
                yield Static("Played by the AI:")
                yield TickedList(
                    *((name, ident, n == first_ai) for n, (ident, name) in enumerate(seats.items())), id="ai-seats"
                )
                yield Static("AI level:")
                yield Select([(level, level) for level in facts.ai_levels], value=facts.ai_levels[0],
                             allow_blank=False, id="ai-level")
            if len(facts.scenarios) > 1:
                yield Static("Scenario:")
                yield Select([(s, s) for s in facts.scenarios], value=facts.default_scenario, allow_blank=False,
                             id="scenario")
            for setting in facts.settings:
                ident = f"setting-{setting.id}"
                if setting.kind == "flag":
                    yield TickBox(setting.label, bool(setting.default), id=ident)
                    continue
                yield Static(f"{setting.label}:" + (f" ({setting.help})" if setting.help else ""))
                if setting.kind == "choice":
                    yield Select([(c, c) for c in setting.choices], value=str(setting.default), allow_blank=False,
                                 id=ident)
                else:
                    yield Input(str(setting.default), type="integer", id=ident)
            yield Static(id="form-error")
            yield Button("Start", id="start", variant="primary")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()

    def chosen(self) -> tuple[str, list[str], dict[str, str]]:
        """The scenario, the seats ticked, and each setting as typed."""
        facts = self.module.facts
        scenario = str(self.query_one("#scenario", Select).value) if self.query("#scenario") else facts.default_scenario
        seats = list(self.query_one("#seats", SelectionList).selected)
        given: dict[str, str] = {}
        for setting in facts.settings:
            field = self.query_one(f"#setting-{setting.id}")
            if isinstance(field, Checkbox):
                given[setting.id] = "yes" if field.value else "no"
            elif isinstance(field, Select):
                given[setting.id] = str(field.value)
            elif isinstance(field, Input):
                given[setting.id] = field.value
        return scenario, seats, given

    def ai_chosen(self) -> dict[str, str]:
        """The seats ticked for the AI, each at the level chosen."""
        if not self.query("#ai-seats"):
            return {}
        level = str(self.query_one("#ai-level", Select).value)
        return dict.fromkeys(self.query_one("#ai-seats", SelectionList).selected, level)

    def action_start(self) -> None:
        scenario, people, given = self.chosen()
        error = self.query_one("#form-error", Static)
        try:
            seats = seating(self.module, scenario, people, self.ai_chosen())
            settings = self.module.facts.chosen(given)
        except (RequestError, ValueError) as wrong:
            told = str(wrong)
            error.update(Text(told[:1].upper() + told[1:] + "."))
            return
        error.update("")
        app_of(self).start_any(self.module.facts.id, seats, self.seed, settings, scenario)
