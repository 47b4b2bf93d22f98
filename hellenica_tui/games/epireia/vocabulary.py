"""The words of Epireia, each defined once: leagues, resources, units, fronts, phases."""

from __future__ import annotations

from typing import Literal

League = Literal["delian", "peloponnesian"]
Resource = Literal["wheat", "wood", "copper"]
Unit = Literal["hoplites", "triremes", "cavalry"]
RollKind = Literal["empire", "integration", "conflict"]
Phase = Literal[
    "pick_city", "pick_admin", "pick_figure", "development", "diplomacy", "battle_setup", "battle", "over"
]

LEAGUES: tuple[League, League] = ("delian", "peloponnesian")
RESOURCES: tuple[Resource, ...] = ("wheat", "wood", "copper")
UNITS: tuple[Unit, ...] = ("hoplites", "triremes", "cavalry")
LEVELS = (1, 2)

PlayerId = str  # a seat's name
FigureId = str
CityId = str
SpaceId = str  # an Empire, a Territory or a city
TokenId = str  # a military token, such as "h1-07"
SlotId = str  # a battlefield slot, such as "flank-2b"

Resources = dict[Resource, int]


def other(league: League) -> League:
    return "peloponnesian" if league == "delian" else "delian"


LEAGUE_NAMES: dict[League, str] = {"delian": "the Delian League", "peloponnesian": "the Peloponnesian League"}


def ahead(delian: int, peloponnesian: int) -> League | None:
    """The league with the greater count, None on a tie."""
    if delian == peloponnesian:
        return None
    return "delian" if delian > peloponnesian else "peloponnesian"
