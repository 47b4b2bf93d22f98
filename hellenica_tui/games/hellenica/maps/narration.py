"""Building a map told in plain sentences (see core/narration.py)."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.narration import _does, _list
from hellenica_tui.games.hellenica.maps import events as ev
from hellenica_tui.games.hellenica.maps.state import DELPHI, OLYMPOS


def tile_name(content: Content, tile: str) -> str:
    return next((t.name for t in content.map.tiles if t.id == tile), tile)


def _placed(e: ev.TilePlaced, c: Content, v: str | None) -> str:
    turned = f", turned {e.rotation} sixth{'s' if e.rotation > 1 else ''} clockwise" if e.rotation else ""
    return f"{_does(c, v, e.player, 'places')} {tile_name(c, e.tile)} at {e.hex[0]},{e.hex[1]}{turned}."


def _step(e: ev.BuildingStepBegan, c: Content, v: str | None) -> str:
    if e.step in (OLYMPOS, DELPHI):
        name = "Mt. Olympus" if e.step == OLYMPOS else "Delphi"
        return f"{_does(c, v, e.queue[0], 'places')} {name}." if e.queue else f"Nobody places {name}."
    return f"Round {e.round} of tile placement: {_list(c, e.queue)}."


def _built(e: ev.MapBuilt, c: Content, v: str | None) -> str:
    seas = f"{len(e.holes)} empty location{'s' if len(e.holes) != 1 else ''} become{'s' if len(e.holes) == 1 else ''} seas"
    return f"The map is built: {seas}; {e.unplaced} tile{'s' if e.unplaced != 1 else ''} leave the game."


TELLERS = {
    ev.TilePlaced: _placed,
    ev.PlacementSkipped: lambda e, c, v: f"{_does(c, v, e.player, 'has')} no tile that fits and is skipped.",
    ev.BuildingStepBegan: _step,
    ev.MapBuilt: _built,
}
