"""The prompt offers what the parser reads: never less (a split, `move all`, cards
in either order, an answer by name), never a verb only the AI seats give."""

from __future__ import annotations

from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.legal import legal_commands
from hellenica_tui.games.hellenica.core.notation import format_command
from hellenica_tui.games.hellenica.table.typed_forms import typed_forms
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.completion import Completer, spellings, verbs
from tests.games.hellenica.rules.war import do, own, place, war_game

NAMES = spellings(load_scenario("classic"))


def test_every_ethos_card_dealt_is_offered_first_after_keep(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    session = GameSession.new(["athens", "sparta"], 5)
    for _ in range(2):
        session.submit(session.suggestions()[0])  # both patrons: the Ethos cards are dealt
    hand = set(session.view().players[session.viewer].ethos_hand)
    words = Completer(session.completions(), NAMES, verbs()).complete("keep ").words
    assert set(words) == hand  # the alphabetically last card too
    session.close()


def test_out_of_turn_the_verbs_offered_are_a_persons():
    found = Completer([], NAMES, verbs()).complete("")
    assert not found.legal and "ai" not in found.words and "pass" in found.words


def test_a_movement_offers_move_all_and_any_split():
    game = war_game(["athens", "thebes"], "athens")
    own(game, "athens", "megara", "market")
    place(game, "athens", "megara", hoplite=3, cavalry=1)
    do(game, "athens", "supply movement megara from athens")
    legal = legal_commands(RULES, game.state, "athens")
    commands = [format_command(RULES, c) for c in legal] + typed_forms(game.state, "athens", legal)
    complete = Completer(commands, NAMES, verbs()).complete
    assert {"all", "1", "2", "3"} <= set(complete("move ").words)
    assert complete("move 2 ").words == ("hoplite",)
    assert set(complete("move 2 hoplite ").words) == {"1", "to"}  # more units, or where
    assert "panactum" in complete("move all to ").words
    assert complete("move 2 hoplite 1 cavalry to panactum").whole
