"""Home cities with fewer than seven city-states: the rulebook advises each
within 3 or 4 areas of as many others as possible."""

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.turn.seatings import far_homes, seating_note, seating_warning, suggested_sets

CONTENT = load_scenario("classic")


def test_a_home_city_far_from_every_other_is_named():
    # Byzantium and Corcyra lie 8 areas apart; Athens is 4 from each.
    assert far_homes(CONTENT, ["byzantium", "corcyra"]) == ["byzantium", "corcyra"]
    assert seating_warning(CONTENT, ["byzantium", "corcyra"]).startswith("Byzantium, Corcyra: no other Home City")
    assert far_homes(CONTENT, ["byzantium", "corcyra", "athens"]) == []
    assert far_homes(CONTENT, ["athens", "sparta"]) == [] and seating_warning(CONTENT, ["athens", "sparta"]) == ""


def test_fewer_close_pairs_than_the_best_is_told():
    # Byzantium-Corcyra is the one pair of the three not within 4 areas.
    assert seating_warning(CONTENT, ["byzantium", "corcyra", "athens"]) == (
        "2 pairs of these Home Cities lie within 4 areas of each other; 3 could: 'Suggest homes' ticks such sets."
    )


def test_seven_or_one_city_states_need_no_advice():
    everyone = sorted(CONTENT.city_states)
    assert seating_note(CONTENT, everyone) == "" and seating_note(CONTENT, ["troy"]) == ""
    assert suggested_sets(CONTENT, 7) == [] and suggested_sets(CONTENT, 1) == []


def test_the_suggested_sets_are_the_closest():
    assert suggested_sets(CONTENT, 2)[0] == ("athens", "corinth")  # 2 areas apart
    assert ("byzantium", "corcyra") not in suggested_sets(CONTENT, 2)
    assert suggested_sets(CONTENT, 6) == [("athens", "corcyra", "corinth", "sparta", "thebes", "troy")]
    for n in range(2, 7):
        for chosen in suggested_sets(CONTENT, n):
            assert seating_warning(CONTENT, chosen) == ""
            assert seating_note(CONTENT, chosen).startswith("These home cities lie as close")
