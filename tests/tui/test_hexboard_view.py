"""The generic hex board on screen, without colour: terrain told by its glyphs, a
mountain edge by `^`, a stack, a highlight with its cost, the cursor, a tile previewed
turned; the compact map; a new board's highlights and cursor followed."""

import pytest
from rich.style import Style
from textual.app import App, ComposeResult

from hellenica_tui.seat.board.hexboard import CellOverlay, HexBoard, HexCell, HexSide, Stack, with_neighbours
from hellenica_tui.tui.widgets.hexboard import HexBoardView
from hellenica_tui.tui.widgets.hexlook import TARGET_DOT, EdgeKind, Terrain, board_palette
from tests.seat.test_hexboard import tiny

MONO = board_palette(
    "mono",
    terrains={"land": Terrain(), "sea": Terrain("~", fill="blue"), "forest": Terrain('"', fill="green")},
    edges={"mountain": EdgeKind("^", "yellow"), "river": EdgeKind("=", "cyan")},
    owners={"red": "red"},
)


def board() -> HexBoard:
    stacks = (Stack("red", "hoplite", 3), Stack("red", "cavalry", 1, ("elite",)))
    return tiny().with_overlays({"a": CellOverlay(owner="red", stacks=stacks)}).with_highlights({"b": "2"}).with_cursor("c")


class BoardApp(App[None]):
    def __init__(self, shown: HexBoard, compact: bool = False) -> None:
        super().__init__()
        self.shown, self.compact = shown, compact

    def compose(self) -> ComposeResult:
        yield HexBoardView(self.shown, MONO, compact=self.compact)


def rows(view: HexBoardView) -> list[str]:
    return [view.row_strip(y).text for y in range(view.map_layout.height)]


def styles_in(view: HexBoardView, area: str) -> list[tuple[str, Style]]:
    """The text and style of every interior run of `area`."""
    layout = view.map_layout
    found = []
    for y in layout.area_rows(area):
        x = 0
        for segment in view.row_strip(y):
            width = len(segment.text)
            if any(layout.hit(x + i, y) == area for i in range(width)):
                found.append((segment.text, segment.style))
            x += width
    return found


async def test_the_big_hexes_read_without_colour():
    app = BoardApp(board())
    async with app.run_test(size=(40, 16)):
        view = app.query_one(HexBoardView)
        text = rows(view)
        assert view.cursor == "c" and view.targets == {"b"}
        whole = "\n".join(text)
        assert "r:UP oo" in whole  # owner's letter, label, glyphs
        assert "r:H3 C1!" in whole  # the stacks, the elite one marked
        assert "Dark Wood" in whole  # an empty cell says its name
        # a's south side is a mountain: `^` where the other sides are `_`.
        x0, y0 = view.map_layout.origin["a"]
        assert text[y0 + 4][x0 + 2 : x0 + 11] == "^" * 9 and text[y0][x0 + 2 : x0 + 11] == "_" * 9
        # The sea is waved, the forest marked, the highlighted bay dotted, with its cost.
        bay = "".join(t for t, _ in styles_in(view, "b"))
        assert TARGET_DOT in bay and "2" in bay and "BAY" in bay
        wood = "".join(t for t, _ in styles_in(view, "c"))
        assert '"' in wood
        # The cursor's hex in reverse video; no colour anywhere in mono.
        assert all(style.reverse for _, style in styles_in(view, "c"))
        for y in range(view.map_layout.height):
            for segment in view.row_strip(y, Style()):
                assert segment.style is None or (segment.style.color is None and segment.style.bgcolor is None)


async def test_a_tile_previewed_is_drawn_turned_where_it_would_lie():
    sides = (HexSide("n", "river"), HexSide("ne", "mountain"))
    tile = HexCell(id="t", name="Isle", label="ISL", terrain="land", hex=(0, 0), sides=sides)
    app = BoardApp(board().with_preview("b", tile, rotation=5))
    async with app.run_test(size=(40, 16)):
        view = app.query_one(HexBoardView)
        text = rows(view)
        whole = "\n".join(text)
        assert "ISL" in whole and "placing" in whole and "turn 5" in whole and "BAY" not in whole
        # Its river, turned to the north-west, faces a: `=` on b's nw outline.
        x0, y0 = view.map_layout.origin["b"]
        assert text[y0 + 1][x0 + 1] == "=" and text[y0 + 2][x0] == "="
        # Its mountain, turned to the north, faces off the board: drawn there all the same.
        assert text[y0][x0 + 2 : x0 + 11] == "^" * 9


async def test_the_compact_map_and_a_new_board_followed():
    app = BoardApp(board(), compact=True)
    async with app.run_test(size=(40, 16)) as pilot:
        view = app.query_one(HexBoardView)
        whole = "\n".join(rows(view))
        assert "rUP" in whole and "r4" in whole  # the stacks counted: "rH3C1!" does not fit and "BAY" in whole and "2" in whole
        before = view.board
        view.board = before.with_highlights({"a": "5", "c": ""}).with_cursor("a")
        await pilot.pause()
        assert view.targets == {"a", "c"} and view.cursor == "a"
        assert "5" in "\n".join(rows(view)) and "BAY" in "\n".join(rows(view))
        await pilot.press("z")
        assert not view.compact
        await pilot.press("down")
        assert view.cursor == "c"


async def test_every_key_of_the_board_view():
    """The view's keys (on no screen yet: each hex game's screen hosts it)."""
    from tests.tui.test_every_binding import own_bindings

    selected: list[str] = []

    class Host(BoardApp):
        def on_hex_board_view_area_selected(self, message: HexBoardView.AreaSelected) -> None:
            selected.append(message.area)

    app = Host(tiny().with_cursor("a"), compact=False)
    async with app.run_test(size=(40, 16)) as pilot:
        view = app.query_one(HexBoardView)
        view.focus()
        pressed = []
        steps = (("down", "c"), ("up", "a"), ("j", "c"), ("k", "a"), ("right", "b"), ("left", "a"), ("l", "b"), ("h", "a"))
        for key, to in steps:
            await pilot.press(key)
            pressed.append(key)
            assert view.cursor == to, key
        await pilot.press("enter")
        assert selected == ["a"]
        await pilot.press("z")
        assert view.compact
        pressed += ["enter", "z"]
        assert set(own_bindings(HexBoardView)) == set(pressed)


def six() -> HexBoard:
    """Two rows of three: land, sea, forest; a river and a mountain; two owners; a tile previewed."""
    cells = with_neighbours(
        [
            HexCell(id="a", name="Upper Plain", label="UP", terrain="land", hex=(0, 0), sides=(HexSide("s", "mountain"),)),
            HexCell(id="b", name="Bay", label="BAY", terrain="sea", hex=(1, 0)),
            HexCell(id="c", name="Dark Wood", label="DW", terrain="forest", hex=(0, 1), glyphs="o"),
            HexCell(id="d", name="Long Hills", label="LH", terrain="land", hex=(1, 1), sides=(HexSide("n", "river"),)),
            HexCell(id="e", name="Open Sea", label="SEA", terrain="sea", hex=(2, 0)),
            HexCell(id="f", name="Far Field", label="FF", terrain="land", hex=(2, 1)),
        ]
    )
    overlays = {
        "a": CellOverlay(owner="red", stacks=(Stack("red", "hoplite", 3),), marks=("T",)),
        "d": CellOverlay(owner="blue", stacks=(Stack("blue", "ship", 2), Stack("red", "hoplite", 1))),
    }
    board = HexBoard.of(cells).with_overlays(overlays).with_highlights({"b": "2", "f": "3"}).with_cursor("c")
    tile = HexCell(id="t", name="Isle", label="ISL", terrain="land", hex=(0, 0), sides=(HexSide("n", "mountain"),))
    return board.with_preview("e", tile, 2)


@pytest.mark.parametrize("compact", [False, True], ids=["big-hexes", "compact"])
def test_the_board_without_colour(snap_compare, monkeypatch, compact):
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(BoardApp(six(), compact), terminal_size=(80, 24))
