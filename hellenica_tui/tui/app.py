"""The Textual application: the title screen, the lists of saves, and each game's
screens, reached through its UI (tui.games): this module imports no game.

`run(argv)` is what `hellenica play` calls. A game's content is loaded the first
time one of its screens needs it, so the title screen shows at once.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterable
from pathlib import Path, PurePath
from typing import TYPE_CHECKING, Any

from textual import events
from textual.app import SystemCommand
from textual.binding import Binding
from textual.driver import Driver
from textual.screen import Screen

from hellenica_tui.seat.watch import SaveWatchers
from hellenica_tui.tui.first_frame import KnowsFirstFrame
from hellenica_tui.tui.flavour import Flavour, flavour_from_env
from hellenica_tui.tui.held_frames import DrawsHeldFrames
from hellenica_tui.tui.screens.too_small import TooSmallScreen, too_small
from hellenica_tui.tui.stylesheet import SharedStylesheet
from hellenica_tui.tui.typeahead import TypesAhead

if TYPE_CHECKING:
    from collections.abc import Callable

    from hellenica_tui.seat.play import Session
    from hellenica_tui.tui.games.ui import GameUI


_FROZEN = False


def _pause_collector() -> None:
    """No cyclic garbage collection until the first frame is drawn: starting up
    (the rules' modules, the save, the widgets) mostly allocates what stays,
    and each collection would walk all of it for little. What was imported
    before the first app (Textual) lives as long as the program: it is frozen
    out of every later collection (once per process, so a later app's own
    objects are collected as usual)."""
    global _FROZEN
    if not _FROZEN:
        gc.freeze()
        _FROZEN = True
    gc.disable()


SCREENS_CSS = "screens.tcss"  # every other screen's rules
PREPARE_REFERENCE_AFTER = 0.5  # seconds after the first frame: the card reference is got ready


class HellenicaApp(TypesAhead, KnowsFirstFrame, DrawsHeldFrames):
    TITLE = "Hellenica"
    SUB_TITLE = "Story of Greece"
    CSS_PATH = "app.tcss"  # the game screen's rules and the shared ones
    BINDINGS = [
        Binding("question_mark,f1", "help", "Help"),
        Binding("i", "reference", "Cards"),
        Binding("r", "rules", "Rules"),
        Binding("ctrl+q", "quit", "Quit", priority=True),
    ]

    def get_driver_class(self) -> type[Driver]:
        """Textual's driver, but on a terminal one that ends the app with its terminal
        (`terminal_driver`)."""
        from textual.drivers.linux_driver import LinuxDriver

        from hellenica_tui.tui.terminal_driver import TerminalDriver

        driver = super().get_driver_class()
        return TerminalDriver if driver is LinuxDriver else driver

    def __init__(
        self,
        *,
        explore: bool = False,
        ansi: bool = False,
        scenario: str = "classic",
        load: str | None = None,
        replay: str | None = None,
        ai_speed: str = "normal",
        seat: str | None = None,
    ) -> None:
        # A saved game opened from the command line shows the game screen first: the
        # other screens' rules wait until one of them is shown (Textual parses a
        # screen's CSS_PATH then); any other start shows one of them at once.
        css: list[str | PurePath] = [self.CSS_PATH] if load and not explore else [self.CSS_PATH, SCREENS_CSS]
        super().__init__(css_path=css, ansi_color=True if ansi else None)
        # Each source's rules parsed once for the process (a screen forked warm parses none).
        self.stylesheet = SharedStylesheet(variables=self.get_css_variables())
        _pause_collector()
        from hellenica_tui.tui import frame_diff, partial_rows

        partial_rows.install()  # a changed part of a line is written from where it changed
        frame_diff.install()  # a whole frame writes only what differs from the terminal
        self.ai_speed = ai_speed  # the AI players' pace (tui.aispeed), kept from game to game
        self.explore_first = explore
        self.load_first = load
        self.replay_first = replay
        self.ansi = ansi
        self.scenario = scenario
        # Bound to one seat of the save opened (`--seat`): that seat's view and commands
        # alone, and no way to any other game, nor to the title screen.
        self.seat = seat
        self._palettes: dict[str, Any] = {}  # each game UI's palette, by the game's id
        self._playing: Screen[Any] | None = None  # the game screen last shown (not a replay)
        self.opened: Session | None = None  # the save named on the command line, already loaded
        self.save_watchers = SaveWatchers()  # one watcher per save, whatever number of screens follow it
        if ansi:
            self.theme = "ansi-dark"

    # -- content and colours, loaded on first use ---------------------------------

    @property
    def flavour(self) -> Flavour:
        # Textual reads and removes NO_COLOR from the environment on start. A
        # terminal with only 16 colours (the Linux console) gets the ANSI map
        # colours, which stay distinct, rather than true colours rounded off.
        few_colours = self.console.color_system in ("standard", "windows")
        return flavour_from_env(ansi=self.ansi or few_colours, no_color=self.no_color)

    def palette_of(self, ui: GameUI) -> Any:
        """The palette of a game's screens (GameUI.palette), made once."""
        if ui.id not in self._palettes:
            self._palettes[ui.id] = ui.palette(self.flavour, self.scenario)
        return self._palettes[ui.id]

    @property
    def palette(self) -> Any:
        """The palette of the game in front."""
        return self.palette_of(self.front_ui())

    def front_session(self) -> Session | None:
        """The session of the topmost screen showing a game, if any."""
        return next((s.session for s in reversed(self.screen_stack) if hasattr(s, "session")), None)

    def front_ui(self) -> GameUI:
        """The UI of the game on screen, else of the default game (games.registry.DEFAULT)."""
        from hellenica_tui.tui.games import game_ui, home_ui

        session = self.front_session()
        return game_ui(session.game_id) if session is not None else home_ui()

    # -- screens -------------------------------------------------------------------

    def on_mount(self) -> None:
        if os.environ.get("TERM") == "linux":
            self.add_class("-linux-console")  # plain frames (app.tcss)
            from textual.scrollbar import ScrollBarRender

            # Whole cells for the scrollbar thumbs: the console has no eighth blocks.
            ScrollBarRender.VERTICAL_BARS = [" "] * 8
            ScrollBarRender.HORIZONTAL_BARS = [" "] * 8
        if self.flavour == "ansi":
            self.ansi_color = True  # let the terminal's own 16 colours through unchanged
        # With --explore the title screen is only built when the player leaves the map.
        # A save opened from the command line shows at once; the title screen is
        # only built when the player leaves it (or when it cannot be opened).
        if self.explore_first:
            self.open_entry("explore")
        elif not (self.load_first or self.replay_first) or not self.open_save(
            self.load_first or self.replay_first or "", replay=bool(self.replay_first)
        ):
            if self.seat is not None:  # a seat's game that cannot open: nothing else to show
                self.exit(return_code=2)
                return
            self._show_title()
        self._check_size(self.size.width, self.size.height)
        self.call_after_refresh(gc.enable)  # the first frame is drawn (_pause_collector)

    def after_first_frame(self) -> None:
        """A moment after the first frame, the reference and the other screens' rules are got ready."""
        self.set_timer(PREPARE_REFERENCE_AFTER, self._prepare_reference)
        self.set_timer(PREPARE_REFERENCE_AFTER, self._prepare_screens)

    def _show_title(self) -> None:
        from hellenica_tui.tui.screens.title import TitleScreen

        self.push_screen(TitleScreen())

    def action_back(self) -> None:  # type: ignore[override]  # Textual runs an action sync or async alike
        """Leave the current screen; the title screen is the bottom of the stack (a
        screen bound to a seat has none: leaving its game ends the program)."""
        if self.seat is not None and self.screen is self._playing:
            self.exit()
        elif len(self.screen_stack) > 2:
            self.pop_screen()
        else:
            from hellenica_tui.tui.screens.title import TitleScreen

            self.switch_screen(TitleScreen())

    def to_title(self) -> None:
        """Close every screen above the title screen (a game and its dialogs); bound to
        a seat, end the program instead."""
        from hellenica_tui.tui.screens.title import TitleScreen

        if self.seat is not None:
            self.exit()
            return

        while len(self.screen_stack) > 2 and not isinstance(self.screen, TitleScreen):
            self.pop_screen()
        if not isinstance(self.screen, TitleScreen):
            self.switch_screen(TitleScreen())

    def open_entry(self, item: str) -> None:
        """Carry out a title-screen entry: the shell's, or one a game's UI adds."""
        if item == "new":
            from hellenica_tui.games.registry import games

            offered = [module.facts for module in games()]
            if len(offered) > 1:  # which game first, then its form
                from hellenica_tui.tui.screens.game_picker import GamePickerScreen

                self.push_screen(GamePickerScreen(offered))
            else:
                self.new_game_form(offered[0].id)
        elif item in ("continue", "load", "replay"):
            from hellenica_tui.savedgames import games_in_progress, saved_games
            from hellenica_tui.tui.screens.load import LoadScreen

            self.push_screen(LoadScreen(games_in_progress() if item == "continue" else saved_games(), item))
        elif item == "lobby":
            from hellenica_tui.tui.screens.lobby import LobbyScreen

            self.push_screen(LobbyScreen())
        elif item == "help":
            self.action_help()
        elif item == "reference":
            self.action_reference()
        elif item == "rules":
            self.action_rules()
        elif item == "quit":
            self.exit()
        else:
            self._game_entry(item)

    def _game_entry(self, item: str) -> None:
        from hellenica_tui.tui.games import offered_uis

        ui = next(ui for ui in offered_uis() if any(entry.id == item for entry in ui.title_entries()))
        made = ui.entry(item, self.scenario, lambda: self.palette_of(ui))
        if isinstance(made, Screen):
            self.push_screen(made)
        else:
            self.start(made)

    def new_game_form(self, game: str) -> None:
        """The new-game form of `game`: its own, else one made from its declared settings."""
        from hellenica_tui.engine.errors import RequestError
        from hellenica_tui.tui.showing import new_game_form

        try:
            self.push_screen(new_game_form(game))
        except RequestError as error:
            self.notify(str(error), markup=False)

    # -- games -----------------------------------------------------------------------

    def start(self, make: Callable[[], Session]) -> None:
        """Start the new game `make` makes and show it, or say why it could not start."""
        from hellenica_tui.engine.errors import GameError

        try:
            session = make()
        except (OSError, GameError) as error:
            self.notify(f"The game could not start: {error}", title="New game", severity="error", markup=False)
            return
        self._show_game(session)

    def start_game(self, *choices: Any, **named: Any) -> None:
        """Start a game of the default game from what its own form chooses (GameUI.start:
        for Hellenica the city-states, the seed, the variants, those the AI plays)."""
        from hellenica_tui.tui.games import home_ui

        self.start(lambda: home_ui().start(self.scenario, *choices, **named))

    def start_any(self, ident: str, seats: list[Any], seed: int, settings: dict[str, Any], scenario: str) -> None:
        """Start a game of any game with screens, from the seats and settings its form chose."""
        from hellenica_tui.tui.showing import start

        self.start(lambda: start(ident, seats, seed, settings, scenario))

    def open_save(self, path: str, replay: bool = False, seat: str | None = None) -> bool:
        """Open a saved game to play on, or (`replay`) to step through read-only;
        with `seat`, bound to that seat (as `play --seat`); False (and the reason told)
        when it cannot be opened."""
        from hellenica_tui.engine.errors import RequestError, SaveFileError
        from hellenica_tui.engine.text import clip
        from hellenica_tui.tui.games import load_session

        try:
            session, self.opened = self.opened or load_session(path, seat or self.seat), None
        except RequestError as error:  # the seat is no longer a person's
            self.notify(str(error), title="This seat cannot be opened", severity="error", timeout=8, markup=False)
            return False
        except SaveFileError as error:
            self.notify(str(error), title="This save cannot be opened", severity="error", timeout=8, markup=False)
            return False
        except OSError as error:
            message = clip(f"{path}: {error.strerror or error}", SaveFileError.LIMIT)
            self.notify(message, title="This save cannot be opened", severity="error", markup=False)
            return False
        for note in session.game.warnings:  # a file's name is never read as markup
            self.notify(clip(note, SaveFileError.LIMIT), title="This save was mended", severity="warning", timeout=8,
                        markup=False)
        for note in session.game.notices:
            self.notify(note[:1].upper() + note[1:] + ".", title="Rules data", timeout=8, markup=False)
        self._show_game(session, replay)
        return True

    def _show_game(self, session: Session, replay: bool = False) -> None:
        from hellenica_tui.tui.games import game_ui
        from hellenica_tui.tui.showing import screen_for

        ui = game_ui(session.game_id)
        screen = screen_for(session, lambda: self.palette_of(ui), replay)
        self._playing = None if replay else screen
        # A list of saves it was picked from goes; then over the title screen (or
        # nothing yet) the game is pushed, and any other screen (a game, a replay) it replaces.
        if type(self.screen).__name__ in ("LoadScreen", "LobbyScreen"):
            self.pop_screen()
        if len(self.screen_stack) <= 1 or type(self.screen).__name__ == "TitleScreen":
            self.push_screen(screen)
        else:
            self.switch_screen(screen)

    def action_help(self) -> None:
        from hellenica_tui.tui.screens.help import HelpScreen, help_page

        if not isinstance(self.screen, (HelpScreen, TooSmallScreen)):
            self.push_screen(HelpScreen(help_page(self.front_ui(), self.front_session(), self.screen)))

    def _prepare_screens(self) -> None:
        """While the player reads the first screen of a game opened from the command line,
        parse the other screens' rules (left out of its first frame) and import the
        secret choices' dialogs. The first dialog then has only itself to build: parsing
        the rules when it opens restyles every widget of the game first, some 100 ms of
        CPU, and at a table of seats the Ethos dialog opens on every seat at once."""
        self.front_ui().warm_up()

        path = str((Path(__file__).parent / SCREENS_CSS).resolve())
        if not self.stylesheet.has_source(path, ""):
            # Parsed only: the widgets on screen are not styled again (their rules are all in
            # app.tcss), which would rebuild the footer under the player's eyes.
            self.stylesheet.read(path)
            self.stylesheet.parse()  # each source's rules as parsed already, where they were

    def _prepare_reference(self) -> None:
        """While the player reads the first screen, build the reference of the game in
        front, so that the first `i` only has to draw it (bench_reference_open.py)."""
        self._reference_screen()

    def _reference_screen(self) -> str | None:
        """The name of the reference screen of the game in front (GameUI.reference_screen),
        installed once: it is kept between openings and opens again as it was left (the
        search, the card), without composing its widgets anew; None if the game has none."""
        own = self.front_ui().reference_screen(self.front_session(), self.scenario)
        if own is None:
            return None
        name, make = own
        if not self.is_screen_installed(name):
            self.install_screen(make(), name)
        return name

    def action_reference(self) -> None:
        """The reference of the game on screen (a save may hold another scenario), else of
        the default game, over whatever screen is shown."""
        from hellenica_tui.tui.screens.shell_text import reference_screen

        if isinstance(self.screen, TooSmallScreen):
            return
        name = self._reference_screen()
        if name is not None:
            if self.get_screen(name) is not self.screen:
                self.push_screen(name)
            return
        session = self.front_session()
        title = session.module.facts.title if session is not None else "The game"
        self.push_screen(reference_screen(title, self.front_ui().reference()))

    def action_rules(self) -> None:
        """The rules index of the game on screen over whatever screen is shown, at the
        page that screen names (the rule that refused a command, what the game waits
        for), else the first."""
        from hellenica_tui.tui.screens.rules import RulesScreen

        if isinstance(self.screen, (RulesScreen, TooSmallScreen)):
            return
        at = self.screen.rule_page() if hasattr(self.screen, "rule_page") else ""
        screen = self.front_ui().rules_screen(self.scenario, at)
        if screen is None:
            self.notify("This game has no rules pages here.", markup=False)
        else:
            self.push_screen(screen)

    # -- terminal too small ----------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        from hellenica_tui.tui import frame_diff

        frame_diff.shown(self.console).forget()  # the terminal may show anything now: the next frame whole
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, width: int, height: int) -> None:
        screen = self.screen
        if too_small(width, height):
            if isinstance(screen, TooSmallScreen):
                screen.show_size(width, height)
            else:
                self.push_screen(TooSmallScreen())
        elif isinstance(screen, TooSmallScreen):
            self.pop_screen()

    # -- command palette -------------------------------------------------------------

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        from hellenica_tui.tui.games import offered_uis

        entries = [entry for ui in offered_uis() for entry in ui.title_entries()]
        bound = self.seat is not None  # bound to one seat of one game: no other game may be opened
        for entry in entries:
            if not (bound and entry.starts_game):
                yield SystemCommand(entry.label, entry.help, lambda item=entry.id: self.open_entry(item))
        yield SystemCommand("Help", "Rules in brief, map symbols and keys", self.action_help)
        yield SystemCommand("Card reference", "Every card's text, searchable by name", self.action_reference)
        yield SystemCommand("Rules", "The rules in short pages, searchable", self.action_rules)
        for title, help_text, run in self.front_ui().screen_commands(screen):
            yield SystemCommand(title, help_text, run)
        if bound:
            return
        for item, label, help_text in (
            ("new", "New game", "Choose who plays and start"),
            ("continue", "Continue", "Pick a game in progress to play on"),
            ("load", "Load a save", "Pick a saved game to play on"),
            ("replay", "Replay a save", "Step through a saved game"),
        ):
            yield SystemCommand(label, help_text, lambda item=item: self.open_entry(item))
        yield from super().get_system_commands(screen)


def run(argv: list[str] | None = None) -> int:
    from hellenica_tui.tui.play_args import build_parser  # the options of `hellenica play`

    parser = build_parser()
    args = parser.parse_args(argv)
    if args.seat is not None and not args.load:
        parser.error("--seat needs --load SAVE: the game whose seat to play")
    from hellenica_tui.savedgames import find_save
    from hellenica_tui.tui.games import home_ui

    # A save named without a folder is in the saves folder, as on the command line.
    args.load = args.load and str(find_save(args.load))
    args.replay = args.replay and str(find_save(args.replay))

    trouble = home_ui().check_scenario(args.scenario)  # a broken scenario is reported before the screen opens
    if trouble is not None:
        print(f"hellenica: {trouble}")
        return 2
    session = None
    if args.load or args.replay:
        # A save named on the command line is opened before any screen: one that cannot be
        # is one line on stderr and status 2, with or without a terminal to draw on.
        from hellenica_tui.engine.errors import RequestError, SaveFileError
        from hellenica_tui.tui.games import load_session

        path = args.load or args.replay
        try:
            if not os.path.isfile(path):
                raise SaveFileError(path, 0, "no such save file" if not os.path.exists(path) else "not a save file")
            session = load_session(path, args.seat)
        except SaveFileError as error:
            from hellenica_tui.engine.text import MAX_ERROR, clip

            print(clip(f"hellenica: {error.path}: {error.reason}", MAX_ERROR), file=sys.stderr)
            return 2
        except RequestError as error:  # a seat that is not a person's in this game
            print(f"hellenica: {error}", file=sys.stderr)
            return 2
    app = HellenicaApp(
        explore=args.explore,
        ansi=args.ansi,
        scenario=args.scenario,
        load=args.load,
        replay=args.replay,
        ai_speed=args.ai_speed,
        seat=session.seat if session is not None else None,
    )
    app.opened = session
    app.run()
    return 0
