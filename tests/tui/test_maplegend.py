from hellenica_tui.tui.maplegend import map_legend
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
