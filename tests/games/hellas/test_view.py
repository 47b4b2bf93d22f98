"""What each player may see."""

import random

import msgspec

from hellenica_tui.games.hellas import turn
from hellenica_tui.games.hellas.setup import initial_state
from hellenica_tui.games.hellas.view import view
from tests.games.hellas.conftest import IDX, D, L, argos, athens, play, position


def test_the_opponents_hand_shows_only_its_gods():
    s = position([athens(), argos()], hands={L: ["storm", "zeal"], D: ["fury", "phalanx", "aegis"]})
    seen = view(s, L)
    assert seen["hand"] == ["storm", "zeal"]
    assert seen["hands"][D] == {"ares": 2, "poseidon": 0, "zeus": 1}
    text = msgspec.json.encode(seen).decode()
    assert "fury" not in text and "phalanx" not in text and "aegis" not in text


def test_the_stack_and_the_decks_show_only_how_many_they_hold():
    s = initial_state(IDX, [L, D], seed=3)
    seen = view(s, D)
    assert seen["stack"] == len(s.stack) and seen["decks"] == {g: len(d) for g, d in s.decks.items()}
    text = msgspec.json.encode(seen).decode()
    hidden = [t for t in s.stack if t not in s.aside and t != s.drawn]
    assert not any(f'"{t}"' in text for t in hidden)  # no tile of the stack is named
    deck_cards = {c for d in s.decks.values() for c in d} - set(s.hands[D])
    assert not any(f'"{c}"' in text for c in deck_cards)


def test_a_spectator_sees_no_hand():
    s = position([athens(), argos()], hands={L: ["storm"], D: ["fury"]})
    text = msgspec.json.encode(view(s, None)).decode()
    assert "storm" not in text and "fury" not in text


def test_the_cards_drawn_in_a_burst_are_unseen_by_their_owner_and_by_the_opponent():
    s = position([athens(), ("sparta", 2, -1, 0, D, 1, 0)], hands={L: ["storm"], D: []})
    play(s, L, "burst")
    play(s, L, "draw zeus")
    drawn = s.hands[L][-1]
    mine = view(s, L)
    assert mine["hand"] == ["storm"] and mine["unseen"] == ["zeus"] and mine["fresh"] == []
    for who in (L, D, None):
        assert f'"{drawn}"' not in msgspec.json.encode(view(s, who)).decode()
    play(s, L, "stop")
    assert view(s, L)["fresh"] == [drawn] and drawn in view(s, L)["hand"]


def test_views_of_random_games_never_name_the_other_hand():
    for seed in range(4):
        s = initial_state(IDX, [L, D], seed)
        rng = random.Random(seed)
        while s.phase != "over":
            for p, q in ((L, D), (D, L)):
                seen = view(s, p)
                assert sum(seen["hands"][q].values()) == len(s.hands[q])
                assert "hand" in seen and sorted(seen["hand"]) == sorted(seen["hand"])
                assert set(seen["hand"]) <= set(s.hands[p])
            p = turn.to_act(s)[0]
            play(s, p, rng.choice(turn.legal_commands(s, p)), seed)
