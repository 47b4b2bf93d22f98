"""Seat-bound game screens racing on one save: the harness of `test_seat_race.py`.

`play_in_one_process` opens one headless screen per person's seat (`play --load
SAVE --seat X`) in this process; in each round every seat whose own screen says
it must act gives a random legal command at once, before any screen has looked
at the others' (so the commands race), and the AI seats are played by whichever
screen took the host lease. Then, once every screen has caught up, `check_seats`
holds: all screens agree on the state (its hash), each shows its own view and
nothing of another's secrets, and none hands its screen over.

`python -m tests.proof.seat_race SAVE SEAT SEED COMMANDS REPORT` is one seat in a
process of its own: it plays until the game is over or it has given COMMANDS,
and appends to REPORT, after every change its screen shows, the log's length, a
digest of the log and the state's hash, then a last line with its count of
commands given, refused and leaked secrets.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import os
import random
import sys
import warnings

import msgspec

from hellenica_tui.engine.errors import SaveLocked
from hellenica_tui.engine.game import Game
from hellenica_tui.games import RULESETS
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.game import GameScreen
from tests.proof.test_hidden_information import CONTENT, _mentions, _spellings, check_view, secrets_of

RULESET = RULESETS["hellenica"]


def fresh(path: str) -> Game:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return Game.load(path, RULESETS)


def log_digest(game: Game) -> str:
    return hashlib.blake2b(msgspec.msgpack.encode(list(game.log)), digest_size=8).hexdigest()


def seat_app(path: str, seat: str) -> HellenicaApp:
    app = HellenicaApp(load=path, seat=seat, ai_speed="instant")
    app.opened = GameSession.load(path, seat)
    return app


def game_screen(app: HellenicaApp) -> GameScreen:
    """The seat's game screen, with any dialog it opened closed (commands go in by the prompt)."""
    while not isinstance(app.screen, GameScreen):
        app.pop_screen()
    return app.screen


def pick(screen: GameScreen, rng: random.Random) -> str | None:
    """A random legal command of the screen's seat, as its screen sees the game (maybe stale)."""
    session = screen.session
    legal = session.suggestions()
    if not legal or session.state.winners:
        return None
    acting = [c for c in legal if c != "pass"]
    return rng.choice(acting) if acting and rng.random() < 0.85 else rng.choice(legal)


def give(screen: GameScreen, text: str) -> bool:
    """Give `text` as the screen's prompt does; whether the game took it."""
    before = len(screen.session.game.log)
    screen._submit(text, private=text.startswith(("keep", "offer")))
    return len(screen.session.game.log) > before and screen.session.game.log[-1].player == screen.session.seat


def leaks(screen: GameScreen, game: Game) -> list[str]:
    """Another seat's secret cards named anywhere the seat's screen shows text (but for
    the Ethos cards the seat held itself once: dealt cards it gave back go to others)."""
    seat = screen.session.seat
    check_view(game.state, seat)
    held = {card for group in game.log for event in group.events if getattr(event, "player", None) == seat
            for card in getattr(event, "cards", ()) if card in CONTENT.objectives}  # fmt: skip
    secret = secrets_of(game.state, viewer=seat) - {s for card in held for s in _spellings(card)}
    shown = "\n".join(screen.log_lines) + "\n" + str(screen.query_one("#boards-text").render())
    return _mentions(shown, secret)


def caught_up(screens: list[GameScreen], ref: Game) -> bool:
    try:
        ref.sync()
    except SaveLocked:  # a seat's watcher reads the save this moment: not caught up yet
        return False
    if any(s.session.game.log != ref.log for s in screens):
        return False
    return not any(s.ai_busy for s in screens) and not _ai_pending(ref)


def _ai_pending(game: Game) -> bool:
    from hellenica_tui.ai.bots import ai_to_act

    return ai_to_act(game) is not None


def check_seats(screens: list[GameScreen], ref: Game) -> None:
    """Every seat agrees on the state; each shows its own view and no one else's secrets."""
    want = RULESET.state_hash(ref.state)
    for screen in screens:
        session = screen.session
        assert RULESET.state_hash(session.state) == want, session.seat
        assert session.viewer == session.seat
        assert type(screen.app.screen).__name__ != "HandOffScreen"
        assert not leaks(screen, ref), (session.seat, leaks(screen, ref))


async def play_in_one_process(path: str, seats: list[str], rng: random.Random, commands: int) -> tuple[int, int]:
    """Race the seats' screens until the game ends or `commands` were given: (given, refused)."""
    ref = fresh(path)
    given = refused = 0
    async with contextlib.AsyncExitStack() as stack:
        apps = [seat_app(path, seat) for seat in seats]
        pilots = [await stack.enter_async_context(app.run_test(size=(120, 40))) for app in apps]
        pilot = pilots[0]
        await pilot.pause(0.2)
        while given < commands:
            screens = [game_screen(app) for app in apps]
            for _ in range(200):  # until every screen shows the game as it is in the file
                if caught_up(screens, ref):
                    break
                await pilot.pause(0.05)
            assert caught_up(screens, ref), "the screens did not catch up"
            check_seats(screens, ref)
            if ref.state.winners or not ref.to_act():
                break
            wanted = [(s, pick(s, rng)) for s in screens]  # all chosen on the same picture of the game
            for screen, text in wanted:
                if text is None:
                    continue
                given += 1
                refused += not give(screen, text)
            await pilot.pause(0.02)
    assert fresh(path).verify() == len(fresh(path).log)
    return given, refused


# -- one seat in a process of its own ---------------------------------------------------


async def play_one_seat(path: str, seat: str, rng: random.Random, commands: int, report: str) -> None:
    app = seat_app(path, seat)
    given = refused = leaked = 0
    seen: tuple[int, str] | None = None
    idle = 0.0
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.2)
        while idle < IDLE:
            screen = game_screen(app)
            game = screen.session.game
            now = (len(game.log), log_digest(game))
            if now != seen:
                seen, idle = now, 0.0
                truth = fresh(path)
                if truth.log == game.log:  # the screen shows the file as it is: nothing leaked from it
                    leaked += len(leaks(screen, truth))
                _append(report, f"{seat} {now[0]} {now[1]} {RULESET.state_hash(game.state).hex()}\n")
            if game.state.winners:
                break
            text = pick(screen, rng) if given < commands else None
            if text is not None:
                given += 1
                refused += not give(screen, text)
            pause = rng.choice((0.01, 0.05, 0.15))
            await pilot.pause(pause)
            idle += pause
    _append(report, f"{seat} done {given} {refused} {leaked}\n")


IDLE = 5.0  # seconds a seat's process waits with nothing new before it ends (the others done)


def _append(path: str, line: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line.encode())
    finally:
        os.close(fd)


def main() -> None:
    path, seat, seed, commands, report = sys.argv[1:6]
    asyncio.run(play_one_seat(path, seat, random.Random(int(seed)), int(commands), report))


if __name__ == "__main__":
    main()
