"""The rulebook's worked examples for the economy, each from its position file
on the classic scenario (Ethos's example is in test_ethos.py)."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.state import ACTIVE, EXHAUSTED, copy_state
from hellenica_tui.games.hellenica.effects.advancements import may_research
from tests.games.hellenica.rules.conftest import Game, position_game


def again(game: Game, player: str, action: str) -> None:
    """Give the player the same action once more later in the turn."""
    game.state.active = player
    game.state.players[player].cubes[action] += 1


def test_train_example() -> None:
    game = position_game("train")
    thebes = game.state.areas["thebes"]
    game.do("thebes", "train hoplite thebes")  # two Barracks: the Tyranny marker and one more
    assert thebes.units["thebes"].units["hoplite"] == 1 + 2
    exhausted = [u for u in [*thebes.slots, thebes.government] if u is not None and u.state == EXHAUSTED]
    assert len(exhausted) == 1
    again(game, "thebes", "train")
    game.do("thebes", "train hoplite thebes")  # one active Barracks left
    assert thebes.units["thebes"].units["hoplite"] == 1 + 2 + 1


def test_worship_example() -> None:
    game = position_game("worship")
    game.do("athens", "worship athens")  # temples to Athena and Poseidon: 2 Favor
    assert game.state.players["athens"].favor == 1 + 2
    again(game, "athens", "worship")
    game.do("athens", "worship athens")
    assert game.state.players["athens"].favor == 1 + 2 + 1


def test_research_example() -> None:
    game = position_game("research")
    p = game.state.players["corinth"]
    with pytest.raises(IllegalCommand, match="level 2"):
        game.do("corinth", "research corinth leadership")  # a second level 2 needs a second level 1
    game.do("corinth", "research corinth logistics")
    assert p.philosophers == 1 + 2 - 1 and "logistics" in p.advancements
    # Leadership is open on a later research now
    assert may_research(content_of(game.state), p, "leadership", 3)


def test_research_example_tactics_was_open_too() -> None:
    game = position_game("research")
    game.do("corinth", "research corinth tactics")
    assert "tactics" in game.state.players["corinth"].advancements


def test_wonder_example() -> None:
    game = position_game("wonder")
    s = game.state
    athens = s.areas["athens"]
    game.do("athens", "worship athens")  # the Temple and the Wonder: 2 Favor; the Temple is exhausted
    assert s.players["athens"].favor == 2 + 2
    temple = next(u for u in athens.slots if u is not None and u.kind == "temple")
    wonder = next(u for u in athens.slots if u is not None and u.kind == "wonder")
    assert temple.state == EXHAUSTED and wonder.state == ACTIVE
    # Later: worship again gives 1 Favor by exhausting the Wonder...
    worship = Game(copy_state(s))
    again(worship, "athens", "worship")
    worship.do("athens", "worship athens")
    assert worship.state.players["athens"].favor == 2 + 2 + 1
    assert next(u for u in worship.state.areas["athens"].slots if u and u.kind == "wonder").state == EXHAUSTED
    # ...or research for 2 Philosophers (Academy and Wonder)...
    research = Game(copy_state(s))
    again(research, "athens", "research")
    research.do("athens", "research athens")
    assert research.state.players["athens"].philosophers == 1 + 2
    # ...or train 2 Hoplites (the Tyranny marker and the Wonder).
    train = Game(copy_state(s))
    again(train, "athens", "train")
    train.do("athens", "train hoplite athens")
    assert train.state.areas["athens"].units["athens"].units["hoplite"] == 1 + 2
