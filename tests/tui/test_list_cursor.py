"""Where the keyboard is in a list reads without colour: the highlighted row of
any option list with the focus (the title's menu, the game picker, the saves) is
bold and underlined, not only of another background."""

from textual.widgets import OptionList

from hellenica_tui.tui.app import HellenicaApp


async def test_the_highlighted_row_of_a_focused_list_is_underlined(every_game):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one("#menu", OptionList)
        assert menu.has_focus
        style = menu.get_component_rich_style("option-list--option-highlighted")
        assert style.underline and style.bold
        await pilot.press("n")  # the game picker: a list of another screen
        await pilot.pause()
        assert type(app.screen).__name__ == "GamePickerScreen"
        picker = app.screen.query_one(OptionList)
        assert picker.has_focus and picker.get_component_rich_style("option-list--option-highlighted").underline


async def test_a_heading_in_a_list_is_not_drawn_as_the_highlighted_row(monkeypatch):
    """The area's commands and the card reference group their rows under headings: a
    heading is italic, never underlined like the row the keyboard is on."""
    from hellenica_tui.tui.games.hellenica.area_commands import AreaCommandsScreen

    monkeypatch.setenv("NO_COLOR", "1")
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(AreaCommandsScreen("Athens", [], groups=[("Questions", [("choose sparta", "free")])]))
        await pilot.pause()
        options = app.screen.query_one(OptionList)
        heading = options.get_option_at_index(0)
        assert heading.disabled and "Questions" in str(heading.prompt)
        style = heading.prompt.style  # type: ignore[union-attr]
        assert "italic" in str(style) and "underline" not in str(style)
        assert options.get_component_rich_style("option-list--option-highlighted").underline
