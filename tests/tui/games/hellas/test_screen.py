"""Hellas on the shell, key by key: the tile laid by the cursor with its turn, a
refusal naming its rule (and ctrl+r opening it), undo stopped by a drawn tile, the
cards drawn in a Burst face down, the answer to an attack on the opponent's turn,
the AI playing its seat, the hand-off between two people, the panes, the rules and
the replay."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Static

from hellenica_tui.tui.app import HellenicaApp
from tests.tui.games.hellas.saves import choosing, hellas_save
from tests.tui.games.picking import new_game_of
from tests.tui.waiting import until

SIZE = (100, 30)


def _text(screen, selector: str) -> str:
    """What a Static shows, as plain text (a renderable drawn 200 columns wide)."""
    from io import StringIO

    from rich.console import Console

    content = screen.query_one(selector, Static).content
    if isinstance(content, str):
        return content
    out = Console(width=200, file=StringIO(), color_system=None)
    out.print(content)
    return out.file.getvalue()  # type: ignore[attr-defined]


async def _open(pilot, path: str):
    assert pilot.app.open_save(path)
    await pilot.pause()
    await pilot.pause()
    return pilot.app.screen


async def test_a_tile_is_laid_where_the_cursor_is_at_the_turn_chosen(tmp_path: Path) -> None:
    from hellenica_tui.tui.games.hellas.placing import placing

    app = HellenicaApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open(pilot, hellas_save(tmp_path))
        session = screen.session
        p = placing(session)
        assert len(p.spots) == 6 and p.cursor in p.spots  # the Dolphin's six neighbours
        board = _text(screen, "#board-text")
        assert "place" in board and "[" in board and "arrows move, t turns, Enter lays" in board
        seen = {p.cursor}
        for arrow in ("right", "up", "left", "down", "left"):
            await pilot.press(arrow)
            seen.add(p.cursor)
        assert len(seen) >= 3  # the arrows walk the legal spots
        assert p.fits()
        turn = p.turn
        await pilot.press("t")
        assert p.turn == (turn + 1) % 6 and not p.fits()  # this tile fits each spot one way only
        assert "does not fit: t turns it" in _text(screen, "#board-text")
        await pilot.press("enter")  # refused by the rules, which say why
        assert session.game.log == [] and "ctrl+r shows it" in _text(screen, "#hint")
        while not p.fits():
            await pilot.press("t")
        spot, turn = p.cursor, p.turn
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.text(session.game.log[0]) == f"place {spot[0]},{spot[1]} turn {turn}"
        # Dark's turn at the same keyboard: the screen is hidden until Dark is ready.
        assert type(app.screen).__name__ == "HandOffScreen"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and session.viewer == "dark"
        # A drawn tile cannot be taken back, and the refusal says why.
        await pilot.press("ctrl+z")
        assert "Cannot undo" in _text(screen, "#hint") and "left something to chance" in _text(screen, "#hint")
        assert len(session.game.log) == 1


async def test_a_refusal_names_its_rule_and_ctrl_r_opens_its_page(tmp_path: Path) -> None:
    app = HellenicaApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open(pilot, hellas_save(tmp_path))
        await pilot.press("colon", *"burst", "enter")
        hint = _text(screen, "#hint")
        assert hint.startswith("Your turn: ") and "ctrl+r" in hint, hint
        await pilot.press("escape", "ctrl+r")
        await pilot.pause()
        assert type(app.screen).__name__ == "ShellTextScreen" and app.screen.title_text == "Your turn"
        await pilot.press("escape", "b")  # a key whose command is not legal says why in one line
        assert "A Burst is chosen at the start of your turn" in _text(screen, "#hint")


async def test_the_cards_drawn_in_a_burst_stay_face_down_until_it_ends(tmp_path: Path) -> None:
    app = HellenicaApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open(pilot, hellas_save(tmp_path, until=choosing(3)))
        session = screen.session
        await pilot.press("b")
        await pilot.press("colon", *"draw zeus", "enter")
        assert "a card of Zeus, face down until this Burst ends" in _text(screen, "#board-text")
        assert screen.log_lines[-1] == "  Light draws a card of Zeus."
        await pilot.press("escape", "x")  # the Burst stops: the card is seen, and the log names it
        assert session.state.phase == "regroup"
        drawn = next(line for line in reversed(screen.log_lines) if line.startswith("  Light draws"))
        assert "Zeus" in drawn and drawn != "  Light draws a card of Zeus."
        board = _text(screen, "#board-text")
        assert "face down" not in board and "drawn this turn" in board
        await pilot.press("h")
        players = _text(screen, "#players-text")
        assert "Light (you)" in players and "Dark:" in players and "supply" in players and "hand:" in players
        await pilot.press("k")
        assert "may be played on the opponent's turn" in _text(screen, "#cards-text")


async def test_every_command_is_in_a_list_and_the_one_picked_is_given(tmp_path: Path) -> None:
    from hellenica_tui.tui.screens.shell_choice import ChoiceDialog

    app = HellenicaApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open(pilot, hellas_save(tmp_path, until=choosing(3)))
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog) and app.screen.choices[0][1] == "burst"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and screen.session.game.text(screen.session.game.log[-1]) == "burst"


async def test_the_attacked_player_is_asked_for_an_answer_on_the_opponents_turn(tmp_path: Path) -> None:
    from hellenica_tui.tui.screens.shell_choice import ChoiceDialog

    path = hellas_save(tmp_path, until=lambda s: s.phase == "defence", seed=4)  # Light attacks Dark
    app = HellenicaApp()
    async with app.run_test(size=SIZE) as pilot:
        dialog = await _open(pilot, path)
        screen = app.screen_stack[-2]
        assert isinstance(dialog, ChoiceDialog) and screen.session.viewer == "dark"
        assert dialog.choices[-1][1] == "stand" and "attacks" in dialog.note
        await pilot.press("end", "enter")  # stand
        await pilot.pause()
        assert screen.session.game.text(screen.session.game.log[-1]) == "stand"


async def test_the_ai_plays_its_seat_on_the_screen(tmp_path: Path) -> None:
    app = HellenicaApp(ai_speed="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open(pilot, hellas_save(tmp_path, dark_ai="random"))
        session = screen.session
        await pilot.press("enter")
        await until(pilot, lambda: session.to_act() == ["light"] and len(session.game.log) >= 2)
        assert session.game.log[1].player == "dark" and app.screen is screen  # no hand-off to a bot
        assert any(line.startswith("Dark: place") for line in screen.log_lines)


async def test_the_rules_pages_are_one_key_away(tmp_path: Path) -> None:
    app = HellenicaApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open(pilot, hellas_save(tmp_path))
        await pilot.press("i")
        await pilot.pause()
        text = _text(app.screen, "#shell-text")
        assert "Laying a tile" in text and "Voyage" in text
        await pilot.press("escape", "question_mark")
        await pilot.pause()
        keys = _text(app.screen, "#shell-text")
        assert "Turn tile" in keys and "Commands" in keys and "Stand" in keys
        await pilot.press("escape")
        assert app.screen is screen


async def test_a_finished_game_is_replayed_step_by_step(tmp_path: Path) -> None:
    path = hellas_save(tmp_path, until=lambda s: False)  # greedy against greedy, to the end
    app = HellenicaApp()
    async with app.run_test(size=SIZE) as pilot:
        await _open(pilot, path)
        assert type(app.screen).__name__ == "ShellEndScreen"
        assert " won" in _text(app.screen, "#shell-text")
        await pilot.press("v")
        await pilot.pause()
        replay = app.screen
        assert type(replay).__name__ == "ShellReplayScreen"
        await pilot.press("full_stop", "full_stop")
        assert replay.cursor.command == 2 and replay.told().startswith("Dark: place")
        assert "Dolph" in _text(replay, "#board-text")
        await pilot.press("end")
        assert "The game is over" in _text(replay, "#board-text")


async def test_the_form_seats_the_ai_in_its_place(tmp_path: Path, monkeypatch, every_game) -> None:
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await new_game_of(pilot, "hellas")
        await pilot.pause()
        form = app.screen
        assert form.seat_kind("light") == "person" and form.seat_kind("dark") == "search"
        form.query_one("#seat-light").value = "greedy"
        form.query_one("#seat-dark").value = "person"
        await pilot.press("ctrl+s")
        await pilot.pause()
        seats = app.screen.session.game.seats
        assert [(s.name, s.kind, s.ai) for s in seats] == [("light", "ai", "greedy"), ("dark", "human", "")]
        assert isinstance(app.screen.query_one("#prompt"), Input)


def test_every_turn_of_a_symmetric_tile_fits_where_one_does() -> None:
    """An island (six water edges) is listed once per spot, at turn 0: turned, it is the
    same tile, and the cursor's turn says it fits and lays it."""
    from hellenica_tui.games.hellas.content import load
    from hellenica_tui.tui.games.hellas.placing import _same_faces

    class Seen:
        def view(self):
            return {"content_hash": load("standard").hash, "drawn": "naxos"}

    spots = {(0, 1): {0: ["place 0,1 turn 0"]}}
    _same_faces(Seen(), spots)  # type: ignore[arg-type]
    assert spots[(0, 1)] == {turn: ["place 0,1 turn 0"] for turn in range(6)}
    corinth = {(0, 1): {1: ["place 0,1 turn 1"]}}  # an isthmus: its faces repeat every half turn
    Seen.view = lambda self: {"content_hash": load("standard").hash, "drawn": "corinth"}  # type: ignore[method-assign]
    _same_faces(Seen(), corinth)  # type: ignore[arg-type]
    assert sorted(corinth[(0, 1)]) == [1, 4]


def test_a_map_too_big_for_the_terminal_points_the_shell_at_its_cursor() -> None:
    """The map is drawn whole; the cursor's place in it is what the shell scrolls to."""
    from io import StringIO

    from rich.console import Console

    from hellenica_tui.games.hellas.content import load
    from hellenica_tui.tui.games.hellas.hexmap import HexText, Laid

    tiles = list(load("standard").tiles.values())
    column = {(0, r): Laid(tiles[r + 6], 0) for r in range(-5, 6)}  # eleven rows: 37 lines
    for cursor, spot in (((0, -6), (4, 1)), ((0, 6), (48, 34))):  # the top row, the bottom one
        out = Console(width=200, height=24, file=StringIO(), color_system=None)
        drawn = HexText(column, {}, frozenset({cursor}), cursor, Laid(tiles[0], 0))
        out.print(drawn)
        lines = out.file.getvalue().splitlines()  # type: ignore[attr-defined]
        at = drawn.cursor_at()
        assert len(lines) == 37 and at == spot
        assert "[Dolph]" in lines[at[1]][at[0] - 4 : at[0] + 5]
