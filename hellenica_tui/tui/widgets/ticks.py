"""Tick boxes that read without colour: Textual draws the same mark in a ticked
and an unticked box and tells them apart by colour alone, so with NO_COLOR (or
on a monochrome terminal) every box looks ticked. These draw the mark only in
a ticked box (a checkbox's X, a radio button's dot) and leave the other empty.
"""

from __future__ import annotations

from rich.segment import Segment
from textual.content import Content
from textual.strip import Strip
from textual.widgets import Checkbox, RadioButton, SelectionList
from textual.widgets.option_list import OptionDoesNotExist

EMPTY = " "


def _blank_unticked(button: Content, ticked: bool, mark: str) -> Content:
    """A toggle button (left side, mark, right side) with the mark left out when unticked."""
    if ticked:
        return button
    plain = button.plain
    at = plain.index(mark)
    return button[:at] + Content(EMPTY) + button[at + len(mark):]


class TickBox(Checkbox):
    @property
    def _button(self) -> Content:
        return _blank_unticked(super()._button, self.value, self.BUTTON_INNER)


class TickRadio(RadioButton):
    @property
    def _button(self) -> Content:
        return _blank_unticked(super()._button, self.value, self.BUTTON_INNER)


class TickedList(SelectionList[str]):
    """A selection list whose unticked options show an empty box."""

    def render_line(self, y: int) -> Strip:
        strip = super().render_line(y)
        try:
            option = self.get_option_at_index(self.scroll_offset.y + y)
        except OptionDoesNotExist:  # a line below the last option: nothing to tick
            return strip
        if option.value in self._selected:
            return strip
        segments = list(strip)
        # The box is the first three segments (left side, mark, right side): see SelectionList.render_line.
        left, mark, *rest = segments
        return Strip([left, Segment(EMPTY * len(mark.text), mark.style), *rest], strip.cell_length)
