"""What the tests of the explorable map share: a game on it, a player acting, units sent
into empty areas, the stack of tiles set."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.legal import legal_commands
from hellenica_tui.games.hellenica.core.state import MAP, State
from hellenica_tui.games.hellenica.maps.grid import grid_of
from hellenica_tui.games.hellenica.maps.state import MapLayout
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.war.commands import EndMovement, Move
from tests.games.hellenica.rules.conftest import Game, start
from tests.games.hellenica.rules.war import place


def layout(s: State) -> MapLayout:
    assert isinstance(s.layout, MapLayout)
    return s.layout


def explorable(players=("athens", "sparta"), ais=(), seed: int = 1) -> Game:
    """An explorable game with its home cities placed (each the first legal turn)."""
    seats = [Seat(p) for p in players] + [Seat(p, "ai", "rulebook") for p in ais]
    game = Game(RULESET.initial_state("classic", seats, seed, {"map": "explorable", "responses": "involved"}))
    while game.state.phase == MAP:
        player = game.state.pending[0]
        game.do(player, legal_commands(RULES, game.state, player)[0])
    return game


def acting(actor: str = "athens", players=("athens", "sparta"), ais=()) -> Game:
    """The first action phase of an explorable game, `actor` to act, no windows and no world events."""
    game = explorable(players, ais)
    start(game)
    s = game.state
    for p in s.players.values():
        p.cubes["supply"] = 3
    s.active = actor
    s.window = None
    s.quiet = list(s.players)
    s.world_deck = ["silence_1"] * 60
    return game


def sides(game: Game, area: str) -> dict[str, str]:
    """The empty areas next to `area`, each with the kind of the side between them."""
    board = Board.of(content_of(game.state))
    return {a: board.edge(area, a) for a in board.neighbours(area) if content_of(game.state).areas[a].empty}


def enter(game: Game, to: list[str], player: str = "athens", home: str = "athens") -> list:
    """Supply `home` and send one hoplite into each area of `to`."""
    place(game, player, home, hoplite=len(to))
    events = game.do(player, f"supply movement {home} from {home}")
    for area in to:
        events += game.do(player, Move(units=(("hoplite", 1),), to=area))
    return events


def open_sides(game: Game, area: str) -> list[str]:
    return sorted(a for a, edge in sides(game, area).items() if edge == "clearing")


def end_movement(game: Game) -> None:
    if game.state.movement is not None and not game.state.pending:
        game.do(game.state.active, EndMovement())


def only_seas_in_the_stack(game: Game) -> list[str]:
    """Leave only the sea tiles in the stack (nothing may lie under land units); gives them."""
    lay, grid = layout(game.state), grid_of(content_of(game.state))
    lay.stack = [t for t in lay.stack if grid.tiles[t].sea]
    return list(lay.stack)


def creature_beside_athens(game: Game, placement: str) -> tuple[str, str]:
    """A creature of that placement on the first empty area beside Athens: the area and the creature."""
    target = open_sides(game, "athens")[0]
    creature = next(c.id for c in content_of(game.state).creatures.values() if c.placement == placement)
    game.state.areas[target].creature = creature
    return target, creature


def with_stack(game: Game, stack: list[str]) -> None:
    """Put these tiles on top of the stack, in this order (the rest as they were)."""
    lay = layout(game.state)
    lay.stack = stack + [t for t in lay.stack if t not in stack]
