"""The typed shape of an Epireia scenario's files, decoded by msgspec.

Every table is a list of items with an `id`; effects and objectives are tagged
unions on `kind`, so a misspelt kind or field is refused on load."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from hellenica_tui.engine.errors import GameError
from hellenica_tui.games.epireia.vocabulary import League, Resource, Resources, RollKind, Unit

Id = Annotated[str, msgspec.Meta(pattern=r"^[a-z][a-z0-9-]{0,31}$")]
Count = Annotated[int, msgspec.Meta(ge=0, le=99)]
Die = Annotated[int, msgspec.Meta(ge=1, le=13)]  # 13: a roll a d12 alone never makes


class Item(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    pass


class Tagged(msgspec.Struct, kw_only=True, forbid_unknown_fields=True, tag_field="kind"):
    pass


# -- the numbers of the game ------------------------------------------------------------


class Donation(Item):
    least: Count
    most: Count


class BrigandStep(Item):
    least_attack: Count
    target: Die


class Rules(Item):
    title: str
    start_resources: Resources
    start_prestige: Count
    prestige_max: Count
    resource_cap: Count
    actions_per_turn: Count
    donation: Donation
    figures_in_play: Annotated[int, msgspec.Meta(ge=1, le=6)]
    trade_posts: Count
    ability_uses: Count
    income: Resources
    integration_order: list[Id]
    integration_copper: Count
    brigands: list[BrigandStep]


# -- cities and figures -----------------------------------------------------------------


class City(Item):
    id: Id
    name: str
    target: Die
    reward: Unit


class RollBonus(Tagged, tag="roll"):
    on: RollKind
    amount: Count


class Income(Tagged, tag="income"):
    resource: Resource
    amount: Count


class Figure(Item):
    id: Id
    name: str
    city: Id
    attack: Annotated[int, msgspec.Meta(ge=1, le=3)]
    sea: bool
    ability: RollBonus | Income | None = None
    text: str = ""


# -- administrators ---------------------------------------------------------------------


class FreeToken(Tagged, tag="free_token"):
    level: Annotated[int, msgspec.Meta(ge=1, le=2)]


class PrestigeGain(Tagged, tag="prestige"):
    amount: Count


class Blessing(Tagged, tag="blessing"):
    amount: Count


class Withdraw(Tagged, tag="withdraw"):
    amount: Count


class Gain(Tagged, tag="gain"):
    resources: Resources


class FreeBuild(Tagged, tag="free_build"):
    pass


Ability = FreeToken | PrestigeGain | Blessing | Withdraw | Gain | FreeBuild


class NewFigure(Tagged, tag="figure"):
    pass


class TokenGain(Tagged, tag="token"):
    unit: Unit
    level: Annotated[int, msgspec.Meta(ge=1, le=2)]


class ResourceGain(Tagged, tag="resources"):
    resources: Resources


BonusGain = NewFigure | TokenGain | ResourceGain


class Bonus(Item):
    level: Count
    gain: BonusGain
    pay: Resources = {}


class Administrator(Item):
    id: Id
    name: str
    ability: Ability
    text: str
    bonuses: list[Bonus]


# -- buildings --------------------------------------------------------------------------


class LevelTwo(Tagged, tag="level_two"):
    unit: Unit


class AdministratorUse(Tagged, tag="administrator"):
    pass


BuildingEffect = LevelTwo | PrestigeGain | Income | NewFigure | RollBonus | AdministratorUse
Category = Literal["military", "religious", "civil", "political", "administrator"]


class Building(Item):
    id: Id
    name: str
    category: Category
    cost: Resources
    effect: BuildingEffect


# -- military tokens and the battlefield ------------------------------------------------


class Deck(Item):
    unit: Unit
    level: Annotated[int, msgspec.Meta(ge=1, le=2)]
    prefix: Annotated[str, msgspec.Meta(pattern=r"^[a-z]$")]
    cost: Resources
    values: list[Annotated[int, msgspec.Meta(ge=0, le=20)]]


class Front(Item):
    id: Id
    name: str
    columns: list[list[Unit]]


# -- the map ----------------------------------------------------------------------------


class UnitSpec(Item):
    unit: Unit
    level: Annotated[int, msgspec.Meta(ge=1, le=2)]


class Reward(Item):
    resources: Resources = {}
    tokens: list[UnitSpec] = []


class Empire(Item):
    id: Id
    name: str
    sea: bool
    target_one: Die
    target_two: Die
    reward: Reward


class Territory(Item):
    id: Id
    name: str
    sea: bool
    tax: Resources


# -- the Acts ---------------------------------------------------------------------------

ObjectiveKind = Literal[
    "prestige", "buildings", "reserve", "territories", "figures", "empires", "integrations", "donations"
]


class Objective(Item):
    kind: ObjectiveKind
    at_least: Count


class Brigands(Tagged, tag="brigands"):
    spaces: list[Id]


class EmpireTarget(Tagged, tag="empire_target"):
    amount: Count


class Closed(Tagged, tag="closed"):
    spaces: list[Id]


class NoIncome(Tagged, tag="no_income"):
    resource: Resource


class TokenCost(Tagged, tag="token_cost"):
    amount: Count


Constraint = Brigands | EmpireTarget | Closed | NoIncome | TokenCost


class Card(Item):
    id: Id
    act: Annotated[int, msgspec.Meta(ge=1, le=3)]
    title: str
    story: str
    objective: Objective
    reward: list[UnitSpec]
    constraints: list[Constraint] = []


# -- the solo game ----------------------------------------------------------------------


class Enemy(Item):
    city: Id
    figures: list[Id]


class SoloScenario(Item):
    id: Id
    title: str
    story: str
    rounds: Annotated[int, msgspec.Meta(ge=1, le=30)]
    league: League
    cities: list[Id]
    objectives: list[Objective]
    enemies: list[Enemy] = []
    constraints: list[Constraint] = []
    army: dict[str, str] = {}  # slot -> token


class Gift(Tagged, tag="gift"):
    resources: Resources


class Augur(Item):
    id: Id
    title: str
    effects: list[EmpireTarget | Closed | NoIncome | TokenCost | Gift]


# -- the files --------------------------------------------------------------------------


class CitiesFile(Item):
    city: list[City]


class FiguresFile(Item):
    figure: list[Figure]


class AdministratorsFile(Item):
    administrator: list[Administrator]


class BuildingsFile(Item):
    building: list[Building]


class TokensFile(Item):
    deck: list[Deck]


class BattlefieldFile(Item):
    front: list[Front]


class MapFile(Item):
    empire: list[Empire]
    territory: list[Territory]


class ActsFile(Item):
    card: list[Card]


class SoloFile(Item):
    start_prestige: Count
    enemy_moves: list[Id]
    scenario: list[SoloScenario]


class AugursFile(Item):
    augur: list[Augur]


class ContentError(GameError, ValueError):
    """A scenario's data is unusable: one line naming the file, the item and the fault."""

    def __init__(self, file: str, item: str, what: str) -> None:
        super().__init__(f"{file}: {item}: {what}")
