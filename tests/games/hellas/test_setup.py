"""Setup and the initial map (rules pages `setup`, `initial-map`)."""

import random

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas import turn
from hellenica_tui.games.hellas.setup import draw_for_setup, initial_state
from tests.games.hellas.conftest import IDX, D, L, legal_texts, play


def test_each_player_starts_with_15_greeks_10_ships_and_one_card_of_each_god():
    s = initial_state(IDX, [L, D], seed=5)
    for p in (L, D):
        assert s.greek_supply[p] == 15 and s.ship_supply[p] == 10
        assert sorted(IDX.cards[c].god for c in s.hands[p]) == ["ares", "poseidon", "zeus"]
    assert sum(len(d) for d in s.decks.values()) == 48 - 6
    assert s.placed == {"dolphin": (0, 0, 0)}  # the Dolphin alone, in the middle
    assert len(s.stack) + len(s.aside) + 1 == 23  # the drawn tile is the one
    assert s.phase == "setup" and turn.to_act(s) == [L]  # the light player (the first seat) begins


def test_the_setup_hands_and_stack_differ_by_seed_and_repeat_for_one():
    a, b, c = (initial_state(IDX, [L, D], seed) for seed in (1, 1, 2))
    assert (a.stack, a.hands) == (b.stack, b.hands)
    assert (a.stack, a.hands) != (c.stack, c.hands)


def test_temple_tiles_and_tiles_that_cannot_be_laid_are_set_aside_while_the_map_is_made():
    s = initial_state(IDX, [L, D], seed=5)
    s.stack = ["argos", "mycenae", "athens"]  # athens on top: a temple; mycenae: all land, no fit
    events = draw_for_setup(s, IDX, L)
    assert events == [
        ev.TileDrawn(player=L, tile="athens"), ev.TileSetAside(tile="athens"),
        ev.TileDrawn(player=L, tile="mycenae"), ev.TileSetAside(tile="mycenae"),
        ev.TileDrawn(player=L, tile="argos"),
    ]  # fmt: skip


def test_a_laid_tile_gets_a_greek_on_its_city_and_a_ship_and_the_players_alternate():
    s = initial_state(IDX, [L, D], seed=5)
    tile = s.drawn
    first = turn.legal_commands(s, L)[0]
    play(s, L, first)
    assert s.owner[tile] == L and s.greeks[tile] == 1 and s.ships[tile] == 1
    assert s.greek_supply[L] == 14 and s.ship_supply[L] == 9
    assert turn.to_act(s) == [D] and s.drawn and s.phase == "setup"


def test_a_tile_must_touch_the_dolphin_or_two_tiles():
    s = initial_state(IDX, [L, D], seed=5)
    with pytest.raises(IllegalCommand) as info:
        play(s, L, "place 3,3 turn 0")
    assert info.value.rule == "placement"
    assert all(abs(int(t.split()[1].split(",")[0])) <= 1 for t in legal_texts(s, L))  # next to the Dolphin only


def _make_the_map(seed: int):
    s = initial_state(IDX, [L, D], seed)
    rng = random.Random(seed)
    shuffles = []
    while s.phase == "setup":
        p = turn.to_act(s)[0]
        events = play(s, p, rng.choice(turn.legal_commands(s, p)), seed)
        shuffles += [e for e in events if isinstance(e, ev.StackShuffled)]
    return s, shuffles


@pytest.mark.parametrize("seed", range(6))
def test_after_four_tiles_each_the_set_aside_tiles_go_back_and_the_light_player_begins(seed):
    s, shuffles = _make_the_map(seed)
    assert s.laid == {L: 4, D: 4}
    assert len(s.placed) == 9 and len(shuffles) == 1
    assert not s.aside and len(s.stack) == 23 - 8
    assert not any(IDX.tiles[t].temple for t in s.owner)  # no temple tile laid while the map is made
    assert s.phase == "choose" and turn.to_act(s) == [L] and s.turn == 1
    assert sorted(s.stack) == sorted(set(IDX.city_ids) - set(s.owner))
