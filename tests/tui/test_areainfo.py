"""The area panel tells everything about an area: owner, units by owner and kind,
upgrades with their state, deity and city, creature, mines, and what it counts for."""

from textual.widgets import Static

from hellenica_tui.seat.board.mapmodel import AreaOverlay, UnitStack, UpgradeMark
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.areainfo import describe_area, objectives_here, objectives_in_play
from hellenica_tui.tui.theme import map_palette
from hellenica_tui.tui.widgets.areapanel import AreaPanel
from hellenica_tui.tui.widgets.hexmap import HexMap


def names(objectives) -> list[str]:
    return [o.id for o in objectives]


def test_an_area_counts_for_the_objectives_of_its_kind_and_those_naming_it(model):
    content = model.content
    every = list(content.objectives)
    cells = model.cells
    assert "sea_power" in names(objectives_here(content, cells["saronic_gulf"], every))
    assert "empire" not in names(objectives_here(content, cells["saronic_gulf"], every))
    assert {"commune", "foothills_of_olympus"} <= set(names(objectives_here(content, cells["delphi"], every)))
    assert "isthmus" in names(objectives_here(content, cells["megara"], every))
    # Another's home city counts for Destruction; one's own does not.
    assert "destruction" in names(objectives_here(content, cells["athens"], every, "sparta"))
    assert "destruction" not in names(objectives_here(content, cells["athens"], every, "athens"))
    # The home city of a city-state left out of the game is a neutral city: no Destruction there.
    two = {"athens", "sparta"}
    assert "destruction" in names(objectives_here(content, cells["sparta"], every, "athens", two))
    assert "destruction" not in names(objectives_here(content, cells["corinth"], every, "athens", two))
    hydra = model.with_overlay({"arcadia": AreaOverlay(creatures=("hydra",))}).cells["arcadia"]
    assert "monster_slayer" in names(objectives_here(content, hydra, every))
    assert "monster_slayer" not in names(objectives_here(content, cells["arcadia"], every))
    # Only the objectives in play are named.
    assert names(objectives_here(content, cells["saronic_gulf"], ["empire", "commune"])) == []


def test_without_a_game_the_public_objectives_of_a_standard_game_are_in_play(model):
    public = sorted(o.id for o in model.content.objectives.values() if o.default_public)
    assert sorted(objectives_in_play(None, model.content, None)) == public


def test_the_description_names_units_by_owner_upgrades_deities_mines_and_the_creature(model):
    palette = map_palette(model.content, "truecolor")
    placed = model.with_overlay({
        "athens": AreaOverlay(
            owner="athens",
            units=(
                UnitStack("athens", "hoplite", 2), UnitStack("athens", "cavalry", 1, elite=True),
                UnitStack("sparta", "hero", 1),
            ),
            upgrades=(
                UpgradeMark("athens", "temple", "exhausted", deity="apollo"),
                UpgradeMark("athens", "tyranny"),
                UpgradeMark("athens", "academy", "building"),
            ),
        ),
        "panactum": AreaOverlay(upgrades=(UpgradeMark("athens", "market", "active", city="athens"),)),
        "arcadia": AreaOverlay(creatures=("hydra",)),
    })
    text = describe_area(placed, "athens", palette, ["empire"], "athens").plain
    assert "Owned by Athens" in text
    assert "  Athens: 2 Hoplites, 1 elite Cavalry\n" in text
    assert "  Sparta: 1 Hero\n" in text
    assert "Temple to Apollo, exhausted" in text
    assert "Tyranny (government: Barracks), active" in text
    assert "Academy, under construction" in text
    assert "Empire (Pathos): Own at least 6 cities." in text
    mine = describe_area(placed, "panactum", palette).plain
    assert "Market of Athens (on a mine), active" in mine
    hydra = model.content.creatures["hydra"]
    arcadia = describe_area(placed, "arcadia", palette).plain
    assert f"{hydra.name}: At upkeep" in arcadia
    assert " ".join(hydra.text.split()).split(". ", 1)[1].split(".")[0] in " ".join(arcadia.split())
    assert "Owned by nobody" in describe_area(model, "megara", palette).plain


def test_a_closed_area_counts_for_nothing(model):
    palette = map_palette(model.content, "truecolor")
    closed = model.with_overlay({"corcyra": AreaOverlay(closed=True)})
    text = describe_area(closed, "corcyra", palette, list(model.content.objectives)).plain
    assert "Closed in this game" in text
    assert "Counts for" not in text and "Owned by nobody" not in text


async def test_the_game_panel_names_the_patron_temple_and_the_viewers_objectives(tmp_path):
    session = GameSession.new(["athens", "sparta"], 5, path=str(tmp_path / "g.hsav"))
    patron = next(c for c in session.suggestions() if c.startswith("patron ")).split()[1]
    session.submit(f"patron {patron}")
    path = session.game.path
    session.close()
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_save(path)
        await pilot.pause()
        screen = app.screen
        await pilot.press("a")
        panel = screen.query_one(AreaPanel)
        screen.query_one(HexMap).move_to("athens")
        await pilot.pause()
        text = str(panel.query_one("#area-text", Static).render())
        deity = session.content.deities[patron].name
        assert f"Temple to {deity}, active" in " ".join(text.split())
        assert "Academy, active" in text and "Market, active" in text
        assert "Empire (Pathos)" in text  # a public objective of the game: a city counts for it
        # Corinth's home city, Corinth being out of this game, counts for no Destruction
        rival = "sparta" if panel.viewer == "athens" else "athens"
        for home, counted in ((rival, True), ("corinth", False)):
            screen.query_one(HexMap).move_to(home)
            await pilot.pause()
            assert ("Destruction (Pathos)" in str(panel.query_one("#area-text", Static).render())) == counted


async def test_the_area_panel_fits_the_side_of_a_small_screen_and_wraps_within_it():
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        await pilot.press("a")
        await pilot.pause()
        side, panel = app.screen.query_one("#side"), app.screen.query_one(AreaPanel)
        text = panel.query_one("#area-text")
        assert panel.region.right <= side.region.right
        assert text.region.right <= side.region.right - 1  # the scrollbar keeps its column
        assert all(len(line) <= text.content_size.width for line in str(text.render()).splitlines())


async def test_the_panel_names_the_neighbour_each_arrow_key_reaches():
    """Each arrow shown beside a neighbour is the key that moves the cursor there,
    and its opposite comes back."""
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        screen = app.screen
        while screen.app.screen is not screen:  # a secret choice waits: put it aside
            await pilot.press("escape")
        await pilot.press("a")
        hexmap, panel = screen.query_one(HexMap), screen.query_one(AreaPanel)
        for area in ("thebes", "athens", "cyclades"):
            hexmap.move_to(area)
            await pilot.pause()
            text = str(panel.query_one("#area-text", Static).render())
            neighbours = text[text.index("Neighbours"):]
            assert "the key that goes there" in " ".join(neighbours.split())
            for key, arrow in (("up", "↑"), ("down", "↓"), ("left", "←"), ("right", "→")):
                line = next((line for line in neighbours.splitlines() if arrow in line.split("(")[0]), None)
                await pilot.press(key)
                await pilot.pause()
                if line is None:
                    assert hexmap.cursor == area  # no arrow named: the key goes nowhere
                    continue
                assert hexmap.model.cells[hexmap.cursor].name.split()[0] in line, (area, key, line)  # a long name wraps
                await pilot.press({"up": "down", "down": "up", "left": "right", "right": "left"}[key])
                await pilot.pause()
                assert hexmap.cursor == area


def test_an_unexplored_area_says_it_is_a_city_and_a_non_city_at_once():
    from hellenica_tui.games.hellenica.content.lookup import content_of
    from hellenica_tui.seat.board.mapmodel import MapModel
    from tests.games.hellenica.test_explorable_map import explorable

    content = content_of(explorable().state)
    model = MapModel.of(content)
    empty = next(a.id for a in content.areas.values() if a.empty)
    palette = map_palette(content, "mono")
    text = " ".join(str(describe_area(model, empty, palette)).split())
    assert "unexplored: a city and a non-city at once" in text
    assert "unexplored" not in str(describe_area(model, "athens", palette))
