"""Hex geometry of the map: axial coordinates and the labels players type.

A space is named by its column letter and row number ("E7"), as printed on the
map; columns are vertical, and every odd column (B, D, ...) sits half a hex
lower than its neighbours ("odd-q" offset). Arithmetic is done in axial
coordinates (q, r), where the six neighbours are fixed offsets.
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_LABEL = re.compile(r"^([A-Za-z])(\d{1,2})$")


class Axial(NamedTuple):
    q: int
    r: int


# The six directions, clockwise from north-east, with the names a player types.
DIRECTIONS: dict[str, Axial] = {
    "ne": Axial(1, -1),
    "se": Axial(1, 0),
    "s": Axial(0, 1),
    "sw": Axial(-1, 1),
    "nw": Axial(-1, 0),
    "n": Axial(0, -1),
}


def label(col: int, row: int) -> str:
    """The label of the space in column `col` and row `row` (both from 0)."""
    return f"{COLUMNS[col]}{row + 1}"


def offset(text: str) -> tuple[int, int] | None:
    """(column, row) from 0 of a label such as "e7"; None if it is not one."""
    found = _LABEL.match(text.strip())
    if found is None:
        return None
    return COLUMNS.index(found.group(1).upper()), int(found.group(2)) - 1


def to_axial(col: int, row: int) -> Axial:
    return Axial(col, row - (col - (col & 1)) // 2)


def from_axial(a: Axial) -> tuple[int, int]:
    return a.q, a.r + (a.q - (a.q & 1)) // 2


def neighbour_labels(space: str) -> list[str]:
    """The labels of the six spaces around `space`, on or off the map."""
    where = offset(space)
    if where is None:
        raise ValueError(f"not a space: {space!r}")
    centre = to_axial(*where)
    out = []
    for step in DIRECTIONS.values():
        col, row = from_axial(Axial(centre.q + step.q, centre.r + step.r))
        if 0 <= col < len(COLUMNS) and row >= 0:
            out.append(label(col, row))
    return out


@functools.cache  # pure, over a map of a few hundred spaces; asked for every recruit listed
def distance(a: str, b: str) -> int:
    """Steps between two spaces, ignoring terrain."""
    pa, pb = offset(a), offset(b)
    if pa is None or pb is None:
        raise ValueError(f"not a space: {a!r} or {b!r}")
    x, y = to_axial(*pa), to_axial(*pb)
    return (abs(x.q - y.q) + abs(x.r - y.r) + abs(x.q + x.r - y.q - y.r)) // 2
