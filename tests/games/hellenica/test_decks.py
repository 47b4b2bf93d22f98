"""The classic decks: deities, advancements, governments and objectives hold
what the rulebook names, fit its rules, and every broken deck file is refused."""

from __future__ import annotations

import pytest

from hellenica_tui.games.hellenica.content import ContentError, Effect, load_scenario


@pytest.fixture(scope="module")
def classic():
    return load_scenario("classic")


def expect(path: str, file: str, item: str, reason: str) -> None:
    with pytest.raises(ContentError) as caught:
        load_scenario(path)
    assert (caught.value.file, caught.value.item) == (file, item), str(caught.value)
    assert reason in caught.value.reason, str(caught.value)


# -- governments ---------------------------------------------------------------


def test_rulebook_governments_count_as_their_upgrades(classic):
    governments = classic.governments
    assert {g: governments[g].upgrade for g in ("tyranny", "republic", "democracy")} == {
        "tyranny": "barracks", "republic": "market", "democracy": "academy"
    }
    assert len(governments) >= 4


def test_free_activations_are_the_rulebook_ones(classic):
    governments = classic.governments
    assert governments["tyranny"].free_activation == [
        Effect(kind="place_units", params={"unit": "hoplite", "count": 1, "where": "government_city"})
    ]
    assert governments["republic"].free_activation == [
        Effect(kind="gain", params={"commodity": "commerce", "amount": 1})
    ]
    assert governments["democracy"].free_activation == [
        Effect(kind="gain", params={"commodity": "philosophers", "amount": 1}),
        Effect(kind="research_advancement"),
    ]


def test_every_government_counts_as_an_upgrade_that_powers_an_action(classic):
    for government in classic.governments.values():
        assert classic.upgrades[government.upgrade].action, government.id


def test_the_game_starts_under_a_government_of_the_deck(classic):
    assert classic.scenario.setup.start_government == "tyranny"
    assert classic.scenario.setup.start_government in classic.governments


def test_start_government_must_exist(classic_copy):
    classic_copy.edit("scenario.toml", lambda d: d["setup"].update(start_government="monarchy"))
    expect(classic_copy.path, "scenario.toml", "setup.start_government", "unknown government 'monarchy'")


def test_an_empty_government_deck_is_refused(classic_copy):
    classic_copy.write("governments.toml", {"governments": []})
    expect(classic_copy.path, "scenario.toml", "setup.start_government", "unknown government 'tyranny'")
