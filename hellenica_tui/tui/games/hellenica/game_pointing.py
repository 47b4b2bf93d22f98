"""Pointing at the map, mixed into GameScreen: the areas the command being typed may
name lit on the map, the area under the cursor described, and Enter on an area
listing the commands that name it (the one picked goes into the prompt)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events
from textual.widgets import Input

from hellenica_tui.tui.widgets.areapanel import AreaPanel
from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from hellenica_tui.tui.widgets.prompt_box import PromptBox

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.screen import Screen

    from hellenica_tui.seat.board.maptargets import TargetFinder
    from hellenica_tui.seat.session import GameSession

    _Screen = Screen[None]  # type-checked as the screen it is mixed into
else:
    _Screen = object


class Pointing(_Screen):
    if TYPE_CHECKING:  # what it uses of the game screen
        session: GameSession
        _targets: tuple[list[str], TargetFinder] | None
        _hint: Callable[..., None]
        _spellings: Callable[[], dict[str, set[str]]]
        _show_tile: Callable[[], None]
        placing_moved: Callable[[], None]
        place_shown: Callable[[], bool]
        action_pane: Callable[[str], None]
        back_to_map: Callable[[], None]

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        typing = isinstance(event.widget, CommandPrompt)
        self.query_one(PromptBox).typing(typing)
        if typing:
            self._show_targets()

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        if isinstance(event.widget, CommandPrompt):
            self.query_one(PromptBox).typing(False)
            self.query_one(HexMap).target(frozenset())
            self._show_tile()  # while placing a tile, the locations that take one

    def on_input_changed(self, event: Input.Changed) -> None:
        if isinstance(event.input, CommandPrompt):
            self._show_targets()

    def _show_targets(self) -> None:
        """Show on the map the areas the command being typed may name next."""
        from hellenica_tui.seat.board.maptargets import TargetFinder
        from hellenica_tui.tui.completion import Completer

        prompt, hexmap = self.query_one(CommandPrompt), self.query_one(HexMap)
        commands = prompt.commands
        if self._targets is None or self._targets[0] is not commands:
            from hellenica_tui.games.hellenica.core.state import cities_of

            fits = Completer([], self._spellings()).fits
            view = self.session.view()
            holdings = {p: cities_of(view, p) for p in self.session.players}  # a city-state named: its cities
            self._targets = (commands, TargetFinder(commands, hexmap.model.cells, fits, holdings))
        hexmap.target(self._targets[1].find(prompt.value))

    def on_hex_map_cursor_moved(self, message: HexMap.CursorMoved) -> None:
        self.query_one(AreaPanel).show(message.area, message.hexmap.keys())
        self.placing_moved()

    def on_hex_map_area_selected(self, message: HexMap.AreaSelected) -> None:
        """Enter on an area: describe it and list the legal commands that name it, with
        their costs; the one picked goes into the prompt, to be given with Enter. While
        a tile is placed, Enter places the one shown."""
        if self.place_shown():
            return
        self.action_pane("area")
        name = self.session.map_model().cells[message.area].name
        here = self.session.commands_here(message.area)
        if not here:
            self._hint(f"No command concerns {name} now.")
            return
        from hellenica_tui.tui.games.hellenica.area_commands import AreaCommandsScreen

        self.app.push_screen(AreaCommandsScreen(f"{name}: what you may do here now", here), self._picked)

    def _picked(self, text: str | None) -> None:
        """A command picked from a list goes into the prompt, to be given with Enter."""
        if text is None:
            self.back_to_map()
            return
        prompt = self.query_one(CommandPrompt)
        prompt.value = text
        prompt.cursor_position = len(text)
        prompt.focus()
        self._hint(f"Enter gives it: {text} (you may change it first).")
