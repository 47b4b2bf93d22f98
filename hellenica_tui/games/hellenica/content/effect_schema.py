"""The effect kinds content may use: one Struct each, with its parameters typed.

Content (cards, invocations, advancements) names an effect by kind; the rules
implement kinds, never a card by name. In a scenario file an effect is written
`{kind = "gain", params = {commodity = "favor", amount = 2}}`; the loader
decodes it into the kind's Struct (`Gain(commodity="favor", amount=2)`), so an
unknown kind, a missing or unknown parameter, a value of the wrong type, out
of range or not among the allowed ones is refused while decoding. What the
types cannot say (names of units, areas and the like; roles) is checked by
`validation`. This module holds the shared vocabulary and the one-off effects;
`ability_schema` the abilities and conditions.

Every kind has a role (`ROLE`):

- "effect": happens once, when the card, invocation or activation resolves;
- "ability": a lasting change of the rules. An advancement's abilities last
  while the player owns it and carry no `duration`; anywhere else an ability
  must say how long it lasts with a `duration` (see `Duration`);
- "condition": a test of a player's position (objective cards).

`TARGETS` lists the invocation targets (Invocation.target) an invocation
using the kind may have (empty: not checked); `REFS` names, for a parameter,
the content table its value (or each item) must name.

Words used in the texts below:

- the *beneficiary* is whoever the effect works for: the caster of an
  invocation, the owner of a government or an advancement, the winning bidder
  of a world event;
- the *target* is what the invocation (or card) names when cast, as its
  `target` field says: a player, an area, a city, a combat or an invocation;
- a *city* is a City Area (a land area with settlements); the owner's upgrades
  on the mine locations that belong to it are part of it.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec
from msgspec import Meta

ParamValue = int | str | bool | list[str]
Role = Literal["effect", "ability", "condition"]
Target = Literal[
    "self", "player", "area", "land_area", "sea_area", "city", "own_city",
    "combat", "invocation", "world_event", "none",
]

# == Vocabulary shared by the kinds ==================================================

Commodity = Literal["favor", "philosophers", "commerce"]
Action = Literal["build", "train", "research", "worship", "supply"]
# How long an ability given by an invocation or an event lasts: until the end of
# the current combat round, the current combat, the current action (including
# its movement, combats, world event and bids) or the current turn (Upkeep).
Duration = Literal["round", "combat", "action", "turn"]
# Combat circumstances an ability may be limited to; all listed must hold.
# "walls": a land combat over a city with City Walls.
When = Literal["land", "sea", "attacking", "defending", "walls"]
# Who picks the units or upgrades an effect destroys.
Chooser = Literal["caster", "owner", "random"]
# What a count condition (or a gain "per" something) counts, for one player:
#   advancements           advancements owned (`of`: categories)
#   advancement_categories categories in which the player owns an advancement
#   cities                 City Areas owned
#   island_cities          City Areas owned that are islands
#   settlements            settlements in City Areas owned
#   foreign_home_cities    Home Cities owned of other city-states in play
#   upgrades               city upgrades owned, on settlements and mines (`of`:
#                          upgrade ids); a Government marker counts as the upgrade
#                          it shows, a Wonder of the World only as a Wonder
#   mine_upgrades          city upgrades owned that stand on mine locations
#   deities                different deities with a temple the player owns
#   units                  units on the map (`of`: unit ids; elite ones included)
#   elite_units            elite units on the map
#   sea_areas              sea areas holding at least one of the player's triremes
#   world_events           world events won this game
#   creatures_slain        mythological creatures slain this game
#   favor, philosophers, commerce   the commodity on the player's stockpile
Countable = Literal[
    "advancements", "advancement_categories", "cities", "island_cities", "settlements",
    "foreign_home_cities", "upgrades", "mine_upgrades", "deities", "units", "elite_units",
    "sea_areas", "world_events", "creatures_slain", "favor", "philosophers", "commerce",
]
# The table the items of `of` name, by what is counted; other counts take no `of`.
OF_TABLES = {"advancements": "categories", "upgrades": "upgrades", "mine_upgrades": "upgrades", "units": "units"}
# Who an effect with a `who` parameter reaches: the beneficiary (the default),
# every player, every player but the beneficiary, or one other player the
# beneficiary names.
Who = Literal["self", "each", "others", "chosen"]
YellowFace = Literal["++", "+", "", "-"]


class EffectBase(
    msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, tag_field="kind", omit_defaults=True
):
    """What every effect kind shares; a parameter left out takes its default
    (None: not given)."""

    ROLE: ClassVar[Role] = "effect"
    TARGETS: ClassVar[tuple[Target, ...]] = ()
    REFS: ClassVar[dict[str, str]] = {}

    @property
    def kind(self) -> str:
        return str(self.__struct_config__.tag)

    @property
    def params(self) -> dict[str, ParamValue]:
        """The parameters given, as the file writes them (the form a timed
        ability keeps in the game state)."""
        found: dict[str, ParamValue] = msgspec.to_builtins(self)
        del found["kind"]
        return found


# == One-off effects ==================================================================


class Gain(EffectBase, frozen=True, kw_only=True, tag="gain"):
    """The beneficiary takes `amount` of `commodity` from the pool. With `per`, it takes `amount` for
    each thing of that count it has (see Countable; `of` narrows it), at most `max` in all when
    `max` is given. With `who`, it reaches each = every player (the beneficiary too), others = every
    other player, or chosen = one other player the beneficiary names, instead of the beneficiary."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('self', 'none')

    commodity: Commodity
    amount: Annotated[int, Meta(ge=1, le=10)]
    per: Countable | None = None
    of: list[str] = []
    max: Annotated[int, Meta(ge=1, le=10)] | None = None
    who: Who | None = None


class Take(EffectBase, frozen=True, kw_only=True, tag="take"):
    """The target player gives the beneficiary `amount` of `commodity` from its stockpile, or all it
    has if it has less. (Favor cannot be traded between players, but an effect may move it.)"""

    TARGETS: ClassVar[tuple[Target, ...]] = ('player',)

    commodity: Commodity
    amount: Annotated[int, Meta(ge=1, le=10)]


class PlaceUnits(EffectBase, frozen=True, kw_only=True, tag="place_units"):
    """The beneficiary places `count` units of kind `unit` from its pool on the target area (or, with
    where = "government_city", on its Government City), as many as its unit limit allows. With elite
    = true they are elite; otherwise they are elite if the beneficiary may train that kind elite and
    chooses so. New units arriving where an enemy stands fight at once, the beneficiary attacking."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('own_city', 'land_area', 'area')
    REFS: ClassVar[dict[str, str]] = {'unit': 'units'}

    unit: str
    count: Annotated[int, Meta(ge=1, le=5)]
    elite: bool = False
    where: Literal['target', 'government_city'] | None = None


class DestroyUnits(EffectBase, frozen=True, kw_only=True, tag="destroy_units"):
    """Up to `count` units that players other than the beneficiary have on the target area (or on the
    beneficiary's enemy side of the target combat) are destroyed and returned to their pools, picked
    by `chooser`: the beneficiary, their owner, or at random. Only kinds in `units` may be picked
    (default: every kind but heroes). A unit's owner may not withdraw it in answer."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('area', 'land_area', 'sea_area', 'combat')
    REFS: ClassVar[dict[str, str]] = {'units': 'units'}

    count: Annotated[int, Meta(ge=1, le=5)]
    chooser: Chooser
    units: list[str] = []


class PromoteUnits(EffectBase, frozen=True, kw_only=True, tag="promote_units"):
    """Up to `count` of the beneficiary's regular units on the target area, of the kinds in `units`
    (default: every kind that may be elite), become elite, even without the advancement that allows
    training them elite."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('area', 'land_area', 'sea_area')
    REFS: ClassVar[dict[str, str]] = {'units': 'units'}

    count: Annotated[int, Meta(ge=1, le=5)]
    units: list[str] = []


class PlaceUpgrade(EffectBase, frozen=True, kw_only=True, tag="place_upgrade"):
    """The beneficiary builds, for free and without a Build action, one city upgrade in the target city
    it owns: of kind `upgrade`, or of its choice (never a Wonder of the World) when `upgrade` is
    absent. It goes on an empty settlement, or replaces an Active or Under Construction upgrade
    there, following every Build rule (Docks need a sea clearing, one City Walls per city, a Temple
    gets a patron deity). It is Under Construction until the end of the turn, or Active at once with
    active = true."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('own_city',)
    REFS: ClassVar[dict[str, str]] = {'upgrade': 'upgrades'}

    upgrade: str | None = None
    active: bool = False


class DestroyUpgrades(EffectBase, frozen=True, kw_only=True, tag="destroy_upgrades"):
    """Up to `count` city upgrades on the settlements of the target city (never a Government marker)
    are destroyed and go back to the pool, picked by `chooser`. A city left with no units and no
    upgrades becomes neutral (a Home City returns to its first owner)."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('city',)

    count: Annotated[int, Meta(ge=1, le=5)]
    chooser: Chooser


class ReadyUpgrades(EffectBase, frozen=True, kw_only=True, tag="ready_upgrades"):
    """Up to `count` Exhausted city upgrades in the target city the beneficiary owns become Active
    again: their Action Cubes go back to the pool, not to the player board."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('own_city',)

    count: Annotated[int, Meta(ge=1, le=5)]


class ExhaustUpgrades(EffectBase, frozen=True, kw_only=True, tag="exhaust_upgrades"):
    """Up to `count` Active city upgrades in the target city (the beneficiary's pick) become Exhausted:
    a cube from the pool is put on each and comes off at Upkeep as usual."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('city',)

    count: Annotated[int, Meta(ge=1, le=5)]


class GainCity(EffectBase, frozen=True, kw_only=True, tag="gain_city"):
    """The target must be a neutral City Area with no units and no creature on it: the beneficiary
    becomes its owner (its upgrades stay) without conquering it."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('city',)


class Revolt(EffectBase, frozen=True, kw_only=True, tag="revolt"):
    """A Revolt happens in the target city, which may not be a Government City; it is resolved by the
    Revolt rules, the city's owner rolling."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('city',)


class ResearchAdvancement(EffectBase, frozen=True, kw_only=True, tag="research_advancement"):
    """The beneficiary may buy exactly one advancement now by paying its Philosopher cost, as in the
    second part of a Research action; prerequisites apply and Commerce may not be converted."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('self', 'none')


class EndCombat(EffectBase, frozen=True, kw_only=True, tag="end_combat"):
    """The target combat ends after the current round: the attacker's surviving units go back where
    they attacked from, as in an attacker's withdrawal (using sea transport if needed)."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('combat',)


class CancelInvocation(EffectBase, frozen=True, kw_only=True, tag="cancel_invocation"):
    """The target invocation is cancelled: it has no effect, its Favor stays spent and it counts as
    used this turn. Counter invocations resolve latest cast first, before the others (see
    mechanics.invocations)."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('invocation',)


class RaiseCost(EffectBase, frozen=True, kw_only=True, tag="raise_cost"):
    """The target invocation costs `amount` more Favor, paid by its caster when it resolves; a caster
    who cannot pay sees it fizzle (no effect, Favor already paid is lost, it counts as used).
    Resolves before the invocation it targets."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('invocation',)

    amount: Annotated[int, Meta(ge=1, le=3)]


class BecomeFavorite(EffectBase, frozen=True, kw_only=True, tag="become_favorite"):
    """The beneficiary becomes the Favorite of the Gods and chooses which face of the token is up (the
    direction of play), overriding the count of Favor this phase."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('self', 'none')


class Foresee(EffectBase, frozen=True, kw_only=True, tag="foresee"):
    """The beneficiary looks in secret at the top `count` cards of `deck` and puts them back on top in
    the order it likes."""

    TARGETS: ClassVar[tuple[Target, ...]] = ('self', 'none')

    deck: Literal['world_events', 'ethos']
    count: Annotated[int, Meta(ge=1, le=5)]


class Lose(EffectBase, frozen=True, kw_only=True, tag="lose"):
    """The beneficiary returns `amount` of `commodity` to the pool, or all it has if it has less. With
    `who`, it reaches each = every player (the beneficiary too), others = every other player, or
    chosen = one other player the beneficiary names, instead of the beneficiary."""

    commodity: Commodity
    amount: Annotated[int, Meta(ge=1, le=10)]
    who: Who | None = None


class FreeAdvancement(EffectBase, frozen=True, kw_only=True, tag="free_advancement"):
    """The beneficiary takes one advancement of level `level` or lower without paying Philosophers; the
    prerequisite rule still holds. An AI player adds 1 to its advancements."""

    level: Annotated[int, Meta(ge=1, le=2)]


class GainCube(EffectBase, frozen=True, kw_only=True, tag="gain_cube"):
    """The beneficiary puts `amount` more Action Cubes on the `action` space of its board, to use this
    turn like any other (natural wood ones for build); they are not replaced at Upkeep. A player who
    has passed gains nothing; an AI player adds `amount` to its Supply when `action` is supply and
    gains nothing otherwise."""

    action: Action
    amount: Annotated[int, Meta(ge=1, le=3)]


class SwapEthos(EffectBase, frozen=True, kw_only=True, tag="swap_ethos"):
    """The beneficiary draws `draw` Ethos cards and may exchange any of its hidden Ethos objectives for
    them, one for one, still keeping two different cards; the rest go back into the Ethos deck,
    which is shuffled. A player that has not chosen its Ethos cards yet, or an AI player, gains
    nothing."""

    draw: Annotated[int, Meta(ge=1, le=4)]


class ChaosShift(EffectBase, frozen=True, kw_only=True, tag="chaos_shift"):
    """The Chaos Marker moves: a positive `steps` moves it down the track, triggering world events as a
    revealed card's chaos number does (each trigger draws a fresh card, whatever its chaos number);
    a negative one moves it up, never above the space it starts the game on (players + 1)."""

    steps: Annotated[int, Meta(ge=-7, le=7)]


class Revolts(EffectBase, frozen=True, kw_only=True, tag="revolts"):
    """The beneficiary picks `count` different cities, none a Government City, owned by other players
    (`of` = others) or by anyone, itself included (`of` = any, so that the revolt happens even if
    only the beneficiary has such a city); each in turn suffers a Revolt as in the effect `revolt`.
    Too few such cities: as many as there are."""

    count: Annotated[int, Meta(ge=1, le=3)]
    of: Literal['others', 'any']


class AreaReduction(EffectBase, frozen=True, kw_only=True, tag="area_reduction"):
    """The beneficiary picks `count` different areas of kind `area` (city = a City Area; land, sea, or
    any area). Every player with units or upgrades on each removes `amount` of them there, its own
    choice among units and upgrades (units only with units_only = true, and always for an AI
    player); one with fewer removes all. A city left with no units and no upgrades becomes neutral,
    or returns to the city-state whose Home City it is."""

    count: Annotated[int, Meta(ge=1, le=3)]
    area: Literal['city', 'land', 'sea', 'any']
    amount: Annotated[int, Meta(ge=1, le=3)]
    units_only: bool = False


class Eruption(EffectBase, frozen=True, kw_only=True, tag="eruption"):
    """The beneficiary picks a volcano area. Every player with pieces on it removes `volcano_loss` of
    them there, as in an area reduction; then every player with pieces on land areas next to the
    volcano removes `adjacent_loss` of them from one such area of its choice."""

    volcano_loss: Annotated[int, Meta(ge=1, le=3)]
    adjacent_loss: Annotated[int, Meta(ge=1, le=3)]


class PlaceCreature(EffectBase, frozen=True, kw_only=True, tag="place_creature"):
    """The beneficiary places the creature on an area its placement rule allows where no creature
    stands (moving it there if it is already on the map). A slain creature stays with its slayer and
    is not placed again; with no allowed area, nothing happens."""

    REFS: ClassVar[dict[str, str]] = {'creature': 'creatures'}

    creature: str


class TurncoatHero(EffectBase, frozen=True, kw_only=True, tag="turncoat_hero"):
    """A special hero called `name`, outside every hero limit. Off the map: the beneficiary places it
    on its Government City (or, without one, a city it owns). Another player's: it changes sides and
    moves to the beneficiary's Government City. Already the beneficiary's: nothing happens."""

    name: str


class Reshuffle(EffectBase, frozen=True, kw_only=True, tag="reshuffle"):
    """Once the event this card set off has been dealt with, the world event discard pile and the cards
    left in the deck are shuffled together into a new deck; cards players have won stay out of it."""
