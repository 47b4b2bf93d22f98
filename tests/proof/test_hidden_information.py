"""No player ever sees another player's secrets: Ethos cards, deck order, the seed.

Checked after every event of seeded random-walk games, in every player's view,
in the narration of every event told to every player, and in what undo tells
a player about the commands of others.
"""

from __future__ import annotations

import random
import re

import pytest

from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.narration import narrate
from hellenica_tui.games.hellenica.core.view import HIDDEN, SEALED
from tests.proof.walk import RULESET, SCENARIO, new_game, people, play_with_ais, step, with_ais

CONTENT = load_scenario(SCENARIO)


def _spellings(card: str) -> set[str]:
    """The ways a card can be written: its id and its name."""
    return {card, card.replace("_", " "), CONTENT.objectives[card].name}


def secrets_of(*states, viewer):
    """Spellings of the Ethos cards only other players hold in any of `states`
    (what `viewer` must not see)."""
    own: set[str] = set()
    others: set[str] = set()
    public: set[str] = set()
    for state in states:
        for name, p in state.players.items():
            (own if name == viewer else others).update(p.ethos, p.ethos_hand)
            if state.phase == "over" and name in state.winners:
                public.update(p.ethos)  # winners show the objectives they won with
        public.update(state.pathos)
        if state.ai is not None:  # the AI players' shared cards, once face up, are public too
            public.update(RULESET.view(state, viewer).ai.ethos)
    return {s for card in others - own - public for s in _spellings(card)}


def revealed_by(event) -> set[str]:
    """Spellings of the cards an event shows everyone: the winners' objectives."""
    if type(event).__name__ != "GameWon":
        return set()
    return {s for cards in event.objectives.values() for card in cards for s in _spellings(card)}


def _mentions(text: str, words: set[str]) -> list[str]:
    low = text.lower()
    return [w for w in words if re.search(rf"(?<![a-z]){re.escape(w.lower())}(?![a-z])", low)]


def check_view(state, viewer) -> None:
    seen = RULESET.view(state, viewer)
    assert seen.seed == 0
    assert set(seen.ethos_deck) <= {HIDDEN} and len(seen.ethos_deck) == len(state.ethos_deck)
    assert set(seen.world_deck) <= {HIDDEN} and len(seen.world_deck) == len(state.world_deck)
    for name, p in seen.players.items():
        real = state.players[name]
        if name == viewer or (state.phase == "over" and name in state.winners):
            assert p.ethos == real.ethos and p.ethos_hand == real.ethos_hand
        else:
            assert set(p.ethos) <= {HIDDEN} and set(p.ethos_hand) <= {HIDDEN}
            assert len(p.ethos) == len(real.ethos) and len(p.ethos_hand) == len(real.ethos_hand)
    if state.ai is not None:
        assert set(seen.ai.deck) <= {HIDDEN}
    if state.world is not None and state.world.stage == "bid":
        for name, bid in seen.world.bids.items():
            assert bid == (state.world.bids[name] if name == viewer else SEALED)
    if state.choice is not None and state.choice.secret and state.choice.player != viewer:
        assert set(seen.choice.options) <= {HIDDEN}
    for name, cards in seen.peek.items():
        assert name == viewer or set(cards) <= {HIDDEN}


def check_public_options(state) -> int:
    """What `show --legal` lists to a table without --as: the commands of each player
    to act whose options are not secret. None of them may name a card only its
    owner knows or an option of a secret question. Returns how many lists were withheld."""
    secret = secrets_of(state, viewer=None)
    choice = state.choice
    if choice is not None and choice.secret:
        secret |= {str(option) for option in choice.options}
    withheld = 0
    for player in RULESET.to_act(state):
        if RULESET.options_secret(state, player):
            withheld += 1
            continue
        for command in RULESET.legal_commands(state, player):
            text = RULESET.format(command)
            assert not _mentions(text, secret), (player, text)
    return withheld


# Another player's sealed bid, as undo would name it.
OTHERS_BID = re.compile(r"(\w+)(?:'s '| has played since \(')offer \d")


def check_game(n: int, seed: int, commands: int) -> int:
    """Play a random walk; check every viewer after every event. Returns events checked."""
    game = new_game(n, seed)
    rng = random.Random(seed)
    viewers = [None, *(s.name for s in game.seats)]
    state = RULESET.initial_state(SCENARIO, game.seats, seed, {})
    for v in viewers:
        check_view(state, v)
    checked = 0
    for _ in range(commands):
        check_public_options(game.state)
        group = step(game, rng)
        if group is None:
            break
        for event in group.events:
            for v in viewers:
                secret = secrets_of(state, RULESET.evolve(RULESET.copy_state(state), event), viewer=v)
                secret -= revealed_by(event)
                told = narrate(RULES, event, state, v)
                assert not _mentions(told, secret) and str(seed) not in told, (v, event, told)
            state = RULESET.evolve(state, event)
            for v in viewers:
                check_view(state, v)
            checked += 1
        for v in viewers[1:]:
            reason = game.undo_blocked_reason(v) or ""
            assert not _mentions(reason, secrets_of(state, viewer=v)), (v, reason)
            assert str(seed) not in reason
            bid = OTHERS_BID.search(reason)
            assert bid is None or bid.group(1) == v, reason
    assert RULESET.state_hash(state) == RULESET.state_hash(game.state)
    return checked


# Long seeds, so that finding one in a text cannot be a coincidence.
@pytest.mark.parametrize("n, seed", [(2, 7_390_118_251), (3, 8_112_540_937), (7, 9_604_733_182)])
def test_no_view_narration_or_undo_message_shows_another_players_secrets(n, seed):
    assert check_game(n, seed, 40) > 40


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100))
def test_hidden_information_over_100_games(seed):
    check_game(2 + seed % 6, 5_021_337_000 + seed, 150)


def check_log(game) -> int:
    """Every event of a finished game's log, re-folded, checked for every viewer:
    views, narration and how each command reads to others. Returns events checked."""
    seed = game.seed
    viewers = [None, *(s.name for s in game.seats)]
    state = RULESET.initial_state(SCENARIO, game.seats, seed, game.header.settings)
    checked = 0
    for group in game.log:
        after = state
        for event in group.events:
            nxt = RULESET.evolve(RULESET.copy_state(state), event)
            for v in viewers:
                told = narrate(RULES, event, state, v)
                secret = secrets_of(state, nxt, viewer=v) - revealed_by(event)
                assert not _mentions(told, secret) and str(seed) not in told, (v, told)
                check_view(nxt, v)
            state = nxt
            checked += 1
        for v in viewers:
            text = game.public_text(group, v)
            assert not _mentions(text, secrets_of(after, state, viewer=v)), (v, text)
    return checked


def check_undo_messages(game) -> None:
    """What undo would tell each player now names no secret of another, nor the seed."""
    for v in [None, *(s.name for s in game.seats)]:
        reason = game.undo_blocked_reason(v) or ""
        assert not _mentions(reason, secrets_of(game.state, viewer=v)), (v, reason)
        assert str(game.seed) not in reason
        bid = OTHERS_BID.search(reason)
        assert bid is None or bid.group(1) == v or bid.group(1) not in sealed_bidders(game), reason


def sealed_bidders(game) -> set[str]:
    """Who offered a bid that is not opened yet (once opened, every amount is public)."""
    bidders: set[str] = set()
    for group in reversed(game.log):
        names = [type(e).__name__ for e in group.events]
        if "BidsOpened" in names:
            after = names[len(names) - names[::-1].index("BidsOpened"):]
            return bidders | ({group.player} if "BidPlaced" in after else set())
        if "BidPlaced" in names:
            bidders.add(group.player)
    return bidders


@pytest.mark.parametrize("people_count, ais, seed", [(0, 3, 7_771_000_001), (1, 4, 7_771_000_002)])
def test_games_with_ai_players_show_nobody_anothers_secrets(people_count, ais, seed):
    game = with_ais(people_count, ais, seed)
    play_with_ais(game, 150, random.Random(seed), max_turn=2, after=check_undo_messages)
    assert check_log(game) > 100


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100))
def test_hidden_information_over_100_ai_games(seed):
    people_count = seed % 3
    ais = 2 + seed % (6 - people_count) if people_count < 2 else 1 + seed % 6
    game = with_ais(people_count, min(ais, 7 - people_count), 6_100_000_000 + seed)
    play_with_ais(game, 500, random.Random(seed), max_turn=6, after=check_undo_messages)
    assert check_log(game) > 0


def test_the_command_line_log_tells_kept_ethos_cards_only_to_their_owner(tmp_path, capsys):
    from hellenica_tui.cli import main

    path = str(tmp_path / "g.hsav")
    game = new_game(2, 6_283_185_307, path)
    rng = random.Random(1)
    while game.state.phase in ("patron", "ethos"):
        player = game.to_act()[0]
        legal = game.legal_commands(player)
        game.apply(rng.choice([c for c in legal if type(c).__name__ == "KeepEthos"] or legal), player)
    game.close()
    kept = {name: p.ethos for name, p in game.state.players.items()}
    for viewer in (*kept, None):
        assert main(["log", path] + (["--as", viewer] if viewer else [])) == 0
        out = capsys.readouterr().out
        for owner, cards in kept.items():
            shown = [c for c in cards if _mentions(out, _spellings(c))]
            mine_too = set(cards) & set(kept.get(viewer, ()))
            assert set(shown) <= mine_too | (set(cards) if owner == viewer else set()), (viewer, owner, shown)
        assert re.search(r": keep \d+ Ethos cards\n", out)  # someone else's keep, told without the cards


def test_the_game_screen_tells_kept_ethos_cards_only_to_their_owner(tmp_path):
    from hellenica_tui.seat.session import GameSession

    session = GameSession.new(["corcyra", "thebes"], 6_283_185_307, path=str(tmp_path / "g.hsav"))
    rng = random.Random(1)
    while session.state.phase in ("patron", "ethos"):
        player = session.to_act()[0]
        legal = session.game.legal_commands(player)
        session.game.apply(rng.choice([c for c in legal if type(c).__name__ == "KeepEthos"] or legal), player)
    viewer = session.viewer
    assert viewer is not None
    secret = secrets_of(session.state, viewer=viewer)
    told = "\n".join(session.history())
    assert secret and not _mentions(told, secret), told
    assert re.search(r": keep \d+ Ethos cards", told)
    session.close()


def test_commands_holding_a_secret_read_without_it_to_everyone_else():
    from hellenica_tui.games.hellenica.gods.commands import Bid, Choose
    from hellenica_tui.games.hellenica.gods.events import Answered
    from hellenica_tui.games.hellenica.turn.commands import KeepEthos

    assert RULESET.public_text(Bid(amount=3), (), "athens", "athens") == "offer 3"
    assert RULESET.public_text(Bid(amount=3), (), "athens", "sparta") == "offer a sealed bid"
    assert RULESET.public_text(Bid(amount=3), (), "athens", None) == "offer a sealed bid"
    keep = KeepEthos(cards=("knowledge", "loyalty"))
    assert RULESET.public_text(keep, (), "athens", "athens") == "keep knowledge loyalty"
    assert RULESET.public_text(keep, (), "athens", "sparta") == "keep 2 Ethos cards"
    pick = Choose(option="prosperity+seafarers")
    answered = (Answered(player="athens", about="effect", option=pick.option, secret=True),)
    assert RULESET.public_text(pick, answered, "athens", "athens") == "choose prosperity+seafarers"
    assert RULESET.public_text(pick, answered, "athens", "sparta") == "choose in secret"
    told = narrate(RULES, answered[0], RULESET.initial_state(SCENARIO, people(2), 1, {}), "corcyra")
    assert "prosperity" not in told and "secret" in told
    public = (Answered(player="athens", about="effect", option="north"),)
    assert RULESET.public_text(Choose(option="north"), public, "athens", "sparta") == "choose north"


def test_show_legal_lists_a_secret_question_only_to_the_player_asked(tmp_path, capsys):
    """Someone looking at the top world events answers in secret how to put them back."""
    from hellenica_tui.cli import main

    path = str(tmp_path / "g.hsav")
    game = new_game(3, 7, path)
    rng = random.Random(7)
    while not (game.state.choice is not None and game.state.choice.secret):
        assert step(game, rng) is not None and len(game.log) < 100
    asked = game.state.choice.player
    options = list(game.state.choice.options)
    game.close()
    assert main(["show", path, "--legal"]) == 0
    out, err = capsys.readouterr()
    assert asked not in out and not _mentions(out, set(options))
    assert f"chosen in secret: {asked}" in err and f"--as {asked}" in err
    assert main(["show", path, "--legal", "--as", asked]) == 0
    out, _ = capsys.readouterr()
    assert {line.split("\t")[1] for line in out.splitlines()} == {f"choose {o}" for o in options}
