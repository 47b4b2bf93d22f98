"""A changed part of a line is written from where it changed (tui.partial_rows), and the
screen a terminal shows after such updates is the one a full frame shows."""

from __future__ import annotations

import pyte
from rich.segment import Segment
from textual.strip import Strip

from hellenica_tui.tui import frame_diff, partial_rows
from tests.tui.test_seat_repaint import Painted, other_seat, settled, sparta_seat
from tests.tui.waiting import until


def test_a_crop_starts_where_the_segment_holding_the_cell_starts():
    strip = Strip([Segment("ab"), Segment("日本"), Segment("cd")])
    assert [partial_rows.segment_start(strip, n) for n in (0, 1, 2, 3, 5, 6, 7, 9)] == [0, 0, 2, 2, 2, 6, 6, 8]


def terminal(width: int, height: int) -> tuple[pyte.Screen, pyte.Stream]:
    screen = pyte.Screen(width, height)
    return screen, pyte.Stream(screen)


def cells(screen: pyte.Screen) -> list[list[tuple]]:
    """What each cell shows (a blank's colour and boldness show nothing: tui.frame_diff
    leaves a blank alone when only those differ)."""
    return [[_look(row[x]) for x in range(screen.columns)] for row in (screen.buffer[y] for y in range(screen.lines))]


def _look(c) -> tuple:
    if c.data == " " and not (c.underscore or c.reverse or c.strikethrough):
        return (" ", c.bg)
    return (c.data, c.fg, c.bg, c.bold, c.italics, c.underscore, c.reverse, c.strikethrough)


async def test_a_seat_screen_updated_in_parts_shows_what_a_full_frame_shows_for_fewer_bytes(tmp_path):
    people = ("athens", "sparta", "thebes", "corinth", "corcyra", "troy", "byzantium")
    async with sparta_seat(tmp_path, people) as (path, app, pilot, screen):
        seen, stream = terminal(120, 40)
        stream.feed(screen._compositor.render_update(full=True).render_segments(app.console))
        painted = Painted(app)
        game = other_seat(path)
        for player in people:  # every patron but the seat's own: hexes all over the map
            if player != "sparta":
                command = game.ruleset.format(game.legal_commands(player)[0])
                game.apply(command, player)
                await until(pilot, lambda command=command: any(command in line for line in screen.log_lines), 5)
        await settled(pilot)
        assert painted.frames
        ours = textuals = 0
        for frame in painted.frames:
            written = frame.render_segments(app.console)
            stream.feed(written)
            ours += len(written)
            textuals += len(partial_rows.TEXTUAL_RENDER(frame, app.console))
        whole, whole_stream = terminal(120, 40)
        whole_stream.feed(frame_diff.TEXTUAL_RENDER(screen._compositor.render_update(full=True), app.console))
        assert cells(seen) == cells(whole)
        assert ours < textuals
