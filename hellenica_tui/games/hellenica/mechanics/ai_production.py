"""Round 1 of an AI's turn: what the production section of its AI card gives.

Turn 1 reveals no card: the AI starts with its turn-1 benefits, the start
values of the AI board. On turns 2 and 3 the card's early ("2-3") column
applies, from turn 4 on its late ("4+") column. Tracks gain their amounts;
Supply is set to the number shown; units appear on the government city; a
Wonder goes on the government city unless one stands there; City Walls go on
the AI's city with the most settlements that has none, a draw deciding
between equals.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any, Protocol

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.schema import AICard, AIProduction, Setup

_TRACKS = {"advances": "advancements", "favor": "favor", "philosophers": "philosophers", "commerce": "commerce"}


class AiHoldings(Protocol):
    """What production reads of one AI player's map: an `AiMap` from its view
    (the AI's side) or the rules' own reading of the state (the rules' side)."""

    board: Any  # the Board

    def government_city(self) -> str | None: ...

    def owned_cities(self) -> list[str]: ...

    def site(self, area: str) -> Any: ...  # with `walls` and `wonder`

    def on_map(self, kind: str) -> int: ...


def most_settled(m: AiHoldings, cities: Iterable[str], rng: random.Random) -> str | None:
    """The city with the most settlements among `cities`, a draw deciding between equals."""
    pool = sorted(set(cities))
    if not pool:
        return None
    areas = m.board.content.areas
    most = max(areas[c].settlements for c in pool)
    tied = [c for c in pool if areas[c].settlements == most]
    return tied[0] if len(tied) == 1 else rng.choice(tied)


class AiBoard(msgspec.Struct, frozen=True, kw_only=True):
    """One AI player's rows on the public AI board."""

    advancements: int = 0
    supply: int = 0
    favor: int = 0
    philosophers: int = 0
    commerce: int = 0

    def __post_init__(self) -> None:
        for name in self.__struct_fields__:
            if getattr(self, name) < 0:
                raise IllegalCommand(f"the AI board's {name} row cannot go below 0")


def start_board(setup: Setup) -> AiBoard:
    """The AI board at the start of the game: the turn-1 benefits."""
    unknown = set(setup.ai_start_board) - set(AiBoard.__struct_fields__)
    if unknown:
        raise IllegalCommand(f"the AI board has no row {sorted(unknown)[0]!r}")
    return AiBoard(**setup.ai_start_board)


def production_column(card: AICard, turn: int) -> list[AIProduction]:
    """The benefits of `card` on game turn `turn` (2 or more)."""
    if turn < 1:
        raise IllegalCommand(f"there is no turn {turn}")
    if turn == 1:
        raise IllegalCommand("no AI card is revealed for production on turn 1: the AI starts with its benefits")
    return list(card.early if turn <= 3 else card.late)


def walls_city(m: AiHoldings, rng: random.Random, *, planned: tuple[str, ...] = ()) -> str | None:
    """Where City Walls go: the AI's city with the most settlements without
    walls (`planned`: cities already getting walls from the same card)."""
    return most_settled(m, [c for c in m.owned_cities() if not m.site(c).walls and c not in planned], rng)


def wonder_city(m: AiHoldings) -> str | None:
    """Where a Wonder goes: the government city, unless a Wonder already stands there."""
    city = m.government_city()
    if city is None or m.site(city).wonder:
        return None
    return city


class Produced(msgspec.Struct, frozen=True, kw_only=True):
    """What one production column does for an AI player."""

    board: AiBoard  # the AI board afterwards
    units: dict[str, int] = {}  # unit kind -> how many appear on `city`
    city: str | None = None  # the government city units appear on
    wonder: str | None = None  # where a Wonder goes under construction
    walls: tuple[str, ...] = ()  # where City Walls go under construction


def produce(
    m: AiHoldings,
    board: AiBoard,
    column: list[AIProduction],
    rng: random.Random,
    *,
    unit_limits: Mapping[str, int],
) -> Produced:
    """Apply one production column, in the card's order.

    Units never exceed the unit limits (`unit_limits`: most of each kind a
    player may have on the map); without a government city none appear.
    """
    rows = msgspec.structs.asdict(board)
    units: dict[str, int] = {}
    city = m.government_city()
    wonder: str | None = None
    walls: tuple[str, ...] = ()
    for entry in column:
        if entry.amount < 0:
            raise IllegalCommand(f"an AI card cannot give {entry.amount} {entry.kind}")
        if entry.kind in _TRACKS:
            rows[_TRACKS[entry.kind]] += entry.amount
        elif entry.kind == "supply":
            rows["supply"] = entry.amount
        elif entry.kind == "wonder":
            wonder = wonder or wonder_city(m)
        elif entry.kind == "city_walls":
            place = walls_city(m, rng, planned=walls)
            walls += (place,) if place is not None else ()
        elif entry.kind == "units":
            if entry.unit not in unit_limits:
                raise IllegalCommand(f"an AI card names an unknown unit {entry.unit!r}")
            if city is None:
                continue
            room = unit_limits[entry.unit] - m.on_map(entry.unit) - units.get(entry.unit, 0)
            placed = max(0, min(entry.amount, room))
            if placed:
                units[entry.unit] = units.get(entry.unit, 0) + placed
        else:
            raise IllegalCommand(f"an AI card gives an unknown benefit {entry.kind!r}")
    return Produced(board=AiBoard(**rows), units=units, city=city if units else None, wonder=wonder, walls=walls)
