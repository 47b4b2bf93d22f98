"""What a game's UI gives the shell (`tui.screens.shell.ShellScreen`): its board,
its panes, its keys, its dialogs, its reference entries, its end-screen lines and
its new-game form, as boardgame.io pairs a game with its board component.

The shell draws the rest: the status line, the log, the prompt, the footer and
the help, undo and redo, Save as, following the save. A hex game's board is a
widget: the game fills the generic hex board (`hex_board`: seat/board/hexboard.py)
from its view, the shell draws it with the generic map (tui/widgets/hexboard.py,
in the game's `palette`) under the lines of `board`, and hands the map's cursor
moves (the arrows, a click: `board_moved`) and its Enter (or a click on the
cursor: `board_selected`) to the game. `ShellUI` gives what a
game needs no more than: no panes, no keys, no dialog, the form made from the
game's declared settings. A game with screens of its own (Hellenica's) gives
them through `screen`, `replay_screen` and `new_game_form`.

Beyond its game screen, a UI gives the app what the app shows of it elsewhere:
the palette its screens draw with, the entries it adds to the title screen (and
the command palette), its reference and rules screens, its help text, and a new
game of its own form's choices; so the app (tui.app) imports no game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import msgspec
from rich.console import RenderableType
from rich.text import Text

if TYPE_CHECKING:
    from textual.screen import Screen

    from hellenica_tui.engine.game import Game
    from hellenica_tui.games.facts import GameModule
    from hellenica_tui.seat.board.hexboard import HexBoard
    from hellenica_tui.seat.play import Session
    from hellenica_tui.tui.flavour import Flavour

Palette = Callable[[], Any]  # the game's palette, made the first time a screen asks
Command = tuple[str, str, Callable[[], Any]]  # a command palette line: title, help, what it does
Render = Callable[["Session", Any], Text]  # a session and the view shown -> what the pane says


class Pane(msgspec.Struct, frozen=True):
    """One of the game's side panes: shown by its key, drawn from the view."""

    id: str
    key: str
    title: str
    render: Render


class Give(msgspec.Struct, frozen=True):
    """What a "local" key hands back when it does give a command after all."""

    command: str


class GameKey(msgspec.Struct, frozen=True):
    """A key of the game's: its footer text, and the command it gives (None: the key
    does nothing now, `refused` says why).

    `kind` says what the key's command hands back. "command": the command to give.
    "local": the key changes only what the screen shows (a cursor, a tile's turn, a
    choice to open): `command` returns the line to say (None or "" for none, a
    refusal included; or a `Give`: a command to give after all); the screen is drawn
    again and the game's dialog due opened. "type": the text returned is put in the prompt, to be finished
    or given with Enter."""

    key: str
    description: str
    command: Callable[[Session], Any]  # str | None; for a "local" key, also a Give
    refused: str = "Not now."
    show: bool = True  # in the footer (else in the help alone)
    kind: str = "command"  # "command", "local" or "type"
    # Whether the key matters in this position (None: always). A key that does not is
    # left out of the footer, to make room for those that do; it still works.
    now: Callable[[Session], bool] | None = None
    kept: bool = False  # always in the footer, as the prompt and help are (the way on, say)


def given(text: str) -> Callable[[Session], str | None]:
    """A key's command: `text`, when the viewer may give it now (else None: refused)."""
    return lambda session: text if text in session.suggestions() else None


def can(*verbs: str) -> Callable[[Session], bool]:
    """A key's `now`: whether the viewer may give a command of one of `verbs` now."""
    return lambda session: any(t.split()[0] in verbs for t in session.suggestions())


class TitleEntry(msgspec.Struct, frozen=True):
    """An entry a game adds to the title screen (and the command palette): its key,
    and the shell's entry it is listed after."""

    id: str
    label: str
    key: str
    help: str  # the command palette's line
    after: str  # a shell entry's id (title.MENU)
    starts_game: bool = False  # left out where no other game may be opened (a seat's screen)


class GameUI(Protocol):
    id: str
    board_enter: str  # what Enter does on its hex board, in the footer ("Lay tile")

    def session(self, game: Game, seat: str | None, module: GameModule) -> Session:
        """The session its screens read (a game may read more than the shared one)."""
        ...

    def board(self, session: Session, view: Any) -> RenderableType:
        """The board pane, drawn from `view` (the viewer's, or a replay's); above the
        map when it has a hex board."""
        ...

    def hex_board(self, session: Session, view: Any) -> HexBoard | None:
        """Its board as a generic hex board filled from `view`, the cursor where its
        screen points (None: it has no hex board, `board` is all)."""
        ...

    def board_moved(self, session: Session, cell: str) -> str | None:
        """The map's cursor moved to `cell` (an arrow, a click): the line to say, if any."""
        ...

    def board_selected(self, session: Session, cell: str) -> str | Give | None:
        """Enter, or a click on the cursor, at `cell`: as a "local" key's command
        (GameKey): the line to say (a refusal included), or a `Give`."""
        ...

    def board_enter_now(self, session: Session) -> bool:
        """Whether Enter on its hex board does anything in this position (else the footer
        leaves it out, as a GameKey's `now`; it still answers why not)."""

    def panes(self) -> Sequence[Pane]: ...

    def key_bindings(self) -> Sequence[GameKey]: ...

    def verbs(self, session: Session) -> list[str]:
        """The verbs the prompt offers before anything typed fits."""
        ...

    def dialog(self, session: Session) -> Screen[Any] | None:
        """The dialog due now (a secret choice, an outcome to read), if any."""
        ...

    def reference(self) -> Sequence[tuple[str, str]]:
        """The entries of its reference: (title, text)."""
        ...

    def rule_page(self, session: Session, rule: str) -> tuple[str, str] | None:
        """The page (title, text) of the rule a refusal named, if the game has one."""
        ...

    def retell(self, session: Session) -> bool:
        """Whether the log must be told again after a change (it names now what it hid)."""
        ...

    def hand_off(self, session: Session) -> bool:
        """Whether the screen is hidden when it passes to another person at one keyboard
        (False: the game hides nothing from one person to the next)."""
        ...

    def end_lines(self, session: Session) -> list[str]:
        """What the end screen says of a finished game."""
        ...

    def new_game_form(self) -> Screen[Any] | None:
        """Its own new-game form; None for the form made from its declared settings."""
        ...

    def screen(self, session: Session, palette: Palette) -> Screen[Any] | None:
        """Its own game screen; None for the shell."""
        ...

    def replay_screen(self, session: Session, palette: Palette) -> Screen[Any] | None:
        """Its own replay; None for the shell's."""
        ...

    def palette(self, flavour: Flavour, scenario: str) -> Any:
        """The palette its own screens draw with, in that flavour (None: they need none)."""
        ...

    def start(self, scenario: str, *choices: Any, **named: Any) -> Session:
        """A new game from what its own new-game form chose (the app's `start_game`)."""
        ...

    def title_entries(self) -> Sequence[TitleEntry]: ...

    def entry(self, item: str, scenario: str, palette: Palette) -> Screen[Any] | Callable[[], Session]:
        """What one of its title entries opens: a screen, or the new game to start."""
        ...

    def screen_commands(self, screen: Screen[Any]) -> Iterable[Command]:
        """The command palette's lines for one of its screens shown."""
        ...

    def reference_screen(self, session: Session | None, scenario: str) -> tuple[str, Callable[[], Screen[Any]]] | None:
        """Its reference as a screen kept between openings: a name unique to what it
        shows, and how to make it; None for the text of its `reference` entries."""
        ...

    def rules_screen(self, scenario: str, at: str) -> Screen[Any] | None:
        """Its rules pages, at the page `at`; None when it has none of its own."""
        ...

    def help_text(self) -> str:
        """Its help page (markdown): how to play, its keys."""
        ...

    def check_scenario(self, scenario: str) -> str | None:
        """Why `scenario` cannot be played (told before any screen opens), or None."""
        ...

    def warm_up(self) -> None:
        """Import ahead what its first dialog needs, while the player reads."""
        ...


class ShellUI:
    """The defaults of a game UI on the shell: subclasses give `id`, `board` and
    what else they have."""

    id = ""
    board_enter = "Select"

    def session(self, game: Game, seat: str | None, module: GameModule) -> Session:
        from hellenica_tui.seat.play import Session

        return Session(game, seat, module)

    def board(self, session: Session, view: Any) -> RenderableType:
        return ""

    def board_enter_now(self, session: Session) -> bool:
        return True

    def panes(self) -> Sequence[Pane]:
        return ()

    def key_bindings(self) -> Sequence[GameKey]:
        return ()

    def verbs(self, session: Session) -> list[str]:
        return sorted({text.split()[0] for text in session.suggestions() if text})

    def dialog(self, session: Session) -> Screen[Any] | None:
        return None

    def reference(self) -> Sequence[tuple[str, str]]:
        return ()

    def hex_board(self, session: Session, view: Any) -> HexBoard | None:
        return None

    def board_moved(self, session: Session, cell: str) -> str | None:
        return None

    def board_selected(self, session: Session, cell: str) -> str | Give | None:
        return None

    def rule_page(self, session: Session, rule: str) -> tuple[str, str] | None:
        found = [p for p in session.module.rule_pages(session.game.header.scenario) if p.id == rule]
        return (found[0].title, found[0].text) if found else None

    def retell(self, session: Session) -> bool:
        return False

    def hand_off(self, session: Session) -> bool:
        return True

    def end_lines(self, session: Session) -> list[str]:
        winners = ", ".join(session.name(p) for p in session.module.search().winners(session.state))
        return [f"{winners} won." if winners else "The game is over."]

    def new_game_form(self) -> Screen[Any] | None:
        return None

    def screen(self, session: Session, palette: Palette) -> Screen[Any] | None:
        return None

    def replay_screen(self, session: Session, palette: Palette) -> Screen[Any] | None:
        return None

    def palette(self, flavour: Flavour, scenario: str) -> Any:
        return None

    def start(self, scenario: str, *choices: Any, **named: Any) -> Session:
        """`choices`: the seats, the seed and the settings, as the declared form gives them."""
        from hellenica_tui.savedgames import new_save_path, saves_dir
        from hellenica_tui.seat.opening import new_game

        seats, seed, settings = choices
        saves_dir().mkdir(parents=True, exist_ok=True)
        path = str(new_save_path([seat.name for seat in seats], self.id))
        made = new_game(self.id, scenario, seats, seed, settings, path)
        return self.session(made.game, None, made.module)

    def title_entries(self) -> Sequence[TitleEntry]:
        return ()

    def entry(self, item: str, scenario: str, palette: Palette) -> Screen[Any] | Callable[[], Session]:
        raise KeyError(item)

    def screen_commands(self, screen: Screen[Any]) -> Iterable[Command]:
        return ()

    def reference_screen(self, session: Session | None, scenario: str) -> tuple[str, Callable[[], Screen[Any]]] | None:
        return None

    def rules_screen(self, scenario: str, at: str) -> Screen[Any] | None:
        return None

    def help_text(self) -> str:
        return ""

    def check_scenario(self, scenario: str) -> str | None:
        return None

    def warm_up(self) -> None:
        return None
