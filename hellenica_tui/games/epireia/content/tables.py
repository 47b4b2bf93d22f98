"""`Content`: a scenario's tables indexed by id, with what is derived from them
(token ids and powers, battlefield slots)."""

from __future__ import annotations

from typing import Any, cast

import msgspec

from hellenica_tui.games.epireia.content import schema as s
from hellenica_tui.games.epireia.vocabulary import SlotId, TokenId, Unit


class Token(msgspec.Struct, frozen=True):
    id: TokenId
    unit: Unit
    level: int
    value: int


class Slot(msgspec.Struct, frozen=True):
    id: SlotId
    front: str
    column: int  # from 1
    unit: Unit


class Content(msgspec.Struct, kw_only=True):
    hash: str
    rules: s.Rules
    cities: dict[str, s.City]
    figures: dict[str, s.Figure]
    administrators: dict[str, s.Administrator]
    buildings: dict[str, s.Building]
    decks: dict[tuple[Unit, int], s.Deck]
    tokens: dict[TokenId, Token]
    fronts: list[s.Front]
    slots: dict[SlotId, Slot]
    empires: dict[str, s.Empire]
    territories: dict[str, s.Territory]
    cards: dict[str, s.Card]
    solo_prestige: int
    enemy_moves: list[str]
    solos: dict[str, s.SoloScenario]
    augurs: dict[str, s.Augur]
    duplicates: list[tuple[str, str]]  # (file, id) seen twice, for validation to refuse

    def deck_ids(self, unit: str, level: int) -> list[TokenId]:
        return [t.id for t in self.tokens.values() if t.unit == unit and t.level == level]

    def figures_of(self, city: str) -> list[str]:
        return [f.id for f in self.figures.values() if f.city == city]

    def space_name(self, space: str) -> str:
        for table in (self.empires, self.territories, self.cities):
            if space in table:
                return str(cast(Any, table[space]).name)
        return space


def _by_id(file: str, items: list[Any], dup: list[tuple[str, str]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in items:
        if item.id in out:
            dup.append((file, item.id))
        out[item.id] = item
    return out


def index(files: dict[str, Any], digest: str) -> Content:
    dup: list[tuple[str, str]] = []
    tokens: dict[TokenId, Token] = {}
    decks: dict[tuple[Unit, int], s.Deck] = {}
    for deck in files["tokens.toml"].deck:
        if (deck.unit, deck.level) in decks:
            dup.append(("tokens.toml", f"{deck.unit} level {deck.level}"))
        decks[(deck.unit, deck.level)] = deck
        for i, value in enumerate(deck.values, 1):
            tid = f"{deck.prefix}{deck.level}-{i:02}"
            if tid in tokens:
                dup.append(("tokens.toml", tid))
            tokens[tid] = Token(tid, deck.unit, deck.level, value)
    slots: dict[SlotId, Slot] = {}
    for front in files["battlefield.toml"].front:
        for c, column in enumerate(front.columns, 1):
            for r, unit in enumerate(column):
                sid = f"{front.id}-{c}{'abcdefgh'[r] if r < 8 else r}"
                slots[sid] = Slot(sid, front.id, c, unit)
    return Content(
        hash=digest,
        rules=files["scenario.toml"],
        cities=_by_id("cities.toml", files["cities.toml"].city, dup),
        figures=_by_id("figures.toml", files["figures.toml"].figure, dup),
        administrators=_by_id("administrators.toml", files["administrators.toml"].administrator, dup),
        buildings=_by_id("buildings.toml", files["buildings.toml"].building, dup),
        decks=decks,
        tokens=tokens,
        fronts=list(files["battlefield.toml"].front),
        slots=slots,
        empires=_by_id("map.toml", files["map.toml"].empire, dup),
        territories=_by_id("map.toml", files["map.toml"].territory, dup),
        cards=_by_id("acts.toml", files["acts.toml"].card, dup),
        solo_prestige=files["solo.toml"].start_prestige,
        enemy_moves=list(files["solo.toml"].enemy_moves),
        solos=_by_id("solo.toml", files["solo.toml"].scenario, dup),
        augurs=_by_id("augurs.toml", files["augurs.toml"].augur, dup),
        duplicates=dup,
    )
