"""What War's search looks at first (`prior`) and what its evaluation counts: gold no
unit can use spent on baggage, and leaders kept with armies."""

from __future__ import annotations

from hellenica_tui.ai.war.evaluate import values
from hellenica_tui.ai.war.policy import prior
from hellenica_tui.games.war.commands import Done, Move, Recruit
from tests.games.war.helpers import CONTENT, blank, give_city, put

LEADER = CONTENT.leader_names[0]


def _land_pair(state, city: str) -> tuple[str, str, str]:
    """`city`'s space and two land spaces next to it."""
    src = state.cities[city].space
    near = [s for s in CONTENT.spaces[src].neighbours if not CONTENT.terrain_of(s).water]
    return src, near[0], near[1]


def _a_leader_by_thebes():
    """Ann's leader beside Thebes, two land spaces next to him, and her first move phase."""
    state = blank(phase="move1")
    give_city(state, "athens", "ann", home=True)
    src, joined, empty = _land_pair(state, "thebes")
    put(state, "ann", "leader", src, name=LEADER)
    return state, src, joined, empty


def test_a_leader_moves_alone_only_to_join_armies():
    state, src, joined, empty = _a_leader_by_thebes()
    put(state, "ann", "army", joined, 2)
    name = LEADER.lower()
    to_armies = prior(state, "ann", Move(src=src, dst=joined, leaders=(name,)))
    to_nowhere = prior(state, "ann", Move(src=src, dst=empty, leaders=(name,)))
    assert to_armies > prior(state, "ann", Done()) > to_nowhere


def test_a_leader_with_armies_does_not_walk_off_to_others():
    """Seen in play: a leader stepping alone from one stack to the next and back, phase after phase."""
    state, src, joined, _ = _a_leader_by_thebes()
    put(state, "ann", "army", src, 2)
    put(state, "ann", "army", joined, 2)
    walk = prior(state, "ann", Move(src=src, dst=joined, leaders=(LEADER.lower(),)))
    assert walk < prior(state, "ann", Done())


def test_armies_take_their_leader_along():
    state = blank(phase="move1")
    give_city(state, "athens", "ann", home=True)
    src, dst, _ = _land_pair(state, "thebes")
    put(state, "ann", "leader", src, name=LEADER)
    put(state, "ann", "army", src, 2)
    left_alone = prior(state, "ann", Move(src=src, dst=dst, army=2))
    assert left_alone < prior(state, "ann", Move(src=src, dst=dst, army=2, leaders=(LEADER.lower(),)))
    assert left_alone < prior(state, "ann", Move(src=src, dst=dst, army=1))  # one stays with him


def test_a_leader_with_armies_counts_more_than_one_alone():
    state = blank(phase="move1")
    give_city(state, "athens", "ann", home=True)
    src, joined, _ = _land_pair(state, "thebes")
    put(state, "ann", "army", joined, 2)
    (leader,) = put(state, "ann", "leader", src, name=LEADER)
    alone = values(state)["ann"]
    next(u for u in state.units if u.id == leader).space = joined
    assert values(state)["ann"] > alone


def test_gold_left_over_buys_baggage_for_the_armies_in_the_city():
    state = blank(phase="recruit")
    give_city(state, "athens", "ann", home=True)
    put(state, "ann", "army", state.cities["athens"].space, 2)  # carry 8 baggage
    baggage = Recruit(kind="baggage", city="athens", count=6)
    state.players["ann"].gold = 8
    assert prior(state, "ann", baggage) < prior(state, "ann", Done())
    state.players["ann"].gold = 40
    assert prior(state, "ann", baggage) > prior(state, "ann", Done())
    put(state, "ann", "baggage", state.cities["athens"].space, 4)  # room for 4 more only
    assert prior(state, "ann", baggage) < prior(state, "ann", Done())
