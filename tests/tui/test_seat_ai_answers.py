"""AI seats answer at once where the rules take answers in any order (patrons, Ethos,
bids): at seat-bound screens the people never wait on them, and the AI seats are
played once, by the one screen that hosts them; what they answer in secret stays
hidden from every person until it is revealed."""

from __future__ import annotations

from hellenica_tui.ai.bots import advance, ai_to_act
from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS
from hellenica_tui.games.hellenica.core.view import HIDDEN
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.games.hellenica.game import GameScreen
from tests.tui.test_seat_screens import give, new_save, seat_app
from tests.tui.waiting import until


def _given(path: str, player: str) -> list[str]:
    game = Game.load(path, RULESETS)
    return [game.ruleset.format(group.command) for group in game.log if group.player == player]


def test_beside_people_an_ai_seat_answers_with_them_and_at_a_hot_seat_it_waits(tmp_path):
    path = new_save(tmp_path, people=("athens", "sparta"), ai=("thebes",))
    game = Game.load(path, RULESETS)
    assert game.to_act() == ["thebes", "athens", "sparta"]  # the patrons: in any order
    assert ai_to_act(game, beside_people=True) == "thebes"
    assert ai_to_act(game) is None and advance(game) == 0  # a hot seat, the shell: after the people
    assert GameSession.load(path, "athens").ai_acting() == "thebes"
    assert GameSession(Game.load(path, RULESETS)).ai_acting() is None


async def test_an_ai_seat_answers_with_the_people_and_its_secret_stays_hidden_until_revealed(tmp_path):
    path = new_save(tmp_path, people=("athens", "sparta"), ai=("thebes",))
    athens, sparta = seat_app(path, "athens"), seat_app(path, "sparta")
    async with athens.run_test(size=(120, 40)) as pa, sparta.run_test(size=(120, 40)) as ps:
        screens = ((pa, athens.screen), (ps, sparta.screen))
        assert all(isinstance(screen, GameScreen) for _, screen in screens)
        # Thebes sets up (its patron, openly on the map) at once, while both people have
        # still to choose their patrons: played once, by the one host.
        await until(pa, lambda: _given(path, "thebes") == ["ai setup"], 10)
        assert Game.load(path, RULESETS).to_act() == ["athens", "sparta"]
        for pilot, screen in screens:
            await until(pilot, lambda screen=screen: len(screen.session.game.log) >= 1, 5)
            screen.session.game.sync()
            await give(pilot, sorted(c for c in screen.session.suggestions() if c.startswith("patron "))[0])
        # The Ethos the rules deal Thebes is its secret: no person's screen names it.
        await until(pa, lambda: bool(Game.load(path, RULESETS).state.ai.ethos), 5)
        game = Game.load(path, RULESETS)
        secret = game.state.ai.ethos
        for pilot, screen in screens:
            await until(pilot, lambda screen=screen: len(screen.session.game.log) == len(game.log), 5)
            names = [screen.session.content.objectives[o].name for o in secret]
            assert screen.session.view().ai.ethos == [HIDDEN] * len(secret)
            told = [line for line in screen.log_lines if "Thebes" in line]
            assert told and not [line for line in told if any(name in line for name in names)]
            boards = screen.query_one("#boards-text").text.plain
            thebes = next(b for b in boards.split("\n\n") if b.lstrip("> ").startswith("Thebes"))
            assert not any(name in thebes for name in names)
        assert _given(path, "thebes") == ["ai setup"]


async def test_the_status_line_never_calls_a_person_first_to_act_an_ai_while_an_ai_answers_beside_them(tmp_path):
    from hellenica_tui.engine.ruleset import Seat
    from hellenica_tui.tui.app import HellenicaApp

    path = str(tmp_path / "t.hsav")
    Game.new(RULESETS["hellenica"], "classic", [Seat("sparta"), Seat("thebes"), Seat("corinth", "ai", "rulebook")],
             5, {}, path=path)  # fmt: skip
    app = HellenicaApp(load=path, seat="sparta", ai_speed="slow")  # Corinth waits its pace before answering
    app.opened = GameSession.load(path, "sparta")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await until(pilot, lambda: screen.ai_busy, 5)
        assert screen.session.to_act()[0] == "thebes"
        status = str(screen.query_one("#status").content)
        assert "Thebes" in status and "(AI)" not in status
