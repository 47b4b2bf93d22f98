"""A seat being opened waits its turn at the save's lock, longer than a screen in play does:
a burst of seats opening one game at once on a loaded machine queues there."""

from __future__ import annotations

import threading
import time

import pytest

from hellenica_tui.cli import main
from hellenica_tui.engine.errors import SaveLocked
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.savelock import SaveLock
from hellenica_tui.seat import play
from hellenica_tui.seat.play import Session


@pytest.fixture
def save(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    path = tmp_path / "table.hsav"
    assert main(["new", "--players", "athens,sparta", "--seed", "3", "--save", str(path)]) == 0
    return str(path)


def held_for(path: str, seconds: float) -> threading.Thread:
    """The save's lock held (as another process's change would) for `seconds`, from now."""
    lock = SaveLock(path)
    lock.acquire()

    def hold() -> None:
        time.sleep(seconds)
        lock.release()

    holder = threading.Thread(target=hold)
    holder.start()
    return holder


def _held_when_noting_seen(monkeypatch, seconds: float) -> list[threading.Thread]:
    """The save's lock taken by another (for `seconds`) just as the seat notes what it has seen."""
    plain, holders = Game.watch_as, []

    def watch_as(game: Game, seat: str) -> None:
        holders.append(held_for(game.path, seconds))
        plain(game, seat)

    monkeypatch.setattr(Game, "watch_as", watch_as)
    return holders


def test_a_seat_opened_while_another_holds_the_save_waits_for_it(save, monkeypatch):
    holders = _held_when_noting_seen(monkeypatch, play.LOCK_WAIT + 1.0)
    try:
        session = Session.load(save, seat="sparta")
    finally:
        for holder in holders:
            holder.join()
    assert holders and session.seat == "sparta"
    assert session.game.lock_wait == play.LOCK_WAIT  # in play: the short wait again
    session.game.close()


def test_opening_a_seat_still_gives_up_in_the_end(save, monkeypatch):
    monkeypatch.setattr(play, "OPEN_WAIT", 0.3)
    holders = _held_when_noting_seen(monkeypatch, 1.0)
    try:
        with pytest.raises(SaveLocked):
            Session.load(save, seat="sparta")
    finally:
        for holder in holders:
            holder.join()
