"""Building and exploring a map told in plain sentences (see core/narration.py).
The tiles an explorer draws, puts aside or sends to the bottom of the stack are
named to the explorer alone; the tile it places everyone sees."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.phrasing import does, listing, name_of
from hellenica_tui.games.hellenica.maps import events as ev
from hellenica_tui.games.hellenica.maps.state import DELPHI, OLYMPOS
from hellenica_tui.games.kit.phrasing import count
from hellenica_tui.games.kit.tables import Tellers


def tile_name(content: Content, tile: str) -> str:
    return next((t.name for t in content.map.tiles if t.id == tile), tile)


def _placed(e: ev.TilePlaced, c: Content, v: str | None) -> str:
    turned = f", turned {e.rotation} sixth{'s' if e.rotation > 1 else ''} clockwise" if e.rotation else ""
    return f"{does(c, v, e.player, 'places')} {tile_name(c, e.tile)} at {e.hex[0]},{e.hex[1]}{turned}."


def _step(e: ev.BuildingStepBegan, c: Content, v: str | None) -> str:
    if e.step in (OLYMPOS, DELPHI):
        name = "Mt. Olympus" if e.step == OLYMPOS else "Delphi"
        return f"{does(c, v, e.queue[0], 'places')} {name}." if e.queue else f"Nobody places {name}."
    return f"Round {e.round} of tile placement: {listing(c, e.queue)}."


def _built(e: ev.MapBuilt, c: Content, v: str | None) -> str:
    if e.empties:
        return f"The home cities are placed: {count(len(e.empties), 'empty area')} wait to be explored."
    seas = f"{len(e.holes)} empty location{'s' if len(e.holes) != 1 else ''} become{'s' if len(e.holes) == 1 else ''} seas"
    return f"The map is built: {seas}; {e.unplaced} tile{'s' if e.unplaced != 1 else ''} leave the game."


def _due(e: ev.ExplorationsDue, c: Content, v: str | None) -> str:
    areas = [area for area, _, _ in e.entries]
    if e.alliance:
        return f"{does(c, v, e.player, 'explores')} {listing(c, areas)} for the Alliance: only a City tile may lie there."
    return f"{does(c, v, e.player, 'has')} {listing(c, areas)} to explore."


def _alliance_failed(e: ev.AllianceFailed, c: Content, v: str | None) -> str:
    drawn = list(e.discarded) + list(e.tiles)
    seen = f" (drew {', '.join(tile_name(c, t) for t in drawn)})" if v == e.player and drawn else ""
    why = "no City tile drawn fits it" if e.tiles else "the stack holds no City tile"
    return f"The Alliance on {name_of(c, e.area)} fails{seen}: {why}, and the area stays unexplored."


def _drawn(e: ev.TilesDrawn, c: Content, v: str | None) -> str:
    aside = f", puts {count(len(e.discarded), 'tile')} aside face down" if e.discarded else ""
    if v == e.player:
        names = f" ({', '.join(tile_name(c, t) for t in e.discarded)})" if e.discarded else ""
        return f"You explore {name_of(c, e.area)}{aside}{names} and draw {' and '.join(tile_name(c, t) for t in e.tiles)}."
    return f"{name_of(c, e.player)} explores {name_of(c, e.area)}{aside} and draws {count(len(e.tiles), 'tile')}."


def _explored(e: ev.TileExplored, c: Content, v: str | None) -> str:
    turned = f", turned {e.rotation} sixth{'s' if e.rotation > 1 else ''} clockwise" if e.rotation else ""
    placed = f"{does(c, v, e.player, 'places')} {tile_name(c, e.tile)} on {name_of(c, e.area)}{turned}"
    if not e.returned:
        return placed + "."
    other = tile_name(c, e.returned) if v == e.player else "the other tile"
    return f"{placed}; {other} goes to the bottom of the stack."


def _failed(e: ev.ExplorationFailed, c: Content, v: str | None) -> str:
    sea = tile_name(c, e.sea) if e.sea else "an open sea"
    gone = f" The {c.creatures[e.creature].name} leaves the map." if e.creature in c.creatures else ""
    return f"No tile fits {name_of(c, e.area)}: it becomes {sea} and the units there go back.{gone}"


TELLERS = (
    Tellers[[Content, str | None]]()
    .on(ev.TilePlaced, _placed)
    .on(ev.PlacementSkipped, lambda e, c, v: f"{does(c, v, e.player, 'has')} no tile that fits and is skipped.")
    .on(ev.BuildingStepBegan, _step)
    .on(ev.MapBuilt, _built)
    .on(ev.ExplorationsDue, _due)
    .on(ev.ExplorationChosen, lambda e, c, v: f"{does(c, v, e.player, 'explores')} {name_of(c, e.area)} first.")
    .on(ev.TilesDrawn, _drawn)
    .on(ev.TileExplored, _explored)
    .on(ev.ExplorationFailed, _failed)
    .on(ev.RetreatNoted, lambda e, c, v: f"{name_of(c, e.area)} will be explored once the movement is over.")
    .on(ev.AllianceFailed, _alliance_failed)
)
