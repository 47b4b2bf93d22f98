"""The shell's footer at 80x24 and 100x30, for every game on it: every key it shows
whole (none cut by the command palette's), the prompt's and help's among them, the
game's own first keys before the shell's others; what does not fit is in `?` help and
works all the same."""

from __future__ import annotations

import pytest

from hellenica_tui.tui.app import HellenicaApp
from tests.tui.shell_keys import GAME_OPENERS
from tests.tui.test_footer_room import shown_keys
from tests.tui.waiting import until


@pytest.mark.parametrize("size", [(80, 24), (100, 30)], ids=["80x24", "100x30"])
@pytest.mark.parametrize("ident", ["epireia", "hellas", "war"])
async def test_the_footer_keeps_the_keys_that_matter_uncut(tmp_path, ident, size):
    from hellenica_tui.tui.games import game_ui

    ui = game_ui(ident)
    app = HellenicaApp()
    async with app.run_test(size=size) as pilot:
        screen = await GAME_OPENERS[ident](pilot, tmp_path)
        while type(app.screen).__name__ != "ShellScreen":  # a dialog due at the start
            await pilot.press("escape")
            await pilot.pause()
        screen.action_focus_board()
        await until(pilot, lambda: len(shown_keys(app)) >= 4, 5)
        keys = shown_keys(app)
        wanted = {b.binding.action: b for b in screen.active_bindings.values() if b.binding.show}
        assert len(keys) == len(wanted), (keys, list(wanted))  # every key shown is whole
        assert {":", "?"} <= set(keys)
        first = next(k for k in ui.key_bindings() if k.show and (k.now is None or k.now(screen.session)))
        assert first.key in keys  # the game's first key that matters now, before the shell's others
        if screen.map is not None and screen.ui.board_enter_now(screen.session):
            assert keys[0] == "Enter" and "Enter" in {b.binding.key_display for b in wanted.values()}
        help_text = screen.keys_text()
        assert all(k.description in help_text for k in ui.key_bindings())  # the rest in `?`
        rules = [line for line in help_text.splitlines() if line.endswith(" Rules")]
        assert rules == ["  i r        Rules"]  # two keys of one action on one line, never twice
