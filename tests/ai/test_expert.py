"""The expert AI: it reads its own view only, repeats itself for a seed and a
budget in playouts, plays a person's rules, and is chosen per seat."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from hellenica_tui.ai.bots import ExpertBot, RulebookBot, bot_for
from hellenica_tui.ai.expert.determinize import sample
from hellenica_tui.ai.expert.evaluate import chances, scores
from hellenica_tui.ai.rulebook_bot import RulebookBot as Same
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica import search
from hellenica_tui.games.hellenica.content.lookup import content_for
from hellenica_tui.games.hellenica.core.state import ACTION, copy_state
from hellenica_tui.games.hellenica.core.view import HIDDEN, view
from hellenica_tui.games.hellenica.turn.setup import initial_state

NAMES = ["athens", "sparta", "thebes", "corinth"]
SMALL = Budget(playouts=6)


def mixed(expert: str = "athens", seed: int = 2):
    seats = [Seat(n, "ai", "expert") if n == expert else Seat(n, "ai", "rulebook") for n in NAMES]
    return initial_state(content_for("classic", None), seats, seed, {}, scenario="classic")


def played(state, until, seed: int = 5):
    """Play on (the rulebook AI for AI seats, random commands for a person's) until `until(state)`."""
    rng, bot = random.Random(seed), RulebookBot()
    for index in range(2000):
        if until(state) or search.is_over(state):
            return state
        player = search.to_act(state)[0]
        if state.players[player].kind == "ai":
            command = bot.command(view(state, player), player, index)
        else:
            command = rng.choice(search.legal(state, player))
        state = search.apply(state, player, command, rng)
    raise AssertionError("the game never got there")


def in_action(state) -> bool:
    return state.phase == ACTION and state.turn >= 2 and search.to_act(state) == ["athens"] and state.movement is None


def test_an_expert_seat_plays_a_persons_rules():
    state = mixed()
    assert state.players["athens"].kind == "human"  # a player board, invocations, bids: a person's rules
    assert state.ai is not None and "athens" not in state.ai.seats and "sparta" in state.ai.seats
    assert bot_for("rulebook").__class__ is Same and isinstance(bot_for("expert"), ExpertBot)
    with pytest.raises(IllegalCommand, match="no AI called 'grand'"):
        bot_for("grand")


def test_a_sample_fills_every_blank_with_cards_that_exist():
    state = played(mixed(), in_action)
    seen = view(state, "athens")
    filled = sample(seen, random.Random(1))
    assert HIDDEN not in filled.world_deck and HIDDEN not in filled.ethos_deck
    assert filled.ai is not None and HIDDEN not in filled.ai.deck
    assert filled.players["athens"].ethos == state.players["athens"].ethos  # its own cards as they are
    assert Counter(filled.world_deck) == Counter(state.world_deck)  # the same cards, in an order of its own
    assert sorted(filled.ai.deck) == sorted(state.ai.deck)
    assert filled.world_deck != state.world_deck or filled.ai.deck != state.ai.deck
    assert seen.world_deck == [HIDDEN] * len(state.world_deck)  # the view it sampled from is left as it was


def secrets_changed(state):
    """The same position with every secret of athens' opponents (and the decks) otherwise."""
    other = copy_state(state)
    rng = random.Random(99)
    rng.shuffle(other.world_deck)
    assert other.ai is not None
    rng.shuffle(other.ai.deck)
    ethos = [o for o in content_for("classic", None).objectives.values() if o.deck == "ethos"]
    for name in ("sparta", "thebes", "corinth"):
        other.players[name].ethos = [rng.choice(ethos).id for _ in other.players[name].ethos]
    other.seed = 12345
    return other


def test_the_expert_reads_its_own_view_only():
    state = played(mixed(), in_action)
    other = secrets_changed(state)
    assert other.world_deck != state.world_deck
    bot = ExpertBot(SMALL, seed=7)
    chosen = bot.command(view(state, "athens"), "athens", 40)
    assert bot.command(state, "athens", 40) == chosen  # the secrets filled in as they are
    assert bot.command(other, "athens", 40) == chosen  # and filled in otherwise: it cannot tell
    assert chosen in search.legal(state, "athens")


def test_the_same_seed_and_playouts_give_the_same_command():
    state = played(mixed(), in_action, seed=8)
    seen = view(state, "athens")
    verdicts = [ExpertBot(SMALL, seed=3).verdict(seen, "athens", 11) for _ in range(2)]
    assert verdicts[0].command == verdicts[1].command
    assert [(o.command, o.visits, o.total) for o in verdicts[0].options] == [
        (o.command, o.visits, o.total) for o in verdicts[1].options]
    assert verdicts[0].playouts == SMALL.playouts  # the budget, counted in playouts, all spent


def test_chances_share_one_and_a_finished_game_has_its_winners():
    state = played(mixed(), in_action)
    got = chances(state)
    assert set(got) == set(NAMES) and abs(sum(got.values()) - 1) < 1e-9
    s = scores(state)
    leader = max(s, key=s.__getitem__)
    assert got[leader] == max(got.values())
    over = played(mixed(seed=4), search.is_over)
    done = chances(over)
    assert all(done[n] == (1 / len(over.winners) if n in over.winners else 0.0) for n in NAMES)


def test_new_names_the_expert_for_a_seat(tmp_path, capsys):
    from hellenica_tui.cli import main
    from hellenica_tui.engine.game import Game
    from hellenica_tui.games import RULESETS

    path = str(tmp_path / "g.hsav")
    assert main(["new", "--players", "athens", "--ai", "sparta:expert,thebes", "--seed", "5", "--save", path,
                 "--budget-playouts", "2"]) == 0
    game = Game.load(path, RULESETS)
    assert [(s.name, s.kind, s.ai) for s in game.seats] == [
        ("athens", "human", ""), ("sparta", "ai", "expert"), ("thebes", "ai", "rulebook")]
    assert game.state.players["sparta"].kind == "human"  # the expert plays a person's rules
    capsys.readouterr()
    assert main(["new", "--players", "athens", "--ai", "sparta:grand", "--save", str(tmp_path / "h.hsav")]) == 2
    assert "'grand' is not an AI level (choose rulebook or expert)" in capsys.readouterr().err


def test_simulate_with_the_expert_ends_with_its_wins(capsys):
    from hellenica_tui.cli import main

    argv = ["simulate", "--players", "2", "--games", "2", "--seed", "3", "--expert", "1", "--budget-playouts", "2",
            "--max-turns", "2"]
    assert main(argv) in (0, 1)
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1].startswith("expert wins ") and lines[-1].endswith("%)")
    wins, games = int(lines[-1].split()[2]), int(lines[-1].split()[4])
    assert games == 2 and 0 <= wins <= 2 and lines[-2].startswith("95% interval ")
    assert "expert" in lines[0]  # each game names the seat the expert played
    main(argv)
    again = capsys.readouterr().out.splitlines()
    untimed = [re.sub(r"\d+\.\d+s", "", line) for line in lines[:2]]
    assert [re.sub(r"\d+\.\d+s", "", line) for line in again[:2]] == untimed  # the same games again


def test_simulate_refuses_more_experts_than_seats(capsys):
    from hellenica_tui.cli import main

    assert main(["simulate", "--players", "2", "--games", "1", "--seed", "3", "--expert", "3"]) == 2
    assert "--expert is how many of the 2 seats" in capsys.readouterr().err


def test_a_suggestion_names_a_legal_command_and_why():
    from hellenica_tui.ai.expert.bot import suggest
    from hellenica_tui.games.hellenica.composition import RULES
    from hellenica_tui.games.hellenica.core import notation

    state = played(mixed(), in_action)
    advice = suggest(view(state, "athens"), "athens", 3, SMALL)
    assert advice.command in {notation.format_command(RULES, c) for c in search.legal(state, "athens")}
    assert "chance to win" in advice.why and "%" in advice.why


def test_a_game_is_judged_turn_by_turn_without_reading_secrets():
    from hellenica_tui.ai.expert.judge import percent, told, win_percent
    from hellenica_tui.engine.game import Game
    from hellenica_tui.games.hellenica.ruleset import RULESET
    from hellenica_tui.tui.charts import JUDGED, turn_series

    state = played(mixed(), in_action)
    seen = win_percent(state, "sparta")
    assert abs(sum(seen.values()) - 100) <= len(NAMES)  # whole percents of a sum of 1
    assert seen == percent(view(state, "sparta"))
    other = secrets_changed(state)  # other Ethos cards in the others' hands: the same figures for Sparta's eyes
    other.players["sparta"].ethos = list(state.players["sparta"].ethos)
    assert win_percent(other, "sparta") == seen
    line = told(view(state, None), {n: n.title() for n in NAMES})
    assert line.startswith("Chance to win (expert's estimate): ") and line.count("%") == len(NAMES)
    game = Game.new(RULESET, "classic", [Seat(n, "ai", "rulebook") for n in ("athens", "sparta")], 4)
    from hellenica_tui.ai.bots import advance

    advance(game)
    labels, series = turn_series(game, "athens")
    winner = game.state.winners[0]
    assert len(series[winner][JUDGED]) == len(labels) and series[winner][JUDGED][-1] == 100  # the end: won
    assert all(0 <= v <= 100 for p in series.values() for v in p[JUDGED])


def test_a_city_its_units_alone_occupy_counts_before_upkeep_takes_it():
    from hellenica_tui.games.hellenica.core.state import Stack

    state = mixed()
    before = scores(state)["athens"]
    neutral = next(a for a, area in state.areas.items() if area.slots and not area.owner and not area.units)
    state.areas[neutral].units["athens"] = Stack(units={"hoplite": 1}, supplied={})
    occupied = scores(state)["athens"]
    state.areas[neutral].units["sparta"] = Stack(units={"hoplite": 1}, supplied={})  # contested: nobody takes it
    contested = scores(state)["athens"]
    assert occupied > contested > before  # the unit counts in both; the city only when alone


def test_what_is_on_its_way_to_an_open_objective_counts_part_of_it():
    from hellenica_tui.games.hellenica.core.state import Stack

    state = mixed()
    home = state.players["athens"].home
    before = scores(state)["athens"]
    stack = state.areas[home].units["athens"]
    stack.units["trireme"] = stack.units.get("trireme", 0) + 2  # two more in port: on their way to Sea Power
    in_port = scores(state)["athens"]
    assert in_port > before
    sea = next(a for a, area in state.areas.items() if not area.slots and not area.units
               and content_for("classic", None).areas[a].kind == "sea")
    stack.units["trireme"] -= 1
    state.areas[sea].units["athens"] = Stack(units={"trireme": 1}, supplied={})
    assert scores(state)["athens"] > in_port  # at sea it counts whole


def test_the_expert_keeps_the_ethos_cards_its_actions_can_meet_soonest():
    from hellenica_tui.ai.expert.evaluate import ease

    state = mixed()
    assert ease(state, "athens", ["knowledge", "treasury"]) > ease(state, "athens", ["might", "arete"])
    assert ease(state, "athens", ["legacy_of_minos"]) == 0.0  # Crete lies far from Athens
    # Might and Production seldom win: a pair of modest cards goes before either.
    assert ease(state, "athens", ["treasury", "loyalty"]) > ease(state, "athens", ["treasury", "production"])
    assert ease(state, "athens", ["loyalty", "arete"]) > ease(state, "athens", ["treasury", "might"])


def test_a_single_playout_does_not_overrule_what_a_command_does_at_once():
    from hellenica_tui.ai.expert.search import Option

    option = Option(command=None, prior=0.4, after=mixed())  # type: ignore[arg-type]
    assert option.mean == 0.4
    option.total, option.visits = 0.1, 1
    assert option.mean == pytest.approx(0.25)  # the prior counts as one playout


def test_a_home_city_left_weaker_than_the_army_beside_it_counts_for_the_enemys_destruction():
    from hellenica_tui.games.hellenica.content.board import Board
    from hellenica_tui.games.hellenica.core.state import Stack

    state = mixed()
    content = content_for("classic", None)
    home = state.players["athens"].home
    board = Board.of(content)
    beside = next(a for a in board.land_neighbours(home) if not state.areas[a].units and board.edge(home, a) == "clearing")
    state.areas[home].units["athens"] = Stack(units={"hoplite": 2}, supplied={})
    state.areas[beside].units["sparta"] = Stack(units={"hoplite": 2}, supplied={})
    held = scores(state)["sparta"]  # an AI seat: what is on its way counts for it too
    state.areas[home].units["athens"] = Stack(units={"trireme": 2}, supplied={})  # ships hold no city
    bare = scores(state)["sparta"]
    state.areas[home].units["athens"] = Stack(units={"hoplite": 1}, supplied={})
    weaker = scores(state)["sparta"]
    assert bare > held and weaker > held and bare == weaker


def test_progress_on_a_card_beyond_the_best_three_still_counts_a_little():
    from hellenica_tui.ai.expert.evaluate import REST, progress
    from hellenica_tui.games.hellenica.table.progress import Goal, Standing

    def standing(fourth: int) -> Standing:
        goals = [Goal(c, c, True, True, 1, 1, "x") for c in ("a", "b", "c")]
        return Standing("athens", (*goals, Goal("d", "d", True, False, fourth, 4, "x")), 0, 1, 0)

    assert progress(standing(2), 3) - progress(standing(0), 3) == pytest.approx(REST * 0.5)


def test_the_expert_never_pays_commerce_for_commerce_and_ends_a_turn_that_goes_on():
    from hellenica_tui.ai.expert.search import LONG_TURN, _worth_trying
    from hellenica_tui.games.hellenica.economy.commands import Pass, Research, SupplyCommerce

    state = mixed()
    pump, plain = SupplyCommerce(city="athens", exchange=True), SupplyCommerce(city="athens")
    research = Research(city="athens", advancement="mining")
    assert _worth_trying(state, "athens", [pump, plain, research, Pass()]) == [plain, research, Pass()]
    state.round = LONG_TURN
    assert _worth_trying(state, "athens", [pump, plain, research, Pass()]) == [Pass()]
    assert _worth_trying(state, "athens", [research]) == [research]  # no Pass to give: it goes on


def test_the_expert_offers_no_trade_its_playouts_cannot_judge():
    # No playout accepts a trade, so a gift looked free to the search; a person takes it.
    from hellenica_tui.ai.expert.search import _worth_trying
    from hellenica_tui.games.hellenica.economy.commands import Pass, Research, Trade

    state = mixed()
    gift, ask = Trade(to="sparta", give_commerce=1), Trade(to="sparta", give_commerce=1, get_philosophers=1)
    research = Research(city="athens", advancement="mining")
    assert _worth_trying(state, "athens", [gift, ask, research, Pass()]) == [research, Pass()]


def test_the_expert_never_builds_over_its_only_upgrade_powering_an_action():
    from hellenica_tui.ai.expert.search import _worth_trying
    from hellenica_tui.games.hellenica.core.state import Upgrade
    from hellenica_tui.games.hellenica.economy.commands import Build, Pass

    state = mixed()
    home = state.areas[state.players["athens"].home]
    assert [up.kind for up in home.slots if up is not None] == ["academy", "market"]
    over_academy = Build(city="athens", upgrade="barracks", over="academy")
    on_empty = Build(city="athens", upgrade="barracks")
    assert _worth_trying(state, "athens", [over_academy, on_empty, Pass()]) == [on_empty, Pass()]
    assert _worth_trying(state, "athens", [over_academy]) == [over_academy]  # nothing else left: it may
    home.slots[2] = Upgrade("barracks")
    market = Build(city="athens", upgrade="market", over="barracks")  # Train powered still (the Tyranny)
    assert _worth_trying(state, "athens", [market, Pass()]) == [market, Pass()]
    home.slots[3] = Upgrade("academy")  # a second Academy: Research stays powered
    assert _worth_trying(state, "athens", [over_academy, Pass()]) == [over_academy, Pass()]


def test_the_expert_never_answers_by_giving_up_its_only_upgrade_powering_an_action():
    # A world event or a creature may let the owner choose the upgrade it loses: losing
    # its only Academy ends its research for good, losing one of two Train upgrades costs
    # no action.
    from hellenica_tui.ai.expert.search import Option, _keeping_actions
    from hellenica_tui.games.hellenica.core.state import Upgrade
    from hellenica_tui.games.hellenica.economy.commands import Pass
    from hellenica_tui.games.hellenica.gods.commands import Choose

    state = mixed()
    home = state.players["athens"].home
    state.areas[home].slots[2] = Upgrade("barracks")  # a second one: Train stays powered without it

    def losing(slot: int) -> Option:
        after = copy_state(state)
        after.areas[home].slots[slot] = None
        return Option(Choose(option=str(slot)), prior=0.5, after=after)

    academy, barracks = losing(0), losing(2)
    assert [state.areas[home].slots[i].kind for i in (0, 2)] == ["academy", "barracks"]
    content = content_for("classic", None)
    assert _keeping_actions(state, "athens", [academy, barracks], content) == [barracks]
    assert _keeping_actions(state, "athens", [academy], content) == [academy]  # nothing else left: it may
    # Not an answer: a Pass may run on through upkeep, where a city lost is no choice.
    passing = Option(Pass(), prior=0.5, after=academy.after)
    assert _keeping_actions(state, "athens", [passing, barracks], content) == [passing, barracks]


def test_a_home_city_weaker_than_the_enemy_beside_it_costs_its_owner():
    from hellenica_tui.games.hellenica.content.board import Board
    from hellenica_tui.games.hellenica.core.state import Stack

    state = mixed()
    home = state.players["athens"].home
    board = Board.of(content_for("classic", None))
    beside = next(a for a in board.land_neighbours(home) if not state.areas[a].units and board.edge(home, a) == "clearing")
    state.areas[home].units["athens"] = Stack(units={"hoplite": 2}, supplied={})
    state.areas[beside].units["sparta"] = Stack(units={"hoplite": 2}, supplied={})
    held = scores(state)["athens"]
    state.areas[home].units["athens"] = Stack(units={"hoplite": 1}, supplied={})
    weaker = scores(state)["athens"]
    state.areas[home].units = {"sparta": Stack(units={"hoplite": 1}, supplied={})}
    taken = scores(state)["athens"]
    assert held - weaker > 0.3 and weaker > taken  # far more than the one unit it has fewer



def test_the_expert_never_builds_over_an_upgrade_where_an_empty_location_would_do():
    from hellenica_tui.ai.expert.search import _worth_trying
    from hellenica_tui.games.hellenica.core.state import Upgrade
    from hellenica_tui.games.hellenica.economy.commands import Build, Pass

    state = mixed()
    state.areas[state.players["athens"].home].slots[2] = Upgrade("market")  # a second Market, one location free
    over_market = Build(city="athens", upgrade="temple", deity="zeus", over="market")
    on_empty = Build(city="athens", upgrade="temple", deity="zeus")
    assert _worth_trying(state, "athens", [over_market, on_empty, Pass()]) == [on_empty, Pass()]
    other_deity = Build(city="athens", upgrade="temple", deity="hera")  # not the same temple: both kept
    assert _worth_trying(state, "athens", [over_market, other_deity]) == [over_market, other_deity]


def test_the_expert_never_builds_an_upgrade_over_the_same_one():
    from hellenica_tui.ai.expert.search import _worth_trying
    from hellenica_tui.games.hellenica.core.state import Upgrade
    from hellenica_tui.games.hellenica.economy.commands import Build, Pass

    state = mixed()
    home = state.areas[state.players["athens"].home]
    home.slots[2], home.slots[3] = Upgrade("barracks"), Upgrade("temple", deity="zeus")
    same = Build(city="athens", upgrade="barracks", over="barracks")
    assert _worth_trying(state, "athens", [same, Pass()]) == [Pass()]
    stables = Build(city="athens", upgrade="stables", over="barracks")  # Cavalry instead of Hoplites: a choice
    assert _worth_trying(state, "athens", [stables, Pass()]) == [stables, Pass()]
    again = Build(city="athens", upgrade="temple", deity="zeus", over="temple", over_deity="zeus")
    other = Build(city="athens", upgrade="temple", deity="hera", over="temple", over_deity="zeus")
    assert _worth_trying(state, "athens", [again, other, Pass()]) == [other, Pass()]  # another deity: kept


def test_the_expert_changes_its_government_at_most_once_a_turn():
    from hellenica_tui.ai.expert.search import _worth_trying
    from hellenica_tui.games.hellenica.core.state import BUILDING
    from hellenica_tui.games.hellenica.economy.commands import ChangeGovernment, Pass

    state = mixed()
    republic = ChangeGovernment(government="republic", city="athens")
    assert _worth_trying(state, "athens", [republic, Pass()]) == [republic, Pass()]
    marker = state.areas["athens"].government
    assert marker is not None
    marker.state = BUILDING  # placed this turn, not even finished
    assert _worth_trying(state, "athens", [republic, Pass()]) == [Pass()]


def test_a_city_a_creature_guards_is_not_counted_as_taken_at_upkeep():
    from hellenica_tui.games.hellenica.core.state import Stack

    state = mixed()
    neutral = next(a for a, area in state.areas.items() if area.slots and not area.owner and not area.units)
    before = scores(state)["athens"]
    state.areas[neutral].units["athens"] = Stack(units={"hoplite": 1}, supplied={})
    occupied = scores(state)["athens"]
    state.areas[neutral].creature = "sphinx"  # it strikes at the start of upkeep, before the conquest
    guarded = scores(state)["athens"]
    assert occupied > guarded > before  # the unit still counts, the city no longer


def test_no_army_threatens_or_takes_a_city_across_a_mountain_side_but_with_leadership():
    # Units never cross a mountain side (but with Leadership): an army beyond one
    # neither endangers a Home City nor counts toward the cities it could take.
    from hellenica_tui.games.hellenica.content.board import Board
    from hellenica_tui.games.hellenica.core.state import Stack

    state = mixed()
    board = Board.of(content_for("classic", None))
    home = state.players["athens"].home
    over = next(a for a in board.land_neighbours(home) if board.edge(home, a) == "mountain" and not state.areas[a].units)
    state.areas[home].units["athens"] = Stack(units={"hoplite": 1}, supplied={})
    calm = scores(state)
    state.areas[over].units["sparta"] = Stack(units={"hoplite": 3}, supplied={})
    beyond = scores(state)
    assert beyond["athens"] == calm["athens"]  # the army cannot reach it
    state.players["sparta"].advancements.append("leadership")
    led = scores(state)
    assert led["athens"] < calm["athens"]  # with Leadership it can
    assert led["sparta"] - beyond["sparta"] > 0.03  # Athens now one it may take (more than the Advancement's worth)


def test_simulate_plays_the_expert_at_the_level_asked(monkeypatch, capsys):
    from hellenica_tui.ai import simulate
    from hellenica_tui.cli import main

    seated = []
    real = simulate.Game.new

    def new(ruleset, scenario, seats, *rest, **named):
        seated.append(sorted(s.ai for s in seats))
        return real(ruleset, scenario, seats, *rest, **named)

    monkeypatch.setattr(simulate.Game, "new", staticmethod(new))
    argv = ["simulate", "--players", "2", "--games", "1", "--seed", "3", "--expert", "1", "--expert-level", "easy",
            "--budget-playouts", "1", "--max-turns", "1"]
    assert main(argv) in (0, 1)
    assert main([*argv[:-6], "--budget-playouts", "1", "--max-turns", "1"]) in (0, 1)  # normal by default
    assert seated == [["expert-easy", "rulebook"], ["expert", "rulebook"]]
