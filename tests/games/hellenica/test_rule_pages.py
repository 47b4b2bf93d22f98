"""The rules index: its pages, the book made from them, and every refusal naming one."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.rule_refs import PAGE_OF_KIND
from hellenica_tui.games.hellenica.core.state import OVER
from hellenica_tui.games.hellenica.table.rule_pages import markdown, page, page_now, pages, search
from tests.proof.walk import RULESET, mostly_acting, new_game, random_steps

ROOT = Path(__file__).resolve().parents[3]
IDS = {p.id for p in pages()}


def test_the_book_is_the_pages_written_out():
    """docs/rules-index.md is generated from the pages (`make docs`): they never drift apart."""
    assert (ROOT / "docs" / "rules-index.md").read_text(encoding="utf-8") == markdown(pages())


def test_the_pages_follow_the_turn_and_name_their_commands():
    parts = list(dict.fromkeys(p.part for p in pages()))
    assert parts == [
        "Playing", "Setting up", "The turn", "Actions", "Movement", "Combat", "World events", "Invocations",
        "Upkeep", "Objectives and victory", "The AI players", "Settings",
    ]
    for p in pages():
        assert p.title and len(p.text) > 100, p.id
    # every verb the rules read is named on some page
    named = " ".join(" ".join(p.commands) for p in pages())
    for verb in RULES.verbs:
        assert verb in named.split() or f"{verb} " in named, verb


def test_every_command_kind_has_a_page_that_exists():
    kinds = {kind.__name__ for kind in RULES.deciders}
    assert kinds <= set(PAGE_OF_KIND), sorted(kinds - set(PAGE_OF_KIND))
    assert set(PAGE_OF_KIND.values()) <= IDS


def test_search_finds_every_word_titles_first():
    assert [p.id for p in search(pages(), "supply limit")] == ["movement"]
    found = [p.id for p in search(pages(), "supply")]
    assert found[0] == "supply" and "movement" in found
    assert search(pages(), "no such word anywhere") == []
    assert len(search(pages(), "")) == len(pages())


def test_the_page_about_now_follows_the_phase():
    game = new_game(2, seed=3)
    assert page_now(game.state) == "setup"
    for name in list(game.state.pending):
        game.apply(f"patron {game.state.players[name].dealt_deities[0]}", name)
    assert page_now(game.state) == "ethos"


def _texts(game) -> set[str]:
    return {RULESET.format(c) for p in game.state.players for c in RULESET.legal_commands(game.state, p)}


@pytest.mark.parametrize("players,seed", [(2, 1), (5, 4)])
def test_every_refusal_met_in_random_games_names_a_page(players, seed):
    """Commands seen legal at some moment, tried by every player at every other moment
    (and a few that cannot be read): each refusal names a page of the index."""
    walk_refusals(players, seed, 150)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(10))
def test_every_refusal_met_in_long_random_games_names_a_page(seed):
    walk_refusals(2 + seed % 6, 100 + seed, 600)


def walk_refusals(players: int, seed: int, steps: int) -> None:
    game = new_game(players, seed)
    rng = random.Random(seed)
    seen: set[str] = {"frobnicate", "build", "move 99 hoplite to nowhere", "keep", "offer lots", "choose"}
    met: dict[str, int] = {}
    for _ in random_steps(lambda: game.state, lambda p, c: game.apply(c, p), rng, pick=mostly_acting, limit=steps):
        if game.state.phase == OVER:
            break
        seen |= _texts(game)
        for text in rng.sample(sorted(seen), min(5, len(seen))):
            for player in game.state.players:
                try:
                    RULESET.decide(game.state, player, RULESET.parse(text, game.state, player), random.Random(0))
                except CommandError as error:
                    assert error.rule in IDS, (text, player, str(error), error.rule)
                    met[error.rule] = met.get(error.rule, 0) + 1
    assert len(met) >= 8, met  # the walk met refusals of many rules, not one


def test_a_refusal_says_its_rule_and_who_may_or_when():
    from hellenica_tui.games.hellenica.table.why_not import why_not

    game = new_game(2, seed=3)
    first, second = list(game.state.players)
    deity = game.state.players[first].dealt_deities[0]
    game.apply(f"patron {deity}", first)

    def refused(text: str, player: str) -> str:
        with pytest.raises(CommandError) as caught:
            game.apply(text, player)
        return why_not(game.state, player, text, caught.value)

    other = f"patron {game.state.players[second].dealt_deities[0]}"
    told = refused(other, first)
    assert told.startswith(page("turn").title + ": ") and told.endswith(f"{second.capitalize()} may give it now.")
    told = refused("pass", first)
    assert told.startswith("The turn, phase by phase: Actions are taken in the action phase")
    assert told.endswith(f"When: {page('pass').when}.")
    assert refused("frobnicate", first).startswith("Giving commands: ")


def test_the_tie_break_is_told_alike_by_the_rules_page_the_help_and_the_code() -> None:
    """The help once left city upgrades out of the order the victory check follows."""
    from hellenica_tui.games.hellenica.victory.victory import TIE_BREAKS, tie_break_text
    from hellenica_tui.tui.screens.help import help_text

    text = tie_break_text()
    assert text == "Ties go to more objectives met, then city upgrades, advancements, Favor, Philosophers and Commerce."
    assert TIE_BREAKS[1] == "city upgrades"  # tie_key: objectives, then upgrades, advancements, ...
    assert text in " ".join(help_text().split())
    assert sum(text in p.text for p in pages()) == 1 and "{" not in "".join(p.text for p in pages())
