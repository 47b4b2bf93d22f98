"""The new game form: where the keyboard starts, ticks that read without colour,
the Start button and a refusal always in sight at 80x24, the invocation setting."""

import msgspec
import pytest

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.widgets.ticks import TickBox, TickedList, TickRadio

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


def in_sight(app, widget) -> bool:
    """Whether the widget is drawn whole above the footer."""
    region = widget.region
    return region.height > 0 and region.y >= 0 and region.bottom <= app.size.height - 1


async def test_a_refused_setup_shows_its_reason_beside_the_start_button_at_80x24():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        screen = app.screen
        screen.query_one("#states").deselect("sparta")
        await pilot.press("ctrl+s")
        await pilot.pause()
        error = screen.query_one("#newgame-error")
        assert "Choose 2 to 7" in str(error.render())
        assert in_sight(app, error)


@pytest.mark.parametrize("size", SIZES)
async def test_the_keyboard_starts_on_the_city_states_and_start_stays_in_sight(size):
    app = HellenicaApp()
    async with app.run_test(size=size) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert app.focused is screen.query_one("#states")
        assert in_sight(app, screen.query_one("#start"))
        # Walking the whole form with Tab scrolls it, never the button away.
        for _ in range(8):
            await pilot.press("tab")
            await pilot.pause()
            assert in_sight(app, screen.query_one("#start"))
        # Space on the first city-state ticks it: Corcyra joins.
        await pilot.press("shift+tab")
        while app.focused is not screen.query_one("#states"):
            await pilot.press("shift+tab")
        await pilot.press("home", "space")
        assert "corcyra" in screen.query_one("#states").selected


async def test_ticked_and_unticked_boxes_differ_without_colour(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        states = screen.query_one("#states", TickedList)
        lines = {states.get_option_at_index(i).prompt.plain: states.render_line(i).text for i in range(7)}
        assert lines["Athens"].lstrip().startswith("▐X▌") and lines["Sparta"].lstrip().startswith("▐X▌")
        assert lines["Corcyra"].lstrip().startswith("▐ ▌")
        epic = screen.query_one("#epic", TickBox)
        assert epic._button.plain == "▐ ▌"
        epic.value = True
        assert epic._button.plain == "▐X▌"
        normal, fast = screen.query_one("#speed-normal", TickRadio), screen.query_one("#speed-fast", TickRadio)
        assert normal._button.plain == "▐●▌" and fast._button.plain == "▐ ▌"


@pytest.mark.parametrize("choice, setting", [(None, "useful"), ("#responses-all", "all"), ("#responses-involved", "involved")])
async def test_the_invocation_setting_goes_into_the_game(choice, setting):
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        if choice:
            await pilot.click(choice)
            await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        session = app.screen.session
        assert session.game.header.settings["responses"] == setting
        assert session.state.settings.responses == setting


@pytest.mark.parametrize(
    "choice, rule", [(None, None), ("#map-rule-random", "random"), ("#map-rule-explorable", "explorable")]
)
async def test_the_map_setting_goes_into_the_game(choice, rule):
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        if choice:
            await pilot.click(choice)
            await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        session = app.screen.session
        assert session.game.header.settings.get("map") == rule  # the printed map is no setting at all
        layout = session.state.layout
        if rule is None:
            assert len(session.content.areas) == 66 and "open_sea_1" not in session.content.areas
            assert not hasattr(layout, "placed")
        elif rule == "random":
            assert layout.rule == "random" and layout.done
            assert set(session.content.areas) == set(session.state.areas)  # the screen draws the random map
        else:  # the home cities are placed first, then the rest is explored in play
            assert layout.rule == "explorable" and not layout.done and session.state.phase == "map"
            assert layout.stack and {p.tile for p in layout.placed} <= set(session.state.players)  # homes only


@pytest.mark.parametrize("size", SIZES)
async def test_home_cities_far_apart_are_warned_of_and_suggested_sets_ticked(size, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = HellenicaApp()
    async with app.run_test(size=size) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        states = screen.query_one("#states")
        note = screen.query_one("#seating")
        assert "as close to one another" in str(note.render())  # Athens and Sparta, 3 areas apart
        states.deselect_all()
        states.select("byzantium")
        states.select("corcyra")
        await pilot.pause()
        assert str(note.render()).startswith("Byzantium, Corcyra: no other Home City in play lies within 4 areas.")
        button = screen.query_one("#suggest")
        button.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert sorted(states.selected) == ["athens", "corinth"]  # the closest pair
        assert "as close to one another" in str(note.render())
        await pilot.pause(0.5)  # a button takes a second press once its press has shown
        await pilot.press("enter")
        await pilot.pause()
        assert sorted(states.selected) == ["athens", "thebes"]  # the next suggestion
        screen.scroll_to_widget(note)
        await pilot.pause()
        assert in_sight(app, screen.query_one("#start"))


async def test_an_ai_seat_ticked_expert_is_played_by_the_expert_ai():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        expert = screen.query_one("#expert", TickedList)
        expert.focus()
        await pilot.pause()
        while expert.get_option_at_index(expert.highlighted or 0).value != "sparta":
            await pilot.press("down")
        await pilot.press("space")
        assert expert.selected == ["sparta"]
        await pilot.press("ctrl+s")
        await pilot.pause()
        seats = {s.name: (s.kind, s.ai) for s in app.screen.session.game.seats}
        assert seats == {"athens": ("human", ""), "sparta": ("ai", "expert")}
        assert app.screen.session.state.players["sparta"].kind == "human"  # a person's rules


async def test_the_expert_level_is_chosen_with_the_keys_and_kept_with_each_expert_seat():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        expert = screen.query_one("#expert", TickedList)
        expert.focus()
        await pilot.pause()
        while expert.get_option_at_index(expert.highlighted or 0).value != "sparta":
            await pilot.press("down")
        await pilot.press("space")
        assert screen.query_one("#expert-level-normal", TickRadio).value  # normal unless chosen
        while app.focused is not screen.query_one("#expert-level"):
            await pilot.press("tab")
        await pilot.press("right", "right", "enter")  # the cursor starts on the first, easy: two along, hard
        await pilot.pause()
        assert screen.query_one("#expert-level-hard", TickRadio).value
        await pilot.press("ctrl+s")
        await pilot.pause()
        seats = {s.name: (s.kind, s.ai) for s in app.screen.session.game.seats}
        assert seats == {"athens": ("human", ""), "sparta": ("ai", "expert-hard")}


async def test_new_game_asks_which_game_once_more_than_one_is_offered(monkeypatch):
    from hellenica_tui.games import registry
    from hellenica_tui.tui.games.hellenica.newgame import NewGameScreen
    from hellenica_tui.tui.screens.game_picker import GamePickerScreen

    # The dice game is an example, not offered: offered here as a second game would be.
    monkeypatch.setattr(registry, "games", lambda every=False: [registry.game(i) for i in registry.TABLE])
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        assert isinstance(app.screen, GamePickerScreen)
        text = str(app.screen.query_one("#rows").get_option_at_index(1).prompt)
        assert text.startswith("Dice and cards (2 to 4 players)") and "bank it" in text
        await pilot.press("down", "enter")  # a game with no form of its own: the form of its settings
        await pilot.pause()
        from hellenica_tui.tui.screens.settings_form import SettingsFormScreen

        assert isinstance(app.screen, SettingsFormScreen) and app.screen.module.facts.id == "dicegame"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GamePickerScreen)
        await pilot.press("up", "enter")
        assert isinstance(app.screen, NewGameScreen)


async def test_new_game_opens_hellenicas_form_at_once_while_it_is_the_only_game_offered():
    from hellenica_tui.tui.games.hellenica.newgame import NewGameScreen

    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        assert isinstance(app.screen, NewGameScreen)


@pytest.mark.parametrize("choice, rules", [(None, None), ("#rules-balanced", "balanced")])
async def test_the_rules_setting_goes_into_the_game_and_the_variant_is_suggested_where_it_helps(choice, rules):
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        variant = screen.content.scenario.variant("balanced")
        note = screen.query_one("#rules-note")
        assert ("Suggested at 2 city-states: balanced tables" in str(note.render())) == (2 in variant.recommended)
        if choice:
            await pilot.click(choice)
            await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        session = app.screen.session
        assert session.game.header.settings.get("rules") == rules  # the rules as printed are no setting at all
        assert session.state.settings.rules == (rules or msgspec.UNSET)
