"""What an AI player sees of the map, as a small plain value.

The rulebook's AI decides from public information only: who owns which city,
whose units and City Upgrades stand where, the AI board (its grudge), the
revealed Pathos cards and the board itself. `AiMap` holds exactly that, from
the point of view of one AI player, so the decision functions do not depend
on how the game state is laid out; the ruleset's view is converted into it.

Units are `MovingUnit`s (a kind such as "elite_hoplite" and how often it was
supplied to move this turn), or `Unit`s when a creature holds them in place
for the rest of the turn. An AI's government marker is not a unit: it is
the `marker` of the area it stands on and counts as the elite Hoplite and
elite Cavalry it represents wherever units are counted.
"""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.mechanics.combat import UNIT_KINDS, Force
from hellenica_tui.games.hellenica.mechanics.movement import MovingUnit, may_move
from hellenica_tui.games.hellenica.mechanics.units import SHIPS, UnitKey, unit_key

# A game still going after this turn is a stalemate of the rulebook's steps, three
# times as long as most: from then on an AI moves only where it gains something
# (`destinations.pressing`), so that someone completes three objectives.
LATE_TURN = 30

# The units an AI government marker stands for.
MARKER_GARRISON: tuple[str, ...] = ("elite_hoplite", "elite_cavalry")


class Unit(MovingUnit, frozen=True):
    """A unit with a flag for being held where it stands this turn (by a creature)."""

    held: bool = False


def free(unit: MovingUnit) -> bool:
    """Whether a unit may still be moved by supply this turn."""
    return may_move(unit) and not getattr(unit, "held", False)


class Site(msgspec.Struct, frozen=True, kw_only=True):
    """Everything that stands on one area."""

    owner: str = ""  # the player whose Ownership Marker is on the city ("" = none)
    units: dict[str, tuple[MovingUnit, ...]] = {}  # by player
    upgrades: dict[str, int] = {}  # City Upgrades by owning player, on settlements and mine locations here
    walls: bool = False  # City Walls stand here (active, exhausted or under construction)
    wonder: bool = False  # a Wonder of the World stands here
    marker: str = ""  # the AI player whose government marker stands here
    creature: str = ""  # the mythological creature on the area, if any

    def __post_init__(self) -> None:
        for player, units in self.units.items():
            for unit in units:
                if unit.kind not in UNIT_KINDS:
                    raise IllegalCommand(f"{player} has a unit of unknown kind {unit.kind!r}")
                if unit.supplied < 0:
                    raise IllegalCommand("a unit cannot have moved a negative number of times")
        for player, count in self.upgrades.items():
            if count < 0:
                raise IllegalCommand(f"{player} cannot own a negative number of City Upgrades")


EMPTY = Site()


class AiMap(msgspec.Struct, frozen=True, kw_only=True):
    """The map as one AI player (`ai`) sees it, with what its rules read.

    `grudge`: the player on the AI's grudge space ("" when empty).
    `objective_areas`: the areas revealed Pathos cards name as objectives for it.
    `held_areas`: where it keeps its last hero and unit (Delphi with Commune,
    Mt. Olympus with Ascendancy in play).
    `open_areas`: the areas in play (all of them in a seven-player game).
    `blocked_seas`: seas no sea transport may cross (Storms at Sea, the Cetus).
    `no_entry`: areas no unit may enter now; `no_leave`: areas none may leave.
    `per_trireme`: land units one trireme carries with Copper Banding, which
    AI players always transport with.
    `late`: the game is past `LATE_TURN`, when the AI moves only where it
    gains something (`destinations.pressing`).
    """

    board: Board
    ai: str
    sites: dict[str, Site]
    grudge: str = ""
    objective_areas: frozenset[str] = frozenset()
    held_areas: frozenset[str] = frozenset()
    open_areas: frozenset[str] | None = None  # None: every area of the board
    blocked_seas: frozenset[str] = frozenset()
    no_entry: frozenset[str] = frozenset()
    no_leave: frozenset[str] = frozenset()
    per_trireme: int
    late: bool = False

    def __post_init__(self) -> None:
        known = self.board.content.areas
        for area in self.sites:
            if area not in known:
                raise IllegalCommand(f"there is no area called {area}")
        if self.per_trireme < 0:
            raise IllegalCommand("a trireme cannot carry a negative number of units")

    # -- looking up ------------------------------------------------------------

    def site(self, area: str) -> Site:
        return self.sites.get(area, EMPTY)

    def is_open(self, area: str) -> bool:
        return self.open_areas is None or area in self.open_areas

    def may_enter(self, area: str) -> bool:
        return self.is_open(area) and area not in self.no_entry

    def own(self, area: str) -> tuple[MovingUnit, ...]:
        """The AI's own units on `area`."""
        return self.site(area).units.get(self.ai, ())

    def has_marker(self, area: str) -> bool:
        return self.site(area).marker == self.ai

    def friendly_units(self, area: str) -> int:
        """The AI's units on `area`, heroes left out, its marker counted as two."""
        count = sum(1 for u in self.own(area) if u.kind != "hero")
        return count + (len(MARKER_GARRISON) if self.has_marker(area) else 0)

    def present(self, area: str, player: str) -> bool:
        """Whether `player` has units (or its marker), its Ownership Marker or City Upgrades on `area`."""
        site = self.site(area)
        return bool(
            site.units.get(player) or site.marker == player or site.owner == player or site.upgrades.get(player)
        )

    def enemy_presence(self, area: str) -> bool:
        """Whether another player has any unit (a marker too) or City Upgrade on `area`."""
        site = self.site(area)
        return (
            any(units for player, units in site.units.items() if player != self.ai)
            or (site.marker != "" and site.marker != self.ai)
            or any(n for player, n in site.upgrades.items() if player != self.ai)
        )

    def government_city(self) -> str | None:
        """The area of the AI's government marker, None while it is destroyed."""
        for area in sorted(self.sites):
            if self.sites[area].marker == self.ai:
                return area
        return None

    def owned_cities(self) -> list[str]:
        return sorted(a for a, s in self.sites.items() if s.owner == self.ai and self.board.is_city(a))

    def own_triremes_at_sea(self) -> dict[str, int]:
        """The AI's triremes on each sea area, the fleets its land units may cross."""
        fleets: dict[str, int] = {}
        for area, site in self.sites.items():
            n = sum(1 for u in site.units.get(self.ai, ()) if u.kind in SHIPS)
            if n and self.board.kind(area) == "sea":
                fleets[area] = n
        return fleets

    def on_map(self, kind: str) -> int:
        """How many units of `kind` (regular and elite together) the AI has on the map."""
        return sum(
            1
            for site in self.sites.values()
            for u in site.units.get(self.ai, ())
            if u.kind in (kind, unit_key(kind, True))
        )


def force_of(units: Iterable[MovingUnit]) -> Force:
    """Units counted by kind, as combat counts them."""
    counts: dict[UnitKey, int] = {}
    for u in units:
        counts[u.kind] = counts.get(u.kind, 0) + 1
    out = Force()
    for kind, n in counts.items():
        out = out.with_(kind, n)
    return out
