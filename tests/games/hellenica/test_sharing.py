"""A scratch state shares the areas and players a command leaves alone
(core/sharing.py): the state it was made from never changes, each event's
declared writes cover what its evolver changes, and no rule reads an area or a
player after an event replaced it in the scratch."""

from __future__ import annotations

import random
from collections.abc import Iterable
from pathlib import Path

import msgspec
import pytest

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Event
from hellenica_tui.engine.saveread import read_header
from hellenica_tui.games import RULESETS
from hellenica_tui.games.hellenica import search
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core import decide
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.sharing import NOTHING, Sharing, Writes
from hellenica_tui.games.hellenica.core.state import State, copy_state, state_hash
from hellenica_tui.games.hellenica.economy.events import CubeSpent, Gained, UnitsTrained
from hellenica_tui.games.hellenica.turn.events import UpkeepStepDone
from tests.proof.walk import CITY_STATES, play_with_ais, with_ais

EXAMPLES = [  # Hellenica's (the other games' examples are in the same folder)
    path for path in sorted((Path(__file__).parents[3] / "saves" / "examples").glob("*.hsav"))
    if read_header(str(path)).ruleset == "hellenica"
]  # fmt: skip
_ENCODE = msgspec.msgpack.Encoder().encode


def _declared(writes: Iterable[str] | None, every: Iterable[str]) -> set[str]:
    return set(every) if writes is None else set(writes)


def check_writes(state: State, events: Iterable[Event]) -> int:
    """Fold `events` into `state`, checking that each event with declared writes
    changes no other area or player; how many events had a declaration."""
    declared = 0
    for event in events:
        writes = RULES.tables.writes.get(type(event))
        if writes is None:
            RULES.evolve(state, event)
            continue
        declared += 1
        said = writes(state, event)
        areas = {name: _ENCODE(area) for name, area in state.areas.items()}
        players = {name: _ENCODE(p) for name, p in state.players.items()}
        RULES.evolve(state, event)
        assert state.areas.keys() == areas.keys() and state.players.keys() == players.keys(), type(event).__name__
        changed_areas = {name for name, area in state.areas.items() if _ENCODE(area) != areas[name]}
        changed_players = {name for name, p in state.players.items() if _ENCODE(p) != players[name]}
        assert changed_areas <= _declared(said.areas, areas), f"{event!r} changed areas it does not declare"
        assert changed_players <= _declared(said.players, players), f"{event!r} changed players it does not declare"
    return declared


def walk(state: State, rng: random.Random, steps: int) -> int:
    """Random commands through the search API; after each, the state it was given is as it
    was, the state it returned is the one its events lead to on a full copy, and the
    events keep to their declared writes. How many events were checked against a declaration."""
    declared = 0
    for _ in range(steps):
        if search.is_over(state):
            break
        player = rng.choice(search.to_act(state))
        command = rng.choice(search.legal(state, player))
        before, kept = state_hash(state), copy_state(state)
        seed = rng.random()
        tx = decide.decided(RULES, state, player, command, random.Random(seed))
        assert state_hash(state) == before, f"{command!r} changed the state it was decided on"
        declared += check_writes(kept, tx.events)
        assert state_hash(kept) == state_hash(tx.s)
        state = tx.s
    return declared


def test_random_games_of_people_never_change_the_state_they_came_from() -> None:
    assert walk(search.new_state(CITY_STATES, seed=11), random.Random(11), 900) > 1500
    state = search.new_state(CITY_STATES[:4], seed=12, settings={"rival_deities": True, "responses": "useful"})
    assert walk(state, random.Random(12), 500) > 700


def test_random_games_of_ai_seats_never_change_the_state_they_came_from() -> None:
    assert walk(search.new_state(CITY_STATES[:5], seed=13, kind="ai"), random.Random(13), 600) > 1000


def test_a_rule_reading_an_area_after_an_event_replaced_it_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # The check the tests run with: what the scratch stops sharing is poisoned.
    monkeypatch.setattr(Tx, "checking", True)
    state = search.new_state(CITY_STATES[:3], seed=1)
    city = next(iter(state.areas))
    tx = Tx(state, random.Random(0), RULES)
    kept = tx.s.areas[city]
    tx.emit(UnitsTrained(player=CITY_STATES[0], city=city, unit="hoplite", count=1))
    assert tx.s.areas[city] is not kept
    with pytest.raises(RuntimeError, match="read after an event replaced it"):
        bool(kept.units)
    assert state.areas[city].units == copy_state(state).areas[city].units  # the caller's state is whole


def test_a_scratch_copies_only_what_its_events_write() -> None:
    state = search.new_state(CITY_STATES[:3], seed=1)
    player = CITY_STATES[0]
    tx = Tx(state, random.Random(0), RULES)
    assert all(tx.s.areas[a] is state.areas[a] for a in state.areas)
    tx.emit(UpkeepStepDone(step=0))  # changes no area and no player
    assert all(tx.s.players[p] is state.players[p] for p in state.players)
    tx.emit(Gained(player=player, commodity="favor", amount=2))
    assert tx.s.players[player] is not state.players[player]
    assert tx.s.players[player].favor == state.players[player].favor + 2
    owned = tx.s.players[player]
    tx.emit(CubeSpent(player=player, action="build"))  # owned already: not copied again
    assert tx.s.players[player] is owned
    assert all(tx.s.players[p] is state.players[p] for p in state.players if p != player)


def test_an_event_without_a_declaration_owns_everything() -> None:
    state = search.new_state(CITY_STATES[:3], seed=1)
    sharing = Sharing(state)
    sharing.own(NOTHING)
    assert sharing.state.areas == state.areas
    sharing.own(Writes(None, None))
    assert not any(sharing.state.areas[a] is state.areas[a] for a in state.areas)
    assert not any(sharing.state.players[p] is state.players[p] for p in state.players)
    assert state_hash(sharing.state) == state_hash(state)


def test_no_rule_reads_what_an_event_replaced_in_random_games(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Tx, "checking", True)
    assert walk(search.new_state(CITY_STATES, seed=21), random.Random(21), 500) > 800
    game = with_ais(2, 3, seed=22)
    assert play_with_ais(game, 400, random.Random(22)) > 150


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_the_example_games_keep_to_the_declared_writes_and_verify_with_the_check_on(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = Game.load(str(path), RULESETS)
    assert check_writes(game.initial_state(), (e for group in game.log for e in group.events)) > 1000
    monkeypatch.setattr(Tx, "checking", True)
    assert game.verify() == len(game.log)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(8))
def test_many_random_games_with_the_check_on(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Tx, "checking", True)
    players = 2 + seed % 6
    settings = ({}, {"rival_deities": True, "responses": "useful"}, {"responses": "involved", "epic": True})[seed % 3]
    assert walk(search.new_state(CITY_STATES[:players], seed=300 + seed, settings=settings),
                random.Random(300 + seed), 2000) > 1000
    assert walk(search.new_state(CITY_STATES[:players], seed=400 + seed, kind="ai"), random.Random(400 + seed),
                1500) > 500
