"""AI players in the game: setup, production, supply, the Troy example through
the real movement commands, grudges, the garrison marker, victory."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai.bots import RulebookBot, advance
from hellenica_tui.ai.view_map import ai_map
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.ai_seats import commands as aic
from hellenica_tui.games.hellenica.ai_seats import events as aie
from hellenica_tui.games.hellenica.ai_seats import guards as aig
from hellenica_tui.games.hellenica.ai_seats import holdings as aih
from hellenica_tui.games.hellenica.ai_seats import players as aip
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.effect_schema import DestroyUnits, Gain, Revolt
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.state import ACTION
from hellenica_tui.games.hellenica.economy.commands import Pass, Train
from hellenica_tui.games.hellenica.mechanics.ai_production import AiBoard, production_column
from hellenica_tui.games.hellenica.positions.build import state_from_position
from hellenica_tui.games.hellenica.positions.schema import load_position
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.war import events as we

CONTENT = load_scenario("classic")


def new(humans=(), ais=("sparta", "athens"), seed=3) -> Game:
    seats = [Seat(p) for p in humans] + [Seat(p, "ai", "rulebook") for p in ais]
    return Game.new(RULESET, "classic", seats, seed)


def decide(state, player, command, seed=0):
    events = RULESET.decide(state, player, command, random.Random(seed))
    for event in events:
        RULESET.evolve(state, event)
    return events


def troy_state():
    position = load_position(CONTENT, "positions/ai_movement.toml")
    s = state_from_position(CONTENT, position, seed=5, scenario="classic")
    s.quiet = ["athens", "byzantium"]  # the people cast no invocation here
    return s


def test_ai_setup_has_the_marker_two_hoplites_a_trireme_and_no_upgrades():
    s = new(humans=("athens",), ais=("sparta",)).state
    home = s.areas["sparta"]
    assert home.slots == [None] * len(home.slots) and home.government is None
    assert home.units["sparta"].units == {"hoplite": 2, "trireme": 1, "elite_hoplite": 1, "elite_cavalry": 1}
    seat = s.ai.seats["sparta"]
    assert (seat.advancements, seat.supply, seat.garrison, seat.grudge) == (1, 1, "sparta", "")
    p = s.players["sparta"]
    assert (p.favor, p.philosophers, p.commerce, sum(p.cubes.values())) == (4, 0, 0, 0)
    assert sorted(s.ai.deck) == sorted(c.id for c in CONTENT.ai_cards)
    # A person's setup is untouched.
    assert s.areas["athens"].government is not None and s.players["athens"].favor == 3


def test_ai_waits_for_people_then_shares_three_hidden_ethos_cards():
    game = new(humans=("athens",), ais=("sparta",))
    assert advance(game) == 0  # athens must choose its patron first
    game.apply(f"patron {game.state.players['athens'].dealt_deities[0]}", "athens")
    assert advance(game) == 1 and game.text(game.log[-1]) == "ai setup"
    cards = game.state.ai.ethos
    assert len(cards) == 3 and len(set(cards)) == 3
    assert game.state.players["sparta"].ethos_hand == []  # no hand of its own
    assert game.view("athens").ai.ethos == ["?"] * 3  # face down while people choose
    hand = game.state.players["athens"].ethos_hand
    game.apply(f"keep {hand[0]} {hand[1]}", "athens")
    assert game.view("athens").ai.ethos == cards


def test_the_ai_deck_order_is_hidden_from_every_view():
    game = new()
    assert set(game.view("sparta").ai.deck) == {"?"}
    assert game.view(None).ai.seats["sparta"].draws == game.state.ai.seats["sparta"].draws


def play_to_turn_two_production(game: Game) -> None:
    while not (game.state.turn == 2 and game.state.phase == ACTION):
        player = game.to_act()[0]
        game.apply(RulebookBot().command(game.view(player), player, len(game.log)), player)


def test_production_reveals_the_top_card_and_applies_its_early_column():
    game = new(seed=11)
    play_to_turn_two_production(game)
    s, player = game.state, game.state.active
    card_id = s.ai.deck[-1]
    card = next(c for c in CONTENT.ai_cards if c.id == card_id)
    before = s.ai.seats[player].advancements, s.players[player].favor
    group = game.apply("ai produce", player)
    revealed = [e for e in group.events if isinstance(e, aie.AiCardRevealed)]
    assert revealed == [aie.AiCardRevealed(player=player, card=card_id, use="production")]
    assert RULESET.is_barrier(revealed[0])
    rows = next(e for e in group.events if isinstance(e, aie.AiBoardChanged))
    column = production_column(card, 2)
    supply = next(e.amount for e in column if e.kind == "supply")
    gained = sum(e.amount for e in column if e.kind == "advances")
    assert rows.supply == supply and rows.advancements == before[0] + gained
    assert rows.favor == before[1] + sum(e.amount for e in column if e.kind == "favor")
    trained = {e.unit: e.count for e in group.events if type(e).__name__ == "UnitsTrained"}
    assert trained == {e.unit: e.amount for e in column if e.kind == "units"}
    assert game.state.ai.discard[-1] == card_id and game.state.ai.seats[player].card == card_id


def test_turn_one_production_reveals_no_card():
    game = new(seed=2)
    while game.state.phase != ACTION:
        player = game.to_act()[0]
        game.apply(RulebookBot().command(game.view(player), player, len(game.log)), player)
    deck = list(game.state.ai.deck)
    group = game.apply("ai produce", game.state.active)
    assert not any(isinstance(e, aie.AiCardRevealed) for e in group.events)
    assert game.state.ai.deck == deck


def test_the_deck_is_reshuffled_when_empty():
    s = troy_state()
    s.ai.discard, s.ai.deck = list(s.ai.deck), []
    events = decide(s, "troy", aic.AiSupply(area="troy"))
    shuffled = next(e for e in events if isinstance(e, aie.AiDeckShuffled))
    assert sorted(shuffled.deck) == sorted(c.id for c in CONTENT.ai_cards)
    assert RULESET.is_barrier(shuffled)


def test_troy_example_through_the_game():
    s = troy_state()
    bot = RulebookBot()
    # A and B: Troy spends a Supply and supplies its home city.
    command = bot.command(RULESET.view(s, "troy"), "troy", 0)
    assert command == aic.AiSupply(area="troy")
    events = decide(s, "troy", command)
    assert aie.AiCardRevealed(player="troy", card="basic_temple", use="movement") in events
    assert s.ai.seats["troy"].supply == 1
    assert s.movement.left == {"hoplite": 3, "trireme": 2, "hero": 1}  # the garrison never moves
    # C: both triremes sail to the Eastern Aegean with the hero.
    command = bot.command(RULESET.view(s, "troy"), "troy", 1)
    assert RULESET.format(command) == "move 1 hero 2 trireme to eastern_aegean"
    decide(s, "troy", command)
    # D: the three hoplites go to Abydos (a step on our map) and attack Byzantium.
    command = bot.command(RULESET.view(s, "troy"), "troy", 2)
    assert RULESET.format(command) == "move 3 hoplite to abydos"
    events = decide(s, "troy", command)
    assert not any(isinstance(e, aie.GrudgeSet) for e in events)  # Byzantium is a person here: no grudge space
    began = next(e for e in events if isinstance(e, we.CombatBegan))
    assert (began.area, began.attacker, began.defender) == ("abydos", "troy", "byzantium")


def test_moving_onto_an_ai_sets_its_grudge_before_the_fight():
    s = troy_state()
    s.active = "byzantium"
    decide(s, "byzantium", _supply_abydos())
    events = decide(s, "byzantium", RULESET.parse("move 1 hoplite to troy", s, "byzantium"))
    grudge = events.index(aie.GrudgeSet(player="troy", against="byzantium"))
    assert grudge < next(i for i, e in enumerate(events) if isinstance(e, we.CombatBegan))
    assert s.ai.seats["troy"].grudge == "byzantium"


def _supply_abydos():
    from hellenica_tui.games.hellenica.war.commands import SupplyMovement

    return SupplyMovement(area="abydos", city="byzantium")


def test_ai_players_have_no_player_board_and_pass_only_without_supply():
    s = troy_state()
    with pytest.raises(IllegalCommand, match="no player board"):
        decide(s, "troy", Train(city="troy", unit="hoplite"))
    with pytest.raises(IllegalCommand, match="Supply"):
        decide(s, "troy", Pass())
    with pytest.raises(IllegalCommand, match="first round"):
        decide(s, "troy", aic.AiProduce())
    s.ai.seats["troy"].supply = 0
    with pytest.raises(IllegalCommand, match="no Supply"):
        decide(s, "troy", aic.AiSupply(area="troy"))
    events = decide(s, "troy", Pass())
    assert any(type(e).__name__ == "Passed" and e.commerce == 0 for e in events)


def test_idle_spends_a_supply_for_one_commerce():
    s = troy_state()
    commerce = s.players["troy"].commerce
    decide(s, "troy", aic.AiIdle())
    assert (s.ai.seats["troy"].supply, s.players["troy"].commerce) == (1, commerce + 1)
    assert s.active != "troy"


def test_garrison_is_whole_after_a_combat_unless_both_fell():
    s = troy_state()
    stack = s.areas["troy"].units["troy"]
    stack.units["elite_cavalry"] = 0
    del stack.units["elite_cavalry"]
    tx_events = _after_combat(s)
    assert tx_events == [aie.GarrisonRestored(player="troy", area="troy", units={"elite_cavalry": 1})]
    assert stack.units["elite_cavalry"] == 1
    del stack.units["elite_cavalry"], stack.units["elite_hoplite"]
    assert _after_combat(s) == [aie.GarrisonLost(player="troy", area="troy")]
    assert s.ai.seats["troy"].garrison == ""


def _after_combat(s):
    from hellenica_tui.games.hellenica.core.decide import Tx

    tx = Tx(s, random.Random(0), RULES)
    aip.garrison_after_combat(tx)
    for e in tx.events:
        RULESET.evolve(s, e)
    return tx.events


def test_a_destroyed_marker_returns_at_upkeep_on_the_most_settled_city():
    s = troy_state()
    s.ai.seats["troy"].garrison = ""
    stack = s.areas["troy"].units["troy"]
    del stack.units["elite_cavalry"], stack.units["elite_hoplite"]
    from hellenica_tui.games.hellenica.core.decide import Tx

    tx = Tx(s, random.Random(0), RULES)
    aip.regenerate_garrisons(tx)
    # Troy (3 settlements) rather than Phocaea (1).
    assert tx.events == [aie.GarrisonRegenerated(player="troy", area="troy")]
    RULESET.evolve(s, tx.events[0])
    assert s.areas["troy"].units["troy"].units["elite_hoplite"] == 1 and s.ai.seats["troy"].garrison == "troy"


def _regenerated(s, seed=0):
    from hellenica_tui.games.hellenica.core.decide import Tx

    tx = Tx(s, random.Random(seed), RULES)
    aip.regenerate_garrisons(tx)
    return tx.events


def _marker_destroyed(s):
    s.ai.seats["troy"].garrison = ""
    stack = s.areas["troy"].units["troy"]
    del stack.units["elite_cavalry"], stack.units["elite_hoplite"]


def test_a_standing_marker_is_not_regenerated():
    assert _regenerated(troy_state()) == []


def test_a_destroyed_marker_draws_between_equally_settled_cities():
    s = troy_state()
    _marker_destroyed(s)
    s.areas["troy"].owner = ""  # left: Phocaea and Mytilene, one settlement each
    s.areas["mytilene"].owner = "troy"
    drawn = {_regenerated(s, seed)[0].area for seed in range(30)}
    assert drawn == {"phocaea", "mytilene"}


def test_an_ai_with_no_city_gets_no_marker_back():
    s = troy_state()
    _marker_destroyed(s)
    for area in s.areas.values():
        if area.owner == "troy":
            area.owner = ""
    assert _regenerated(s) == []


def _byzantium_moves_onto_troy(s):
    s.active = "byzantium"
    decide(s, "byzantium", _supply_abydos())
    return decide(s, "byzantium", RULESET.parse("move 1 hoplite to troy", s, "byzantium"))


def test_moving_onto_a_city_an_ai_owns_harms_it_even_without_its_units():
    s = troy_state()
    s.areas["troy"].units["troy"].units = {}
    assert aie.GrudgeSet(player="troy", against="byzantium") in _byzantium_moves_onto_troy(s)


def test_the_newest_harm_replaces_the_grudge():
    s = troy_state()
    s.ai.seats["troy"].grudge = "athens"
    _byzantium_moves_onto_troy(s)
    assert s.ai.seats["troy"].grudge == "byzantium"


def test_a_move_sets_the_grudge_of_every_ai_it_harms_and_only_of_ai_players():
    from hellenica_tui.games.hellenica.ai_seats.state import AiSeat
    from hellenica_tui.games.hellenica.core.state import Stack

    s = troy_state()
    s.ai.seats["athens"] = AiSeat(grudge="troy")  # Athens plays as an AI here, with a hero on Troy
    s.areas["troy"].units["athens"] = Stack(units={"hero": 1})
    events = _byzantium_moves_onto_troy(s)
    grudges = [e for e in events if isinstance(e, aie.GrudgeSet)]
    assert grudges == [aie.GrudgeSet(player="athens", against="byzantium"), aie.GrudgeSet(player="troy", against="byzantium")]


def test_an_ai_moving_onto_its_own_units_holds_no_grudge():
    from hellenica_tui.games.hellenica.core.state import Stack

    s = troy_state()
    s.areas["eastern_aegean"].units["troy"] = Stack(units={"trireme": 1})
    decide(s, "troy", aic.AiSupply(area="troy"))
    events = decide(s, "troy", RULESET.parse("move 1 hero 2 trireme to eastern_aegean", s, "troy"))
    assert not any(isinstance(e, aie.GrudgeSet) for e in events)
    assert s.ai.seats["troy"].grudge == ""


def test_the_attack_on_an_ai_city_puts_the_attacker_on_its_grudge_space():
    # The book's example with Byzantium an AI player too: Troy's hoplites attack Abydos.
    from hellenica_tui.games.hellenica.ai_seats.state import AiSeat

    s = troy_state()
    s.ai.seats["byzantium"] = AiSeat(grudge="athens")
    decide(s, "troy", aic.AiSupply(area="troy"))
    events = decide(s, "troy", RULESET.parse("move 3 hoplite to abydos", s, "troy"))
    assert aie.GrudgeSet(player="byzantium", against="troy") in events
    assert s.ai.seats["byzantium"].grudge == "troy"


def test_ai_victory_counts_at_most_two_shared_ethos_cards():
    s = troy_state()
    s.pathos = []
    s.ai.ethos = ["enlightenment", "knowledge", "treasury"]
    s.players["troy"].commerce = 20
    s.ai.seats["troy"].advancements = 8  # 4 Government and one of each other category: both are met
    assert aih.ai_completed(s, CONTENT, "troy") == ["treasury", "enlightenment"]
    s.ai.seats["troy"].advancements = 3
    assert aih.ai_completed(s, CONTENT, "troy") == ["treasury"]


def test_ai_victory_the_rulebook_example_eight_advancements_meet_enlightenment_and_knowledge():
    s = troy_state()
    s.pathos = []
    s.ai.ethos = ["enlightenment", "knowledge", "treasury"]
    s.ai.seats["troy"].advancements = 8
    assert aih.ai_completed(s, CONTENT, "troy") == ["enlightenment", "knowledge"]
    s.ai.seats["troy"].advancements = 7
    assert aih.ai_completed(s, CONTENT, "troy") == ["enlightenment"]


def test_the_ai_map_is_read_from_the_view():
    s = troy_state()
    m = ai_map(RULESET.view(s, "troy"), "troy", CONTENT)
    assert m.site("troy").marker == "troy"
    assert sorted(u.kind for u in m.own("troy")) == ["hero", "hoplite", "hoplite", "hoplite", "trireme", "trireme"]
    assert m.site("abydos").owner == "byzantium" and m.per_trireme == 3
    assert m.site("byzantium").upgrades == {"byzantium": 4}  # three upgrades and the marker


@pytest.mark.parametrize("players", [2, 7])
def test_an_ai_only_game_reaches_a_winner(players):
    names = sorted(CONTENT.city_states)[:players]
    game = new(ais=names, seed=7)
    advance(game, max_turn=60)
    assert game.state.phase == "over" and game.state.winners
    assert game.verify() == len(game.log)  # replaying gives the same game, decided again


def test_bots_see_only_views(monkeypatch):
    game = new(seed=4)
    seen = []
    real = RulebookBot.command

    def spy(self, view, player, index):
        seen.append(view)
        assert view.seed == 0 and set(view.ai.deck) <= {"?"}
        return real(self, view, player, index)

    monkeypatch.setattr(RulebookBot, "command", spy)
    advance(game, max_turn=3)
    assert seen and all(v is not game.state for v in seen)


def test_same_seed_same_game():
    a, b = new(seed=9), new(seed=9)
    advance(a, max_turn=4)
    advance(b, max_turn=4)
    assert [a.text(g) for g in a.log] == [b.text(g) for g in b.log]
    assert RULESET.state_hash(a.state) == RULESET.state_hash(b.state)


def test_ai_board_rows_never_go_negative():
    with pytest.raises(IllegalCommand):
        AiBoard(supply=-1)


def test_an_ai_that_moves_nothing_reveals_no_world_event():
    s = troy_state()
    decide(s, "troy", aic.AiSupply(area="dodecanese"))  # its lone trireme must stay at sea
    command = RulebookBot().command(RULESET.view(s, "troy"), "troy", 0)
    assert RULESET.format(command) == "done"
    events = decide(s, "troy", command)
    assert aie.AiMovedNothing(player="troy", area="dodecanese") in events
    assert not any(type(e).__name__ == "WorldEventRevealed" for e in events)
    assert s.ai.seats["troy"].supply == 1 and s.active != "troy"


def test_a_harmful_invocation_aimed_at_an_ai_puts_the_caster_on_its_grudge_space():
    from hellenica_tui.games.hellenica.core.decide import Tx

    s = troy_state()
    tx = Tx(s, random.Random(0), RULES)
    aig.grudge_on_target(tx, "athens", [Gain(commodity="favor", amount=1)], "troy")
    assert tx.events == []  # a blessing harms nobody
    aig.grudge_on_target(tx, "athens", [DestroyUnits(count=1, chooser="caster")], "phocaea")  # Troy's city
    assert tx.events == [aie.GrudgeSet(player="troy", against="athens")]
    aig.grudge_on_target(tx, "byzantium", [Revolt()], "troy")
    assert tx.events[-1] == aie.GrudgeSet(player="troy", against="byzantium")
    aig.grudge_on_target(tx, "troy", [Revolt()], "troy")  # never against itself
    assert len(tx.events) == 2


def test_a_position_gives_the_ai_board_marker_deck_and_shared_ethos():
    import msgspec

    position = load_position(CONTENT, "positions/ai_movement.toml")
    position = msgspec.structs.replace(position, ai_ethos=["treasury", "might", "arete"])
    s = state_from_position(CONTENT, position, seed=5, scenario="classic")
    seat = s.ai.seats["troy"]
    assert (seat.advancements, seat.supply, seat.garrison) == (1, 2, "troy")
    assert s.ai.deck[-1] == "basic_temple" and s.ai.ethos == ["treasury", "might", "arete"]
    assert "arete" not in s.ethos_deck or s.ethos_deck.count("arete") < CONTENT.objectives["arete"].copies
    assert s.areas["troy"].units["troy"].units["elite_cavalry"] == 1


def test_ai_bids_are_rolled_once_the_others_have_bid():
    from hellenica_tui.games.hellenica.core.decide import Tx
    from hellenica_tui.games.hellenica.core.state import WorldState
    from hellenica_tui.games.hellenica.gods.world_events import BidPlaced, bidders_left
    from hellenica_tui.games.hellenica.mechanics.bidding import ai_bid

    s = troy_state()
    s.players["troy"].favor = 9
    s.world = WorldState(card=CONTENT.world_events[0].id, stage="bid", bids={})
    assert sorted(bidders_left(s)) == ["athens", "byzantium"]  # Troy is not waited on
    for seed in range(6):
        tx = Tx(s, random.Random(seed), RULES)
        aip.roll_ai_bids(tx)
        rolled, placed = tx.events
        assert isinstance(rolled, aie.AiBidRolled) and isinstance(placed, BidPlaced)
        assert placed.amount == rolled.amount == ai_bid(rolled.face, 9, [3, 3])
        assert placed.amount <= 4  # never more than it takes to beat the most Favor another holds


def test_an_ai_favorite_breaks_ties_and_turns_the_token():
    s = troy_state()
    s.phase, s.pending, s.tied = "favorite", ["troy"], ["athens", "troy"]
    assert RulebookBot().command(RULESET.view(s, "troy"), "troy", 0).player == "troy"  # itself if it can
    s.tied = ["athens", "byzantium"]
    s.ai.seats["troy"].grudge = "athens"
    picks = {RulebookBot().command(RULESET.view(s, "troy"), "troy", i).player for i in range(20)}
    assert picks == {"byzantium"}  # never its grudge
    s.phase, s.tied = "direction", []
    sides = {RulebookBot().command(RULESET.view(s, "troy"), "troy", i).direction for i in range(20)}
    assert sides == {"zeus", "hera"}


def test_a_person_plays_a_whole_game_against_six_ai_players():
    seats = [Seat("athens")] + [Seat(n, "ai", "rulebook") for n in ("corcyra", "thebes", "troy", "byzantium",
                                                                  "sparta", "corinth")]
    game = Game.new(RULESET, "classic", seats, 3)
    rng = random.Random(3)
    while game.state.phase != "over":
        advance(game)
        to_act = game.to_act()
        if not to_act:
            break
        assert "athens" in to_act  # the AI players never leave the game waiting on them
        legal = game.legal_commands("athens")
        acting = [c for c in legal if not isinstance(c, Pass)]
        game.apply(rng.choice(acting) if acting and rng.random() < 0.7 else rng.choice(legal), "athens")
        assert game.state.turn <= 30
    assert game.state.winners
    assert game.verify() == len(game.log)


def test_the_ai_map_keeps_out_of_areas_an_invocation_closes():
    from hellenica_tui.ai.rulebook.destinations import land_candidates
    from hellenica_tui.ai.rulebook.movers import land_movers
    from hellenica_tui.games.hellenica.core.state import Ability

    s = troy_state()
    open_before = land_candidates(ai_map(RULESET.view(s, "troy"), "troy", CONTENT), "troy")
    step = next(a for a, route in open_before.items() if route is None)  # a neighbour across a clearing
    s.abilities = [
        Ability(player="athens", kind="block_area", params={"blocks": ["enter"]}, area=step),
        Ability(player="athens", kind="block_area", params={"blocks": ["leave"]}, area="phocaea"),
        Ability(player="athens", kind="block_area", params={"blocks": ["transport"]}, area="dodecanese"),
    ]
    m = ai_map(RULESET.view(s, "troy"), "troy", CONTENT)
    assert (m.no_entry, m.no_leave) == ({step}, {"phocaea"}) and "dodecanese" in m.blocked_seas
    assert step not in land_candidates(m, "troy") and set(land_candidates(m, "troy")) < set(open_before)
    assert not land_movers(m, "phocaea") and land_movers(m, "troy")


def test_an_ai_never_plans_a_move_into_an_area_an_invocation_closed():
    # Seed 21: an invocation closes the Dodecanese while Troy's triremes would sail there.
    from tests.proof.walk import play_with_ais, with_ais

    game = with_ais(1, 2, 21)
    play_with_ais(game, 200, random.Random(21))  # the bot's refused Move ended this walk at command 150
    assert len(game.log) >= 200 or game.state.phase == "over"
