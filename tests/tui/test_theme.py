from hellenica_tui.tui.theme import ansi_colours, flavour_from_env, map_palette


def test_no_color_wins_over_everything(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    assert flavour_from_env(ansi=True) == "mono"
    monkeypatch.delenv("NO_COLOR")
    assert flavour_from_env(ansi=True) == "ansi"
    assert flavour_from_env() == "truecolor"


def test_city_states_keep_their_content_colours(model):
    palette = map_palette(model.content, "truecolor")
    for state in model.content.city_states.values():
        assert palette.state_colour[state.id] == state.colour
        assert palette.state_text[state.id].color.name == state.colour


def test_ansi_colours_are_distinct_terminal_colours(model):
    colours = ansi_colours(model.content)
    assert set(colours) == set(model.content.city_states)
    assert len(set(colours.values())) == len(colours)
    assert colours["athens"] in ("blue", "bright_blue") and colours["thebes"] in ("green", "bright_green")
    palette = map_palette(model.content, "ansi")
    assert all(style.color.is_system_defined for style in palette.state_text.values())


def test_mono_palette_has_no_colour_at_all(model):
    palette = map_palette(model.content, "mono")
    for name in ("edge", "mountain", "land", "sea", "wave", "cursor", "creature", "sea_fill", "land_fill"):
        style = getattr(palette, name)
        assert style.color is None and style.bgcolor is None, name
    assert palette.mountain != palette.edge
