"""The typed shape of Hellenica's content: map, units, upgrades, decks, setup.

Content lives in `scenarios/<id>/*.toml` and is decoded into these Structs.
The rulebook leaves the board and the card texts out, so every effect is
expressed as an `Effect` (a kind the rules implement plus its parameters);
rules modules implement effect *kinds*, never a card by name.

Hex coordinates are axial (q, r) with flat-topped hexes; the six sides are
named n, ne, se, s, sw, nw (see `engine.hexgrid`).
"""

from __future__ import annotations

from typing import Literal

import msgspec

Side = Literal["n", "ne", "se", "s", "sw", "nw"]
Category = Literal["construction", "government", "trades", "naval", "military"]
ParamValue = int | str | bool | list[str]


class Base(msgspec.Struct, forbid_unknown_fields=True, frozen=True, kw_only=True):
    pass


class Effect(Base):
    """One thing a card, invocation or advancement does, e.g.
    {kind = "gain", commodity = "favor", amount = 2}."""

    kind: str
    params: dict[str, ParamValue] = {}


# -- map -------------------------------------------------------------------


class Mine(Base):
    """A mine location in an area; it belongs to the adjacent city `city`."""

    city: str


class Area(Base):
    id: str  # lower-case slug, e.g. "athens", "eastern_aegean"
    name: str  # "Athens", "Eastern Aegean Sea"
    abbrev: str  # 3 letters shown on the map, unique, e.g. "ATH"
    kind: Literal["land", "sea"]
    hex: tuple[int, int]  # axial (q, r)
    island: bool = False
    settlements: int = 0  # 0-3; a land area with settlements is a City Area
    mines: list[Mine] = []
    mountains: list[Side] = []  # sides that are mountain; the others are clearings
    volcano: bool = False
    free_temple: bool = False  # Delphi's free temple location
    home_of: str = ""  # city-state id whose Home City this is


class CityState(Base):
    id: str  # "athens"
    name: str  # "Athens"
    home: str  # area id
    colour: str  # a colour name or #rrggbb, for the map and boards
    seat: int  # position in the seating order printed on the board (0-6)


class MapData(Base):
    name: str
    areas: list[Area]
    city_states: list[CityState]


# -- pieces ----------------------------------------------------------------


class UnitKind(Base):
    id: Literal["hoplite", "cavalry", "trireme", "hero"]
    name: str
    domain: Literal["land", "sea"]  # where it fights; heroes are "land" but may ride triremes
    supply_limit: int  # 0 = unlimited
    trained_by: str  # upgrade id
    die: str  # dice id rolled for it in combat
    limit: int  # most a player may have at once
    may_be_elite: bool


class UpgradeKind(Base):
    id: str  # academy, barracks, stables, docks, market, temple, city_walls, wonder
    name: str
    action: str = ""  # the action it powers: train, research, worship, supply ("" = none)
    trains: list[str] = []  # unit ids it trains
    on_mines: bool = True  # may stand on a mine location
    one_per_city: bool = False
    needs_sea_clearing: bool = False  # Docks: the city needs a clearing onto a sea
    needs_advancement: str = ""  # advancement id required to build it
    wildcard: bool = False  # Wonder of the World
    once_per_game: bool = False


class Die(Base):
    id: str  # green, red, blue, yellow
    faces: list[str]  # numbers as "1".."6", or the hero die's "++", "+", "", "-"


# -- deities and invocations -------------------------------------------------


Window = Literal[
    "ethos", "favorite", "action", "movement", "combat", "bid", "upkeep", "invocation"
]
Target = Literal[
    "self", "player", "area", "land_area", "sea_area", "city", "own_city",
    "combat", "invocation", "world_event", "none",
]


class Invocation(Base):
    id: str  # globally unique, e.g. "storms_at_sea"
    name: str
    level: Literal[1, 2, 3]  # cost in Favor = level
    window: Window
    target: Target
    effects: list[Effect]
    text: str  # what it does, in our words


class Deity(Base):
    id: str
    name: str
    domain: str
    invocations: list[Invocation]  # exactly three, levels 1, 2, 3


# -- advancements and governments ------------------------------------------


class Advancement(Base):
    id: str
    name: str
    category: Category
    level: Literal[1, 2]  # cost 1 or 3 Philosophers (see Setup)
    effects: list[Effect] = []
    text: str
    from_rulebook: bool = False


class Government(Base):
    id: str  # tyranny, republic, democracy, ...
    name: str
    upgrade: str  # the upgrade the marker counts as
    free_activation: list[Effect]  # what it gives when placed at upkeep for free
    text: str


# -- objectives, world events, AI cards, creatures ---------------------------


class Objective(Base):
    id: str
    name: str
    deck: Literal["pathos", "ethos"]
    copies: Literal[1, 3] = 1
    default_public: bool = False  # the three Pathos cards of a standard game
    condition: Effect
    map_areas: list[str] = []  # areas this objective names (AI "Map Objective" filter)
    text: str
    from_rulebook: bool = False


class WorldEvent(Base):
    id: str
    name: str
    chaos: int  # the chaos number
    copies: int = 1
    reward: list[Effect] = []  # what the winning bidder receives
    effects: list[Effect] = []  # what happens to the world
    flavor: str = ""
    text: str
    from_rulebook: bool = False


class AIProduction(Base):
    kind: Literal[
        "advances", "favor", "philosophers", "commerce", "wonder", "city_walls", "units", "supply"
    ]
    amount: int = 1
    unit: str = ""  # for kind == "units"


AIFilter = Literal[
    "grudge", "least_friendly_units", "most_settlements", "map_objective", "enemy_units_or_upgrades"
]


class AICard(Base):
    id: str
    name: str
    early: list[AIProduction]  # the "2-3" column
    late: list[AIProduction]  # the "4+" column
    movement: list[AIFilter]  # applied top-down


class Creature(Base):
    id: str
    name: str
    placement: Literal["sea", "island", "non_city_land", "non_government_city"]
    ability: Effect  # its upkeep ability, e.g. {kind = "creature_combat", params = {strength = 3, ...}}
    blocks_supply_roll: bool = False  # Medusa / Scylla: supplying the area needs a roll
    blocks_sea_transport: bool = False  # Cetus
    text: str


# -- setup -------------------------------------------------------------------


class Setup(Base):
    start_favor: int = 3
    start_units: dict[str, int] = {"hoplite": 1, "trireme": 1}
    start_upgrades: list[str] = ["academy", "market", "temple"]
    start_government: str = "tyranny"
    deities_dealt: int = 3
    ethos_dealt: int = 4
    ethos_kept: int = 2
    objectives_to_win: int = 3
    objectives_to_win_epic: int = 4
    advancement_cost: dict[str, int] = {"1": 1, "2": 3}
    commerce_per_philosopher: int = 3
    exchange_cost: int = 3
    pass_commerce: dict[str, int] = {"1": 1, "2": 2}  # cubes discarded -> commerce (2 = "2 or more")
    action_cubes: dict[str, int] = {"build": 1, "train": 1, "research": 1, "worship": 1}
    impassable_beyond: int = 2  # with fewer than 7 players, areas farther than this from every home city
    ai_start_units: dict[str, int] = {"hoplite": 2, "trireme": 1}
    ai_start_board: dict[str, int] = {"advancements": 1, "supply": 1, "favor": 4, "philosophers": 0, "commerce": 0}


class Scenario(Base):
    """scenarios/<id>/scenario.toml: names the other files and the setup values."""

    id: str
    name: str
    min_players: int = 2
    max_players: int = 7
    setup: Setup = Setup()
    position: str = ""  # optional position file (see games.hellenica.position)
