"""A whole frame writes only the cells that differ from what the terminal shows
(tui.frame_diff): a dialog opening or closing on a seat's screen costs its box, not
the terminal; and the terminal shows what Textual's own writing shows."""

from __future__ import annotations

from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from textual._compositor import LayoutUpdate
from textual.strip import Strip

from hellenica_tui.tui import frame_diff
from hellenica_tui.tui.games.hellenica.secret import EthosDialog
from tests.tui.test_partial_rows import cells, terminal
from tests.tui.test_seat_repaint import Painted, other_seat, settled, sparta_seat
from tests.tui.waiting import until

BOLD, RED = Style(bold=True), Style(color="red")


def test_two_lines_showing_the_same_cells_give_the_same_runs_however_cut_and_whatever_meta():
    cut = Strip([Segment("ab", BOLD), Segment("cd", BOLD), Segment("ef", RED)])
    whole = Strip([Segment("abcd", BOLD + Style(meta={"offset": (3, 4)})), Segment("ef", RED)])
    assert frame_diff.runs_of(cut, "truecolor") == frame_diff.runs_of(whole, "truecolor")  # type: ignore[arg-type]


def test_the_changed_span_runs_from_the_first_cell_that_differs_to_the_last():
    def runs(*texts: tuple[str, Style]):
        return frame_diff.runs_of(Strip([Segment(t, s) for t, s in texts]), "truecolor")  # type: ignore[arg-type]

    old = runs(("Athens ", BOLD), ("3", RED), (" temples   ", BOLD))
    assert frame_diff.changed_span(old, old, 19) is None
    assert frame_diff.changed_span(old, runs(("Athens ", BOLD), ("4", RED), (" temples   ", BOLD)), 19) == (7, 8)
    assert frame_diff.changed_span(old, runs(("Athens ", BOLD), ("3", RED), (" temples 1 ", BOLD)), 19) == (17, 18)
    assert frame_diff.changed_span(old, runs(("Sparta ", BOLD), ("3", RED), (" temples   ", BOLD)), 19) == (0, 6)


def test_a_line_patched_in_part_writes_only_the_cells_it_changes():
    console, shown = Console(color_system="truecolor", width=20), frame_diff.Shown()
    shown.keep([Strip([Segment("Athens 3 temples    ", BOLD)])], 20)
    assert shown.write(0, [(0, Strip([Segment("Athens 3", BOLD)]))], console) == ""  # as shown already
    written = shown.write(0, [(7, Strip([Segment("4", BOLD)]))], console)
    assert "4" in written and "Athens" not in written
    assert shown.lines[0].text == "Athens 4 temples    "


def _whole(app) -> LayoutUpdate:
    """The frame Textual would write whole now (the screens under a dialog seen through it)."""
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    assert isinstance(update, LayoutUpdate)
    return update


def shows_as_textual_draws(app, painted, seen, stream) -> list[str]:
    """Feeds the frames painted since last cleared to the `seen` terminal, checks that it shows
    what Textual's own writing of the whole screen shows, and gives what those frames wrote."""
    written = [frame.render_segments(app.console) for frame in painted.frames]
    for text in written:
        stream.feed(text)
    whole, whole_stream = terminal(120, 40)
    whole_stream.feed(frame_diff.TEXTUAL_RENDER(_whole(app), app.console))
    assert cells(seen) == cells(whole)
    return written


async def test_the_ethos_dialog_opening_and_closing_on_a_seat_writes_its_box_not_the_terminal(tmp_path):
    """The Ethos dialog opens on every seat at once after the last patron: Textual wrote
    every cell of every seat's terminal for it (39 KB at 120x40), and as much again
    when it closed."""
    async with sparta_seat(tmp_path, ("athens", "sparta", "thebes")) as (path, app, pilot, screen):
        seen, stream = terminal(120, 40)
        frame_diff.shown(app.console).forget()
        stream.feed(frame_diff.render_segments(_whole(app), app.console))  # the terminal as first drawn
        full = len(frame_diff.TEXTUAL_RENDER(_whole(app), app.console))
        painted = Painted(app)
        game = other_seat(path)
        for seat in ("sparta", "athens", "thebes"):  # the last patron ends the phase
            game.apply(game.ruleset.format(game.legal_commands(seat)[0]), seat)
        await until(pilot, lambda: isinstance(app.screen, EthosDialog), 5)
        await settled(pilot)
        opened = shows_as_textual_draws(app, painted, seen, stream)  # the dialog over the game
        assert "your secret Ethos objectives" in "\n".join(seen.display)
        painted.frames.clear()
        await pilot.press("escape")  # the board first: the dialog waits
        await until(pilot, lambda: app.screen is screen, 5)
        await settled(pilot)
        closed = shows_as_textual_draws(app, painted, seen, stream)
        # The update that opened the dialog (the patrons, the boards, the dialog) and the one
        # that closed it (the game drawn again where the box was): each under half a whole frame.
        assert sum(map(len, opened)) < full / 2
        assert sum(map(len, closed)) < full / 2
