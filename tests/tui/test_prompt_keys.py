"""':' brings the player to the command prompt at once, and never types itself."""

from textual import events
from textual.widgets import ContentSwitcher

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from tests.tui.waiting import until


def keys(app, text: str) -> None:
    """Queue keys all at once, as a fast typist or a paste into the terminal sends them."""
    for char in text:
        name = {":": "colon", " ": "space"}.get(char, char)
        app.post_message(events.Key(name, char))


async def test_keys_typed_right_after_colon_reach_the_prompt_not_the_map():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        screen = app.screen
        assert isinstance(app.focused, HexMap)
        keys(app, ":gab")  # g, a and b are also the map's pane keys
        await pilot.pause()
        prompt = screen.query_one(CommandPrompt)
        assert app.focused is prompt
        assert prompt.value == "gab"
        assert screen.query_one(ContentSwitcher).current == "boards"


async def test_colon_in_the_prompt_types_nothing():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        prompt = app.screen.query_one(CommandPrompt)
        await pilot.press("colon", "p", "a", "colon", "t")
        assert app.focused is prompt
        assert prompt.value == "pat"
        await pilot.press("escape", "colon")  # back to the map and again to the prompt
        assert app.focused is prompt and prompt.value == "pat"


async def test_tabs_that_arrive_together_walk_the_candidates_in_turn():
    from textual.widgets import Static

    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        prompt = app.screen.query_one(CommandPrompt)
        # A loaded machine may take more than one frame to reach the patrons' question.
        await until(pilot, lambda: len(prompt.completion("patron ").words) >= 3)
        words = prompt.completion("patron ").words
        assert len(words) >= 3  # nothing in common: the first Tab shows the first candidate
        keys(app, ":patron ")
        for _ in range(2):
            app.post_message(events.Key("tab", None))
        # Both Tabs, however long a loaded machine takes to handle them, walk two candidates on.
        await until(pilot, lambda: prompt.value.startswith("patron ") and prompt.value[7:] not in ("", words[0]))
        assert prompt.value == "patron " + words[1]
        listed = str(app.screen.query_one("#choices", Static).render())
        assert all(word in listed for word in words)  # the list still offers every candidate
        await pilot.press("tab")
        assert prompt.value == "patron " + words[2]
