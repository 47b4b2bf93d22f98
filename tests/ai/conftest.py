"""Helpers for the AI tests: the classic board and compact ways to lay out units."""

from __future__ import annotations

import random
from typing import Any

import pytest

from hellenica_tui.ai.rulebook.aimap import AiMap, Site
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.mechanics.movement import MovingUnit

# Land units one trireme carries with Copper Banding, as the tests assume it.
COPPER_BANDING = 3


@pytest.fixture(scope="session")
def board() -> Board:
    return Board.of(load_scenario("classic"))


def units(*spec: str) -> tuple[MovingUnit, ...]:
    """units("2 hoplite", "cavalry", "hero/1") -> MovingUnits; "/n" = supplied n times."""
    out: list[MovingUnit] = []
    for item in spec:
        count, _, rest = item.partition(" ") if item[0].isdigit() else ("1", "", item)
        kind, _, supplied = rest.partition("/")
        out += [MovingUnit(kind, int(supplied or 0))] * int(count)  # type: ignore[arg-type]
    return tuple(out)


def site(**fields: Any) -> Site:
    """site(troy=["2 hoplite"], owner="troy") -> a Site, players' units given as spec lists."""
    plain = {k: fields.pop(k) for k in ("owner", "upgrades", "walls", "wonder", "marker", "creature") if k in fields}
    return Site(units={player: units(*spec) for player, spec in fields.items()}, **plain)


def aimap(board: Board, ai: str, sites: dict[str, Site], **extra: Any) -> AiMap:
    extra.setdefault("per_trireme", COPPER_BANDING)
    return AiMap(board=board, ai=ai, sites=sites, **extra)


class NoDraw(random.Random):
    """A random source that fails the test if any decision is left to chance."""

    def choice(self, seq: Any) -> Any:
        raise AssertionError(f"a random draw was made among {list(seq)}")


# Corcyra's corner as a three-player game left it on turn 58 of a game that ran to
# the cap: a fleet shuttling between the two seas it holds, the army at home.
CORNER = frozenset(
    {"corcyra", "ambracia", "aetolia", "acarnania", "cephallenia", "delphi", "epirus", "ionian_sea", "ambracian_sea"}
)


def corner(board: Board, **extra: Any) -> AiMap:
    sites = {
        "ionian_sea": site(corcyra=["9 trireme"]),
        "ambracian_sea": site(corcyra=["trireme"]),
        "corcyra": site(corcyra=["hoplite"], owner="corcyra", marker="corcyra"),
        "aetolia": site(corcyra=["5 hoplite", "2 cavalry"], owner="corcyra"),
        "ambracia": site(corcyra=["hoplite"], owner="corcyra"),
        "acarnania": site(corcyra=["hoplite"], owner="corcyra"),
        "cephallenia": site(corcyra=["hoplite"], owner="corcyra"),
        "delphi": site(thebes=["hoplite"], owner="thebes"),
    }
    return aimap(board, "corcyra", sites, open_areas=CORNER, **extra)
