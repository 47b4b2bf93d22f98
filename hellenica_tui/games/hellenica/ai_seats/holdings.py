"""What the rules read of an AI player's holdings: its cities, government marker,
garrison and units, for its production, its sea transport and its objectives.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.ai_seats.seats import (
    TRANSPORT_ADVANCEMENT,
    WALLS,
    WONDER,
    seat_of,
)
from hellenica_tui.games.hellenica.ai_seats.setup import GARRISON
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.effect_kinds import Effect
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import State, cities_of, is_ai
from hellenica_tui.games.hellenica.mechanics.ai_victory import (
    SETTLEMENT_STEPS,
    AdvancementNeed,
    advancement_objectives_met,
    assumed_mine_upgrades,
    controlled_settlements,
    objectives_met,
    settlement_ethos_met,
)
from hellenica_tui.games.hellenica.mechanics.units import base_unit
from hellenica_tui.games.hellenica.victory.objectives import meets

# -- what the rules read of an AI's holdings -------------------------------------------------


class _Site(msgspec.Struct, frozen=True):
    walls: bool
    wonder: bool


class Holdings:
    """One AI player's cities, marker and units read from the state, for the
    production and victory rules (the same questions an `AiMap` answers)."""

    def __init__(self, s: State, content: Content, board: Board, player: str) -> None:
        self.s, self.board, self.ai = s, board, player
        self.content = content

    def government_city(self) -> str | None:
        return seat_of(self.s, self.ai).garrison or None

    def owned_cities(self) -> list[str]:
        return sorted(cities_of(self.s, self.ai))

    def site(self, area: str) -> Any:
        slots = self.s.areas[area].slots
        return _Site(
            walls=any(u is not None and u.kind == WALLS for u in slots),
            wonder=any(u is not None and u.kind == WONDER for u in slots),
        )

    def units_at(self, area: str) -> dict[str, list[Any]]:
        return {
            player: [_Kind(k) for k, n in stack.units.items() for _ in range(n)]
            for player, stack in self.s.areas[area].units.items()
        }

    def on_map(self, kind: str) -> int:
        total = 0
        for area, st in self.s.areas.items():
            stack = st.units.get(self.ai)
            if stack is None:
                continue
            fixed = garrison_units(self.s, area, self.ai)
            total += sum(n - fixed.get(k, 0) for k, n in stack.units.items() if base_unit(k) == kind)
        return total


class _Kind(msgspec.Struct, frozen=True):
    kind: str


class _SiteUnits:
    """`site(area).units` for the victory assumptions."""

    def __init__(self, holdings: Holdings) -> None:
        self.h = holdings
        self.ai = holdings.ai
        self.board = holdings.board

    def owned_cities(self) -> list[str]:
        return self.h.owned_cities()

    def site(self, area: str) -> Any:
        return msgspec.structs.replace(_UnitsSite(units={}), units=self.h.units_at(area))


class _UnitsSite(msgspec.Struct, frozen=True):
    units: dict[str, list[Any]]


def garrison_units(s: State, area: str, player: str) -> dict[str, int]:
    """The units of `player` on `area` that are its government marker's garrison."""
    if s.ai is None or player not in s.ai.seats or s.ai.seats[player].garrison != area:
        return {}
    stack = s.areas[area].units.get(player)
    have = stack.units if stack is not None else {}
    return {k: min(n, have.get(k, 0)) for k, n in GARRISON.items() if have.get(k, 0)}



def sea_transport(s: State, content: Content, player: str, kind: str) -> list[Effect]:
    if kind != "transport_capacity" or not is_ai(s, player):
        return []
    card = content.advancements.get(TRANSPORT_ADVANCEMENT)
    if card is None:
        raise IllegalCommand(f"the scenario has no {TRANSPORT_ADVANCEMENT!r} advancement for AI sea transport")
    return [e for e in card.effects if e.kind == kind]



# -- victory -------------------------------------------------------------------------------------


def ai_completed(s: State, content: Content, player: str) -> list[str]:
    """The objectives an AI player has completed: the public Pathos cards as
    for anyone, and at most two of the shared Ethos cards, judged with the AI
    assumptions (advancements, settlements, mines)."""
    board = Board.of(content)
    holdings = Holdings(s, content, board, player)
    done = [c for c in s.pathos if c in content.objectives and meets(s, content, player, content.objectives[c].condition)]
    shared = list(s.ai.ethos) if s.ai is not None else []
    needs: list[tuple[AdvancementNeed, str]] = []
    settlement_cards: list[str] = []
    met: list[str] = []
    for card in shared:
        objective = content.objectives.get(card)
        if objective is None:
            continue
        cond, judge = objective.condition, objective.ai
        n: int = getattr(cond, "n", 0)
        if judge is None:
            if meets(s, content, player, cond):
                met.append(card)
        elif judge.by == "settlements":
            settlement_cards.append(card)
        elif judge.by == "mines":
            if len(assumed_mine_upgrades(_SiteUnits(holdings))) >= n:
                met.append(card)
        elif judge.by == "advancements":
            needs.append((advancement_need(cond), card))
        elif judge.condition is not None and meets(s, content, player, judge.condition):
            met.append(card)
    caps: dict[str, int] = dict(Counter(a.category for a in content.advancements.values()))
    chosen = advancement_objectives_met(seat_of(s, player).advancements, [need for need, _ in needs], caps)
    met += [needs[i][1] for i in chosen]
    met += settlement_cards[: settlement_ethos_met(controlled_settlements(holdings), settlement_cards, settlement_cards)]
    return done + met[: objectives_met(0, len(met))]


def advancement_need(cond: Any) -> AdvancementNeed:
    """What an advancement objective's condition asks, for the AI reading: a
    count of advancements (of some categories) or of categories held."""
    n: int = getattr(cond, "n", 0)
    if getattr(cond, "what", "") == "advancement_categories":
        return AdvancementNeed(n, distinct=True)
    return AdvancementNeed(n, tuple(getattr(cond, "of", None) or ()))


def ai_ethos_reading(s: State, content: Content, player: str, card: str) -> tuple[int, int, str] | None:
    """How far an AI player is on a shared Ethos card, read as `ai_completed`
    reads it: (what it has, what the reading needs, what is counted). None for a
    card judged as printed or by another condition (measured like anyone's)."""
    judge = content.objectives[card].ai
    if judge is None or judge.by == "condition":
        return None
    n: int = getattr(content.objectives[card].condition, "n", 0)
    if judge.by == "advancements":
        return seat_of(s, player).advancements, n, "advancements on the AI board"
    holdings = Holdings(s, content, Board.of(content), player)
    if judge.by == "mines":
        return len(assumed_mine_upgrades(_SiteUnits(holdings))), n, "mine locations held"
    return controlled_settlements(holdings), SETTLEMENT_STEPS[0], "settlements controlled"
