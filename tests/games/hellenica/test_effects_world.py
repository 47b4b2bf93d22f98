"""The world-event and creature effect kinds: bounds, choices, references and `who`."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.decoding import decode_effect
from hellenica_tui.games.hellenica.content.effect_checks import effect_problems
from hellenica_tui.games.hellenica.content.effect_kinds import CREATURE_ABILITIES, EFFECT_KINDS
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import ContentError

WORLD_KINDS = (
    "lose", "free_advancement", "gain_cube", "swap_ethos", "chaos_shift", "revolts", "area_reduction",
    "eruption", "place_creature", "turncoat_hero", "reshuffle",
)


def problems(kind: str, content=None, **params) -> list[str]:
    """What the loader says of one effect written with these parameters."""
    try:
        effect = decode_effect(kind, params)
    except ContentError as exc:
        return [exc.reason]
    return effect_problems(effect, content) if content is not None else []


def test_the_kinds_are_one_time_effects():
    for kind in (*(EFFECT_KINDS[k] for k in WORLD_KINDS), *CREATURE_ABILITIES):
        assert kind.ROLE == "effect", kind


def test_well_formed():
    assert problems("lose", commodity="favor", amount=2, who="chosen") == []
    assert problems("gain", commodity="favor", amount=1, who="each") == []
    assert problems("area_reduction", count=1, area="sea", amount=2, units_only=True) == []
    assert problems("chaos_shift", steps=-2) == []
    assert problems("toll", safe=["+", "++"], losses=["upgrade", "unit"]) == []


def test_who_has_fixed_values():
    assert problems("lose", commodity="favor", amount=1, who="gods") == [
        "effect 'lose': 'who' may not be 'gods' (one of self, each, others, chosen)"
    ]


def test_int_parameters_are_bounded():
    assert problems("lose", commodity="favor", amount=0) == ["effect 'lose': 'amount' must be 1 to 10, not 0"]
    assert problems("chaos_shift", steps=8) == ["effect 'chaos_shift': 'steps' must be -7 to 7, not 8"]
    assert problems("free_advancement", level=3) == ["effect 'free_advancement': 'level' must be 1 to 2, not 3"]
    assert problems("creature_combat", strength=3, max_rounds=0, victims="trireme", at_sea=True) == [
        "effect 'creature_combat': 'max_rounds' must be 1 to 5, not 0"
    ]


def test_list_items_are_checked_against_choices():
    assert problems("toll", safe=["+", "+++"], losses=["unit"]) == [
        "effect 'toll': 'safe' may not be '+++' (one of ++, +, , -)"
    ]


def test_creature_references_need_a_content():
    content = load_scenario("classic")
    assert problems("place_creature", creature="kraken") == []
    assert problems("place_creature", content, creature="kraken") == [
        "effect 'place_creature': 'creature' names no creature 'kraken'"
    ]
    assert problems("place_creature", content, creature="hydra") == []


def test_a_wrongly_typed_bounded_parameter_reports_the_type_only():
    assert problems("revolts", count="two", of="others") == ["effect 'revolts': 'count' must be int"]
