"""The card reference: `i` opens it on every screen, typing filters it, the
highlighted card is told in full as the scenario's TOML files write it."""

import tomllib

import pytest
from textual.widgets import Input, OptionList, Static

from hellenica_tui.games.hellenica.content.loading import scenarios_dir
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.end import EndScreen
from hellenica_tui.tui.games.hellenica.explorer import ExplorerScreen
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.games.hellenica.newgame import NewGameScreen
from hellenica_tui.tui.games.hellenica.reference import ReferenceScreen
from hellenica_tui.tui.games.hellenica.replay import ReplayScreen
from hellenica_tui.tui.screens.title import TitleScreen
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from tests.tui.waiting import until

CLASSIC = scenarios_dir() / "classic"


def toml(name: str) -> dict:
    return tomllib.loads((CLASSIC / name).read_text(encoding="utf-8"))


def flat(text: str) -> str:
    return " ".join(text.split())


def shown(screen) -> str:
    """The text pane, with its wrapping undone."""
    return flat(str(screen.query_one("#ref-text", Static).render()))


def listed(screen) -> list[str]:
    listing = screen.query_one("#ref-list", OptionList)
    return [str(listing.get_option_at_index(n).prompt).lstrip(" >") for n in range(listing.option_count)]


def marked(screen) -> list[str]:
    """The options drawn with the '>' mark (the highlighted card, shown without colour)."""
    listing = screen.query_one("#ref-list", OptionList)
    prompts = [str(listing.get_option_at_index(n).prompt) for n in range(listing.option_count)]
    return [p[1:] for p in prompts if p.startswith(">")]


async def search(pilot, text: str) -> None:
    await pilot.press(*text)
    await pilot.pause()


async def test_title_i_opens_the_reference_typing_filters_and_escape_goes_back():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("i")
        screen = app.screen
        assert isinstance(screen, ReferenceScreen)
        assert isinstance(app.focused, Input)
        await search(pilot, "thunder")
        zeus = toml("deities.toml")["deities"][0]
        bolt = next(inv for inv in zeus["invocations"] if inv["name"] == "Thunderbolt")
        assert listed(screen) == ["Invocations (1)", "Thunderbolt"]
        assert screen.highlighted.id == bolt["id"]
        text = shown(screen)
        assert flat(bolt["text"]) in text
        assert "Zeus, level 1: needs 1 temple to Zeus, costs 1 Favor." in text
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen)


async def test_the_title_menu_lists_the_reference():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        menu = app.screen.query_one("#menu", OptionList)
        index = next(n for n in range(menu.option_count) if menu.get_option_at_index(n).id == "reference")
        menu.highlighted = index
        await pilot.press("enter")
        assert isinstance(app.screen, ReferenceScreen)


async def test_down_and_up_move_the_highlight_over_the_headings_and_tell_each_card():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("i")
        screen = app.screen
        deities = toml("deities.toml")["deities"]
        assert screen.highlighted.name == deities[0]["name"]  # the first card under the first heading
        await pilot.press("down")
        assert screen.highlighted.name == deities[1]["name"]
        assert marked(screen) == [deities[1]["name"]]
        text = shown(screen)
        assert f"Deity of {deities[1]['domain']}." in text
        for inv in deities[1]["invocations"]:
            assert f"Level {inv['level']}: {inv['name']} ({inv['level']} temple" in text
            assert flat(inv["text"]) in text
        await pilot.press("up", "up")  # the heading above the first card is never highlighted
        assert screen.highlighted.name == deities[0]["name"]


@pytest.mark.parametrize(
    ("file", "table", "index"),
    [
        ("advancements.toml", "advancements", 4),
        ("governments.toml", "governments", 2),
        ("objectives.toml", "objectives", 5),
        ("world_events.toml", "world_events", 6),
        ("creatures.toml", "creatures", 3),
        ("upgrades.toml", "upgrades", 6),
        ("units.toml", "units", 3),
    ],
)
async def test_a_search_finds_each_kind_of_card_with_its_text(file, table, index):
    card = toml(file)[table][index]
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("i")
        await search(pilot, card["name"].lower())
        screen = app.screen
        assert card["name"] in listed(screen)
        while screen.highlighted.id != card["id"]:  # several cards may hold the name
            await pilot.press("down")
        assert flat(card["text"]) in shown(screen)


async def test_advancements_are_grouped_by_category():
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("i")
        names = listed(app.screen)
        headings = [n for n in names if n.startswith("Advancements")]
        assert headings == [f"Advancements: {c} (6)" for c in ("construction", "government", "trades", "naval", "military")]
        listing = app.screen.query_one("#ref-list", OptionList)
        headings_all = {names[n] for n in range(listing.option_count) if listing.get_option_at_index(n).disabled}
        for adv in toml("advancements.toml")["advancements"]:
            above = names[: names.index(adv["name"])]
            assert [n for n in above if n in headings_all][-1] == f"Advancements: {adv['category']} (6)"


async def test_a_search_matching_nothing_says_so():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("i")
        await search(pilot, "qqq")
        assert listed(app.screen) == []
        assert "No card's name holds 'qqq'." in shown(app.screen)
        await pilot.press("backspace", "backspace", "backspace")
        await pilot.pause()
        assert len(listed(app.screen)) > 150


async def test_i_in_a_game_opens_the_reference_and_escape_goes_back_to_the_map():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        await pilot.press("i")
        assert isinstance(app.screen, ReferenceScreen)
        await search(pilot, "masonry")
        masonry = next(a for a in toml("advancements.toml")["advancements"] if a["id"] == "masonry")
        assert flat(masonry["text"]) in shown(app.screen)
        assert "Construction, level 2: costs 3 Philosophers." in shown(app.screen)
        await pilot.press("escape")
        assert app.screen is game


async def test_i_typed_at_the_prompt_is_a_letter_of_the_command():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        await pilot.press("colon", "p", "i")
        assert isinstance(app.screen, GameScreen)
        assert app.screen.query_one(CommandPrompt).value == "pi"


async def test_i_opens_the_reference_from_the_explorer_the_new_game_screen_the_replay_and_the_end(tmp_path):
    session = GameSession.new(["athens", "sparta"], 3, path=str(tmp_path / "end.hsav"))
    session.submit(session.suggestions()[0])
    path = session.game.path
    session.close()
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        for open_it, kind in (
            (lambda: app.open_entry("explore"), ExplorerScreen),
            (lambda: app.open_entry("new"), NewGameScreen),
            (lambda: app.open_save(path, replay=True), ReplayScreen),
        ):
            open_it()
            await pilot.pause()
            assert isinstance(app.screen, kind)
            await pilot.press("i")
            assert isinstance(app.screen, ReferenceScreen), kind
            await pilot.press("escape")
            assert isinstance(app.screen, kind)
        app.open_save(path)
        await pilot.pause()
        game = app.screen
        app.push_screen(EndScreen(game.session, app.palette))
        await pilot.pause()
        await pilot.press("i")
        assert isinstance(app.screen, ReferenceScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, EndScreen)


async def test_page_keys_scroll_a_long_text():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("i")
        box = app.screen.query_one("#ref-text-box")
        await pilot.pause()
        assert box.max_scroll_y > 0  # a deity's three invocations run past a small screen
        await pilot.press("pagedown")
        assert box.scroll_y > 0
        await pilot.press("pageup")
        assert box.scroll_y == 0


def test_every_card_of_the_scenario_is_in_the_reference():
    from hellenica_tui.games.hellenica.content.loading import load_scenario
    from hellenica_tui.tui.cardref import reference

    ids = {entry.id for entry in reference(load_scenario("classic"))}
    for file, table in (
        ("deities.toml", "deities"), ("advancements.toml", "advancements"), ("governments.toml", "governments"),
        ("objectives.toml", "objectives"), ("world_events.toml", "world_events"), ("creatures.toml", "creatures"),
        ("upgrades.toml", "upgrades"), ("units.toml", "units"),
    ):
        for card in toml(file)[table]:
            assert card["id"] in ids, card["id"]
    for deity in toml("deities.toml")["deities"]:
        for inv in deity["invocations"]:
            assert inv["id"] in ids



async def test_the_prompt_lists_card_candidates_with_what_they_do_and_tells_the_chosen_in_full():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        game = app.screen
        cards = game.query_one("#cards", Static)
        assert not cards.display
        await pilot.press("colon", *"patron", "space")
        await pilot.pause()
        assert cards.display
        offered = game.query_one(CommandPrompt).completion("patron ").words
        deities = {d["id"]: d for d in toml("deities.toml")["deities"]}
        text = str(cards.render())
        for word in offered:
            assert f"{word} " in text and deities[word]["name"] in text
        await pilot.press("tab", "tab")
        await pilot.pause()
        second = deities[offered[1]]
        text = str(cards.render())
        assert f"> {offered[1]} " in text  # marked, not by colour alone
        assert f"Deity of {second['domain']}." in text
        first = min(second["invocations"], key=lambda inv: inv["level"])
        assert f"Level 1: {first['name']} (1 temple, 1 Favor)" in text
        await pilot.press("escape")  # back to the map: the list goes
        await pilot.pause()
        assert not cards.display
        await pilot.press("colon")  # back at the half-typed command: it comes back
        await pilot.pause()
        assert cards.display and f"> {offered[1]} " in str(cards.render())


async def test_words_that_are_no_cards_show_no_card_list():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        await pilot.press("colon", *"pat")
        await pilot.pause()
        assert not app.screen.query_one("#cards", Static).display  # verbs are no cards


async def test_the_reference_is_got_ready_while_the_first_screen_is_read_and_kept_between_openings():
    from hellenica_tui.games.hellenica.content.loading import load_scenario

    name = f"reference-{load_scenario('classic').hash}"
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        assert not app.is_screen_installed(name)
        await until(pilot, lambda: app.is_screen_installed(name))  # half a second after the first frame
        await pilot.press("i", *"mas", "escape", "i")
        screen = app.screen
        assert screen.query_one("#ref-search", Input).value == "mas"  # as it was left
        assert screen.highlighted.name == "Masonry"
        await pilot.press("w")  # the old search is selected: typing replaces it
        await pilot.pause()
        assert screen.query_one("#ref-search", Input).value == "w"


async def test_i_opens_the_reference_over_the_help_and_a_secret_dialog_and_escape_returns_to_them():
    from hellenica_tui.tui.games.hellenica.secret import EthosDialog
    from hellenica_tui.tui.screens.help import HelpScreen

    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("question_mark", "i")
        assert isinstance(app.screen, ReferenceScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        app.start_game(["athens", "sparta"], 5, {}, ai=["sparta"])
        await pilot.pause()
        await pilot.press("colon", *"patron", "space", "tab", "enter")
        await until(pilot, lambda: isinstance(app.screen, EthosDialog))  # the AI picks its patron first
        await pilot.press("i")
        assert isinstance(app.screen, ReferenceScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, EthosDialog)


async def test_a_click_on_a_card_shows_it_and_leaves_the_typing_in_the_search():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("i")
        await pilot.pause()
        screen = app.screen
        listing = screen.query_one("#ref-list", OptionList)
        await pilot.click("#ref-list", offset=(3, 4))  # under the border: the third card under the first heading
        await pilot.pause()
        assert screen.highlighted.id == listing.get_option_at_index(3).id
        assert screen.highlighted.name in shown(screen)
        assert isinstance(app.focused, Input)
        await pilot.press("z")
        assert screen.query_one("#ref-search", Input).value == "z"
