"""The shell's screens for the every-binding test (test_every_binding): how each is
opened, and what each of its keys must do; and each game UI's own keys (bound on
the shell when a game of it opens), pressed on a game of that UI."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from textual.screen import Screen
from textual.widgets import ContentSwitcher, Static

from hellenica_tui.tui.widgets.hangtext import HangingText

Check = Callable[[Any, Screen, Callable[[], Awaitable[None]]], Awaitable[None]]
CHECKS: dict[tuple[str, str], Check] = {}


def checks(owner: str, *actions: str) -> Callable[[Check], Check]:
    def register(fn: Check) -> Check:
        for action in actions:
            CHECKS[owner, action] = fn
        return fn

    return register


async def _settle(pilot: Any) -> None:
    await pilot.pause()
    await pilot.pause()


async def scrolls_as_asked(pilot: Any, box: Any, press: Any, y: int) -> None:
    """`box` scrolled to `y`, the key pressed: it scrolls down for an action ending in
    (1), up for one ending in (-1)."""
    box.scroll_to(y=y, animate=False)
    await _settle(pilot)
    before = box.scroll_y
    await press()
    await _settle(pilot)
    assert (box.scroll_y > before) == ("(1)" in press.action)


def _name(obj: Any) -> str:
    return type(obj).__name__


def _hint(screen: Screen) -> str:
    return str(screen.query_one("#hint", Static).render())


def dice_save(tmp: Path, over: bool = False) -> str:
    """A dice game between Red and Blue in `tmp` (target 5): a bet and a roll, or
    (`over`) rolled and banked until someone has won."""
    from hellenica_tui.engine.ruleset import Seat
    from hellenica_tui.seat.opening import new_game
    from hellenica_tui.seat.play import Session

    path = str(tmp / ("dice-over.hsav" if over else "dice.hsav"))
    made = new_game("dicegame", "standard", [Seat("red"), Seat("blue")], 7, {"target": 5}, path, replace=True)
    session = Session(made.game, module=made.module)
    session.submit("bet 1")
    session.submit("roll")
    while over and not session.is_over():
        session.submit("roll")
        if not session.is_over():
            session.submit("bank")
    session.close()
    return path


# -- opening each screen ------------------------------------------------------------------


async def open_shell(pilot: Any, tmp: Path) -> Screen:
    """A new dice game, Red and Blue at one keyboard."""
    from hellenica_tui.engine.ruleset import Seat

    pilot.app.start_any("dicegame", [Seat("red"), Seat("blue")], 7, {"target": 30}, "standard")
    await _settle(pilot)
    return pilot.app.screen


async def open_shell_replay(pilot: Any, tmp: Path) -> Screen:
    pilot.app.open_save(dice_save(tmp), replay=True)
    await _settle(pilot)
    return pilot.app.screen


async def open_shell_end(pilot: Any, tmp: Path) -> Screen:
    pilot.app.open_save(dice_save(tmp, over=True))  # a finished game opens on its end
    await _settle(pilot)
    assert _name(pilot.app.screen) == "ShellEndScreen"
    return pilot.app.screen


async def open_shell_text(pilot: Any, tmp: Path) -> Screen:
    from hellenica_tui.tui.screens.shell_text import ShellTextScreen

    text = "\n".join(f"line {n}" for n in range(200))
    pilot.app.push_screen(ShellTextScreen("Help", text), lambda _: setattr(pilot.app, "dismissed", True))
    await _settle(pilot)
    return pilot.app.screen


async def open_settings_form(pilot: Any, tmp: Path) -> Screen:
    pilot.app.new_game_form("dicegame")
    await _settle(pilot)
    return pilot.app.screen


async def open_epireia(pilot: Any, tmp: Path) -> Screen:
    """A new game of Epireia, two people at one keyboard, in its development phase
    (the picks made through the prompt)."""
    from hellenica_tui.engine.ruleset import Seat

    pilot.app.start_any("epireia", [Seat("first"), Seat("second")], 7, {}, "standard")
    await _settle(pilot)
    screen = pilot.app.screen
    for text in ("city athens", "city sparta", "admin archon", "admin polemarch"):
        screen.submit(text)
    for text in ("figure pericles", "figure leonidas"):
        screen.submit(text)
        await _settle(pilot)
        if pilot.app.screen is not screen:  # handed to the next person
            await pilot.press("enter")
            await _settle(pilot)
    assert screen.session.state.phase == "development"
    return screen


async def open_hellas(pilot: Any, tmp: Path) -> Screen:
    """A new game of Hellas, Light and Dark at one keyboard, the first tile to lay."""
    from tests.tui.games.hellas.saves import hellas_save

    pilot.app.open_save(hellas_save(tmp))
    await _settle(pilot)
    return pilot.app.screen


async def open_choice_dialog(pilot: Any, tmp: Path) -> Screen:
    """Hellas's list of every command legal now."""
    await open_hellas(pilot, tmp)
    await pilot.press("c")
    await _settle(pilot)
    assert _name(pilot.app.screen) == "ChoiceDialog"
    return pilot.app.screen


async def open_war(pilot: Any, tmp: Path) -> Screen:
    from tests.tui.games.war.war_keys import open_war as opened

    return await opened(pilot, tmp)


OPENERS: dict[str, Callable[[Any, Path], Awaitable[Screen]]] = {
    "ChoiceDialog": open_choice_dialog,
    "ShellScreen": open_shell,
    "ShellReplayScreen": open_shell_replay,
    "ShellEndScreen": open_shell_end,
    "ShellTextScreen": open_shell_text,
    "SettingsFormScreen": open_settings_form,
}


# -- what each key must do ----------------------------------------------------------------


async def _opens(pilot: Any, press: Callable[[], Awaitable[None]], name: str) -> None:
    await press()
    await _settle(pilot)
    assert _name(pilot.app.screen) == name


@checks("ShellScreen", "focus_prompt")
async def _prompt(pilot, screen, press):
    screen.query_one("#shell-board").focus()
    await press()
    assert _name(pilot.app.focused) == "CommandPrompt"


@checks("ShellScreen", "focus_board")
async def _board(pilot, screen, press):
    screen.query_one("#prompt").focus()
    await press()
    assert pilot.app.focused is screen.query_one("#shell-board")


@checks("ShellScreen", "pane('log')")
async def _log_pane(pilot, screen, press):
    switcher = screen.query_one(ContentSwitcher)
    switcher.current = "hands"
    await press()
    assert switcher.current == "log"


@checks("ShellScreen", "undo")
async def _undo(pilot, screen, press):
    screen.submit("bet 1")
    await press()
    assert screen.log_lines[-1] == "Taken back: Red: bet 1" and screen.session.game.log == []


@checks("ShellScreen", "redo")
async def _redo(pilot, screen, press):
    screen.submit("bet 2")
    screen.action_undo()
    await press()
    assert screen.log_lines[-2:] == ["Red: bet 2", "  Red bets 2."]


@checks("ShellScreen", "save_as")
async def _save_as(pilot, screen, press):
    await _opens(pilot, press, "SaveAsScreen")


@checks("ShellScreen", "help")
async def _help(pilot, screen, press):
    await _opens(pilot, press, "ShellTextScreen")
    assert "Undo" in pilot.app.screen.query_one("#shell-text", HangingText).text.plain


@checks("ShellScreen", "reference")
async def _reference(pilot, screen, press):
    await _opens(pilot, press, "ShellTextScreen")
    assert "double one" in pilot.app.screen.query_one("#shell-text", HangingText).text.plain


@checks("ShellScreen", "replay")  # a game under way is not replayed from its screen
async def _replay_too_soon(pilot, screen, press):
    await press()
    assert pilot.app.screen is screen and "once it is over" in _hint(screen)


@checks("ShellScreen", "app.back")
@checks("ShellReplayScreen", "leave")
@checks("ShellEndScreen", "title")
@checks("SettingsFormScreen", "app.back")
async def _title(pilot, screen, press):
    await _opens(pilot, press, "TitleScreen")


@checks("SettingsFormScreen", "start")
async def _start(pilot, screen, press):
    await _opens(pilot, press, "ShellScreen")
    assert pilot.app.screen.session.players == ["red", "blue"]


@checks("ShellReplayScreen", "step(1)", "step(-1)", "seek(0)", "seek(-1)")
async def _step(pilot, screen, press):
    cursor = screen.cursor
    cursor.seek_command(1)
    screen.refresh_view()
    await press()
    action = press.action  # type: ignore[attr-defined]
    wanted = {"step(1)": 2, "step(-1)": 0, "seek(0)": 0, "seek(-1)": len(screen.session.game.log)}[action]
    assert cursor.command == wanted
    assert f"command {wanted} of" in str(screen.query_one("#status", Static).render())


@checks("ShellTextScreen", "close")
async def _close(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen and pilot.app.dismissed is True


@checks("ShellTextScreen", "scroll(1)", "scroll(-1)")
async def _scroll(pilot, screen, press):
    await scrolls_as_asked(pilot, screen.query_one("#shell-text-box"), press, 20)


@checks("ShellMap", "move('up')", "move('down')", "move('left')", "move('right')")
async def _map_move(pilot, screen, press):
    """On Hellas's map, from the Dolphin (a spot on every side): the cursor moves, and
    the tile drawn follows it onto the spot."""
    from hellenica_tui.tui.games.hellas.placing import placing

    view = screen.map
    view.move_to("0,0")
    await _settle(pilot)
    await press()
    await _settle(pilot)
    p = placing(screen.session)
    assert view.cursor != "0,0" and view.cursor == f"{p.cursor[0]},{p.cursor[1]}"
    assert view.board.previews == {view.cursor: p.turn}


@checks("ShellMap", "select")
async def _map_select(pilot, screen, press):
    """Enter on the map: the tile drawn is laid where the cursor is (at its turn)."""
    from hellenica_tui.tui.games.hellas.placing import placing

    p = placing(screen.session)
    assert screen.map.cursor == f"{p.cursor[0]},{p.cursor[1]}" and p.fits()
    wanted = f"place {p.cursor[0]},{p.cursor[1]} turn {p.turn}"
    await press()
    await _settle(pilot)
    game = screen.session.game
    assert len(game.log) == 1 and game.text(game.log[0]) == wanted


@checks("ShellMap", "toggle_compact")
async def _map_compact(pilot, screen, press):
    before = screen.map.compact
    await press()
    assert screen.map.compact != before


@checks("ShellEndScreen", "close")
async def _back_to_the_game(pilot, screen, press):
    await _opens(pilot, press, "ShellScreen")


@checks("ChoiceDialog", "close")
async def _choice_closed(pilot, screen, press):
    await _opens(pilot, press, "ShellScreen")
    assert pilot.app.screen.session.game.log == []  # nothing chosen, nothing given


@checks("ShellScreen", "rule")
async def _rule(pilot, screen, press):
    await press()
    assert pilot.app.screen is screen and "No rule was refused" in _hint(screen)


@checks("ShellEndScreen", "replay")
async def _end_replay(pilot, screen, press):
    await _opens(pilot, press, "ShellReplayScreen")


# -- each game UI's own keys ---------------------------------------------------------------


async def press_game_keys(ident: str, tmp: Path) -> int:
    """Press each of the keys game `ident`'s UI binds on the shell, on a new game of it:
    a pane's key shows that pane; a command's key gives its command when legal, else
    says why not in one line. How many keys were pressed."""
    from hellenica_tui.tui.app import HellenicaApp
    from hellenica_tui.tui.games import game_ui

    ui = game_ui(ident)
    pressed = 0
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await GAME_OPENERS[ident](pilot, tmp) if ident in GAME_OPENERS else None
        assert screen is not None and _name(screen) == "ShellScreen", f"{ident}: a game of it on the shell"
        footer = {b.binding.key for b in screen.active_bindings.values() if b.binding.show}
        for pane in ui.panes():
            await pilot.press(pane.key)
            assert screen.query_one(ContentSwitcher).current == pane.id, f"{ident}: key {pane.key}"
            pressed += 1
        for key in ui.key_bindings():
            assert key.show or key.key not in footer, f"{ident}: key {key.key} kept out of the footer"
            if key.kind != "command":  # it changes what is shown, or types into the prompt
                before = _shown(screen)
                await pilot.press(key.key)
                await _settle(pilot)
                assert pilot.app.screen is not screen or _shown(screen) != before, f"{ident}: key {key.key} does something"
                await _back_to(pilot, screen)  # a dialog it opened: left as it came
                if key.kind == "type":
                    typed = screen.query_one("#prompt").value
                    assert typed or key.refused in _hint(screen), f"{ident}: key {key.key} types a command"
                    screen.query_one("#prompt").value = ""
                    screen.action_focus_board()
                pressed += 1
                continue
            command = key.command(screen.session)
            before = len(screen.session.game.log)
            await pilot.press(key.key)
            await _settle(pilot)
            if command is None:
                assert key.refused in _hint(screen), f"{ident}: key {key.key} refused in one line"
            elif command == "":  # a key of the screen alone: the game is as it was
                assert len(screen.session.game.log) == before, f"{ident}: key {key.key} gives nothing"
            else:
                game = screen.session.game
                given = len(game.log) == before + 1 and game.text(game.log[-1]) == command
                assert given or screen.session.is_over(), f"{ident}: key {key.key} gives {command}"
            pressed += 1
            await _back_to(pilot, screen)
    return pressed


def _shown(screen: Any) -> tuple[str, str, Any, int]:
    """What a key of the screen alone may change: the hint, the board drawn, its map, the log."""
    board = str(screen.query_one("#board-text").render())
    shown = screen.map.board if screen.map is not None else None
    cells = (shown.cursor, shown.highlights, shown.previews, [c.overlay for c in shown.cells.values()]) if shown else None
    return _hint(screen), board, cells, len(screen.session.game.log)


async def _back_to(pilot: Any, screen: Any) -> None:
    """Back on the game's screen past a dialog, the hand-off to the next person, the end."""
    while pilot.app.screen is not screen:
        await pilot.press("enter" if _name(pilot.app.screen) == "HandOffScreen" else "escape")
        await _settle(pilot)


# A game of each UI on the shell, for its own keys.
GAME_OPENERS: dict[str, Callable[[Any, Path], Awaitable[Screen]]] = {
    "dicegame": open_shell, "epireia": open_epireia, "hellas": open_hellas, "war": open_war,
}
