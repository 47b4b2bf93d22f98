"""The commit point: a person's command after which AI seats would act waits for its
commit ('.', or the next command); until then undo takes it back whole and the AI
seats wait. Off (the app setting), the AI seats act at once, as before."""

from __future__ import annotations

import pytest

from hellenica_tui.tui import settings
from hellenica_tui.tui.aispeed import AI_SPEEDS
from hellenica_tui.tui.controller.table import COMMIT_HINT
from tests.tui.test_table import ai_until_person, table_of

pytestmark = pytest.mark.usefixtures("player_defaults")  # on by default


def test_the_ai_seats_wait_for_the_commit(tmp_path):
    table = table_of(tmp_path)
    outcome = table.submit("patron apollo")
    assert outcome.hint.startswith(COMMIT_HINT)
    assert table.session.ai_acting() == "thebes" and table.ai_delay("normal") is None
    assert table.commit() and table.ai_delay("normal") == AI_SPEEDS["normal"]
    assert not table.commit()  # nothing waits any more


def test_undo_before_the_commit_takes_the_command_back(tmp_path):
    table = table_of(tmp_path)
    table.submit("patron apollo")
    outcome = table.undo()
    assert outcome.trouble is None and outcome.lines[-1] == "Taken back: Athens: patron apollo"
    assert len(table.session.game.log) == 0 and table.session.viewer == "athens"
    assert table.ai_delay("normal") is None  # the person to act again: no AI to wait for
    table.submit("patron hermes")
    table.commit()
    assert ai_until_person(table) == 2


def test_the_next_command_commits_the_one_before(tmp_path):
    table = table_of(tmp_path)
    table.submit("patron apollo")
    table.submit("pass")  # refused (not Athens' turn), but begun: the patron is final
    assert table.uncommitted is None and table.ai_delay("normal") is not None


def test_the_setting_off_lets_the_ai_seats_act_at_once(tmp_path):
    assert settings.update(commit_point=False) is None
    table = table_of(tmp_path)
    outcome = table.submit("patron apollo")
    assert COMMIT_HINT not in outcome.hint and table.ai_delay("normal") == AI_SPEEDS["normal"]


def test_an_answer_given_for_the_person_is_taken_back_with_their_command(tmp_path):
    """Undo after an answer the settings gave for the person (a `skip` in a window they
    were not to be asked about) goes back to the person's own command before it, else
    the same answer would come again at once."""
    table = table_of(tmp_path)
    table.submit("patron apollo")
    table.commit()
    ai_until_person(table)
    table.submit("keep devotion might")
    table.commit()
    ai_until_person(table)
    assert table.stand_in() == "skip"  # the Oracle helps Athens alone: it waits for Athens' action
    before = len(table.session.game.log)
    table.answer_for_person("skip")
    assert len(table.session.game.log) == before + 1
    outcome = table.undo()
    assert outcome.trouble is None
    assert outcome.lines[:2] == ("Taken back: Athens: skip", "Taken back: Athens: keep devotion might")
    assert table.session.viewer == "athens" and table.stand_in() is None  # the Ethos cards again


async def test_enter_on_the_map_confirms_the_command_waiting_as_the_hint_says():
    """Seen in play: after a command given from the prompt, Enter on the map opened the
    area's list ("no command concerns Corcyra now") and the AI seats waited on."""
    from hellenica_tui.tui.app import HellenicaApp
    from hellenica_tui.tui.widgets.hexmap import HexMap
    from tests.tui.waiting import until

    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.ai_speed = "slow"
        app.start_game(["athens", "sparta"], 5, {}, ai=["sparta"])
        await until(pilot, lambda: bool(app.screen.query(HexMap)))
        game = app.screen
        patron = game.session.suggestions()[0]  # a deity dealt to Athens
        await pilot.press("colon", *patron, "enter")
        await until(pilot, lambda: game.table.uncommitted is not None)
        game.query_one(HexMap).focus()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert game.table.uncommitted is None  # confirmed: the AI seats go on
        assert "Confirmed" in str(game.query_one("#hint").render())
