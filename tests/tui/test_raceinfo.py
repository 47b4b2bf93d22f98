"""The objectives screen's text: a card that counts only once it holds at the upkeep
is told as pending, never ticked, in the table of everyone too."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.state import BUILDING, Upgrade
from hellenica_tui.games.hellenica.table.progress import race
from hellenica_tui.tui.raceinfo import describe_race
from tests.games.hellenica.rules.conftest import action_game, put


def test_a_temple_under_construction_is_told_pending_not_ticked() -> None:
    game = action_game("classic")
    content = load_scenario("classic")
    s = game.state
    s.players["athens"].ethos = ["piety", "prosperity"]
    put(game, "athens", "temple:apollo", "temple:zeus", "temple:hera")
    s.areas["athens"].slots[3] = Upgrade("temple", BUILDING, "ares")
    text = describe_race(race(s, content, "athens"), {"athens": "Athens", "sparta": "Sparta"}, {}).plain
    assert "  [ ] Piety (secret Ethos): 3 of 5 Temple upgrades (2 to go; not yet counted: 1 under construction)" in text
    athens_row = next(line for line in text.splitlines() if line.strip().startswith("Athens "))
    assert "0 of 3" in athens_row and athens_row.endswith("1 pending")
