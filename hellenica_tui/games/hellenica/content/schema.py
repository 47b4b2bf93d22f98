"""The typed shape of Hellenica's content: map, units, upgrades, decks, setup.

Content lives in `scenarios/<id>/*.toml` and is decoded into these Structs.
The rulebook leaves the board and the card texts out, so every effect is
expressed as an `Effect`: one of the kinds the rules implement, with its
parameters (see `effect_kinds`); rules modules implement effect *kinds*, never
a card by name.

Hex coordinates are axial (q, r) with flat-topped hexes; the six sides are
named n, ne, se, s, sw, nw, clockwise from the top (`SIDE_VECTORS`).

Reading the files is `loading`, keeping what was read and checked is
`caching`, the checks between files are `validation`; any problem raises
`ContentError`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import msgspec

from hellenica_tui.engine.errors import GameError
from hellenica_tui.games.hellenica.content.base import Base as Base
from hellenica_tui.games.hellenica.content.effect_kinds import Effect
from hellenica_tui.games.hellenica.content.effect_schema import Target
from hellenica_tui.games.hellenica.content.setup_schema import AiEthosReplacing as AiEthosReplacing
from hellenica_tui.games.hellenica.content.setup_schema import Scenario as Scenario
from hellenica_tui.games.hellenica.content.setup_schema import Setup as Setup
from hellenica_tui.games.hellenica.content.setup_schema import SmallerTable as SmallerTable
from hellenica_tui.games.hellenica.content.setup_schema import Variant as Variant

if TYPE_CHECKING:
    from hellenica_tui.games.hellenica.positions.schema import Position

Side = Literal["n", "ne", "se", "s", "sw", "nw"]

# Axial steps of the six sides of a flat-topped hex.
SIDE_VECTORS: dict[str, tuple[int, int]] = {
    "n": (0, -1),
    "ne": (1, -1),
    "se": (1, 0),
    "s": (0, 1),
    "sw": (-1, 1),
    "nw": (-1, 0),
}
OPPOSITE: dict[str, str] = {"n": "s", "ne": "sw", "se": "nw", "s": "n", "sw": "ne", "nw": "se"}
Category = Literal["construction", "government", "trades", "naval", "military"]




# -- map -------------------------------------------------------------------


class Mine(Base, frozen=True, kw_only=True):
    """A mine location in an area; it belongs to the adjacent city `city`."""

    city: str


class Area(Base, frozen=True, kw_only=True):
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
    empty: bool = False  # an unexplored location of the explorable map: land, clearings all round


class CityState(Base, frozen=True, kw_only=True):
    id: str  # "athens"
    name: str  # "Athens"
    home: str  # area id
    colour: str  # a colour name or #rrggbb, for the map and boards
    seat: int  # position in the seating order printed on the board (0-6)


TileKind = Literal["city", "non_city", "volcano", "delphi", "olympos", "home", "sea"]


class TileMine(Base, frozen=True, kw_only=True):
    """A mine location on a tile: it belongs to the City Area across `side` (as
    the tile lies with its name at the top), if one is there once placed."""

    side: Side


class Tile(Base, frozen=True, kw_only=True):
    """One map tile, as it lies with its name at the top (rotation 0).

    A tile becomes an Area where it is placed: the location gives the hex and
    whether it is an island, the rotation turns its sides clockwise.
    """

    id: str  # the area it becomes
    name: str
    abbrev: str
    kind: TileKind
    settlements: int = 0
    mines: list[TileMine] = []
    mountains: list[Side] = []  # its mountain sides at rotation 0
    home_of: str = ""  # for a home city tile: its city-state


class Location(Base, frozen=True, kw_only=True):
    """A place on the board's grid of hexes that takes one tile.

    `tile` and `rotation` are the printed (classic) map's arrangement; `start`
    names the city-state whose home city tile goes here in every arrangement.
    """

    hex: tuple[int, int]
    island: bool = False
    start: str = ""
    tile: str = ""
    rotation: int = 0  # clockwise turns of a sixth


class MapData(Base, frozen=True, kw_only=True):
    """A map given as its areas, or as tiles on locations (the areas then follow
    from the locations' arrangement, see content/tiling.py)."""

    name: str
    areas: list[Area] = []
    tiles: list[Tile] = []
    locations: list[Location] = []
    spare_seas: list[str] = []  # sea tiles set aside when a map is built, for its holes
    city_states: list[CityState]


# -- pieces ----------------------------------------------------------------


class UnitKind(Base, frozen=True, kw_only=True):
    id: Literal["hoplite", "cavalry", "trireme", "hero"]
    name: str
    plural: str = ""  # the name for more than one ("" = name + "s")
    domain: Literal["land", "sea"]  # where it fights; heroes are "land" but may ride triremes
    supply_limit: int  # 0 = unlimited
    trained_by: str  # upgrade id
    die: str  # dice id rolled for it in combat
    limit: int  # most a player may have at once
    may_be_elite: bool
    text: str  # what it is and does, for the card reference


class UpgradeKind(Base, frozen=True, kw_only=True):
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
    text: str  # what it powers, in words, for the card reference


class Die(Base, frozen=True, kw_only=True):
    id: str  # green, red, blue, yellow
    faces: list[str]  # numbers as "1".."6", or the hero die's "++", "+", "", "-"


# -- deities and invocations -------------------------------------------------


Window = Literal[
    "ethos", "favorite", "action", "movement", "combat", "bid", "upkeep", "invocation"
]


class Invocation(Base, frozen=True, kw_only=True):
    id: str  # globally unique, e.g. "storms_at_sea"
    name: str
    level: Literal[1, 2, 3]  # cost in Favor = level
    window: Window
    target: Target
    effects: list[Effect]
    text: str  # what it does, in our words


class Deity(Base, frozen=True, kw_only=True):
    id: str
    name: str
    domain: str
    invocations: list[Invocation]  # exactly three, levels 1, 2, 3


# -- advancements and governments ------------------------------------------


class Advancement(Base, frozen=True, kw_only=True):
    id: str
    name: str
    category: Category
    level: Literal[1, 2]  # cost 1 or 3 Philosophers (see Setup)
    effects: list[Effect] = []
    text: str
    from_rulebook: bool = False


class Government(Base, frozen=True, kw_only=True):
    id: str  # tyranny, republic, democracy, ...
    name: str
    upgrade: str  # the upgrade the marker counts as
    free_activation: list[Effect]  # what it gives when placed at upkeep for free
    text: str


# -- objectives, world events, AI cards, creatures ---------------------------


class AiJudge(Base, frozen=True, kw_only=True):
    """How the AI players judge a shared Ethos card, since the AI board tracks no
    details (docs/ai.md, "Judging an AI's objectives"): by the advancements row
    (`advancements`), by the settlements of the cities it owns (`settlements`),
    by the mine locations of its cities (`mines`), or by another `condition`."""

    by: Literal["advancements", "settlements", "mines", "condition"]
    condition: Effect | None = None  # only with by = "condition"


class Objective(Base, frozen=True, kw_only=True):
    id: str
    name: str
    deck: Literal["pathos", "ethos"]
    copies: Literal[1, 3] = 1
    default_public: bool = False  # the three Pathos cards of a standard game
    condition: Effect
    map_areas: list[str] = []  # areas this objective names (AI "Map Objective" filter)
    ai: AiJudge | None = None  # how an AI meets it, when not as printed (Ethos cards only)
    text: str
    from_rulebook: bool = False


WorldEventKind = Literal["event", "olympus_awakens", "silence"]


class WorldEvent(Base, frozen=True, kw_only=True):
    """A world event card. `kind` is what the chaos track does with it (see
    mechanics/chaos.py): an ordinary event is bid on; a Silence card does
    nothing when triggered; Olympus Awakens ignores its chaos number and
    triggers the next card."""

    id: str
    name: str
    kind: WorldEventKind = "event"
    chaos: int  # the chaos number
    copies: int = 1
    reward: list[Effect] = []  # what the winning bidder receives
    effects: list[Effect] = []  # what happens to the world
    flavor: str = ""
    text: str
    from_rulebook: bool = False


class AIProduction(Base, frozen=True, kw_only=True):
    kind: Literal[
        "advances", "favor", "philosophers", "commerce", "wonder", "city_walls", "units", "supply"
    ]
    amount: int = 1
    unit: str = ""  # for kind == "units"


AIFilter = Literal[
    "grudge", "least_friendly_units", "most_settlements", "map_objective", "enemy_units_or_upgrades"
]


class AICard(Base, frozen=True, kw_only=True):
    id: str
    name: str
    early: list[AIProduction]  # the "2-3" column
    late: list[AIProduction]  # the "4+" column
    movement: list[AIFilter]  # applied top-down


AIBonusSituation = Literal["home_lost", "no_army", "fewest_cities", "trails_leader", "most_cities"]


class AIBonus(Base, frozen=True, kw_only=True):
    """A situation that gives an AI player bonus production (the AI reference's
    special situations): when `when` holds at its round-1 production, it also
    produces `gives` (as a card column, without Supply)."""

    id: str
    name: str
    when: AIBonusSituation
    behind: int = 1  # fewest_cities, trails_leader: at least this many cities fewer than the player owning the most
    cities: int = 1  # most_cities: owns at least this many cities, and nobody owns more
    gives: list[AIProduction] = msgspec.field(default_factory=list)
    supply: int = 0  # 0 or less: added to the Supply the card set (never below 1), to slow a runaway leader
    text: str


class Creature(Base, frozen=True, kw_only=True):
    id: str
    name: str
    placement: Literal["sea", "island", "non_city_land", "non_government_city"]
    ability: Effect  # its upkeep ability, e.g. {kind = "creature_combat", params = {strength = 3, ...}}
    blocks_supply_roll: bool = False  # Medusa / Scylla: supplying the area needs a roll
    blocks_sea_transport: bool = False  # Cetus
    text: str


# -- scenario files ------------------------------------------------------------


class UnitsFile(Base, frozen=True, kw_only=True):
    units: list[UnitKind]


class UpgradesFile(Base, frozen=True, kw_only=True):
    upgrades: list[UpgradeKind]


class DiceFile(Base, frozen=True, kw_only=True):
    dice: list[Die]


class DeitiesFile(Base, frozen=True, kw_only=True):
    deities: list[Deity]


class AdvancementsFile(Base, frozen=True, kw_only=True):
    advancements: list[Advancement]


class GovernmentsFile(Base, frozen=True, kw_only=True):
    governments: list[Government]


class ObjectivesFile(Base, frozen=True, kw_only=True):
    objectives: list[Objective]


class WorldEventsFile(Base, frozen=True, kw_only=True):
    world_events: list[WorldEvent]


class AICardsFile(Base, frozen=True, kw_only=True):
    ai_cards: list[AICard]
    ai_bonus: list[AIBonus] = []


class CreaturesFile(Base, frozen=True, kw_only=True):
    creatures: list[Creature]


# Every file of a scenario folder and the Struct it decodes into, in load order.
SCENARIO_FILES: dict[str, type[Base]] = {
    "scenario.toml": Scenario,
    "map.toml": MapData,
    "units.toml": UnitsFile,
    "upgrades.toml": UpgradesFile,
    "dice.toml": DiceFile,
    "deities.toml": DeitiesFile,
    "advancements.toml": AdvancementsFile,
    "governments.toml": GovernmentsFile,
    "objectives.toml": ObjectivesFile,
    "world_events.toml": WorldEventsFile,
    "ai_cards.toml": AICardsFile,
    "creatures.toml": CreaturesFile,
}


class Content(msgspec.Struct, frozen=True, kw_only=True):
    """A whole scenario, decoded, checked and indexed by id."""

    scenario: Scenario
    map: MapData
    areas: dict[str, Area]
    city_states: dict[str, CityState]
    units: dict[str, UnitKind]
    upgrades: dict[str, UpgradeKind]
    dice: dict[str, Die]
    deities: dict[str, Deity]
    invocations: dict[str, Invocation]  # by invocation id, across all deities
    advancements: dict[str, Advancement]
    governments: dict[str, Government]
    objectives: dict[str, Objective]
    world_events: list[WorldEvent]  # a deck: order as written, copies not expanded
    ai_cards: list[AICard]
    creatures: dict[str, Creature]
    hash: str  # sha256 of the scenario's files, written into save headers
    directory: str  # the scenario folder it was read from ("" for rules data kept in a save)
    ai_bonus: list[AIBonus] = []  # the AI reference's bonus production situations
    position: Position | None = None  # the position scenario.toml names, checked


class ContentError(GameError, ValueError):
    """A scenario file is wrong: names the file, the item and what is wrong."""

    def __init__(self, file: str, item: str, reason: str) -> None:
        super().__init__(f"{file}: {item}: {reason}")
        self.file = file
        self.item = item
        self.reason = reason


# -- map geometry -------------------------------------------------------------


def hex_neighbours(areas: dict[str, Area]) -> dict[str, dict[str, str]]:
    """For each area, its adjacent areas by side (n, ne, ... clockwise)."""
    by_hex = {area.hex: area.id for area in areas.values()}
    result: dict[str, dict[str, str]] = {}
    for area in areas.values():
        q, r = area.hex
        result[area.id] = {
            side: by_hex[(q + dq, r + dr)] for side, (dq, dr) in SIDE_VECTORS.items() if (q + dq, r + dr) in by_hex
        }
    return result


def side_is_mountain(a: Area, side: str, b: Area) -> bool:
    """Whether the side `side` of `a`, shared with `b`, is a mountain (or a cliff)."""
    return side in a.mountains or OPPOSITE[side] in b.mountains

