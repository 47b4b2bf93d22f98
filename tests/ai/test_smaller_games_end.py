"""Games of fewer than seven AI players end, and only by the rules: a Home City
of a city-state left out is no rival's capital, in the balanced tables variant
a third shared Ethos card judged by settlements is replaced like a duplicate,
and two rulebook AIs play a game to its end."""

from __future__ import annotations

import random

from hellenica_tui.ai import simulate
from hellenica_tui.ai.rulebook.aimap import LATE_TURN
from hellenica_tui.ai.rulebook.pathos import objective_areas
from hellenica_tui.ai.view_map import ai_map
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.ai_seats import players as aip
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.effects.counts import count
from hellenica_tui.games.hellenica.ruleset import RULESET

CONTENT = load_scenario("classic")
FAMILY = {o.id for o in CONTENT.objectives.values() if o.ai is not None and o.ai.by == "settlements"}


def two_ais(seed: int = 3, rules: str = "") -> Game:
    seats = [Seat("athens", "ai", "rulebook"), Seat("sparta", "ai", "rulebook")]
    return Game.new(RULESET, "classic", seats, seed, {"rules": rules} if rules else {})


def test_destruction_counts_only_the_home_cities_of_rivals_in_play():
    s = two_ais().state
    s.areas["thebes"].owner = "athens"  # Thebes is not in this game: a neutral city
    assert count(s, CONTENT, "athens", "foreign_home_cities") == 0
    s.areas["sparta"].owner = "athens"
    assert count(s, CONTENT, "athens", "foreign_home_cities") == 1


def test_the_map_objective_leaves_out_home_cities_of_city_states_not_in_play():
    public = [card for card in CONTENT.objectives.values() if card.default_public]
    assert objective_areas(public, "athens", ["thebes", "troy"]) >= {"sparta", "corinth"}
    assert not objective_areas(public, "athens", ["thebes", "troy"]) & {"athens", "thebes", "troy"}
    game = two_ais()
    aimap = ai_map(game.view("athens"), "athens", CONTENT)
    assert "sparta" in aimap.objective_areas and "thebes" not in aimap.objective_areas


def test_in_the_balanced_variant_no_third_settlement_card_is_shared_by_the_ais():
    s = two_ais(rules="balanced").state
    s.ai.ethos = []
    deck = sorted(FAMILY) * 3 + ["enlightenment", "might"]
    for seed in range(60):
        s.ethos_deck = list(deck)
        tx = Tx(s, random.Random(seed), RULES)
        aip.deal_shared_ethos(tx)
        cards = tx.s.ai.ethos
        assert len(set(cards)) == 3 and len(FAMILY.intersection(cards)) <= 2, cards
        assert {"enlightenment", "might"} & set(cards)


def test_two_rulebook_ais_finish_their_games():
    # Two seats of one game are each other's only rivals: it must end by the rules,
    # well before the report of long games, whichever pair plays.
    results = list(simulate.run(2, 7, 17))
    assert [r.outcome for r in results] == ["won"] * 7
    assert all(r.turns <= simulate.LONG_GAME for r in results)
    assert {r.players for r in results} >= {("byzantium", "troy")} or len({r.players for r in results}) >= 5


def test_the_ai_map_says_when_a_game_is_past_the_late_turn():
    game = two_ais()
    view = game.view("athens")
    assert not ai_map(view, "athens", CONTENT).late
    view.turn = LATE_TURN + 1
    assert ai_map(view, "athens", CONTENT).late


def test_ais_stalled_by_the_rulebooks_steps_press_on_late_and_finish():
    # Games of seed 1 (balanced tables) that ran to the turn cap before the AI pressed on late
    # in a long game: fleets shuttling between seas they held, armies walking between their cities.
    for players, index in ((3, 499), (4, 569)):
        work = simulate.Work(players, 1, index, rules="balanced")
        result = simulate.play_one(work)
        assert result.outcome == "won", result.line()
        assert result.turns > LATE_TURN
