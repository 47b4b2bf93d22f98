"""The search AI of War and politics: repeatable, within the rules, and far stronger
than chance. The strength runs are in test_strength.py (slow)."""

from __future__ import annotations

import random
import re

from hellenica_tui.ai.search.bot import SearchBot
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.search.ismcts import decide
from hellenica_tui.ai.war.evaluate import chances
from hellenica_tui.ai.war.game import WAR
from hellenica_tui.ai.war.policy import horizon, prior
from hellenica_tui.cli import main
from hellenica_tui.games.war import search
from hellenica_tui.games.war.commands import Attack, Done, Negotiate
from tests.ai.test_matches import SUMMARY
from tests.ai.war.test_sampler import positions
from tests.games.war.helpers import CONTENT, blank, give_city, put


def test_the_same_seed_and_playouts_give_the_same_command():
    for state in positions(seed=4, every=90):
        seat = search.to_act(state)[0]
        first = decide(WAR, state, seat, Budget(playouts=6), random.Random(11))
        assert first == decide(WAR, state, seat, Budget(playouts=6), random.Random(11))


def test_the_search_gives_only_legal_commands_and_never_raises():
    rng = random.Random(5)
    for state in positions(seed=6, every=45):
        seat = search.to_act(state)[0]
        assert decide(WAR, state, seat, Budget(playouts=3), rng).command in search.legal(state, seat)


def _beside_thebes():
    """Ann's five armies next to neutral Thebes in the land battle phase."""
    state = blank(phase="land")
    give_city(state, "athens", "ann", home=True)
    give_city(state, "sparta", "bob", home=True)
    put(state, "ann", "army", state.cities["athens"].space, 2)
    thebes = state.cities["thebes"].space
    beside = next(s for s in CONTENT.spaces[thebes].neighbours if not CONTENT.terrain_of(s).water)
    put(state, "ann", "army", beside, 5)
    return state, thebes


def test_the_search_attacks_a_city_it_is_much_stronger_than_and_keeps_it_whole():
    state, thebes = _beside_thebes()
    delphi = state.cities["delphi"].space  # beside the armies too
    command = decide(WAR, state, "ann", Budget(playouts=60), random.Random(0)).command
    assert isinstance(command, Attack) and command.target in (thebes, delphi) and command.then != "destroy"
    assert prior(state, "ann", Attack(target=thebes)) > prior(state, "ann", Done())


def test_the_evaluation_counts_cities_and_shares_the_chance():
    state, _ = _beside_thebes()
    even = chances(state, "ann") + chances(state, "bob")
    assert abs(even - 1) < 1e-9
    before = chances(state, "ann")
    give_city(state, "corinth", "ann")
    assert chances(state, "ann") > before


def test_in_diplomacy_the_search_rolls_for_a_neutral_city():
    state, _ = _beside_thebes()
    state.phase = "diplomacy"
    command = decide(WAR, state, "ann", Budget(playouts=20), random.Random(3)).command
    assert isinstance(command, Negotiate) and not state.cities[command.city].controller


def test_a_playout_stops_at_the_end_of_the_phase():
    state, _ = _beside_thebes()
    after = search.apply(state, "ann", Done(), random.Random(1))
    assert not horizon(state, state) and horizon(state, after)


def test_the_search_takes_cities_far_faster_than_a_random_player():
    """A quick strength guard: the first four turns of two games, the search at two
    playouts a decision against a random player, each seat once. A random player in
    the search's seat holds as many cities as its rival, give or take; the search
    holds several more in each game."""
    for seed, seat in ((0, "alpha"), (1, "beta")):
        rules, mind = random.Random(seed), random.Random(seed + 100)
        bot = SearchBot(WAR, Budget(playouts=2))
        state = search.new_state(["alpha", "beta"], seed, "aegean", {})
        while not search.is_over(state) and state.turn <= 4:
            player = search.to_act(state)[0]
            command = bot(state, player, mind) if player == seat else rules.choice(search.legal(state, player))
            state = search.apply(state, player, command, rules)
        held = {p: sum(1 for c in state.cities.values() if c.controller == p) for p in state.players}
        rival = "beta" if seat == "alpha" else "alpha"
        assert held[seat] >= held[rival] + 4, held


def test_simulate_plays_war_between_the_search_and_a_random_player_to_a_winner(capsys):
    code = main(["simulate", "--game", "war", "--games", "1", "--seed", "1", "--levels", "search,random",
                 "--budget-playouts", "1"])  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0 and SUMMARY.search(out).groups() == ("1", "1", "0", "0"), out
    assert "  alpha      (search) won 1 of 1" in out and "  beta       (random) won 0 of 1" in out
    turns = int(re.search(r"turns +(\d+)", out).group(1))
    assert turns <= 72  # player turns: the 36th game turn of two at the latest (this one ends sooner: beta is out)
