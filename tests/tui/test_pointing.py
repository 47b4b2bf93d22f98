"""Playing by pointing: a stack chosen on the map, the areas it may reach lit, the
units to send picked in a dialog, builds and research from lists with their cost
and card, the command shown in the prompt before Enter (or Give) sends it. With
the keyboard cursor and with the mouse."""

from __future__ import annotations

from textual.widgets import OptionList, Static

from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.table.pointing import card_text, destinations, menu, reach
from hellenica_tui.games.hellenica.war.commands import SupplyMovement
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.area_commands import AreaCommandsScreen
from hellenica_tui.tui.maplayout import ARROWS
from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from tests.tui.test_prompt_screen import to_the_first_action

KEY_OF = {arrow: direction for direction, arrow in ARROWS.items()}  # '↑' -> 'up'


def _first_action(tmp_path, name: str = "point") -> GameSession:
    session = GameSession.new(["athens", "sparta"], 5, path=str(tmp_path / f"{name}.hsav"))
    to_the_first_action(session)
    return session


def _last_command(session: GameSession, player: str = "athens") -> str:
    """The last command `player` gave (an answer of the other seat may come after it)."""
    return next(RULESET.format(g.command) for g in reversed(session.game.log) if g.player == player)


def test_a_long_list_is_split_by_its_words_a_short_one_is_not():
    short = [("pass", "free"), ("worship athens", "a worship cube")]
    assert menu(short) == [("pass", "free", []), ("worship athens", "a worship cube", [])]
    builds = [(f"build {kind} athens over {n}", "a build cube") for kind in ("market", "temple") for n in range(8)]
    offers = [("worship athens", "a worship cube"), *builds]
    entries = menu(offers)
    assert [e[0] for e in entries] == ["worship athens", "build ..."]
    assert entries[1][1] == "16 choices, a build cube" and entries[1][2] == builds
    inner = menu(entries[1][2])  # the builds, by what is built
    assert [e[0] for e in inner] == ["build market ...", "build temple ..."]
    assert sum(len(e[2]) for e in inner) == 16


def test_a_stacks_reach_is_where_it_may_go_once_supplied(tmp_path):
    session = _first_action(tmp_path)
    player = session.viewer
    supply = next(c for c in session.game.legal_commands(player) if isinstance(c, SupplyMovement))
    lit = reach(session.state, player, supply)
    assert lit and supply.area not in lit
    session.submit(RULESET.format(supply))
    moves = destinations(session.state, player, session.game.legal_commands(player))
    assert set(moves) == lit
    for offers in moves.values():
        for text, label in offers:
            assert text.startswith("move ") and ("free" in label or "," in label)
    session.close()


def test_a_card_is_told_for_what_a_command_concerns(tmp_path):
    session = _first_action(tmp_path)
    player = session.viewer
    content = session.content
    research = next(c for c in session.game.legal_commands(player) if getattr(c, "advancement", ""))
    told = card_text(content, research)
    found = content.advancements[research.advancement]
    assert told == f"{found.name}: {found.text}"
    assert card_text(content, RULESET.parse("pass", session.state, player)) == ""
    session.close()


async def _open(app: HellenicaApp, pilot, session: GameSession):
    app._show_game(GameSession.load(session.game.path))
    await pilot.pause()
    screen = app.screen
    screen._stop_ai()
    return screen


def _index(dialog: AreaCommandsScreen, wanted: str) -> int:
    """How many Downs from the first line reach the line `wanted` (or the group holding it)."""
    listing = dialog.query_one(OptionList)
    enabled = [listing.get_option_at_index(n) for n in range(listing.option_count)]
    ids = [o.id for o in enabled if not o.disabled]
    if wanted in ids:
        return ids.index(wanted)
    return next(n for n, i in enumerate(ids) if i and i.endswith(" ...") and wanted.startswith(i[:-4]))


async def _choose(pilot, wanted: str) -> None:
    """In the open list (and its groups), the line giving `wanted`, by Down and Enter."""
    for _ in range(4):
        dialog = pilot.app.screen
        assert isinstance(dialog, AreaCommandsScreen), dialog
        n = _index(dialog, wanted)
        await pilot.press(*["down"] * n, "enter")
        await pilot.pause()
        if not isinstance(pilot.app.screen, AreaCommandsScreen):
            return
    raise AssertionError(f"{wanted} never reached")


async def test_supply_and_move_by_the_keyboard_cursor_alone(tmp_path):
    for size in ((80, 24), (120, 40)):
        session = _first_action(tmp_path, f"point{size[0]}")
        home = session.content.city_states[session.viewer].home
        app = HellenicaApp()
        async with app.run_test(size=size) as pilot:
            screen = await _open(app, pilot, session)
            hexmap = screen.query_one(HexMap)
            away = next(iter(hexmap.keys()))  # the cursor starts on Athens: a step away and back
            hexmap.move_to(away)
            await pilot.pause()
            assert not hexmap.targets  # no stack of Athens to supply there
            hexmap.move_to(home)
            await pilot.pause()
            supply, lit = screen._supplies(home)
            assert hexmap.targets == lit  # the stack's reach lit before it is supplied
            await pilot.press("enter")
            await pilot.pause()
            await _choose(pilot, supply)
            prompt = screen.query_one(CommandPrompt)
            assert prompt.value == supply and prompt.has_focus  # shown, not given
            count = len(screen.session.game.log)
            await pilot.press("enter")
            await pilot.pause()
            assert len(screen.session.game.log) > count and _last_command(screen.session) == supply
            assert hexmap.has_focus and hexmap.targets == lit  # back on the map, the destinations lit
            # An arrow key reaches one of the lit areas: the cursor there tells the cost.
            arrows = {area: keys for area, keys in hexmap.keys().items() if area in lit}
            area, keys = sorted(arrows.items())[0]
            await pilot.press(KEY_OF[keys[0]])
            await pilot.pause()
            assert hexmap.cursor == area
            hint = str(screen.query_one("#hint", Static).render())
            assert "picks the units" in hint and "free" in hint
            await pilot.press("enter")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, AreaCommandsScreen) and "which units" in dialog.heading
            wanted = dialog.commands[0][0]
            assert wanted.startswith("move ") and wanted.endswith(f" {area}")
            await pilot.press("enter")
            await pilot.pause()
            assert prompt.value == wanted
            await pilot.press("enter")
            await pilot.pause()
            assert _last_command(screen.session) == wanted
        session.close()


async def test_research_by_the_cursor_shows_the_card_then_the_command(tmp_path):
    session = _first_action(tmp_path)
    player = session.viewer
    home = session.content.city_states[player].home
    wanted = next(t for t, _ in session.commands_here(home) if t.startswith("research ") and len(t.split()) == 3)
    advancement = session.content.advancements[wanted.split()[2]]
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(app, pilot, session)
        screen.query_one(HexMap).move_to(home)
        await pilot.press("enter")
        await pilot.pause()
        top = app.screen
        top_lines = [t for t, _ in top.commands]
        assert "research ..." in top_lines and "build ..." in top_lines  # split by verb
        n = _index(top, wanted)
        await pilot.press(*["down"] * n, "enter")
        await pilot.pause()
        inner = app.screen
        assert inner is not top and all(t.startswith("research") for t, _ in inner.commands)
        await pilot.press(*["down"] * _index(inner, wanted))
        await pilot.pause()
        card = str(inner.query_one("#area-command-card", Static).render())
        assert advancement.name in card and advancement.text[:30] in card
        await pilot.press("escape")  # back a list, not to the map
        await pilot.pause()
        assert isinstance(app.screen, AreaCommandsScreen) and "research ..." in [t for t, _ in app.screen.commands]
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
    session.close()


def _hex_offset(hexmap: HexMap, area: str) -> tuple[int, int]:
    """A cell inside `area`'s hex, as an offset from the map widget's corner."""
    left, top = hexmap.margins()
    sx, sy = hexmap.scroll_offset
    inset = hexmap.content_region.offset - hexmap.region.offset
    width, height = hexmap.content_size
    for (x, y), found in sorted(hexmap.map_layout.hits.items(), key=lambda item: (item[0][1], item[0][0])):
        cx, cy = x + left - sx, y + top - sy
        if found == area and 1 <= cx < width - 1 and 1 <= cy < height - 1:
            return cx + inset.x, cy + inset.y
    raise AssertionError(f"{area} is not in view")


async def test_supply_and_move_with_the_mouse_alone(tmp_path):
    session = _first_action(tmp_path)
    home = session.content.city_states[session.viewer].home
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open(app, pilot, session)
        hexmap = screen.query_one(HexMap)
        await _point(pilot, hexmap, home)
        supply, lit = screen._supplies(home)
        # The group clicked ("supply ..."), then the supply for movement in it: each a line
        # of its own at this width, under the list's border.
        for _ in range(3):
            dialog = app.screen
            if not isinstance(dialog, AreaCommandsScreen):
                break
            await pilot.click(OptionList, offset=(4, 1 + _index(dialog, supply)))
            await pilot.pause()
        prompt = screen.query_one(CommandPrompt)
        assert app.screen is screen and prompt.value == supply
        await pilot.click(_give_key(app))
        await pilot.pause()
        assert _last_command(screen.session) == supply
        area = sorted(lit)[0]
        await pilot.pause()
        await _point(pilot, hexmap, area)
        dialog = app.screen
        assert isinstance(dialog, AreaCommandsScreen) and "which units" in dialog.heading
        wanted = dialog.commands[0][0]
        await pilot.click(OptionList, offset=(4, 1))
        await pilot.pause()
        assert prompt.value == wanted
        await pilot.click(_give_key(app))
        await pilot.pause()
        assert _last_command(screen.session) == wanted
    session.close()


async def _point(pilot, hexmap: HexMap, area: str) -> None:
    """Click `area` (the cursor goes there), then click it again (its commands). The
    map may still be scrolling to what just changed: the click waits for it to rest."""
    for _ in range(20):
        before = hexmap.scroll_offset
        await pilot.pause(0.05)
        if hexmap.scroll_offset == before:
            break
    if hexmap.cursor != area:
        await pilot.click(HexMap, offset=_hex_offset(hexmap, area))
        await pilot.pause()
        assert hexmap.cursor == area
    await pilot.click(HexMap, offset=_hex_offset(hexmap, area))
    await pilot.pause()


def _give_key(app: HellenicaApp):
    """The footer's Give key (a click on it gives what the prompt shows)."""
    from textual.widgets._footer import FooterKey

    return next(key for key in app.screen.query(FooterKey) if key.action == "give")


def test_a_move_into_an_enemy_says_the_combat_it_starts(tmp_path):
    session = _first_action(tmp_path)
    player = session.viewer
    supply = next(c for c in session.game.legal_commands(player) if isinstance(c, SupplyMovement))
    session.submit(RULESET.format(supply))
    moves = destinations(session.state, player, session.game.legal_commands(player))
    area = sorted(moves)[0]
    other = next(p for p in session.players if p != player)
    from hellenica_tui.games.hellenica.core.state import Stack

    session.state.areas[area].units[other] = Stack(units={"hoplite": 2})  # Sparta's hoplites wait there
    labels = [label for _, label in destinations(session.state, player, session.game.legal_commands(player))[area]]
    assert all(label.endswith("; a combat against Sparta's 2 Hoplites") for label in labels), labels
    session.close()


def test_a_supply_for_movement_tells_what_may_move_and_where(tmp_path):
    from hellenica_tui.games.hellenica.table.pointing import card_texts

    session = _first_action(tmp_path)
    player = session.viewer
    supply = next(c for c in session.game.legal_commands(player) if isinstance(c, SupplyMovement))
    text = RULESET.format(supply)
    told = card_texts(session.state, player, [text])[text]
    names = [session.content.areas[a].name for a in reach(session.state, player, supply)]
    assert told.startswith("Your 1 Hoplite and 1 Trireme on Athens may then move")
    assert all(name in told for name in names)
    session.close()
