"""Screens as pictures at the smallest supported size and a large one.

Update after an intended change with `pytest tests/tui --snapshot-update`.
"""

import pytest

from hellenica_tui.tui.app import HellenicaApp

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((160, 50), id="160x50")]
# The games pictured play the balanced tables variant, whose map and reach they were drawn
# with; the rules as printed change what is closed at two to four city-states (the new-game
# form pictures the choice; tests/games/hellenica/test_rulebook_default.py the rules).
BALANCED = {"rules": "balanced"}


@pytest.mark.parametrize("size", SIZES)
def test_title(snap_compare, size):
    assert snap_compare(HellenicaApp(), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_explorer(snap_compare, size):
    # Two steps east from Corcyra, then one south: the cursor sits on Ambracia's
    # neighbour, away from the start, and the panel describes it.
    assert snap_compare(HellenicaApp(explore=True), terminal_size=size, press=["right", "right", "down"])


@pytest.mark.parametrize("size", SIZES)
def test_help(snap_compare, size):
    assert snap_compare(HellenicaApp(), terminal_size=size, press=["question_mark"])


# The race to win and "what happened to you": 80x24 and 120x40, one of each without colour
# (met objectives and the marks of the summary read by their words and signs alone).
@pytest.mark.parametrize("size, no_color", [((80, 24), True), ((120, 40), False)], ids=["80x24-no-color", "120x40"])
def test_objectives(snap_compare, size, no_color, monkeypatch):
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")

    async def start(pilot):
        pilot.app.start_game(["athens", "sparta", "thebes"], 5, BALANCED)
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=start, press=["o"])


@pytest.mark.parametrize("size, no_color", [((80, 24), False), ((120, 40), True)], ids=["80x24", "120x40-no-color"])
def test_what_happened(snap_compare, size, no_color, monkeypatch, tmp_path):
    from tests.tui.test_race_pilot import played_until_news

    session = played_until_news(tmp_path / "news.sav")
    session.close()
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")

    async def load(pilot):
        pilot.app.open_save(str(tmp_path / "news.sav"))
        await pilot.pause()
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=load)


@pytest.mark.parametrize("size", SIZES)
def test_game(snap_compare, size):
    # A fixed seed: the deities dealt, the Favorite and every word on screen stay the same.
    async def start(pilot):
        pilot.app.start_game(["athens", "sparta", "thebes"], 5, BALANCED)
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=start)


@pytest.mark.parametrize("size", SIZES)
def test_end_of_game_charts(snap_compare, size, tmp_path):
    # Two people playing seeded random legal commands for five turns (no AI seat, so
    # the AI's changes leave the picture alone), then declared over for Athens.
    import random

    from hellenica_tui.seat.session import GameSession
    from hellenica_tui.tui.games.hellenica.end import EndScreen

    session = GameSession.new(["athens", "sparta"], 3, path=str(tmp_path / "end.hsav"))
    rng = random.Random(3)
    while session.state.turn <= 5:
        session.submit(rng.choice(session.suggestions()))
    session.state.winners = ["athens"]

    async def show(pilot):
        pilot.app.push_screen(EndScreen(session, pilot.app.palette))
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=show, press=["4"])


def _game_under_way(folder, until="build"):
    """Athens and Sparta, two people, seeded legal commands until a build may be given."""
    import random

    from hellenica_tui.seat.session import GameSession

    session = GameSession.new(["athens", "sparta"], 3, BALANCED, path=str(folder / "map.hsav"))
    rng = random.Random(1)
    while not any(c.startswith(until) for c in session.suggestions()):
        session.submit(rng.choice(session.suggestions()))
    session.close()
    return str(session.game.path)


MAP_SIZES = [pytest.param(size, id=f"{size[0]}x{size[1]}") for size in ((80, 24), (100, 30), (120, 40), (130, 40))]


@pytest.mark.parametrize("size", MAP_SIZES)
def test_game_map(snap_compare, size, tmp_path):
    # The big hexes around Athens at every size, the legend under them.
    assert snap_compare(HellenicaApp(load=_game_under_way(tmp_path)), terminal_size=size)


@pytest.mark.parametrize("size", [MAP_SIZES[0], MAP_SIZES[2]])
def test_game_map_without_colour(snap_compare, size, tmp_path, monkeypatch):
    # Owner letters (a:ATH*, a:H1 T1) and the legend tell who holds what.
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(HellenicaApp(load=_game_under_way(tmp_path)), terminal_size=size)


@pytest.mark.parametrize("size", [MAP_SIZES[0], MAP_SIZES[2]])
def test_game_map_while_a_command_is_typed(snap_compare, size, tmp_path, monkeypatch):
    # "move 1 hoplite " dots the areas the hoplite may go to; without colour too.
    monkeypatch.setenv("NO_COLOR", "1")
    press = ["colon", *"move 1 hoplite "]
    assert snap_compare(HellenicaApp(load=_game_under_way(tmp_path, "move")), terminal_size=size, press=press)


@pytest.mark.parametrize("size", [MAP_SIZES[0], MAP_SIZES[2]])
def test_game_compact_map(snap_compare, size, tmp_path):
    # z: the whole map at once, in codes.
    assert snap_compare(HellenicaApp(load=_game_under_way(tmp_path)), terminal_size=size, press=["z"])


CARD_SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


@pytest.mark.parametrize("size", CARD_SIZES)
def test_card_reference(snap_compare, size):
    # From the title: a search for "apo" (Apollo and his invocations), then one card down.
    assert snap_compare(HellenicaApp(), terminal_size=size, press=["i", *"apo", "down"])


def test_card_reference_without_colour(snap_compare, monkeypatch):
    # The highlighted card is marked '>', the headings carry their counts: no colour needed.
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(HellenicaApp(), terminal_size=(80, 24), press=["i", "down", "down"])


@pytest.mark.parametrize("size", CARD_SIZES)
def test_prompt_card_candidates(snap_compare, size):
    # Choosing a patron: each deity offered with what it is, the one Tab put in told in full.
    async def start(pilot):
        pilot.app.start_game(["athens", "sparta", "thebes"], 5, BALANCED)
        await pilot.pause()

    assert snap_compare(
        HellenicaApp(), terminal_size=size, run_before=start, press=["colon", *"patron", "space", "tab"]
    )


@pytest.mark.parametrize("size", CARD_SIZES)
def test_area_panel_in_a_game(snap_compare, size):
    # The area pane on the first player's home city: owner, units, upgrades, what it counts for.
    async def start(pilot):
        pilot.app.start_game(["athens", "sparta", "thebes"], 5, BALANCED)
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=start, press=["a"])


@pytest.mark.parametrize("size", [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")])
@pytest.mark.parametrize("step", ["before-the-dice", "casualty", "over"])
def test_combat_dialog(snap_compare, size, step, tmp_path):
    # Athens marches on Sparta's Megara (tests/tui/combat_game.py): the dialog before
    # the first dice, then (the dice cast, Sparta at the keyboard) its pick of a casualty,
    # and the outcome once each side has answered with its first choice to the end.
    from tests.tui.combat_game import combat_session, march

    session = combat_session(str(tmp_path / "combat.hsav"))
    march(session)
    if step == "casualty":
        session.submit("skip")
    while step == "over" and session.state.combat is not None:
        session.submit(session.suggestions()[0])

    async def show(pilot):
        pilot.app._show_game(session)
        await pilot.pause()
        if step == "over":
            from hellenica_tui.games.hellenica.war.outlook import summary
            from hellenica_tui.tui.games.hellenica.combat import CombatDialog

            events = [e for group in session.game.log for e in group.events]
            told = summary(events, session.view())
            pilot.app.push_screen(CombatDialog(session.content, session.viewer, summary=told))
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=show)


def test_combat_dialog_without_colour(snap_compare, monkeypatch, tmp_path):
    # The choice Enter takes is shown in reverse; odds, dice and choices are words and digits.
    from tests.tui.combat_game import combat_session, march

    monkeypatch.setenv("NO_COLOR", "1")
    session = combat_session(str(tmp_path / "combat.hsav"))
    march(session)

    async def show(pilot):
        pilot.app._show_game(session)
        await pilot.pause()
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=(80, 24), run_before=show, press=["down"])  # on "quiet"


@pytest.mark.parametrize("size", [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")])
def test_new_game(snap_compare, size):
    # The form as it opens: the keyboard on the city-states, the Start button in sight.
    assert snap_compare(HellenicaApp(), terminal_size=size, press=["n"])


def test_new_game_without_colour(snap_compare, monkeypatch):
    # Ticked boxes carry an X (a dot for the speed and the invocation setting), unticked ones are empty.
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(HellenicaApp(), terminal_size=(80, 24), press=["n", "down"])


PROMPT_SIZES = [pytest.param(size, id=f"{size[0]}x{size[1]}") for size in ((80, 24), (120, 40))]


@pytest.mark.parametrize("size", PROMPT_SIZES)
def test_wide_log(snap_compare, size, tmp_path):
    path = _game_under_way(tmp_path)

    async def open_game(pilot):
        pilot.app.open_save(path)
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=open_game, press=["L"])


@pytest.mark.parametrize("size", PROMPT_SIZES)
def test_commands_of_an_area_with_their_costs(snap_compare, size, tmp_path):
    path = _game_under_way(tmp_path)

    async def open_game(pilot):
        pilot.app.open_save(path)
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=open_game, press=["enter"])


@pytest.mark.parametrize("size", PROMPT_SIZES)
def test_a_question_wraps_under_the_prompt(snap_compare, size, tmp_path):
    from hellenica_tui.games.hellenica.core.state import Choice
    from hellenica_tui.seat.session import GameSession

    path = _game_under_way(tmp_path)

    async def open_game(pilot):
        session = GameSession.load(path)
        options = ["1:market", "2:academy", "law_code", "mining", "fortification", "architecture", "coinage"]
        session.game.state.choice = Choice(player=session.viewer, about="effect",
                                           prompt="which of these do you take?", options=options)
        pilot.app._show_game(session)
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=open_game)


def _map_being_built(folder):
    """Athens and Sparta building a map: both home cities placed, Mt. Olympus and Delphi
    too; Sparta places the first tile of its hand."""
    from hellenica_tui.seat.session import GameSession

    session = GameSession.new(["athens", "sparta"], 5, {"map": "built"}, path=str(folder / "built.hsav"))
    for command in ("place sparta 4,4", "place athens 5,1", "place mt_olympus 3,2 turn 1"):
        session.submit(command)
    session.submit(session.suggestions()[0])  # Delphi, where it first fits
    session.close()
    return str(session.game.path)


@pytest.mark.parametrize("size, no_color", [((80, 24), True), ((120, 40), False)], ids=["80x24-no-color", "120x40"])
def test_placing_a_tile(snap_compare, size, no_color, tmp_path, monkeypatch):
    # The tile under the cursor with its mountain sides (^), the words 'placing' and its
    # turn; the empty locations by their hex, the dotted ones taking a tile; t turned it once.
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(HellenicaApp(load=_map_being_built(tmp_path)), terminal_size=size, press=["t"])


@pytest.mark.parametrize("size, no_color", [((80, 24), True), ((120, 40), False)], ids=["80x24-no-color", "120x40"])
def test_when_the_game_stops_for_you(snap_compare, size, no_color, monkeypatch, player_defaults):
    """`q`: the four kinds of question at a new player's defaults, the third changed once."""
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")

    async def start(pilot):
        pilot.app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=start, press=["q", "down", "down", "enter"])
