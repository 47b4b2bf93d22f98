"""Screens bound to one seat each, on one save: each shows its seat's view alone,
gives its seat's commands, never hands the screen over, and shows what the
other seats do as they do it."""

from __future__ import annotations

import os

import pytest

from hellenica_tui.engine.errors import RequestError, UndoBlocked
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp, run
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from tests.tui.waiting import until


def new_save(tmp_path, people=("athens", "sparta"), ai=()) -> str:
    path = str(tmp_path / "table.hsav")
    seats = [Seat(p) for p in people] + [Seat(a, "ai", "rulebook") for a in ai]
    Game.new(RULESET, "classic", seats, 5, {}, path=path)
    return path


def seat_app(path: str, seat: str) -> HellenicaApp:
    app = HellenicaApp(load=path, seat=seat, ai_speed="instant")
    app.opened = GameSession.load(path, seat)
    return app


async def give(pilot, text: str) -> None:
    await pilot.press("colon")
    pilot.app.screen.query_one(CommandPrompt).value = text
    await pilot.press("enter")
    await pilot.pause()


def test_a_seat_is_named_by_a_unique_prefix_and_only_a_persons(tmp_path):
    path = new_save(tmp_path, ai=("thebes",))
    assert GameSession.load(path, "SPA").viewer == "sparta"
    with pytest.raises(RequestError, match="played by the AI"):
        GameSession.load(path, "thebes")
    with pytest.raises(RequestError, match="no single seat"):
        GameSession.load(path, "corinth")


def test_a_seat_bound_session_always_shows_its_seat_and_gives_its_commands(tmp_path):
    path = new_save(tmp_path)
    sparta = GameSession.load(path, "sparta")
    athens = GameSession.load(path, "athens")
    assert sparta.viewer == "sparta" and athens.viewer == "athens"
    first = sorted(c for c in athens.suggestions() if c.startswith("patron"))[0]
    athens.submit(first)
    assert athens.game.log[-1].player == "athens"
    assert sparta.game.sync()
    assert sparta.viewer == "sparta"  # Athens acted: the Sparta screen still shows Sparta
    assert not any(c.startswith("patron") and c == first for c in athens.suggestions())


async def test_two_seat_screens_on_one_save_see_each_others_commands_without_a_handoff(tmp_path):
    path = new_save(tmp_path)
    athens, sparta = seat_app(path, "athens"), seat_app(path, "sparta")
    async with athens.run_test(size=(100, 30)) as pa, sparta.run_test(size=(100, 30)) as ps:
        a_screen, s_screen = athens.screen, sparta.screen
        assert isinstance(a_screen, GameScreen) and isinstance(s_screen, GameScreen)
        command = sorted(c for c in a_screen.session.suggestions() if c.startswith("patron"))[0]
        await give(pa, command)
        assert athens.screen is a_screen  # no hand-off: Sparta plays from its own screen
        await until(ps, lambda: f"Athens: {command}" in "\n".join(s_screen.log_lines), 5)
        assert s_screen.session.viewer == "sparta"
        # Sparta's command, given on its own screen, reaches Athens's.
        s_command = sorted(c for c in s_screen.session.suggestions() if c.startswith("patron"))[0]
        await give(ps, s_command)
        await until(pa, lambda: f"Sparta: {s_command}" in "\n".join(a_screen.log_lines), 5)
        assert sparta.screen is not None and a_screen.session.viewer == "athens"


async def test_a_seat_screen_leaves_the_program_rather_than_open_the_title(tmp_path):
    path = new_save(tmp_path)
    app = seat_app(path, "athens")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("ctrl+w")
        await pilot.pause()
        assert app.return_code == 0
    assert not any(type(s).__name__ == "TitleScreen" for s in app.screen_stack)


def test_seat_without_a_save_or_of_an_ai_is_one_line_and_status_2(tmp_path, capsys):
    path = new_save(tmp_path, ai=("thebes",))
    with pytest.raises(SystemExit) as exited:
        run(["--seat", "athens"])
    assert exited.value.code == 2
    assert "--seat needs --load" in capsys.readouterr().err
    assert run(["--load", path, "--seat", "thebes"]) == 2
    assert capsys.readouterr().err.strip() == "hellenica: thebes is played by the AI (seats for people: athens, sparta)"


def test_the_ai_seats_are_played_by_one_host_and_the_shell_leaves_them_to_it(tmp_path, capsys):
    from hellenica_tui.cli import main

    path = new_save(tmp_path, ai=("thebes",))
    athens, sparta = GameSession.load(path, "athens"), GameSession.load(path, "sparta")
    assert athens.hosts() and not sparta.hosts()
    for session in (athens, sparta):
        session.game.sync()
        session.submit(sorted(c for c in session.suggestions() if c.startswith("patron"))[0])
    athens.game.sync()
    assert sparta.ai_acting() is None  # Thebes must act, but Athens's program plays it
    assert athens.ai_acting() == "thebes"
    assert main(["advance", path]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"0 AI commands: process {os.getpid()} ") and "plays the AI seats" in out
    athens.close()  # the host leaves: the next to look takes the AI seats over
    assert sparta.ai_acting() == "thebes"
    sparta.close()


def test_a_seat_cannot_take_back_what_another_seat_has_seen_and_is_told_who_acted_first(tmp_path):
    path = new_save(tmp_path)
    athens, sparta = GameSession.load(path, "athens"), GameSession.load(path, "sparta")
    command = sorted(c for c in athens.suggestions() if c.startswith("patron"))[0]
    athens.submit(command)
    sparta.game.sync()  # Sparta's screen looked: it has seen Athens's patron
    with pytest.raises(UndoBlocked, match=rf"^Sparta has already seen '{command}'; it stands\.$"):
        athens.undo()
    assert athens.undo_blocked() == f"Sparta has already seen '{command}'; it stands."



def seats_text(screen) -> str:
    from textual.widgets import Static

    return str(screen.query_one("#seats", Static).render())


async def test_the_seat_line_rings_and_says_when_your_turn_begins_and_talk_reaches_every_seat(tmp_path):
    path = new_save(tmp_path)
    athens, sparta = seat_app(path, "athens"), seat_app(path, "sparta")
    rings: list[str] = []
    athens.bell = lambda: rings.append("athens")  # type: ignore[method-assign]
    sparta.bell = lambda: rings.append("sparta")  # type: ignore[method-assign]
    async with athens.run_test(size=(100, 30)) as pa, sparta.run_test(size=(100, 30)) as ps:
        a_screen, s_screen = athens.screen, sparta.screen
        assert seats_text(a_screen).strip() == "▶ YOUR TURN, Athens · also to act: Sparta"
        assert a_screen.query_one("#seats").has_class("-your-turn")
        await give(pa, sorted(c for c in a_screen.session.suggestions() if c.startswith("patron"))[0])
        assert seats_text(a_screen).strip() == "You wait for Sparta"
        assert not a_screen.query_one("#seats").has_class("-your-turn")
        # Talk: said on Sparta's screen, read on Athens's, the game's hash unchanged.
        before = a_screen.session.game.ruleset.state_hash(a_screen.session.state)
        await give(ps, "say Well played, Athens")
        await until(pa, lambda: "Sparta says: Well played, Athens" in "\n".join(a_screen.log_lines), 5)
        assert a_screen.session.game.ruleset.state_hash(a_screen.session.state) == before
        assert rings == []
        # Sparta's patron ends the phase: both choose their Ethos cards now. Athens's turn
        # begins (its bell rings once); Sparta's goes on (no ring).
        await give(ps, sorted(c for c in s_screen.session.suggestions() if c.startswith("patron"))[0])
        await until(pa, lambda: rings == ["athens"], 5)
        assert seats_text(a_screen).strip().startswith("▶ YOUR TURN, Athens")
        await pa.pause(0.3)
        assert rings == ["athens"]


async def test_a_change_told_while_the_app_ends_is_not_followed(tmp_path):
    """A save watcher's thread may tell a screen of a change while its app is ending
    and its widgets are being taken down: the screen leaves the save alone then."""
    path = new_save(tmp_path)
    app = seat_app(path, "sparta")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        looked: list[int] = []
        look = screen.table.look
        screen.table.look = lambda: looked.append(1) or look()  # type: ignore[method-assign]
        screen._follow()
        assert looked == [1]
        app.exit()
        screen._follow()
        assert looked == [1]
