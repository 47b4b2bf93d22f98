"""Colours of the map and of the city-states, in three flavours.

* "truecolor": each city-state in the colour its content gives it.
* "ansi": only the terminal's own 16 colours, so the player's terminal theme
  decides the exact shades (and the Linux console looks right).
* "mono": no colour at all (the `NO_COLOR` convention); states are told
  apart by weight, reverse video and the glyphs themselves.

Only Rich styles are built here; the app picks the flavour from its options
and from Textual's own `no_color` flag (Textual consumes `NO_COLOR`).
"""

from __future__ import annotations

from typing import ClassVar

import msgspec
from rich.color import Color
from rich.style import Style

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.tui.flavour import Flavour as Flavour
from hellenica_tui.tui.flavour import flavour_from_env as flavour_from_env

# The terminal colours a city-state may be given in ANSI mode, with the
# usual xterm shades, used only to find the nearest one to a content colour.
_ANSI_CHOICES: dict[str, tuple[int, int, int]] = {
    "bright_white": (255, 255, 255),
    "green": (0, 205, 0),
    "yellow": (205, 205, 0),
    "bright_red": (255, 85, 85),
    "blue": (0, 0, 238),
    "red": (205, 0, 0),
    "magenta": (205, 0, 205),
    "cyan": (0, 205, 205),
    "bright_green": (85, 255, 85),
    "bright_yellow": (255, 255, 85),
    "bright_blue": (92, 92, 255),
    "bright_magenta": (255, 85, 255),
    "bright_cyan": (85, 255, 255),
}


def _rgb(colour: str) -> tuple[int, int, int]:
    triplet = Color.parse(colour).get_truecolor()
    return triplet.red, triplet.green, triplet.blue


def ansi_colours(content: Content) -> dict[str, str]:
    """A distinct terminal colour for each city-state, nearest to its own first.

    Greedy in seating order over all (state, colour) pairs sorted by distance,
    so each state gets the closest colour not already taken.
    """
    pairs = []
    for state in content.city_states.values():
        r, g, b = _rgb(state.colour)
        for name, (cr, cg, cb) in _ANSI_CHOICES.items():
            pairs.append(((r - cr) ** 2 + (g - cg) ** 2 + (b - cb) ** 2, state.seat, state.id, name))
    chosen: dict[str, str] = {}
    taken: set[str] = set()
    for _, _, state_id, name in sorted(pairs):
        if state_id not in chosen and name not in taken:
            chosen[state_id] = name
            taken.add(name)
    return chosen


def _ink_on(colour: str) -> str:
    """Black or white text, whichever reads better on `colour`."""
    r, g, b = _rgb(colour)
    return "black" if (0.299 * r + 0.587 * g + 0.114 * b) > 140 else "white"


class MapPalette(msgspec.Struct, frozen=True, eq=False, kw_only=True):
    """Compared and hashed by identity: it is part of the map's cache keys."""

    flavour: Flavour
    edge: Style
    mountain: Style
    cursor_edge: Style
    land: Style  # text on land
    land_name: Style
    sea: Style  # text on sea
    sea_name: Style
    wave: Style
    cursor: Style  # laid over the interior of the hex under the cursor
    feature: Style  # settlements, mines, volcano, free temple
    exhausted: Style
    building: Style
    creature: Style
    closed: Style = Style(dim=True)  # areas out of play
    marked: Style = Style(underline=True)  # laid over the areas another player's last move changed
    marked_edge: Style = Style(bold=True)  # and over their outlines
    target: Style = Style(bold=True)  # the areas the command being typed may name next (also dotted)
    land_fill: Style = Style()  # background of land hexes
    sea_fill: Style = Style()  # background of sea hexes
    state_text: dict[str, Style] = msgspec.field(default_factory=dict)  # a city-state's units and labels
    state_badge: dict[str, Style] = msgspec.field(default_factory=dict)  # the name of an area it owns
    state_colour: dict[str, str] = msgspec.field(default_factory=dict)  # for panels and boards (Rich colour)

    # Glyphs differ with the sides so mountains show without colour too.
    mountain_chars: ClassVar[dict[str, str]] = {"_": "^", "/": "^", "\\": "^", " ": "^"}


def map_palette(content: Content, flavour: Flavour) -> MapPalette:
    if flavour == "mono":
        return MapPalette(
            flavour="mono",
            edge=Style(),
            mountain=Style(bold=True),
            cursor_edge=Style(bold=True, reverse=True),
            land=Style(),
            land_name=Style(bold=True),
            sea=Style(italic=True),
            sea_name=Style(italic=True),
            wave=Style(dim=True),
            cursor=Style(reverse=True),
            feature=Style(),
            exhausted=Style(dim=True),
            building=Style(underline=True),
            creature=Style(bold=True, italic=True),
            marked=Style(underline=True, bold=True),
            marked_edge=Style(bold=True),
            state_text={s: Style(bold=True) for s in content.city_states},
            state_badge={s: Style(bold=True, reverse=True) for s in content.city_states},
            state_colour=dict.fromkeys(content.city_states, ""),
        )
    if flavour == "ansi":
        colours = ansi_colours(content)
        return MapPalette(
            flavour="ansi",
            edge=Style(color="white"),
            mountain=Style(color="yellow", bold=True),
            cursor_edge=Style(color="bright_yellow", bold=True),
            land=Style(color="white"),
            land_name=Style(color="bright_white", bold=True),
            sea=Style(color="bright_white"),
            sea_name=Style(color="bright_white", italic=True),
            wave=Style(color="cyan"),
            cursor=Style(reverse=True),
            feature=Style(color="white"),
            exhausted=Style(dim=True),
            building=Style(underline=True),
            creature=Style(color="bright_magenta", bold=True),
            marked=Style(bgcolor="magenta"),
            marked_edge=Style(color="bright_magenta", bold=True),
            target=Style(color="bright_green", bold=True),
            sea_fill=Style(bgcolor="blue"),
            state_text={s: Style(color=c, bold=True) for s, c in colours.items()},
            state_badge={s: Style(color="black", bgcolor=c, bold=True) for s, c in colours.items()},
            state_colour=colours,
        )
    states = content.city_states.values()
    return MapPalette(
        flavour="truecolor",
        edge=Style(color="#7f8c8d"),
        mountain=Style(color="#c08a4a", bold=True),
        cursor_edge=Style(color="#ffd75f", bold=True),
        land=Style(color="#d0c8b0"),
        land_name=Style(color="#f2ead3", bold=True),
        sea=Style(color="#8fb8de"),
        sea_name=Style(color="#9fd0ff", italic=True),
        wave=Style(color="#4f86c6"),
        cursor=Style(bgcolor="#6b5d1e"),
        feature=Style(color="#b0a890"),
        exhausted=Style(dim=True),
        building=Style(underline=True, italic=True),
        creature=Style(color="#e06ce0", bold=True),
        marked=Style(bgcolor="#6a2a58"),
        marked_edge=Style(color="#ff87d7", bold=True),
        target=Style(color="#b6f27a", bold=True),
        land_fill=Style(bgcolor="#2b2819"),
        sea_fill=Style(bgcolor="#15314f"),
        state_text={s.id: Style(color=s.colour, bold=True) for s in states},
        state_badge={s.id: Style(color=_ink_on(s.colour), bgcolor=s.colour, bold=True) for s in states},
        state_colour={s.id: s.colour for s in states},
    )
