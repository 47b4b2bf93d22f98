"""TRADES between players ("Commodities"): Philosophers and Commerce change hands
at any time when both players consent; Favor never does. An offer waits on
its answer; an AI player declines every offer."""

from __future__ import annotations

import msgspec
import pytest

from hellenica_tui.engine.errors import CommandError, IllegalCommand
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.narration import narrate
from hellenica_tui.games.hellenica.economy.commands import AnswerTrade, Trade
from hellenica_tui.games.hellenica.economy.narration import offer_asked
from hellenica_tui.games.hellenica.economy.trade import open_offer
from hellenica_tui.games.hellenica.gods.world_events import after_movement
from hellenica_tui.games.hellenica.ruleset import RULESET
from tests.games.hellenica.rules.conftest import Game, start
from tests.games.hellenica.rules.gods import do, drive, gods_game, on_top


def game_of_three():
    game = gods_game(["athens", "sparta", "thebes"], actor="athens")
    s = game.state
    s.players["athens"].philosophers, s.players["athens"].commerce = 3, 0
    s.players["sparta"].philosophers, s.players["sparta"].commerce = 0, 2
    return game


def holdings(s, player: str) -> tuple[int, int, int]:
    p = s.players[player]
    return p.philosophers, p.commerce, p.favor


def test_an_accepted_offer_moves_both_ways_and_is_logged():
    game = game_of_three()
    s = game.state
    favor = s.players["athens"].favor
    offered = do(game, "athens", "give sparta 2 philosophers for 1 commerce")
    assert RULESET.to_act(s) == ["sparta"]  # the game waits on Sparta's answer
    assert holdings(s, "athens") == (3, 0, favor)  # nothing moves before the answer
    answered = do(game, "sparta", "accept")
    assert holdings(s, "athens")[:2] == (1, 1) and holdings(s, "sparta")[:2] == (2, 1)
    assert s.players["athens"].favor == favor
    assert open_offer(s) is None and RULESET.to_act(s) == ["athens"]
    assert narrate(RULES, offered[0], s, None) == "Athens offers Sparta 2 Philosophers for 1 Commerce."
    assert narrate(RULES, answered[0], s, None) == "Sparta accepts Athens's offer."


def test_a_declined_offer_changes_nothing():
    game = game_of_three()
    s = game.state
    do(game, "athens", "give sparta 1 philosopher")
    events = do(game, "sparta", "decline")
    assert holdings(s, "athens")[:2] == (3, 0) and holdings(s, "sparta")[:2] == (0, 2)
    assert narrate(RULES, events[0], s, "athens") == "Sparta declines your offer."
    assert open_offer(s) is None


def test_a_gift_and_a_request():
    game = game_of_three()
    s = game.state
    events = do(game, "athens", "give thebes 1 philosopher")
    assert narrate(RULES, events[0], s, None) == "Athens offers Thebes a gift of 1 Philosopher."
    do(game, "thebes", "accept")
    assert s.players["thebes"].philosophers == 1 and s.players["athens"].philosophers == 2
    events = do(game, "athens", "give sparta nothing for 2 commerce")
    assert narrate(RULES, events[0], s, None) == "Athens asks Sparta for a gift of 2 Commerce."
    do(game, "sparta", "accept")
    assert s.players["athens"].commerce == 2 and s.players["sparta"].commerce == 0


def test_any_player_may_offer_at_any_time():
    game = game_of_three()
    s = game.state
    assert s.active == "athens"
    do(game, "sparta", "give athens 1 commerce")  # not Sparta's action
    assert RULESET.to_act(s) == ["athens"]
    do(game, "athens", "accept")
    assert s.players["athens"].commerce == 1


def test_what_an_offer_may_not_be():
    game = game_of_three()
    for text, why in (
        ("give sparta 4 philosophers", "do not have the philosophers"),
        ("give sparta nothing for 3 commerce", "sparta does not have the commerce"),
        ("give athens 1 philosopher", "another player"),
        ("give sparta 0 philosophers", "some Philosophers or Commerce"),
    ):
        with pytest.raises(IllegalCommand, match=why):
            do(game, "athens", text)
    for text in ("give sparta 1 favor", "trade sparta", "trade sparta give", "exchange give sparta 1 commerce"):
        with pytest.raises(CommandError):
            do(game, "athens", text)
    with pytest.raises(IllegalCommand, match="no offer waits"):
        do(game, "sparta", "accept")


def test_no_offer_while_a_question_a_window_or_a_bid_waits():
    """Reading: "at any time" is whenever the game waits on no other answer."""
    game = game_of_three()
    game.state.chaos = 1
    on_top(game, "egyptian_support")
    drive(game, after_movement)
    with pytest.raises(IllegalCommand, match="the world event bids"):
        do(game, "athens", "give sparta 1 philosopher")


def test_while_an_offer_waits_only_its_answer_is_given():
    game = game_of_three()
    do(game, "athens", "give sparta 1 philosopher")
    with pytest.raises(IllegalCommand, match="first sparta must answer the offer of athens"):
        do(game, "athens", "pass")
    with pytest.raises(IllegalCommand, match="first sparta"):
        do(game, "thebes", "give athens nothing for 1 philosopher")
    with pytest.raises(IllegalCommand, match="no offer waits"):
        do(game, "thebes", "accept")
    s = game.state
    assert RULESET.legal_commands(s, "sparta") == [AnswerTrade(accept=True), AnswerTrade(accept=False)]
    assert RULESET.legal_commands(s, "athens") == []
    assert offer_asked(content_of(s), open_offer(s)) == (
        "Athens offers you a gift of 1 Philosopher. It waits for your answer: accept or decline."
    )


def test_gifts_of_one_are_offered_to_the_other_people():
    game = game_of_three()
    s = game.state
    gifts = [c for c in RULESET.legal_commands(s, "athens") if isinstance(c, Trade)]
    assert sorted(g.to for g in gifts) == ["sparta", "thebes"]
    assert all(g == Trade(to=g.to, give_philosophers=1) for g in gifts)  # no Commerce to give


def test_an_ai_player_declines_at_once():
    game = Game(RULESET.initial_state("classic", [Seat("athens"), Seat("sparta", "ai")], 1, {"responses": "involved"}))
    start(game)
    s = game.state
    s.window = None
    s.players["athens"].philosophers = 2
    events = do(game, "athens", "give sparta 1 philosopher")
    assert [type(e).__name__ for e in events] == ["TradeOffered", "TradeAnswered"]
    assert events[1].accepted is False and open_offer(s) is None
    assert s.players["athens"].philosophers == 2
    assert not [c for c in RULESET.legal_commands(s, "athens") if isinstance(c, Trade)]  # no gifts to an AI
    with pytest.raises(IllegalCommand, match="AI player makes no offers"):
        do(game, "sparta", "give athens 1 commerce")


def test_the_notation_reads_back_what_it_writes():
    game = game_of_three()
    s = game.state
    for text in ("give sparta 2 philosophers 1 commerce for 3 commerce", "give thebes 1 philosopher",
                 "give sparta nothing for 1 commerce", "accept", "decline"):
        assert RULESET.format(RULESET.parse(text, s, "athens")) == text
    assert RULESET.parse("give sparta 1 philosophers 2 philosopher", s, "athens") == Trade(
        to="sparta", give_philosophers=3
    )


def test_a_state_without_an_offer_encodes_as_before_trades():
    """The state hash every save keeps is taken over the encoded state: no offer, no new field."""
    game = game_of_three()
    s = game.state
    assert b"offer" not in msgspec.msgpack.encode(s)
    do(game, "athens", "give sparta 1 philosopher")
    assert b"offer" in msgspec.msgpack.encode(s)
    do(game, "sparta", "decline")
    assert b"offer" not in msgspec.msgpack.encode(s)
