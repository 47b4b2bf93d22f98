"""Exploring on screen: the explorer alone sees the two tiles drawn, in a dialog
that lists what each is and every way it may lie; t turns the tile on."""

import random

from textual.widgets import OptionList, Static

from hellenica_tui.ai import bots
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.legal import to_act
from hellenica_tui.games.hellenica.maps.exploring import under_way
from hellenica_tui.games.hellenica.war.commands import Move, SupplyMovement
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.games.hellenica.secret import ExploreDialog
from hellenica_tui.tui.secret_choices import tile_words
from tests.tui.test_secret_pilot import everything_shown, opened


def exploring_game() -> GameSession:
    """Athens among two AI players on an explorable map, its units just into an empty area."""
    session = GameSession.new(["athens", "sparta", "troy"], 4, {"map": "explorable"}, ai=["sparta", "troy"])
    game = session.game
    rng = random.Random(4)
    while not (session.state.layout.drawn and under_way(session.state).player == "athens"):
        bots.advance(game)
        assert "athens" in to_act(RULES, game.state)
        legal = game.legal_commands("athens")
        content = session.content
        into = [c for c in legal if isinstance(c, Move) and content.areas[c.to].empty]
        supply = [c for c in legal if isinstance(c, SupplyMovement)]
        game.apply(rng.choice(into or supply or legal), "athens")
    return session


async def test_the_explorer_picks_a_drawn_tile_and_its_turn_in_a_dialog():
    session = exploring_game()
    drawn = list(session.state.layout.drawn)
    area = session.content.areas[under_way(session.state).area].name
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await opened(pilot, session)
        session = next(s for s in app.screen_stack if isinstance(s, GameScreen)).session  # the screen's own
        assert isinstance(dialog, ExploreDialog) and dialog.choice.player == "athens"
        assert area in str(dialog.query_one("#question", Static).render())
        shown = str(dialog.query_one("#drawn-tiles", Static).render())
        assert all(tile_words(session.content, t) in shown for t in drawn)
        placings = dialog.choice.placings
        legal = session.game.legal_commands("athens")
        # every way offered is legal, each tile that fits is offered (turns that lie alike once)
        assert {p.command for p in placings} <= {
            f"place {c.tile} turn {c.rotation}" if c.rotation else f"place {c.tile}" for c in legal
        }
        assert {p.tile for p in placings} == {c.tile for c in legal}
        options = dialog.query_one("#placings", OptionList)
        first = placings[options.highlighted or 0]
        await pilot.press("t")  # the same tile, its next turn that fits (or itself when only one)
        await pilot.pause()
        turned = placings[options.highlighted or 0]
        assert turned.tile == first.tile
        assert turned.rotation != first.rotation or sum(p.tile == first.tile for p in placings) == 1
        await pilot.press("enter")
        await pilot.pause()
        state = session.state
        assert turned.tile in state.areas and under_way(state) is None
        # the explorer's own log names the tile sent back; the others' never does (the rules'
        # tests read the log as each seat does)
        other = next((t for t in drawn if t != turned.tile), None)
        if other is not None:
            name = next(t.name for t in session.content.map.tiles if t.id == other)
            assert f"{name} goes to the bottom of the stack" in everything_shown(app)


def two_people_exploring() -> GameSession:
    """Athens and Sparta, both people, until Athens has just drawn two tiles."""
    session = GameSession.new(["athens", "sparta"], 6, {"map": "explorable"})
    game = session.game
    rng = random.Random(6)
    while not (session.state.layout.drawn and under_way(session.state).player == "athens"):
        player = to_act(RULES, game.state)[0]
        legal = game.legal_commands(player)
        content = session.content
        into = [c for c in legal if isinstance(c, Move) and content.areas[c.to].empty]
        supply = [c for c in legal if isinstance(c, SupplyMovement)]
        pick = rng.choice(into or supply or legal) if player == "athens" else rng.choice(legal)
        game.apply(pick, player)
    return session


async def test_the_next_person_at_the_keyboard_never_sees_the_tile_sent_back():
    from hellenica_tui.tui.screens.handoff import HandOffScreen

    made = two_people_exploring()
    drawn = list(made.state.layout.drawn)
    placed = None
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot, made)
        session = next(s for s in app.screen_stack if isinstance(s, GameScreen)).session  # the screen's own
        for _ in range(60):  # Athens places a tile, then passes until Sparta holds the keyboard
            screen = app.screen
            if isinstance(screen, HandOffScreen):
                await pilot.press("enter")
            elif isinstance(screen, ExploreDialog):
                placed = screen.choice.placings[0].tile
                await pilot.press("enter")
            elif session.viewer == "sparta" and isinstance(screen, GameScreen):
                break
            elif isinstance(screen, GameScreen) and "athens" in to_act(RULES, session.state):
                screen._submit("pass", private=False)
            await pilot.pause()
        assert placed is not None and placed in session.state.areas
        assert session.viewer == "sparta"
        other = next(t for t in drawn if t != placed)
        name = next(t.name for t in session.content.map.tiles if t.id == other)
        shown = everything_shown(app)
        assert name not in shown
        assert next(t.name for t in session.content.map.tiles if t.id == placed) in shown  # the placed one is public


def test_turns_that_lie_alike_are_offered_once_and_a_tile_that_cannot_lie_is_said_so(monkeypatch):
    from hellenica_tui.games.hellenica.maps.commands import PlaceTile
    from hellenica_tui.tui.secret_choices import explore_choice

    session = exploring_game()
    layout = session.state.layout
    layout.drawn = ["elis", "thracian_sea"]  # no mountains, no mines: every turn lies alike
    here = session.content.areas[under_way(session.state).area].hex
    every = [PlaceTile(tile="elis", hex=here, rotation=r) for r in range(6)]
    monkeypatch.setattr(session.game, "legal_commands", lambda player: every)
    choice = explore_choice(session, "athens", layout)
    assert [p.command for p in choice.placings] == ["place elis"]
    assert choice.tiles[1].endswith("(cannot lie here)") and "(cannot" not in choice.tiles[0]
    assert choice.entry.split(",")[0] in ("N", "NE", "SE", "S", "SW", "NW")


def test_the_alliance_exploration_says_only_a_city_may_lie_there(monkeypatch):
    from hellenica_tui.games.hellenica.maps.commands import PlaceTile
    from hellenica_tui.tui.secret_choices import explore_choice

    session = exploring_game()
    layout = session.state.layout
    layout.exploring[0].alliance = True
    layout.drawn = ["elis", "thrace"]  # a city, and land with no city
    here = session.content.areas[under_way(session.state).area].hex
    monkeypatch.setattr(session.game, "legal_commands", lambda player: [PlaceTile(tile="elis", hex=here)])
    choice = explore_choice(session, "athens", layout)
    assert choice.alliance and choice.tiles[1].endswith("(not a City tile)")
    dialog = ExploreDialog(choice, "Athens")
    question = next(w for w in dialog.body() if isinstance(w, Static) and w.id == "question")
    assert "only a City tile" in str(question.render())


def test_an_area_another_players_units_withdrew_into_says_whose_units_came_in(monkeypatch):
    from hellenica_tui.games.hellenica.core.state import Stack
    from hellenica_tui.games.hellenica.maps.commands import PlaceTile
    from hellenica_tui.tui.secret_choices import explore_choice

    session = exploring_game()
    layout = session.state.layout
    area = under_way(session.state).area
    session.state.areas[area].units = {"sparta": Stack({"hoplite": 2}, {})}  # Sparta withdrew there
    here = session.content.areas[area].hex
    monkeypatch.setattr(session.game, "legal_commands", lambda player: [PlaceTile(tile=layout.drawn[0], hex=here)])
    choice = explore_choice(session, "athens", layout)
    assert choice.withdrew == "Sparta"
    dialog = ExploreDialog(choice, "Athens")
    question = next(w for w in dialog.body() if isinstance(w, Static) and w.id == "question")
    assert "Sparta's units withdrew into it" in str(question.render())
