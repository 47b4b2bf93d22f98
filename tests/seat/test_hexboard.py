"""The generic hex board: neighbours found from hexes, edges told by either side, a
position laid on keeping the cells it does not change, a tile previewed turned."""

from hellenica_tui.seat.board.hexboard import (
    CellOverlay,
    HexBoard,
    HexCell,
    HexSide,
    Stack,
    kept_cells,
    turned,
    with_neighbours,
)


def tiny() -> HexBoard:
    cells = with_neighbours(
        [
            HexCell(
                id="a", name="Upper Plain", label="UP", terrain="land", hex=(0, 0), sides=(HexSide("s", "mountain"),), glyphs="oo"
            ),
            HexCell(id="b", name="Bay", label="BAY", terrain="sea", hex=(1, 0)),
            HexCell(id="c", name="Dark Wood", label="DW", terrain="forest", hex=(0, 1)),
        ]
    )
    return HexBoard.of(cells)


def test_neighbours_and_edges_come_from_the_hexes():
    board = tiny()
    a = board.cells["a"]
    assert {(s.side, s.neighbour) for s in a.sides} == {("s", "c"), ("se", "b")}
    assert board.edge("a", "c") == board.edge("c", "a") == "mountain"  # told by a alone
    assert board.edge("a", "b") == ""  # neighbours, a plain side
    assert board.edge("b", "c") == ""  # c is b's sw neighbour
    assert board.at_hex == {(0, 0): "a", (1, 0): "b", (0, 1): "c"}
    assert board.start_area() == "a" and board.with_cursor("c").start_area() == "c"


def test_an_overlay_keeps_the_cells_it_does_not_change():
    board = tiny()
    placed = board.with_overlays({"a": CellOverlay(owner="red", stacks=(Stack("red", "hoplite", 3, ("elite",)),))})
    assert placed.cells["b"] is board.cells["b"] and placed.cells["c"] is board.cells["c"]
    assert placed.cells["a"] is not board.cells["a"] and placed.cells["a"].owner == "red"
    assert placed.stack_label(placed.cells["a"].overlay.stacks[0]) == "H3!"
    assert placed.owner_letter("red") == "r"
    lettered = HexBoard.of(board.cells.values(), letters={"red": "x", "hoplite": "P", "elite": "*"})
    assert lettered.owner_letter("red") == "x" and lettered.stack_label(Stack("red", "hoplite", 2, ("elite",))) == "P2*"
    again = kept_cells(board.with_overlays({"a": CellOverlay(owner="red", stacks=placed.cells["a"].overlay.stacks)}), placed)
    assert again.cells["a"] is placed.cells["a"]  # equal field by field: the very same cell
    assert placed.with_overlays({}).cells["a"] is not placed.cells["a"]


def test_highlights_name_only_cells_of_the_board():
    board = tiny().with_highlights({"b": "2", "nowhere": "9"})
    assert board.highlights == {"b": "2"}


def test_a_preview_lies_where_it_would_turned_and_keeps_the_shape():
    board = tiny()
    tile = HexCell(id="tile7", name="Isle", label="ISL", terrain="land", hex=(9, 9), sides=(HexSide("n", "river"),))
    shown = board.with_preview("b", tile, rotation=5)
    cell = shown.cells["b"]
    assert (cell.id, cell.hex, cell.terrain, cell.label) == ("b", (1, 0), "land", "ISL")
    assert [(s.side, s.edge, s.neighbour) for s in cell.sides] == [("nw", "river", "a")]  # n turned five sixths
    assert shown.edge("a", "b") == "river" and shown.previews == {"b": 5}
    assert shown.layout_key == board.layout_key and shown.cells["a"] is board.cells["a"]
    assert turned("n", 1) == "ne" and turned("nw", 1) == "n" and turned("s", -3) == "n"
