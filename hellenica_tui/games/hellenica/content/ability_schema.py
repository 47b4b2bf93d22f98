"""The ability and condition kinds content may use (see `effect_schema`):
lasting changes of the rules, combat and movement abilities, the creatures'
upkeep abilities, and the conditions of objective cards.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from msgspec import Meta

from hellenica_tui.games.hellenica.content.effect_schema import (
    Action,
    Commodity,
    Countable,
    Duration,
    EffectBase,
    Role,
    Target,
    When,
    YellowFace,
)


class Income(EffectBase, frozen=True, kw_only=True, tag="income"):
    """At every Upkeep, while replenishing player boards, the owner gains as the effect `gain` with the
    same parameters would give."""

    ROLE: ClassVar[Role] = "ability"

    commodity: Commodity
    amount: Annotated[int, Meta(ge=1, le=5)]
    per: Countable | None = None
    of: list[str] = []
    max: Annotated[int, Meta(ge=1, le=10)] | None = None


class ExtraActionCube(EffectBase, frozen=True, kw_only=True, tag="extra_action_cube"):
    """At every Upkeep the owner places one more Action Cube on the locked space of `action` (a natural
    wood one for build), so it can take that action once more a turn."""

    ROLE: ClassVar[Role] = "ability"

    action: Action


class ActionBonus(EffectBase, frozen=True, kw_only=True, tag="action_bonus"):
    """Each time the owner takes `action` (also through Exchange Commerce) it produces `amount` more:
    more Favor for worship, Philosophers for research, Commerce for supply (only when supplying
    Commerce), units for train (only for the kinds in `of` if given, never heroes); build has no
    product and gains nothing."""

    ROLE: ClassVar[Role] = "ability"
    REFS: ClassVar[dict[str, str]] = {'of': 'units'}

    action: Action
    amount: Annotated[int, Meta(ge=1, le=3)]
    of: list[str] = []


class RuleValue(EffectBase, frozen=True, kw_only=True, tag="rule_value"):
    """One number of the rules is different for the owner: `exchange_cost` is the Commerce an Exchange
    Commerce action costs (normally 3); `commerce_per_philosopher` is the Commerce converted into
    one Philosopher during research (normally 3); `pass_commerce` is added to the Commerce gained
    when passing with at least one cube left."""

    ROLE: ClassVar[Role] = "ability"

    rule: Literal['exchange_cost', 'commerce_per_philosopher', 'pass_commerce']
    amount: Annotated[int, Meta(ge=0, le=5)]


class BuildOnMines(EffectBase, frozen=True, kw_only=True, tag="build_on_mines"):
    """The owner may build city upgrades (never City Walls) on the mine locations that belong to its
    cities."""

    ROLE: ClassVar[Role] = "ability"


class UnlockUpgrade(EffectBase, frozen=True, kw_only=True, tag="unlock_upgrade"):
    """The owner may build upgrades of kind `upgrade`, which need this advancement."""

    ROLE: ClassVar[Role] = "ability"
    REFS: ClassVar[dict[str, str]] = {'upgrade': 'upgrades'}

    upgrade: str


class BuildActive(EffectBase, frozen=True, kw_only=True, tag="build_active"):
    """Upgrades and Government markers the owner builds are Active at once instead of Under
    Construction; the natural wood cube of the Build action is put back on the pool."""

    ROLE: ClassVar[Role] = "ability"


class EliteUnits(EffectBase, frozen=True, kw_only=True, tag="elite_units"):
    """When the owner trains units of kind `unit`, or receives them from an effect, it may take elite
    ones instead of regular ones."""

    ROLE: ClassVar[Role] = "ability"
    REFS: ClassVar[dict[str, str]] = {'unit': 'units'}

    unit: str


class RevoltModifier(EffectBase, frozen=True, kw_only=True, tag="revolt_modifier"):
    """Add `amount` to the result of every Revolt in the owner's cities (a Revolt fails when the result
    is 0 or more)."""

    ROLE: ClassVar[Role] = "ability"

    amount: Annotated[int, Meta(ge=1, le=5)]


class CombatStrength(EffectBase, frozen=True, kw_only=True, tag="combat_strength"):
    """Add `amount` (which may be negative) to the final Combat Strength of the beneficiary's side
    (side = "self", the default) or of the side it fights (side = "enemy") in every combat round
    where all of `when` holds. Strength never drops below 0."""

    ROLE: ClassVar[Role] = "ability"
    TARGETS: ClassVar[tuple[Target, ...]] = ('combat',)

    amount: Annotated[int, Meta(ge=-5, le=5)]
    side: Literal['self', 'enemy'] | None = None
    when: list[When] = []
    duration: Duration | None = None


class ExtraDie(EffectBase, frozen=True, kw_only=True, tag="extra_die"):
    """The beneficiary's side rolls `count` more dice of colour `die` in every combat round where all
    of `when` holds. Extra green, red or blue dice compete for the highest number like the others;
    an extra yellow die adds its bonus, and its kill face kills a hero only if the side has one."""

    ROLE: ClassVar[Role] = "ability"
    TARGETS: ClassVar[tuple[Target, ...]] = ('combat',)
    REFS: ClassVar[dict[str, str]] = {'die': 'dice'}

    die: str
    count: Annotated[int, Meta(ge=1, le=3)]
    when: list[When] = []
    duration: Duration | None = None


class Reroll(EffectBase, frozen=True, kw_only=True, tag="reroll"):
    """Once in each combat where all of `when` holds (once within `duration` when given by an
    invocation), right after both sides roll, the beneficiary picks up to `count` dice of its own
    side (dice = "own") or of the enemy (dice = "enemy") to be rolled again; the new numbers stand."""

    ROLE: ClassVar[Role] = "ability"
    TARGETS: ClassVar[tuple[Target, ...]] = ('combat',)

    count: Annotated[int, Meta(ge=1, le=3)]
    dice: Literal['own', 'enemy']
    when: list[When] = []
    duration: Duration | None = None


class Suppress(EffectBase, frozen=True, kw_only=True, tag="suppress"):
    """In combat rounds where all of `when` holds, the side the beneficiary fights gets no `bonus`: no
    City Walls die and no +1 (combined arms are then allowed as if there were no walls), no Combined
    Arms die, no yellow die for heroes, or no second die for elite units."""

    ROLE: ClassVar[Role] = "ability"
    TARGETS: ClassVar[tuple[Target, ...]] = ('combat',)

    bonus: Literal['city_walls', 'combined_arms', 'hero_die', 'elite_dice']
    when: list[When] = []
    duration: Duration | None = None


class ExtraCasualty(EffectBase, frozen=True, kw_only=True, tag="extra_casualty"):
    """Each combat round the beneficiary's side wins (not ties) where all of `when` holds, it destroys
    `count` more enemy units of its choice."""

    ROLE: ClassVar[Role] = "ability"
    TARGETS: ClassVar[tuple[Target, ...]] = ('combat',)

    count: Annotated[int, Meta(ge=1, le=3)]
    when: list[When] = []
    duration: Duration | None = None


class PreventCasualty(EffectBase, frozen=True, kw_only=True, tag="prevent_casualty"):
    """The first `count` of the beneficiary's units that would be destroyed in combat (by the enemy's
    choice or a tie) are not destroyed; the enemy's win or tie still counts."""

    ROLE: ClassVar[Role] = "ability"
    TARGETS: ClassVar[tuple[Target, ...]] = ('combat',)

    count: Annotated[int, Meta(ge=1, le=5)]
    when: list[When] = []
    duration: Duration | None = None


class BrilliantLeader(EffectBase, frozen=True, kw_only=True, tag="brilliant_leader"):
    """The owner has a Brilliant General (domain = "land") or Brilliant Admiral ("sea") token: once per
    turn, before the dice of any round of a combat on a land (sea) area where it has units, it may
    place the token there for +1 to its final Combat Strength in every round of that combat. The
    token comes back at Upkeep."""

    ROLE: ClassVar[Role] = "ability"

    domain: Literal['land', 'sea']


class CrossMountains(EffectBase, frozen=True, kw_only=True, tag="cross_mountains"):
    """The beneficiary's units may move, withdraw and sea-transport across mountain sides as if they
    were clearings."""

    ROLE: ClassVar[Role] = "ability"
    TARGETS: ClassVar[tuple[Target, ...]] = ('self', 'none')

    duration: Duration | None = None


class SupplyLimit(EffectBase, frozen=True, kw_only=True, tag="supply_limit"):
    """The supply limit of the beneficiary's units of the kinds in `units` is `amount` higher (units
    with no limit stay unlimited)."""

    ROLE: ClassVar[Role] = "ability"
    TARGETS: ClassVar[tuple[Target, ...]] = ('self', 'none')
    REFS: ClassVar[dict[str, str]] = {'units': 'units'}

    amount: Annotated[int, Meta(ge=1, le=3)]
    units: list[str]
    duration: Duration | None = None


class TransportCapacity(EffectBase, frozen=True, kw_only=True, tag="transport_capacity"):
    """Each of the beneficiary's triremes may sea-transport up to `per_trireme` hoplites and cavalry
    across its sea area per Supply action, instead of 2."""

    ROLE: ClassVar[Role] = "ability"
    TARGETS: ClassVar[tuple[Target, ...]] = ('self', 'none')

    per_trireme: Annotated[int, Meta(ge=1, le=10)]
    duration: Duration | None = None


class BlockArea(EffectBase, frozen=True, kw_only=True, tag="block_area"):
    """On the target area, for everyone including the beneficiary: with "enter" no unit may move,
    withdraw or be placed by movement into it; with "leave" none may move out of it; with
    "transport" no sea transport may pass through it. Units already on their way stop where they
    stand before the blocked step."""

    ROLE: ClassVar[Role] = "ability"
    TARGETS: ClassVar[tuple[Target, ...]] = ('area', 'land_area', 'sea_area')

    blocks: list[Literal['enter', 'leave', 'transport']]
    duration: Duration | None = None


class BidBonus(EffectBase, frozen=True, kw_only=True, tag="bid_bonus"):
    """When bids on a world event are opened, the beneficiary's bid counts `amount` more than the Favor
    it put in (only if it bid at least 1); it pays only what it put in, and the Chaos Marker moves
    by what was paid."""

    ROLE: ClassVar[Role] = "ability"
    TARGETS: ClassVar[tuple[Target, ...]] = ('self', 'none')

    amount: Annotated[int, Meta(ge=1, le=5)]
    duration: Duration | None = None


class CountAtLeast(EffectBase, frozen=True, kw_only=True, tag="count_at_least"):
    """Met when the player's count of `what` (see Countable; `of` narrows it to those ids) is at least
    `n`."""

    ROLE: ClassVar[Role] = "condition"

    what: Countable
    of: list[str] = []
    n: Annotated[int, Meta(ge=1, le=50)]


class Most(EffectBase, frozen=True, kw_only=True, tag="most"):
    """Met when the player's count of `what` is at least `at_least` and higher than every other
    player's (a tie for the most meets it for no one)."""

    ROLE: ClassVar[Role] = "condition"

    what: Countable
    at_least: Annotated[int, Meta(ge=0, le=50)]
    of: list[str] = []


class HoldAreas(EffectBase, frozen=True, kw_only=True, tag="hold_areas"):
    """Met when at least `n` of `areas` are each held by the player: no other player has units there,
    it has at least `units` non-hero units there (default 0) and, with hero = true, a Hero too; with
    units = 0 and no hero, owning the City Area or having any unit there is enough."""

    ROLE: ClassVar[Role] = "condition"
    REFS: ClassVar[dict[str, str]] = {'areas': 'areas'}

    areas: list[str]
    n: Annotated[int, Meta(ge=1, le=10)]
    units: Annotated[int, Meta(ge=0, le=10)] | None = None
    hero: bool = False


class CreatureCombat(EffectBase, frozen=True, kw_only=True, tag="creature_combat"):
    """The creature fights the units on its area at Combat Strength `strength` and cannot be hurt. Each
    round the units roll as in combat, without withdrawing; if the creature is at least as strong it
    kills a random unit among `victims` (triremes, or any non-hero unit), and only if it was
    stronger does another round follow, `max_rounds` at most."""

    strength: Annotated[int, Meta(ge=1, le=8)]
    max_rounds: Annotated[int, Meta(ge=1, le=5)]
    victims: Literal['trireme', 'non_hero']
    at_sea: bool


class RollPerPiece(EffectBase, frozen=True, kw_only=True, tag="roll_per_piece"):
    """The yellow die is rolled once for every non-hero unit and every upgrade on the creature's island
    and every trireme on the seas around it; each '-' removes the piece it was rolled for."""


class Toll(EffectBase, frozen=True, kw_only=True, tag="toll"):
    """The yellow die is rolled once: on a face in `safe` nothing happens; otherwise the area pays the
    first loss in `losses` it can, a random non-hero unit or an upgrade of its owner's choice."""

    safe: list[YellowFace]
    losses: list[Literal['unit', 'upgrade']]
