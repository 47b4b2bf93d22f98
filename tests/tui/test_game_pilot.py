from pathlib import Path

from textual.widgets import Static

from hellenica_tui.savedgames import saves_dir
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.games.hellenica.newgame import NewGameScreen
from hellenica_tui.tui.games.hellenica.replay import ReplayScreen
from hellenica_tui.tui.games.hellenica.secret import EthosDialog
from hellenica_tui.tui.screens.handoff import HandOffScreen
from hellenica_tui.tui.screens.load import LoadScreen
from hellenica_tui.tui.screens.title import TitleScreen
from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from tests.tui.waiting import ai_settled, until


def text_of(screen, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


def log_text(screen) -> str:
    return "\n".join(screen.log_lines)


async def type_command(pilot, text: str) -> None:
    await pilot.press("colon", *text[:2])  # focus the prompt and type the start by hand
    pilot.app.screen.query_one(CommandPrompt).value = text
    await pilot.press("enter")
    await pilot.pause()


async def test_new_game_from_the_title_screen():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n")
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("ctrl+s")  # Athens and Sparta are chosen to start with
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert "Athens to act" in text_of(app.screen, "#status")
        assert app.screen.query_one(HexMap).cursor == "athens"  # the acting player's home
        assert list(saves_dir().glob("*.hsav"))  # saved from the start


async def test_new_game_refuses_a_single_city_state():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n")
        screen = app.screen
        screen.query_one("SelectionList").deselect("sparta")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen
        assert "Choose 2 to 7" in text_of(screen, "#newgame-error")


async def test_a_command_is_told_in_the_log_and_the_board_passes_to_the_next_person():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        screen = app.screen
        command = screen.session.suggestions()[0]
        await type_command(pilot, command)
        assert isinstance(app.screen, HandOffScreen)  # Sparta's secrets stay hidden until ready
        assert "Sparta" in str(app.screen.query_one("#handoff-text", Static).render())
        await pilot.press("enter")
        assert app.screen is screen
        assert f"Athens: {command}" in log_text(screen)
        assert "Sparta to act" in text_of(screen, "#status")
        assert screen.query_one(CommandPrompt).value == ""
        assert screen.query_one(CommandPrompt).history == [command]


async def test_a_bad_command_shows_the_error_in_place():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        screen = app.screen
        await type_command(pilot, "fly to the moon")
        assert app.screen is screen
        assert screen.query_one("#hint").has_class("error")
        assert text_of(screen, "#hint")
        assert screen.query_one(CommandPrompt).value == "fly to the moon"
        assert "Athens to act" in text_of(screen, "#status")


async def test_undo_takes_the_command_back_or_says_why_not():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        screen = app.screen
        await type_command(pilot, screen.session.suggestions()[0])
        await pilot.press("enter")  # past the hand-off
        await pilot.press("escape")
        reason = screen.session.undo_blocked()
        await pilot.press("ctrl+z")
        await pilot.pause()
        if reason:
            assert f"Cannot undo: {reason}" in text_of(screen, "#hint")
        else:
            assert "Taken back: Athens" in log_text(screen)


async def test_continue_opens_the_last_game_with_its_log():
    session = GameSession.new(["athens", "sparta"], 11)
    command = session.suggestions()[0]
    session.submit(command)
    session.close()
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)  # the games in progress, the last one first
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert f"Athens: {command}" in log_text(app.screen)
        assert "Sparta to act" in text_of(app.screen, "#status")


async def test_a_damaged_save_gives_a_message_and_no_crash():
    folder = saves_dir()
    folder.mkdir(parents=True)
    (folder / "broken.hsav").write_bytes(b"not a save at all")
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("o")
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        assert any("cannot be opened" in (n.title or "") for n in app._notifications)
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen)


async def test_continue_without_any_save_says_so():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        said = text_of(app.screen, "#saves-empty")
        assert "No game in progress." in said and str(saves_dir()) in said
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen)


async def test_enter_on_an_area_offers_the_commands_that_name_it():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        screen = app.screen
        offered = screen.session.suggestions()
        await pilot.press("enter")  # the cursor is on Athens
        await pilot.pause()
        here = [c for c in offered if "athens" in c.lower()]
        if here:
            assert screen.query_one(CommandPrompt).value == here[0]
        else:
            assert "No command concerns Athens" in text_of(screen, "#hint")


def test_saves_folder_is_the_one_set_for_the_tests(tmp_path):
    assert saves_dir() == Path(tmp_path / "saves")


async def test_replay_steps_through_a_saved_game():
    session = GameSession.new(["athens", "sparta"], 11)
    first = session.suggestions()[0]
    session.submit(first)
    second = session.suggestions()[0]
    session.submit(second)
    path = session.game.path
    session.close()
    app = HellenicaApp(replay=path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert "Replay 0/" in text_of(screen, "#status")
        await pilot.press("right_square_bracket")  # one command on
        assert f"Athens: {first}" in text_of(screen, "#status")
        assert screen.cursor.command == 1
        await pilot.press("right_square_bracket", "comma")  # into the second command, one event back
        assert (screen.cursor.command == 1 and not screen.cursor.at_boundary) or screen.cursor.command == 2
        await pilot.press("end")
        assert screen.cursor.event == screen.cursor.total_events
        await pilot.press("home")
        assert screen.cursor.event == 0
        await pilot.press("v")
        assert "as Athens" in text_of(screen, "#status")
        await pilot.press("t", "9", "enter")
        assert "no turn 9" in text_of(screen, "#hint")
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen)
    with open(path, "rb") as saved:
        assert saved.read()  # replaying never touched the file


async def test_replay_plays_by_itself_and_pauses():
    session = GameSession.new(["athens", "sparta"], 11)
    session.submit(session.suggestions()[0])
    path = session.game.path
    session.close()
    app = HellenicaApp(replay=path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("plus", "plus", "plus", "space")  # fastest, then play
        await until(pilot, lambda: screen._timer is None)
        assert screen.cursor.event == screen.cursor.total_events
        assert screen._timer is None  # stops at the end by itself


def test_the_log_never_names_another_players_secret_cards():
    session = GameSession.new(["athens", "sparta"], 11)
    while session.state.phase == "patron":
        session.submit(session.suggestions()[0])
    assert session.state.phase == "ethos", session.state.phase
    keeper = session.viewer
    kept = session.suggestions()[0]
    session.submit(kept)
    other = session.viewer
    assert other != keeper
    secret = session.state.players[keeper].ethos
    assert secret
    about_keeper = [line for line in session.history() if line.startswith(session.name(keeper))]
    assert any("keep" in line for line in about_keeper)
    names = [session.content.objectives[o].name.lower() for o in secret] + list(secret)
    assert not any(name in line.lower() for line in about_keeper for name in names), about_keeper


async def test_save_as_writes_a_second_file_that_loads():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        screen = app.screen
        await pilot.press("ctrl+s")
        await pilot.pause()
        box = app.screen.query_one("#saveas-name")
        box.value = "my game"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen
        saved = saves_dir() / "my game.hsav"
        assert saved.is_file()
        assert "Saved as" in text_of(screen, "#hint")
    again = GameSession.load(str(saved))
    assert again.players == ["athens", "sparta"]
    again.close()


async def test_castable_invocations_are_listed_and_picked_by_number():
    session = GameSession.new(["athens", "sparta"], 11)
    for _ in range(40):
        if session.castable():
            break
        session.submit(session.suggestions()[-1])
    castable = session.castable()
    assert castable, "no invocation became castable in the opening"
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app._show_game(session)
        await pilot.pause()
        screen = app.screen
        await until(pilot, lambda: castable[0][1].split(" (")[0] in text_of(screen, "#castable"))
        await pilot.press("1")
        assert screen.query_one(CommandPrompt).value == castable[0][0]
        await pilot.press("escape", "9")
        assert screen.query_one("#hint").has_class("error") or len(castable) >= 9


async def test_end_screen_names_the_winner_and_charts_every_turn():
    from hellenica_tui.tui.charts import METRICS, turn_series
    from hellenica_tui.tui.games.hellenica.end import EndScreen

    session = GameSession.new(["athens", "sparta"], 11)
    for _ in range(12):
        session.submit(session.suggestions()[-1])
    labels, series = turn_series(session.game)
    assert labels[-1] == "end" and labels[0] == "T1"
    for metric in METRICS:
        assert len(series["athens"][metric]) == len(labels)
    assert series["athens"]["Cities"][-1] >= 1  # Athens holds its home city
    session.state.winners = ["athens"]  # a finished game, as the rules would leave it
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.push_screen(EndScreen(session, app.palette))
        await pilot.pause()
        end = app.screen
        assert "Athens wins" in str(end.query_one("#winners", Static).render())
        chart = lambda: str(end.query_one("#charts", Static).render())  # noqa: E731
        assert "┤" in chart() and "A Athens" in str(end.query_one("#chart-legend", Static).render())
        first = chart()
        await pilot.press("right")  # the next figure: cities
        assert end.metric == 1 and chart() != first
        await pilot.press("4", "b")  # advancements, as bars
        assert end.metric == 3 and end.bars and "A Athens" in chart() and "┤" not in chart()
        await pilot.press("left", "b")
        assert end.metric == 2 and not end.bars


async def wait_for_people(pilot, screen) -> None:
    """Let the AI seats' timers run until a person (or nobody) must act."""
    for _ in range(50):
        if screen.session.ai_acting() is None:
            return
        await pilot.pause(0.2)
    raise AssertionError("the AI seats never handed back")


async def test_one_person_against_two_ais_from_the_new_game_screen():
    app = HellenicaApp(ai_speed="slow")  # the AI's pause outlasts a loaded machine's look at the status
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n")
        app.screen.query_one("#states").select("thebes")
        app.screen.seed = 5
        await pilot.press("ctrl+s")  # by default only the first city-state chosen is a person
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        kinds = {seat.name: seat.kind for seat in screen.session.game.seats}
        assert kinds == {"athens": "human", "sparta": "ai", "thebes": "ai"}
        await type_command(pilot, "patron apollo")
        assert "(AI) acting" in text_of(screen, "#status")
        assert "Sparta: ai setup" not in log_text(screen)  # one at a time, after a pause
        await wait_for_people(pilot, screen)
        await pilot.pause()
        assert isinstance(app.screen, EthosDialog)  # no hand-off for AI seats: Athens' secret choice at once
        await pilot.press("escape")
        assert app.screen is screen
        assert "Sparta: ai setup" in log_text(screen) and "Thebes: ai setup" in log_text(screen)
        assert "Athens to act" in text_of(screen, "#status")
        assert "(AI) acting" not in text_of(screen, "#status")


async def test_skipping_ahead_to_the_persons_decision():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta", "thebes"], 5, {}, ai=["sparta", "thebes"])
        await pilot.pause()
        screen = app.screen
        await type_command(pilot, "patron apollo")
        await pilot.press("escape", "full_stop")  # from the map, '.' skips ahead
        await ai_settled(pilot, screen)
        assert screen.session.ai_acting() is None
        assert screen.session.to_act() == ["athens"]
        assert "Sparta: ai setup" in log_text(screen) and "Thebes: ai setup" in log_text(screen)


async def test_undo_takes_back_the_persons_command_and_the_ai_replies():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta", "thebes"], 5, {}, ai=["sparta", "thebes"])
        await pilot.pause()
        screen = app.screen
        for command in ("patron apollo", "keep devotion enlightenment", "quiet"):
            if isinstance(app.screen, EthosDialog):
                await pilot.press("escape")  # the choice may be typed at the prompt too
            await type_command(pilot, command)
            await pilot.press("escape", "full_stop")
            await ai_settled(pilot, screen)
        before = len(screen.session.game.log)
        assert [screen.session.game.text(g) for g in screen.session.game.log[-3:]] == ["quiet", "ai produce", "ai produce"]
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert len(screen.session.game.log) == before - 3
        assert "Taken back: Athens: quiet" in log_text(screen)
        assert "Taken back: Thebes: ai produce" in log_text(screen)
        assert screen.session.to_act() == ["athens"]
        await pilot.pause(0.6)
        assert screen.session.game.text(screen.session.game.log[-1]) != "ai produce"  # the AIs wait for the person again


async def test_a_game_of_ais_only_is_watched():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {}, ai=["athens", "sparta"])
        await pilot.pause()
        screen = app.screen
        assert screen.session.viewer is None  # nobody's secrets on screen
        await pilot.press("full_stop")
        await until(pilot, lambda: len(screen.session.game.log) > 2)
        assert not isinstance(app.screen, HandOffScreen)


async def test_the_log_pane_wraps_long_lines_to_its_width():
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        screen = app.screen
        await type_command(pilot, screen.session.suggestions()[0])
        await pilot.press("enter")  # past the hand-off
        await pilot.press("escape", "g")
        await pilot.pause()
        log = screen.query_one("#log")
        assert any(len(line) > log.size.width for line in screen.log_lines)  # something to wrap
        assert log.virtual_size.width <= log.size.width  # nothing cut off to the right
        drawn = [strip.text.rstrip() for strip in log.lines]
        # A wrapped entry goes on indented under itself: every drawn line either
        # starts an entry (as the entry starts) or sits further in than one.
        starts = {line[: len(line) - len(line.lstrip())] for line in screen.log_lines}
        for line in drawn:
            lead = line[: len(line) - len(line.lstrip())]
            assert lead in starts or len(lead) >= min(len(s) for s in starts) + 2, line
        assert any(len(line) - len(line.lstrip()) >= 4 for line in drawn)  # a sub-entry wrapped under itself


async def test_a_finished_game_opens_on_its_charts_and_replays_from_there(tmp_path):
    import shutil

    from hellenica_tui.tui.games.hellenica.end import EndScreen

    save = tmp_path / "done.hsav"
    shutil.copy(Path(__file__).parents[2] / "saves" / "examples" / "two-players.hsav", save)
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_save(str(save))
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        assert "wins at turn" in str(app.screen.query_one("#winners", Static).render())
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)


async def test_the_replay_status_line_fits_a_narrow_terminal():
    """At 80 columns the position (turn, phase, who acts, in short words) keeps the
    one line, with the command replayed beside it when it fits whole; wider, both."""
    app = HellenicaApp(replay="saves/examples/four-players.hsav")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        for _ in range(12):
            await pilot.press("right_square_bracket")
            line = text_of(screen, "#status")
            assert len(line) < 80 and " · T1 · " in line and "..." not in line.split(" · T1")[0], line
    app = HellenicaApp(replay="saves/examples/four-players.hsav")
    async with app.run_test(size=(160, 30)) as pilot:
        await pilot.pause()
        for _ in range(12):
            await pilot.press("right_square_bracket")
            group = app.screen.cursor.current_group
            assert f"{app.screen.session.name(group.player)}: " in text_of(app.screen, "#status")


async def test_a_long_refusal_is_shown_whole_at_80_columns(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    session = GameSession.new(["athens", "sparta"], 5)
    for _ in range(2):  # both patrons: Sparta's dealt Ethos cards, which no undo crosses
        session.submit(session.suggestions()[0])
    session.close()
    app = HellenicaApp(load=str(session.game.path))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, EthosDialog))  # opened once the game is drawn
        await pilot.press("escape")  # the Ethos dialog aside
        game = app.screen
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert text_of(game, "#hint").endswith("it cannot be undone.")
        assert game.query_one("#hint", Static).size.height == 2  # the whole sentence, on two lines


async def test_back_from_a_dialog_the_keys_go_to_the_map_unless_a_command_is_half_typed():
    from hellenica_tui.tui.screens.help import HelpScreen

    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(["athens", "sparta"], 5, {}, ai=["sparta"])
        await pilot.pause()
        screen = app.screen
        prompt = screen.query_one(CommandPrompt)
        for typed, focused in (("", HexMap), ("patron ap", CommandPrompt)):
            prompt.value = typed
            prompt.focus()
            await pilot.pause()
            app.push_screen(HelpScreen())  # as a summary or a secret dialog opens after a command
            await pilot.pause()
            app.pop_screen()
            await until(pilot, lambda kind=focused: isinstance(app.focused, kind))  # focus returns after a frame
        await pilot.press("escape", "o")  # 'o' is the objectives key again, not a letter typed
        await pilot.pause()
        assert prompt.value == "patron ap" and app.screen is not screen


async def test_work_left_for_after_the_frame_finds_a_screen_taken_down_and_does_nothing():
    """A screen's panes go before the work it left for after its last frame (the app
    ending while another seat's news came in): that work must end quietly."""
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await screen.query("#castable").remove()
        await screen.query(CommandPrompt).remove()
        screen._show_castable()
        screen._set_commands()
        assert not screen.query("#castable") and not screen.query(CommandPrompt)


async def test_the_status_names_the_person_the_ai_seats_wait_on_first(tmp_path):
    from hellenica_tui.seat.session import GameSession

    # Seed 4: Thebes is the Favorite, first of the patrons' answers, but its AI waits for Athens.
    session = GameSession.new(["athens", "sparta", "thebes"], 4, path=str(tmp_path / "g.hsav"), ai=["sparta", "thebes"])
    assert session.to_act()[0] == "thebes"
    session.close()
    app = HellenicaApp(load=str(tmp_path / "g.hsav"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert "Athens to act" in text_of(screen, "#status") and "Thebes to act" not in text_of(screen, "#status")
