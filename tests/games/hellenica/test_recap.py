"""WHAT HAPPENED TO YOU: the facts of the log a player is told when its decision
comes, and nothing of what it may not see."""

from __future__ import annotations

from typing import Any, NamedTuple

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.narration import narrate
from hellenica_tui.games.hellenica.effects import events as er
from hellenica_tui.games.hellenica.gods import events as gods_events
from hellenica_tui.games.hellenica.gods import resolving as rs
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.table.recap import areas_of, recap, since_last_acted
from hellenica_tui.games.hellenica.war import events as we

CONTENT = load_scenario("classic")
CARD = next(w for w in CONTENT.world_events if w.kind == "event")


class Group(NamedTuple):
    player: str
    events: tuple[Any, ...]


def state():
    return RULESET.initial_state("classic", [Seat("athens"), Seat("sparta"), Seat("thebes")], 3, {})


def told(groups, player="athens", start=0):
    return [h.text for h in recap(groups, start, state(), CONTENT, player)]


def test_an_attack_and_its_losses_are_told_to_the_defender_with_the_area_marked():
    log = [
        Group("athens", ()),
        Group("sparta", (
            we.CombatBegan(area="megara", attacker="sparta", defender="athens", origin="corinth"),
            we.UnitsLost(player="athens", area="megara", units={"hoplite": 1}, cause="combat"),
            we.UnitsLost(player="athens", area="megara", units={"hoplite": 1}, cause="combat"),
            we.UnitsLost(player="sparta", area="megara", units={"cavalry": 1}, cause="combat"),
            we.CombatEnded(area="megara"),
            we.UnitsLost(player="sparta", area="arcadia", units={"hoplite": 1}, cause="creature"),
        )),
    ]
    start = since_last_acted(log, "athens")
    assert start == 0
    assert told(log, start=start) == [
        "Sparta attacks you on Megara.",
        "Twice: You lose 1 Hoplite on Megara in combat.",  # the log tells the viewer as "you"
        "Sparta loses 1 Cavalry on Megara in combat.",
    ]  # a loss in a fight Athens is not in is not Athens's news
    assert areas_of(recap(log, start, state(), CONTENT, "athens")) == {"megara"}
    assert told(log, player="thebes") == []


def test_a_city_lost_and_won_and_a_creature():
    fell = we.CityConquered(player="sparta", city="athens", previous="athens", destroyed=(0,))
    log = [Group("sparta", (
        fell,
        we.CityConquered(player="athens", city="megara", previous="", destroyed=()),
        er.CreaturePlaced(creature="hydra", area="arcadia"),
    ))]
    assert told(log) == [
        narrate(RULES, fell, state(), "athens"),  # the log's sentence
        "You conquer Megara.",
        f"The {CONTENT.creatures['hydra'].name} appears on Arcadia.",
    ]


def test_a_city_lost_to_a_revolt_is_told_though_it_is_no_longer_held():
    # The summary reads the state as it is now, where Athens no longer holds the city.
    revolt = er.RevoltRolled(city="megara", owner="athens", face="", score=-1, units_lost=0)
    lost = we.CityOwnerChanged(city="megara", owner="")
    log = [Group("sparta", (revolt, lost))]
    assert told(log) == [narrate(RULES, revolt, state(), "athens"), "Megara now belongs to nobody."]
    assert told(log, player="sparta") == []


def test_sealed_bids_stay_sealed_and_the_opened_bids_are_news():
    sealed = [
        Group("sparta", (gods_events.WorldEventRevealed(card=CARD.id, position=3, triggers=1),)),  # the bid dialog shows it
        Group("athens", (gods_events.BiddingBegan(card=CARD.id), gods_events.BidPlaced(player="athens", amount=2))),
        Group("sparta", (gods_events.BidPlaced(player="sparta", amount=3),)),
    ]
    assert told(sealed) == []  # a sealed bid is nobody's news
    opened = [*sealed, Group("thebes", (
        gods_events.BidPlaced(player="thebes", amount=1),
        gods_events.BidsOpened(bids={"athens": 2, "sparta": 3, "thebes": 1}, counted={}, tied=()),
        gods_events.WorldEventWon(player="sparta", card=CARD.id, paid=3),
    ))]
    found = recap(opened, 3, state(), CONTENT, "athens")  # the card was named before the summary starts
    assert [h.text for h in found] == [
        f"Bids on {CARD.name}: Athens 2, Sparta 3, Thebes 1.", f"Sparta wins {CARD.name} for 3 Favor.",
    ]
    assert all(h.news for h in found)
    own = [*sealed[:2], Group("athens", (
        gods_events.BidsOpened(bids={"athens": 2, "sparta": 3}, counted={}, tied=()),
        er.Lost(player="athens", commodity="favor", amount=2),
    ))]
    assert told(own, start=2) == [f"Bids on {CARD.name}: Athens 2, Sparta 3."]  # its own bid opened them


def test_an_invocation_that_strikes_the_player_is_told_as_cast_at_it():
    inv = next(iter(CONTENT.invocations.values()))
    log = [Group("sparta", (
        gods_events.ResolutionBegan(source=rs.INVOCATION, id=inv.id, beneficiary="sparta"),
        er.Lost(player="athens", commodity="favor", amount=2),
        er.Lost(player="thebes", commodity="favor", amount=1),
        gods_events.ResolutionEnded(),
        er.Lost(player="athens", commodity="commerce", amount=1),
    ))]
    assert told(log) == [f"Sparta casts {inv.name} at you: you lose 2 Favor.", "You lose 1 Commerce."]


def test_what_an_invocation_does_beside_the_player_is_not_told_as_aimed_at_it():
    inv = next(iter(CONTENT.invocations.values()))
    creature = next(iter(CONTENT.creatures.values()))
    log = [Group("sparta", (
        gods_events.ResolutionBegan(source=rs.INVOCATION, id=inv.id, beneficiary="sparta"),
        er.CreaturePlaced(creature=creature.id, area="naxos"),
        we.UnitsLost(player="athens", area="naxos", units={"trireme": 1}, cause="creature"),
        gods_events.ResolutionEnded(),
    ))]
    first, second = told(log)
    assert first == f"Sparta's {inv.name}: The {creature.name} appears on Naxos."
    assert second.startswith(f"Sparta casts {inv.name} at you: you lose 1 Trireme")
