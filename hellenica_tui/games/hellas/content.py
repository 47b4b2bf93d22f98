"""The content of a Hellas scenario: its numbers, tiles and God decks, read from
`scenarios/hellas/<scenario>/` into typed Structs and checked before any game uses
them. Bad data is refused with one line naming the file, the item and the fault."""

from __future__ import annotations

import hashlib
import os
import tomllib
from functools import cache
from pathlib import Path
from typing import Literal, TypeVar

import msgspec

from hellenica_tui.engine.errors import GameError
from hellenica_tui.games.kit.scenarios import game_scenarios

T = TypeVar("T")
Kind = Literal["land", "water"]
GodId = str
CardId = str
TileId = str


class ContentError(GameError, ValueError):
    """Scenario data that cannot be played; the message is one line."""


# -- effects of God cards: a tagged union, one Struct per effect -------------------


class Strength(msgspec.Struct, tag="strength", frozen=True, forbid_unknown_fields=True):
    """The side of the player in the attack under way counts `amount` Greeks more."""

    amount: int


class PlaceGreek(msgspec.Struct, tag="place_greek", frozen=True, forbid_unknown_fields=True):
    """One Greek into a city of the player's own."""


class PlaceShip(msgspec.Struct, tag="place_ship", frozen=True, forbid_unknown_fields=True):
    """One ship next to a city of the player's own."""


class ExtraActions(msgspec.Struct, tag="extra_actions", frozen=True, forbid_unknown_fields=True):
    """`amount` more actions in the Burst of Strength under way."""

    amount: int


class FairWind(msgspec.Struct, tag="fair_wind", frozen=True, forbid_unknown_fields=True):
    """A Voyage later this turn needs only as many ships as the opponent's around the new tile."""


class Lightning(msgspec.Struct, tag="lightning", frozen=True, forbid_unknown_fields=True):
    """One of the opponent's Greeks leaves a city where it has two or more."""


class Storm(msgspec.Struct, tag="storm", frozen=True, forbid_unknown_fields=True):
    """One of the opponent's ships goes back to its supply."""


Effect = Strength | PlaceGreek | PlaceShip | ExtraActions | FairWind | Lightning | Storm


# -- the data ---------------------------------------------------------------------


class Segment(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    kind: Kind
    edges: tuple[int, ...]


class Tile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: TileId
    name: str
    edges: str  # six letters, L or W, for edges 0..5
    segments: tuple[Segment, ...]
    city: int = -1  # index of the city's land segment; -1: no city (the start tile)
    temple: bool = False


class God(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: GodId
    name: str


class Card(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: CardId
    god: GodId
    name: str
    text: str
    effect: Effect
    count: int = 1
    opponent_turn: bool = False


class Numbers(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    greeks: int
    ships: int
    per_city: int
    start_cards: int
    initial_tiles: int
    burst_actions: int
    temple_bonus: int
    hand_limit: int
    god_limit: int
    cities_to_win: int
    final_turns: int
    turn_limit: int


class TileFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    start: Tile
    tile: tuple[Tile, ...]


class GodFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    god: tuple[God, ...]
    card: tuple[Card, ...]


class Content(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One scenario's whole data, as packed into a save."""

    numbers: Numbers
    start: Tile
    tiles: tuple[Tile, ...]
    gods: tuple[God, ...]
    cards: tuple[Card, ...]


class Index:
    """A checked Content with the lookups the rules use."""

    def __init__(self, content: Content, digest: str) -> None:
        self.content = content
        self.hash = digest
        self.numbers = content.numbers
        self.tiles: dict[TileId, Tile] = {t.id: t for t in (content.start, *content.tiles)}
        self.cards: dict[CardId, Card] = {c.id: c for c in content.cards}
        self.god_ids: tuple[GodId, ...] = tuple(g.id for g in content.gods)
        self.city_ids: tuple[TileId, ...] = tuple(t.id for t in content.tiles)


# -- checking ---------------------------------------------------------------------


def _crossing(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Whether two segments would cross inside the hexagon: edges of one on both
    arcs between two edges of the other."""
    for i in a:
        for j in a:
            if i < j:
                inside = [e for e in b if i < e < j]
                if inside and len(inside) < len(b):
                    return True
    return False


def check_tile(tile: Tile, where: str) -> None:
    fault = _tile_fault(tile)
    if fault:
        raise ContentError(f"{where}: tile {tile.id!r}: {fault}")


def _tile_fault(tile: Tile) -> str:
    if len(tile.edges) != 6 or set(tile.edges) - {"L", "W"}:
        return f"edges must be six letters L or W, not {tile.edges!r}"
    seen: list[int] = []
    for n, seg in enumerate(tile.segments):
        for e in seg.edges:
            if not 0 <= e <= 5:
                return f"segment {n} names edge {e}; edges are 0 to 5"
            if (tile.edges[e] == "L") != (seg.kind == "land"):
                return f"segment {n} is {seg.kind} but edge {e} is {'land' if tile.edges[e] == 'L' else 'water'}"
        if not seg.edges and not (seg.kind == "land" and n == tile.city):
            return f"segment {n} reaches no edge (only an island's city may)"
        seen += seg.edges
    for e in range(6):
        if seen.count(e) != 1:
            return f"edge {e} lies in {seen.count(e)} segments, not exactly one"
    for n, a in enumerate(tile.segments):
        for b in tile.segments[n + 1 :]:
            if _crossing(a.edges, b.edges):
                return f"segments {a.edges} and {b.edges} would cross"
    if tile.city != -1 and not (0 <= tile.city < len(tile.segments) and tile.segments[tile.city].kind == "land"):
        return f"city {tile.city} is not one of its land segments"
    return ""


def check(content: Content) -> None:
    n = content.numbers
    check_tile(content.start, "tiles.toml")
    if content.start.city != -1:
        raise ContentError(f"tiles.toml: the start tile {content.start.id!r} has no city")
    ids = [content.start.id]
    for tile in content.tiles:
        check_tile(tile, "tiles.toml")
        if tile.city == -1:
            raise ContentError(f"tiles.toml: tile {tile.id!r} has no city")
        if tile.id in ids:
            raise ContentError(f"tiles.toml: tile {tile.id!r} is listed twice")
        ids.append(tile.id)
    gods = [g.id for g in content.gods]
    if len(set(gods)) != len(gods) or not gods:
        raise ContentError("gods.toml: the gods must be named once each")
    cards: list[str] = []
    for card in content.cards:
        if card.god not in gods:
            raise ContentError(f"gods.toml: card {card.id!r} belongs to no god {card.god!r}")
        if card.id in cards or card.id in gods:
            raise ContentError(f"gods.toml: card {card.id!r} is listed twice")
        if card.count < 1:
            raise ContentError(f"gods.toml: card {card.id!r} has a count of {card.count}")
        if isinstance(card.effect, Strength | ExtraActions) and card.effect.amount < 1:
            raise ContentError(f"gods.toml: card {card.id!r} has an amount of {card.effect.amount}")
        if card.opponent_turn and not isinstance(card.effect, Strength):
            raise ContentError(f"gods.toml: card {card.id!r}: only a strength card may answer an attack")
        cards.append(card.id)
    for god in gods:
        if sum(c.count for c in content.cards if c.god == god) < n.start_cards:
            raise ContentError(f"gods.toml: the deck of {god!r} holds fewer cards than a hand starts with")
    numbers = [n.greeks, n.ships, n.per_city, n.initial_tiles, n.burst_actions, n.hand_limit, n.god_limit,
               n.cities_to_win, n.turn_limit]  # fmt: skip
    if min(numbers) < 1 or n.start_cards < 0 or n.temple_bonus < 0 or n.final_turns < 0:
        raise ContentError("scenario.toml: a number of the game is below its least value")
    if 2 * n.initial_tiles > len(content.tiles):
        raise ContentError("scenario.toml: more initial tiles than the stack holds")


# -- reading ----------------------------------------------------------------------


def scenarios_root() -> Path:
    """Where the Hellas scenarios lie (games/kit/scenarios.py)."""
    return game_scenarios("hellas")


def _read(folder: Path, name: str) -> object:
    path = folder / name
    try:
        with open(path, "rb") as f:
            return tomllib.load(f)
    except OSError as exc:
        raise ContentError(f"{name}: cannot be read ({exc.strerror or exc})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{name}: not TOML: {exc}") from None


def _typed(raw: object, kind: type[T], name: str) -> T:
    try:
        return msgspec.convert(raw, kind)
    except msgspec.ValidationError as exc:
        raise ContentError(f"{name}: {exc}") from None


def read_folder(folder: Path) -> Content:
    if not folder.is_dir():
        raise ContentError(f"no Hellas scenario folder {folder.name!r}")
    numbers = _typed(_read(folder, "scenario.toml"), Numbers, "scenario.toml")
    tiles = _typed(_read(folder, "tiles.toml"), TileFile, "tiles.toml")
    gods = _typed(_read(folder, "gods.toml"), GodFile, "gods.toml")
    content = Content(numbers=numbers, start=tiles.start, tiles=tiles.tile, gods=gods.god, cards=gods.card)
    check(content)
    return content


_encoder = msgspec.msgpack.Encoder()
_decoder = msgspec.msgpack.Decoder(Content)
_known: dict[str, Index] = {}  # by content hash: every version of the data a game was set up with


def packed(content: Content) -> bytes:
    return _encoder.encode(content)


def digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=8).hexdigest()


def remember(content: Content) -> Index:
    data = packed(content)
    index = _known.get(digest(data))
    if index is None:
        index = _known[digest(data)] = Index(content, digest(data))
    return index


@cache
def _installed(folder: str, stamp: tuple[float, ...]) -> Index:
    return remember(read_folder(Path(folder)))


def load(scenario: str) -> Index:
    """The installed scenario's data, checked (re-read when one of its files changes)."""
    if not scenario or "/" in scenario or "\\" in scenario or scenario.startswith("."):
        raise ContentError(f"no Hellas scenario {scenario!r}")
    folder = scenarios_root() / scenario
    files = ("scenario.toml", "tiles.toml", "gods.toml")
    stamp = tuple(os.stat(folder / f).st_mtime if (folder / f).exists() else 0.0 for f in files)
    return _installed(str(folder), stamp)


def by_hash(content_hash: str) -> Index:
    index = _known.get(content_hash)
    if index is None:
        raise ContentError(f"no Hellas rules data of hash {content_hash!r} at hand")
    return index


def unpack(data: bytes, content_hash: str) -> Index:
    """Data a save kept, checked like an installed scenario's."""
    if digest(data) != content_hash:
        raise ContentError("the rules data kept in the save does not match its hash")
    try:
        content = _decoder.decode(data)
    except msgspec.DecodeError as exc:
        raise ContentError(f"the rules data kept in the save cannot be read: {exc}") from None
    check(content)
    return remember(content)
