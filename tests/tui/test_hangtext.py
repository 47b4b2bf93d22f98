"""Wrapped lines of the player boards go on indented under their own line."""

from rich.text import Text

from hellenica_tui.tui.widgets.hangtext import hang


def test_a_long_line_wraps_under_itself_indented_and_keeps_its_styles():
    text = Text(" dealt: Scholarship, Might, Might, Loyalty\n temples: Athena 1\n")
    text.stylize("italic", 0, 10)
    lines = hang(text, 22).split("\n", allow_blank=True)
    assert [line.plain for line in lines] == [
        " dealt: Scholarship,",
        "   Might, Might,",
        "   Loyalty",
        " temples: Athena 1",
        "",
    ]
    assert all(line.cell_len <= 22 for line in lines)
    assert any(span.style == "italic" and span.start <= 2 < span.end for span in lines[0].spans)


def test_a_word_wider_than_the_pane_is_broken_inside():
    assert hang(Text("abcdefghijklmnop qr"), 8).plain == "abcdefgh\n  ijklmn\n  op qr"


def test_nothing_changes_when_it_fits_or_the_width_is_unknown():
    text = Text("short\nlines")
    assert hang(text, 40).plain == "short\nlines"
    assert hang(text, 0) is text


async def test_with_room_a_line_more_redraws_the_lines_from_it_down_without_a_new_height():
    from textual.app import App

    from hellenica_tui.tui.widgets.hangtext import HangingText
    from tests.tui.test_seat_repaint import Painted, settled

    class Block(App[None]):
        def compose(self):
            yield HangingText(id="block", room=8)

    lines = [f"line {n}" for n in range(10)]
    app = Block()
    async with app.run_test(size=(40, 20)) as pilot:
        block = app.query_one(HangingText)
        block.update(Text("\n".join(lines)))
        await settled(pilot)
        assert block.size.height == 16  # ten lines, room for six more
        painted = Painted(app)
        block.update(Text("\n".join([*lines[:2], "a line more", *lines[2:]])))
        await settled(pilot)
        assert block.size.height == 16
        assert {r.y for r in painted.regions()} == set(range(2, 11))  # not the first two, not the blank ones
        painted.frames.clear()
        block.update(Text("\n".join(lines + ["a"] * 7)))  # seventeen lines: a new height
        await settled(pilot)
        assert block.size.height == 24


def test_a_board_of_texts_and_a_table_hangs_its_texts_and_leaves_the_table_as_it_is():
    import io

    from rich.console import Console, Group
    from rich.table import Table

    from hellenica_tui.tui.widgets.hangtext import hung

    table = Table("Player", "Bank")
    table.add_row("Red", "12")
    board = Group(Text("You (Athens): Prestige 1; 2 wheat, 2 wood, 2 copper"), "Keys: o pick one", table)
    console = Console(width=30, no_color=True, record=True, file=io.StringIO())
    console.print(hung(board))
    lines = console.export_text().splitlines()
    assert lines[:4] == ["You (Athens): Prestige 1; 2", "  wheat, 2 wood, 2 copper", "Keys: o pick one", "┏━━━━━━━━┳━━━━━━┓"]
    assert hung("plain words").text.plain == "plain words"  # a string is a text too
