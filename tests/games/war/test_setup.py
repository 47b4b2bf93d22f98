import shutil

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.game import Game
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.content.loading import load_scenario, scenarios_root
from hellenica_tui.games.war.ruleset import RULESET
from hellenica_tui.games.war.setup import home_choices
from tests.games.war.helpers import CONTENT, blank, new_game, of, seats


def setup_events(game):
    return [e for g in game.log for e in g.events]


def test_homes_are_city_states_not_taken_chosen_in_seat_order():
    g = Game.new(RULESET, "aegean", seats("ann", "bob"), 3, {})
    with pytest.raises(IllegalCommand, match="ann's turn"):
        g.apply("home troy", "bob")
    with pytest.raises(IllegalCommand, match="minor city"):
        g.apply("home naxos", "ann")
    g.apply("home troy", "ann")
    with pytest.raises(IllegalCommand, match="taken"):
        g.apply("home troy", "bob")


def test_no_home_city_next_to_another(tmp_path):
    folder = tmp_path / "near"
    shutil.copytree(scenarios_root() / "aegean", folder)
    text = (folder / "map.toml").read_text()
    # draw a city at D7, next to Thebes (E7), and make it Doria's
    rows = text.split("rows = [")[1]
    row7 = rows.splitlines()[7]
    new7 = row7.replace('"~bs.Cfv', '"~bsCCfv')
    text = text.replace(row7, new7).replace('space = "T13"', 'space = "D7"')
    text = text.replace('"~~~~~~~~vfChfCv~~~rC"', '"~~~~~~~~vfChfCv~~~rh"')
    (folder / "map.toml").write_text(text)
    content = load_scenario(str(folder))
    state = blank()
    state.players["ann"].home = "thebes"
    assert "doria" not in home_choices(state, content) and "athens" in home_choices(state, content)
    state.players["ann"].home = ""
    assert "doria" in home_choices(state, content)


def test_setup_deals_places_rolls_and_orders():
    game = new_game(("ann", "bob", "cy"), ("athens", "thebes", "troy"), seed=5)
    events = setup_events(game)
    state = game.state
    (order,) = of(events, ev.TurnOrderRolled)
    rolls = dict(order.rolls)
    assert sorted(order.order) == ["ann", "bob", "cy"]
    firsts = [rolls[p][0] for p in order.order]
    assert firsts == sorted(firsts, reverse=True)  # highest first (ties rolled again)
    first = order.order[0]
    for p in ("ann", "bob", "cy"):
        hand = len(state.players[p].hand)
        assert hand == (7 if p == first else 5) or state.phase == "discard"
        kinds = sorted(u.kind for u in state.units if u.owner == p and u.kind != "leader")
        home = state.cities[state.players[p].home]
        assert all(u.space == home.space for u in state.units if u.owner == p)
        if p == "bob":  # Thebes is inland
            assert kinds == ["army"] * 4
        else:
            assert kinds == ["army", "army", "fleet", "fleet", "rowers", "rowers"]
        leaders = [u for u in state.units if u.owner == p and u.kind == "leader"]
        assert len(leaders) == 3 and len({u.name for u in leaders}) == 3
        for raised in (e for e in of(events, ev.LeaderRaised) if e.player == p):
            assert len(raised.skills) == CONTENT.skill_count[raised.count_roll - 1] == len(set(raised.skills))
        assert len(state.players[p].traits) == 6 == len(set(state.players[p].traits))
        extra = sum(e.amount for e in of(events, ev.GoldChanged) if e.player == p)
        income = sum(e.total for e in of(events, ev.RevenueCollected) if e.player == p)
        paid = sum(e.gold for e in of(events, ev.UpkeepPaid) if e.player == p)
        assert extra >= 10 and state.players[p].gold == extra + income - paid
    assert 10 in [e.amount for e in of(events, ev.GoldChanged)]
    for city in state.cities.values():
        if not city.home_of:
            assert 1 <= city.income <= 6 and city.trait and city.controller == ""
        else:
            assert city.income == 7
    drawn = 5 * 3 + 2
    assert len(state.deck) == len(CONTENT.cards) - drawn


def test_setup_rolls_are_undo_barriers_and_come_from_the_seed():
    one = new_game(seed=9)
    two = new_game(seed=9)
    assert one.log[-1].events == two.log[-1].events
    assert one.undo_blocked_reason() is not None


def test_the_number_of_players_is_two_to_twelve():
    with pytest.raises(ValueError, match="2 to 12 players"):
        Game.new(RULESET, "aegean", seats("solo"), 1, {})
    names = [f"p{i}" for i in range(12)]
    game = Game.new(RULESET, "aegean", seats(*names), 1, {})
    for p in names:
        game.apply(f"home {game.legal_commands(p)[0].city}", p)
    assert game.state.phase in ("recruit", "discard") and len(game.state.order) == 12
