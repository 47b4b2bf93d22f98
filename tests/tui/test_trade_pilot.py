"""A trade on screen: the offer typed at the prompt, the screen handed to the
player it is made to, who sees it in words and answers at the prompt."""

from __future__ import annotations

from textual.widgets import Static

from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from tests.tui.test_prompt_screen import to_the_first_action


async def test_an_offer_is_typed_handed_over_shown_and_accepted(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    session = GameSession.new(["athens", "sparta"], 5)
    to_the_first_action(session)
    sender = session.viewer
    other = "sparta" if sender == "athens" else "athens"
    session.game.state.players[sender].philosophers = 2
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app._show_game(session)
        await pilot.pause()
        screen = app.screen
        assert f"give {other} 1 philosopher" in screen.session.suggestions()  # a gift is offered
        await pilot.press("colon", *f"give {other} 2 philosophers", "enter")
        await pilot.pause()
        await pilot.press("enter")  # past the hand-off screen: the other player answers
        await pilot.pause()
        assert screen.session.viewer == other
        hint = screen.query_one("#hint", Static)
        text = str(hint.render())
        assert hint.has_class("question")
        assert text == f"{session.name(sender)} offers you a gift of 2 Philosophers. It waits for your answer: accept or decline."
        prompt = screen.query_one(CommandPrompt)
        await pilot.press("colon", "a", "tab")
        assert prompt.value == "accept "
        await pilot.press("enter")
        await pilot.pause()
        log = "\n".join(screen.log_lines)
        assert f"{session.name(other)} accepts your offer." in log  # told to the sender, whose turn it is again
        assert session.game.state.players[other].philosophers >= 2
    session.close()
