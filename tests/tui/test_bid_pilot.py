"""The bid dialog by pointing (tui/games/hellenica/secret.py, BidDialog): + and - (Up
and Down, the buttons) move the bid within the Favor held, what it counts for with
Diplomacy's bonus is shown as it changes, Enter bids, ctrl+n bids 0 and no more."""

from __future__ import annotations

from textual.widgets import Input, Static

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.games.hellenica.recap import RecapScreen
from hellenica_tui.tui.games.hellenica.secret import NO_MORE_BIDS, BidDialog
from hellenica_tui.tui.secret_choices import BidChoice, Card, secret_choice
from tests.tui.test_secret_pilot import bidding_game

DIPLOMACY = (("Diplomacy", 1),)


async def pushed(pilot, bonus=DIPLOMACY, favor=3):
    choice = BidChoice("athens", Card("plague", "Plague", "A plague strikes."), favor, favor, bonus)
    pilot.app.push_screen(BidDialog(choice, "Athens"), lambda answer: setattr(pilot.app, "answer", answer))
    await pilot.pause()
    await pilot.pause()
    return pilot.app.screen


def counts(dialog) -> str:
    return str(dialog.query_one("#bid-counts", Static).render())


async def test_plus_and_minus_move_the_bid_within_the_favor_and_say_what_it_counts_for():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await pushed(pilot)
        box = dialog.query_one("#bid", Input)
        assert box.value == "0" and "A bid of 0 counts 0: Diplomacy +1 only adds to a bid of 1 or more" in counts(dialog)
        await pilot.press("plus")
        await pilot.pause()
        assert box.value == "1" and counts(dialog) == "Your bid of 1 counts 2 (Diplomacy +1); you pay 1."
        await pilot.press("plus", "plus", "plus", "plus")  # never above the Favor held
        await pilot.pause()
        assert box.value == "3"
        await pilot.press("minus")
        await pilot.pause()
        assert box.value == "2" and "counts 3" in counts(dialog)
        await pilot.press("enter")
        await pilot.pause()
        assert app.answer == "offer 2"


async def test_up_and_down_too_and_never_below_zero():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await pushed(pilot, bonus=())
        box = dialog.query_one("#bid", Input)
        await pilot.press("down")
        await pilot.pause()
        assert box.value == "0"
        await pilot.press("up", "up")
        await pilot.pause()
        assert box.value == "2" and counts(dialog) == "Your bid counts 2: no card of yours adds to it."
        await pilot.press("enter")
        await pilot.pause()
        assert app.answer == "offer 2"


async def test_the_buttons_by_mouse():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await pushed(pilot)
        for button in ("#more", "#more", "#less", "#more"):
            await pilot.click(button)
        await pilot.pause()
        assert dialog.query_one("#bid", Input).value == "2"
        assert dialog.query_one("#bid", Input).has_focus  # the keys stay in the box
        await pilot.click("#place")
        await pilot.pause()
        assert app.answer == "offer 2"


async def test_digits_typed_still_bid_and_ctrl_n_bids_no_more():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await pushed(pilot)
        await pilot.press("3")  # the 0 shown is selected: the digit replaces it
        await pilot.pause()
        assert dialog.query_one("#bid", Input).value == "3" and "counts 4" in counts(dialog)
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert app.answer == NO_MORE_BIDS


async def test_a_bidder_with_diplomacy_sees_its_bonus_in_the_game():
    session = bidding_game()
    bidder = session.viewer
    session.state.players[bidder].advancements.append("diplomacy")
    choice = secret_choice(session)
    assert isinstance(choice, BidChoice) and choice.bonus == DIPLOMACY
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app._show_game(session)
        await pilot.pause()
        await pilot.pause()
        while isinstance(app.screen, RecapScreen):
            await pilot.press("enter")
            await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, BidDialog)
        await pilot.press("plus", "enter")
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert game.session.state.world.bids.get(bidder) == 1
