"""The objectives tracker never disagrees with the victory check, and neither it nor
the summary of what happened to a player shows another's secret Ethos cards or a
sealed bid: checked on every position of real games (people by random legal
commands, AI players by the rulebook bots)."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai import bots
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.table.progress import race
from hellenica_tui.games.hellenica.table.recap import recap, since_last_acted
from hellenica_tui.games.hellenica.victory.victory import done_by
from tests.proof.test_hidden_information import CONTENT, _mentions, secrets_of
from tests.proof.walk import RULESET, SCENARIO, play_with_ais, with_ais

PATHOS_KINDS = ("count_at_least", "hold_areas")


def check_position(state) -> int:
    """Every viewer's race against the victory check; returns the goals checked."""
    checked = 0
    for viewer in [None, *state.players]:
        r = race(state, CONTENT, viewer)
        secret = secrets_of(state, viewer=viewer)
        for standing in r.standings:
            done = set(done_by(state, CONTENT, standing.player))
            met = {g.card for g in standing.goals if g.met}
            public = {g.card for g in standing.goals if g.public}
            if standing.player == viewer or state.players[standing.player].kind == "ai":
                assert met == done, (viewer, standing.player, met, done)  # every card it holds is shown
            else:
                assert met == done & public and not any(not g.public for g in standing.goals)
            for g in standing.goals:
                kind = CONTENT.objectives[g.card].condition.kind
                if CONTENT.objectives[g.card].deck == "pathos" and kind in PATHOS_KINDS:
                    assert (g.have >= g.need) == g.met, g.line()  # the numbers say what the check says
                assert not _mentions(g.line(), secret) and g.card not in secret, (viewer, g.line())
                checked += 1
    return checked


def check_recaps(game) -> int:
    """What each person would be told now names no secret of another, nor a bid still sealed."""
    state, told = game.state, 0
    for seat in game.seats:
        if seat.kind == "ai":
            continue
        secret = secrets_of(state, viewer=seat.name)
        start = since_last_acted(game.log, seat.name)
        opened = sum(type(e).__name__ == "BidsOpened" for g in game.log[start:] for e in g.events)
        found = recap(game.log, start, state, CONTENT, seat.name)
        for h in found:
            assert not _mentions(h.text, secret), (seat.name, h.text)
            told += 1
        assert sum(h.text.startswith("Bids on") for h in found) <= opened  # amounts only once opened
    return told


@pytest.mark.parametrize("people_count, ais, seed", [(2, 3, 7_442_000_001), (1, 6, 7_442_000_002)])
def test_the_tracker_and_summaries_agree_with_the_rules_and_keep_secrets_in_mixed_games(people_count, ais, seed):
    game = with_ais(people_count, ais, seed)
    checked: list[int] = []
    told: list[int] = []

    def after(g) -> None:
        checked.append(check_position(g.state))
        told.append(check_recaps(g))

    play_with_ais(game, 400, random.Random(seed), max_turn=4, after=after)
    assert sum(checked) > 1000 and sum(told) > 20


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_a_winners_goals_are_the_objectives_it_won_with(seed):
    """In AI games played to the end, what the tracker shows met for the winner is
    what the victory event names (an AI's shared Ethos cards included)."""
    names = sorted(random.Random(seed).sample(sorted(CONTENT.city_states), 4))
    game = Game.new(RULESET, SCENARIO, [Seat(n, "ai", "rulebook") for n in names], seed)
    bots.advance(game, max_turn=40)
    won = next(e for e in game.log[-1].events if type(e).__name__ == "GameWon")
    for winner, cards in won.objectives.items():
        shown = {g.card for g in race(game.state, CONTENT, None).of(winner).goals if g.met}
        assert shown == set(cards)
    check_position(game.state)
