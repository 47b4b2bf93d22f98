"""The Hellenica ruleset inside the engine's Game: save file, load, verify, undo."""

from __future__ import annotations

import random
from pathlib import Path

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.economy.commands import Pass
from hellenica_tui.games.hellenica.ruleset import RULESET


def test_a_saved_game_loads_verifies_and_undoes(scenario: str, tmp_path: Path) -> None:
    path = str(tmp_path / "game.hel")
    game = Game.new(RULESET, scenario, [Seat("athens"), Seat("sparta"), Seat("troy")], seed=11, path=path)
    rng = random.Random(11)
    while game.state.turn < 3:
        player = game.to_act()[0]
        legal = game.legal_commands(player)
        acting = [c for c in legal if not isinstance(c, Pass)]
        command = rng.choice(acting) if acting and rng.random() < 0.8 else rng.choice(legal)
        game.apply(RULESET.format(command), player)
    assert game.verify() == len(game.log)
    game.close()
    loaded = Game.load(path, {"hellenica": RULESET})
    assert RULESET.state_hash(loaded.state) == RULESET.state_hash(game.state)
    # Undo takes back the last command unless it crossed a barrier (Ethos cards dealt).
    last = loaded.log[-1]
    reason = loaded.undo_blocked_reason()
    if any(RULESET.is_barrier(e) for e in last.events):
        assert reason is not None
    else:
        before = RULESET.state_hash(loaded.state)
        loaded.undo()
        loaded.redo()
        assert RULESET.state_hash(loaded.state) == before
    loaded.close()
