"""How the options of a question are named, for people.

An option is stored as the rules ask it: an id (`thebes`, `law_code`), or one
of the forms of `option_forms` (an upgrade on a city slot, a player's unit,
Ethos cards kept together, world events in an order).
`label` tells it in words (the log and the prompt show it so), and
`find_option` reads what a person types after `choose`: the option itself,
its label or any word of it, or a unique prefix of one of those.
"""

from __future__ import annotations

from collections.abc import Sequence

from hellenica_tui.engine.errors import AmbiguousCommand
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.content.tiling import empty_name
from hellenica_tui.games.hellenica.gods.option_forms import CardsInOrder, CardsKept, SlotOption, UnitOption
from hellenica_tui.games.hellenica.mechanics.units import base_unit, is_elite
from hellenica_tui.games.kit.spelling import slug


def display_name(content: Content, ident: str) -> str:
    """The name the content gives an id of any kind (a readable form of the id if none)."""
    for table in (
        content.city_states, content.areas, content.upgrades, content.units, content.deities,
        content.advancements, content.governments, content.objectives, content.invocations, content.creatures,
    ):
        item = table.get(ident)
        if item is not None:
            return str(item.name)
    event = next((e for e in content.world_events if e.id == ident), None)
    if event is not None:
        return event.name
    return empty_name(ident) or ident.replace("_", " ").title()


def _unit(content: Content, key: str) -> str:
    """A unit key in words: 'Hoplite', 'elite Cavalry'."""
    name = display_name(content, base_unit(key))
    return f"elite {name}" if is_elite(key) else name


def label(content: Content, option: str) -> str:
    """An option in words: 'Academy', 'Temple to Apollo', 'Piety and Wealth', 'Plague, then Silence'."""
    slot = SlotOption.read(option)
    if slot is not None:
        return display_name(content, slot.upgrade) + (f" to {display_name(content, slot.deity)}" if slot.deity else "")
    unit = UnitOption.read(option)
    if unit is not None and unit.owner in content.city_states:  # a player's unit
        return f"{display_name(content, unit.owner)}'s {_unit(content, unit.unit)}"
    kept, order = CardsKept.read(option).cards, CardsInOrder.read(option).cards
    if len(kept) > 1:
        return " and ".join(display_name(content, i) for i in kept)
    if len(order) > 1:
        return ", then ".join(display_name(content, i) for i in order)
    return _unit(content, option) if base_unit(option) in content.units else display_name(content, option)


def labels(content: Content, options: Sequence[str]) -> list[str]:
    """Each option in words; two that read alike name their slot ('Market (slot 1)')."""
    told = [label(content, o) for o in options]
    return [
        f"{t} (slot {slot.slot})" if told.count(t) > 1 and (slot := SlotOption.read(o)) is not None else t
        for o, t in zip(options, told, strict=True)
    ]


def spellings(content: Content, option: str) -> set[str]:
    """Every whole text that names `option` (as slugs: words joined by '_')."""
    said = label(content, option)
    found = {slug(option), slug(said), slug(said.replace(" to ", " ").replace(" and ", " ").replace(" then ", " "))}
    slot = SlotOption.read(option)
    if slot is not None:
        found |= {slot.upgrade, slug(f"{slot.upgrade} {slot.deity}")} if slot.deity else {slot.upgrade}
    unit = UnitOption.read(option)
    if unit is not None and unit.owner in content.city_states:
        found |= {unit.unit, f"{unit.owner}_{unit.unit}"}
    return found


def find_option(content: Content, typed: str, options: Sequence[str]) -> str | None:
    """The option `typed` names, None if it fits none (the rules then refuse it, listing
    the answers). Raises AmbiguousCommand when it fits several."""
    if typed in options:
        return typed
    word = slug(typed)
    named = {o: spellings(content, o) for o in options}
    def exact(names: set[str]) -> bool:
        return word in names

    def prefix(names: set[str]) -> bool:
        return any(x.startswith(word) for x in names)

    for test in (exact, prefix):
        hits = [o for o in options if test(named[o])]
        if len(hits) == 1:
            return hits[0]
        if hits:
            told = ", ".join(f"{o} ({label(content, o)})" for o in hits)
            raise AmbiguousCommand(f"{typed!r} could be {told}", tuple(hits))
    return None
