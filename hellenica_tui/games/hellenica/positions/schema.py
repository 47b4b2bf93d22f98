"""POSITIONS: any moment of a game written as data, for tests, tutorials and puzzles.

A position file (TOML) places units, cities with their upgrades and
government markers, commodities, advancements, action cubes, cards held and
the order of the decks for each city-state in play, and the chaos marker,
the Favorite of the Gods, the turn and the phase. A scenario may name one
(`Scenario.position`, a path inside the scenario folder, usually
`positions/<name>.toml`); any file can be read against a scenario with
`load_position`. The rules turn a `Position` into a game state; this module
only defines the format and checks that the position could occur under the
rules (every piece known, every limit and placing rule kept). Any problem
raises `ContentError` naming the file, the item and what is wrong.

Conventions:

- Units are keyed as the state keys them: "hoplite", "elite_hoplite", ...,
  "hero". `moved` counts how often a stack was supplied to move this turn
  (supply limits); a player may have several stacks on one area.
- An upgrade stands on a settlement of its city, on a mine location that
  belongs to the city (`site = "mine"`, `mine` = the area holding it), or on
  Delphi's free temple location (`site = "free_temple"`).
- Deck lists are top card first and need not be complete: the cards named
  come first in that order, the rest of the deck follows in random order.
- AI players keep no advancement list (`advancement_count` is the AI board's
  row), have a `supply` row and a `grudge`, and their government marker is the
  AI garrison (`government = ""`); `ai_ethos` holds the Ethos cards they share.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Literal, NoReturn

import msgspec

from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.board import open_areas as playable
from hellenica_tui.games.hellenica.content.decoding import decode
from hellenica_tui.games.hellenica.content.schema import Base, Content, ContentError
from hellenica_tui.games.hellenica.content.smaller_tables import at_table
from hellenica_tui.games.hellenica.mechanics.units import base_unit, is_elite

UpgradeState = Literal["active", "under_construction", "exhausted"]
Phase = Literal["ethos", "favorite", "action", "upkeep"]
Site = Literal["settlement", "mine", "free_temple"]
AI_ETHOS = 3  # Ethos cards dealt face down for the AI players, shown once humans have chosen


class PlacedUpgrade(Base, frozen=True, kw_only=True):
    upgrade: str  # upgrade id
    state: UpgradeState = "active"
    site: Site = "settlement"
    mine: str = ""  # site = "mine": the area holding the mine location
    deity: str = ""  # a temple's patron deity


class GovernmentMarker(Base, frozen=True, kw_only=True):
    government: str = ""  # government id; "" is an AI player's garrison marker
    state: UpgradeState = "active"


class City(Base, frozen=True, kw_only=True):
    """A City Area a player owns, with what stands on it."""

    area: str
    upgrades: list[PlacedUpgrade] = []
    government: GovernmentMarker | None = None


class NeutralCity(Base, frozen=True, kw_only=True):
    """A city nobody owns that keeps upgrades (after a revolt, say)."""

    area: str
    upgrades: list[PlacedUpgrade] = []


class UnitStack(Base, frozen=True, kw_only=True):
    area: str
    units: dict[str, int]  # "hoplite", "elite_hoplite", ..., "hero" -> how many
    moved: int = 0  # times these units were supplied to move this turn


class PlayerPosition(Base, frozen=True, kw_only=True):
    id: str  # the city-state played
    ai: bool = False
    favor: int = 0
    philosophers: int = 0
    commerce: int = 0
    cubes: dict[str, int] | None = None  # action cubes left per action; None = a fresh board
    advancements: list[str] = []
    advancement_count: int = 0  # AI players only
    supply: int = 0  # AI players only: the Supply row of the AI board
    grudge: str = ""  # AI players only: the player in its grudge space
    deities: list[str] = []  # deity cards in front of the player
    ethos: list[str] = []  # hidden Ethos objectives kept
    ethos_hand: list[str] = []  # Ethos cards dealt and not chosen yet
    passed: bool = False
    wonder_built: bool = False  # has built its one Wonder of the World
    invocations_used: list[str] = []  # this turn
    leaders_used: list[Literal["general", "admiral"]] = []  # Brilliant tokens spent this turn
    world_events: list[str] = []  # world event cards won
    creatures_slain: list[str] = []
    turncoat_hero: str = ""  # the area where its turncoat hero (Alcibiades) stands
    cities: list[City] = []
    units: list[UnitStack] = []


class PlacedCreature(Base, frozen=True, kw_only=True):
    creature: str
    area: str
    arrived: bool = False  # placed this turn: units there may not leave


class Decks(Base, frozen=True, kw_only=True):
    world_events: list[str] = []  # top first
    world_discard: list[str] = []
    ethos: list[str] = []  # top first
    ai_cards: list[str] = []  # top first
    deities: list[str] = []  # top first


class Position(Base, frozen=True, kw_only=True):
    name: str
    text: str = ""  # what the position shows
    turn: int = 1
    phase: Phase = "action"
    round: int = 1
    active: str = ""  # whose action it is
    favorite: str = ""  # the Favorite of the Gods ("" = the first player listed)
    direction: Literal["zeus", "hera"] = "zeus"  # the token's face: up or down the seating order
    chaos: int = 0  # the chaos marker's space; 0 = the setup space (players + 1)
    pathos: list[str] = []  # public objectives; [] = the scenario's default ones
    ai_ethos: list[str] = []  # the Ethos cards shared by the AI players (face up once dealt)
    players: list[PlayerPosition]
    neutral: list[NeutralCity] = []
    creatures: list[PlacedCreature] = []
    decks: Decks = msgspec.field(default_factory=Decks)


# -- loading -----------------------------------------------------------------------


def load_position(content: Content, path: str | Path) -> Position:
    """Read and check a position file against a scenario.

    `path` is absolute, or relative to the scenario folder
    ("positions/land_combat.toml").
    """
    folder = Path(content.directory)
    full = Path(path) if Path(path).is_absolute() else folder / path
    name = str(path)
    if not full.is_file():
        raise ContentError(name, "file", "no such position file")
    return read_position(content, name, full.read_bytes())


def read_position(content: Content, name: str, data: bytes) -> Position:
    """Decode and check a position from the bytes of file `name`."""
    position: Position = decode(name, data, Position)
    check_position(content, position, name)
    return position


# -- checking ------------------------------------------------------------------------


def check_position(content: Content, position: Position, file: str) -> None:
    """Raise ContentError for the first way `position` breaks the rules or the content."""
    _Checker(content, position, file).run()


class _Checker:
    def __init__(self, content: Content, position: Position, file: str) -> None:
        self.content = at_table(content, len(position.players))  # the printed map at this table size
        self.position = position
        self.file = file
        self.board = Board.of(self.content)
        self.players = {p.id: p for p in position.players}

    def fail(self, item: str, reason: str) -> NoReturn:
        raise ContentError(self.file, item, reason)

    def run(self) -> None:
        self._check_game()
        self.open_areas = playable(self.content, [self.content.city_states[p].home for p in self.players])
        owners: dict[str, str] = {}
        for player in self.position.players:
            self._check_player(player, owners)
        for neutral in self.position.neutral:
            item = f"neutral city {neutral.area!r}"
            self._city_area(item, neutral.area)
            if neutral.area in owners:
                self.fail(item, f"is also a city of {owners[neutral.area]!r}")
            owners[neutral.area] = ""
            self._check_upgrades(item, neutral.area, neutral.upgrades)
        for player in self.position.players:
            self._check_units(player)
        self._check_creatures()
        self._check_cards()

    # -- the game as a whole -------------------------------------------------------

    def _check_game(self) -> None:
        pos, content = self.position, self.content
        if not pos.players:
            self.fail("players", "a position needs at least one player")
        seen: set[str] = set()
        for player in pos.players:
            if player.id not in content.city_states:
                self.fail(f"player {player.id!r}", "no such city-state")
            if player.id in seen:
                self.fail(f"player {player.id!r}", "listed twice")
            seen.add(player.id)
        if pos.turn < 1:
            self.fail("turn", f"turns count from 1, not {pos.turn}")
        if pos.round < 1:
            self.fail("round", f"rounds count from 1, not {pos.round}")
        for field in ("active", "favorite"):
            who = getattr(pos, field)
            if who and who not in self.players:
                self.fail(field, f"{who!r} is not a player in this position")
        top = len(pos.players) + 1
        if pos.chaos and not 1 <= pos.chaos <= top:
            self.fail("chaos", f"the marker stands on a space from 1 to {top} with {len(pos.players)} players")
        for objective in pos.pathos:
            card = content.objectives.get(objective)
            if card is None or card.deck != "pathos":
                self.fail("pathos", f"{objective!r} is not a Pathos objective")
        if pos.ai_ethos:
            if not any(p.ai for p in pos.players):
                self.fail("ai_ethos", "only a game with AI players has shared AI Ethos cards")
            for objective in pos.ai_ethos:
                card = content.objectives.get(objective)
                if card is None or card.deck != "ethos":
                    self.fail("ai_ethos", f"{objective!r} is not an Ethos objective")
            if len(set(pos.ai_ethos)) != len(pos.ai_ethos) or len(pos.ai_ethos) > AI_ETHOS:
                self.fail("ai_ethos", f"the AI players share at most {AI_ETHOS} different Ethos cards")

    # -- one player ------------------------------------------------------------------

    def _check_player(self, player: PlayerPosition, owners: dict[str, str]) -> None:
        item, content = f"player {player.id!r}", self.content
        for field in ("favor", "philosophers", "commerce", "advancement_count", "supply"):
            if getattr(player, field) < 0:
                self.fail(item, f"{field} cannot be negative")
        actions = content.scenario.setup.action_cubes
        for action, cubes in (player.cubes or {}).items():
            if action not in actions:
                self.fail(item, f"cubes: no action {action!r} (one of {', '.join(actions)})")
            if cubes < 0:
                self.fail(item, f"cubes: {action} cannot be negative")
        if player.ai:
            if player.advancements:
                self.fail(item, "an AI player keeps no advancement list; use advancement_count")
            if player.grudge and (player.grudge not in self.players or player.grudge == player.id):
                self.fail(item, f"grudge {player.grudge!r} must be another player in this position")
        else:
            for field in ("advancement_count", "supply", "grudge"):
                if getattr(player, field):
                    self.fail(item, f"{field} is for AI players only")
        self._known(item, "advancements", "advancement", player.advancements, content.advancements)
        self._known(item, "deities", "deity", player.deities, content.deities)
        for field in ("ethos", "ethos_hand"):
            for card in getattr(player, field):
                objective = content.objectives.get(card)
                if objective is None or objective.deck != "ethos":
                    self.fail(item, f"{field}: {card!r} is not an Ethos objective")
        if len(set(player.ethos)) != len(player.ethos):
            self.fail(item, "ethos: the objectives kept must be different cards")
        if len(player.ethos) > content.scenario.setup.ethos_kept:
            self.fail(item, f"ethos: keeps at most {content.scenario.setup.ethos_kept} objectives")
        if player.ethos and player.ethos_hand:
            self.fail(item, "ethos_hand: cards are dealt only to a player that has not chosen yet")
        for invocation in player.invocations_used:
            inv = content.invocations.get(invocation)
            if inv is None:
                self.fail(item, f"invocations_used: no invocation {invocation!r}")
            if not any(inv in content.deities[d].invocations for d in player.deities):
                self.fail(item, f"invocations_used: {invocation!r} belongs to no deity card the player has")
        if len(set(player.leaders_used)) != len(player.leaders_used):
            self.fail(item, "leaders_used: each token is spent once")
        self._known(item, "creatures_slain", "creature", player.creatures_slain, content.creatures)
        if player.turncoat_hero:
            self._area(item, "turncoat_hero", player.turncoat_hero)
        governments = 0
        for city in player.cities:
            city_item = f"{item} city {city.area!r}"
            self._city_area(city_item, city.area)
            if city.area in owners:
                self.fail(city_item, f"is already a city of {owners[city.area]!r}")
            owners[city.area] = player.id
            self._check_upgrades(city_item, city.area, city.upgrades)
            if city.government is not None:
                governments += 1
                self._check_government(city_item, city.government, ai=player.ai)
        if governments > 1:
            self.fail(item, f"has {governments} government markers; a player has one at most")

    def _known(self, item: str, field: str, label: str, ids: list[str], table: Mapping[str, object]) -> None:
        for ident in ids:
            if ident not in table:
                self.fail(item, f"{field}: unknown {label} {ident!r}")
        if len(set(ids)) != len(ids):
            self.fail(item, f"{field}: listed twice")

    def _check_government(self, item: str, marker: GovernmentMarker, *, ai: bool) -> None:
        if ai:
            if marker.government:
                self.fail(item, "an AI player's government marker is its garrison: government = \"\"")
        elif marker.government not in self.content.governments:
            self.fail(item, f"unknown government {marker.government!r}")

    # -- areas, cities and upgrades -------------------------------------------------------

    def _area(self, item: str, field: str, area: str) -> None:
        if area not in self.content.areas:
            self.fail(item, f"{field}: unknown area {area!r}")
        if area not in self.open_areas:
            self.fail(item, f"{field}: {area!r} is impassable with these city-states in play")

    def _city_area(self, item: str, area: str) -> None:
        if area not in self.content.areas:
            self.fail(item, "unknown area")
        if not self.board.is_city(area):
            self.fail(item, "is not a City Area (a land area with settlements)")
        if area not in self.open_areas:
            self.fail(item, "is impassable with these city-states in play")

    def _check_upgrades(self, item: str, city: str, upgrades: list[PlacedUpgrade]) -> None:
        content, area = self.content, self.content.areas[city]
        mines_here = Counter(mine_area for mine_area, _ in self.board.mines_of(city))
        used: Counter[tuple[str, str]] = Counter()
        kinds: Counter[str] = Counter()
        for up in upgrades:
            kind = content.upgrades.get(up.upgrade)
            if kind is None:
                self.fail(item, f"unknown upgrade {up.upgrade!r}")
            kinds[up.upgrade] += 1
            if kind.one_per_city and kinds[up.upgrade] > 1:
                self.fail(item, f"holds more than one {kind.name}")
            worship = kind.action == "worship"
            if worship and up.deity not in content.deities:
                self.fail(item, f"a {kind.name} needs a known patron deity, not {up.deity!r}")
            if not worship and up.deity:
                self.fail(item, f"only a temple has a patron deity, not a {kind.name}")
            if kind.needs_sea_clearing and not self.board.sea_clearing(city):
                self.fail(item, f"{kind.name} need a clearing onto a sea area")
            if up.site == "mine":
                if not kind.on_mines:
                    self.fail(item, f"{kind.name} cannot stand on a mine")
                if mines_here[up.mine] == 0:
                    self.fail(item, f"{up.mine!r} holds no mine location of this city")
            elif up.mine:
                self.fail(item, "mine is only for an upgrade with site = \"mine\"")
            if up.site == "free_temple" and not (area.free_temple and worship):
                self.fail(item, "only a temple stands on a free temple location, and only where the map has one")
            used[(up.site, up.mine)] += 1
        for (site, mine), count in used.items():
            room = {"settlement": area.settlements, "mine": mines_here[mine], "free_temple": 1}[site]
            if count > room:
                where = {
                    "settlement": "settlements", "mine": f"mine locations in {mine!r}", "free_temple": "free temple"
                }
                self.fail(item, f"{count} upgrades on {room} {where[site]}")

    # -- units ---------------------------------------------------------------------

    def _check_units(self, player: PlayerPosition) -> None:
        item, content = f"player {player.id!r}", self.content
        totals: Counter[str] = Counter()
        ships_at: Counter[str] = Counter()
        for stack in player.units:
            for key in stack.units:
                if base_unit(key) in content.units and content.units[base_unit(key)].domain == "sea":
                    ships_at[stack.area] += stack.units[key]
        for stack in player.units:
            self._area(item, "units", stack.area)
            at_sea = content.areas[stack.area].kind == "sea"
            if stack.moved < 0:
                self.fail(item, f"units on {stack.area!r}: moved cannot be negative")
            for key, count in stack.units.items():
                base, elite = base_unit(key), is_elite(key)
                unit = content.units.get(base)
                if unit is None:
                    self.fail(item, f"units on {stack.area!r}: unknown unit {key!r}")
                if elite and not unit.may_be_elite:
                    self.fail(item, f"units on {stack.area!r}: a {unit.name} cannot be elite")
                if count < 0:
                    self.fail(item, f"units on {stack.area!r}: {key} cannot be negative")
                if at_sea and unit.domain == "land" and base != "hero":
                    self.fail(item, f"units on {stack.area!r}: a {unit.name} cannot stand at sea")
                if at_sea and base == "hero" and count and not ships_at[stack.area]:
                    self.fail(item, f"units on {stack.area!r}: a hero at sea needs a trireme of its own there")
                if unit.supply_limit and stack.moved > unit.supply_limit:
                    self.fail(
                        item, f"units on {stack.area!r}: a {unit.name} is supplied at most"
                        f" {unit.supply_limit} times a turn, not {stack.moved}",
                    )
                totals[base] += count
        for base, count in totals.items():
            limit = content.units[base].limit
            if limit and count > limit:
                self.fail(item, f"has {count} {content.units[base].name} units; the limit is {limit}")

    # -- creatures and cards ------------------------------------------------------------

    def _check_creatures(self) -> None:
        content = self.content
        governments = {
            city.area for p in self.position.players for city in p.cities if city.government is not None
        }
        slain = {c for p in self.position.players for c in p.creatures_slain}
        seen_areas: set[str] = set()
        seen: set[str] = set()
        for placed in self.position.creatures:
            item = f"creature {placed.creature!r}"
            creature = content.creatures.get(placed.creature)
            if creature is None:
                self.fail(item, "no such creature")
            if placed.creature in seen:
                self.fail(item, "is on the map twice")
            if placed.creature in slain:
                self.fail(item, "was slain and cannot be on the map")
            seen.add(placed.creature)
            self._area(item, "area", placed.area)
            if placed.area in seen_areas:
                self.fail(item, f"{placed.area!r} already holds a creature")
            seen_areas.add(placed.area)
            area = content.areas[placed.area]
            allowed = {
                "sea": area.kind == "sea",
                "island": area.kind == "land" and area.island,
                "non_city_land": area.kind == "land" and not area.settlements,
                "non_government_city": bool(area.settlements) and placed.area not in governments,
            }[creature.placement]
            if not allowed:
                self.fail(item, f"cannot stand on {placed.area!r} (placement: {creature.placement})")
        for player in self.position.players:
            if len(set(player.creatures_slain)) != len(player.creatures_slain):
                self.fail(f"player {player.id!r}", "creatures_slain: listed twice")
        slayers = Counter(c for p in self.position.players for c in p.creatures_slain)
        for creature_id, count in slayers.items():
            if count > 1:
                self.fail(f"creature {creature_id!r}", "slain by two players")

    def _check_cards(self) -> None:
        content, decks = self.content, self.position.decks
        copies = {event.id: event.copies for event in content.world_events}
        held: Counter[str] = Counter(decks.world_events) + Counter(decks.world_discard)
        for player in self.position.players:
            held.update(player.world_events)
        for card, count in held.items():
            if card not in copies:
                self.fail("decks", f"unknown world event {card!r}")
            if count > copies[card]:
                self.fail("decks", f"world event {card!r} appears {count} times; the deck has {copies[card]}")
        ethos_copies = {o.id: o.copies for o in content.objectives.values() if o.deck == "ethos"}
        ethos: Counter[str] = Counter(decks.ethos) + Counter(self.position.ai_ethos)
        for player in self.position.players:
            ethos.update(player.ethos)
            ethos.update(player.ethos_hand)
        for card, count in ethos.items():
            if card not in ethos_copies:
                self.fail("decks", f"{card!r} is not an Ethos objective")
            if count > ethos_copies[card]:
                self.fail("decks", f"Ethos card {card!r} appears {count} times; the deck has {ethos_copies[card]}")
        ai_ids = Counter(decks.ai_cards)
        known_ai = {c.id for c in content.ai_cards}
        for card, count in ai_ids.items():
            if card not in known_ai:
                self.fail("decks", f"unknown AI card {card!r}")
            if count > 1:
                self.fail("decks", f"AI card {card!r} is listed twice")
        # the deity deck holds several cards of each deity, so only names are checked
        for deity in decks.deities:
            if deity not in content.deities:
                self.fail("decks", f"unknown deity {deity!r}")
