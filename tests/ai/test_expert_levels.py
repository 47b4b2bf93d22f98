"""The expert's levels a player chooses (easy, normal, hard): the names a seat stores,
the budget each thinks for, how loosely easy picks; the wait a budget's `wall`
bounds; and a rules fault met while the search judges its commands fails loudly."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai.bots import bot_for
from hellenica_tui.ai.expert.bot import ExpertBot, expert_rng
from hellenica_tui.ai.expert.levels import LEVELS, expert_level
from hellenica_tui.ai.expert.search import decide
from hellenica_tui.ai.search import budget as budget_module
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.games.hellenica import search
from hellenica_tui.games.hellenica.core.view import view
from hellenica_tui.games.hellenica.game import FACTS
from tests.ai.test_expert import SMALL, in_action, mixed, played


def test_the_games_levels_are_the_experts_and_a_seat_stores_them_beside_its_ai():
    assert FACTS.ai_strengths["expert"] == tuple(LEVELS) == ("easy", "normal", "hard")
    assert FACTS.seat_ai("expert") == FACTS.seat_ai("expert", "normal") == "expert"  # as saves always stored it
    assert FACTS.seat_ai("expert", "hard") == "expert-hard" and FACTS.seat_ai("rulebook") == "rulebook"
    for stored, meant in [("expert", ("expert", "normal")), ("expert-easy", ("expert", "easy")),
                          ("expert-hard", ("expert", "hard")), ("rulebook", ("rulebook", "normal"))]:
        assert FACTS.ai_of(stored) == meant
        assert expert_level(stored) == (meant[1] if meant[0] == "expert" else None)
    with pytest.raises(ValueError, match=r"'brutal' is no level of the expert AI \(choose easy, normal, hard\)"):
        FACTS.seat_ai("expert", "brutal")
    with pytest.raises(ValueError, match="the rulebook AI has no levels to choose"):
        FACTS.seat_ai("rulebook", "hard")
    for bad in ("expert-normal", "expert-brutal", "rulebook-hard"):
        with pytest.raises(ValueError, match="is not an AI level"):
            FACTS.ai_of(bad)
    assert FACTS.ai_choices() == "rulebook, expert (easy, normal, hard)"


def test_a_level_thinks_its_share_of_the_budget_it_is_given():
    assert bot_for("expert").budget == Budget()  # normal: the expert as it always played, 1 s
    assert bot_for("expert-hard").budget == Budget(seconds=2.0)
    assert bot_for("expert-easy").budget == Budget(seconds=0.125)
    counted = Budget(playouts=8)
    assert [bot_for(f"expert{s}", counted).budget.playouts for s in ("-easy", "", "-hard")] == [1, 8, 16]
    assert bot_for("expert-easy", Budget(playouts=2)).budget.playouts == 1  # never none
    assert bot_for("expert-hard", Budget(wall=1.5)).budget.wall == 1.5  # a bound on the wait stays


def test_easy_picks_among_its_best_few_within_its_slack_and_normal_the_best():
    easy, normal = LEVELS["easy"], LEVELS["normal"]
    ranked = [("a", 0.40), ("b", 0.36), ("c", 0.29), ("d", 0.39)]  # d is not among the best three
    picks = {easy.pick(ranked, random.Random(n)) for n in range(60)}
    assert picks == {0, 1}  # c is more than 0.10 below the best
    assert {normal.pick(ranked, random.Random(n)) for n in range(20)} == {0}
    assert easy.pick(ranked[:1], random.Random(1)) == 0


def test_the_same_game_gives_the_same_easy_command_and_normal_is_the_search_itself():
    state = played(mixed(), in_action)
    seen = view(state, "athens")
    normal = ExpertBot(SMALL, seed=3).verdict(seen, "athens", 11)
    plain = decide(seen, "athens", SMALL, expert_rng(3, "athens", 11))
    assert [(o.command, o.visits, o.total) for o in normal.options] == [
        (o.command, o.visits, o.total) for o in plain.options]  # normal: today's expert, draw for draw
    easy = [ExpertBot(Budget(playouts=8), seed=3, level="easy").verdict(seen, "athens", 11) for _ in range(2)]
    assert easy[0].command == easy[1].command and easy[0].playouts == 1
    assert easy[0].command in [o.command for o in easy[0].options[:3]]
    assert easy[0].command in search.legal(state, "athens")


class FakeTime:
    """The clock on the wall moves `step` seconds at each look; the thread's CPU clock
    never moves (a budget in CPU seconds alone would never end)."""

    def __init__(self, step: float) -> None:
        self.now, self.step, self.looks = 0.0, step, 0

    def monotonic(self) -> float:
        self.now += self.step
        self.looks += 1
        return self.now

    def thread_time(self) -> float:
        return 0.0


def test_a_wait_bounded_on_the_wall_ends_the_search_whatever_its_budget_left(monkeypatch):
    state = played(mixed(), in_action)
    seen = view(state, "athens")
    fake = FakeTime(0.25)
    monkeypatch.setattr(budget_module, "time", fake)
    verdict = decide(seen, "athens", Budget(seconds=5.0, wall=2.0), random.Random(1))
    # Each look is a quarter second later: a wait of 2 s allows 7 looks after the first, and no more.
    assert fake.now <= 2.0 + 2 * fake.step
    assert verdict.command in search.legal(state, "athens")
    assert 1 <= len(verdict.options) <= len(search.legal(state, "athens"))
    assert verdict.playouts <= 8


def test_the_hint_key_waits_on_a_wall_bound_under_two_seconds():
    from hellenica_tui.tui.games.hellenica.game_learning import hint_budget

    hint = hint_budget()
    assert hint.wall is not None and hint.wall < 2.0 and hint.playouts is None
    assert hint.seconds >= Budget().seconds  # as strong as a normal seat when the machine is quiet


def test_a_rules_fault_met_while_the_search_judges_its_commands_fails_loudly(monkeypatch):
    state = played(mixed(), in_action)
    seen = view(state, "athens")
    real = search.apply

    def broken(state, player, command, rng):
        if type(command).__name__ != "Pass":
            raise KeyError("a rules bug")
        return real(state, player, command, rng)

    monkeypatch.setattr(search, "apply", broken)
    with pytest.raises(KeyError, match="a rules bug"):
        decide(seen, "athens", SMALL, random.Random(1))


def test_new_takes_a_level_after_the_expert_and_the_save_keeps_it(tmp_path, capsys):
    from hellenica_tui.cli import main
    from hellenica_tui.engine.game import Game
    from hellenica_tui.games import RULESETS

    path = str(tmp_path / "g.hsav")
    ai = "sparta:expert:hard,thebes:expert:normal,corinth:expert:easy,byzantium:EXPERT: Hard ,troy,corcyra:rulebook"
    assert main(["new", "--players", "athens", "--ai", ai, "--seed", "5", "--save", path,
                 "--budget-playouts", "1"]) == 0
    game = Game.load(path, RULESETS)
    assert {s.name: s.ai for s in game.seats if s.kind == "ai"} == {
        "sparta": "expert-hard", "thebes": "expert", "corinth": "expert-easy", "byzantium": "expert-hard",
        "troy": "rulebook", "corcyra": "rulebook"}
    assert game.state.players["sparta"].kind == "human"  # every expert plays a person's rules
    game.close()
    capsys.readouterr()
    for bad, told in [
        ("sparta:expert:brutal", "'brutal' is no level of the expert AI (choose easy, normal, hard), "
                                 "in --ai sparta:expert:brutal"),
        ("sparta:rulebook:hard", "the rulebook AI has no levels to choose, not 'hard', in --ai sparta:rulebook:hard"),
        ("sparta:grand:hard", "'grand' is not an AI level (choose rulebook or expert), in --ai sparta:grand:hard"),
    ]:
        assert main(["new", "--players", "athens", "--ai", bad, "--save", str(tmp_path / "h.hsav")]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and told in err[0]
