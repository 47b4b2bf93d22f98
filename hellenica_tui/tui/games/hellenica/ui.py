"""Hellenica's UI: its session (the map, the invocations, the questions), and its
own screens (the game screen with its map, boards and dialogs; the replay; the
new-game form of city-states and variants), which the shell hands over to; and
what the app shows of it elsewhere: its map palette, the map explorer and the
guided first game on the title screen, its card reference, rules pages and help."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import RenderableType

from hellenica_tui.tui.games.ui import ShellUI, TitleEntry

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from textual.screen import Screen

    from hellenica_tui.engine.game import Game
    from hellenica_tui.games.facts import GameModule
    from hellenica_tui.seat.board.mapmodel import MapModel
    from hellenica_tui.seat.play import Session
    from hellenica_tui.seat.session import GameSession
    from hellenica_tui.tui.flavour import Flavour
    from hellenica_tui.tui.games.ui import Command, Palette


def _hellenica(session: Session) -> GameSession:
    from hellenica_tui.seat.session import GameSession

    assert isinstance(session, GameSession), "a Hellenica screen is given Hellenica's session"
    return session


ENTRIES = (
    TitleEntry("guided", "Guided first game", "g", "One turn against two AI city-states, step by step", "new",
               starts_game=True),
    TitleEntry("explore", "Map explorer", "m", "Browse the Aegean area by area", "replay"),
)

_MAPS: dict[str, MapModel] = {}  # the bare map (no game on it) of each content explored, built once


def _bare_map(scenario: str) -> MapModel:
    from hellenica_tui.games.hellenica.content.loading import load_scenario
    from hellenica_tui.seat.board.mapmodel import MapModel

    content = load_scenario(scenario)
    if content.hash not in _MAPS:
        _MAPS[content.hash] = MapModel.of(content)
    return _MAPS[content.hash]



class HellenicaUI(ShellUI):
    id = "hellenica"

    def session(self, game: Game, seat: str | None, module: GameModule) -> Session:
        from hellenica_tui.seat.session import GameSession

        return GameSession(game, seat)

    def board(self, session: Session, view: Any) -> RenderableType:
        from hellenica_tui.games.hellenica.game import GAME

        return GAME.describe(GAME.summary(view))

    def end_lines(self, session: Session) -> list[str]:
        won = _hellenica(session).won_with()
        return [f"{session.name(p)} won with {', '.join(objectives)}." for p, objectives in won.items()]

    def new_game_form(self) -> Screen[Any] | None:
        from hellenica_tui.games.hellenica.content.loading import load_scenario
        from hellenica_tui.tui.games.hellenica.newgame import NewGameScreen

        return NewGameScreen(load_scenario("classic"))

    def screen(self, session: Session, palette: Palette) -> Screen[Any] | None:
        from hellenica_tui.tui.games.hellenica.game import GameScreen

        return GameScreen(_hellenica(session), palette())

    def replay_screen(self, session: Session, palette: Palette) -> Screen[Any] | None:
        from hellenica_tui.tui.games.hellenica.replay import ReplayScreen

        return ReplayScreen(_hellenica(session), palette())

    def palette(self, flavour: Flavour, scenario: str) -> Any:
        """The map's and the city-states' colours of the scenario."""
        from hellenica_tui.games.hellenica.content.loading import load_scenario
        from hellenica_tui.tui.theme import map_palette

        return map_palette(load_scenario(scenario), flavour)

    def start(self, scenario: str, *choices: Any, **named: Any) -> Session:
        """`choices`: the city-states, the seed, the variants; `named`: those played by
        the AI (`ai`), the expert AI for those also in `expert`, the rulebook AI else."""
        from hellenica_tui.tui.games.hellenica.starting import new_game

        return new_game(scenario, *choices, **named)

    def title_entries(self) -> tuple[TitleEntry, ...]:
        return ENTRIES

    def entry(self, item: str, scenario: str, palette: Palette) -> Screen[Any] | Callable[[], Session]:
        if item == "explore":
            from hellenica_tui.tui.games.hellenica.explorer import ExplorerScreen

            return ExplorerScreen(_bare_map(scenario), palette())
        if item == "guided":
            from hellenica_tui.games.hellenica.table.lessons import lesson
            from hellenica_tui.tui.games.hellenica.starting import new_game

            first = lesson(scenario="classic")
            return lambda: new_game(scenario, first.players, first.seed, first.settings, first.ai)
        return super().entry(item, scenario, palette)

    def screen_commands(self, screen: Screen[Any]) -> Iterable[Command]:
        from hellenica_tui.tui.widgets.hexmap import HexMap

        maps = screen.query(HexMap)
        if maps:
            hexmap = maps.first()
            yield (
                "Switch map view", "The whole map at once, or big hexes (kept for the next game)", hexmap.action_toggle_compact
            )

    def reference_screen(self, session: Session | None, scenario: str) -> tuple[str, Callable[[], Screen[Any]]] | None:
        """The cards of the game on screen (a save may hold another scenario), else the
        scenario's (the cards alone: no map to build)."""
        from hellenica_tui.seat.session import GameSession

        if isinstance(session, GameSession):
            content = session.content
        else:
            from hellenica_tui.games.hellenica.content.loading import load_scenario

            content = load_scenario(scenario)

        def make() -> Screen[Any]:
            from hellenica_tui.tui.cardref import reference
            from hellenica_tui.tui.games.hellenica.reference import ReferenceScreen

            reference(content)  # its entries built (and kept) before its widgets
            return ReferenceScreen(content)

        return f"reference-{content.hash}", make

    def rules_screen(self, scenario: str, at: str) -> Screen[Any] | None:
        from hellenica_tui.games.hellenica.table.rule_pages import pages, search
        from hellenica_tui.tui.screens.rules import RulesScreen

        return RulesScreen(pages(scenario), at, search)

    def help_text(self) -> str:
        from importlib.resources import files

        from hellenica_tui.games.hellenica.table.rule_pages import filled

        return filled(files("hellenica_tui.tui.games.hellenica").joinpath("help.md").read_text(encoding="utf-8"))

    def check_scenario(self, scenario: str) -> str | None:
        from hellenica_tui.games.hellenica.content.loading import load_scenario
        from hellenica_tui.games.hellenica.content.schema import ContentError

        try:
            load_scenario(scenario)
        except ContentError as error:
            return str(error)
        return None

    def warm_up(self) -> None:
        from hellenica_tui.tui.games.hellenica import secret  # noqa: F401  (the secret choices' dialogs, imported for later)


UI = HellenicaUI()
