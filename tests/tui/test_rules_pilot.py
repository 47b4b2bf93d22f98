"""The rules index (`r` from every screen), a refusal that names its rule
(ctrl+r opens it) and the hints (`H`), as a player meets them."""

from textual.widgets import Input, OptionList, Static

from hellenica_tui.games.hellenica.table.rule_pages import page, pages
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.area_commands import AreaCommandsScreen
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.screens.help import HelpScreen
from hellenica_tui.tui.screens.rules import RulesScreen
from hellenica_tui.tui.screens.title import TitleScreen
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from hellenica_tui.tui.widgets.prompt_box import PromptBox
from tests.tui.waiting import until


def flat(text: str) -> str:
    return " ".join(text.split())


def shown(screen) -> str:
    return flat(str(screen.query_one("#ref-text", Static).render()))


def options(screen, selector: str) -> list[str]:
    listing = screen.query_one(selector, OptionList)
    return [str(listing.get_option_at_index(n).prompt) for n in range(listing.option_count)]


async def new_game(pilot) -> GameScreen:
    await pilot.press("n")
    await pilot.press("ctrl+s")  # Athens and Sparta, both people
    await until(pilot, lambda: isinstance(pilot.app.screen, GameScreen))
    return pilot.app.screen


async def test_r_on_the_title_opens_the_rules_searchable_as_you_type(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        screen = app.screen
        assert isinstance(screen, RulesScreen) and isinstance(app.focused, Input)
        listed = options(screen, "#ref-list")
        assert listed[0] == "Playing" and f">{pages()[0].title}" in listed  # marked without colour
        await pilot.press(*"supply limit")
        await pilot.pause()
        assert [o.lstrip(" >") for o in options(screen, "#ref-list")] == [page("movement").title]
        assert "Supply limit: a unit may be supplied to move" in shown(screen)
        assert "When: during your own Supply for movement" in shown(screen)
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen)


async def test_r_opens_the_rules_from_the_help_and_the_title_menu():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("r")
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape", "escape")
        menu = app.screen.query_one("#menu", OptionList)
        menu.highlighted = next(n for n in range(menu.option_count) if menu.get_option_at_index(n).id == "rules")
        await pilot.press("enter")
        assert isinstance(app.screen, RulesScreen)


async def test_a_refused_command_names_its_rule_and_ctrl_r_opens_that_page():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await new_game(pilot)
        await pilot.press("r")  # from the map: the page about now, the patrons
        assert isinstance(app.screen, RulesScreen) and app.screen.highlighted.id == "setup"
        await pilot.press("escape")
        await pilot.press("colon", *"pass", "enter")
        await pilot.pause()
        hint = flat(str(game.query_one(PromptBox).query_one("#hint", Static).render()))
        assert hint.startswith("The turn, phase by phase: Actions are taken in the action phase")
        assert "When: in the actions phase, when your action comes." in hint and "ctrl+r: the rule" in hint
        assert game.query_one(CommandPrompt).has_focus  # r would be a letter here: ctrl+r is the key
        await pilot.press("ctrl+r")
        assert isinstance(app.screen, RulesScreen) and app.screen.highlighted.id == "turn"
        assert "Every turn runs through the same phases" in shown(app.screen)
        await pilot.press("escape")
        assert app.screen is game


async def test_shift_h_lists_what_one_may_do_now_by_rule_with_costs_and_enter_puts_it_in_the_prompt():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await new_game(pilot)
        await pilot.press("H")
        hints = app.screen
        assert isinstance(hints, AreaCommandsScreen)
        listed = [flat(o) for o in options(hints, "#area-commands")]
        assert listed[0] == page("setup").title
        deities = game.session.state.players["athens"].dealt_deities
        assert listed[1:] == [f"patron {d} (free)" for d in sorted(deities)]
        await pilot.press("enter")
        prompt = game.query_one(CommandPrompt)
        assert app.screen is game and prompt.value == f"patron {sorted(deities)[0]}" and prompt.has_focus


def test_a_pages_typed_and_stressed_words_are_bold_and_their_marks_left_out():
    from hellenica_tui.tui.screens.rules import marked

    text = marked("The **light** player types `lay 0,1` first; a lone * stays.")
    assert text.plain == "The light player types lay 0,1 first; a lone * stays."
    bold = [text.plain[span.start : span.end] for span in text.spans if span.style == "bold"]
    assert bold == ["light", "lay 0,1"]


def test_a_pages_table_is_shown_in_columns_without_its_rule_row():
    from hellenica_tui.tui.screens.rules import marked

    page = "Abilities:\n\n| who | ability |\n|---|---|\n| Polemarch | a free token (`ability cavalry`) |\n| Archon | +1 |"
    assert marked(page).plain.split("\n") == [
        "Abilities:",
        "",
        "who        ability",
        "Polemarch  a free token (ability cavalry)",
        "Archon     +1",
    ]


def test_a_tables_rule_row_alone_is_left_out_without_a_fault():
    from hellenica_tui.tui.screens.rules import marked

    assert marked("before\n|---|---|\nafter").plain == "before\nafter"
