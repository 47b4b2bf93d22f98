"""What a save's commands and events may name, checked before the rules see them: a
save may come from anyone, and a name nothing knows (a token, a figure, a seat)
would otherwise fail deep inside the rules. Fields are checked by their name, one
table a name; the engine's plain check (sizes, control characters) comes first."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import msgspec

from hellenica_tui.engine.checks import Check, plain_checker
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.epireia.content.lookup import content_for
from hellenica_tui.games.epireia.content.tables import Content

ROLLS = range(1, 13)


def _tables(content: Content, seats: Sequence[Seat]) -> dict[str, Collection[str]]:
    players = {seat.name for seat in seats}
    spaces = {*content.empires, *content.territories, *content.cities}
    optional_players = players | {""}
    return {
        "player": players, "previous": optional_players, "evicted": optional_players,
        "city": set(content.cities), "admin": set(content.administrators), "figure": set(content.figures),
        "building": set(content.buildings), "space": spaces, "empire": set(content.empires),
        "token": {*content.tokens, ""}, "slot": set(content.slots), "front": {f.id for f in content.fronts},
        "card": {*content.cards, *content.augurs},
        "choice": {"", *content.buildings, "hoplites", "triremes", "cavalry", "wheat", "wood", "copper"},
    }  # fmt: skip


def checker(scenario: str, seats: Sequence[Seat], content_hash: str | None = None) -> Check:
    plain = plain_checker(scenario, seats, content_hash)
    content = content_for(scenario, content_hash)
    tables = _tables(content, seats)
    figures, slots, tokens = tables["figure"], tables["slot"], tables["token"]

    def check(item: Any) -> str | None:
        if problem := plain(item):
            return problem
        if not isinstance(item, msgspec.Struct):
            return None
        for field in item.__struct_fields__:
            value = getattr(item, field)
            known = tables.get(field)
            if known is not None and isinstance(value, str) and value not in known:
                return f"field {field}: {value!r} is no {field} of this game"
            if field == "roll" and value not in ROLLS:
                return f"field roll: {value} is no roll of a d12"
            if field == "picks" and any(p not in tables["player"] or f not in figures for p, f in value.items()):
                return "field picks: names an unknown player or figure"
            if field == "leads" and any(f not in figures for fs in value.values() for f in fs.values()):
                return "field leads: names an unknown figure"
            if field in ("tokens", "slots") and isinstance(value, dict):
                inner = value.values() if field == "tokens" else [value]
                if any(s not in slots or t not in tokens for d in inner for s, t in d.items()):
                    return f"field {field}: names an unknown slot or token"
        return None

    return check
