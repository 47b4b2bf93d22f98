from hellenica_tui.tui import maplayout
from hellenica_tui.tui.maplayout import Edge, Fill, build, panel_width, screen_row, step


def test_every_area_has_interior_cells_and_a_box_in_both_modes(model):
    for mode in ("full", "compact"):
        layout = build(model.at_hex, mode)
        hit_areas = set(layout.hits.values())
        assert hit_areas == set(model.cells), mode
        for area in model.cells:
            x, y = layout.origin[area]
            assert 0 <= x < layout.width and 0 <= y < layout.height


def test_full_hexes_have_three_text_lines_and_share_outlines(model):
    layout = build(model.at_hex, "full")
    assert layout.lines == (maplayout.W, maplayout.W + 2, maplayout.W + 2)
    # Athens and the Cyclades are neighbours: some outline cell names both.
    pairs = {
        frozenset((span.area, span.other))
        for spans in layout.rows
        for span in spans
        if isinstance(span, Edge) and span.other is not None
    }
    for area, cell in model.cells.items():
        for side in cell.sides:
            assert frozenset((area, side.neighbour)) in pairs, (area, side.neighbour)


def test_fill_runs_never_overlap_and_stay_inside_the_row(model):
    for mode in ("full", "compact"):
        layout = build(model.at_hex, mode)
        for spans in layout.rows:
            end = -1
            for span in spans:
                assert span.x > end
                end = span.x + (span.width - 1 if isinstance(span, Fill) else 0)
            assert end < layout.width


def test_full_size_is_known_without_building_the_layout(model):
    layout = build(model.at_hex, "full")
    assert maplayout.full_size(model.at_hex) == (layout.width, layout.height)


def test_compact_map_fits_beside_the_panel_at_80x24(model):
    layout = build(model.at_hex, "compact")
    assert layout.width + panel_width(80) <= 80  # the panel's width includes its border
    assert layout.height + 2 <= 24  # title bar and footer


def test_up_and_down_keep_to_the_column(model):
    athens = model.cells["athens"].hex
    up = step(model.at_hex, athens, "up", screen_row(*athens))
    assert up[0] == athens[0] and up[1] < athens[1]
    down = step(model.at_hex, up, "down", screen_row(*up))
    assert down == athens


def test_sideways_moves_zigzag_along_a_row_and_come_back(model):
    here = model.cells["corcyra"].hex
    goal = screen_row(*here)
    seen = [here]
    for _ in range(4):
        seen.append(step(model.at_hex, seen[-1], "right", goal))
    rows = [screen_row(*h) for h in seen]
    assert all(abs(r - goal) <= 1 for r in rows), rows
    assert [h[0] for h in seen] == sorted({h[0] for h in seen})  # always eastward
    back = seen[-1]
    for _ in range(4):
        back = step(model.at_hex, back, "left", goal)
    assert back == here


def test_no_move_off_the_edge_of_the_map(model):
    west = min(model.at_hex, key=lambda h: (h[0], h[1]))
    assert step(model.at_hex, west, "left", screen_row(*west)) == west


def test_any_path_of_arrow_keys_retraces_with_the_opposite_keys(model):
    """Keys pressed at random from every area, then their opposites in reverse
    order: the cursor comes back through the same areas to where it started."""
    import random

    from hellenica_tui.tui.maplayout import OPPOSITE, CursorKeys

    rng = random.Random(7)
    for area, cell in model.cells.items():
        keys = CursorKeys(cell.hex)
        path, pressed = [cell.hex], []
        for _ in range(12):
            direction = rng.choice(list(OPPOSITE))
            there = keys.move(model.at_hex, path[-1], direction)
            if there != path[-1]:
                path.append(there)
                pressed.append(direction)
        for direction in reversed(pressed):
            here = path.pop()
            assert keys.move(model.at_hex, here, OPPOSITE[direction]) == path[-1], (area, direction)


def test_the_keys_named_for_an_area_are_where_the_keys_go(model):
    from hellenica_tui.tui.maplayout import ARROWS, CursorKeys

    for cell in model.cells.values():
        keys = CursorKeys(cell.hex)
        named = keys.keys(model.at_hex, cell.hex)
        for direction, arrow in ARROWS.items():
            there = CursorKeys(cell.hex).move(model.at_hex, cell.hex, direction)
            if there == cell.hex:
                assert all(arrow not in arrows for arrows in named.values())
            else:
                assert arrow in named[model.at_hex[there]]


def test_an_areas_cells_are_every_cell_that_draws_it_and_no_more(model):
    for mode in ("full", "compact"):
        layout = build(model.at_hex, mode)
        for area in model.cells:
            drawn = layout.area_cells(area)
            assert drawn
            for y, spans in enumerate(layout.rows):
                xs = [
                    x
                    for span in spans
                    if span.area == area or (isinstance(span, Edge) and span.other == area)
                    for x in range(span.x, span.x + (span.width if isinstance(span, Fill) else 1))
                ]
                runs = [(x1, x2) for row, x1, x2 in drawn if row == y]
                if not xs:
                    assert not runs, (mode, area, y)
                    continue
                assert runs == [(min(xs), max(xs) + 1)], (mode, area, y)
                assert max(xs) + 1 - min(xs) < layout.width / 2  # a hex, never the whole row
