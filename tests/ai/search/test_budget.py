"""A budget in seconds bounds the whole decision: no playout is begun that would end past it."""

from __future__ import annotations

import pytest

from hellenica_tui.ai.search import budget
from hellenica_tui.ai.search.budget import Budget


def test_a_playout_that_would_end_past_the_seconds_is_not_begun(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [0.0]
    monkeypatch.setattr(budget.time, "thread_time", lambda: now[0])
    clock = Budget(seconds=1.0).clock()
    now[0] = 0.2  # the first judging of every command, before any playout: counted
    while clock.more():
        now[0] += 0.3  # a playout
        clock.played += 1
    assert clock.played == 2  # 0.2 to 0.8: a third would end at 1.1
    assert now[0] <= 1.0


def test_a_counted_budget_plays_its_playouts_whatever_they_take(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [0.0]
    monkeypatch.setattr(budget.time, "thread_time", lambda: now[0])
    clock = Budget(playouts=3).clock()
    while clock.more():
        now[0] += 5.0
        clock.played += 1
    assert clock.played == 3
