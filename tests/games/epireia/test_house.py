"""Epireia's game module: the leaks check finds each secret a view must hide, the
seats' names and leagues, the text board."""

from __future__ import annotations

import random

import msgspec

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.epireia.content.lookup import content_for
from hellenica_tui.games.epireia.game import GAME
from hellenica_tui.games.epireia.setup import seat_leagues
from tests.games.epireia.conftest import R


def _states(seed: int):
    core = GAME.search()
    rng = random.Random(seed)
    state = core.new_state(["first", "second"], seed, "standard", {})
    while not core.is_over(state):
        yield state
        player = rng.choice(core.to_act(state))
        state = core.apply(state, player, rng.choice(core.legal(state, player)), rng)
    yield state


def test_the_leaks_check_finds_every_secret_of_a_view_that_shows_all():
    found: set[str] = set()
    for seed in (1, 2, 3):
        for state in _states(seed):
            assert GAME.leaks(state, R.view(state, "second"), "second") == []
            found.update(GAME.leaks(state, msgspec.to_builtins(state), "second"))  # the state itself, unhidden
    for secret in ("the first figure first picked in secret", "the order of a deck of tokens",
                   "the power of first's tokens", "before its column is shown",
                   "the figures the delian league laid face down"):  # fmt: skip
        assert any(secret in leak for leak in found), (secret, found)


def test_seats_take_their_leagues_by_place_whatever_the_order_given():
    content = content_for("standard")
    three = seat_leagues(content, [Seat("third"), Seat("first"), Seat("second")])
    assert three == {"first": "delian", "second": "peloponnesian", "third": "delian"}
    assert seat_leagues(content, [Seat("ann"), Seat("bob")]) == {"ann": "delian", "bob": "peloponnesian"}
    assert seat_leagues(content, [Seat("first")], "pride-of-sparta") == {"first": "peloponnesian"}


def test_the_seats_names_tell_their_league_and_city():
    state = R.initial_state("standard", [Seat("second"), Seat("first")], 1, {})
    assert GAME.seat_names(state) == {"first": "First (Delian)", "second": "Second (Peloponnesian)"}
    state = GAME.search().apply(state, "first", R.parse("city athens", state, "first"), random.Random(0))
    assert GAME.seat_names(state)["first"] == "First (Delian, Athens)"


def test_the_text_board_tells_the_round_the_cities_and_the_winner():
    end = list(_states(2))[-1]
    board = GAME.describe(GAME.summary(R.view(end, None)))
    lines = board.splitlines()
    assert lines[0].startswith(f"Round {end.round}, over") and lines[-1].startswith("Winner: the ")
    assert any(line.startswith("first (delian, ") for line in lines) and "Fronts won: " in board
