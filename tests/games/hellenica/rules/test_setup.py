"""SETUP for 2 to 7 players."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.state import ACTIVE, PATRON
from hellenica_tui.games.hellenica.turn.commands import ChoosePatron
from tests.games.hellenica.rules.conftest import new_game

ALL = ["corcyra", "thebes", "troy", "byzantium", "athens", "sparta", "corinth"]


@pytest.mark.parametrize("count", range(2, 8))
def test_setup_for_each_player_count(scenario: str, count: int) -> None:
    players = ALL[:count]
    game = new_game(scenario, players, seed=count)
    s = game.state
    assert s.chaos == count + 1
    assert s.phase == PATRON and sorted(s.pending) == sorted(players)
    assert s.favorite in players and s.direction == "zeus"
    for name in players:
        p = s.players[name]
        assert p.favor == 3 and p.philosophers == 0 and p.commerce == 0
        assert p.cubes == {"build": 1, "train": 1, "research": 1, "worship": 1, "supply": 1}
        assert len(p.dealt_deities) == 3 and len(set(p.dealt_deities)) == 3
        home = s.areas[p.home]
        assert home.owner == name
        kinds = sorted(u.kind for u in home.slots if u is not None)
        assert kinds == ["academy", "market"]
        assert all(u.state == ACTIVE for u in home.slots if u is not None)
        assert home.government is not None and home.government.kind == "barracks"
        assert p.government == "tyranny" and p.government_city == p.home
        assert home.units[name].units == {"hoplite": 1, "trireme": 1}
    impassable = {a for a, st in s.areas.items() if st.impassable}
    assert bool(impassable) == (count < 7)


def test_fewer_than_seven_players_close_far_areas(scenario: str) -> None:
    s = new_game(scenario, ["athens", "sparta"]).state
    content = load_scenario(scenario)
    from hellenica_tui.games.hellenica.content.board import Board

    board = Board.of(content)
    for area_id, area in s.areas.items():
        near = min(board.distance(area_id, h) for h in ("athens", "sparta"))
        assert area.impassable == (near > 2)


def test_patron_choice_places_the_first_temple(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta"])
    p = game.state.players["athens"]
    deity = p.dealt_deities[0]
    game.do("athens", ChoosePatron(deity=deity))
    home = game.state.areas["athens"]
    temples = [u for u in home.slots if u is not None and u.kind == "temple"]
    assert len(temples) == 1 and temples[0].deity == deity and temples[0].state == ACTIVE
    assert game.state.players["athens"].deities == [deity]
    assert game.state.pending == ["sparta"]


def test_patron_must_be_dealt(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta"])
    dealt = game.state.players["athens"].dealt_deities
    other = next(d for d in load_scenario(scenario).deities if d not in dealt)
    with pytest.raises(IllegalCommand):
        game.do("athens", ChoosePatron(deity=other))


def test_all_deities_setting_offers_every_deity(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta"], all_deities=True)
    assert game.state.players["athens"].dealt_deities == sorted(load_scenario(scenario).deities)


def test_same_seed_same_setup(scenario: str) -> None:
    a = new_game(scenario, ["athens", "sparta", "troy"], seed=7).state
    b = new_game(scenario, ["athens", "sparta", "troy"], seed=7).state
    assert a == b


def test_bad_setups_are_refused(scenario: str) -> None:
    with pytest.raises(IllegalCommand):
        new_game(scenario, ["athens"])
    with pytest.raises(IllegalCommand):
        new_game(scenario, ["athens", "athens"])
    with pytest.raises(IllegalCommand):
        new_game(scenario, ["athens", "atlantis"])
    with pytest.raises(IllegalCommand):
        new_game(scenario, ["athens", "sparta"], epik=True)


def test_every_position_file_becomes_a_state() -> None:
    from pathlib import Path

    from hellenica_tui.games.hellenica.content.loading import load_scenario
    from hellenica_tui.games.hellenica.positions.build import state_from_position
    from hellenica_tui.games.hellenica.positions.schema import load_position

    content = load_scenario("classic")
    for path in sorted(Path(content.directory, "positions").glob("*.toml")):
        position = load_position(content, path)
        s = state_from_position(content, position, scenario="classic")
        for pp in position.players:
            assert s.players[pp.id].favor == pp.favor
            for city in pp.cities:
                area = s.areas[city.area]
                assert area.owner == pp.id
                assert sum(u is not None for u in area.slots) == len(city.upgrades)
        assert s.chaos == (position.chaos or len(position.players) + 1)


def test_olympus_awakens_lies_in_the_lower_half(scenario: str) -> None:
    from hellenica_tui.games.hellenica.turn.setup import is_olympus_awakens

    content = load_scenario(scenario)
    special = [c.id for c in content.world_events if is_olympus_awakens(c)]
    assert special
    for seed in range(30):
        deck = new_game(scenario, ["athens", "sparta"], seed=seed).state.world_deck  # top card last
        positions = [i for i, card in enumerate(deck) if card in special]
        assert all(i < (len(deck) + 1) // 2 + len(special) for i in positions)
    total = sum(card.copies for card in content.world_events)
    assert len(deck) == total


def test_public_pathos(scenario: str) -> None:
    content = load_scenario(scenario)
    s = new_game(scenario, ["athens", "sparta"]).state
    assert s.pathos == sorted(o.id for o in content.objectives.values() if o.default_public)
    every = {o.id for o in content.objectives.values() if o.deck == "pathos"}
    randoms = {tuple(new_game(scenario, ["athens", "sparta"], seed=i, random_pathos=True).state.pathos)
               for i in range(10)}
    assert all(len(p) == 3 and set(p) <= every for p in randoms) and len(randoms) > 1


def test_ethos_deck_holds_every_copy(scenario: str) -> None:
    content = load_scenario(scenario)
    s = new_game(scenario, ["athens", "sparta"]).state
    assert len(s.ethos_deck) == sum(o.copies for o in content.objectives.values() if o.deck == "ethos")
