from hellenica_tui.seat.board.mapmodel import AreaOverlay, UnitStack, UpgradeMark
from hellenica_tui.tui.areainfo import describe_area
from hellenica_tui.tui.hexlabels import compact_lines, features, full_lines
from hellenica_tui.tui.maplegend import map_legend
from hellenica_tui.tui.theme import map_palette


def test_geography_comes_from_the_content(model):
    athens = model.cells["athens"]
    assert athens.kind == "land" and athens.home_of == "athens" and athens.settlements == 3
    assert model.cells["cyclades"].kind == "sea"
    assert model.cells["delphi"].free_temple
    assert model.cells["thera"].volcano
    assert set(model.cells["panactum"].mines) == {"athens", "thebes"}
    # Corcyra's strait toward Epirus is closed; its side onto the Ionian Sea is open.
    sides = {side.neighbour: side.edge for side in model.cells["corcyra"].sides}
    assert sides["epirus"] == "mountain" and sides["ionian_sea"] == "clearing"


def test_an_overlay_replaces_only_the_cells_that_changed(model):
    first = model.with_overlay({"athens": AreaOverlay(owner="athens")})
    second = first.with_overlay(
        {"athens": AreaOverlay(owner="athens"), "megara": AreaOverlay(owner="athens")}
    )
    assert second.cells["athens"] is first.cells["athens"]
    assert second.cells["megara"] is not first.cells["megara"]
    assert second.cells["sparta"] is model.cells["sparta"]
    assert second.cells["megara"].owner == "athens"


def test_letters_are_distinct_and_labels_mark_elite_and_exhausted(model):
    assert len(set(model.unit_letter.values())) == len(model.unit_letter)
    assert model.unit_letter["hoplite"] == "H" and model.unit_letter["trireme"] == "T"
    assert model.unit_label(UnitStack("athens", "hoplite", 3, elite=True)) == "H3!"
    assert model.upgrade_label(UpgradeMark("athens", "temple", "exhausted")) == "t"
    assert model.upgrade_label(UpgradeMark("athens", "temple", "active")) == "T"


def test_hex_text_shows_units_upgrades_and_creatures(model):
    palette = map_palette(model.content, "mono")
    placed = model.with_overlay(
        {
            "athens": AreaOverlay(
                owner="athens",
                units=(UnitStack("athens", "hoplite", 2), UnitStack("athens", "trireme", 1, elite=True)),
                upgrades=(UpgradeMark("athens", "academy"), UpgradeMark("athens", "market", "exhausted")),
            )
        }
    )
    lines = full_lines(placed, placed.cells["athens"], palette, (9, 11, 11))
    text = ["".join(t for t, _ in line) for line in lines]
    assert text[0] == "a:ATH*ooo"  # owned by Athens (a), its home city (*), three settlements
    assert text[1] == "a:H2 T1!"
    assert text[2] == "A m"
    compact = compact_lines(placed, placed.cells["athens"], palette, 4)
    assert "".join(t for t, _ in compact[0]) == "aATH"  # the owner's letter takes the star's room
    assert "".join(t for t, _ in compact[1]) == "a3"  # "aH2T1!" is too wide: how many instead
    fewer = placed.with_overlay({"athens": AreaOverlay(units=(UnitStack("athens", "hoplite", 2),))})
    assert "".join(t for t, _ in compact_lines(fewer, fewer.cells["athens"], palette, 4)[1]) == "aH2"


def units_line(model, units, width=11):
    """The units' line of a hex whose upgrades' line is taken (a temple)."""
    placed = model.with_overlay({"megara": AreaOverlay(units=units, upgrades=(UpgradeMark("athens", "temple"),))})
    palette = map_palette(model.content, "mono")
    return "".join(t for t, _ in full_lines(placed, placed.cells["megara"], palette, (9, width, 9))[1])


def test_stacks_say_what_they_hold_and_shorten_only_when_they_must(model):
    h3, c2 = UnitStack("athens", "hoplite", 3), UnitStack("athens", "cavalry", 2)
    assert units_line(model, (h3, c2)) == "a:H3 C2"
    spartans = UnitStack("sparta", "hoplite", 2)
    # Whose each stack is shows without colour; one space too many for the line: closer together.
    assert units_line(model, (h3, c2, spartans), width=12) == "a:H3 C2 s:H2"
    assert units_line(model, (h3, c2, spartans)) == "a:H3C2 s:H2"
    elite = UnitStack("athens", "hoplite", 1, elite=True)
    assert units_line(model, (h3, elite, c2, spartans)) == "a:6 s:2"  # too long even close together: how many
    assert units_line(model, (h3, elite, c2)) == "a:H3 H1! C2"
    assert units_line(model, (h3, elite, c2, UnitStack("athens", "trireme", 1))) == "a:H3H1!C2T1"


def test_owner_letters_are_distinct_lower_case_and_never_a_settlement(model):
    letters = model.state_letter
    assert len(set(letters.values())) == len(letters) == len(model.content.city_states)
    assert all(letter.islower() and letter != "o" for letter in letters.values())
    assert letters["athens"] == "a" and letters["sparta"] == "s" and letters["corinth"] != "c"


def test_a_volcano_is_not_drawn_like_a_mountain_side(model):
    palette = map_palette(model.content, "mono")
    assert "^" not in features(model.cells["thera"]) and "v" in features(model.cells["thera"])
    assert "^" not in "".join(t for t, _ in full_lines(model, model.cells["thera"], palette, (9, 11, 9))[0])
    assert set(palette.mountain_chars.values()) == {"^"}


def test_an_empty_hex_shows_its_full_name(model):
    palette = map_palette(model.content, "truecolor")
    lines = full_lines(model, model.cells["eastern_aegean"], palette, (9, 11, 11))
    assert ["".join(t for t, _ in line) for line in lines[1:]] == ["Eastern", "Aegean Sea"]
    assert features(model.cells["panactum"]) == "$$"


def test_area_description_names_everything_about_the_area(model):
    palette = map_palette(model.content, "truecolor")
    text = describe_area(model, "corcyra", palette).plain
    assert "Corcyra" in text and "Island, city with 3 settlements" in text
    assert "Home city of Corcyra" in text
    assert " ^  NE Epirus" in text and "    S  Ambracian Sea" in text  # no arrow column filled: no cursor here
    delphi = describe_area(model, "delphi", palette).plain
    assert "Free temple location" in delphi
    assert "Volcano" in describe_area(model, "thera", palette).plain
    assert "Mines: 2 (for Athens, Thebes)" in describe_area(model, "panactum", palette).plain
    assert describe_area(model, "cyclades", palette).plain.splitlines()[1] == "Sea area"


def test_units_take_the_upgrades_line_rather_than_shorten(model):
    palette = map_palette(model.content, "mono")
    units = (
        UnitStack("thebes", "hoplite", 2),
        UnitStack("thebes", "hoplite", 1, elite=True),
        UnitStack("thebes", "cavalry", 1, elite=True),
        UnitStack("thebes", "trireme", 1),
    )
    placed = model.with_overlay({"megara": AreaOverlay(units=units)})
    lines = full_lines(placed, placed.cells["megara"], palette, (9, 11, 9))
    assert ["".join(t for t, _ in line) for line in lines[1:]] == ["t:H2 H1!", "C1! T1"]
    with_upgrade = placed.with_overlay({"megara": AreaOverlay(units=units, upgrades=(UpgradeMark("thebes", "temple"),))})
    lines = full_lines(with_upgrade, with_upgrade.cells["megara"], palette, (9, 11, 9))
    assert ["".join(t for t, _ in line) for line in lines[1:]] == ["t:5", "T"]  # the line is taken: counted


def test_an_area_out_of_play_is_marked_x_in_both_maps_and_the_legend_says_so(model):
    palette = map_palette(model.content, "mono")  # no colour: the mark alone must tell it
    fewer = model.with_overlay({"corinth": AreaOverlay(closed=True), "cretan_sea": AreaOverlay(closed=True)})
    first = "".join(t for t, _ in full_lines(fewer, fewer.cells["corinth"], palette, (9, 11, 11))[0])
    assert first.split() == ["COR*", "x"]  # its settlements, out of play, no longer shown
    for area in ("corinth", "cretan_sea"):
        assert "".join(t for t, _ in compact_lines(fewer, fewer.cells[area], palette, 4)[1]) == "x"
    assert "x closed" in map_legend(fewer, palette, ["athens"], 80).plain
    assert "closed" not in map_legend(model, palette, ["athens"], 200).plain  # a full table has none
