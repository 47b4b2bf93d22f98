"""The prompt completes a command word by word, on screen."""

from textual.widgets import Static

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.widgets.prompt import CommandPrompt


def choices(screen) -> str:
    return str(screen.query_one("#choices", Static).render())


async def start(pilot):
    pilot.app.start_game(["athens", "sparta"], 5, {})
    await pilot.pause()
    await pilot.press("colon")
    await pilot.pause()
    return pilot.app.screen, pilot.app.screen.query_one(CommandPrompt)


async def test_tab_completes_one_word_at_a_time_and_lists_the_next_words():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen, prompt = await start(pilot)
        deities = sorted(c.split()[1] for c in screen.session.suggestions())
        assert choices(screen) == "next: patron "  # only the verb that is legal now
        await pilot.press("p", "tab")
        assert prompt.value == "patron "  # one candidate: the word and a space
        await pilot.press("space")
        assert prompt.value == "patron "  # a space typed after it makes no double one
        await pilot.pause()
        assert choices(screen).split()[1:] == deities  # the three deities dealt
        await pilot.press("tab")
        assert prompt.value == f"patron {deities[0]}"  # several: each in turn
        await pilot.press("tab")
        assert prompt.value == f"patron {deities[1]}"
        await pilot.press("shift+tab")
        assert prompt.value == f"patron {deities[0]}"
        await pilot.press("enter")
        await pilot.pause()
        assert f"Athens: patron {deities[0]}" in "\n".join(screen.log_lines)
        await pilot.press("enter")  # past the hand-off screen: Sparta's turn
        await pilot.pause()
        await pilot.press("colon", "up")
        assert prompt.value == f"patron {deities[0]}"  # the history stays


async def test_a_prefix_shared_by_several_candidates_is_filled_in_first():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen, prompt = await start(pilot)
        prompt.set_commands(["build market athens", "build marble_quarry athens", "pass"], screen.names)
        await pilot.press("b", "tab", "m", "tab")
        assert prompt.value == "build mar"  # as far as market and marble_quarry agree
        await pilot.press("k", "right")  # the right arrow takes the grey rest of the word
        assert prompt.value == "build market"
        await pilot.press("space", "A", "T", "H", "tab")  # the map's abbreviation for Athens
        await pilot.pause()
        assert prompt.value == "build market athens "
        assert choices(screen) == "a whole command: Enter gives it"


async def test_a_word_no_legal_command_follows_is_said_at_once():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen, prompt = await start(pilot)
        await pilot.press("t", "r")
        await pilot.pause()
        assert choices(screen).startswith("verbs: train")  # a verb of the notation, though refused now
        await pilot.press("tab", "x")
        await pilot.pause()
        assert prompt.value == "train x"
        assert "no command listed goes on from 'train x'" in choices(screen)


async def test_a_refused_command_keeps_its_message_while_completing():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen, prompt = await start(pilot)
        for key in "patron zeus":
            await pilot.press("space" if key == " " else key)
        await pilot.press("enter")
        await pilot.pause()
        hint = screen.query_one("#hint", Static)
        message = str(hint.render())
        assert hint.has_class("error") and message
        assert prompt.value == "patron zeus"
        await pilot.press("backspace", "backspace", "backspace", "backspace", "tab")
        await pilot.pause()
        assert hint.has_class("error") and str(hint.render()) == message


async def test_the_candidates_show_only_while_typing():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen, _prompt = await start(pilot)
        assert screen.query_one("#choices").display and screen.query_one("#choices").region.height == 1
        await pilot.press("escape")
        await pilot.pause()
        assert screen.query_one("#choices").region.height == 0  # the map gets the line back


async def test_a_whole_command_whose_last_word_is_typed_out_offers_no_next_word():
    # Seen in play: pointing put "patron poseidon" in the prompt and the line read
    # "next: (Enter gives it) poseidon", offering the word already there.
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen, prompt = await start(pilot)
        prompt.set_commands(["build market athens", "build market argos", "pass"], screen.names)
        prompt.focus()
        prompt.value = "build market athens"
        await pilot.pause()
        assert choices(screen) == "a whole command: Enter gives it"
        prompt.value = "build market a"  # a word still to choose: it is offered
        await pilot.pause()
        assert choices(screen).startswith("next: ")
