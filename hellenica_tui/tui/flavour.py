"""Which colours the screens may use: true colour, the terminal's 16, or none.

Kept apart from any game's palette (tui.theme is Hellenica's map colours), so the
app picks the flavour without loading a game; each game's UI turns it into the
palette its screens draw with (GameUI.palette).
"""

from __future__ import annotations

import os
from typing import Literal

Flavour = Literal["truecolor", "ansi", "mono"]


def flavour_from_env(ansi: bool = False, no_color: bool | None = None) -> Flavour:
    """The flavour asked for: NO_COLOR wins, then --ansi, else true colour."""
    if no_color is None:
        no_color = os.environ.get("NO_COLOR") is not None
    if no_color:
        return "mono"
    return "ansi" if ansi else "truecolor"
