"""A new-game form made from a game's declared facts (games.facts), for a game whose
UI has no form of its own: which seats play (people), the scenario, and one field
per declared setting (a tick for a flag, a list for a choice, a box for a number).
A game with AI levels has a list per seat instead of the seats' ticks: a person, the
AI at one of its levels, or nobody; a table of two by default (the first seat a
person, the next the AI at its first level). Ticks and lists read without colour
(tui.widgets.ticks).

What is chosen is checked as the command line checks it (seat.opening.seating,
GameFacts.chosen): a wrong choice is one line under the form, and nothing starts.
The seed is drawn from the system's random source and never shown.
"""

from __future__ import annotations

import random

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Select, SelectionList, Static

from hellenica_tui.engine.errors import RequestError
from hellenica_tui.games.facts import GameModule
from hellenica_tui.seat.opening import seating
from hellenica_tui.tui.screens import app_of
from hellenica_tui.tui.widgets.ticks import TickBox, TickedList

PERSON, NOBODY = "person", "nobody"


class SettingsFormScreen(Screen[None]):
    DEFAULT_CSS = """
    SettingsFormScreen #form { padding: 0 2; }
    SettingsFormScreen #form-error { color: $error; height: auto; }
    SettingsFormScreen SelectionList { height: auto; max-height: 10; }
    SettingsFormScreen .seat-row { height: auto; }
    SettingsFormScreen .seat-name { padding-top: 1; }
    SettingsFormScreen .seat-kind { width: 1fr; max-width: 40; }
    """
    BINDINGS = [Binding("escape", "app.back", "Back"), Binding("ctrl+s", "start", "Start")]
    AUTO_FOCUS = "#seats, .seat-kind"

    def __init__(self, module: GameModule) -> None:
        super().__init__()
        self.module = module
        self.seed = random.SystemRandom().randrange(1, 2**63)  # secret: never shown

    def compose(self) -> ComposeResult:
        facts = self.module.facts
        seats = self.module.seats(facts.default_scenario)
        with VerticalScroll(id="form"):
            yield Static(Text(f"New game: {facts.title}", style="bold"), classes="bar")
            yield Static(f"{facts.seat_count().capitalize()}:")
            if facts.ai_levels:
                kinds = [("a person", PERSON), *((f"the AI: {level}", level) for level in facts.ai_levels),
                         ("nobody", NOBODY)]  # fmt: skip
                table = max(facts.players_min, min(2, facts.players_max))  # the seats taken by default
                width = max(len(name) for name in seats.values()) + 2
                for n, (ident, name) in enumerate(seats.items()):
                    default = PERSON if n == 0 else facts.ai_levels[0] if n < table else NOBODY
                    with Horizontal(classes="seat-row"):  # a seat a row: a table of twelve fits on a screen or two
                        label = Static(f"{name}:", classes="seat-name")
                        label.styles.width = width  # the lists in one column
                        yield label
                        yield Select(kinds, value=default, allow_blank=False, id=f"seat-{ident}", classes="seat-kind")
            else:
                yield TickedList(
                    *((name, ident, n < facts.players_min) for n, (ident, name) in enumerate(seats.items())), id="seats"
                )
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
        if facts.ai_levels:
            seats = [ident for ident in self.module.seats(facts.default_scenario) if self.seat_kind(ident) == PERSON]
        else:
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

    def seat_kind(self, ident: str) -> str:
        """PERSON, NOBODY or an AI level, as chosen for the seat `ident`."""
        return str(self.query_one(f"#seat-{ident}", Select).value)

    def ai_chosen(self) -> dict[str, str]:
        """The seats chosen for the AI, to their levels."""
        if not self.module.facts.ai_levels:
            return {}
        found = {i: self.seat_kind(i) for i in self.module.seats(self.module.facts.default_scenario)}
        return {i: kind for i, kind in found.items() if kind not in (PERSON, NOBODY)}

    def action_start(self) -> None:
        scenario, people, given = self.chosen()
        error = self.query_one("#form-error", Static)
        try:
            order = list(self.module.seats(scenario))  # the seats in the game's order, people and AI alike
            seats = sorted(seating(self.module, scenario, people, self.ai_chosen()), key=lambda seat: order.index(seat.name))
            settings = self.module.facts.chosen(given)
        except (RequestError, ValueError) as wrong:
            told = str(wrong)
            error.update(Text(told[:1].upper() + told[1:] + "."))
            return
        error.update("")
        app_of(self).start_any(self.module.facts.id, seats, self.seed, settings, scenario)
