"""The expert's playouts: the cheap policy that plays people's commands in them."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai.expert.determinize import unfilled
from hellenica_tui.ai.expert.evaluate import chances
from hellenica_tui.ai.expert.policy import person, playout
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica import search
from hellenica_tui.games.hellenica.content.lookup import content_for
from hellenica_tui.games.hellenica.core.state import Choice
from hellenica_tui.games.hellenica.core.view import HIDDEN
from hellenica_tui.games.hellenica.economy.commands import Pass
from hellenica_tui.games.hellenica.gods.commands import Bid, Quiet
from tests.ai.test_expert import in_action, mixed, played

CONTENT = content_for("classic", None)


def in_window(state) -> bool:
    w = state.window
    return w is not None and bool(w.asked) and w.asked[0] == "athens" and search.to_act(state) == ["athens"]


def test_a_person_in_a_playout_keeps_quiet_in_windows_and_offers_nothing():
    rng = random.Random(1)
    state = played(mixed(), in_window)
    assert person(state, "athens", rng, CONTENT) == Quiet()
    state = played(mixed(), lambda s: s.world is not None and s.world.stage == "bid" and "athens" in search.to_act(s))
    assert person(state, "athens", rng, CONTENT) == Bid(amount=0)


def its_action(state) -> bool:
    return in_action(state) and Pass() in search.legal(state, "athens")


def test_a_person_in_a_playout_acts_rather_than_passes():
    state = played(mixed(), its_action)
    commands = search.legal(state, "athens")
    assert len(commands) > 1
    chosen = person(state, "athens", random.Random(2), CONTENT)
    assert chosen in commands and chosen != Pass()



def failing_after(monkeypatch, calls: int, error: Exception) -> None:
    """The rules give their first `calls` answers as usual, then raise `error`."""
    real, made = search.apply, []

    def apply(*args, **kwargs):
        made.append(1)
        if len(made) > calls:
            raise error
        return real(*args, **kwargs)

    monkeypatch.setattr(search, "apply", apply)


def test_a_rules_fault_in_a_playout_is_not_taken_for_a_refusal(monkeypatch):
    state = played(mixed(), its_action)
    command = next(c for c in search.legal(state, "athens") if c != Pass())
    failing_after(monkeypatch, 1, KeyError("a rules bug"))
    with pytest.raises(KeyError, match="a rules bug"):
        playout(state, "athens", command, random.Random(3), CONTENT)
    failing_after(monkeypatch, 0, ZeroDivisionError("a rules bug"))
    with pytest.raises(ZeroDivisionError):
        person(state, "athens", random.Random(3), CONTENT)


def test_a_refusal_in_a_playout_ends_it_where_it_stands(monkeypatch):
    state = played(mixed(), its_action)
    command = next(c for c in search.legal(state, "athens") if c != Pass())
    after = search.apply(state, "athens", command, random.Random(3))
    failing_after(monkeypatch, 1, IllegalCommand("not on this sample"))
    assert playout(state, "athens", command, random.Random(3), CONTENT) == chances(after, CONTENT)["athens"]
    failing_after(monkeypatch, 0, IllegalCommand("not on this sample"))
    assert playout(state, "athens", command, random.Random(3), CONTENT) == 0.0  # the command itself refused


def test_a_playout_stops_before_an_answer_read_from_a_blank():
    state = played(mixed(), its_action)
    assert not unfilled(state, "sparta")
    state.choice = Choice(player="sparta", about="effect", prompt="which card", options=[HIDDEN, HIDDEN], secret=True)
    assert unfilled(state, "sparta") and not unfilled(state, "athens")
    state.choice = None
    state.peek = {"thebes": [HIDDEN]}
    assert unfilled(state, "thebes") and not unfilled(state, "sparta")
