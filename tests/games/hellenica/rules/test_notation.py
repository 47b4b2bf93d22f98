"""NOTATION: one canonical text per command; forgiving reading."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import AmbiguousCommand, InvalidCommand
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.notation import format_command, parse
from hellenica_tui.games.hellenica.core.state import Upgrade
from hellenica_tui.games.hellenica.economy.commands import (
    Build,
    ChangeGovernment,
    Pass,
    Research,
    SupplyCommerce,
    Train,
    Worship,
)
from hellenica_tui.games.hellenica.turn.commands import ChooseDirection, KeepEthos, PlaceGovernment
from tests.games.hellenica.rules.conftest import action_game

CANONICAL = [
    ("build market athens", Build(city="athens", upgrade="market")),
    ("build temple athens apollo", Build(city="athens", upgrade="temple", deity="apollo")),
    ("build docks athens at panactum", Build(city="athens", upgrade="docks", site="panactum")),
    ("build temple delphi zeus at free", Build(city="delphi", upgrade="temple", deity="zeus", site="free")),
    ("build stables athens over unfinished temple hera",
     Build(city="athens", upgrade="stables", over="temple", over_deity="hera", over_unfinished=True)),
    ("exchange build theocracy athens hera",
     ChangeGovernment(government="theocracy", city="athens", deity="hera", exchange=True)),
    ("train elite hoplite thebes using wonder", Train(city="thebes", unit="hoplite", elite=True, using="wonder")),
    ("research athens convert 2 mining", Research(city="athens", convert=2, advancement="mining")),
    ("worship athens", Worship(city="athens")),
    ("exchange supply commerce athens", SupplyCommerce(city="athens", exchange=True)),
    ("keep enlightenment piety", KeepEthos(cards=("enlightenment", "piety"))),
    ("direction hera", ChooseDirection(direction="hera")),
    ("govern democracy athens mining", PlaceGovernment(government="democracy", city="athens", choice="mining")),
    ("pass", Pass()),
]


@pytest.mark.parametrize(("text", "command"), CANONICAL)
def test_canonical_forms(scenario: str, text: str, command: object) -> None:
    game = action_game(scenario)
    assert format_command(RULES, command) == text
    assert parse(RULES, text, game.state, "athens") == command


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("WORSHIP Athens", "worship athens"),
        ("wor ATH", "worship athens"),
        ("tr hop", "train hoplite athens"),  # the only city with a Barracks
        ("research mining", "research athens mining"),
        ("b mar ath", "build market athens"),
        ("build Market Athens over Academy", "build market athens over academy"),
        ("ex sup com", "exchange supply commerce athens"),
        ("keep piety Enlightenment", "keep enlightenment piety"),
    ],
)
def test_forgiving_reading(scenario: str, text: str, canonical: str) -> None:
    game = action_game(scenario)
    assert format_command(RULES, parse(RULES, text, game.state, "athens")) == canonical


def test_ambiguity_lists_the_choices(scenario: str) -> None:
    game = action_game(scenario)
    with pytest.raises(AmbiguousCommand) as info:
        parse(RULES, "p", game.state, "athens")
    assert set(info.value.choices) == {"patron", "pass", "place"}
    with pytest.raises(AmbiguousCommand) as info:
        parse(RULES, "build temple athens a", game.state, "athens")
    assert {"aphrodite", "apollo", "ares", "artemis", "athena"} <= set(info.value.choices)
    game.state.areas["megara"].owner = "athens"
    game.state.areas["megara"].slots[0] = Upgrade("temple", "active", "zeus")
    with pytest.raises(AmbiguousCommand, match="which city"):
        parse(RULES, "worship", game.state, "athens")


@pytest.mark.parametrize("text", ["", "fly to the moon", "build castle athens", "research athens convert x",
                                  "worship athens please", "direction north"])
def test_bad_text_is_an_invalid_command(scenario: str, text: str) -> None:
    game = action_game(scenario)
    with pytest.raises(InvalidCommand):
        parse(RULES, text, game.state, "athens")
