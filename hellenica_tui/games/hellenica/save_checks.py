"""What a save may hold: every command and event read from a file is checked
here before the rules see it (`RULESET.checker`).

A save may come from anyone, with its checksums redone, so each value is
checked against what it names: a seat that plays, an area of the map, a card,
deity, unit, upgrade and so on of the scenario, and every number within the
game's bounds. A string that names nothing in particular is a plain word
(letters, digits, `_ : + - .`); the two fields of free text (a question's
prompt, a hero's name) hold no control character and no markup. So no
string from a save can reach a lookup it would fail, nor a screen it could
take over.

The domain of a field is found by its name (`FIELDS`), or by the type and the
name where one name means different things (`BY_TYPE`); any other field is a
word, or a count. `tests/proof/test_crafted_saves.py` lists every field of
every command and event type, so a new type is covered by the same rules.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import msgspec

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.engine.text import quoted
from hellenica_tui.games.hellenica.content import Content
from hellenica_tui.games.hellenica.context import content_for

# No count, amount of Favor, Commerce or Philosophers, turn or slot of a real
# game comes near this; -1 is the slot of a government marker and "no target".
LOW, HIGH = -1, 999
WORD = re.compile(r"[A-Za-z0-9_:+.,\-]{0,256}")
TEXT = re.compile(r"[^\x00-\x1f\x7f-\x9f\[\]\\]{0,200}")

# field name (".key" for a dict's keys) -> domain; "?" after it: "" too (none).
FIELDS: dict[str, str] = {
    "player": "seat", "players": "seat", "chooser": "seat", "winners": "seat", "attacker": "seat",
    "defender": "seat", "against": "seat", "tied": "seat", "order": "seat", "asked": "seat",
    "picks": "word", "owner": "seat?", "previous": "seat?", "by": "seat?", "source_player": "seat?",
    "beneficiary": "seat?", "bids.key": "seat", "counted.key": "seat", "objectives.key": "seat",
    "objectives": "objective",
    "area": "area", "areas": "area", "city": "area", "old_city": "area?", "src": "area", "dst": "area",
    "origin": "area", "to": "area", "source_area": "area?", "via": "area",
    "deity": "deity", "deities": "deity", "over_deity": "deity?",
    "upgrade": "upgrade", "replaced": "upgrade?", "over": "upgrade?",
    "unit": "unit", "units": "unit", "units.key": "unit", "times.key": "unit", "left.key": "unit",
    "advancement": "advancement", "government": "government", "old_government": "government?",
    "invocation": "invocation", "creature": "creature", "bonus": "ai_bonus",
    "attacker_dice": "die", "defender_dice": "die",
    "prompt": "text", "name": "text",
}
BY_TYPE: dict[tuple[str, str], str] = {
    ("KeepEthos", "cards"): "objective", ("EthosDealt", "cards"): "objective",
    ("EthosKept", "kept"): "objective", ("EthosKept", "returned"): "objective",
    ("EthosRedrawn", "returned"): "objective", ("EthosDrawn", "cards"): "objective",
    ("AiEthosDealt", "cards"): "objective",
    ("CardsForeseen", "cards"): "world_event", ("DeckArranged", "cards"): "world_event",
    ("WorldDeckRebuilt", "deck"): "world_event", ("WorldEventRevealed", "card"): "world_event",
    ("BiddingBegan", "card"): "world_event", ("WorldEventWon", "card"): "world_event",
    ("WorldEventOver", "card"): "world_event",
    ("AiDeckShuffled", "deck"): "ai_card", ("AiCardRevealed", "card"): "ai_card",
    ("Taken", "source"): "seat", ("CityConquered", "government"): "seat?",
}

Check = Callable[[Any], "str | None"]


def domains(content: Content, seats: Sequence[Seat]) -> dict[str, frozenset[str]]:
    """Every name a save may give, by domain."""
    units = set(content.units)
    return {
        "seat": frozenset(seat.name for seat in seats),
        "area": frozenset(content.areas),
        "deity": frozenset(content.deities),
        "upgrade": frozenset(content.upgrades),
        "unit": frozenset(units | {f"elite_{unit}" for unit in units}),
        "advancement": frozenset(content.advancements),
        "government": frozenset(content.governments),
        "invocation": frozenset(content.invocations),
        "creature": frozenset(content.creatures),
        "objective": frozenset(content.objectives),
        "world_event": frozenset(card.id for card in content.world_events),
        "ai_card": frozenset(card.id for card in content.ai_cards),
        "ai_bonus": frozenset(bonus.id for bonus in content.ai_bonus),
        "die": frozenset(content.dice),
    }


def domain_of(kind: type, field: str) -> str:
    """The domain of a string in `field` of `kind` (field ".key" for a dict's keys)."""
    name = kind.__name__
    found = BY_TYPE.get((name, field)) or FIELDS.get(field)
    if found is None:
        return "word"
    if found.endswith("?"):
        return found
    default = next((f.default for f in msgspec.inspect.type_info(kind).fields if f.name == field), None)
    return found + "?" if default == "" else found


def checker(scenario: str, seats: Sequence[Seat], content_hash: str | None = None) -> Check:
    """A function that tells what is wrong with one command or event of a save (None: nothing),
    against the scenario's data in the version the game plays with (None: the installed one)."""
    known = domains(content_for(scenario, content_hash), seats)
    plans: dict[type, list[tuple[str, Callable[[Any, str], str | None]]]] = {}

    def string_check(kind: type, field: str) -> Callable[[str], str | None]:
        domain = domain_of(kind, field)
        if domain == "word":
            return lambda s: None if WORD.fullmatch(s) else f"{quoted(s)} is not a word of the game"
        if domain == "text":
            return lambda s: None if TEXT.fullmatch(s) else f"{quoted(s)} holds a control character or markup"
        names = known[domain.rstrip("?")]
        if domain.endswith("?"):
            names = names | {""}
        what = domain.rstrip("?").replace("_", " ")
        return lambda s: None if s in names else f"{quoted(s)} is no {what} of this game"

    def value_check(kind: type, field: str) -> Callable[[Any, str], str | None]:
        strings = string_check(kind, field)
        keys = string_check(kind, field + ".key")

        def walk(value: Any, where: str) -> str | None:
            if isinstance(value, bool) or value is None:
                return None
            if isinstance(value, int):
                return None if LOW <= value <= HIGH else f"{where}: {quoted(value)} is out of bounds ({LOW} to {HIGH})"
            if isinstance(value, str):
                problem = strings(value)
                return f"{where}: {problem}" if problem else None
            if isinstance(value, (tuple, list)):
                if len(value) > 4 * HIGH:
                    return f"{where}: {len(value)} items, more than a game holds"
                for item in value:
                    if problem := walk(item, where):
                        return problem
                return None
            if isinstance(value, dict):
                if len(value) > 4 * HIGH:
                    return f"{where}: {len(value)} items, more than a game holds"
                for key, item in value.items():
                    problem = keys(key) if isinstance(key, str) else f"key {quoted(key)} is not a name"
                    if problem:
                        return f"{where}: {problem}"
                    if problem := walk(item, where):
                        return problem
                return None
            return f"{where}: {quoted(value)} is not a value a game holds"

        return walk

    def plan(kind: type) -> list[tuple[str, Callable[[Any, str], str | None]]]:
        found = plans.get(kind)
        if found is None:
            found = plans[kind] = [(field, value_check(kind, field)) for field in kind.__struct_fields__]
        return found

    def check(item: Any) -> str | None:
        for field, walk in plan(type(item)):
            if problem := walk(getattr(item, field), f"field {field}"):
                return problem
        return None

    return check
