"""Random walks with world events, sealed bids and invocations for 2 to 7
players: every legal command is accepted, and no view ever shows another
player's sealed bid or secret options."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hellenica_tui.games.hellenica.core.view import HIDDEN, SEALED, view
from hellenica_tui.games.hellenica.ruleset import RULESET
from tests.games.hellenica.rules.conftest import new_game
from tests.proof.walk import mostly_acting, random_steps

ALL = ["corcyra", "thebes", "troy", "byzantium", "athens", "sparta", "corinth"]


def walk(players: int, seed: int, turns: int) -> Counter[str]:
    game = new_game("classic", ALL[:players], seed=seed)
    game.auto_done = False

    def check(s, player, legal, command) -> None:
        for other in s.players:
            v = view(s, other)
            if v.world is not None and v.world.stage == "bid":
                assert all(b == SEALED for p, b in v.world.bids.items() if p != other)
            if v.choice is not None and v.choice.secret and v.choice.player != other:
                assert set(v.choice.options) == {HIDDEN}
        assert RULESET.parse(RULESET.format(command), s, player) == command

    seen: Counter[str] = Counter()
    for _, _, events in random_steps(lambda: game.state, game.do, random.Random(seed), pick=mostly_acting,
                                     before=check, limit=4000):
        seen.update(type(event).__name__ for event in events)
        if game.state.turn > turns or game.state.phase == "over":
            break
    return seen


def test_gods_walks_for_every_player_count() -> None:
    seen: Counter[str] = Counter()
    for players in range(2, 8):
        seen += walk(players, seed=players, turns=2)
    for kind in ("WorldEventRevealed", "BidsOpened", "WorldEventWon", "InvocationCast", "WindowOpened", "ChoiceAsked"):
        assert seen[kind] > 0, kind


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(12))
def test_long_gods_walks(seed: int) -> None:
    walk(2 + seed % 6, seed=100 + seed, turns=10)
