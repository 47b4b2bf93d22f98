"""The War screen's dialogs for the every-binding test (test_every_binding): how each
is opened, and what its keys must do; and how a War game is opened on the shell for
the game keys' test (shell_keys.press_game_keys)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from textual.screen import Screen

from tests.tui.shell_keys import _settle, checks  # one registry of key checks for the every-binding test


async def open_war(pilot: Any, tmp: Path) -> Screen:
    """A War game of two people at one keyboard, the homes chosen: Beta of Thebes to act."""
    from tests.tui.games.war.positions import war_save

    pilot.app.ai_speed = "instant"
    pilot.app.open_save(war_save(tmp))
    await _settle(pilot)
    return pilot.app.screen


def _pushed(make: Callable[[], Screen]) -> Callable[[Any, Path], Awaitable[Screen]]:
    async def opener(pilot: Any, tmp: Path) -> Screen:
        pilot.app.push_screen(make(), lambda result: setattr(pilot.app, "dismissed", result or "closed"))
        await _settle(pilot)
        return pilot.app.screen

    return opener


def _text() -> Screen:
    from hellenica_tui.tui.games.war.dialogs import TextDialog

    return TextDialog("The land battle at G8", "Attacker: dice 7 3\n" * 30)


async def open_battle(pilot: Any, tmp: Path) -> Screen:
    """Alpha's three armies next to a lone army of Beta's, in Alpha's land battle phase:
    the attack dialog at G8."""
    from hellenica_tui.tui.games.war.battles import attack_dialog
    from tests.tui.games.war.positions import face_to_face

    screen = await open_war(pilot, tmp)
    session = screen.session
    state = session.state
    face_to_face(state, "beta", "alpha", at="G8", near="F7")
    state.phase = "land"
    dialog = attack_dialog(session, "G8")
    assert not isinstance(dialog, str), dialog
    pilot.app.push_screen(dialog, lambda result: setattr(pilot.app, "dismissed", result or "closed"))
    await _settle(pilot)
    return pilot.app.screen


OPENERS: dict[str, Callable[[Any, Path], Awaitable[Screen]]] = {
    "TextDialog": _pushed(_text),
    "BattleDialog": open_battle,
}


@checks("TextDialog", "close")
async def _close(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen and pilot.app.dismissed == "closed"
