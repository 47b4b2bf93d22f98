"""The typed shape of a war scenario (`scenarios/war/<id>/*.toml`).

Files decode into the `*File` Structs; `loading` checks them and builds one
`Content`, which the rules read and never change.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from hellenica_tui.engine.errors import GameError

UnitKind = Literal["army", "rowers", "fleet", "transport", "baggage", "leader"]
MoveClass = Literal["foot", "leader", "ship"]
Units = Literal["all", "armies", "fleets", "ships"]
Dice = Annotated[str, msgspec.Meta(pattern=r"^[1-9]d(6|10)$")]
Id = Annotated[str, msgspec.Meta(pattern=r"^[a-z][a-z0-9-]*$")]

EffectKind = Literal[
    "battle_roll", "attack_roll", "defence_roll", "battle_total", "city_attack", "city_defence",
    "home_defence", "diplomacy", "income", "move", "starvation", "navigation", "hand",
    "opponent_casualty", "recruit", "gold_once", "victory",
]  # fmt: skip
CardKind = Literal[
    "total", "opponent_total", "roll", "casualty", "opponent_casualty", "move", "gold", "treasure",
    "diplomacy", "opponent_diplomacy", "take_neutral", "revolt", "negate_revolt", "draw", "spy",
    "kill_leader", "exile", "election", "failure", "no_move", "no_income", "starve_city", "storms",
    "short_supplies", "hesitation", "plague", "desertions", "truce", "coup", "opponent_gold",
]  # fmt: skip


class _Data(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    pass


class Costs(_Data, frozen=True, kw_only=True):
    foot: int
    leader: int
    ship: int

    def of(self, cls: MoveClass) -> int:
        return {"foot": self.foot, "leader": self.leader, "ship": self.ship}[cls]


class Terrain(_Data, frozen=True, kw_only=True):
    id: Id
    name: str
    symbol: Annotated[str, msgspec.Meta(min_length=1, max_length=1)]
    stack: int
    defence: int
    cost: Costs
    water: bool = False
    dock: bool = False
    beach: bool = False
    farmland: bool = False


class UnitType(_Data, frozen=True, kw_only=True):
    id: UnitKind
    name: str
    move_class: MoveClass = msgspec.field(name="class")
    moves: int
    recruit: int
    upkeep: int
    stacks: bool
    battle_die: int
    needs_sea: bool = False


class Effect(_Data, frozen=True, kw_only=True):
    kind: EffectKind
    amount: int = 0
    dice: Dice | None = None
    units: Units = "all"
    also: Effect | None = None

    def parts(self) -> tuple[Effect, ...]:
        return (self, *(self.also.parts() if self.also else ()))


class Skill(_Data, frozen=True, kw_only=True):
    low: int
    high: int
    id: Id
    name: str
    effect: Effect


class Trait(_Data, frozen=True, kw_only=True):
    roll: int
    id: Id
    name: str
    effect: Effect


class CardEffect(_Data, frozen=True, kw_only=True):
    kind: CardKind
    amount: int = 0
    dice: Dice | None = None
    units: Units = "all"
    role: Literal["any", "attack", "defence"] = "any"
    theatre: Literal["any", "land", "sea", "city", "ships", "relief"] = "any"


class Card(_Data, frozen=True, kw_only=True):
    id: Id
    name: str
    when: Literal["battle", "turn", "response"]
    effect: CardEffect
    text: str


class City(_Data, frozen=True, kw_only=True):
    id: Id
    name: str
    space: str
    people: str = ""  # set for the twelve city-states, which may be home cities


class ScenarioFile(_Data, frozen=True, kw_only=True):
    id: str
    title: str
    players_min: int
    players_max: int
    turns: int


class TerrainFile(_Data, frozen=True, kw_only=True):
    terrain: tuple[Terrain, ...]


class UnitsFile(_Data, frozen=True, kw_only=True):
    unit: tuple[UnitType, ...]


class SkillsFile(_Data, frozen=True, kw_only=True):
    skill: tuple[Skill, ...]
    skill_count: tuple[int, ...]


class TraitsFile(_Data, frozen=True, kw_only=True):
    trait: tuple[Trait, ...]


class CardsFile(_Data, frozen=True, kw_only=True):
    card: tuple[Card, ...]


class MapFile(_Data, frozen=True, kw_only=True):
    rows: tuple[str, ...]
    city: tuple[City, ...]


class LeadersFile(_Data, frozen=True, kw_only=True):
    names: tuple[str, ...]


class Space(_Data, frozen=True, kw_only=True):
    """One hex of the map, with what the rules ask of it."""

    id: str
    terrain: str
    neighbours: tuple[str, ...]
    coastal: bool  # a land space next to the sea
    city: str = ""


class Content(_Data, frozen=True, kw_only=True):
    scenario: str
    hash: str
    title: str
    players_min: int
    players_max: int
    turns: int
    terrain: dict[str, Terrain]
    units: dict[str, UnitType]
    skills: tuple[Skill, ...]
    skill_count: tuple[int, ...]
    traits: dict[int, Trait]
    cards: dict[str, Card]
    cities: dict[str, City]
    spaces: dict[str, Space]
    leader_names: tuple[str, ...]

    def terrain_of(self, space: str) -> Terrain:
        return self.terrain[self.spaces[space].terrain]

    def skill_for(self, roll: int) -> Skill:
        return next(s for s in self.skills if s.low <= roll <= s.high)


class ContentError(GameError, ValueError):
    """A scenario file is wrong: one line naming the file, the item and the fault."""

    def __init__(self, file: str, item: str, problem: str) -> None:
        super().__init__(f"{file}: {item}: {problem}" if item else f"{file}: {problem}")
