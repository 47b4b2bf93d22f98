"""A ruleset that decides with the state its events lead to (`DecidesWithState`) has a
command's events folded once on the way to the save: the engine keeps that state.
Hellenica's decider folds on a scratch state; the engine's fold is then never run."""

import random

from hellenica_tui.engine.capabilities import DecidesWithState
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.ruleset import RULESET, HellenicaRuleset

PLAYERS = ("athens", "sparta", "thebes")


class FoldingOnly(HellenicaRuleset):
    """Hellenica without the capability: the engine folds the events itself."""

    decide_with_state = None  # type: ignore[assignment]


def play(ruleset, commands: int, path=None):
    game = Game.new(ruleset, "classic", [Seat(p) for p in PLAYERS], 3, path=path)
    rng = random.Random(3)
    hashes = []
    for _ in range(commands):
        player = rng.choice(game.to_act())
        game.apply(rng.choice(game.legal_commands(player)), player)
        hashes.append(ruleset.state_hash(game.state))
    return game, hashes


def test_hellenica_decides_with_the_state_and_the_engine_folds_nothing(monkeypatch):
    assert isinstance(RULESET, DecidesWithState)
    assert not isinstance(FoldingOnly(), DecidesWithState)
    game = Game.new(RULESET, "classic", [Seat(p) for p in PLAYERS], 3)
    folds = []
    real = HellenicaRuleset.evolve
    monkeypatch.setattr(HellenicaRuleset, "evolve", lambda self, s, e: folds.append(e) or real(self, s, e))
    player = game.to_act()[0]
    group = game.apply(game.legal_commands(player)[0], player)
    assert group.events and folds == []


def test_the_state_kept_is_the_state_the_events_fold_to(tmp_path):
    kept, hashes = play(RULESET, 120, str(tmp_path / "a.hsav"))
    folded, again = play(FoldingOnly(), 120)
    assert hashes == again and list(kept.log) == list(folded.log)
    assert RULESET.state_hash(kept.state_at(len(kept.log))) == hashes[-1]
    assert Game.load(str(tmp_path / "a.hsav"), {"hellenica": RULESET}).verify() == 120


def test_deciding_leaves_the_state_before_as_it_was():
    game = Game.new(RULESET, "classic", [Seat(p) for p in PLAYERS], 3)
    rng = random.Random(4)
    for _ in range(40):
        before = game.state
        hashed = RULESET.state_hash(before)
        player = rng.choice(game.to_act())
        game.apply(rng.choice(game.legal_commands(player)), player)
        assert RULESET.state_hash(before) == hashed
