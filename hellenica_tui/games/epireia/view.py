"""What one player may see (`view`): the whole state as plain data, less the secrets
of others. Hidden: the first figures picked by others until all are shown; the power
of the other league's tokens (only unit and level show); the decks' contents (only
their sizes); on the battlefield, the other league's tokens until their column is
shown and its figures until they are revealed. A spectator (None) sees what all see."""

from __future__ import annotations

from typing import Any

import msgspec

from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.state import State

HIDDEN = "?"


def _face_down(content: Content, token: str) -> str:
    t = content.tokens.get(token)
    return f"{t.unit}-{t.level}" if t else HIDDEN


def view(state: State, content: Content, player: str | None) -> dict[str, Any]:
    league = state.city(player).league if player is not None else None
    out: dict[str, Any] = msgspec.to_builtins(state)
    out["secret_picks"] = {p: (f if p == player else HIDDEN) for p, f in state.secret_picks.items()}
    out["decks"] = {k: len(v) for k, v in state.decks.items()}
    for city, shown in zip(state.cities, out["cities"], strict=True):
        if city.league != league:
            shown["reserve"] = [_face_down(content, t) for t in city.reserve]
    for lg, board in out["leagues"].items():
        if lg != league:
            board["allies"] = {k: _face_down(content, t) if t else "" for k, t in board["allies"].items()}
    battle = state.battle
    if battle is not None:
        shown_battle = out["battle"]
        front_at = {f.id: i for i, f in enumerate(content.fronts)}
        for lg, slots in battle.slots.items():
            if lg == league:
                continue
            for slot, t in slots.items():
                where = content.slots[slot]
                seen = (front_at[where.front], where.column) <= (battle.front, battle.column)
                shown_battle["slots"][lg][slot] = t if seen else HIDDEN
            if not battle.revealed:
                shown_battle["leads"][lg] = dict.fromkeys(battle.leads[lg], HIDDEN)
    return out
