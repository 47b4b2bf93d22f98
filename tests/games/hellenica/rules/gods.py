"""Helpers for the tests of world events, invocations and the gods' settings:
a classic game in its first action phase, world events set off by hand, and
commands decided with fixed dice."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import Upgrade
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.turn import phases as turn
from tests.games.hellenica.rules.conftest import Game, start
from tests.games.hellenica.rules.war import Dice, do, kinds  # noqa: F401  (shared with the war tests)

SEVEN = ["athens", "sparta", "corinth", "thebes", "troy", "byzantium", "corcyra"]


def gods_game(players: list[str], actor: str = "", **settings: Any) -> Game:
    """The first action phase; no windows open before actions ("involved"), no temples."""
    settings.setdefault("responses", "involved")
    game = Game(RULESET.initial_state("classic", [Seat(p) for p in players], 1, settings))
    start(game)
    s = game.state
    s.window = None
    for area in s.areas.values():
        area.impassable = False
        area.slots = [None if u is not None and u.kind == "temple" else u for u in area.slots]
    for p in s.players.values():
        p.favor = 0
    if actor:
        s.active = actor
    return game


def temples(game: Game, city: str, *deities: str, owner: str = "") -> None:
    """Temples to these deities on the city's first free settlements (the city owned by `owner`)."""
    area = game.state.areas[city]
    if owner:
        area.owner = owner
    free = [i for i, u in enumerate(area.slots) if u is None]
    for i, deity in zip(free, deities, strict=False):
        area.slots[i] = Upgrade("temple", "active", deity)


def drive(game: Game, fn: Callable[[Tx], None], faces: tuple[str, ...] = ()) -> list[Any]:
    """Run a rule in the decide step (as a command would) and apply its events."""
    dice = Dice(list(faces), seed=game.index)
    tx = Tx(game.state, dice, RULES)
    fn(tx)
    turn.proceed(tx)
    assert not dice.script, f"dice not rolled: {dice.script}"
    game.index += 1
    for event in tx.events:
        RULESET.evolve(game.state, event)
    game.events += tx.events
    return tx.events


def on_top(game: Game, *cards: str) -> None:
    """Put these world event cards on top of the deck, the first on top."""
    deck = game.state.world_deck
    for card in cards:
        deck.remove(card)
    deck.extend(reversed(cards))
