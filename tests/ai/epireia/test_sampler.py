"""The sampler of Epireia's search: a whole state that the seat cannot tell from the
true one, each token in one place, drawn from the seat's view alone."""

from __future__ import annotations

import random
from collections.abc import Iterator

from hellenica_tui.ai.epireia.game import observe
from hellenica_tui.ai.epireia.sampler import sample
from hellenica_tui.games.epireia import search
from hellenica_tui.games.epireia.content.lookup import content_for
from hellenica_tui.games.epireia.state import State, copy_state
from hellenica_tui.games.epireia.view import view

FOUR = ["first", "second", "third", "fourth"]


def positions(players: list[str], seeds: range, every: int, solo: str = "") -> Iterator[State]:
    """Every `every`-th position of random games, to the end (the battle included)."""
    for seed in seeds:
        rng = random.Random(seed)
        s = search.new_state(players, seed, solo=solo)
        n = 0
        while not search.is_over(s):
            if n % every == 0 or s.phase in ("pick_figure", "battle"):
                yield s
            p = search.to_act(s)[0]
            s = search.apply(s, p, rng.choice(search.legal(s, p)), rng)
            n += 1


def placed(s: State) -> list[str]:
    """Every token of the state, wherever it is (a slot's token is still in its reserve)."""
    out = [t for c in s.cities for t in c.reserve] + [t for d in s.decks.values() for t in d]
    return out + [t for board in s.leagues.values() for t in board.allies.values() if t]


def test_a_sample_shows_the_seat_what_the_true_state_shows_it():
    content = content_for("standard")
    for players, solo in ((FOUR, ""), (["first", "second"], ""), (["first"], "sacred-war")):
        for s in positions(players, range(2), every=7, solo=solo):
            for seat in players:
                drawn = sample(observe(s, seat), random.Random(3))
                assert view(drawn, content, seat) == view(s, content, seat)
                assert sorted(placed(drawn)) == sorted(placed(s))  # each token once, none made up
                if s.phase == "battle":
                    assert set(drawn.battle.slots["delian"]) == set(s.battle.slots["delian"])
                to_act = search.to_act(s)[0]
                if to_act == seat:
                    assert search.legal(drawn, seat) == search.legal(s, seat)


def test_what_the_seat_cannot_see_is_dealt_anew():
    """The other league's tokens and the decks' contents differ from sample to sample."""
    s = next(p for p in positions(FOUR, range(3, 10), every=1) if len(p.cities[1].reserve) >= 2)
    seen = observe(s, "first")
    reserves = {tuple(sample(seen, random.Random(n)).cities[1].reserve) for n in range(20)}
    decks = {tuple(sample(seen, random.Random(n)).decks["hoplites-1"]) for n in range(20)}
    assert len(reserves) > 1 and len(decks) > 1


def test_a_sample_depends_on_the_view_alone():
    """Two states the seat cannot tell apart (another seat's tokens swapped for others
    of their kind) give the same sample for the same seed."""
    s = next(p for p in positions(["first", "second"], range(5, 12), every=1) if p.cities[1].reserve)
    other = copy_state(s)
    token = other.cities[1].reserve[0]
    kind = token.split("-")[0]
    swap = next(t for deck in other.decks.values() for t in deck if t.split("-")[0] == kind)
    deck = next(d for d in other.decks.values() if swap in d)
    deck[deck.index(swap)] = token
    deck.sort()
    other.cities[1].reserve[0] = swap
    assert view(other, content_for("standard"), "first") == view(s, content_for("standard"), "first")
    assert sample(observe(s, "first"), random.Random(9)) == sample(observe(other, "first"), random.Random(9))


def test_the_secret_first_figure_of_another_is_one_of_its_city():
    s = next(p for p in positions(["first", "second"], range(1), every=1) if len(p.secret_picks) == 1)
    [picker] = s.secret_picks
    seat = "second" if picker == "first" else "first"
    figures = {sample(observe(s, seat), random.Random(n)).secret_picks[picker] for n in range(30)}
    assert figures <= set(content_for("standard").figures_of(s.city(picker).city)) and len(figures) > 1
