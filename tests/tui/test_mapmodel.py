from hellenica_tui.tui.areainfo import describe_area
from hellenica_tui.tui.hexlabels import compact_lines, features, full_lines
from hellenica_tui.tui.mapmodel import AreaOverlay, UnitStack, UpgradeMark
from hellenica_tui.tui.theme import map_palette


def test_geography_comes_from_the_content(model):
    athens = model.cells["athens"]
    assert athens.kind == "land" and athens.home_of == "athens" and athens.settlements == 3
    assert model.cells["cyclades"].kind == "sea"
    assert model.cells["delphi"].free_temple
    assert model.cells["thera"].volcano
    assert set(model.cells["panactum"].mines) == {"athens", "thebes"}
    # Corcyra's strait toward Epirus is closed; its side onto the Ionian Sea is open.
    sides = {other: edge for _, other, edge in model.cells["corcyra"].sides}
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
    assert text[0].startswith(" ATH* ooo")
    assert text[1] == "H2 T1!"
    assert text[2] == "A m"
    compact = compact_lines(placed, placed.cells["athens"], palette, 4)
    assert "".join(t for t, _ in compact[1]) == "3u"  # "H2T1!" is too wide: the total instead
    fewer = placed.with_overlay({"athens": AreaOverlay(units=(UnitStack("athens", "hoplite", 2),))})
    assert "".join(t for t, _ in compact_lines(fewer, fewer.cells["athens"], palette, 4)[1]) == "H2"


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
    assert "^NE Epirus" in text and "  S  Ambracian Sea" in text
    delphi = describe_area(model, "delphi", palette).plain
    assert "Free temple location" in delphi
    assert "Volcano" in describe_area(model, "thera", palette).plain
    assert "Mines: 2 (for Athens, Thebes)" in describe_area(model, "panactum", palette).plain
    assert describe_area(model, "cyclades", palette).plain.splitlines()[1] == "Sea area"
