"""The checks a decoded scenario must pass beyond its types: references
between files, the map's shape, the decks' rules, every effect against the
effect kinds (what their types cannot say: names, roles, targets) and every
card's text.

`validate` raises `ContentError` for the first problem found. The map's checks are
in content/map_checks.py, the effects' in content/effect_checks.py.
"""

from __future__ import annotations

import re
from typing import Any

from hellenica_tui.games.hellenica.content.ability_schema import CreatureCombat, RollPerPiece, UnlockUpgrade
from hellenica_tui.games.hellenica.content.effect_checks import check_effects
from hellenica_tui.games.hellenica.content.effect_kinds import COUNTER_KINDS, CREATURE_ABILITIES
from hellenica_tui.games.hellenica.content.map_checks import check_map, check_smaller_tables
from hellenica_tui.games.hellenica.content.schema import (
    AIProduction,
    Content,
    ContentError,
    Invocation,
)
from hellenica_tui.games.hellenica.content.variants import PRINTED, applied


def validate(content: Content) -> None:
    """Raise ContentError for the first problem found in a decoded scenario.

    Every reference between files is checked, and every effect against the
    effect kinds (content.effect_kinds).
    """
    check_map(content)
    _check_pieces(content)
    _check_setup(content)
    _check_decks(content)
    check_effects(content)
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
            if UnlockUpgrade(upgrade=upgrade.id) not in needed.effects:
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
    check_smaller_tables(content)
    _check_home_die(content, setup.ai_home_die, "setup.ai_home_die")
    _check_variants(content)


def _check_home_die(content: Content, die: str, item: str) -> None:
    """The die an AI player turns its home tile by: "" (a plain die) or a die with numbers for faces."""
    if not die:
        return
    found = content.dice.get(die)
    if found is None:
        raise ContentError("scenario.toml", item, f"unknown die {die!r}")
    if not all(face.isdigit() for face in found.faces):
        raise ContentError("scenario.toml", item, f"the {die} die has faces that are not numbers")


def _check_variants(content: Content) -> None:
    """Each variant named once (never as the scenario's own rules), suggested at table sizes
    the scenario plays, and its setup fields as good as the scenario's own."""
    scenario, seen = content.scenario, set[str]()
    for variant in scenario.variants:
        item = f"variants[{variant.id!r}]"
        if variant.id in seen or variant.id == PRINTED:
            why = "named twice" if variant.id in seen else f"{PRINTED!r} names the scenario's own rules"
            raise ContentError("scenario.toml", item, why)
        seen.add(variant.id)
        for players in variant.recommended:
            if not scenario.min_players <= players <= scenario.max_players:
                raise ContentError("scenario.toml", item, f"recommended at {players} players, not a size it plays")
        if variant.ai_home_die is not None:
            _check_home_die(content, variant.ai_home_die, f"{item}.ai_home_die")
        try:
            check_smaller_tables(applied(content, variant))
        except ContentError as error:
            raise ContentError("scenario.toml", f"{item}: {error.item}", error.reason) from None


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
    item = f"invocation {inv.id!r}"
    counters = any(isinstance(effect, COUNTER_KINDS) for effect in inv.effects)
    for window in ("invocation", "combat"):
        if (inv.window == window) != (inv.target == window):
            raise ContentError("deities.toml", item, f"window {window!r} goes with target {window!r}, and only it")
    if counters != (inv.target == "invocation"):
        counter_names = ", ".join(str(kind.__struct_config__.tag) for kind in COUNTER_KINDS)
        raise ContentError(
            "deities.toml", item,
            f"an invocation targets another invocation exactly when it counters it ({counter_names})",
        )
    for effect in inv.effects:
        if effect.TARGETS and inv.target not in effect.TARGETS:
            raise ContentError(
                "deities.toml", item, f"effect {effect.kind!r} acts on {' or '.join(effect.TARGETS)}, not on {inv.target!r}"
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
        named: list[str] = getattr(objective.condition, "areas", [])
        missing = [a for a in named if a not in objective.map_areas]
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
    file = "creatures.toml"
    for creature in content.creatures.values():
        item = f"creature {creature.id!r}"
        ability = creature.ability
        if not isinstance(ability, CREATURE_ABILITIES):
            known = ", ".join(sorted(str(kind.__struct_config__.tag) for kind in CREATURE_ABILITIES))
            raise ContentError(file, item, f"ability {ability.kind!r} is not a creature ability ({known})")
        at_sea = creature.placement == "sea"
        if isinstance(ability, CreatureCombat) and ability.at_sea is not at_sea:
            raise ContentError(
                file, item, f"its combat must have at_sea = {str(at_sea).lower()} for placement {creature.placement!r}"
            )
        if isinstance(ability, CreatureCombat) and ability.victims == "trireme" and not at_sea:
            raise ContentError(file, item, "only a sea creature can take triremes as victims")
        if isinstance(ability, RollPerPiece) and creature.placement != "island":
            raise ContentError(file, item, "rolling for the seas around it needs an island placement")
        if creature.blocks_sea_transport and not at_sea:
            raise ContentError(file, item, "only a sea creature can block sea transport")
    for event in content.world_events:
        for effect in (*event.reward, *event.effects):
            if isinstance(effect, CREATURE_ABILITIES):
                raise ContentError(
                    "world_events.toml", f"world event {event.id!r}",
                    f"{effect.kind!r} is a creature ability, not a card effect",
                )
