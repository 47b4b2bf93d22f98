"""The Favorite of the Gods puts the creatures in order at upkeep in one dialog: a pick
at a time, the last one last by itself, the whole order given as one answer."""

from __future__ import annotations

from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.secret import OrderDialog
from tests.tui.waiting import until

CREATURES = (("panactum", "hydra"), ("megara", "sphinx"), ("saronic_gulf", "cetus"))


def at_upkeep(path: str) -> GameSession:
    """Athens (the Favorite) and Sparta, three creatures on the map, both passed: the
    upkeep asks Athens which creature acts next."""
    session = GameSession.new(["athens", "sparta"], 5, {"responses": "involved"}, path=path)
    while session.state.phase != "action":
        session.submit(session.suggestions()[0])
    for area, creature in CREATURES:
        session.state.areas[area].creature = creature
    for player in ("athens", "sparta"):
        session.submit("pass", player)
    choice = session.state.choice
    assert choice is not None and choice.player == "athens"
    return session


async def test_the_favorite_orders_every_creature_in_one_dialog(tmp_path):
    session = at_upkeep(str(tmp_path / "creatures.hsav"))
    app = HellenicaApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app._show_game(session)
        await until(pilot, lambda: isinstance(app.screen, OrderDialog) and bool(app.screen.query("#answers")))
        dialog = app.screen
        assert "Hydra on Panactum" in str(dialog.query_one("#answers").get_option_at_index(0).prompt)
        await pilot.press("down", "enter")  # the Sphinx first
        await pilot.pause()
        assert "1. Sphinx" in str(dialog.query_one("#order-so-far").render())
        await pilot.press("enter")  # then the Hydra: the Cetus is left, last
        await until(pilot, lambda: not isinstance(app.screen, OrderDialog))
        given = [session.game.text(group) for group in session.game.log if group.player == "athens"]
        assert given[-1] == "choose sphinx,hydra,cetus"
        history = "\n".join(session.history())
        assert "The Sphinx on Megara acts next, then Hydra, Cetus." in history
        assert session.state.choice is None or session.state.choice.about != "creature_next"  # asked once
