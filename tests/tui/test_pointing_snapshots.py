"""The dialogs of playing by pointing, as pictures at 80x24 and 120x40, with colour
and without: the units to send into an area, the destinations lit on the map, a
list split by verb and the card under a research.

Update after an intended change with `pytest tests/tui/test_pointing_snapshots.py --snapshot-update`.
"""

from __future__ import annotations

import pytest

from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.widgets.hexmap import HexMap
from tests.tui.test_prompt_screen import to_the_first_action

LOOKS = [
    pytest.param((80, 24), False, id="80x24"),
    pytest.param((120, 40), False, id="120x40"),
    pytest.param((80, 24), True, id="80x24-no-color"),
]


def _supplied(folder) -> str:
    """Athens and Sparta, two people; Athens has supplied its home for movement."""
    session = GameSession.new(["athens", "sparta"], 5, path=str(folder / "pointing.hsav"))
    to_the_first_action(session)
    session.submit("supply movement athens from athens")
    session.close()
    return str(session.game.path)


def _first_action(folder) -> str:
    session = GameSession.new(["athens", "sparta"], 5, path=str(folder / "pointing.hsav"))
    to_the_first_action(session)
    session.close()
    return str(session.game.path)


def _opener(path: str, area: str | None = None):
    async def open_game(pilot):
        pilot.app.open_save(path)
        await pilot.pause()
        game = pilot.app.screen
        await pilot.wait_for_scheduled_animations()
        await pilot.pause()  # the first frame's work done (the commands, the hint)
        if area is not None:
            game.query_one(HexMap).move_to(area)
            await pilot.pause()
            await pilot.wait_for_scheduled_animations()
            await pilot.pause()

    return open_game


@pytest.mark.parametrize("size, no_color", LOOKS)
def test_the_units_to_send_into_an_area(snap_compare, size, no_color, tmp_path, monkeypatch):
    # The cursor on Megara, lit as a destination; Enter: the moves into it, with their cost.
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    opened = _opener(_supplied(tmp_path), "megara")
    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=opened, press=["enter"])


@pytest.mark.parametrize("size, no_color", LOOKS)
def test_the_destinations_of_a_supplied_stack_lit(snap_compare, size, no_color, tmp_path, monkeypatch):
    # After the supply, the areas the stack may enter are dotted; the cursor on one tells its cost.
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=_opener(_supplied(tmp_path), "megara"))


@pytest.mark.parametrize("size, no_color", LOOKS)
def test_a_research_with_its_card(snap_compare, size, no_color, tmp_path, monkeypatch):
    # Enter on Athens: the list split by verb; 'research ...' lists the advancements, the
    # highlighted one's card under the list.
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    opened = _opener(_first_action(tmp_path))
    assert snap_compare(HellenicaApp(), terminal_size=size, run_before=opened,
                        press=["enter", "down", "down", "down", "enter", "down", "down"])
