"""Enter on a map area lists the commands there with their costs; a question
waiting for the player is shown whole, wrapped, with the names `choose` takes."""

from __future__ import annotations

from textual.widgets import OptionList, Static

from hellenica_tui.games.hellenica.core.state import Choice
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.area_commands import AreaCommandsScreen
from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.prompt import CommandPrompt


def to_the_first_action(session: GameSession) -> None:
    """Patrons, Ethos cards, the Favorite, a first invocation window: until a city-state
    may take its first action."""
    while "pass" not in session.suggestions():
        legal = session.suggestions()
        session.submit("quiet" if "quiet" in legal else legal[0])


async def test_enter_on_an_area_lists_its_commands_with_costs_and_gives_none(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    session = GameSession.new(["athens", "sparta"], 5)
    to_the_first_action(session)
    player = session.viewer
    home = session.content.city_states[player].home
    for size in ((80, 24), (120, 40)):
        app = HellenicaApp()
        async with app.run_test(size=size) as pilot:
            app._show_game(GameSession.load(session.game.path))
            await pilot.pause()
            screen = app.screen
            count = len(screen.session.game.log)
            hexmap = screen.query_one(HexMap)
            hexmap.move_to(home)
            hexmap.focus()
            await pilot.press("enter")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, AreaCommandsScreen)
            listed = dialog.commands
            # A long list comes split by verb: 'build ...' groups the builds, with their count.
            commands = [(t, c) for t, c in listed if not t.endswith(" ...")]
            assert commands and all(home in text.split() for text, _ in commands)
            assert any("cube" in cost for _, cost in listed)  # the price of each is told
            shown = str(dialog.query_one(OptionList).get_option_at_index(0).prompt)
            assert listed[0][0] in shown and listed[0][1] in shown
            at = listed.index(commands[0])
            await pilot.press(*["down"] * at, "enter")
            await pilot.pause()
            prompt = screen.query_one(CommandPrompt)
            assert app.screen is screen and prompt.value == commands[0][0] and prompt.has_focus
            assert len(screen.session.game.log) == count  # put in the prompt, not given
    session.close()


async def test_a_question_is_shown_whole_with_the_names_to_type(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    session = GameSession.new(["athens", "sparta"], 5)
    to_the_first_action(session)
    player = session.viewer
    options = ["1:market", "2:academy", "law_code", "mining", "fortification", "architecture", "coinage"]
    session.game.state.choice = Choice(player=player, about="effect", prompt="which of these do you take?",
                                       options=options)
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app._show_game(session)
        await pilot.pause()
        screen = app.screen
        hint = screen.query_one("#hint", Static)
        assert hint.has_class("question")
        text = str(hint.render())
        assert text.startswith("Which of these do you take?") and "Academy" in text and text.endswith("Coinage (choose NAME).")
        assert hint.size.height >= 2  # wrapped at 80 columns, not cut
        await pilot.press("colon", *"pass", "enter")  # not an answer: refused, the question kept in view
        await pilot.pause()
        text = str(hint.render())
        assert hint.has_class("error") and "question" in text.splitlines()[0]
        assert "Which of these do you take?" in text and text.endswith("Coinage (choose NAME).")


def test_a_command_naming_a_city_state_is_not_listed_under_its_home_city(tmp_path):
    """'favorite sparta' names the player, not the area Sparta: Enter on the area
    does not offer it."""
    from hellenica_tui.seat.session import GameSession

    session = GameSession.new(["athens", "sparta"], 5, path=str(tmp_path / "g.hsav"))
    real = session.game.legal_commands
    texts = ["favorite sparta", "favorite athens", "give sparta 1 commerce"]
    commands = [session.game.ruleset.parse(t, session.state, "athens") for t in texts]
    session.game.legal_commands = lambda player: [*commands, *real(player)]  # as at a tie for most Favor
    assert [t for t, _ in session.commands_here("sparta") if t.startswith("favorite")] == []
    assert [t for t, _ in session.commands_here("athens") if t.startswith("favorite")] == []
    assert [t for t, _ in session.commands_here("sparta") if t.startswith("give")] == []  # an offer to Sparta


async def test_a_long_command_in_the_area_list_goes_on_under_itself():
    from hellenica_tui.tui.app import HellenicaApp

    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        long = "a supply cube, exhausts the Market of Athens, and then some more words to wrap"
        app.push_screen(AreaCommandsScreen("Athens", [("supply movement athens from athens", long), ("pass", "free")]))
        await pilot.pause()
        options = app.screen.query_one("#area-commands")
        lines = ["".join(segment.text for segment in options.render_line(y)).rstrip() for y in range(3)]
        assert lines[0].startswith("supply movement athens") and lines[1].startswith("  ") and lines[1].strip()
        assert lines[2].startswith("pass")  # the next entry at the margin
