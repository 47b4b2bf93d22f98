"""The checks of every effect in a scenario against the effect kinds: what their types
cannot say (the names an effect gives, the role it may have where it stands).
`check_effects` raises `ContentError` for the first problem found.
"""

from __future__ import annotations

from typing import get_args

from hellenica_tui.games.hellenica.content.effect_kinds import Effect
from hellenica_tui.games.hellenica.content.effect_schema import OF_TABLES
from hellenica_tui.games.hellenica.content.schema import Category, Content, ContentError


def effects_of(content: Content) -> list[tuple[str, str, Effect]]:
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


def check_effects(content: Content) -> None:
    for file, item, effect in effects_of(content):
        problems = effect_problems(effect, content) or _role_problems(file, effect)
        if problems:
            raise ContentError(file, item, "; ".join(problems))


_SINGULAR = {
    "units": "unit", "upgrades": "upgrade", "dice": "die", "areas": "area", "deities": "deity",
    "advancements": "advancement", "categories": "category", "creatures": "creature",
}


def effect_problems(effect: Effect, content: Content) -> list[str]:
    """What an effect names that the content lacks: units, upgrades, areas and the
    like (its types were checked by decoding), as sentences; empty when all is known."""
    problems = []
    counted = getattr(effect, "what", None) or getattr(effect, "per", None)
    of: list[str] = getattr(effect, "of", [])
    if of and counted is not None and counted not in OF_TABLES:
        problems.append(f"effect {effect.kind!r}: counting {counted!r} takes no 'of'")
    tables = dict(effect.REFS)
    if of and counted in OF_TABLES:
        tables["of"] = OF_TABLES[counted]
    for name, table in tables.items():
        value = getattr(effect, name)
        if value is None:
            continue
        known = get_args(Category) if table == "categories" else getattr(content, table)
        problems += [
            f"effect {effect.kind!r}: {name!r} names no {_SINGULAR[table]} {item!r}"
            for item in (value if isinstance(value, list) else [value]) if item not in known
        ]
    return problems


def _role_problems(file: str, effect: Effect) -> list[str]:
    """Objectives hold conditions; advancements hold lasting abilities (kept while
    owned); anywhere else an ability must say how long it lasts."""
    role = effect.ROLE
    timed = "duration" in effect.__struct_fields__
    duration = getattr(effect, "duration", None)
    if file == "objectives.toml":
        return [] if role == "condition" else [f"{effect.kind!r} is not a condition"]
    if role == "condition":
        return [f"{effect.kind!r} is a condition, only objectives use it"]
    if file == "advancements.toml":
        if role != "ability":
            return [f"{effect.kind!r} is a one-time effect; an advancement holds abilities"]
        if duration is not None:
            return [f"{effect.kind!r}: an advancement's abilities last while owned, without 'duration'"]
        return []
    if role == "ability" and duration is None:
        if not timed:
            return [f"{effect.kind!r} is for advancements only"]
        return [f"{effect.kind!r} needs a 'duration' here"]
    return []
