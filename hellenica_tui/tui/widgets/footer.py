"""Textual's footer, built again only when the keys it shows change.

Textual's footer builds its keys anew after the next refresh each time the
screen's bindings change; a game screen coming up changes them several times
(mounted, the map focused, the combat key shown or not, its widgets mounted),
mostly to the same keys, and each rebuild styles every key three times over.
Here a rebuild already asked for and not yet begun takes the later changes with
it (it builds from the bindings as they are when it runs), and a rebuild that
would show the very keys shown already (the same bindings, each as enabled and
with the same tooltip) is not done.
"""

from __future__ import annotations

from typing import Any

from textual.screen import Screen
from textual.widgets import Footer as TextualFooter


class Footer(TextualFooter):
    _rebuild_asked = False
    _built: Any = None  # what the keys shown were built from

    def bindings_changed(self, screen: Screen[object]) -> None:
        if self._rebuild_asked and screen is self.screen:
            return  # the rebuild asked for has yet to run: it shows these keys too
        super().bindings_changed(screen)
        # Textual's footer asks for a rebuild in just this case.
        self._rebuild_asked = bool(screen.app.app_focus and self.is_attached and screen is self.screen)

    async def recompose(self) -> None:
        self._rebuild_asked = False  # a change from now on asks again
        if self.is_attached:
            shown = self._shown()
            if shown == self._built:
                return
            self._built = shown
        await super().recompose()

    def _shown(self) -> tuple[object, ...]:
        """Everything of the screen's bindings that the footer's keys are built from."""
        active = self.screen.active_bindings
        keys = tuple((binding, enabled, tooltip) for _, binding, enabled, tooltip in active.values() if binding.show)
        palette = active.get(self.app.COMMAND_PALETTE_BINDING)
        return keys, palette[1:] if palette else None, self.show_command_palette, self.app.ENABLE_COMMAND_PALETTE
