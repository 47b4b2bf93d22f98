from hellenica_tui.seat.board.mapmodel import AreaOverlay, UnitStack, UpgradeMark
from hellenica_tui.tui.maplegend import legend_lines, legend_rows, map_legend
from hellenica_tui.tui.theme import map_palette


def test_the_legend_names_the_players_first_then_units_then_signs(model):
    palette = map_palette(model.content, "mono")
    wide = map_legend(model, palette, ["sparta", "athens"], 200).plain
    assert wide.startswith("a Athens  s Sparta  H hoplite  C cavalry  T trireme  E hero  ! elite")  # seating order
    assert "v volcano" in wide and "^ mountain" in wide and "o settlement" in wide


def test_the_legend_fits_its_width_dropping_whole_pieces(model):
    palette = map_palette(model.content, "mono")
    players = ["athens", "sparta", "thebes"]
    whole = set(map_legend(model, palette, players, 500).plain.split("  ")) | {"a ATH", "s SPA", "t THB"}
    for width in range(20, 140, 7):
        line = map_legend(model, palette, players, width).plain
        assert len(line) <= width
        assert set(line.split("  ")) <= whole  # every piece whole, none cut short
    assert map_legend(model, palette, ["athens", "sparta", "thebes"], 55).plain == (
        "t Thebes  a Athens  s Sparta  H hoplite  C cavalry"
    )


def test_seven_players_are_named_by_their_home_cities_when_the_names_do_not_fit(model):
    palette = map_palette(model.content, "mono")
    everyone = list(model.content.city_states)
    line = map_legend(model, palette, everyone, 55).plain
    assert line.startswith("c CCY  t THB  r TRO  b BYZ  a ATH  s SPA  i COR")
    assert map_legend(model, palette, everyone, 120).plain.startswith("c Corcyra  t Thebes  r Troy")


def test_a_map_without_a_game_tells_its_ground(model):
    palette = map_palette(model.content, "truecolor")
    assert map_legend(model, palette, [], 55).plain == "o settlement  $ mine  ^ mountain  v volcano  * home"


def _athens_held(model):
    """Athens' home with two hoplites, an elite cavalry, an exhausted academy and a market
    being built."""
    return model.with_overlay(
        {
            "athens": AreaOverlay(
                owner="athens",
                units=(UnitStack("athens", "hoplite", 2), UnitStack("athens", "cavalry", 1, elite=True)),
                upgrades=(UpgradeMark("athens", "academy", "exhausted"), UpgradeMark("athens", "market", "building")),
            )
        }
    )


def test_the_area_under_the_cursor_is_told_first_on_one_line(model):
    held = _athens_held(model)
    palette = map_palette(model.content, "mono")
    line = map_legend(held, palette, ["athens", "sparta"], 200, rows=1, area="athens").plain
    assert line.startswith(
        "a Athens  H2 hoplite  C1! elite cavalry  a academy, exhausted  M market, building  o settlement  ^ mountain"
        "  * home"
    )  # how many of each: the compact map (and a full one short of room) shows only the total, a3
    assert "s Sparta" in line  # the other owners after it, where they fit
    narrow = map_legend(held, palette, ["athens", "sparta"], 54, rows=1, area="athens").plain
    assert narrow.startswith("a Athens  H2 hoplite  C1! elite cavalry") and "Sparta" not in narrow
    # Away from it, the owners come first again, and the upgrades on the map are told.
    away = map_legend(held, palette, ["athens", "sparta"], 300, rows=1, area="ionian_sea").plain
    assert away.startswith("a Athens  s Sparta  H hoplite")
    assert "A academy  M market  lower case exhausted" in away


def test_an_area_two_owners_share_tells_the_units_owner_by_owner(model):
    fought = model.with_overlay(
        {"megara": AreaOverlay(owner="sparta", units=(UnitStack("athens", "hoplite", 3), UnitStack("sparta", "hoplite", 1)))}
    )
    palette = map_palette(model.content, "mono")
    line = map_legend(fought, palette, ["athens", "sparta"], 200, rows=1, area="megara").plain
    assert line.startswith("a Athens  s Sparta  a: H3 hoplite  s: H1 hoplite")


def test_taller_screens_give_the_legend_more_lines_and_keep_the_owners_first(model):
    assert [legend_rows(h) for h in (24, 29, 30, 39, 40, 60)] == [1, 1, 2, 2, 3, 3]
    held = _athens_held(model)
    palette = map_palette(model.content, "mono")
    lines = [t.plain for t in legend_lines(held, palette, ["athens", "sparta"], 60, rows=3, area="athens")]
    assert len(lines) == 3 and all(len(line) <= 60 for line in lines)
    assert lines[0].startswith("a Athens  s Sparta  H2 hoplite  C1! elite cavalry")
    told = "  ".join(lines)
    assert "  ! elite" not in told and "H hoplite  " not in told  # told once, with the counts
    assert "a academy, exhausted" in lines[1]
    everything = " ".join(t.plain for t in legend_lines(held, palette, ["athens", "sparta"], 60, rows=9))
    assert "+ free temple" in everything  # given room, every piece is told
