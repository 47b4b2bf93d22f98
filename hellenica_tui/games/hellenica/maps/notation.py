"""Text forms of building and exploring a map:

    place epirus 2,0 turn 3      place athens 4,-1      roll home (an AI player)
    explore u12 (which empty area first)      place naxos turn 2 (on the area explored)

A location is named by its hex, q,r (the map shows it under the cursor; while
exploring it may be left out: the tile goes on the area explored); the turn
counts sixths clockwise from the tile's name at the top (0 when left out).
"""

from __future__ import annotations

import re

from hellenica_tui.engine.errors import InvalidCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.notation import Words
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.maps.commands import ExploreArea, PlaceTile, RollHome
from hellenica_tui.games.hellenica.maps.exploring import under_way
from hellenica_tui.games.kit.notation import Vocabulary, whole_number
from hellenica_tui.games.kit.tables import Formatters

_TILES: dict[str, Vocabulary] = {}
_HEX = re.compile(r"(-?\d{1,3}),(-?\d{1,3})")


def tile_words(content: Content) -> Vocabulary:
    """The tiles of the scenario's map, by id, name or abbreviation."""
    key = content.hash.partition("/")[0]
    found = _TILES.get(key)
    if found is None:
        found = _TILES[key] = Vocabulary("tile", {t.id: (t.abbrev, t.name) for t in content.map.tiles})
    return found


def _read_place(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    content = content_of(s)
    tile = tile_words(content).need(w.take())
    w.keyword("at")
    exploration = under_way(s)
    word = w.peek() if exploration is not None else None
    if exploration is not None and (word is None or _HEX.fullmatch(word) is None):
        hex_ = content.areas[exploration.area].hex  # exploring: the tile goes on the area explored
    else:
        found = _HEX.fullmatch(w.take() or "")
        if found is None:
            raise InvalidCommand("name the location by its hex, as q,r (e.g. 2,0)")
        hex_ = (int(found[1]), int(found[2]))
    rotation = 0
    if w.keyword("turn", "turned"):
        number = whole_number(w.take())
        if number is None:
            raise InvalidCommand("'turn' is followed by a number of sixths, 0 to 5")
        rotation = number
    return PlaceTile(tile=tile, hex=hex_, rotation=rotation)


def _read_explore(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    return ExploreArea(area=v["area"].need(w.take()))


def _read_roll(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    if not w.keyword("home"):
        raise InvalidCommand("'roll' is followed by home")
    return RollHome()


def _format_place(c: PlaceTile) -> str:
    turn = f" turn {c.rotation}" if c.rotation else ""
    return f"place {c.tile} {c.hex[0]},{c.hex[1]}{turn}"


READERS = {"place": _read_place, "roll": _read_roll, "explore": _read_explore}
MACHINE_VERBS = ("roll",)  # an AI player's; never offered to a person
FORMATTERS = (
    Formatters()
    .on(PlaceTile, _format_place)
    .on(RollHome, lambda c: "roll home")
    .on(ExploreArea, lambda c: f"explore {c.area}")
)
