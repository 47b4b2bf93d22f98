"""At 100x30 the game's footer holds every key it shows, uncut: the keys that matter
first (the prompt, the combat, the expert's advice, the objectives, undo, help); the
others are in '?' and work all the same."""

from __future__ import annotations

from textual.widgets._footer import FooterKey

from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.combat import CombatDialog
from tests.tui.combat_game import combat_session, march
from tests.tui.waiting import until


def shown_keys(app) -> list[str]:
    """The footer's keys whose whole label lies left of the command palette's."""
    keys = list(app.screen.query(FooterKey))
    palette = [k for k in keys if k.key == "ctrl+p"]
    edge = palette[0].region.x if palette else app.size.width
    return [k.key_display or k.key for k in keys if k.key != "ctrl+p" and k.region.width and k.region.right <= edge]


async def test_the_footer_is_never_cut_at_100_columns(tmp_path):
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        session = combat_session(str(tmp_path / "combat.hsav"))
        app._show_game(session)
        await pilot.pause(0.3)
        game = app.screen
        await until(pilot, lambda: len(shown_keys(app)) >= 5, 5)  # the footer laid out
        wanted = [b.binding for b in game.active_bindings.values() if b.binding.show]
        assert len(shown_keys(app)) == len(wanted)  # every one, uncut
        assert {":", "e", "o", "?"} <= set(shown_keys(app))
        march(session)
        game.refresh_view()
        game._offer_recap()
        await until(pilot, lambda: isinstance(app.screen, CombatDialog), 5)
        await pilot.press("escape")  # the combat waits: f is in the footer now
        await until(pilot, lambda: app.screen is game, 5)
        await until(pilot, lambda: "f" in shown_keys(app), 5)
        keys = shown_keys(app)
        assert {":", "f", "e", "o", "?"} <= set(keys)
        assert len(keys) == len([b for b in game.active_bindings.values() if b.binding.show])


async def test_the_end_screens_footer_is_not_cut_at_80_columns(tmp_path):
    import shutil
    from pathlib import Path

    from hellenica_tui.tui.games.hellenica.end import EndScreen

    path = tmp_path / "two.hsav"
    shutil.copy(Path(__file__).parents[2] / "saves" / "examples" / "two-players.hsav", path)
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.open_save(str(path))  # a finished game opens on its charts
        await until(pilot, lambda: isinstance(app.screen, EndScreen), 5)
        await until(pilot, lambda: len(shown_keys(app)) >= 4, 5)
        wanted = {b.binding.action for b in app.screen.active_bindings.values() if b.binding.show}  # ? and f1: one key
        assert len(shown_keys(app)) == len(wanted)  # every one, uncut
