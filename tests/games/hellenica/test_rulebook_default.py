"""The classic scenario plays the rulebook's rules unless a game chooses the balanced tables
variant (`rules = "balanced"`, docs/content.md "Balance at every table size"): areas more
than two away from every Home City in play are out of play at every table size, on the
printed map; only duplicates are dealt again in the AI players' shared Ethos deal; an AI
player turns its home tile by the Blue die. The variant changes those three, and nothing else."""

from __future__ import annotations

import random
from collections import Counter

import msgspec
import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.ai_seats import players as aip
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.variants import recommended, with_rules
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.maps.grid import grid_of
from hellenica_tui.games.hellenica.maps.setup import home_die
from hellenica_tui.games.hellenica.mechanics.random_map import roll_home
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.turn.seatings import suggested_sets

PRINTED = load_scenario("classic")
BALANCED = with_rules(PRINTED, "balanced")
BOARD = Board.of(PRINTED)
FAMILY = {o.id for o in PRINTED.objectives.values() if o.ai is not None and o.ai.by == "settlements"}


def new_state(names, rules: str = "", **settings):
    seats = [Seat(n, "ai", "rulebook") for n in names]
    return RULESET.initial_state("classic", seats, 7, {"rules": rules, **settings} if rules else settings)


def closed(state) -> set[str]:
    return {a for a, st in state.areas.items() if st.impassable}


def beyond_two(homes) -> set[str]:
    """The rulebook's closed areas, counted here afresh: more than two areas from every home."""
    return {a for a in PRINTED.areas if all(BOARD.distance(h, a) > 2 for h in homes)}


@pytest.mark.parametrize("players", range(2, 7))
def test_by_the_rules_as_printed_every_table_size_closes_what_lies_beyond_two_areas(players):
    for names in suggested_sets(PRINTED, players)[:3]:
        state = new_state(names)
        homes = [PRINTED.city_states[n].home for n in names]
        assert closed(state) == beyond_two(homes), names
        assert content_of(state) is PRINTED  # the printed map as printed, at two players too
    assert PRINTED.scenario.setup.smaller_tables == [] and PRINTED.scenario.setup.impassable_beyond == 2


def test_the_balanced_tables_change_the_reach_at_two_to_four_players_and_the_two_player_map():
    for names in (("thebes", "troy"), ("athens", "byzantium", "troy"), ("athens", "corcyra", "corinth", "thebes")):
        homes = [PRINTED.city_states[n].home for n in names]
        printed, balanced = closed(new_state(names)), closed(new_state(names, "balanced"))
        assert printed == beyond_two(homes) != balanced, names
    two = new_state(("corcyra", "thebes"), "balanced")
    assert content_of(two).areas["epirus"].settlements == 1 and PRINTED.areas["epirus"].settlements == 0
    assert two.content_hash == PRINTED.hash and two.settings.rules == "balanced"
    five = ("athens", "corinth", "sparta", "thebes", "troy")
    assert closed(new_state(five)) == closed(new_state(five, "balanced"))  # no other reach at five


def test_the_variant_changes_only_the_setup_fields_it_names():
    changed = {
        field for field in msgspec.structs.asdict(PRINTED.scenario.setup)
        if getattr(PRINTED.scenario.setup, field) != getattr(BALANCED.scenario.setup, field)
    }
    assert changed == {"smaller_tables", "ai_home_die", "ai_ethos_replaced"}
    assert BALANCED.areas == PRINTED.areas and BALANCED.objectives == PRINTED.objectives
    assert with_rules(PRINTED, "printed") is PRINTED and with_rules(BALANCED, "balanced") is BALANCED
    assert {n for n in range(2, 8) if recommended(PRINTED, n)} == set(BALANCED.scenario.variant("balanced").recommended)


def test_a_variant_the_scenario_lacks_is_refused_in_one_line():
    with pytest.raises(IllegalCommand, match="no variant 'nope'; the rules are printed, balanced"):
        new_state(("athens", "sparta"), "nope")


def dealt(rules: str, seeds: range) -> list[list[str]]:
    s = new_state(("athens", "sparta"), rules)
    deck = sorted(FAMILY) * 3 + ["enlightenment", "might"]
    hands = []
    for seed in seeds:
        s.ai.ethos = []
        s.ethos_deck = list(deck)
        tx = Tx(s, random.Random(seed), RULES)
        aip.deal_shared_ethos(tx)
        hands.append(list(tx.s.ai.ethos))
    return hands


def test_by_the_rules_as_printed_the_ais_ethos_deal_replaces_duplicates_only():
    printed, balanced = dealt("", range(60)), dealt("balanced", range(60))
    assert all(len(set(cards)) == 3 for cards in printed + balanced)
    assert any(len(FAMILY.intersection(cards)) == 3 for cards in printed)  # three judged by settlements stay
    assert all(len(FAMILY.intersection(cards)) <= 2 for cards in balanced)  # the variant deals the third again


def test_an_ai_turns_its_home_tile_by_the_blue_die_by_the_rules_as_printed():
    blue = tuple(int(f) for f in PRINTED.dice["blue"].faces)
    assert home_die(PRINTED) == blue == (1, 2, 2, 3, 4, 5) and home_die(BALANCED) == ()
    grid = grid_of(PRINTED)
    turns = {
        die: Counter(roll_home(grid, {}, "athens", random.Random(seed), faces) for seed in range(600))
        for die, faces in (("blue", blue), ("plain", ()))
    }
    # every turn of Athens's tile keeps its sea access, so the first roll stands: the Blue
    # die never leaves the tile as it lay and turns it two sixths twice as often as one
    assert turns["blue"][0] == 0 and turns["blue"][2] > 1.5 * turns["blue"][1]
    assert turns["plain"][0] > 60 and 0.6 < turns["plain"][2] / turns["plain"][1] < 1.5


def test_an_ai_on_a_built_map_rolls_the_scenarios_die():
    def first_turn(rules: str, seed: int) -> int:
        seats = [Seat("athens", "ai", "rulebook"), Seat("sparta", "ai", "rulebook")]
        settings = {"map": "built", **({"rules": rules} if rules else {})}
        from hellenica_tui.engine.game import Game

        game = Game.new(RULESET, "classic", seats, seed, settings)
        player = game.to_act()[0]
        game.apply("roll home", player)
        return game.state.layout.placed[0].rotation

    printed = [first_turn("", seed) for seed in range(12)]
    assert 0 not in printed  # the Blue die has no 6
    assert printed != [first_turn("balanced", seed) for seed in range(12)]


def test_the_command_line_offers_the_variant_by_name_and_refuses_others_in_one_line(tmp_path, capsys):
    from hellenica_tui.cli import main
    from hellenica_tui.engine.saveread import read_save
    from hellenica_tui.games import RULESETS

    path = str(tmp_path / "g.hsav")
    assert main(["new", "--players", "athens", "--ai", "sparta", "--set", "rules=balanced", "--save", path]) == 0
    assert read_save(path, RULESETS)[1].header.settings["rules"] == "balanced"
    assert main(["new", "--players", "athens", "--ai", "sparta", "--save", str(tmp_path / "h.hsav")]) == 0
    assert "rules" not in read_save(str(tmp_path / "h.hsav"), RULESETS)[1].header.settings  # as printed: no setting
    capsys.readouterr()
    assert main(["simulate", "--players", "2", "--games", "1", "--seed", "1", "--rules", "nope"]) != 0
    assert capsys.readouterr().err.strip() == "hellenica simulate: --rules is one of printed, balanced, not 'nope'"
