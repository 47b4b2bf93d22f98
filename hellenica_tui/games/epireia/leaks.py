"""What a view must not show, checked against the state it was made from (the
conformance suite runs it on every view): another seat's secret first figure, the
decks' order, the power of the other league's tokens (in its cities' reserves and its
allies' gifts), and on the battlefield its tokens before their column is shown and its
figures before they are revealed. A spectator counts as of neither league."""

from __future__ import annotations

from typing import Any

from hellenica_tui.games.epireia.content.lookup import content_for
from hellenica_tui.games.epireia.state import State


def leaks(state: State, view: dict[str, Any], viewer: str | None) -> list[str]:
    content = content_for(state.scenario, state.content_hash)
    league = state.city(viewer).league if viewer is not None else None
    found = []
    for player in state.secret_picks:
        if player != viewer and view["secret_picks"].get(player) in content.figures:
            found.append(f"the first figure {player} picked in secret")
    if any(not isinstance(size, int) for size in view["decks"].values()):
        found.append("the order of a deck of tokens")
    for city, shown in zip(state.cities, view["cities"], strict=True):
        if city.league != league and any(t in content.tokens for t in shown["reserve"]):
            found.append(f"the power of {city.name}'s tokens")
    for lg, board in view["leagues"].items():
        if lg != league and any(t in content.tokens for t in board["allies"].values()):
            found.append(f"the power of the tokens the allies of the {lg} league brought")
    battle = state.battle
    if battle is not None:
        fronts = [f.id for f in content.fronts]
        for lg, slots in view["battle"]["slots"].items():
            if lg == league:
                continue
            for slot, token in slots.items():
                where = content.slots[slot]
                shown = (fronts.index(where.front), where.column) <= (battle.front, battle.column)
                if token in content.tokens and not shown:
                    found.append(f"a token of the {lg} league on {slot} before its column is shown")
            leads = view["battle"]["leads"].get(lg, {})
            if not battle.revealed and any(f in content.figures for f in leads.values()):
                found.append(f"the figures the {lg} league laid face down")
    return found
