"""The secret choices are made in dialogs no other person sees."""

import random
from itertools import permutations

from textual.widgets import Input, OptionList, SelectionList, Static

from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.games.hellenica.secret import BidDialog, EthosDialog, QuestionDialog
from hellenica_tui.tui.screens.handoff import HandOffScreen
from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.prompt import CommandPrompt


def everything_shown(app) -> str:
    """Every text the screens hold: what the next person could see or call up."""
    texts = []
    for screen in app.screen_stack:
        for widget in screen.query(Static):
            texts.append(str(widget.render()))
        for prompt in screen.query(CommandPrompt):
            texts += [prompt.value, *prompt.history]
        if isinstance(screen, GameScreen):
            texts += screen.log_lines
    return "\n".join(texts)


async def past_patrons(pilot) -> GameScreen:
    """Both people choose a patron; Athens then holds the keyboard for the Ethos phase."""
    app = pilot.app
    app.start_game(["athens", "sparta"], 5, {})
    await pilot.pause()
    game = app.screen
    game.query_one(CommandPrompt).focus()  # as after typing the patron
    for _ in range(2):
        game._submit(game.session.suggestions()[0], private=False)
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        await pilot.press("enter")
        await pilot.pause()
    return game


async def opened(pilot, session: GameSession):
    """The screen on top once the session's save is opened (its dialog, if one waits),
    past the summary of what happened since the person last acted."""
    from hellenica_tui.tui.games.hellenica.recap import RecapScreen

    pilot.app.open_save(session.game.path)
    await pilot.pause()
    await pilot.pause()
    while isinstance(pilot.app.screen, RecapScreen):
        await pilot.press("enter")
        await pilot.pause()
    return pilot.app.screen


async def test_ethos_cards_are_chosen_in_a_dialog_after_the_hand_off():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await past_patrons(pilot)
        dialog = app.screen
        assert isinstance(dialog, EthosDialog) and dialog.choice.player == "athens"
        hand = game.session.state.players["athens"].ethos_hand
        assert [c.id for c in dialog.choice.cards] == list(dict.fromkeys(hand))
        # Keyboard only: tick the first card, check that one alone is refused, tick the second.
        await pilot.press("space", "k")
        await pilot.pause()
        assert "Tick exactly 2 cards (1 ticked)" in str(dialog.query_one("#secret-error", Static).render())
        await pilot.press("down", "space", "k")
        await pilot.pause()
        kept = sorted(c.id for c in dialog.choice.cards[:2])
        assert sorted(game.session.state.players["athens"].ethos) == kept
        # Sparta is next: the hand-off comes first, then Sparta's own dialog.
        assert isinstance(app.screen, HandOffScreen)
        assert "keep" not in " ".join(game.query_one(CommandPrompt).history)
        await pilot.press("enter")
        await pilot.pause()
        sparta = app.screen
        assert isinstance(sparta, EthosDialog) and sparta.choice.player == "sparta"
        sparta_hand = game.session.state.players["sparta"].ethos_hand
        assert [c.id for c in sparta.choice.cards] == list(dict.fromkeys(sparta_hand))
        # Nothing Sparta can see or call up names a card only Athens holds.
        content = game.session.content
        secret = [c for c in kept if c not in sparta_hand]
        assert secret  # this seed deals Athens a card Sparta lacks
        shown = everything_shown(app)
        assert not any(content.objectives[c].name in shown or c in shown for c in secret)
        assert "keep " + " ".join(kept) not in shown


async def test_the_ethos_dialog_may_be_put_aside_and_reopened_or_redraw():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await past_patrons(pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game
        assert "c opens it again" in str(game.query_one("#hint", Static).render())
        assert isinstance(app.focused, HexMap)  # so 'c' is the key, not a letter in the prompt
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, EthosDialog)
        favor = game.session.state.players["athens"].favor
        await pilot.press("r")  # turn 1: a redraw costs 1 Favor
        await pilot.pause()
        assert game.session.state.players["athens"].favor == favor - 1
        assert "athens" not in game.session.state.pending


async def test_an_ai_never_gets_a_dialog():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(["athens", "sparta"], 5, {}, ["athens", "sparta"])
        await pilot.pause()
        game = app.screen
        for _ in range(40):
            await pilot.pause(0.1)
            assert not isinstance(app.screen, (EthosDialog, BidDialog))
            if game.session.state.phase not in ("patron", "ethos"):
                break
        assert game.session.state.phase not in ("patron", "ethos")  # the AIs chose by themselves


def bidding_game() -> GameSession:
    """Two people who supply movement whenever they can, until a world event is bid on."""
    session = GameSession.new(["athens", "sparta"], 1)
    rng = random.Random(1)
    for _ in range(300):
        legal = session.suggestions()
        if any(c.startswith("offer") for c in legal):
            return session
        moves = [c for c in legal if c.startswith(("supply movement", "move", "done"))]
        session.submit(rng.choice(moves) if moves and rng.random() < 0.8 else rng.choice(legal))
    raise AssertionError("no world event came up")


async def test_a_bid_is_entered_in_a_dialog_checked_against_the_favor_held():
    session = bidding_game()
    bidder = session.viewer
    favor = session.state.players[bidder].favor
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await opened(pilot, session)
        assert isinstance(dialog, BidDialog) and dialog.choice.most == favor
        text = " ".join(str(w.render()) for w in dialog.query(Static))
        assert f"You hold {favor} Favor" in text and dialog.choice.event.name in text
        error = dialog.query_one("#secret-error", Static)
        for key in str(favor + 1):
            await pilot.press(key)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is dialog and "more than" in str(error.render())
        dialog.query_one(Input).value = ""
        await pilot.press("1", "enter")
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        other = game.session.viewer
        assert other != bidder
        assert game.session.state.world.bids.get(bidder) == 1
        assert isinstance(app.screen, HandOffScreen)  # the next bidder takes the keyboard first
        assert "offer 1" not in everything_shown(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, BidDialog) and app.screen.choice.player == other
        assert "offer 1" not in everything_shown(app)  # the sealed bid stays sealed


def test_a_hand_of_one_card_leaves_only_the_redraw():
    from hellenica_tui.tui.secret_choices import EthosChoice, secret_choice

    session = GameSession.new(["athens", "sparta"], 5)
    for _ in range(2):
        session.submit(session.suggestions()[0])
    assert session.viewer == "athens" and session.state.phase == "ethos"
    session.state.players["athens"].ethos_hand = ["piety"] * 4  # three copies exist; a made-up hand
    choice = secret_choice(session)
    assert isinstance(choice, EthosChoice)
    assert choice.pairs == frozenset() and choice.redraw_cost == 1 and [c.id for c in choice.cards] == ["piety"]


def oracle_game() -> GameSession:
    """Two people; Sparta takes Apollo as patron and calls on the Oracle at once."""
    session = GameSession.new(["athens", "sparta"], 5)
    while session.state.choice is None:
        legal = session.suggestions()
        session.submit(next((c for c in legal if c in ("patron apollo", "invoke apollo_oracle")), legal[0]))
    assert session.state.choice.secret and session.viewer == "sparta"
    return session


async def test_a_secret_question_is_answered_in_a_dialog():
    session = oracle_game()
    top = list(reversed(session.state.world_deck[-3:]))
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await opened(pilot, session)
        assert isinstance(dialog, QuestionDialog) and dialog.choice.player == "sparta"
        answers = dialog.choice.answers
        assert len(answers) == 6 and {a.value for a in answers} == {",".join(o) for o in permutations(top)}
        names = {e.id: e.name for e in session.content.world_events}
        shown = str(dialog.query_one(OptionList).get_option_at_index(1).prompt)
        assert shown == ", then ".join(names[c] for c in answers[1].value.split(","))
        text = dialog.query_one("#answer-text", Static)
        assert text.size.height >= 3  # the first answer's three cards in full, from the start
        assert all(names[c] in str(text.render()) for c in answers[0].value.split(","))
        await pilot.press("down")
        await pilot.pause()
        detail = str(dialog.query_one("#answer-text", Static).render())
        assert names[answers[1].value.split(",")[0]] in detail
        await pilot.press("enter")
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        chosen = answers[1].value.split(",")
        assert list(reversed(game.session.state.world_deck[-3:])) == chosen
        assert game.session.state.choice is None and not isinstance(app.screen, QuestionDialog)
        assert answers[1].value not in everything_shown(app)  # nor in the prompt's history


def test_strategic_shift_offers_pairs_of_ethos_objectives_by_name():
    from hellenica_tui.tui.secret_choices import QuestionChoice, secret_choice

    session = oracle_game()
    state = session.state
    state.choice.prompt, state.choice.options = "which Ethos objectives do you keep?", ["arete+devotion", "devotion+piety"]
    choice = secret_choice(session)
    assert isinstance(choice, QuestionChoice)
    objectives = session.content.objectives
    assert [[c.name for c in a.cards] for a in choice.answers] == [
        [objectives["arete"].name, objectives["devotion"].name], [objectives["devotion"].name, objectives["piety"].name]
    ]
    assert all(a.joined == "+" for a in choice.answers)


async def test_keys_that_arrive_together_tick_the_cards_they_were_on():
    """A terminal may hand over several keys at once: the list has moved on before
    the first tick is handled, yet each tick lands on the card it was meant for."""
    from textual import events

    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await past_patrons(pilot)
        dialog = app.screen
        assert isinstance(dialog, EthosDialog)
        for key, character in (("space", " "), ("down", None), ("space", " ")):
            app.post_message(events.Key(key, character))
        await pilot.pause()
        cards = [c.id for c in dialog.choice.cards]
        assert sorted(dialog.query_one(SelectionList).selected) == sorted(cards[:2])
        for key, character in (("up", None), ("space", " "), ("k", "k")):  # untick the first, keep at once
            app.post_message(events.Key(key, character))
        await pilot.pause()
        assert app.screen is dialog and "(1 ticked)" in str(dialog.query_one("#secret-error", Static).render())


def test_a_refused_undo_is_told_as_the_person_at_the_keyboard_may_read_it():
    """Hot seat: the last person who played takes back, but the person holding
    the keyboard reads why not, so the commands named are told for their eyes."""
    session = GameSession.new(["athens", "sparta"], 5)
    for _ in range(2):  # both patrons; Sparta's reveals Ethos cards, which no undo crosses
        session.submit(session.suggestions()[0])
    assert session.viewer == "athens" and session.game.log[-1].player == "sparta"
    session.game.public_text = lambda group, viewer: f"<{group.player}'s command for {viewer}'s eyes>"
    reason = session.undo_blocked()
    assert "<sparta's command for athens's eyes>" in reason
    assert reason.startswith("Sparta's ")  # the city-state's name, not its id


async def test_a_dialog_closed_before_it_is_drawn_leaves_no_error():
    """Leaving the game just as a dialog opens (a player quick on Escape, a load
    that moves on at once) must not trip over widgets that never came."""
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await past_patrons(pilot)
        assert isinstance(app.screen, EthosDialog)
        app.pop_screen()
        await pilot.pause()
        game.action_secret()  # 'c' opens it again
        assert isinstance(app.screen, EthosDialog)
        app.pop_screen()  # at once, before the dialog is mounted
        await pilot.pause()
        assert app.screen is game and app.is_running


def test_an_undo_refusal_for_no_one_named_tells_only_what_all_may_know():
    """`hellenica undo` without --as (like `show --legal` without it) speaks to the
    whole table; naming the player tells it as that player sees it."""
    session = GameSession.new(["athens", "sparta"], 5)
    for _ in range(2):
        session.submit(session.suggestions()[0])
    session.game.public_text = lambda group, viewer: f"<for {viewer}'s eyes>"
    assert "<for None's eyes>" in session.game.undo_blocked_reason()
    assert "<for sparta's eyes>" in session.game.undo_blocked_reason("sparta")
