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
