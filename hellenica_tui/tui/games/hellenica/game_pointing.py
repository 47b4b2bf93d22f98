"""Pointing at the map, mixed into GameScreen: the areas the command being typed may
name lit on the map, the area under the cursor described, and Enter on an area
listing the commands that name it (the one picked goes into the prompt).

A stack is moved by pointing alone: the cursor on a stack that may be supplied for
movement lights the areas it could reach; once supplied, the areas it may go to
are lit, the cursor on one tells what going there costs, and Enter (or a click)
there lists the moves into it by the units each sends. Every list is made of the
commands legal now, each with its cost and the card it concerns, and what is
picked goes into the prompt, shown whole, to be given with Enter (or a click on
Give in the footer). Nothing is given without that last step."""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec
from textual import events
from textual.widgets import Input

from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from hellenica_tui.tui.widgets.prompt_box import PromptBox

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.screen import Screen

    from hellenica_tui.engine.ruleset import Command
    from hellenica_tui.seat.board.maptargets import TargetFinder
    from hellenica_tui.seat.session import GameSession
    from hellenica_tui.tui.controller.table import Table
    from hellenica_tui.tui.tileplacing import TilePlacer
    from hellenica_tui.tui.widgets.areapanel import AreaPanel

    _Screen = Screen[None]  # type-checked as the screen it is mixed into
else:
    _Screen = object


Offer = tuple[str, str]  # a command's text, what it sends and costs in words
EVERYTHING = "everything you may do now ..."  # the last line of an area's list: the hints (H)


class Seen(msgspec.Struct):
    """What pointing worked out for one position: the commands legal for the person to
    act, the moves of a stack under way, each stack's supply and reach."""

    at: tuple[int, int, str | None] = (-1, 0, None)
    legal: list[Command] = msgspec.field(default_factory=list)
    moves: dict[str, list[Offer]] | None = None
    supplies: dict[str, tuple[str, frozenset[str]] | None] = msgspec.field(default_factory=dict)


class Pointing(_Screen):
    # Worked out again for each position (a class default, replaced before use).
    _seen = Seen()
    _lit = False  # areas lit by pointing (not by the prompt or a tile), to take away
    _giving = False  # Give shown in the footer: the prompt holds a command
    _pointed = False  # the prompt holds what pointing put there: once given, back to the map
    if TYPE_CHECKING:  # what it uses of the game screen
        session: GameSession
        _targets: tuple[list[str], TargetFinder] | None
        _hint: Callable[..., None]
        _spellings: Callable[[], dict[str, set[str]]]
        _show_tile: Callable[[], None]
        placing_moved: Callable[[], None]
        placer: TilePlacer | None
        action_hints: Callable[[], None]
        _submit: Callable[..., None]
        place_shown: Callable[[], bool]
        action_pane: Callable[[str], None]
        area_panel: Callable[[], AreaPanel | None]
        back_to_map: Callable[[], None]
        table: Table
        action_skip_ai: Callable[[], None]

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
            self.call_after_refresh(self.show_reach)  # else where the stack may go

    def on_input_changed(self, event: Input.Changed) -> None:
        if isinstance(event.input, CommandPrompt):
            self._show_targets()
            if self._giving != self.can_give():  # Give in the footer while there is a command to give
                self._giving = not self._giving
                self.refresh_bindings()

    def can_give(self) -> bool:
        """Whether the prompt holds a command pointing put there (Give shows in the
        footer, for the mouse; what is typed is given with Enter)."""
        return self._pointed and bool(self.query(CommandPrompt)) and bool(self.query_one(CommandPrompt).value.strip())

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
        if (panel := self.area_panel()) is not None:  # shown once: kept up to date since
            panel.show(message.area, message.hexmap.keys())
        self.placing_moved()
        self.show_reach(tell=True)

    # -- a stack moved by pointing --------------------------------------------

    def seen(self) -> Seen:
        """What pointing worked out for this position (for whoever acts now)."""
        session = self.session
        log = session.game.log
        at = (len(log), id(log[-1]) if log else 0, session.viewer)
        if self._seen.at != at:
            viewer = session.viewer
            legal = session.game.legal_commands(viewer) if viewer and viewer in session.to_act() else []
            self._seen = Seen(at, legal)
        return self._seen

    def _moves(self) -> dict[str, list[Offer]]:
        """While the person at the keyboard moves a supplied stack: each area it may go
        to, with the moves into it."""
        session = self.session
        movement = session.state.movement
        if movement is None or movement.player != session.viewer or session.state.combat is not None:
            return {}
        seen = self.seen()
        if seen.moves is None:
            from hellenica_tui.games.hellenica.table.pointing import destinations

            seen.moves = destinations(session.state, movement.player, seen.legal)
        return seen.moves

    def _supplies(self, area: str) -> tuple[str, frozenset[str]] | None:
        """The supply for movement of the stack on `area` (its text) and the areas the
        stack could reach once supplied; None when no stack there may be supplied."""
        session = self.session
        viewer = session.viewer
        if viewer is None or session.state.movement is not None:
            return None
        seen = self.seen()
        if area not in seen.supplies:
            from hellenica_tui.games.hellenica.ruleset import RULESET
            from hellenica_tui.games.hellenica.table.pointing import reach
            from hellenica_tui.games.hellenica.war.commands import SupplyMovement

            supply = next((c for c in seen.legal if isinstance(c, SupplyMovement) and c.area == area), None)
            seen.supplies[area] = (
                None if supply is None else (RULESET.format(supply), reach(session.state, viewer, supply))
            )
        return seen.supplies[area]

    def show_reach(self, tell: bool = False) -> None:
        """Light where the stack may go: while it moves, the areas it may enter; on a
        stack that may be supplied for movement, the areas it could reach. With `tell`
        (the cursor moved), the cursor's area says what pointing there does."""
        if self.placer is not None or not self.query(CommandPrompt) or self.query_one(CommandPrompt).has_focus:
            return  # a tile placed, or the prompt's own areas lit
        if self.app.screen is not self:
            return  # under a dialog the map stays as drawn (lit again once it closes)
        hexmap = self.query_one(HexMap)
        cursor = hexmap.cursor
        cells = self.session.map_model().cells
        moves = self._moves()
        if moves:
            self._lit = True
            hexmap.target(frozenset(moves))
            if tell and cursor in moves:
                costs = "; ".join(label for _, label in moves[cursor][:2])
                self._hint(f"{cells[cursor].name}: Enter (or a click) picks the units to send ({costs}).")
            return
        supply = self._supplies(cursor) if tell or self._lit else None
        if supply is None and not self._lit:
            return  # nothing lit by pointing, nothing to take away
        self._lit = supply is not None
        hexmap.target(supply[1] if supply is not None else frozenset())
        if tell and supply is not None:
            names = ", ".join(sorted(cells[a].name for a in supply[1] if a in cells)) or "nowhere"
            self._hint(f"Your units here may reach the lit areas ({names}) once supplied: Enter lists the supply.")

    def on_hex_map_area_selected(self, message: HexMap.AreaSelected) -> None:
        """Enter on an area: describe it and list the legal commands that name it, with
        their costs; the one picked goes into the prompt, to be given with Enter. While
        a tile is placed, Enter places the one shown."""
        if self.place_shown():
            return
        self.action_pane("area")
        if self.table.uncommitted is not None:  # as the hint says: Enter confirms the command waiting
            self.action_skip_ai()
            return
        name = self.session.map_model().cells[message.area].name

        moves = self._moves()
        if message.area in moves:  # a stack moving: the units to send there
            movement = self.session.state.movement
            origin = self.session.map_model().cells[movement.area].name if movement else "?"
            self.offer(f"From {origin} to {name}: which units?", moves[message.area])
            return
        here = self.session.commands_here(message.area)
        if not here:
            if self.session.viewer in self.session.to_act() and not self.session.is_ai(self.session.viewer or ""):
                self._hint(f"No command concerns {name} now: here is what you may do.")
                self.action_hints()
            else:
                self._hint(f"No command concerns {name} now.")
            return
        self.offer(f"{name}: what you may do here now", here, more=True)

    def offer(
        self, heading: str, offers: list[Offer], back: Callable[[], None] | None = None, more: bool = False
    ) -> None:
        """A list of `offers` to pick from; a long one split by its words (the verbs,
        then what is built ...): picking a group lists its commands, Escape there goes
        back a list. With `more`, a last line opens everything allowed now (what names
        no area: pass, an answer). The command picked goes into the prompt."""
        from hellenica_tui.games.hellenica.table.pointing import menu
        from hellenica_tui.tui.games.hellenica.area_commands import AreaCommandsScreen

        entries = menu(offers)
        groups = {text: members for text, _, members in entries if members}

        def picked(text: str | None) -> None:
            if text in groups:
                self.offer(f"{heading.split(':')[0]}: {text}", groups[text], again)
            elif text is None and back is not None:
                back()
            elif text == EVERYTHING:
                self.action_hints()
            else:
                self._picked(text)

        def again() -> None:
            self.offer(heading, offers, back)

        shown = [(text, cost) for text, cost, _ in entries]
        cards = self._cards([pair for pair in shown if pair[0] not in groups])
        if more:
            shown.append((EVERYTHING, "pass, and what names no area"))
        self.app.push_screen(AreaCommandsScreen(heading, shown, cards=cards), picked)

    def _cards(self, offers: list[tuple[str, str]]) -> dict[str, str]:
        """The card text of each offered command that concerns a card."""
        from hellenica_tui.games.hellenica.table.pointing import card_texts

        viewer = self.session.viewer
        return card_texts(self.session.state, viewer, (text for text, _ in offers)) if viewer else {}

    def action_give(self) -> None:
        """Give the command the prompt shows (a click on Give in the footer does what Enter does there)."""
        prompt = self.query_one(CommandPrompt)
        text = prompt.value.strip()
        if not text:
            self._hint("Nothing in the prompt to give: point at an area and press Enter.")
            return
        from hellenica_tui.tui.controller.table import private

        self._submit(text, private=private(text))

    def pointed_given(self) -> None:
        """A command pointing made was given: the map takes the keys again, for the next."""
        if self._pointed:
            self._pointed = False
            self.query_one(HexMap).focus()

    def _picked(self, text: str | None) -> None:
        """A command picked from a list goes into the prompt, to be given with Enter."""
        if text is None:
            self.back_to_map()
            return
        prompt = self.query_one(CommandPrompt)
        prompt.value = text
        prompt.cursor_position = len(text)
        prompt.focus()
        self._pointed = True
        self._hint(f"Enter (or Give) gives it, Escape drops it, or change it first: {text}")
