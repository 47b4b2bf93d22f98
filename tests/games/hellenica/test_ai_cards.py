"""The AI deck: 32 cards, balanced production columns, valid movement filters,
the rulebook's Basic Temple; and every way an AI card can be wrong."""

from __future__ import annotations

import typing
from collections import Counter

import pytest

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import AICard, AIFilter, AIProduction, ContentError

# The value of one benefit in a production column (docs/content.md, "AI cards").
VALUE = {"advances": 2, "favor": 1, "philosophers": 1, "commerce": 0.5, "wonder": 3, "city_walls": 2}
UNIT_VALUE = {"hoplite": 1, "cavalry": 1, "trireme": 1, "hero": 1.5}


def value(column: list[AIProduction]) -> float:
    total = 0.0
    for entry in column:
        if entry.kind == "units":
            total += UNIT_VALUE[entry.unit] * entry.amount
        elif entry.kind in ("wonder", "city_walls"):
            total += VALUE[entry.kind]
        elif entry.kind != "supply":
            total += VALUE[entry.kind] * entry.amount
    return total


def supply(column: list[AIProduction]) -> int:
    (amount,) = [entry.amount for entry in column if entry.kind == "supply"]
    return amount


@pytest.fixture(scope="module")
def deck() -> list[AICard]:
    return load_scenario("classic").ai_cards


def test_the_deck_has_32_cards(deck):
    assert len(deck) == 32


def test_the_basic_temple_moves_as_in_the_rulebook_example(deck):
    (card,) = [c for c in deck if c.name == "Basic Temple"]
    assert card.movement == ["least_friendly_units", "enemy_units_or_upgrades", "most_settlements"]


def test_eight_themes_of_four(deck):
    themes = Counter(card.id.split("_")[-1] if card.id.startswith("basic_") else card.id.split("_")[0] for card in deck)
    assert themes == dict.fromkeys(("temple", "academy", "barracks", "stables", "docks", "market", "walls", "wonder"), 4)


def test_every_column_is_worth_the_same(deck):
    for card in deck:
        assert value(card.early) == 4, card.id
        assert value(card.late) == 6, card.id


def test_supply_grows_from_the_early_to_the_late_column(deck):
    early = [supply(card.early) for card in deck]
    late = [supply(card.late) for card in deck]
    assert all(1 <= e <= la <= 4 for e, la in zip(early, late, strict=True))
    assert sum(early) / 32 == pytest.approx(1.84, abs=0.01)
    assert sum(late) / 32 == pytest.approx(2.56, abs=0.01)


def test_every_benefit_of_the_rulebook_is_used(deck):
    kinds = {entry.kind for card in deck for entry in (*card.early, *card.late)}
    assert kinds == set(typing.get_args(typing.get_type_hints(AIProduction)["kind"]))
    units = {entry.unit for card in deck for entry in (*card.early, *card.late) if entry.kind == "units"}
    assert units == {"hoplite", "cavalry", "trireme", "hero"}


def test_movement_filters_are_valid_and_all_used(deck):
    filters = set(typing.get_args(AIFilter))
    assert filters == {"grudge", "least_friendly_units", "most_settlements", "map_objective", "enemy_units_or_upgrades"}
    used = Counter(name for card in deck for name in card.movement)
    first = Counter(card.movement[0] for card in deck)
    for name in filters:
        assert used[name] >= 8 and first[name] >= 5, name
    for card in deck:
        assert 2 <= len(card.movement) <= 3 and len(set(card.movement)) == len(card.movement)


def test_ids_and_names_are_unique(deck):
    assert len({c.id for c in deck}) == len({c.name for c in deck}) == 32


# -- every way an AI card can be wrong -----------------------------------------------


def expect(copy, reason: str) -> None:
    with pytest.raises(ContentError) as caught:
        load_scenario(copy.path)
    assert (caught.value.file, caught.value.item) == ("ai_cards.toml", "AI card 'basic_temple'"), str(caught.value)
    assert reason in caught.value.reason, str(caught.value)


def edit_temple(copy, **fields) -> None:
    def change(data):
        next(c for c in data["ai_cards"] if c["id"] == "basic_temple").update(fields)

    copy.edit("ai_cards.toml", change)


SUPPLY = {"kind": "supply", "amount": 2}


def test_column_without_supply(classic_copy):
    edit_temple(classic_copy, early=[{"kind": "favor", "amount": 2}])
    expect(classic_copy, "early: needs exactly one supply entry, has 0")


def test_column_with_two_supplies(classic_copy):
    edit_temple(classic_copy, late=[SUPPLY, {"kind": "supply", "amount": 3}])
    expect(classic_copy, "late: supply is listed twice")


def test_supply_out_of_range(classic_copy):
    edit_temple(classic_copy, early=[{"kind": "supply", "amount": 5}])
    expect(classic_copy, "early: supply must be 1-4, not 5")


def test_amount_must_be_positive(classic_copy):
    edit_temple(classic_copy, early=[{"kind": "favor", "amount": 0}, SUPPLY])
    expect(classic_copy, "early: favor amount must be 1 or more")


def test_wonder_places_one(classic_copy):
    edit_temple(classic_copy, late=[{"kind": "wonder", "amount": 2}, SUPPLY])
    expect(classic_copy, "late: wonder places one, amount must be 1")


def test_same_unit_twice(classic_copy):
    twice = [{"kind": "units", "unit": "hoplite", "amount": 1}] * 2
    edit_temple(classic_copy, early=[*twice, SUPPLY])
    expect(classic_copy, "early: hoplite is listed twice")


def test_empty_movement(classic_copy):
    edit_temple(classic_copy, movement=[])
    expect(classic_copy, "movement needs at least one destination filter")


def test_filter_listed_twice(classic_copy):
    edit_temple(classic_copy, movement=["grudge", "grudge"])
    expect(classic_copy, "movement lists a filter twice")


def test_unknown_filter(classic_copy):
    edit_temple(classic_copy, movement=["nearest_temple"])
    expect(classic_copy, "movement[0]: Invalid enum value 'nearest_temple'")


def test_unknown_benefit(classic_copy):
    edit_temple(classic_copy, early=[{"kind": "elephants", "amount": 1}, SUPPLY])
    expect(classic_copy, "early[0].kind: Invalid enum value 'elephants'")
