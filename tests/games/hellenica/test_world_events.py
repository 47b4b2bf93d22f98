"""The world event deck: its size, chaos numbers, named cards, effects, and how
the chaos track mechanics read it; plus every way a world event card can be wrong."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hellenica_tui.games.hellenica.content.effect_checks import effect_problems
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import ContentError, WorldEvent
from hellenica_tui.games.hellenica.mechanics.chaos import (
    WorldEventCard,
    has_bid,
    move_chaos,
    olympus_awakens,
    reveal,
)


@pytest.fixture(scope="module")
def deck() -> list[WorldEvent]:
    return load_scenario("classic").world_events


def expanded(deck: list[WorldEvent]) -> list[WorldEvent]:
    return [event for event in deck for _ in range(event.copies)]


def card(event: WorldEvent) -> WorldEventCard:
    """The chaos track's view of a card."""
    return WorldEventCard(event.id, event.chaos, event.kind)


def by_name(deck: list[WorldEvent], name: str) -> list[WorldEvent]:
    return [event for event in expanded(deck) if event.name == name]


def kinds(event: WorldEvent) -> list[str]:
    return [effect.kind for effect in (*event.reward, *event.effects)]


def test_the_deck_has_52_cards(deck):
    assert len(expanded(deck)) == 52


def test_chaos_numbers_are_distributed_as_designed(deck):
    counts = Counter(event.chaos for event in expanded(deck) if event.kind != "olympus_awakens")
    assert counts == {1: 17, 2: 20, 3: 10, 4: 4}
    assert sum(n * c for n, c in counts.items()) / sum(counts.values()) == pytest.approx(2.02, abs=0.01)


def test_the_rulebook_cards_are_there_with_its_numbers(deck):
    (olympus,) = by_name(deck, "Olympus Awakens")
    assert olympus.kind == "olympus_awakens" and olympus.copies == 1
    silences = by_name(deck, "Silence")
    assert len(silences) == 6 and all(e.kind == "silence" for e in silences)
    (shift,) = by_name(deck, "Strategic Shift")
    (egypt,) = by_name(deck, "Egyptian Support")
    assert (shift.chaos, egypt.chaos) == (3, 4)  # the numbers the rulebook's examples use
    assert kinds(by_name(deck, "Eruption")[0]) == ["gain", "eruption"]
    alcibiades = by_name(deck, "Alcibiades")
    assert len(alcibiades) == 2 and kinds(alcibiades[0]) == ["turncoat_hero"]  # the second copy turns him
    named = {"Olympus Awakens", "Silence", "Strategic Shift", "Egyptian Support", "Eruption", "Alcibiades"}
    assert {e.name for e in deck if e.from_rulebook} == named


def test_one_card_per_creature(deck):
    content = load_scenario("classic")
    placed = [
        effect.params["creature"] for event in expanded(deck) for effect in event.effects
        if effect.kind == "place_creature"
    ]
    assert sorted(placed) == sorted(content.creatures)


def test_revolts_and_area_reductions(deck):
    revolts = [e for e in deck if "revolts" in kinds(e)]
    reductions = [e for e in deck if "area_reduction" in kinds(e)]
    assert len(revolts) >= 4 and len(reductions) >= 4
    assert {e.effects[0].params["area"] for e in reductions} >= {"city", "land", "sea"}


def test_every_event_card_has_a_reward_and_every_effect_validates(deck):
    content = load_scenario("classic")
    for event in deck:
        if event.kind == "event":
            assert event.reward, event.id
        for effect in (*event.reward, *event.effects):
            assert effect_problems(effect, content) == [], (event.id, effect)
        assert event.text and event.flavor, event.id


def test_the_vocabulary_is_reused(deck):
    used = Counter(kind for event in expanded(deck) for kind in kinds(event))
    assert used["gain"] >= 20 and used["place_creature"] == 7
    for kind in (
        "lose", "place_units", "place_upgrade", "free_advancement", "gain_cube", "ready_upgrades",
        "become_favorite", "swap_ethos", "chaos_shift", "revolts", "area_reduction", "eruption",
        "turncoat_hero", "reshuffle",
    ):
        assert used[kind] >= 1, kind


# -- the chaos track reads the cards as the rulebook's examples do -----------------


def test_strategic_shift_example(deck):
    """Seven players, marker two spaces from the end: Strategic Shift (3) triggers itself and
    leaves the marker one below the reset space."""
    (shift,) = by_name(deck, "Strategic Shift")
    result = reveal(2, card(shift), players=7)
    assert (result.position, result.triggers, result.olympus) == (6, 1, False)
    assert has_bid(card(shift))


def test_olympus_awakens_example(deck):
    """Olympus Awakens turns over Egyptian Support, whose 4 is ignored: the marker stays."""
    (olympus,) = by_name(deck, "Olympus Awakens")
    (egypt,) = by_name(deck, "Egyptian Support")
    result = reveal(5, card(olympus), players=7)
    assert (result.position, result.triggers, result.olympus) == (5, 0, True)
    flip = olympus_awakens([card(egypt)], [card(olympus)], random.Random(0))
    assert flip.card.id == "egyptian_support"
    assert [e.kind for e in olympus.effects] == ["reshuffle"]


def test_silence_is_never_bid_on(deck):
    for silence in by_name(deck, "Silence"):
        assert not has_bid(card(silence))
        assert not silence.reward and not silence.effects


def test_one_pass_through_the_deck_sets_off_events_at_the_designed_pace(deck):
    """Revealing the whole deck once moves the marker 103 spaces: with 4 players
    (reset to 4 after each event, starting on 5) that is 25 triggers, one per two reveals."""
    total = sum(e.chaos for e in expanded(deck) if e.kind != "olympus_awakens")
    assert total == 103
    assert move_chaos(5, total, players=4).triggers == 25


# -- every way a world event card can be wrong ---------------------------------------


def event(**fields) -> dict:
    base = {"id": "x", "name": "X", "chaos": 1, "text": "Something.",
            "reward": [{"kind": "gain", "params": {"commodity": "favor", "amount": 1}}]}
    return base | fields


OLYMPUS = {"id": "olympus", "name": "Olympus Awakens", "kind": "olympus_awakens", "chaos": 0, "text": "Wake."}


def write_deck(copy, *cards: dict) -> None:
    copy.write("world_events.toml", {"world_events": list(cards)})


def expect(copy, item: str, reason: str) -> None:
    with pytest.raises(ContentError) as caught:
        load_scenario(copy.path)
    assert (caught.value.file, caught.value.item) == ("world_events.toml", item), str(caught.value)
    assert reason in caught.value.reason, str(caught.value)


def test_deck_without_olympus_awakens(classic_copy):
    write_deck(classic_copy, event())
    expect(classic_copy, "world_events", "exactly one Olympus Awakens")


def test_deck_with_two_olympus_awakens(classic_copy):
    write_deck(classic_copy, OLYMPUS, OLYMPUS | {"id": "olympus_2"})
    expect(classic_copy, "world_events", "exactly one Olympus Awakens")


def test_olympus_awakens_in_copies(classic_copy):
    write_deck(classic_copy, OLYMPUS | {"copies": 2})
    expect(classic_copy, "world_events", "exactly one Olympus Awakens")


def test_chaos_number_out_of_range(classic_copy):
    write_deck(classic_copy, OLYMPUS, event(chaos=7))
    expect(classic_copy, "world event 'x'", "chaos number must be 0-6, not 7")


def test_copies_must_be_positive(classic_copy):
    write_deck(classic_copy, OLYMPUS, event(copies=0))
    expect(classic_copy, "world event 'x'", "copies must be 1 or more, not 0")


def test_silence_that_does_something(classic_copy):
    write_deck(classic_copy, OLYMPUS, event(kind="silence"))
    expect(classic_copy, "world event 'x'", "a Silence card has no reward and no effects")


def test_olympus_awakens_with_a_reward(classic_copy):
    write_deck(classic_copy, OLYMPUS | {"reward": event()["reward"]})
    expect(classic_copy, "world event 'olympus'", "Olympus Awakens is not bid on")


def test_event_that_does_nothing(classic_copy):
    write_deck(classic_copy, OLYMPUS, event(reward=[]))
    expect(classic_copy, "world event 'x'", "an event needs a reward or effects")


def test_unknown_card_kind(classic_copy):
    write_deck(classic_copy, OLYMPUS, event(kind="apocalypse"))
    expect(classic_copy, "world event 'x'", "kind: Invalid enum value 'apocalypse'")


def test_effect_with_a_bad_parameter(classic_copy):
    bad = [{"kind": "revolts", "params": {"count": 1, "of": "nobody"}}]
    write_deck(classic_copy, OLYMPUS, event(effects=bad))
    expect(classic_copy, "world event 'x'", "'of' may not be 'nobody'")


def test_effect_naming_an_unknown_creature(classic_copy):
    write_deck(classic_copy, OLYMPUS, event(effects=[{"kind": "place_creature", "params": {"creature": "kraken"}}]))
    expect(classic_copy, "world event 'x'", "names no creature 'kraken'")


def test_effect_naming_an_unknown_upgrade(classic_copy):
    write_deck(classic_copy, OLYMPUS, event(reward=[{"kind": "place_upgrade", "params": {"upgrade": "palace"}}]))
    expect(classic_copy, "world event 'x'", "names no upgrade 'palace'")


def test_a_creature_ability_is_not_a_card_effect(classic_copy):
    write_deck(classic_copy, OLYMPUS, event(effects=[{"kind": "roll_per_piece"}]))
    expect(classic_copy, "world event 'x'", "'roll_per_piece' is a creature ability")


def test_setup_buries_olympus_awakens_by_its_kind_not_its_id(classic_copy):
    """Setup shuffles Olympus Awakens into the lower half of the deck (top card last)."""
    from hellenica_tui.games.hellenica.turn.setup import world_event_deck

    def rename(data):
        next(e for e in data["world_events"] if e["kind"] == "olympus_awakens")["id"] = "the_gods_wake"

    classic_copy.edit("world_events.toml", rename)
    content = load_scenario(classic_copy.path)
    for seed in range(20):
        deck = world_event_deck(content, random.Random(seed))
        assert len(deck) == 52
        assert deck.index("the_gods_wake") < 27  # the lower half (26 cards and it) comes first


def test_the_rules_implement_every_kind_the_deck_uses(deck):
    from hellenica_tui.games.hellenica.effects.handler_table import EFFECT_HANDLERS

    used = {type(effect) for event in deck for effect in (*event.reward, *event.effects)}
    assert used - set(EFFECT_HANDLERS) == set()
