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
from functools import cache
from typing import Any

import msgspec

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.engine.text import quoted
from hellenica_tui.games.hellenica.content.lookup import content_for
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.content.tiling import empty_id, hole_area

# No number of a real game comes near these bounds (a revolt's score may fall
# below zero, -1 is the slot of a government marker); counts of things, Favor,
# Commerce and Philosophers are never negative.
LOW, HIGH = -999, 999
COUNTS = frozenset({"count", "amount", "cost", "paid", "favor", "commerce", "philosophers"})
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
    "prompt": "text", "name": "text", "tile": "tile",
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
    ("BuildingStepBegan", "queue"): "seat",
    ("TilesDrawn", "tiles"): "tile", ("TilesDrawn", "discarded"): "tile", ("TileExplored", "returned"): "tile?",
    ("ExplorationFailed", "sea"): "tile?", ("ExplorationFailed", "sea_area"): "area",
}

Check = Callable[[Any], "str | None"]


def domains(content: Content, seats: Sequence[Seat]) -> dict[str, frozenset[str]]:
    """Every name a save may give, by domain."""
    units = set(content.units)
    return {
        "seat": frozenset(seat.name for seat in seats),
        # on a built or random map: any tile, or a hole made a sea
        "area": frozenset(content.areas) | tile_areas(content),
        "tile": frozenset(t.id for t in content.map.tiles),
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


def tile_areas(content: Content) -> frozenset[str]:
    """The areas a map made of tiles may have: each tile, each location left a sea, and
    each location not explored yet (the explorable map)."""
    mapdata = content.map
    holes = {hole_area(mapdata, 0, n).id for n in range(len(mapdata.locations))}
    empties = {empty_id(n) for n in range(len(mapdata.locations))}
    return frozenset(t.id for t in mapdata.tiles) | holes | empties


@cache
def domain_of(kind: type[msgspec.Struct], field: str) -> str:
    """The domain of a string in `field` of `kind` (field ".key" for a dict's keys)."""
    found = BY_TYPE.get((kind.__name__, field)) or FIELDS.get(field)
    if found is None:
        return "word"
    if found.endswith("?"):
        return found
    fields, defaults = kind.__struct_fields__, kind.__struct_defaults__
    with_default = fields[len(fields) - len(defaults) :]
    default = defaults[fields.index(field) - len(fields) + len(defaults)] if field in with_default else None
    return found + "?" if default == "" else found


@cache
def plan(kind: type[msgspec.Struct]) -> tuple[tuple[str, str, str], ...]:
    """Each field of `kind` with the domain of its strings and of its dict keys."""
    return tuple((field, domain_of(kind, field), domain_of(kind, field + ".key")) for field in kind.__struct_fields__)


def checker(scenario: str, seats: Sequence[Seat], content_hash: str | None = None) -> Check:
    """A function that tells what is wrong with one command or event of a save (None: nothing),
    against the scenario's data in the version the game plays with (None: the installed one)."""
    known = domains(content_for(scenario, content_hash), seats)
    accepts: dict[str, Callable[[str], Any]] = {"word": WORD.fullmatch, "text": TEXT.fullmatch}
    for name, names in known.items():
        accepts[name] = names.__contains__
        accepts[name + "?"] = (names | {""}).__contains__

    def wrong(value: str, domain: str) -> str:
        if domain == "word":
            return f"{quoted(value)} is not a word of the game"
        if domain == "text":
            return f"{quoted(value)} holds a control character or markup"
        return f"{quoted(value)} is no {domain.rstrip('?').replace('_', ' ')} of this game"

    def walk(value: Any, domain: str, keys: str, field: str) -> str | None:
        kind = type(value)
        if kind is str:
            return None if accepts[domain](value) else f"field {field}: {wrong(value, domain)}"
        if kind is int:
            low = 0 if field in COUNTS else LOW
            return None if low <= value <= HIGH else f"field {field}: {quoted(value)} is out of bounds ({low} to {HIGH})"
        if kind is bool or value is None:
            return None
        if kind is tuple or kind is list or kind is dict:
            if len(value) > 4 * HIGH:
                return f"field {field}: {len(value)} items, more than a game holds"
            if kind is dict:
                for key, item in value.items():
                    if type(key) is not str or not accepts[keys](key):
                        return f"field {field}: key {wrong(key, keys) if type(key) is str else quoted(key)}"
                    if problem := walk(item, domain, keys, field):
                        return problem
                return None
            for item in value:
                if problem := walk(item, domain, keys, field):
                    return problem
            return None
        return f"field {field}: {quoted(value)} is not a value a game holds"

    def check(item: Any) -> str | None:
        kind: type[msgspec.Struct] = type(item)  # a command or an event
        for field, domain, keys in plan(kind):
            value = getattr(item, field)
            if type(value) is str:  # most fields: a name
                if not accepts[domain](value):
                    return f"field {field}: {wrong(value, domain)}"
            elif problem := walk(value, domain, keys, field):
                return problem
        return None

    return check
