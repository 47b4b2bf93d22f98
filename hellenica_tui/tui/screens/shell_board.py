"""The shell's hex map and its footer's room.

`ShellMap` is the board of a game that has a hex board (GameUI.hex_board): the
generic map (widgets/hexboard.py) with the arrows walking its cursor, Enter
named by the game (GameUI.board_enter) and `z` for the compact map; the letters
h j k l the generic view also walks with are left to the game's keys. The
shell hands its `CursorMoved` and `AreaSelected` (Enter, or a click on the
cursor) to the game's UI.

`footer_order` and `fit_footer` keep the footer uncut at any width: the keys
that matter come first (the map's Enter, the game's own keys, the prompt, help,
undo, the panes...), and those that do not fit are left to `?` help, which
lists every key all the same.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable

from textual.binding import Binding, BindingsMap

from hellenica_tui.seat.board.hexboard import HexBoard
from hellenica_tui.tui.widgets.hexboard import HexBoardView
from hellenica_tui.tui.widgets.hexlook import BoardPalette

PALETTE_ROOM = 12  # the command palette's key at the footer's right end ("^p palette")


class ShellMap(HexBoardView, inherit_bindings=False):
    BINDINGS = [
        Binding("up", "move('up')", "Up", show=False),
        Binding("down", "move('down')", "Down", show=False),
        Binding("left", "move('left')", "Left", show=False),
        Binding("right", "move('right')", "Right", show=False),
        Binding("enter", "select", "Select", key_display="Enter"),
        Binding("z", "toggle_compact", "Map view", show=False),
    ]

    def __init__(self, board: HexBoard, palette: BoardPalette, enter: str, *, id: str | None = None) -> None:
        super().__init__(board, palette, id=id)
        self._bindings.key_to_bindings["enter"] = [Binding("enter", "select", enter, key_display="Enter")]  # the game's word

    def show_enter(self, show: bool) -> bool:
        """Enter in the footer or not (it works either way); whether that changed."""
        found = self._bindings.key_to_bindings["enter"]
        if found[0].show == show:
            return False
        self._bindings.key_to_bindings["enter"] = [dataclasses.replace(found[0], show=show)]
        return True


def footer_width(key_display: str, description: str) -> int:
    """The columns a key takes in the footer: its key and its words, padded."""
    return len(key_display) + 2 + (len(description) + 1 if description else 0)


def footer_order(bindings: BindingsMap, first: Iterable[str]) -> BindingsMap:
    """`bindings` with the actions named in `first` leading, in that order (the footer
    shows them in the map's order), the others after them as they were."""
    rank = {action: n for n, action in enumerate(first)}
    pairs = list(bindings)
    pairs.sort(key=lambda pair: rank.get(pair[1].action, len(rank)))  # stable: the rest keep their order
    keys: dict[str, list[Binding]] = {}
    for key, binding in pairs:
        keys.setdefault(key, []).append(binding)
    return BindingsMap.from_keys(keys)


def fit_footer(
    bindings: BindingsMap, wanted: set[str], room: int, display: Callable[[Binding], str], kept: Iterable[str] = ()
) -> bool:
    """Show in the footer the actions of `wanted` that fit in `room` columns: those of
    `kept` (the prompt, help: the way to every other key) always, then the others in
    the bindings' order while they fit; the rest are hidden (they still work, `?` lists
    them). Whether anything changed."""
    first: dict[str, Binding] = {}
    for _, binding in bindings:
        first.setdefault(binding.action, binding)
    widths = {a: footer_width(b.key_display or display(b), b.description) for a, b in first.items() if a in wanted}
    shown = {a for a in kept if a in widths}
    used = sum(widths[a] for a in shown)
    for action, width in widths.items():
        if action in shown:
            continue
        if used + width > room:
            break  # the keys after it wait too: the footer reads in order
        used += width
        shown.add(action)
    changed = False
    for key, found in bindings.key_to_bindings.items():
        now = [b if b.show == (b.action in shown) else dataclasses.replace(b, show=b.action in shown) for b in found]
        changed = changed or any(a is not b for a, b in zip(now, found, strict=True))
        bindings.key_to_bindings[key] = now
    return changed
