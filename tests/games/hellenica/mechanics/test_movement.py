"""Supply for movement: limits, steps, sea transport, interdiction."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.movement import (
    Graph,
    MovingUnit,
    Transport,
    after_move,
    can_step,
    held_by_creature,
    interdicts,
    limit_reached,
    may_move,
    movable,
    sea_transport,
    steps,
    supply_limit,
    transport_route,
    transport_used,
)

# A small piece of the Aegean, drawn by hand for the book's examples.
AEGEAN = Graph.build(
    {
        "megara": "land", "panactum": "land", "athens": "land", "thebes": "land",
        "chios": "land", "troy": "land", "delos": "land",
        "saronic_gulf": "sea", "cyclades": "sea", "dodecanese": "sea", "eastern_aegean": "sea",
    },
    [
        ("megara", "panactum", "clearing"),
        ("megara", "athens", "clearing"),
        ("athens", "panactum", "clearing"),
        ("athens", "thebes", "mountain"),
        ("megara", "saronic_gulf", "clearing"),
        ("athens", "saronic_gulf", "clearing"),
        ("athens", "cyclades", "clearing"),
        ("saronic_gulf", "cyclades", "clearing"),
        ("cyclades", "chios", "clearing"),
        ("cyclades", "delos", "mountain"),
        ("cyclades", "dodecanese", "clearing"),
        ("dodecanese", "troy", "clearing"),
        ("dodecanese", "eastern_aegean", "clearing"),
        ("eastern_aegean", "troy", "clearing"),
    ],
)


# -- supply limits -----------------------------------------------------------------


def test_supply_limits():
    assert supply_limit("hoplite") == supply_limit("elite_hoplite") == 1
    assert supply_limit("cavalry") == supply_limit("elite_cavalry") == 2
    assert supply_limit("hero") == 2
    assert supply_limit("trireme") is None and supply_limit("elite_trireme") is None


def test_supply_limit_example():
    # A hoplite and two cavalry on Megara move to Panactum.
    stack = (MovingUnit("hoplite"), MovingUnit("cavalry"), MovingUnit("cavalry"))
    assert "panactum" in steps("hoplite", "megara", AEGEAN)
    stack = after_move(stack)
    # Next supply only the cavalry may move again; the hoplite stays.
    assert movable(stack) == (MovingUnit("cavalry", 1), MovingUnit("cavalry", 1))
    assert not limit_reached(stack)
    with pytest.raises(IllegalCommand, match="hoplite has reached its supply limit"):
        after_move(stack)
    cavalry = after_move(movable(stack))
    # Then none of them may move again this turn.
    assert movable(cavalry) == () and limit_reached(cavalry)
    assert limit_reached(stack[:1])


def test_triremes_never_run_out_of_supply():
    ship = MovingUnit("trireme", 50)
    assert may_move(ship) and not limit_reached((ship,))


# -- single steps -----------------------------------------------------------------------


def test_land_units_stay_on_land_and_respect_mountains():
    assert steps("hoplite", "athens", AEGEAN) == ("megara", "panactum")
    assert steps("cavalry", "athens", AEGEAN, leadership=True) == ("megara", "panactum", "thebes")
    assert not can_step("hero", "athens", "cyclades", AEGEAN)
    assert not can_step("hoplite", "athens", "troy", AEGEAN)  # not adjacent


def test_trireme_steps():
    # From land it may leave by any clearing into any sea, never to land.
    assert steps("trireme", "athens", AEGEAN) == ("cyclades", "saronic_gulf")
    # From sea it may enter seas and land, not across a mountain side or onto enemy units.
    assert steps("trireme", "cyclades", AEGEAN) == ("athens", "chios", "dodecanese", "saronic_gulf")
    assert steps("elite_trireme", "cyclades", AEGEAN, enemy_units_at={"chios"}) == (
        "athens", "dodecanese", "saronic_gulf"
    )
    assert not can_step("trireme", "cyclades", "delos", AEGEAN, leadership=True)


# -- sea transport ------------------------------------------------------------------------

FLEET = {"cyclades": 2, "dodecanese": 1}


def test_sea_transport_example():
    routes = sea_transport("athens", AEGEAN, triremes=FLEET)
    # All three units can reach Chios over the Cyclades.
    assert routes["chios"] == Transport("chios", ("cyclades",), 4)
    assert transport_route("athens", "chios", 3, AEGEAN, triremes=FLEET).seas == ("cyclades",)
    # Only two can reach Troy, through the Cyclades and the Dodecanese.
    assert routes["troy"] == Transport("troy", ("cyclades", "dodecanese"), 2)
    with pytest.raises(IllegalCommand, match="only 2 units"):
        transport_route("athens", "troy", 3, AEGEAN, triremes=FLEET)
    assert transport_route("athens", "troy", 2, AEGEAN, triremes=FLEET).capacity == 2


def test_sea_transport_reach():
    routes = sea_transport("athens", AEGEAN, triremes=FLEET)
    # Landing places next to a used sea; never the origin, never across a mountain side.
    lands = {d for d in routes if AEGEAN.kind(d) == "land"}
    assert lands == {"chios", "troy"}
    # Seas are listed for heroes, who may stay at sea with the triremes.
    assert {"cyclades", "dodecanese"} <= set(routes)
    assert "eastern_aegean" not in routes  # no own trireme there
    with pytest.raises(IllegalCommand, match="only heroes"):
        transport_route("athens", "cyclades", 1, AEGEAN, triremes=FLEET)
    assert transport_route("athens", "cyclades", 0, AEGEAN, triremes=FLEET).seas == ("cyclades",)


def test_sea_transport_prefers_the_widest_route():
    fleet = {"cyclades": 2, "dodecanese": 1, "eastern_aegean": 3, "saronic_gulf": 0}
    assert sea_transport("athens", AEGEAN, triremes=fleet)["troy"] == Transport(
        "troy", ("cyclades", "dodecanese"), 2
    )
    # A short narrow crossing loses to a longer wide one.
    ring = Graph.build(
        {"home": "land", "shore": "land", "strait": "sea", "open_1": "sea", "open_2": "sea"},
        [("home", "strait", "clearing"), ("strait", "shore", "clearing"),
         ("home", "open_1", "clearing"), ("open_1", "open_2", "clearing"), ("open_2", "shore", "clearing")],
    )
    routes = sea_transport("home", ring, triremes={"strait": 1, "open_1": 2, "open_2": 2})
    assert routes["shore"] == Transport("shore", ("open_1", "open_2"), 4)
    # With equal room the fewest seas win.
    routes = sea_transport("home", ring, triremes={"strait": 2, "open_1": 2, "open_2": 2})
    assert routes["shore"] == Transport("shore", ("strait",), 4)


def test_blocked_seas_copper_banding_and_used_capacity():
    assert "troy" not in sea_transport("athens", AEGEAN, triremes=FLEET, blocked={"dodecanese"})
    assert sea_transport("athens", AEGEAN, triremes=FLEET, per_trireme=3)["troy"].capacity == 3
    used = transport_used(sea_transport("athens", AEGEAN, triremes=FLEET)["troy"], 2)
    assert used == {"cyclades": 2, "dodecanese": 2}
    again = sea_transport("athens", AEGEAN, triremes=FLEET, used=used)
    assert again["chios"].capacity == 2 and again["troy"].capacity == 0


def test_sea_transport_starts_on_land():
    with pytest.raises(IllegalCommand):
        sea_transport("cyclades", AEGEAN, triremes=FLEET)


# -- interdiction -------------------------------------------------------------------------


def test_interdiction():
    assert interdicts(other_players_units=True, creature=False)
    assert not interdicts(other_players_units=False, creature=False)  # an empty enemy city
    assert interdicts(other_players_units=False, creature=True)


def test_creature_holds_units_for_the_turn_either_arrived():
    assert held_by_creature(creature_present=True, creature_arrived_this_turn=True, unit_arrived_this_turn=False)
    assert held_by_creature(creature_present=True, creature_arrived_this_turn=False, unit_arrived_this_turn=True)
    assert not held_by_creature(creature_present=True, creature_arrived_this_turn=False, unit_arrived_this_turn=False)
    assert not held_by_creature(creature_present=False, creature_arrived_this_turn=True, unit_arrived_this_turn=True)


# -- properties --------------------------------------------------------------------------

SEAS = ("saronic_gulf", "cyclades", "dodecanese", "eastern_aegean")


@given(st.fixed_dictionaries({s: st.integers(0, 3) for s in SEAS}), st.sets(st.sampled_from(SEAS)))
def test_routes_only_use_own_unblocked_seas_and_capacity_is_the_narrowest(fleet, blocked):
    for dest, route in sea_transport("athens", AEGEAN, triremes=fleet, blocked=blocked).items():
        assert route.seas and all(fleet[s] > 0 and s not in blocked for s in route.seas)
        assert route.capacity == min(2 * fleet[s] for s in route.seas)
        for a, b in itertools.pairwise(route.seas):
            assert AEGEAN.edge(a, b) == "clearing"
        assert dest == route.seas[-1] or AEGEAN.edge(route.seas[-1], dest) == "clearing"
