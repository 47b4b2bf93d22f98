"""What `undo`, `redo`, `new`, the new-game screen and the replay viewer tell:
never another player's secret, never the seed while the game is on."""

from __future__ import annotations

import contextlib
import io
import re

from hellenica_tui.cli import main
from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def kept_by_athens(tmp_path) -> tuple[str, tuple[str, ...]]:
    """A game of Athens and Sparta where Athens has just kept two Ethos cards."""
    path = str(tmp_path / "g.hsav")
    assert run("new", "--players", "athens,sparta", "--seed", "3", "--save", path)[0] == 0
    game = Game.load(path, RULESETS)
    while game.state.phase == "patron":
        player = game.to_act()[0]
        game.apply(game.legal_commands(player)[0], player)
    keep = next(c for c in game.legal_commands("athens") if type(c).__name__ == "KeepEthos")
    game.apply(keep, "athens")
    game.close()
    return path, keep.cards


def test_redo_tells_kept_ethos_cards_only_as_their_owner(tmp_path):
    path, cards = kept_by_athens(tmp_path)
    code, out, _err = run("undo", path, "--as", "athens")
    assert code == 0 and all(card in out for card in cards), out  # its own command, in full
    code, out, _err = run("redo", path)  # without --as: as the whole table may read it
    assert code == 0 and "keep 2 Ethos cards" in out and not any(card in out for card in cards), out
    run("undo", path, "--as", "athens")
    code, out, err = run("redo", path, "--as", "sparta")  # a seat puts back only what it took back
    assert code != 0 and "only they can put it back" in err and not any(card in out + err for card in cards), err
    code, out, _err = run("redo", path, "--as", "athens")
    assert code == 0 and all(card in out for card in cards), out


def test_new_prints_the_seed_only_when_asked(tmp_path):
    code, out, _err = run("new", "--players", "athens,sparta", "--seed", "123456789", "--save", str(tmp_path / "a.hsav"))
    assert code == 0 and "123456789" not in out
    code, out, _err = run("new", "--players", "athens,sparta", "--save", str(tmp_path / "b.hsav"), "--show-seed")
    seed = int(re.search(r"seed (\d+)", out).group(1))
    assert Game.load(str(tmp_path / "b.hsav"), RULESETS).seed == seed
    code, out, _err = run("new", "--players", "athens,sparta", "--save", str(tmp_path / "c.hsav"))
    assert code == 0 and "new game; to act" in out and not re.search(r"seed \d", out)
    seeds = {Game.load(str(tmp_path / name), RULESETS).seed for name in ("b.hsav", "c.hsav")}
    assert len(seeds) == 2  # drawn afresh each time


async def test_the_new_game_screen_shows_no_seed(monkeypatch):
    from textual.widgets import Input, Static

    from hellenica_tui.games import registry
    from hellenica_tui.tui.app import HellenicaApp
    from hellenica_tui.tui.screens.newgame import NewGameScreen

    monkeypatch.setattr(registry, "games", lambda every=False: [registry.game("hellenica")])  # its form at once
    app = HellenicaApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        shown = " ".join(str(w.render()) for w in screen.query(Static))
        assert "seed" not in shown.lower() and str(screen.seed) not in shown
        assert not screen.query(Input)


async def test_a_replay_of_a_game_still_on_shows_the_table_or_a_seat_never_everything(tmp_path):
    from textual.widgets import Static

    from hellenica_tui.tui.app import HellenicaApp
    from hellenica_tui.tui.screens.replay import EVERYTHING, ReplayScreen

    path, cards = kept_by_athens(tmp_path)
    app = HellenicaApp(replay=path)
    async with app.run_test(size=(160, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert EVERYTHING not in screen.viewers and screen.viewer is None
        await pilot.press("end")
        seen = {}
        for _ in screen.viewers:
            status = str(screen.query_one("#status", Static).render())
            seen[screen.viewer] = status
            await pilot.press("v")
        assert "as the table" in seen[None] and "keep 2 Ethos cards" in seen[None]
        assert not any(card in seen[None] + seen["sparta"] for card in cards), seen
        assert all(card in seen["athens"] for card in cards), seen["athens"]


async def test_a_replay_of_a_finished_game_may_show_everything():
    from hellenica_tui.tui.app import HellenicaApp
    from hellenica_tui.tui.screens.replay import EVERYTHING, ReplayScreen

    app = HellenicaApp(replay="saves/examples/two-players.hsav")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.viewers[:2] == [EVERYTHING, None] and app.screen.viewer == EVERYTHING


def test_verify_and_load_errors_tell_a_command_as_the_table_may_read_it(tmp_path):
    """A save whose kept Ethos cards were changed by hand: the error names the command without the cards."""
    import msgspec

    from tests.engine import frames as framing

    path, cards = kept_by_athens(tmp_path)
    data = open(path, "rb").read()
    items = framing.items(data)
    last = msgspec.msgpack.decode(items[-1][1])
    dealt = next(e for g in (msgspec.msgpack.decode(i[1]) for i in items) for e in g[2]
                 if e["type"] == "EthosDealt" and e["player"] == "athens")["cards"]
    other = sorted(set(dealt) - set(cards))[:2]
    last[1] = {**last[1], "cards": other}  # the command says other cards than the events kept
    items[-1] = (items[-1][0], msgspec.msgpack.encode(last))
    with open(path, "wb") as f:
        f.write(framing.rebuild(data[: framing.header_end(data)], items))
    code, _out, err = run("verify", path)
    assert code == 2 and "keep 2 Ethos cards" in err, err
    assert not any(card in err for card in (*cards, *other)), err
