"""War and politics on the shell, driven as a person drives it: the map and its cursor,
a stack chosen and its reach lit with the rules' costs, the battle dialogs, the hand-off
between two people at one keyboard, the panes, a refusal naming its rule, undo stopped
at a die, and a game played for several turns through the keys alone."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war import hexes
from hellenica_tui.games.war.commands import Move
from hellenica_tui.games.war.queries import reachable
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.war.content import content_of
from hellenica_tui.tui.games.war.pointer import pointer
from tests.tui.games.mapclick import click_cell
from tests.tui.games.war.positions import war_save

pytestmark = pytest.mark.usefixtures("no_colour")


@pytest.fixture
def no_colour(monkeypatch, tmp_path):
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path / "saves"))


def _text(screen, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


async def _settle(pilot, n: int = 3) -> None:
    for _ in range(n):
        await pilot.pause()


async def _open(pilot, path: str):
    pilot.app.ai_speed = "instant"
    assert pilot.app.open_save(path)
    await _settle(pilot)
    return pilot.app.screen


async def _through_handoff(pilot) -> None:
    while type(pilot.app.screen).__name__ == "HandOffScreen":
        await pilot.press("enter")
        await _settle(pilot)


async def test_a_stack_chosen_lights_its_reach_with_the_rules_costs(tmp_path):
    path = war_save(tmp_path)
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open(pilot, path)
        session = screen.session
        # beta (Thebes) plays first: recruit and diplomacy ended by the key, then his first move.
        for _ in range(2):
            await pilot.press("d")
            await _settle(pilot)
        assert session.state.phase == "move1" and session.viewer == "beta"
        await pilot.press("n")  # the cursor on his stack, chosen
        await _settle(pilot)
        at = pointer(session)
        assert at.chosen == "E7"
        assert _text(screen, "#hint").startswith("Moving 4 armies, ")  # in words, leaders by name
        wanted = reachable(session.state, content_of(session), "beta", Move(src="E7", dst="", army=4, leaders=tuple(
            u.name.lower() for u in session.state.units if u.owner == "beta" and u.kind == "leader")))
        assert at.reach == wanted.costs and at.reach
        shown = screen.map.board  # the stack chosen, marked; its reach lit with each cost
        assert "moving" in shown.cells["E7"].overlay.marks
        assert shown.highlights == {space: str(cost) for space, cost in at.reach.items()}
        assert screen.map.targets == frozenset(at.reach) and screen.map.cursor == "E7"
        rows = "\n".join(screen.map.row_strip(y).text for y in range(screen.map.map_layout.height))
        assert "moving" in rows and "b:A4 L3" in rows  # readable without colour
        await pilot.press("l")
        assert "lit spaces cost" in _text(screen, "#here-text")
        drawn = screen.query_one("#here-text").render().plain.split("\n")  # as wide as the pane
        at_costs = next(n for n, line in enumerate(drawn) if line.startswith("Chosen:")) + 1
        assert drawn[at_costs].startswith("  F7 1, ") and drawn[at_costs + 1].startswith("    ")  # wrapped, it hangs
        # The arrows walk the map's cursor (the screen's pointer follows), Enter there
        # gives the one step toward it as the command it is.
        screen.map.focus()
        await pilot.press("up")
        await _settle(pilot)
        target = screen.map.cursor
        assert target != "E7" and pointer(session).space == target and target in at.reach
        cost = at.reach[target]
        assert f"{cost} {'point' if cost == 1 else 'points'} from E7" in _text(screen, "#hint")
        await pilot.press("enter")
        await _settle(pilot)
        assert session.game.text(session.game.log[-1]).startswith(f"move E7 {target}")
        assert at.chosen == target  # the stack stays chosen where it went
        assert "moving" in screen.map.board.cells[target].overlay.marks


async def test_the_footer_shows_the_keys_of_the_phase(tmp_path):
    from tests.tui.test_footer_room import shown_keys

    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await _open(pilot, war_save(tmp_path))
        footers = {}
        for _ in range(2):  # recruit, diplomacy, then the first move
            footers[screen.session.state.phase] = shown_keys(app)
            await pilot.press("d")
            await _settle(pilot)
        footers[screen.session.state.phase] = shown_keys(app)
        assert "t" in footers["recruit"] and not {"o", "m", "n"} & set(footers["recruit"])
        assert "o" in footers["diplomacy"] and not {"t", "m"} & set(footers["diplomacy"])
        assert {"n", "m", "d"} <= set(footers["move1"]) and "t" not in footers["move1"]
        assert "t" in screen.active_bindings  # a key left out of the footer still works


async def test_at_80_columns_the_footer_keeps_the_end_of_the_phase(tmp_path):
    """Seen in play: at 80x24, recruiting with cards to play, `d` was the key cut off."""
    from tests.tui.test_footer_room import shown_keys

    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot, war_save(tmp_path))
        assert screen.session.state.phase == "recruit" and "play" in " ".join(screen.session.suggestions())
        assert {"t", "d"} <= set(shown_keys(app))
        await pilot.press("d")  # diplomacy, whose key's name is longer
        await _settle(pilot)
        assert screen.session.state.phase == "diplomacy" and "d" in shown_keys(app)


async def test_at_80_columns_a_chosen_stacks_hint_is_read_whole(tmp_path):
    """Seen in play: at 80x24, the hint of a chosen stack with its leaders was cut off."""
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot, war_save(tmp_path))
        for _ in range(2):
            await pilot.press("d")
            await _settle(pilot)
        await pilot.press("n")  # the stack of four armies and three leaders, chosen
        await _settle(pilot)
        told = _text(screen, "#hint")
        assert told.startswith("Moving 4 armies, ") and len(told) > 78
        hint = screen.query_one("#hint", Static)
        drawn = [hint.render_line(y).text.strip() for y in range(hint.size.height)]
        assert " ".join(drawn).split() == told.split()


async def test_the_diplomacy_list_tells_the_rolls_left_and_what_a_roll_needs(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open(pilot, war_save(tmp_path))
        await pilot.press("d")  # beta's recruiting ended: his diplomacy
        await _settle(pilot)
        state = screen.session.state
        assert state.phase == "diplomacy"
        naxos = state.cities["naxos"]
        naxos.controller, naxos.hostile = "beta", True
        await pilot.press("o")
        await _settle(pilot)
        assert "1 roll left this turn, each a d6 that needs 6" in app.screen.title_text
        labels = {command: label for label, command in app.screen.choices}
        assert "needs 5" in labels["diplomacy naxos"]  # a hostile city of his own: 1 easier
        assert "needs" not in labels["diplomacy corinth"]


async def _beta_holds_ambassador(pilot, tmp_path):
    """The screen of a new game, beta to act, holding Ambassador (one neutral city comes
    under his control)."""
    screen = await _open(pilot, war_save(tmp_path))
    screen.session.state.players["beta"].hand = ["ambassador"]
    return screen, screen.session.state


async def test_the_cards_list_tells_each_target_and_a_cards_text_once(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        _, state = await _beta_holds_ambassador(pilot, tmp_path)
        await pilot.press("p")
        await _settle(pilot)
        labels = {command: label for label, command in app.screen.choices}
        corinth = labels["play ambassador corinth"]
        assert f"Corinth at {state.cities['corinth'].space}, neutral, pays {state.cities['corinth'].income}" in corinth
        texts = [label for label in labels.values() if "comes under your control" in label]
        assert len(texts) == 1 and len(labels) > 5  # the card's text once, each city told


async def test_a_click_chooses_a_stack_and_a_click_on_a_lit_space_moves_it(tmp_path):
    """With the mouse alone: a click puts the cursor on a space, a click on the cursor acts
    there (chooses the stack, lights its reach), a click on a lit space then on it again
    moves the stack a step; a click on the stack again chooses another part of it."""
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await _open(pilot, war_save(tmp_path))
        session = screen.session
        for _ in range(2):
            await pilot.press("d")
            await _settle(pilot)
        assert session.state.phase == "move1"
        await click_cell(pilot, "E7")
        assert screen.map.cursor == "E7" and pointer(session).space == "E7" and "Thebes" in _text(screen, "#hint")
        await click_cell(pilot, "E7")  # on the cursor: Enter
        at = pointer(session)
        assert at.chosen == "E7" and at.reach and "Moving 4 armies" in _text(screen, "#hint")
        first = at.extra["group"]
        await click_cell(pilot, "E7")  # again: another part of the stack
        assert at.chosen == "E7" and at.extra["group"] != first and "Moving" in _text(screen, "#hint")
        target = next(s for s in content_of(session).spaces["E7"].neighbours if s in at.reach)
        before = len(session.game.log)
        await click_cell(pilot, target)  # the cursor there, nothing given yet
        assert len(session.game.log) == before and pointer(session).space == target
        await click_cell(pilot, target)
        assert session.game.text(session.game.log[-1]).startswith(f"move E7 {target}")


async def test_a_refusal_names_its_rule_and_ctrl_r_shows_the_page(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot, war_save(tmp_path))
        screen.submit("recruit fleet thebes")
        hint = _text(screen, "#hint")
        assert "(rule: Recruiting" in hint or "(rule: Recruit" in hint, hint
        await pilot.press("ctrl+r")
        await _settle(pilot)
        assert type(app.screen).__name__ == "ShellTextScreen"
        await pilot.press("escape")
        await _settle(pilot)
        # A click on the map puts the cursor there: Thebes, E7.
        await click_cell(pilot, "E7")
        assert pointer(screen.session).space == "E7" and "Thebes" in _text(screen, "#hint")


async def test_undo_stops_at_a_die(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot, war_save(tmp_path))
        await pilot.press("d")  # the recruit phase ends: the experience roll is a die
        await _settle(pilot)
        await pilot.press("ctrl+z")
        await _settle(pilot)
        assert "Cannot undo" in _text(screen, "#hint")
        assert screen.session.game.ruleset.is_barrier(screen.session.game.log[-1].events[-1]) or any(
            screen.session.game.ruleset.is_barrier(e) for e in screen.session.game.log[-1].events)


async def play_turn_by_keys(pilot, screen, attack: str | None) -> bool:
    """The person to act plays his turn through the keys: cards dropped by Enter in the
    dialog, every phase ended by d, and in the land battle phase an attack at `attack`
    by the cursor and Enter (the dialog's Enter attacks). Whether he attacked."""

    session = screen.session
    player = session.viewer
    attacked = False
    for _ in range(40):
        await _through_handoff(pilot)
        if session.viewer != player or session.is_over():
            return attacked
        phase = session.state.phase
        if type(pilot.app.screen).__name__ != "ShellScreen":
            await pilot.press("enter")  # a dialog up (a battle told, a card to drop): Enter
        elif phase == "discard":
            await pilot.press("enter")
            await _settle(pilot)
            await pilot.press("enter")
        elif phase == "land" and attack and not attacked and f"attack {attack}" in session.suggestions():
            screen.map.move_to(attack)  # the cursor there (as the arrows or a click put it)
            await _settle(pilot)
            assert pointer(session).space == attack
            await pilot.press("enter")
            await _settle(pilot)
            assert type(pilot.app.screen).__name__ == "BattleDialog"
            text = _text(pilot.app.screen, "#battle-text")
            assert "Attacker:" in text and "Defender:" in text and "wins about" in text
            await pilot.press("enter")
            attacked = True
        else:
            await pilot.press("d")
        await _settle(pilot)
    return attacked


@pytest.mark.parametrize("turns", [
    pytest.param(1, id="one-turn"), pytest.param(3, id="three-turns", marks=pytest.mark.slow),
])
async def test_two_people_play_turns_with_battles_through_the_keys(tmp_path, turns):
    """Hot seat: each hand-off covers the screen; the defender answers in his dialog;
    the battle fought is told with its dice. A turn costs the default suite some 15 s
    (the screen redrawn at every key): the three-turn game is a slow test."""
    path = war_save(tmp_path)
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await _open(pilot, path)
        session = screen.session
        battles = 0
        for _ in range(30):
            if session.state.turn > turns:
                break
            # A prepared position each turn: a lone army of beta's on the hills next to Athens.
            if session.viewer == "beta" and not session.state.at("G8"):
                from tests.tui.games.war.positions import face_to_face

                face_to_face(session.state, "alpha", "beta", at="G8", near="H8")
            attacker = session.viewer
            await play_turn_by_keys(pilot, screen, "G8" if attacker == "alpha" else None)
            await _through_handoff(pilot)
            if type(app.screen).__name__ == "BattleDialog":  # beta answers alpha's attack
                assert "attacks you" in str(app.screen.title_text)
                await pilot.press("enter")
                await _settle(pilot)
                await _through_handoff(pilot)
            if type(app.screen).__name__ == "TextDialog":
                assert "dice" in _text(app.screen, "#dialog-text")
                await pilot.press("enter")
                await _settle(pilot)
            battles = sum(1 for g in session.game.log for e in g.events if isinstance(e, ev.BattleFought))
        assert battles >= turns
        assert session.state.turn == turns + 1


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_snapshot_the_war_screen(snap_compare, size, tmp_path, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    path = war_save(tmp_path)

    async def load(pilot):
        pilot.app.open_save(path)
        await _settle(pilot)

    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=load, press=["right", "y"])


async def test_the_attack_dialogs_keys(tmp_path):
    """Its keys are bound when it opens, from the choices the battle has: a digit plays a
    card (the odds drawn again), p attacks and plunders a city (here an army in the
    open: Enter alone), Escape leaves it."""
    from tests.tui.games.war.war_keys import open_battle

    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await open_battle(pilot, tmp_path)
        assert type(dialog).__name__ == "BattleDialog"
        text = _text(dialog, "#battle-text")
        from hellenica_tui.games.war.combat.dice import per_die

        session = app.screen_stack[-2].session
        (theirs,) = session.state.at("G8")
        mod = per_die(session.state, content_of(session), theirs, "defence", "land", None)  # the hills' +4 and traits
        assert f"army {theirs.id}" in text and f"d10 {mod:+d}" in text
        if dialog.cards:
            await pilot.press("1")
            assert dialog.picked == dialog.cards[:1]
        await pilot.press("p")  # no city here: no such choice
        await _settle(pilot)
        assert app.screen is dialog
        await pilot.press("escape")
        await _settle(pilot)
        assert app.dismissed == "closed"
        dialog = await open_battle(pilot, tmp_path)
        await pilot.press("enter")
        await _settle(pilot)
        assert app.dismissed.startswith("attack G8")


async def test_new_game_offers_war_and_opens_its_form(every_game):
    """Listed for players: the title's New game lists it beside Hellenica, and its form
    is the one made from its declared facts; its game starts on its screen."""
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.open_entry("new")
        await _settle(pilot)
        assert type(app.screen).__name__ == "GamePickerScreen"
        text = " ".join(str(s.render()) for s in app.screen.query(Static))
        from textual.widgets import OptionList

        options = app.screen.query_one(OptionList)
        names = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        assert any("War and politics" in n for n in names), (names, text)
        options.highlighted = next(i for i, n in enumerate(names) if "War and politics" in n)
        await pilot.press("enter")
        await _settle(pilot)
        assert type(app.screen).__name__ == "SettingsFormScreen"
        await pilot.press("ctrl+s")
        await _settle(pilot)
        assert type(app.screen).__name__ == "ShellScreen" and app.screen.session.game_id == "war"


async def test_ai_seats_play_at_the_apps_pace_until_a_person_must(tmp_path):
    """Beta (an AI seat, Thebes) plays first: one command at a time, each timed by the
    app's AI speed, told in the log (a few of them are waited for: a random bot's turn
    is long)."""
    path = war_save(tmp_path, people=("alpha",), ai=("beta",), homes=("athens", "thebes"))
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.ai_speed = "slow"
        assert app.open_save(path)
        await _settle(pilot)
        screen = app.screen
        assert screen.ai_pause() == 1.2
        before = len(screen.session.game.log)
        await pilot.pause(0.3)
        assert len(screen.session.game.log) <= before + 1  # one at a time, 1.2 s apart: a person follows them
        app.ai_speed = "instant"
        for _ in range(200):
            if len(screen.session.game.log) >= before + 3:
                break
            await pilot.pause(0.05)
        assert len(screen.session.game.log) >= before + 3
        assert all(g.player == "beta" for g in screen.session.game.log[before:])
        assert any(line.startswith("Beta of Thebes: ") for line in screen.log_lines)


async def test_a_with_no_target_at_the_cursor_lists_every_attack(tmp_path):
    from tests.tui.games.war.positions import face_to_face
    from tests.tui.games.war.war_keys import open_war

    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_war(pilot, tmp_path)
        session = screen.session
        face_to_face(session.state, "beta", "alpha", at="G8", near="F7")
        session.state.phase = "land"
        at = pointer(session)
        at.col, at.row = hexes.offset("F7")  # his own stack: nothing to attack there
        await pilot.press("a")
        await _settle(pilot)
        assert type(app.screen).__name__ == "ChoiceDialog"
        labels = {command: str(label) for label, command in app.screen.choices}
        assert "attack G8" in labels
        assert "the stack at G8, Alpha" in labels["attack G8"] and "% to win, no cards" in labels["attack G8"]


def test_a_side_of_one_die_says_die():
    from hellenica_tui.games.war.queries import Die, SidePreview
    from hellenica_tui.tui.games.war.dialogs import side_text
    from tests.games.war.helpers import CONTENT

    alone = SidePreview(player="", dice=[Die("garrison", 6, 5)], cards=())
    two = SidePreview(player="ann", dice=[Die("army 1", 10, 0), Die("army 2", 10, 0)], cards=())
    assert side_text(CONTENT, alone, str, "Defender")[0] == "Defender: the city, 1 die"
    assert side_text(CONTENT, two, str, "Attacker")[0] == "Attacker: ann, 2 dice"


def test_the_revolt_dialog_says_what_defending_without_a_card_risks():
    from types import SimpleNamespace

    from hellenica_tui.games.war.queries import revolt_preview
    from hellenica_tui.tui.games.war.ui import revolt_words
    from tests.games.war.test_queries import CONTENT, revolt_raised

    state = revolt_raised(1)
    title = revolt_words(SimpleNamespace(state=state))
    lost = revolt_preview(state, CONTENT).lost
    assert "Naxos rises in revolt" in title and "1 defender there" in title and f"{lost:.0%}" in title
    assert "no armies or rowers there" in revolt_words(SimpleNamespace(state=revolt_raised(0)))
    assert "You hold no card" in title and "A card of yours below" in revolt_words(SimpleNamespace(state=state), True)


async def test_the_log_wraps_again_to_a_narrower_terminal(tmp_path):
    from textual.widgets import RichLog

    path = war_save(tmp_path)
    app = HellenicaApp()
    async with app.run_test(size=(160, 40)) as pilot:
        screen = await _open(pilot, path)
        log = screen.query_one(RichLog)
        log.display = True
        await _settle(pilot)
        wide = max(strip.cell_length for strip in log.lines)
        await pilot.resize_terminal(80, 24)
        await _settle(pilot, 6)
        room = log.scrollable_content_region.width
        assert room < wide  # the old lines would not fit
        assert max(strip.cell_length for strip in log.lines) <= room


def test_a_battle_told_names_the_city_it_was_fought_for():
    from types import SimpleNamespace

    from hellenica_tui.tui.games.war.battles import _place
    from tests.games.war.helpers import blank

    state = blank()
    athens = state.cities["athens"].space
    assert _place(SimpleNamespace(state=state), athens) == f"Athens ({athens})"
    sea = next(s for s in content_of(SimpleNamespace(state=state)).spaces if not state.city_at(s))
    assert _place(SimpleNamespace(state=state), sea) == sea


async def test_the_board_says_how_many_cards_may_be_played_now(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        screen, state = await _beta_holds_ambassador(pilot, tmp_path)
        screen.refresh_view()
        await _settle(pilot)
        assert "; p: 1 card to play" in str(screen.ui.board(screen.session, screen.session.view()))
        state.players["beta"].hand = []
        assert "to play" not in str(screen.ui.board(screen.session, screen.session.view()))


def test_a_city_that_raises_nothing_says_why_once():
    from types import SimpleNamespace

    from hellenica_tui.tui.games.war.ui import recruit_notes
    from tests.games.war.helpers import blank, give_city

    state = blank(phase="recruit")
    give_city(state, "athens", "ann", home=True)
    give_city(state, "corinth", "ann")
    state.cities["corinth"].hostile = True
    lines = recruit_notes(SimpleNamespace(state=state, viewer="ann"), "").splitlines()
    hostile = [line for line in lines if "Corinth" in line]
    assert len(hostile) == 1 and hostile[0].startswith("  Nothing in Corinth:") and "hostile" in hostile[0]


def test_a_recruit_in_the_list_says_what_it_raises_and_its_cost():
    from types import SimpleNamespace

    from hellenica_tui.tui.games.war.ui import _recruit_words
    from tests.games.war.helpers import blank, give_city

    state = blank(phase="recruit")
    give_city(state, "athens", "ann", home=True)
    session = SimpleNamespace(state=state, viewer="ann")
    assert _recruit_words(session, "baggage", "athens", 3) == "3 baggage in Athens, 3 gold"  # 1 gold each
    assert _recruit_words(session, "fleet", "athens", 1) == "1 fleet in Athens, 4 gold"
    assert _recruit_words(session, "rowers", "athens", 1) == "1 unit of rowers in Athens, 2 gold"


def test_a_ransom_in_the_list_says_its_price_and_to_whom():
    from types import SimpleNamespace

    from hellenica_tui.tui.games.war.ui import _ransom_words
    from tests.games.war.test_prisoners import captured

    state, _ = captured()
    assert _ransom_words(SimpleNamespace(state=state, name=lambda p: p.capitalize()), "brasidas") == (
        "5 gold to Ann; he comes home"
    )


def test_a_card_aimed_at_a_leader_names_him_and_his_player():
    from types import SimpleNamespace

    from hellenica_tui.tui.games.war.ui import _target_words
    from tests.games.war.test_prisoners import captured

    state, _ = captured()
    session = SimpleNamespace(state=state, name=lambda p: p.capitalize())
    assert _target_words(session, "brasidas") == "Brasidas, Bob's leader, a prisoner of Ann"
    assert _target_words(session, "ann") == "Ann" and _target_words(session, "") == ""


def test_a_save_opened_again_does_not_tell_its_last_battle_again(tmp_path):
    """The battles fought before the screen opened are not told again (b shows the last);
    one fought after it is."""
    import shutil
    from pathlib import Path

    from hellenica_tui.seat.opening import open_game
    from hellenica_tui.seat.play import Session
    from hellenica_tui.tui.games import game_ui
    from hellenica_tui.tui.games.war.battles import last_battle
    from hellenica_tui.tui.games.war.dialogs import TextDialog
    from hellenica_tui.tui.games.war.pointer import pointer

    path = tmp_path / "w.hsav"
    shutil.copy(Path(__file__).parents[4] / "saves" / "examples" / "war-four-players.hsav", path)
    session = Session(open_game(str(path))[0], "alpha")  # an AI seat's eyes: the game is one of AIs
    found = last_battle(session)
    assert found is not None
    ui = game_ui("war")
    assert ui.dialog(session) is None  # opened again: nothing told anew
    pointer(session).shown_battle = found[0] - 1  # as if the last battle came after the screen opened
    assert isinstance(ui.dialog(session), TextDialog)


def test_a_stack_may_send_fewer_of_its_armies_without_typing(tmp_path):
    """Enter on a chosen stack again goes through its parts: after all its armies, one
    army fewer each time, so part of a garrison moves by the keys alone."""
    from hellenica_tui.seat.opening import open_game
    from hellenica_tui.seat.play import Session
    from hellenica_tui.tui.games.war.keys import groups_at

    session = Session(open_game(war_save(tmp_path))[0], "alpha")
    state = session.state
    space = max({u.space for u in state.units if u.owner == "alpha" and u.kind == "army"},
                key=lambda s: sum(1 for u in state.units if u.space == s and u.owner == "alpha" and u.kind == "army"))
    armies = sum(1 for u in state.units if u.space == space and u.owner == "alpha" and u.kind == "army")
    assert armies >= 2
    counts = [m.army for m in groups_at(session, space) if m.army and not (m.leaders or m.rowers or m.fleet or m.baggage)]
    assert counts == list(range(armies, 0, -1))


async def test_the_reference_indents_every_line_of_an_entry_alike_and_its_pages_wrap_to_the_box(tmp_path):
    from hellenica_tui.tui.widgets.hangtext import HangingText

    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await _open(pilot, war_save(tmp_path))
        await pilot.press("i")
        await _settle(pilot)
        text = app.screen.query_one("#shell-text", HangingText)
        lines = text.text.plain.split("\n")
        header = lines.index("  symbol name              foot leader ship stack defence  ships")
        assert lines[header + 1].startswith("  ~      Sea ") and lines[header - 1] == "Terrain table"
        traits = lines.index("Traits (two dice, tens and units)")
        assert lines[traits + 1].startswith("  11  Stoicism")  # the first row as indented as the rest
        assert "  Each army and each rowers unit costs 1 gold a turn, paid only where it can be supplied:" in text.text.plain
        shown = str(text.render()).split("\n")
        assert all(len(line) <= text.content_size.width for line in shown)
        assert "  symbol name              foot leader ship stack defence  ships" in shown  # the table fits at 80 columns


async def test_a_status_line_too_long_for_the_terminal_ends_in_an_ellipsis(tmp_path):
    from rich.text import Text

    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot, war_save(tmp_path))
        status = screen.query_one("#status", Static)
        status.update(Text(" " + "Beta of Thebes, " * 8 + "to play"))
        await pilot.pause()
        line = "".join(segment.text for segment in status.render_line(0))
        assert line.rstrip().endswith("…") and len(line) == 80


async def test_the_end_screen_ranks_every_player_with_the_scores_the_game_ended_on(tmp_path):
    from tests.tui.examples import copied

    path = copied("war-four-players", tmp_path)
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.open_save(str(path))
        await _settle(pilot)
        assert type(app.screen).__name__ == "ShellEndScreen"
        session = app.screen_stack[-2].session
        ended = next(e for g in reversed(session.game.log) for e in g.events if isinstance(e, ev.GameEnded))
        lines = app.screen.text.split("\n")
        ranked = lines[lines.index("") + 2:]
        by_score = sorted(ended.scores, key=lambda pair: pair[1], reverse=True)
        assert [line.split(":")[0].strip() for line in ranked] == [session.name(p) for p, _ in by_score]
        assert all(f": {score} cities, " in line for line, (_, score) in zip(ranked, by_score, strict=True))
        assert ranked[0].startswith(f"  {session.name(ended.winners[0])}:")
