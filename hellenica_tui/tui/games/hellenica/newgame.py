"""Setting up a new game: which city-states play and the options.

The seed is drawn from the system's random source and never shown: with it,
anyone could work out every hidden card of the game.
"""

from __future__ import annotations

import random

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, RadioSet, SelectionList, Static

from hellenica_tui.games.facts import NORMAL
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.content.variants import PRINTED, recommended
from hellenica_tui.games.hellenica.game import GAME
from hellenica_tui.games.hellenica.turn.seatings import seating_note, suggested_sets
from hellenica_tui.tui.aispeed import AI_SPEEDS, DEFAULT_SPEED
from hellenica_tui.tui.screens import app_of
from hellenica_tui.tui.widgets.ticks import TickBox, TickedList, TickRadio

# Option id, label; the ids are the game's setting names.
OPTIONS = (
    ("epic", "Epic game (4 objectives to win)"),
    ("all_deities", "All deities open as first patron"),
    ("rival_deities", "Rival deities"),
    ("random_pathos", "Random public objectives"),
)
# Who invocation windows ask (the `responses` setting): id, label. The first is the default.
RESPONSES = (
    ("useful", "if it matters"),
    ("all", "when able"),
    ("involved", "own turns"),
)


# The expert AI's levels (the game's `ai_strengths`), for every seat ticked Expert AI.
EXPERT_LEVELS = GAME.facts.ai_strengths["expert"]


# The map (the `map` setting): id, label. The first is the default. A built map is
# made with the command line's `new --map built` and the prompt's `place`; an
# explorable one places the home cities only and is explored in play.
MAPS = (
    ("classic", "printed"),
    ("random", "random"),
    ("explorable", "explorable"),
)


class NewGameScreen(Screen[None]):
    CSS_PATH = "../../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [Binding("escape", "app.back", "Back"), Binding("ctrl+s", "start", "Start")]
    AUTO_FOCUS = "#states"  # the first choice to make: who plays

    def __init__(self, content: Content) -> None:
        super().__init__()
        self.content = content
        self.seed = random.SystemRandom().randrange(1, 2**63)  # secret: never shown

    def compose(self) -> ComposeResult:
        states = sorted(self.content.city_states.values(), key=lambda s: s.seat)
        low, high = self.content.scenario.min_players, self.content.scenario.max_players
        with VerticalScroll(id="newgame-box"):
            yield Static(f"New game · {self.content.scenario.name}", classes="bar")
            # Side by side, so the whole form fits on an 80x24 terminal.
            with Horizontal(id="lists"):
                with Vertical():
                    yield Static(f"In play ({low} to {high})")
                    yield TickedList(*((s.name, s.id, s.id in ("athens", "sparta")) for s in states), id="states")
                with Vertical():
                    yield Static("Played by the AI")
                    yield TickedList(*((s.name, s.id, s.id != "athens") for s in states), id="ai")
                with Vertical():
                    yield Static("Expert AI")
                    yield TickedList(*((s.name, s.id, False) for s in states), id="expert")
            yield Static(
                "City-states in play and not ticked for the AI are played by people taking turns at "
                "this keyboard; tick them all for the AI to watch a game of AIs. An AI seat ticked "
                "Expert AI plays a person's rules and thinks ahead, at the level chosen below (easy thinks "
                "briefly and errs, hard thinks twice as long); the others follow the rulebook's AI.",
                id="lists-note",
            )
            # Fewer than seven: the rulebook's advice on home cities, and sets that follow it.
            with Horizontal(id="seating-row"):
                yield Button("Suggest homes", id="suggest")
                yield Static(id="seating")
            with Vertical(id="options"):
                for option, label in OPTIONS:
                    yield TickBox(label, id=option)
            with Horizontal(classes="radio-row"):
                yield Static("AI speed", classes="radio-label")
                current = getattr(self.app, "ai_speed", DEFAULT_SPEED)
                with RadioSet(id="ai-speed"):
                    for speed in AI_SPEEDS:
                        yield TickRadio(speed, value=speed == current, id=f"speed-{speed}")
            with Horizontal(classes="radio-row"):
                yield Static("Expert level", classes="radio-label")
                with RadioSet(id="expert-level"):
                    for level in EXPERT_LEVELS:
                        yield TickRadio(level, value=level == NORMAL, id=f"expert-level-{level}")
            with Horizontal(classes="radio-row"):
                yield Static("Ask to cast", classes="radio-label")
                with RadioSet(id="responses"):
                    for n, (policy, label) in enumerate(RESPONSES):
                        yield TickRadio(label, value=n == 0, id=f"responses-{policy}")
            with Horizontal(classes="radio-row"):
                yield Static("Map", classes="radio-label")
                with RadioSet(id="map-rule"):
                    for n, (rule, label) in enumerate(MAPS):
                        yield TickRadio(label, value=n == 0, id=f"map-rule-{rule}")
            # The rulebook's rules by default; the scenario's variants (data: scenario.toml) beside them.
            with Horizontal(classes="radio-row"):
                yield Static("Rules", classes="radio-label")
                with RadioSet(id="rules"):
                    yield TickRadio("as printed", value=True, id=f"rules-{PRINTED}")
                    for variant in self.content.scenario.variants:
                        yield TickRadio(variant.name.lower(), id=f"rules-{variant.id}")
            yield Static(id="rules-note")
        # Below the form, never scrolled away: at 80x24 the form is taller than the screen.
        with Horizontal(id="newgame-actions"):
            yield Button("Start the game", id="start", variant="primary")
            yield Static(id="newgame-error")
        yield Footer()

    def on_mount(self) -> None:
        self._suggested = 0  # the next suggested set "Suggest homes" ticks
        self._show_seating()

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged) -> None:
        if event.selection_list.id == "states":
            self._show_seating()

    def _show_seating(self) -> None:
        chosen = list(self.query_one("#states", SelectionList).selected)
        self.query_one("#seating", Static).update(seating_note(self.content, chosen))
        self.query_one("#rules-note", Static).update(self._rules_note(len(chosen)))

    def _rules_note(self, players: int) -> str:
        """The variant suggested at this table size, and why (its page tells its win shares)."""
        variant = recommended(self.content, players)
        if variant is None:
            return ""
        return (f"Suggested at {players} city-states: {variant.name.lower()}, as by the rules as printed some "
                f"city-state wins far less than its share at this size. {variant.about}")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "suggest":
            self.suggest_homes()

    def suggest_homes(self) -> None:
        """Tick the next of the sets of home cities the rulebook's advice favours, as
        many as are ticked now (two when that is not fewer than seven)."""
        states = self.query_one("#states", SelectionList)
        count = len(states.selected)
        sets = suggested_sets(self.content, count) or suggested_sets(self.content, 2)
        picked = sets[self._suggested % len(sets)]
        self._suggested += 1
        states.deselect_all()
        for state in picked:
            states.select(state)

    def action_start(self) -> None:
        chosen = list(self.query_one("#states", SelectionList).selected)
        states = sorted(chosen, key=lambda s: self.content.city_states[s].seat)
        low, high = self.content.scenario.min_players, self.content.scenario.max_players
        error = self.query_one("#newgame-error", Static)
        if not low <= len(states) <= high:
            error.update(f"Choose {low} to {high} city-states ({len(states)} chosen).")
            return
        settings: dict[str, bool | str] = {option: self.query_one(f"#{option}", TickBox).value for option, _ in OPTIONS}
        policy = self.query_one("#responses", RadioSet).pressed_button
        settings["responses"] = (policy.id or "").removeprefix("responses-") if policy else RESPONSES[0][0]
        settings["movement_window"] = True  # the others' movement invocations during a movement (rules page)
        board = self.query_one("#map-rule", RadioSet).pressed_button
        rule = (board.id or "").removeprefix("map-rule-") if board else MAPS[0][0]
        if rule != MAPS[0][0]:  # the printed map is no setting: its games keep the settings they always had
            settings["map"] = rule
        rules = self.query_one("#rules", RadioSet).pressed_button
        chosen_rules = (rules.id or "").removeprefix("rules-") if rules else PRINTED
        if chosen_rules != PRINTED:  # nor are the rules as printed
            settings["rules"] = chosen_rules
        ai = [s for s in states if s in self.query_one("#ai", SelectionList).selected]
        expert = [s for s in ai if s in self.query_one("#expert", SelectionList).selected]
        chosen_level = self.query_one("#expert-level", RadioSet).pressed_button
        level = (chosen_level.id or "").removeprefix("expert-level-") if chosen_level else NORMAL
        pressed = self.query_one("#ai-speed", RadioSet).pressed_button
        if pressed is not None and pressed.id:
            app_of(self).ai_speed = pressed.id.removeprefix("speed-")
        from hellenica_tui.tui.games.hellenica.starting import new_game

        app = app_of(self)
        app.start(lambda: new_game(app.scenario, states, self.seed, settings, ai, expert, level))
