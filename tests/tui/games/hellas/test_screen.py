"""Hellas on the shell, key by key: the tile laid by the cursor with its turn, a
refusal naming its rule (and ctrl+r opening it), undo stopped by a drawn tile, the
cards drawn in a Burst face down, the answer to an attack on the opponent's turn,
the AI playing its seat, the hand-off between two people, the panes, the rules and
the replay."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Static

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellas.board import cell_id
from tests.tui.games.hellas.saves import choosing, hellas_save
from tests.tui.games.mapclick import click_cell
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
        view = screen.map  # the legal spots dotted, the tile drawn where the cursor is
        assert view.targets == {cell_id(s) for s in p.spots} and view.cursor == cell_id(p.cursor)
        assert view.board.previews == {cell_id(p.cursor): p.turn}
        assert "arrows move, t turns, Enter lays" in _text(screen, "#board-text")
        seen = {p.cursor}
        for arrow in ("right", "up", "left", "down", "left", "up", "up"):
            await pilot.press(arrow)
            seen.add(p.cursor)
            assert view.board.previews == {cell_id(p.cursor): p.turn}  # the tile follows the cursor
        assert len(seen) >= 3  # the arrows walk the legal spots
        if view.cursor != cell_id(p.cursor):  # on the Dolphin: Enter there lays nothing
            await pilot.press("enter")
            assert "dotted spot" in _text(screen, "#hint") and session.game.log == []
            view.move_to(cell_id(p.cursor))
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


async def test_a_click_puts_the_tile_on_a_spot_and_a_click_on_it_lays_it(tmp_path: Path) -> None:
    """With the mouse alone: a click on another legal spot takes the tile there (at a
    turn that fits), a click on the Dolphin says what is laid there and leaves the
    tile where it was, a click on the tile lays it."""
    from hellenica_tui.tui.games.hellas.placing import placing

    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot, hellas_save(tmp_path))
        session = screen.session
        p = placing(session)
        other = next(s for s in sorted(p.spots) if s != p.cursor)
        await click_cell(pilot, cell_id(other))
        assert p.cursor == other and p.fits() and screen.map.board.previews == {cell_id(other): p.turn}
        await click_cell(pilot, "0,0")
        assert p.cursor == other and "The Dolphin" in _text(screen, "#hint") and session.game.log == []
        await click_cell(pilot, "0,0")  # Enter there: no tile goes on a laid one
        assert "dotted spot" in _text(screen, "#hint") and session.game.log == []
        await click_cell(pilot, cell_id(other))
        turn = p.turn
        await click_cell(pilot, cell_id(other))
        assert session.game.text(session.game.log[0]) == f"place {other[0]},{other[1]} turn {turn}"


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
        assert "a card of Zeus, face down until this Burst ends" in _text(screen, "#players-text")
        assert screen.log_lines[-1] == "  Light draws a card of Zeus."
        await pilot.press("escape", "x")  # the Burst stops: the card is seen, and the log names it
        assert session.state.phase == "regroup"
        drawn = next(line for line in reversed(screen.log_lines) if line.startswith("  Light draws"))
        assert "Zeus" in drawn and drawn != "  Light draws a card of Zeus."
        board = _text(screen, "#players-text")
        assert "face down" not in board and "drawn this turn" in board
        await pilot.press("h")
        players = _text(screen, "#players-text")
        assert "Light (you)" in players and "Dark:" in players and "supply" in players and "hand:" in players
        await pilot.press("k")
        assert "may be played on the opponent's turn" in _text(screen, "#cards-text")
        cards = screen.query_one("#cards")  # the pane, not styled as the prompt's card candidates are
        assert cards.display and not cards.styles.border_top[0] and cards.styles.padding.left == 0


async def test_the_footer_shows_the_keys_of_the_phase(tmp_path: Path) -> None:
    from tests.tui.test_footer_room import shown_keys

    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot, hellas_save(tmp_path, until=choosing(3)))
        screen.action_focus_board()
        await until(pilot, lambda: "b" in shown_keys(app), 5)
        keys = shown_keys(app)  # choosing: no tile to lay, so neither Enter nor t
        assert keys[:2] == ["b", "y"] and "Enter" not in keys and "t" not in keys and "x" not in keys
        await pilot.press("b")
        await until(pilot, lambda: "x" in shown_keys(app), 5)
        assert "b" not in shown_keys(app) and "c" in shown_keys(app)  # the Burst's actions are listed by c
        await pilot.press("enter")  # Enter, left out of the footer, still says why it does nothing
        assert "no tile of yours to lay now" in _text(screen, "#hint")
        await pilot.press("x")
        await until(pilot, lambda: "e" in shown_keys(app), 5)
        assert "x" not in shown_keys(app)


async def test_every_command_is_in_a_list_and_the_one_picked_is_given(tmp_path: Path) -> None:
    from hellenica_tui.tui.screens.shell_choice import ChoiceDialog

    app = HellenicaApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open(pilot, hellas_save(tmp_path, until=choosing(3)))
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog) and app.screen.choices[0][1] == "burst"
        assert app.screen.note.startswith("Up and Down, Enter gives the command")  # told how, as every list of commands
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
        assert "Dolph" in [cell.label for cell in replay.map.board.cells.values()]
        assert len(replay.map.board.cells) == 3  # the Dolphin and the two tiles laid
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


def test_the_board_is_filled_from_the_view_with_the_tile_previewed() -> None:
    """The laid tiles with their edges, a city's owner and pieces as stacks; the legal
    spots dotted; the tile drawn at the cursor, turned as the rules lay it, and a side
    that would not match its neighbour a clash on both sides."""
    from hellenica_tui.games.hellas.content import load
    from hellenica_tui.games.hellas.geometry import edge_kind
    from hellenica_tui.tui.games.hellas import board

    idx = load("standard")
    tile = next(t for t in idx.tiles.values() if "L" in t.edges and "W" in t.edges and t.city != -1)
    view = {"map": {idx.content.start.id: (0, 0, 0), tile.id: (1, 0, 0)}, "owner": {tile.id: "light"},
            "greeks": {tile.id: 3}, "ships": {tile.id: 1}}  # fmt: skip
    spots = frozenset({(0, 1), (2, -1)})
    for turn in range(6):
        shown = board.filled(view, idx, {"light": "L"}, spots, (0, 1), tile, turn)
        assert set(shown.cells) == {"0,0", "1,0", "0,1", "2,-1"} and shown.highlights == {"0,1": "", "2,-1": ""}
        assert shown.cells["1,0"].overlay.stacks[0].count == 3 and shown.stack_label(shown.cells["1,0"].overlay.stacks[1]) == "S1"
        assert shown.previews == {"0,1": turn} and shown.cursor == "0,1"
        for e, side in enumerate(board.SIDE_OF):  # each side as the rules lay it, or a clash
            edge = shown.cells["0,1"].edge_on(side)
            kind = "land" if edge_kind(tile, turn, e) == "L" else "water"
            assert edge in (kind, "clash")
        # 0,1's edge 1 (north-east) meets the edge 4 of the tile laid at 1,0.
        theirs = shown.cells["1,0"].edge_on(board.SIDE_OF[4])
        mine = shown.cells["0,1"].edge_on(board.SIDE_OF[1])
        assert (mine == "clash") == (theirs == "clash")
        assert (mine == "clash") == (edge_kind(tile, turn, 1) != edge_kind(tile, 0, 4))
