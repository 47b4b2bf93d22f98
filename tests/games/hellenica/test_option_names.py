"""Options of a question told in words, and read back from what a person types."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import AmbiguousCommand
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.state import Choice
from hellenica_tui.games.hellenica.gods.commands import Choose
from hellenica_tui.games.hellenica.gods.option_names import find_option, label, labels
from hellenica_tui.games.hellenica.ruleset import RULESET

CONTENT = load_scenario("classic")


@pytest.mark.parametrize(("option", "told"), [
    ("thebes", "Thebes"),
    ("law_code", "Law Code"),
    ("2:academy", "Academy"),
    ("1:temple-apollo", "Temple to Apollo"),
    ("sparta:elite_hoplite", "Sparta's elite Hoplite"),
    ("athens:cavalry", "Athens's Cavalry"),
    ("elite_hoplite", "elite Hoplite"),
    ("plague,silence", "Plague, then Silence"),
])
def test_an_option_is_told_by_its_names(option: str, told: str) -> None:
    assert label(CONTENT, option) == told


def test_two_options_that_read_alike_name_their_slot() -> None:
    assert labels(CONTENT, ["1:market", "3:market", "2:academy"]) == ["Market (slot 1)", "Market (slot 3)", "Academy"]


@pytest.mark.parametrize(("typed", "options", "found"), [
    ("academy", ["1:market", "2:academy"], "2:academy"),
    ("Academy", ["1:market", "2:academy"], "2:academy"),
    ("acad", ["1:market", "2:academy"], "2:academy"),
    ("2", ["1:market", "2:academy"], "2:academy"),
    ("2:academy", ["1:market", "2:academy"], "2:academy"),
    ("temple apollo", ["1:temple-apollo", "2:temple-zeus"], "1:temple-apollo"),
    ("law code", ["law_code", "logistics"], "law_code"),
    ("Law Code", ["law_code", "logistics"], "law_code"),
    ("elite hoplite", ["sparta:elite_hoplite", "sparta:hoplite"], "sparta:elite_hoplite"),
    ("hoplite", ["sparta:elite_hoplite", "sparta:hoplite"], "sparta:hoplite"),
    ("thebes", ["abydos", "thebes"], "thebes"),
    ("atlantis", ["abydos", "thebes"], None),
])
def test_a_typed_answer_names_one_option(typed: str, options: list[str], found: str | None) -> None:
    assert find_option(CONTENT, typed, options) == found


def test_an_answer_that_fits_several_lists_them() -> None:
    with pytest.raises(AmbiguousCommand) as raised:
        find_option(CONTENT, "market", ["1:market", "3:market"])
    assert raised.value.choices == ("1:market", "3:market")
    assert "Market" in str(raised.value)


def test_choose_reads_the_names_the_question_shows_and_writes_the_option_back() -> None:
    state = RULESET.initial_state("classic", [Seat("athens"), Seat("sparta")], 1, {})
    options = ["1:market", "2:academy", "law_code", "sparta:elite_hoplite", "plague,silence"]
    state.choice = Choice(player="athens", about="effect", prompt="which?", options=options)
    for typed, option in (("choose academy", "2:academy"), ("choose law code", "law_code"),
                          ("choose elite hoplite", "sparta:elite_hoplite"), ("choose plague then silence", "plague,silence")):
        command = RULESET.parse(typed, state, "athens")
        assert command == Choose(option=option)
        assert RULESET.parse(RULESET.format(command), state, "athens") == command  # the canonical form reads back
    for option in options:
        assert RULESET.parse(RULESET.format(Choose(option=option)), state, "athens") == Choose(option=option)
