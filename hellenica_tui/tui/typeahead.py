"""':' brings the command prompt whatever is shown: on the game screen (or another
screen with a prompt) the prompt; on a dialog over it that may be put aside (a
combat, a secret choice, a summary, a list over the map) the dialog steps aside,
as Escape does, and the prompt under it takes the keys that follow. A text field
of a dialog (a bid, a file name) keeps its ':'. The game screen keeps the prompt's
focus for the keys typed after ':' while a dialog closes (game_dialogs.back_to_map).

Any change of screen (one pushed, popped or switched to) holds the keys that come
meanwhile until the screen now on top has been drawn once (mounted, its focus
given): then they are handed to it in the order typed. So the letters typed
right after a key that opens a screen are that screen's (the card reference's
search), never the hotkeys of the screen it covers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual import events
from textual.app import App
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Input

ASIDE_ACTIONS = ("map", "board", "close")  # what Escape does on the dialogs that may be put aside


def has_prompt(screen: Screen[object]) -> bool:
    return hasattr(screen, "action_focus_prompt")


class TypesAhead(App[None]):
    """An app whose ':' reaches the command prompt from a dialog over it."""

    BINDINGS = [Binding("colon", "command_prompt", "Command", show=False, priority=True)]
    _held_keys: list[events.Key] | None = None  # keys come while the screen changes

    def _hold_keys(self) -> None:
        if self._held_keys is None:
            self._held_keys = []
        # Every change asks anew: the wait is parked on the screen on top when it is
        # handled, and a screen covered by the next one before it was drawn is not
        # drawn again until it is uncovered (a dialog opened as its game screen comes up).
        self.call_after_refresh(self._release_keys)

    def _release_keys(self) -> None:
        held, self._held_keys = self._held_keys or [], None
        for key in held:  # anew, in the order typed, to the screen now on top
            self.post_message(events.Key(key.key, key.character))

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key):
            if self._held_keys is not None:
                self._held_keys.append(event)
                return
            if not self.screen_stack:  # a key released while the app closes: no screen is left to take it
                return
        await super().on_event(event)

    def push_screen(self, *args: Any, **kwargs: Any) -> Any:
        self._hold_keys()
        return super().push_screen(*args, **kwargs)

    def pop_screen(self) -> Any:
        self._hold_keys()
        return super().pop_screen()

    def switch_screen(self, screen: Any) -> Any:
        self._hold_keys()
        return super().switch_screen(screen)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "command_prompt":
            # A text field of its own (a bid, a file name, a search) types ':' as a letter;
            # a screen with no prompt, nor one under it, does not offer the key (a replay).
            if has_prompt(self.screen):
                return True
            return not isinstance(self.focused, Input) and self._aside() is not None
        return super().check_action(action, parameters)

    def _aside(self) -> Callable[[], None] | None:
        """What puts the screen on top aside for the prompt of the screen under it, if
        there is such a prompt (a hand-off has none: it waits for its player)."""
        stack = self.screen_stack
        under = stack[-2] if len(stack) > 1 else None
        if under is None or not has_prompt(under):
            return None
        screen = self.screen
        return next((getattr(screen, f"action_{name}") for name in ASIDE_ACTIONS if hasattr(screen, f"action_{name}")), None)

    def action_command_prompt(self) -> None:
        screen = self.screen
        if has_prompt(screen):
            screen.action_focus_prompt()  # type: ignore[attr-defined]
            return
        aside = self._aside()
        if aside is None:
            return  # nothing to put aside for a prompt
        under = self.screen_stack[-2]
        aside()
        if self.screen is under:
            under.action_focus_prompt()  # type: ignore[attr-defined]
