"""Laying a tile from the keyboard: the legal spots of the drawn tile (read from the
commands legal now), a cursor on one of them, the tile's turn, and the command the
spot and turn give. One `Placing` per session, kept beside it."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from weakref import WeakKeyDictionary

from hellenica_tui.seat.play import Session

Spot = tuple[int, int]
_PLACE = re.compile(r"place (-?\d+),(-?\d+) turn (\d)")


@dataclass
class Placing:
    at: int = -1  # the log's length the spots were read at
    spots: dict[Spot, dict[int, list[str]]] = field(default_factory=dict)  # spot -> turn -> commands
    cursor: Spot | None = None
    turn: int = 0
    choice: tuple[str, list[tuple[str, str]]] | None = None  # a choice the next dialog offers
    asked: int = -1  # the log's length when the answer to an attack was last asked for
    bursting: bool = False  # whether the viewer's Burst was under way when last asked (see retell)

    def commands(self) -> list[str]:
        """The commands of the spot and turn under the cursor (several: a ship or a Greek to
        pick); a turn that does not fit gives its command all the same, for the rules to
        say why not."""
        if self.cursor is None:
            return []
        q, r = self.cursor
        return self.spots.get(self.cursor, {}).get(self.turn, [f"place {q},{r} turn {self.turn}"])

    def fits(self) -> bool:
        return self.turn in self.turns()

    def turns(self) -> list[int]:
        return sorted(self.spots.get(self.cursor, {})) if self.cursor is not None else []


_KEPT: WeakKeyDictionary[Session, Placing] = WeakKeyDictionary()


def placing(session: Session) -> Placing:
    """The session's placing, read again whenever the game has moved on."""
    found = _KEPT.get(session)
    if found is None:
        found = _KEPT[session] = Placing()
    at = len(session.game.log)
    if found.at != at:
        found.at = at
        spots: dict[Spot, dict[int, list[str]]] = {}
        for text in session.suggestions():
            m = _PLACE.match(text)
            if m:
                spot = (int(m[1]), int(m[2]))
                spots.setdefault(spot, {}).setdefault(int(m[3]), []).append(text)
        _same_faces(session, spots)
        found.spots = spots
        if found.cursor not in spots:
            found.cursor = min(spots, key=lambda s: (abs(2 * s[0] + s[1]) + 2 * abs(s[1]), s)) if spots else None
        if found.cursor is not None and found.turn not in spots[found.cursor]:
            found.turn = min(spots[found.cursor])
    return found


def _same_faces(session: Session, spots: dict[Spot, dict[int, list[str]]]) -> None:
    """The legal commands name one turn of each face of the tile (a symmetric tile has
    fewer faces than turns): every turn showing a legal face gives that face's commands."""
    from hellenica_tui.games.hellas.content import by_hash
    from hellenica_tui.games.hellas.geometry import printed_to_placed

    view = session.view()
    tile = by_hash(view["content_hash"]).tiles.get(view["drawn"]) if view["drawn"] else None
    if tile is None:
        return

    def face(turn: int) -> frozenset[tuple[str, frozenset[int], bool]]:
        return frozenset((seg.kind, frozenset(printed_to_placed(seg.edges, turn)), n == tile.city)
                         for n, seg in enumerate(tile.segments))  # fmt: skip

    faces = {turn: face(turn) for turn in range(6)}
    for turns in spots.values():
        for legal in list(turns):
            for turn in range(6):
                if turn not in turns and faces[turn] == faces[legal]:
                    turns[turn] = turns[legal]


def rotate(p: Placing) -> bool:
    """The tile turned a sixth more (whether it fits there or not: the preview shows it)."""
    if p.cursor is None:
        return False
    p.turn = (p.turn + 1) % 6
    return True
