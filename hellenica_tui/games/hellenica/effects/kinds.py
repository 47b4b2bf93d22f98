"""The effect kinds that content may use, with the parameters each takes.

Content (cards, invocations, advancements) names an effect by kind; the rules
implement kinds, never a card by name. The loader checks every `Effect` in
the content against this registry.

Every kind has a role:

- "effect": happens once, when the card, invocation or activation resolves;
- "ability": a lasting change of the rules. An advancement's abilities last
  while the player owns it and carry no `duration`; anywhere else an ability
  must say how long it lasts with a `duration` (see `DURATIONS`);
- "condition": a test of a player's position (objective cards).

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

from typing import Any

import msgspec

from hellenica_tui.games.hellenica.content.schema import Effect


class EffectKind(msgspec.Struct, frozen=True):
    kind: str
    params: dict[str, str]  # parameter name -> "int" | "str" | "bool" | "list"
    optional: tuple[str, ...] = ()
    text: str = ""
    role: str = "effect"  # "effect" | "ability" | "condition" (see the module doc)
    # allowed values of a str parameter, or of every item of a list parameter
    choices: dict[str, tuple[str, ...]] = {}
    # parameter -> the content table its value (or each item) must name:
    # "units", "upgrades", "dice", "areas", "deities", "advancements", "categories"
    refs: dict[str, str] = {}
    # inclusive bounds of an int parameter
    ranges: dict[str, tuple[int, int]] = {}
    # the invocation targets (Invocation.target) an invocation using the kind may
    # have; empty: the kind is not checked against targets
    targets: tuple[str, ...] = ()


ROLES = ("effect", "ability", "condition")

EFFECT_KINDS: dict[str, EffectKind] = {}


def register(*kinds: EffectKind) -> None:
    """Add kinds to the registry; a name registered twice is a programming error."""
    for spec in kinds:
        if spec.kind in EFFECT_KINDS:
            raise ValueError(f"effect kind {spec.kind!r} is registered twice")
        if spec.role not in ROLES:
            raise ValueError(f"effect kind {spec.kind!r} has unknown role {spec.role!r}")
        EFFECT_KINDS[spec.kind] = spec


# == Vocabulary shared by the kinds below ==========================================

COMMODITIES = ("favor", "philosophers", "commerce")
ACTIONS = ("build", "train", "research", "worship", "supply")
# How long an ability given by an invocation or an event lasts: until the end of
# the current combat round, the current combat, the current action (including
# its movement, combats, world event and bids) or the current turn (Upkeep).
DURATIONS = ("round", "combat", "action", "turn")
# Combat circumstances an ability may be limited to; all listed must hold.
# "walls": a land combat over a city with City Walls.
WHEN = ("land", "sea", "attacking", "defending", "walls")
# Who picks the units or upgrades an effect destroys.
CHOOSERS = ("caster", "owner", "random")
# What a count condition (or a gain "per" something) counts, for one player:
#   advancements           advancements owned (`of`: categories)
#   advancement_categories categories in which the player owns an advancement
#   cities                 City Areas owned
#   island_cities          City Areas owned that are islands
#   settlements            settlements in City Areas owned
#   foreign_home_cities    other city-states' Home Cities owned
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
COUNTABLE = (
    "advancements", "advancement_categories", "cities", "island_cities", "settlements",
    "foreign_home_cities", "upgrades", "mine_upgrades", "deities", "units", "elite_units",
    "sea_areas", "world_events", "creatures_slain", "favor", "philosophers", "commerce",
)
# The table the items of `of` name, by what is counted; other counts take no `of`.
OF_TABLES = {"advancements": "categories", "upgrades": "upgrades", "mine_upgrades": "upgrades", "units": "units"}
CATEGORIES = ("construction", "government", "trades", "naval", "military")

# Who an effect with a `who` parameter reaches: the beneficiary (the default),
# every player, every player but the beneficiary, or one other player the
# beneficiary names.
WHO = ("self", "each", "others", "chosen")
_WHO_TEXT = (
    " With `who`, it reaches each = every player (the beneficiary too), others = every other"
    " player, or chosen = one other player the beneficiary names, instead of the beneficiary."
)

_COMBAT = {"when": "list", "duration": "str"}
_COMBAT_CHOICES = {"when": WHEN, "duration": DURATIONS}


# == Deities, advancements, governments and objectives ===============================
# Kinds used by deities.toml, advancements.toml, governments.toml and objectives.toml.

register(
    # -- commodities ------------------------------------------------------------
    EffectKind(
        "gain", {"commodity": "str", "amount": "int", "per": "str", "of": "list", "max": "int", "who": "str"},
        optional=("per", "of", "max", "who"),
        choices={"commodity": COMMODITIES, "per": COUNTABLE, "who": WHO},
        ranges={"amount": (1, 10), "max": (1, 10)},
        targets=("self", "none"),
        text="The beneficiary takes `amount` of `commodity` from the pool. With `per`, it takes"
        " `amount` for each thing of that count it has (see COUNTABLE; `of` narrows it), at most"
        " `max` in all when `max` is given." + _WHO_TEXT,
    ),
    EffectKind(
        "take", {"commodity": "str", "amount": "int"}, choices={"commodity": COMMODITIES},
        ranges={"amount": (1, 10)},
        targets=("player",),
        text="The target player gives the beneficiary `amount` of `commodity` from its stockpile,"
        " or all it has if it has less. (Favor cannot be traded between players, but an effect"
        " may move it.)",
    ),
    EffectKind(
        "income", {"commodity": "str", "amount": "int", "per": "str", "of": "list", "max": "int"},
        optional=("per", "of", "max"), role="ability",
        choices={"commodity": COMMODITIES, "per": COUNTABLE},
        ranges={"amount": (1, 5), "max": (1, 10)},
        text="At every Upkeep, while replenishing player boards, the owner gains as the effect"
        " `gain` with the same parameters would give.",
    ),
    # -- units ------------------------------------------------------------------
    EffectKind(
        "place_units", {"unit": "str", "count": "int", "elite": "bool", "where": "str"},
        optional=("elite", "where"), refs={"unit": "units"},
        choices={"where": ("target", "government_city")},
        ranges={"count": (1, 5)},
        targets=("own_city", "land_area", "area"),
        text="The beneficiary places `count` units of kind `unit` from its pool on the target"
        " area (or, with where = \"government_city\", on its Government City), as many as its"
        " unit limit allows. With elite = true they are elite; otherwise they are elite if the"
        " beneficiary may train that kind elite and chooses so. New units arriving where an"
        " enemy stands fight at once, the beneficiary attacking.",
    ),
    EffectKind(
        "destroy_units", {"count": "int", "chooser": "str", "units": "list"},
        optional=("units",), choices={"chooser": CHOOSERS}, refs={"units": "units"},
        ranges={"count": (1, 5)},
        targets=("area", "land_area", "sea_area", "combat"),
        text="Up to `count` units that players other than the beneficiary have on the target area"
        " (or on the beneficiary's enemy side of the target combat) are destroyed and returned to"
        " their pools, picked by `chooser`: the beneficiary, their owner, or at random. Only kinds"
        " in `units` may be picked (default: every kind but heroes). A unit's owner may not"
        " withdraw it in answer.",
    ),
    EffectKind(
        "promote_units", {"count": "int", "units": "list"}, optional=("units",), refs={"units": "units"},
        ranges={"count": (1, 5)},
        targets=("area", "land_area", "sea_area"),
        text="Up to `count` of the beneficiary's regular units on the target area, of the kinds in"
        " `units` (default: every kind that may be elite), become elite, even without the"
        " advancement that allows training them elite.",
    ),
    # -- city upgrades and cities -----------------------------------------------------
    EffectKind(
        "place_upgrade", {"upgrade": "str", "active": "bool"}, optional=("upgrade", "active"),
        refs={"upgrade": "upgrades"},
        targets=("own_city",),
        text="The beneficiary builds, for free and without a Build action, one city upgrade in the"
        " target city it owns: of kind `upgrade`, or of its choice (never a Wonder of the World)"
        " when `upgrade` is absent. It goes on an empty settlement, or replaces an Active or"
        " Under Construction upgrade there, following every Build rule (Docks need a sea"
        " clearing, one City Walls per city, a Temple gets a patron deity). It is Under"
        " Construction until the end of the turn, or Active at once with active = true.",
    ),
    EffectKind(
        "destroy_upgrades", {"count": "int", "chooser": "str"}, choices={"chooser": CHOOSERS},
        ranges={"count": (1, 5)},
        targets=("city",),
        text="Up to `count` city upgrades on the settlements of the target city (never a Government"
        " marker) are destroyed and go back to the pool, picked by `chooser`. A city left with no"
        " units and no upgrades becomes neutral (a Home City returns to its first owner).",
    ),
    EffectKind(
        "ready_upgrades", {"count": "int"},
        ranges={"count": (1, 5)},
        targets=("own_city",),
        text="Up to `count` Exhausted city upgrades in the target city the beneficiary owns become"
        " Active again: their Action Cubes go back to the pool, not to the player board.",
    ),
    EffectKind(
        "exhaust_upgrades", {"count": "int"},
        ranges={"count": (1, 5)},
        targets=("city",),
        text="Up to `count` Active city upgrades in the target city (the beneficiary's pick) become"
        " Exhausted: a cube from the pool is put on each and comes off at Upkeep as usual.",
    ),
    EffectKind(
        "gain_city", {},
        targets=("city",),
        text="The target must be a neutral City Area with no units and no creature on it: the"
        " beneficiary becomes its owner (its upgrades stay) without conquering it.",
    ),
    EffectKind(
        "revolt", {},
        targets=("city",),
        text="A Revolt happens in the target city, which may not be a Government City; it is"
        " resolved by the Revolt rules, the city's owner rolling.",
    ),
    # -- actions, research and building -----------------------------------------------
    EffectKind(
        "research_advancement", {},
        targets=("self", "none"),
        text="The beneficiary may buy exactly one advancement now by paying its Philosopher cost,"
        " as in the second part of a Research action; prerequisites apply and Commerce may not be"
        " converted.",
    ),
    EffectKind(
        "extra_action_cube", {"action": "str"}, role="ability", choices={"action": ACTIONS},
        text="At every Upkeep the owner places one more Action Cube on the locked space of"
        " `action` (a natural wood one for build), so it can take that action once more a turn.",
    ),
    EffectKind(
        "action_bonus", {"action": "str", "amount": "int", "of": "list"}, optional=("of",),
        role="ability", choices={"action": ACTIONS}, refs={"of": "units"},
        ranges={"amount": (1, 3)},
        text="Each time the owner takes `action` (also through Exchange Commerce) it produces"
        " `amount` more: more Favor for worship, Philosophers for research, Commerce for supply"
        " (only when supplying Commerce), units for train (only for the kinds in `of` if given,"
        " never heroes); build has no product and gains nothing.",
    ),
    EffectKind(
        "rule_value", {"rule": "str", "amount": "int"}, role="ability",
        choices={"rule": ("exchange_cost", "commerce_per_philosopher", "pass_commerce")},
        ranges={"amount": (0, 5)},
        text="One number of the rules is different for the owner: `exchange_cost` is the Commerce"
        " an Exchange Commerce action costs (normally 3); `commerce_per_philosopher` is the"
        " Commerce converted into one Philosopher during research (normally 3); `pass_commerce`"
        " is added to the Commerce gained when passing with at least one cube left.",
    ),
    EffectKind(
        "build_on_mines", {}, role="ability",
        text="The owner may build city upgrades (never City Walls) on the mine locations that"
        " belong to its cities.",
    ),
    EffectKind(
        "unlock_upgrade", {"upgrade": "str"}, role="ability", refs={"upgrade": "upgrades"},
        text="The owner may build upgrades of kind `upgrade`, which need this advancement.",
    ),
    EffectKind(
        "build_active", {}, role="ability",
        text="Upgrades and Government markers the owner builds are Active at once instead of Under"
        " Construction; the natural wood cube of the Build action is put back on the pool.",
    ),
    EffectKind(
        "elite_units", {"unit": "str"}, role="ability", refs={"unit": "units"},
        text="When the owner trains units of kind `unit`, or receives them from an effect, it may"
        " take elite ones instead of regular ones.",
    ),
    EffectKind(
        "revolt_modifier", {"amount": "int"}, role="ability",
        ranges={"amount": (1, 5)},
        text="Add `amount` to the result of every Revolt in the owner's cities (a Revolt fails when"
        " the result is 0 or more).",
    ),
    # -- combat -----------------------------------------------------------------
    EffectKind(
        "combat_strength", {"amount": "int", "side": "str", **_COMBAT},
        optional=("side", "when", "duration"), role="ability",
        choices={"side": ("self", "enemy"), **_COMBAT_CHOICES},
        ranges={"amount": (-5, 5)},
        targets=("combat",),
        text="Add `amount` (which may be negative) to the final Combat Strength of the beneficiary's"
        " side (side = \"self\", the default) or of the side it fights (side = \"enemy\") in every"
        " combat round where all of `when` holds. Strength never drops below 0.",
    ),
    EffectKind(
        "extra_die", {"die": "str", "count": "int", **_COMBAT},
        optional=("when", "duration"), role="ability", refs={"die": "dice"}, choices=_COMBAT_CHOICES,
        ranges={"count": (1, 3)},
        targets=("combat",),
        text="The beneficiary's side rolls `count` more dice of colour `die` in every combat round"
        " where all of `when` holds. Extra green, red or blue dice compete for the highest number"
        " like the others; an extra yellow die adds its bonus, and its kill face kills a hero only"
        " if the side has one.",
    ),
    EffectKind(
        "reroll", {"count": "int", "dice": "str", **_COMBAT},
        optional=("when", "duration"), role="ability", choices={"dice": ("own", "enemy"), **_COMBAT_CHOICES},
        ranges={"count": (1, 3)},
        targets=("combat",),
        text="Once in each combat where all of `when` holds (once within `duration` when given by an"
        " invocation), right after both sides roll, the beneficiary picks up to `count` dice of its"
        " own side (dice = \"own\") or of the enemy (dice = \"enemy\") to be rolled again; the new"
        " numbers stand.",
    ),
    EffectKind(
        "suppress", {"bonus": "str", **_COMBAT}, optional=("when", "duration"), role="ability",
        choices={"bonus": ("city_walls", "combined_arms", "hero_die", "elite_dice"), **_COMBAT_CHOICES},
        targets=("combat",),
        text="In combat rounds where all of `when` holds, the side the beneficiary fights gets no"
        " `bonus`: no City Walls die and no +1 (combined arms are then allowed as if there were no"
        " walls), no Combined Arms die, no yellow die for heroes, or no second die for elite units.",
    ),
    EffectKind(
        "extra_casualty", {"count": "int", **_COMBAT}, optional=("when", "duration"), role="ability",
        choices=_COMBAT_CHOICES,
        ranges={"count": (1, 3)},
        targets=("combat",),
        text="Each combat round the beneficiary's side wins (not ties) where all of `when` holds, it"
        " destroys `count` more enemy units of its choice.",
    ),
    EffectKind(
        "prevent_casualty", {"count": "int", **_COMBAT}, optional=("when", "duration"), role="ability",
        choices=_COMBAT_CHOICES,
        ranges={"count": (1, 5)},
        targets=("combat",),
        text="The first `count` of the beneficiary's units that would be destroyed in combat (by the"
        " enemy's choice or a tie) are not destroyed; the enemy's win or tie still counts.",
    ),
    EffectKind(
        "end_combat", {},
        targets=("combat",),
        text="The target combat ends after the current round: the attacker's surviving units go back"
        " where they attacked from, as in an attacker's withdrawal (using sea transport if needed).",
    ),
    EffectKind(
        "brilliant_leader", {"domain": "str"}, role="ability", choices={"domain": ("land", "sea")},
        text="The owner has a Brilliant General (domain = \"land\") or Brilliant Admiral (\"sea\")"
        " token: once per turn, before the dice of any round of a combat on a land (sea) area where"
        " it has units, it may place the token there for +1 to its final Combat Strength in every"
        " round of that combat. The token comes back at Upkeep.",
    ),
    # -- movement ---------------------------------------------------------------
    EffectKind(
        "cross_mountains", {"duration": "str"}, optional=("duration",), role="ability",
        choices={"duration": DURATIONS},
        targets=("self", "none"),
        text="The beneficiary's units may move, withdraw and sea-transport across mountain sides as"
        " if they were clearings.",
    ),
    EffectKind(
        "supply_limit", {"amount": "int", "units": "list", "duration": "str"}, optional=("duration",),
        role="ability", refs={"units": "units"}, choices={"duration": DURATIONS},
        ranges={"amount": (1, 3)},
        targets=("self", "none"),
        text="The supply limit of the beneficiary's units of the kinds in `units` is `amount` higher"
        " (units with no limit stay unlimited).",
    ),
    EffectKind(
        "transport_capacity", {"per_trireme": "int", "duration": "str"}, optional=("duration",),
        role="ability", choices={"duration": DURATIONS},
        ranges={"per_trireme": (1, 10)},
        targets=("self", "none"),
        text="Each of the beneficiary's triremes may sea-transport up to `per_trireme` hoplites and"
        " cavalry across its sea area per Supply action, instead of 2.",
    ),
    EffectKind(
        "block_area", {"blocks": "list", "duration": "str"}, optional=("duration",), role="ability",
        choices={"blocks": ("enter", "leave", "transport"), "duration": DURATIONS},
        targets=("area", "land_area", "sea_area"),
        text="On the target area, for everyone including the beneficiary: with \"enter\" no unit may"
        " move, withdraw or be placed by movement into it; with \"leave\" none may move out of it;"
        " with \"transport\" no sea transport may pass through it. Units already on their way stop"
        " where they stand before the blocked step.",
    ),
    # -- gods and bids -------------------------------------------------------------
    EffectKind(
        "cancel_invocation", {},
        targets=("invocation",),
        text="The target invocation is cancelled: it has no effect, its Favor stays spent and it"
        " counts as used this turn. Counter invocations resolve latest cast first, before the"
        " others (see mechanics.invocations).",
    ),
    EffectKind(
        "raise_cost", {"amount": "int"},
        ranges={"amount": (1, 3)},
        targets=("invocation",),
        text="The target invocation costs `amount` more Favor, paid by its caster when it resolves;"
        " a caster who cannot pay sees it fizzle (no effect, Favor already paid is lost, it counts"
        " as used). Resolves before the invocation it targets.",
    ),
    EffectKind(
        "become_favorite", {},
        targets=("self", "none"),
        text="The beneficiary becomes the Favorite of the Gods and chooses which face of the token is"
        " up (the direction of play), overriding the count of Favor this phase.",
    ),
    EffectKind(
        "foresee", {"deck": "str", "count": "int"}, choices={"deck": ("world_events", "ethos")},
        ranges={"count": (1, 5)},
        targets=("self", "none"),
        text="The beneficiary looks in secret at the top `count` cards of `deck` and puts them back"
        " on top in the order it likes.",
    ),
    EffectKind(
        "bid_bonus", {"amount": "int", "duration": "str"}, optional=("duration",), role="ability",
        choices={"duration": DURATIONS},
        ranges={"amount": (1, 5)},
        targets=("self", "none"),
        text="When bids on a world event are opened, the beneficiary's bid counts `amount` more than"
        " the Favor it put in (only if it bid at least 1); it pays only what it put in, and the"
        " Chaos Marker moves by what was paid.",
    ),
    # -- conditions (objective cards) ---------------------------------------------------
    EffectKind(
        "count_at_least", {"what": "str", "n": "int", "of": "list"}, optional=("of",), role="condition",
        choices={"what": COUNTABLE},
        ranges={"n": (1, 50)},
        text="Met when the player's count of `what` (see COUNTABLE; `of` narrows it to those ids)"
        " is at least `n`.",
    ),
    EffectKind(
        "most", {"what": "str", "at_least": "int", "of": "list"}, optional=("of",), role="condition",
        choices={"what": COUNTABLE},
        ranges={"at_least": (0, 50)},
        text="Met when the player's count of `what` is at least `at_least` and higher than every"
        " other player's (a tie for the most meets it for no one).",
    ),
    EffectKind(
        "hold_areas", {"areas": "list", "n": "int", "units": "int", "hero": "bool"},
        optional=("units", "hero"), role="condition", refs={"areas": "areas"},
        ranges={"n": (1, 10), "units": (0, 10)},
        text="Met when at least `n` of `areas` are each held by the player: no other player has"
        " units there, it has at least `units` non-hero units there (default 0) and, with"
        " hero = true, a Hero too; with units = 0 and no hero, owning the City Area or having any"
        " unit there is enough.",
    ),
)


# == World events and creatures ======================================================
# Kinds used by world_events.toml (rewards and effects) and creatures.toml
# (upkeep abilities). World event cards also use the shared "gain", "place_units",
# "place_upgrade", "ready_upgrades" and "become_favorite" above. A world event has
# no target field: where one of its effects acts on "the target", the winning
# bidder picks one that fits (a city of its own for place_upgrade and
# ready_upgrades). Other choices an event leaves open go to the players it hits
# (the rulebook's World Event Choices).

YELLOW_FACES = ("++", "+", "", "-")

register(
    EffectKind(
        "lose", {"commodity": "str", "amount": "int", "who": "str"}, optional=("who",),
        choices={"commodity": COMMODITIES, "who": WHO}, ranges={"amount": (1, 10)},
        text="The beneficiary returns `amount` of `commodity` to the pool, or all it has if it has"
        " less." + _WHO_TEXT,
    ),
    EffectKind(
        "free_advancement", {"level": "int"}, ranges={"level": (1, 2)},
        text="The beneficiary takes one advancement of level `level` or lower without paying"
        " Philosophers; the prerequisite rule still holds. An AI player adds 1 to its advancements.",
    ),
    EffectKind(
        "gain_cube", {"action": "str", "amount": "int"}, choices={"action": ACTIONS}, ranges={"amount": (1, 3)},
        text="The beneficiary puts `amount` more Action Cubes on the `action` space of its board, to use"
        " this turn like any other (natural wood ones for build); they are not replaced at Upkeep. A"
        " player who has passed gains nothing; an AI player adds `amount` to its Supply when `action`"
        " is supply and gains nothing otherwise.",
    ),
    EffectKind(
        "swap_ethos", {"draw": "int"}, ranges={"draw": (1, 4)},
        text="The beneficiary draws `draw` Ethos cards and may exchange any of its hidden Ethos"
        " objectives for them, one for one, still keeping two different cards; the rest go back into"
        " the Ethos deck, which is shuffled. A player that has not chosen its Ethos cards yet, or an"
        " AI player, gains nothing.",
    ),
    EffectKind(
        "chaos_shift", {"steps": "int"}, ranges={"steps": (-7, 7)},
        text="The Chaos Marker moves: a positive `steps` moves it down the track, triggering world"
        " events as a revealed card's chaos number does (each trigger draws a fresh card, whatever its"
        " chaos number); a negative one moves it up, never above the space it starts the game on"
        " (players + 1).",
    ),
    EffectKind(
        "revolts", {"count": "int", "of": "str"}, choices={"of": ("others", "any")}, ranges={"count": (1, 3)},
        text="The beneficiary picks `count` different cities, none a Government City, owned by other"
        " players (`of` = others) or by anyone, itself included (`of` = any, so that the revolt"
        " happens even if only the beneficiary has such a city); each in turn suffers a Revolt as in"
        " the effect `revolt`. Too few such cities: as many as there are.",
    ),
    EffectKind(
        "area_reduction", {"count": "int", "area": "str", "amount": "int", "units_only": "bool"},
        optional=("units_only",), choices={"area": ("city", "land", "sea", "any")},
        ranges={"count": (1, 3), "amount": (1, 3)},
        text="The beneficiary picks `count` different areas of kind `area` (city = a City Area; land,"
        " sea, or any area). Every player with units or upgrades on each removes `amount` of them there,"
        " its own choice among units and upgrades (units only with units_only = true, and always for an"
        " AI player); one with fewer removes all. A city left with no units and no upgrades becomes"
        " neutral, or returns to the city-state whose Home City it is.",
    ),
    EffectKind(
        "eruption", {"volcano_loss": "int", "adjacent_loss": "int"},
        ranges={"volcano_loss": (1, 3), "adjacent_loss": (1, 3)},
        text="The beneficiary picks a volcano area. Every player with pieces on it removes"
        " `volcano_loss` of them there, as in an area reduction; then every player with pieces on land"
        " areas next to the volcano removes `adjacent_loss` of them from one such area of its choice.",
    ),
    EffectKind(
        "place_creature", {"creature": "str"}, refs={"creature": "creatures"},
        text="The beneficiary places the creature on an area its placement rule allows where no"
        " creature stands (moving it there if it is already on the map). A slain creature stays with"
        " its slayer and is not placed again; with no allowed area, nothing happens.",
    ),
    EffectKind(
        "turncoat_hero", {"name": "str"},
        text="A special hero called `name`, outside every hero limit. Off the map: the beneficiary"
        " places it on its Government City (or, without one, a city it owns). Another player's: it"
        " changes sides and moves to the beneficiary's Government City. Already the beneficiary's:"
        " nothing happens.",
    ),
    EffectKind(
        "reshuffle", {},
        text="Once the event this card set off has been dealt with, the world event discard pile and"
        " the cards left in the deck are shuffled together into a new deck; cards players have won stay"
        " out of it.",
    ),
    # -- creatures' upkeep abilities: the parameters are those of the matching
    # Structs in mechanics/creatures.py; only these may be a creature's ability.
    EffectKind(
        "creature_combat", {"strength": "int", "max_rounds": "int", "victims": "str", "at_sea": "bool"},
        choices={"victims": ("trireme", "non_hero")}, ranges={"strength": (1, 8), "max_rounds": (1, 5)},
        text="The creature fights the units on its area at Combat Strength `strength` and cannot be"
        " hurt. Each round the units roll as in combat, without withdrawing; if the creature is at"
        " least as strong it kills a random unit among `victims` (triremes, or any non-hero unit), and"
        " only if it was stronger does another round follow, `max_rounds` at most.",
    ),
    EffectKind(
        "roll_per_piece", {},
        text="The yellow die is rolled once for every non-hero unit and every upgrade on the creature's"
        " island and every trireme on the seas around it; each '-' removes the piece it was rolled for.",
    ),
    EffectKind(
        "toll", {"safe": "list", "losses": "list"}, choices={"safe": YELLOW_FACES, "losses": ("unit", "upgrade")},
        text="The yellow die is rolled once: on a face in `safe` nothing happens; otherwise the area"
        " pays the first loss in `losses` it can, a random non-hero unit or an upgrade of its owner's"
        " choice.",
    ),
)

CREATURE_ABILITIES = frozenset({"creature_combat", "roll_per_piece", "toll"})


# == Reading effects =========================================================

# The kinds that make an invocation a counter to another one (mechanics.invocations).
COUNTER_KINDS = ("cancel_invocation", "raise_cost")


def counter_of(effects: list[Effect]) -> tuple[str, int]:
    """How a list of effects counters another invocation, as mechanics.invocations
    expects it: ("cancel", 0), ("raise_cost", amount) or ("none", 0)."""
    for effect in effects:
        if effect.kind == "cancel_invocation":
            return "cancel", 0
        if effect.kind == "raise_cost":
            amount = effect.params.get("amount", 1)
            return "raise_cost", amount if isinstance(amount, int) else 1
    return "none", 0


# == Checking ======================================================================

_PY_TYPES = {"int": int, "str": str, "bool": bool, "list": list}
_SINGULAR = {
    "units": "unit", "upgrades": "upgrade", "dice": "die", "areas": "area", "deities": "deity",
    "advancements": "advancement", "categories": "category", "creatures": "creature",
}


def check_effect(effect: Effect, content: Any = None) -> list[str]:
    """The problems with one effect, as sentences; empty when it is well-formed.

    With `content` (a loaded `Content`), names of units, upgrades, areas and
    the like are checked too.
    """
    spec = EFFECT_KINDS.get(effect.kind)
    if spec is None:
        return [f"unknown effect kind {effect.kind!r}"]
    problems = []
    for name, typ in spec.params.items():
        if name not in effect.params:
            if name not in spec.optional:
                problems.append(f"effect {effect.kind!r} needs parameter {name!r}")
            continue
        value = effect.params[name]
        if not isinstance(value, _PY_TYPES[typ]) or (typ == "int" and isinstance(value, bool)):
            problems.append(f"effect {effect.kind!r}: {name!r} must be {typ}")
            continue
        items = value if isinstance(value, list) else [value]
        allowed = spec.choices.get(name)
        if allowed is not None:
            problems += [
                f"effect {effect.kind!r}: {name!r} may not be {item!r} (one of {', '.join(allowed)})"
                for item in items if item not in allowed
            ]
        bounds = spec.ranges.get(name)
        if bounds is not None and not bounds[0] <= value <= bounds[1]:
            problems.append(f"effect {effect.kind!r}: {name!r} must be {bounds[0]} to {bounds[1]}, not {value}")
        table = spec.refs.get(name) or _of_table(spec, effect, name)
        if table and content is not None:
            known = _known(content, table)
            problems += [
                f"effect {effect.kind!r}: {name!r} names no {_SINGULAR[table]} {item!r}"
                for item in items if item not in known
            ]
    for name in effect.params:
        if name not in spec.params:
            problems.append(f"effect {effect.kind!r} takes no parameter {name!r}")
    counted = effect.params.get("what", effect.params.get("per"))
    if "of" in effect.params and isinstance(counted, str) and counted not in OF_TABLES:
        problems.append(f"effect {effect.kind!r}: counting {counted!r} takes no 'of'")
    return problems


def _of_table(spec: EffectKind, effect: Effect, name: str) -> str:
    """The table `of` names depends on what is counted."""
    if name != "of":
        return ""
    counted = effect.params.get("what", effect.params.get("per"))
    return OF_TABLES.get(counted, "") if isinstance(counted, str) else ""


def _known(content: Any, table: str) -> Any:
    if table == "categories":
        return CATEGORIES
    return getattr(content, table)
