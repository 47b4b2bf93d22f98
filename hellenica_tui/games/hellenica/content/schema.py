"""The typed shape of Hellenica's content: map, units, upgrades, decks, setup.

Content lives in `scenarios/<id>/*.toml` and is decoded into these Structs.
The rulebook leaves the board and the card texts out, so every effect is
expressed as an `Effect` (a kind the rules implement plus its parameters);
rules modules implement effect *kinds*, never a card by name.

Hex coordinates are axial (q, r) with flat-topped hexes; the six sides are
named n, ne, se, s, sw, nw, clockwise from the top (`SIDE_VECTORS`).

`load_scenario` reads a scenario folder into one `Content`, checking every
reference between files; any problem raises `ContentError`.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections import deque
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import msgspec

from hellenica_tui.engine.errors import GameError

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
ParamValue = int | str | bool | list[str]


class Base(msgspec.Struct, forbid_unknown_fields=True, frozen=True, kw_only=True):
    pass


class Effect(Base, kw_only=True):
    """One thing a card, invocation or advancement does, e.g.
    {kind = "gain", params = {commodity = "favor", amount = 2}}."""

    kind: str
    params: dict[str, ParamValue] = {}


# -- map -------------------------------------------------------------------


class Mine(Base, kw_only=True):
    """A mine location in an area; it belongs to the adjacent city `city`."""

    city: str


class Area(Base, kw_only=True):
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


class CityState(Base, kw_only=True):
    id: str  # "athens"
    name: str  # "Athens"
    home: str  # area id
    colour: str  # a colour name or #rrggbb, for the map and boards
    seat: int  # position in the seating order printed on the board (0-6)


class MapData(Base, kw_only=True):
    name: str
    areas: list[Area]
    city_states: list[CityState]


# -- pieces ----------------------------------------------------------------


class UnitKind(Base, kw_only=True):
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


class UpgradeKind(Base, kw_only=True):
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


class Die(Base, kw_only=True):
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


class Invocation(Base, kw_only=True):
    id: str  # globally unique, e.g. "storms_at_sea"
    name: str
    level: Literal[1, 2, 3]  # cost in Favor = level
    window: Window
    target: Target
    effects: list[Effect]
    text: str  # what it does, in our words


class Deity(Base, kw_only=True):
    id: str
    name: str
    domain: str
    invocations: list[Invocation]  # exactly three, levels 1, 2, 3


# -- advancements and governments ------------------------------------------


class Advancement(Base, kw_only=True):
    id: str
    name: str
    category: Category
    level: Literal[1, 2]  # cost 1 or 3 Philosophers (see Setup)
    effects: list[Effect] = []
    text: str
    from_rulebook: bool = False


class Government(Base, kw_only=True):
    id: str  # tyranny, republic, democracy, ...
    name: str
    upgrade: str  # the upgrade the marker counts as
    free_activation: list[Effect]  # what it gives when placed at upkeep for free
    text: str


# -- objectives, world events, AI cards, creatures ---------------------------


class AiJudge(Base, kw_only=True):
    """How the AI players judge a shared Ethos card, since the AI board tracks no
    details (docs/ai.md, "Judging an AI's objectives"): by the advancements row
    (`advancements`), by the settlements of the cities it owns (`settlements`),
    by the mine locations of its cities (`mines`), or by another `condition`."""

    by: Literal["advancements", "settlements", "mines", "condition"]
    condition: Effect | None = None  # only with by = "condition"


class Objective(Base, kw_only=True):
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


class WorldEvent(Base, kw_only=True):
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


class AIProduction(Base, kw_only=True):
    kind: Literal[
        "advances", "favor", "philosophers", "commerce", "wonder", "city_walls", "units", "supply"
    ]
    amount: int = 1
    unit: str = ""  # for kind == "units"


AIFilter = Literal[
    "grudge", "least_friendly_units", "most_settlements", "map_objective", "enemy_units_or_upgrades"
]


class AICard(Base, kw_only=True):
    id: str
    name: str
    early: list[AIProduction]  # the "2-3" column
    late: list[AIProduction]  # the "4+" column
    movement: list[AIFilter]  # applied top-down


AIBonusSituation = Literal["home_lost", "no_army", "fewest_cities", "trails_leader", "most_cities"]


class AIBonus(Base, kw_only=True):
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


class Creature(Base, kw_only=True):
    id: str
    name: str
    placement: Literal["sea", "island", "non_city_land", "non_government_city"]
    ability: Effect  # its upkeep ability, e.g. {kind = "creature_combat", params = {strength = 3, ...}}
    blocks_supply_roll: bool = False  # Medusa / Scylla: supplying the area needs a roll
    blocks_sea_transport: bool = False  # Cetus
    text: str


# -- setup -------------------------------------------------------------------


class Setup(Base, kw_only=True):
    start_favor: int = 3
    start_units: dict[str, int] = msgspec.field(default_factory=lambda: {"hoplite": 1, "trireme": 1})
    start_upgrades: list[str] = msgspec.field(default_factory=lambda: ["academy", "market", "temple"])
    start_government: str = "tyranny"
    deities_dealt: int = 3
    ethos_dealt: int = 4
    ethos_kept: int = 2
    objectives_to_win: int = 3
    objectives_to_win_epic: int = 4
    advancement_cost: dict[str, int] = msgspec.field(default_factory=lambda: {"1": 1, "2": 3})
    commerce_per_philosopher: int = 3
    exchange_cost: int = 3
    # cubes discarded -> commerce ("2" = 2 or more)
    pass_commerce: dict[str, int] = msgspec.field(default_factory=lambda: {"1": 1, "2": 2})
    action_cubes: dict[str, int] = msgspec.field(
        default_factory=lambda: {"build": 1, "train": 1, "research": 1, "worship": 1, "supply": 1}
    )
    impassable_beyond: int = 2  # with fewer than 7 players, areas farther than this from every home city
    ai_start_units: dict[str, int] = msgspec.field(default_factory=lambda: {"hoplite": 2, "trireme": 1})
    ai_start_board: dict[str, int] = msgspec.field(
        default_factory=lambda: {"advancements": 1, "supply": 1, "favor": 4, "philosophers": 0, "commerce": 0}
    )


class Scenario(Base, kw_only=True):
    """scenarios/<id>/scenario.toml: names the other files and the setup values."""

    id: str
    name: str
    min_players: int = 2
    max_players: int = 7
    setup: Setup = msgspec.field(default_factory=Setup)
    position: str = ""  # optional position file (see games.hellenica.position)


# -- scenario files ------------------------------------------------------------


class UnitsFile(Base, kw_only=True):
    units: list[UnitKind]


class UpgradesFile(Base, kw_only=True):
    upgrades: list[UpgradeKind]


class DiceFile(Base, kw_only=True):
    dice: list[Die]


class DeitiesFile(Base, kw_only=True):
    deities: list[Deity]


class AdvancementsFile(Base, kw_only=True):
    advancements: list[Advancement]


class GovernmentsFile(Base, kw_only=True):
    governments: list[Government]


class ObjectivesFile(Base, kw_only=True):
    objectives: list[Objective]


class WorldEventsFile(Base, kw_only=True):
    world_events: list[WorldEvent]


class AICardsFile(Base, kw_only=True):
    ai_cards: list[AICard]
    ai_bonus: list[AIBonus] = []


class CreaturesFile(Base, kw_only=True):
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


# -- loading -------------------------------------------------------------------


def scenarios_dir() -> Path:
    """The folder holding one sub-folder per scenario: $HELLENICA_SCENARIOS, else the
    package's own (an installed wheel carries them inside the package), else the
    top-level `scenarios/` of the repository the package runs from."""
    override = os.environ.get("HELLENICA_SCENARIOS")
    if override:
        return Path(override)
    return _packaged_scenarios()


@cache
def _packaged_scenarios() -> Path:
    from importlib.resources import files

    packaged = files("hellenica_tui").joinpath("scenarios")
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[4] / "scenarios"


def scenario_path(name_or_path: str) -> Path:
    """A scenario id (a folder under `scenarios_dir()`) or a folder path, resolved."""
    if os.sep in name_or_path or "/" in name_or_path or name_or_path in (".", ".."):
        return Path(name_or_path).resolve()
    return (scenarios_dir() / name_or_path).resolve()


_CACHE: dict[Path, tuple[tuple[tuple[str, int, int], ...], Content]] = {}


def load_scenario(name_or_path: str = "classic") -> Content:
    """Read, check and index a scenario; cached until one of its files changes."""
    folder = scenario_path(name_or_path)
    if not folder.is_dir():
        raise ContentError(str(name_or_path), "scenario", "no such scenario folder")
    stamp = _stamp(folder)
    cached = _CACHE.get(folder)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    content = _load(folder)
    _CACHE[folder] = (stamp, content)
    return content


def _stamp(folder: Path) -> tuple[tuple[str, int, int], ...]:
    """Every .toml file under the folder with its time and size (scandir: a start asks several times)."""
    stats = []
    folders = [str(folder)]
    while folders:
        with os.scandir(folders.pop()) as items:
            for item in items:
                if item.is_dir():
                    folders.append(item.path)
                elif item.name.endswith(".toml"):
                    st = item.stat()
                    stats.append((item.path, st.st_mtime_ns, st.st_size))
    return tuple(sorted(stats))


def content_hash(files: dict[str, bytes]) -> str:
    """sha256 over every file, by name, with line endings made canonical."""
    digest = hashlib.sha256()
    for name in sorted(files):
        data = files[name].replace(b"\r\n", b"\n")
        digest.update(name.encode() + b"\0" + str(len(data)).encode() + b"\0" + data)
    return digest.hexdigest()


def _load(folder: Path) -> Content:
    raw = folder_files(folder)
    entry = _checked_cache_file(str(folder), raw)
    if entry is not None:
        content = _cached_content(entry, folder, raw)
        if content is not None:
            return content
    content = _check(folder, raw)
    if entry is not None:
        _store_content(entry, content, raw)
    return content


def folder_files(folder: Path) -> dict[str, bytes]:
    """The bytes of a scenario folder's own files (not its position file), by name."""
    return {path.name: path.read_bytes() for path in folder.glob("*.toml")}


def load_files(name: str, raw: dict[str, bytes]) -> Content:
    """`check_files` through the checked-content cache: rules data kept in a save,
    checked once per set of bytes like a folder's."""
    entry = _checked_cache_file(f"kept:{name}", raw)
    if entry is not None:
        content = _cached_content(entry, None, raw)
        if content is not None and content.scenario.id == name:
            return content
    content = check_files(name, raw)
    if entry is not None:
        _store_content(entry, content, raw)
    return content


def _check(folder: Path, raw: dict[str, bytes]) -> Content:
    """Decode, check and index the scenario's files (`raw` gains the position file)."""
    position = _decode("scenario.toml", raw["scenario.toml"], Scenario).position if "scenario.toml" in raw else ""
    if position:
        # a path inside the scenario folder; its bytes count in the content hash
        position_file = (folder / position).resolve()
        if not position_file.is_file() or folder.resolve() not in position_file.parents:
            raise ContentError("scenario.toml", "position", f"no file {position!r} in the scenario")
        raw[position] = position_file.read_bytes()
    return check_files(folder.name, raw, str(folder))


def check_files(name: str, raw: dict[str, bytes], directory: str = "") -> Content:
    """Decode, check and index the files of scenario `name`, given as bytes by file name.

    The loader hands over a folder's files; rules data kept in a save (see
    `content_bundle`) comes here too, so it passes every check a folder does.
    `raw` holds the position file, if scenario.toml names one.
    """
    decoded: dict[str, Any] = {}
    for file, kind in SCENARIO_FILES.items():
        if file not in raw:
            raise ContentError(file, "file", f"missing from scenario {name!r}")
        decoded[file] = _decode(file, raw[file], kind)
    scenario: Scenario = decoded["scenario.toml"]
    if scenario.position and scenario.position not in raw:
        raise ContentError("scenario.toml", "position", f"no file {scenario.position!r} in the scenario")
    if scenario.id != name:
        raise ContentError("scenario.toml", "id", f"{scenario.id!r} differs from the scenario's name {name!r}")
    mapdata: MapData = decoded["map.toml"]
    deities = _index("deities.toml", "deity", decoded["deities.toml"].deities)
    content = Content(
        scenario=scenario,
        map=mapdata,
        areas=_index("map.toml", "area", mapdata.areas),
        city_states=_index("map.toml", "city-state", mapdata.city_states),
        units=_index("units.toml", "unit", decoded["units.toml"].units),
        upgrades=_index("upgrades.toml", "upgrade", decoded["upgrades.toml"].upgrades),
        dice=_index("dice.toml", "die", decoded["dice.toml"].dice),
        deities=deities,
        invocations=_index(
            "deities.toml", "invocation", [inv for deity in deities.values() for inv in deity.invocations]
        ),
        advancements=_index("advancements.toml", "advancement", decoded["advancements.toml"].advancements),
        governments=_index("governments.toml", "government", decoded["governments.toml"].governments),
        objectives=_index("objectives.toml", "objective", decoded["objectives.toml"].objectives),
        world_events=decoded["world_events.toml"].world_events,
        ai_cards=decoded["ai_cards.toml"].ai_cards,
        ai_bonus=decoded["ai_cards.toml"].ai_bonus,
        creatures=_index("creatures.toml", "creature", decoded["creatures.toml"].creatures),
        hash=content_hash(raw),
        directory=directory,
    )
    _index("world_events.toml", "world event", content.world_events)
    _index("ai_cards.toml", "AI card", content.ai_cards)
    _index("ai_cards.toml", "AI bonus", content.ai_bonus)
    validate(content)
    if scenario.position:
        from hellenica_tui.games.hellenica.positions.schema import read_position  # position imports this module

        position = read_position(content, scenario.position, raw[scenario.position])
        content = msgspec.structs.replace(content, position=position)
    return content


# -- the checked-content cache --------------------------------------------------
#
# Decoding and checking every file is most of what a start spends on the scenario.
# A scenario that passed every check is kept, pickled, in the user's cache under a
# key made of the bytes of every file in the scenario folder, the folder, the
# program's version and the rules' source files (size and time, as for byte-code),
# so an edit to any of them checks again. The entry also names the position file (if
# any) with the hash of its bytes, which must still match. A damaged or foreign
# entry is ignored: the scenario is read and checked again, then stored anew.

_RULES = Path(__file__).parents[1]  # every rules module may take part in checking a scenario


def _checked_cache_file(where: str, raw: dict[str, bytes]) -> Path | None:
    base = _cache_base()
    if base is None:
        return None
    from hellenica_tui import __version__

    digest = hashlib.sha256(f"{__version__}\0{where}\0".encode())
    try:
        # the rules' sources as Python's byte-code cache sees them: name, size, time
        for source in sorted(_RULES.rglob("*.py")):
            st = source.stat()
            name = source.relative_to(_RULES).as_posix()
            digest.update(f"{name}\0{st.st_size}\0{st.st_mtime_ns}\0".encode())
    except OSError:
        return None  # the program's sources are not readable: no cache
    for name in sorted(raw):
        digest.update(name.encode() + b"\0" + hashlib.sha256(raw[name]).digest())
    return base / "checked" / (digest.hexdigest() + ".pickle")


def _cached_content(entry: Path, folder: Path | None, raw: dict[str, bytes]) -> Content | None:
    """The entry's content if it still matches; `folder` None: `raw` holds every file already."""
    import pickle  # the user's own cache, written by this program

    try:
        content, position_file, position_digest = pickle.loads(entry.read_bytes())
    except Exception:  # any damage (truncation, garbage, a class gone) means "read again"
        return None
    if not isinstance(content, Content) or content.directory != (str(folder) if folder else ""):
        return None
    if position_file:
        try:
            data = raw[position_file] if folder is None else (folder / position_file).read_bytes()
        except (OSError, KeyError):
            return None
        if hashlib.sha256(data).hexdigest() != position_digest:
            return None
        raw[position_file] = data
    if content.hash != content_hash(raw):
        return None
    return content


def _store_content(entry: Path, content: Content, raw: dict[str, bytes]) -> None:
    import pickle

    position_file = content.scenario.position
    digest = hashlib.sha256(raw[position_file]).hexdigest() if position_file else ""
    try:
        data = pickle.dumps((content, position_file, digest), protocol=pickle.HIGHEST_PROTOCOL)
        entry.parent.mkdir(parents=True, exist_ok=True)
        temp = entry.with_suffix(f".{os.getpid()}.tmp")
        temp.write_bytes(data)
        os.replace(temp, entry)  # readers never see half a file
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        pass  # a read-only home or a value pickle cannot hold: no cache


def _cache_base() -> Path | None:
    """The program's folder in the user's cache; None when caching is off."""
    if os.environ.get("HELLENICA_NO_CACHE"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    if not os.path.isabs(base):
        return None
    return Path(base) / "hellenica"


def _decode(name: str, data: bytes, kind: type[Base]) -> Any:
    tree = _toml(name, data)
    try:
        return msgspec.convert(tree, type=kind, strict=True)
    except msgspec.ValidationError as exc:
        item, reason = _explain(str(exc), tree)
        raise ContentError(name, item, reason) from None


def _toml(name: str, data: bytes) -> Any:
    """The TOML tree of a file's bytes, kept in the user's cache by their hash.

    Parsing TOML is most of the time a headless command spends starting up;
    the cache holds only parser output, so every check still runs on it.
    """
    cached = _tree_cache_file(data)
    if cached is not None:
        try:
            return msgspec.msgpack.decode(cached.read_bytes())
        except (OSError, msgspec.DecodeError):
            pass  # missing or damaged: parse again
    try:
        import tomllib  # only when the tree is not cached: most starts never parse TOML

        tree = tomllib.loads(data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ContentError(name, "file", f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(name, "file", f"TOML syntax error: {exc}") from None
    if cached is not None:
        try:
            cached.parent.mkdir(parents=True, exist_ok=True)
            temp = cached.with_suffix(f".{os.getpid()}.tmp")
            temp.write_bytes(msgspec.msgpack.encode(tree))
            os.replace(temp, cached)  # readers never see half a file
        except (OSError, TypeError):
            pass  # a read-only home or a value msgpack cannot hold: no cache
    return tree


def _tree_cache_file(data: bytes) -> Path | None:
    base = _cache_base()
    return None if base is None else base / "toml" / (hashlib.sha256(data).hexdigest() + ".msgpack")


# What one entry of each top-level array is called in messages.
_LABELS = {
    "areas": "area", "city_states": "city-state", "units": "unit", "upgrades": "upgrade", "dice": "die",
    "deities": "deity", "advancements": "advancement", "governments": "government", "objectives": "objective",
    "world_events": "world event", "ai_cards": "AI card", "creatures": "creature",
    "players": "player",  # position files
}
_AT = re.compile(r"^(?P<what>.*?)(?: - at `\$(?P<path>[^`]*)`)?$", re.S)
_STEP = re.compile(r"\.(\w+)|\[(\d+)\]")


def _explain(message: str, tree: dict[str, Any]) -> tuple[str, str]:
    """Turn msgspec's "... - at `$.areas[3].hex`" into ("area 'athens'", "hex: ...")."""
    match = _AT.match(message)
    assert match is not None  # the pattern matches any text
    what = match["what"].replace("`", "'")
    steps = [(m[1], int(m[2]) if m[2] else None) for m in _STEP.finditer(match["path"] or "")]
    item, node, fields = "file", tree, []
    for depth, (key, index) in enumerate(steps):
        if key is not None:
            node = node.get(key) if isinstance(node, dict) else None
            fields.append(key)
        else:
            node = node[index] if isinstance(node, list) and index < len(node) else None
            if depth == 1:  # an entry of a top-level list: name it by its id
                table = fields.pop()
                ident = node.get("id") if isinstance(node, dict) else None
                label = _LABELS.get(table, table)
                item = f"{label} {ident!r}" if isinstance(ident, str) else f"{table}[{index}]"
            else:
                fields[-1] += f"[{index}]"
    if item == "file" and fields:
        item, fields = fields[0], fields[1:]
    return item, (".".join(fields) + ": " if fields else "") + what


def _index(file: str, label: str, items: list[Any]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for entry in items:
        if entry.id in found:
            raise ContentError(file, f"{label} {entry.id!r}", "duplicate id")
        found[entry.id] = entry
    return found


# -- validation ----------------------------------------------------------------


def validate(content: Content) -> None:
    """Raise ContentError for the first problem found in a decoded scenario.

    Every reference between files is checked, and every effect against the
    registry of effect kinds (games.hellenica.effects).
    """
    _check_map(content)
    _check_pieces(content)
    _check_setup(content)
    _check_decks(content)
    _check_effects(content)
    _check_world_events(content)
    _check_creatures(content)
    _check_texts(content)


def _check_texts(content: Content) -> None:
    """Every card the player may read in the reference says something."""
    tables: list[tuple[str, str, list[Any]]] = [
        ("units.toml", "unit", list(content.units.values())),
        ("upgrades.toml", "upgrade", list(content.upgrades.values())),
        ("deities.toml", "invocation", list(content.invocations.values())),
        ("advancements.toml", "advancement", list(content.advancements.values())),
        ("governments.toml", "government", list(content.governments.values())),
        ("objectives.toml", "objective", list(content.objectives.values())),
        ("world_events.toml", "world event", content.world_events),
        ("creatures.toml", "creature", list(content.creatures.values())),
    ]
    for file, kind, items in tables:
        for item in items:
            if not item.text.strip():
                raise ContentError(file, f"{kind} {item.id!r}", "text is empty: the card reference shows it")
    # A creature's or a government's text says what it is, then what it does: lists show the latter.
    told: list[tuple[str, str, Any]] = [
        *(("creatures.toml", "creature", c) for c in content.creatures.values()),
        *(("governments.toml", "government", g) for g in content.governments.values()),
    ]
    for file, kind, item in told:
        if len(re.findall(r"[.!?](?:\s|$)", item.text.strip())) < 2:
            raise ContentError(
                file, f"{kind} {item.id!r}",
                "text needs two sentences at least: what it is, then what it does (lists show the rest)",
            )
    for deity in content.deities.values():
        if not deity.domain.strip():
            raise ContentError("deities.toml", f"deity {deity.id!r}", "domain is empty: the card reference shows it")


_FACES = {"++", "+", "", "-"}
_SLUG = re.compile(r"[a-z][a-z0-9_]*")


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


def _check_map(content: Content) -> None:
    areas, states = content.areas, content.city_states
    file = "map.toml"
    seen_hex: dict[tuple[int, int], str] = {}
    seen_abbrev: dict[str, str] = {}
    for area in areas.values():
        item = f"area {area.id!r}"
        if not _SLUG.fullmatch(area.id):
            raise ContentError(file, item, "an id is lower-case letters, digits and '_', starting with a letter")
        if area.hex in seen_hex:
            raise ContentError(file, item, f"hex {list(area.hex)} is already area {seen_hex[area.hex]!r}")
        seen_hex[area.hex] = area.id
        if not re.fullmatch(r"[A-Z]{3}", area.abbrev):
            raise ContentError(file, item, f"abbrev {area.abbrev!r} must be three capital letters")
        if area.abbrev in seen_abbrev:
            raise ContentError(file, item, f"abbrev {area.abbrev!r} is already area {seen_abbrev[area.abbrev]!r}")
        seen_abbrev[area.abbrev] = area.id
        if not 0 <= area.settlements <= 3:
            raise ContentError(file, item, f"settlements must be 0-3, not {area.settlements}")
        if len(set(area.mountains)) != len(area.mountains):
            raise ContentError(file, item, "a mountain side is listed twice")
        if area.kind == "sea":
            for field, bad in (
                ("settlements", area.settlements), ("mines", area.mines), ("mountains", area.mountains),
                ("island", area.island), ("volcano", area.volcano), ("free_temple", area.free_temple),
                ("home_of", area.home_of),
            ):
                if bad:
                    raise ContentError(file, item, f"a sea area cannot have {field}")
        if area.home_of:
            state = states.get(area.home_of)
            if state is None:
                raise ContentError(file, item, f"home_of names no city-state {area.home_of!r}")
            if state.home != area.id:
                raise ContentError(file, item, f"home_of {area.home_of!r} but that city-state's home is {state.home!r}")
            if area.settlements == 0:
                raise ContentError(file, item, "a home city needs settlements")
    seats = sorted(state.seat for state in states.values())
    if seats != list(range(len(states))):
        raise ContentError(file, "city_states", f"seats must be 0-{len(states) - 1}, each once; got {seats}")
    for state in states.values():
        home = areas.get(state.home)
        if home is None or home.kind != "land" or home.home_of != state.id:
            raise ContentError(
                file, f"city-state {state.id!r}", f"home {state.home!r} must be a land area with home_of = {state.id!r}"
            )
    nbrs = hex_neighbours(areas)
    for area in areas.values():
        item = f"area {area.id!r}"
        for side, other_id in nbrs[area.id].items():
            other = areas[other_id]
            if area.kind == other.kind == "land" and (side in area.mountains) != (OPPOSITE[side] in other.mountains):
                raise ContentError(
                    file, item, f"side {side!r} toward {other_id!r} is a mountain on one side only"
                    f" ({other_id!r} must list {OPPOSITE[side]!r} too, or neither)",
                )
        for index, mine in enumerate(area.mines):
            city = areas.get(mine.city)
            if city is None or mine.city not in nbrs[area.id].values() or city.kind != "land" or not city.settlements:
                raise ContentError(file, item, f"mine {index} names {mine.city!r}, which is not an adjacent City Area")
    for state in states.values():
        home = areas[state.home]
        if not any(
            areas[o].kind == "sea" and not side_is_mountain(home, s, areas[o]) for s, o in nbrs[home.id].items()
        ):
            raise ContentError(file, f"area {home.id!r}", "a home city needs a clearing onto a sea area")
    reached = _passable_from([s.home for s in states.values()], areas, nbrs)
    for area in areas.values():
        if area.id not in reached:
            raise ContentError(file, f"area {area.id!r}", "cannot be reached from any home city through clearings")


def _passable_from(starts: list[str], areas: dict[str, Area], nbrs: dict[str, dict[str, str]]) -> set[str]:
    seen = set(starts)
    queue = deque(starts)
    while queue:
        current = queue.popleft()
        for side, other in nbrs[current].items():
            if other not in seen and not side_is_mountain(areas[current], side, areas[other]):
                seen.add(other)
                queue.append(other)
    return seen


def _check_pieces(content: Content) -> None:
    for unit in content.units.values():
        item = f"unit {unit.id!r}"
        upgrade = content.upgrades.get(unit.trained_by)
        if upgrade is None:
            raise ContentError("units.toml", item, f"trained_by names no upgrade {unit.trained_by!r}")
        if unit.id not in upgrade.trains:
            raise ContentError("units.toml", item, f"upgrade {unit.trained_by!r} does not list it in trains")
        if unit.die not in content.dice:
            raise ContentError("units.toml", item, f"die names no die {unit.die!r}")
    for upgrade in content.upgrades.values():
        for unit_id in upgrade.trains:
            if unit_id not in content.units:
                raise ContentError("upgrades.toml", f"upgrade {upgrade.id!r}", f"trains unknown unit {unit_id!r}")
        if upgrade.needs_advancement:
            needed = content.advancements.get(upgrade.needs_advancement)
            if needed is None:
                raise ContentError(
                    "upgrades.toml", f"upgrade {upgrade.id!r}", f"needs unknown advancement {upgrade.needs_advancement!r}"
                )
            unlock = Effect(kind="unlock_upgrade", params={"upgrade": upgrade.id})
            if unlock not in needed.effects:
                raise ContentError(
                    "upgrades.toml", f"upgrade {upgrade.id!r}",
                    f"advancement {needed.id!r} must have the effect unlock_upgrade with upgrade = {upgrade.id!r}",
                )
    for die in content.dice.values():
        if len(die.faces) != 6:
            raise ContentError("dice.toml", f"die {die.id!r}", f"needs six faces, has {len(die.faces)}")
        numeric = [f.isdigit() for f in die.faces]
        if not (all(numeric) or all(f in _FACES for f in die.faces)):
            raise ContentError(
                "dice.toml", f"die {die.id!r}", "faces must be all numbers or all of '++', '+', '', '-'"
            )


def _check_setup(content: Content) -> None:
    setup, file = content.scenario.setup, "scenario.toml"
    for field, names in (("start_units", setup.start_units), ("ai_start_units", setup.ai_start_units)):
        for unit_id in names:
            if unit_id not in content.units:
                raise ContentError(file, f"setup.{field}", f"unknown unit {unit_id!r}")
    for upgrade_id in setup.start_upgrades:
        if upgrade_id not in content.upgrades:
            raise ContentError(file, "setup.start_upgrades", f"unknown upgrade {upgrade_id!r}")
    if setup.start_government not in content.governments:
        raise ContentError(file, "setup.start_government", f"unknown government {setup.start_government!r}")
    low, high = content.scenario.min_players, content.scenario.max_players
    if not 1 <= low <= high <= len(content.city_states):
        raise ContentError(
            file, "min_players/max_players", f"{low}-{high} does not fit {len(content.city_states)} city-states"
        )


def _check_decks(content: Content) -> None:
    for deity in content.deities.values():
        levels = sorted(inv.level for inv in deity.invocations)
        if levels != [1, 2, 3]:
            raise ContentError(
                "deities.toml", f"deity {deity.id!r}", f"needs one invocation of each level 1, 2, 3; has {levels}"
            )
        for inv in deity.invocations:
            _check_invocation(inv)
    for government in content.governments.values():
        if government.upgrade not in content.upgrades:
            raise ContentError(
                "governments.toml", f"government {government.id!r}", f"unknown upgrade {government.upgrade!r}"
            )
    for card in content.ai_cards:
        item = f"AI card {card.id!r}"
        for column, production in (("early", card.early), ("late", card.late)):
            for entry in production:
                if entry.kind == "units" and entry.unit not in content.units:
                    raise ContentError("ai_cards.toml", item, f"{column}: unknown unit {entry.unit!r}")
                if entry.kind != "units" and entry.unit:
                    raise ContentError("ai_cards.toml", item, f"{column}: unit is only for kind 'units'")
            _check_ai_column(item, column, production)
        if not card.movement:
            raise ContentError("ai_cards.toml", item, "movement needs at least one destination filter")
        if len(set(card.movement)) != len(card.movement):
            raise ContentError("ai_cards.toml", item, "movement lists a filter twice")
    for bonus in content.ai_bonus:
        item = f"AI bonus {bonus.id!r}"
        for entry in bonus.gives:
            if entry.kind == "units" and entry.unit not in content.units:
                raise ContentError("ai_cards.toml", item, f"unknown unit {entry.unit!r}")
            if entry.kind == "supply":
                raise ContentError("ai_cards.toml", item, "a bonus gives no Supply; the card revealed sets it")
        if not bonus.gives and not bonus.supply:
            raise ContentError("ai_cards.toml", item, "gives nothing")
        if bonus.supply > 0:
            raise ContentError("ai_cards.toml", item, "supply may only lower the card's Supply (0 or less)")
        if bonus.cities < 1:
            raise ContentError("ai_cards.toml", item, "cities must be 1 or more")
        if bonus.behind < 1:
            raise ContentError("ai_cards.toml", item, "behind must be 1 or more")
        _check_ai_column(item, "gives", [*bonus.gives, AIProduction(kind="supply", amount=1)])
    _check_advancement_levels(content)
    _check_objectives(content)


def _check_invocation(inv: Invocation) -> None:
    """Counters (cast in answer to an invocation) and combat invocations (cast by
    a side of a combat) name what they act on; nothing else may."""
    from hellenica_tui.games.hellenica.effects.kinds import COUNTER_KINDS, EFFECT_KINDS  # effects imports this module

    item = f"invocation {inv.id!r}"
    counters = any(effect.kind in COUNTER_KINDS for effect in inv.effects)
    for window in ("invocation", "combat"):
        if (inv.window == window) != (inv.target == window):
            raise ContentError("deities.toml", item, f"window {window!r} goes with target {window!r}, and only it")
    if counters != (inv.target == "invocation"):
        raise ContentError(
            "deities.toml", item,
            f"an invocation targets another invocation exactly when it counters it ({', '.join(COUNTER_KINDS)})",
        )
    for effect in inv.effects:
        spec = EFFECT_KINDS.get(effect.kind)
        if spec is not None and spec.targets and inv.target not in spec.targets:
            raise ContentError(
                "deities.toml", item, f"effect {effect.kind!r} acts on {' or '.join(spec.targets)}, not on {inv.target!r}"
            )


AI_SUPPLY = range(1, 5)  # an AI's movement actions in one turn


def _check_ai_column(item: str, column: str, production: list[AIProduction]) -> None:
    """One production column: positive amounts, each benefit once, one Supply."""
    seen: set[tuple[str, str]] = set()
    for entry in production:
        if entry.amount < 1:
            raise ContentError("ai_cards.toml", item, f"{column}: {entry.kind} amount must be 1 or more")
        if entry.kind in ("wonder", "city_walls") and entry.amount != 1:
            raise ContentError("ai_cards.toml", item, f"{column}: {entry.kind} places one, amount must be 1")
        if (entry.kind, entry.unit) in seen:
            raise ContentError("ai_cards.toml", item, f"{column}: {entry.unit or entry.kind} is listed twice")
        seen.add((entry.kind, entry.unit))
    supply = [entry.amount for entry in production if entry.kind == "supply"]
    if len(supply) != 1:
        raise ContentError("ai_cards.toml", item, f"{column}: needs exactly one supply entry, has {len(supply)}")
    if supply[0] not in AI_SUPPLY:
        raise ContentError("ai_cards.toml", item, f"{column}: supply must be 1-4, not {supply[0]}")


def _check_advancement_levels(content: Content) -> None:
    """Owning k level 2 advancements of a category needs k level 1 ones of it
    (Research), so a category with more level 2 than level 1 advancements
    would hold some that no one could ever research."""
    levels: dict[str, list[int]] = {}
    for adv in content.advancements.values():
        levels.setdefault(adv.category, []).append(adv.level)
    for category, found in levels.items():
        if found.count(2) > found.count(1):
            raise ContentError(
                "advancements.toml", f"category {category!r}",
                f"has {found.count(2)} level 2 but only {found.count(1)} level 1 advancements;"
                " a level 2 one needs its own level 1 one",
            )


# The public objectives of a standard game (Setup): three Pathos cards.
DEFAULT_PUBLIC = 3


def _check_objectives(content: Content) -> None:
    file = "objectives.toml"
    for objective in content.objectives.values():
        item = f"objective {objective.id!r}"
        for area_id in objective.map_areas:
            if area_id not in content.areas:
                raise ContentError(file, item, f"unknown area {area_id!r}")
        if objective.deck == "ethos" and objective.default_public:
            raise ContentError(file, item, "only Pathos cards are public objectives")
        if objective.deck == "pathos" and objective.copies != 1:
            raise ContentError(file, item, "a Pathos card is unique (copies = 1)")
        judge = objective.ai
        if judge is not None:
            if objective.deck != "ethos":
                raise ContentError(file, item, "only Ethos cards are shared by the AI players and take an 'ai' judge")
            if (judge.by == "condition") != (judge.condition is not None):
                raise ContentError(file, item, "ai: a 'condition' is given exactly when by = \"condition\"")
        named = objective.condition.params.get("areas", [])
        # Not a list: the condition's own check says so below.
        missing = [a for a in named if a not in objective.map_areas] if isinstance(named, list) else []
        if missing:
            raise ContentError(file, item, f"map_areas must list the areas its condition names; misses {missing}")
    public = sorted(o.id for o in content.objectives.values() if o.default_public)
    if content.objectives and len(public) != DEFAULT_PUBLIC:
        raise ContentError(
            file, "default_public", f"exactly {DEFAULT_PUBLIC} Pathos cards must be the default public ones; got {public}"
        )


CHAOS_NUMBERS = range(7)  # a card moving the marker further would skip whole track lengths


def _check_world_events(content: Content) -> None:
    file = "world_events.toml"
    olympus = [event for event in content.world_events if event.kind == "olympus_awakens"]
    if content.world_events and (len(olympus) != 1 or olympus[0].copies != 1):
        raise ContentError(file, "world_events", "the deck needs exactly one Olympus Awakens card (setup buries it)")
    for event in content.world_events:
        item = f"world event {event.id!r}"
        if event.chaos not in CHAOS_NUMBERS:
            raise ContentError(file, item, f"chaos number must be 0-6, not {event.chaos}")
        if event.copies < 1:
            raise ContentError(file, item, f"copies must be 1 or more, not {event.copies}")
        if event.kind == "silence" and (event.reward or event.effects):
            raise ContentError(file, item, "a Silence card has no reward and no effects: nothing happens")
        if event.kind == "olympus_awakens" and event.reward:
            raise ContentError(file, item, "Olympus Awakens is not bid on, so it has no reward")
        if event.kind == "event" and not (event.reward or event.effects):
            raise ContentError(
                file, item, "an event needs a reward or effects (a card doing nothing is a Silence card)"
            )


def _check_creatures(content: Content) -> None:
    from hellenica_tui.games.hellenica.effects.kinds import CREATURE_ABILITIES

    file = "creatures.toml"
    for creature in content.creatures.values():
        item = f"creature {creature.id!r}"
        kind = creature.ability.kind
        if kind not in CREATURE_ABILITIES:
            known = ", ".join(sorted(CREATURE_ABILITIES))
            raise ContentError(file, item, f"ability {kind!r} is not a creature ability ({known})")
        at_sea = creature.placement == "sea"
        if kind == "creature_combat" and creature.ability.params.get("at_sea") is not at_sea:
            raise ContentError(
                file, item, f"its combat must have at_sea = {str(at_sea).lower()} for placement {creature.placement!r}"
            )
        if kind == "creature_combat" and creature.ability.params.get("victims") == "trireme" and not at_sea:
            raise ContentError(file, item, "only a sea creature can take triremes as victims")
        if kind == "roll_per_piece" and creature.placement != "island":
            raise ContentError(file, item, "rolling for the seas around it needs an island placement")
        if creature.blocks_sea_transport and not at_sea:
            raise ContentError(file, item, "only a sea creature can block sea transport")
    for event in content.world_events:
        for effect in (*event.reward, *event.effects):
            if effect.kind in CREATURE_ABILITIES:
                raise ContentError(
                    "world_events.toml", f"world event {event.id!r}",
                    f"{effect.kind!r} is a creature ability, not a card effect",
                )


def _effects(content: Content) -> list[tuple[str, str, Effect]]:
    """Every Effect in the content with the file and item it belongs to."""
    found: list[tuple[str, str, Effect]] = []
    for deity in content.deities.values():
        for inv in deity.invocations:
            found += [("deities.toml", f"invocation {inv.id!r}", e) for e in inv.effects]
            if not inv.effects:
                raise ContentError("deities.toml", f"invocation {inv.id!r}", "has no effects")
    for adv in content.advancements.values():
        found += [("advancements.toml", f"advancement {adv.id!r}", e) for e in adv.effects]
        if not adv.effects:
            raise ContentError("advancements.toml", f"advancement {adv.id!r}", "has no effects")
    for gov in content.governments.values():
        found += [("governments.toml", f"government {gov.id!r}", e) for e in gov.free_activation]
        if not gov.free_activation:
            raise ContentError("governments.toml", f"government {gov.id!r}", "free_activation is empty")
    for obj in content.objectives.values():
        found.append(("objectives.toml", f"objective {obj.id!r}", obj.condition))
        if obj.ai is not None and obj.ai.condition is not None:
            found.append(("objectives.toml", f"objective {obj.id!r} (ai)", obj.ai.condition))
    for event in content.world_events:
        found += [("world_events.toml", f"world event {event.id!r}", e) for e in (*event.reward, *event.effects)]
    for creature in content.creatures.values():
        found.append(("creatures.toml", f"creature {creature.id!r}", creature.ability))
    return found


def _check_effects(content: Content) -> None:
    from hellenica_tui.games.hellenica.effects.kinds import check_effect  # effects imports this module

    for file, item, effect in _effects(content):
        problems = check_effect(effect, content) or _role_problems(file, effect)
        if problems:
            raise ContentError(file, item, "; ".join(problems))


def _role_problems(file: str, effect: Effect) -> list[str]:
    """Objectives hold conditions; advancements hold lasting abilities (kept while
    owned); anywhere else an ability must say how long it lasts."""
    from hellenica_tui.games.hellenica.effects.kinds import EFFECT_KINDS

    spec = EFFECT_KINDS[effect.kind]
    if file == "objectives.toml":
        return [] if spec.role == "condition" else [f"{effect.kind!r} is not a condition"]
    if spec.role == "condition":
        return [f"{effect.kind!r} is a condition, only objectives use it"]
    if file == "advancements.toml":
        if spec.role != "ability":
            return [f"{effect.kind!r} is a one-time effect; an advancement holds abilities"]
        if "duration" in effect.params:
            return [f"{effect.kind!r}: an advancement's abilities last while owned, without 'duration'"]
        return []
    if spec.role == "ability" and "duration" not in effect.params:
        if "duration" not in spec.params:
            return [f"{effect.kind!r} is for advancements only"]
        return [f"{effect.kind!r} needs a 'duration' here"]
    return []
