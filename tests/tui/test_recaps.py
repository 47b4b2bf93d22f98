"""When each person is told what happened to them: at their decision, once; bids
as soon as they open; never what came before their own last command."""

from __future__ import annotations

from hellenica_tui.tui.recaps import Recaps
from tests.tui.test_race_pilot import played_until_news


def plain(session) -> str:
    """A command of Athens's that opens nothing hidden (so it may be undone)."""
    legal = session.suggestions()
    return next((c for c in ("skip", "pass", "done") if c in legal), legal[0])


def test_a_summary_is_given_once_at_the_decision_and_kept_for_w(tmp_path):
    session = played_until_news(tmp_path / "news.hsav")
    recaps = Recaps(session)
    found = recaps.due("athens")
    assert found and "athens" in session.to_act()
    assert recaps.due("athens") is None  # told once
    assert recaps.last("athens") == found
    assert recaps.last("sparta") == []


def test_what_came_before_the_persons_own_command_is_not_told_after_it(tmp_path):
    session = played_until_news(tmp_path / "news.hsav")
    recaps = Recaps(session)
    waiting = recaps._reader("athens").pending()
    assert waiting  # read, not yet told
    session.submit(plain(session))
    recaps.acted("athens")
    assert recaps.readers["athens"].pending() == []  # Athens had its decision: that news is old
    later = recaps.due("athens") or []
    assert not [h for h in later if h in waiting and not h.news]


def test_after_an_undo_what_was_told_is_not_told_again(tmp_path):
    from hellenica_tui.ai import bots

    session = played_until_news(tmp_path / "news.hsav")
    recaps, seats = Recaps(session), {}
    while "athens" not in session.to_act() or plain(session).startswith("offer"):  # to a command undo may take back
        if "athens" in session.to_act():
            session.submit(plain(session))
            recaps.acted("athens")
        else:
            bots.step(session.game, seats)
        recaps.due("athens")
    told = recaps.last("athens")
    assert told
    session.submit(plain(session))
    recaps.acted("athens")
    recaps.due("athens")
    session.undo()
    assert len(session.game.log) < recaps.read_to["athens"]
    again = recaps.due("athens") or []
    assert not [h for h in again if h in told]


def test_a_warning_is_new_once(tmp_path):
    session = played_until_news(tmp_path / "news.hsav")
    recaps = Recaps(session)
    recaps.new_alerts("athens")  # whoever was close already
    state = session.state
    for city in ("sparta", "thebes", "argos", "megara", "arcadia", "messenia"):
        state.areas[city].owner = "sparta"
        # Another's units alone there would take the city back at the upkeep: not counted.
        state.areas[city].units = {p: st for p, st in state.areas[city].units.items() if p == "sparta"}
    fresh = recaps.new_alerts("athens")
    assert [line for line in fresh if line.startswith("Sparta has met")]
    assert recaps.new_alerts("athens") == []  # told once
    assert any(line.startswith("Sparta has met") for line in recaps.alerts("athens"))  # still in the summary


def test_what_happened_tells_attacks_losses_and_conquests_first():
    """Bids opened before the attack on Megara came: the attack, the loss and the city
    lost still lead the page, the world's news after them."""
    from hellenica_tui.games.hellenica.content.loading import load_scenario
    from hellenica_tui.games.hellenica.gods import events as gods_events
    from hellenica_tui.games.hellenica.table.recap import recap
    from hellenica_tui.games.hellenica.war import events as we
    from hellenica_tui.tui.games.hellenica.recap import recap_text
    from tests.games.hellenica.test_recap import Group, state

    content = load_scenario("classic")
    log = [
        Group("athens", ()),
        Group("sparta", (
            gods_events.BidsOpened(bids={"athens": 0, "sparta": 1, "thebes": 0}, counted={}, tied=("sparta",)),
            we.CombatBegan(area="megara", attacker="sparta", defender="athens", origin="corinth"),
            we.UnitsLost(player="athens", area="megara", units={"hoplite": 1}, cause="combat"),
            we.CombatEnded(area="megara"),
            we.CityConquered(player="sparta", city="megara", previous="athens", destroyed=(), government=""),
        )),
    ]
    happenings = recap(log, 0, state(), content, "athens")
    lines = [line for line in recap_text(happenings, [], {}).plain.splitlines() if line.startswith("- ")]
    assert lines[0] == "- Sparta attacks you on Megara."
    assert lines[1].startswith("- You lose 1 Hoplite on Megara") and "conquers Megara" in lines[2]
    assert lines[-1].startswith("- Bids on")


def test_the_setting_says_when_a_summary_opens_and_w_keeps_it_anyway(tmp_path):
    from hellenica_tui.games.hellenica.table.recap import Happening
    from hellenica_tui.tui.controller.table import Recap, Table

    table = Table(played_until_news(tmp_path / "news.hsav"))
    bids = [Happening("Bids on Famine: Athens 0, Sparta 2.", news=True)]
    attack = [*bids, Happening("Sparta attacks you in Megara.", ("megara",), war=True)]
    table.recaps_open = "matters"
    assert table.opens(attack) and not table.opens(bids)
    table.recaps_open = "always"
    assert table.opens(bids)
    table.recaps_open = "never"
    assert not table.opens(attack)
    _, due = table.next_up(ask_secret=False)
    assert not isinstance(due, Recap)  # nothing opens by itself...
    assert table.recaps.last("athens")  # ...and w reads what it would have told


async def test_q_cycles_when_the_summary_opens_and_keeps_it(tmp_path, monkeypatch):
    from textual.widgets import OptionList

    from hellenica_tui.tui import settings
    from hellenica_tui.tui.app import HellenicaApp
    from hellenica_tui.tui.games.hellenica.interruptions import InterruptionsDialog

    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(["athens", "sparta"], 5, {})
        await pilot.pause()
        game = app.screen
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, InterruptionsDialog)
        options = app.screen.query_one("#asks", OptionList)
        at = next(i for i in range(options.option_count) if options.get_option_at_index(i).id == "recaps")
        options.highlighted = at
        await pilot.press("enter")
        await pilot.pause()
        assert "opens when more than bids happened" in str(options.get_option_at_index(at).prompt)
        await pilot.press("escape")
        await pilot.pause()
        assert game.table.recaps_open == "matters" and settings.load().recaps == "matters"
