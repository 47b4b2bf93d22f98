"""Any text, any command, at any moment: a typed refusal or an accepted command, never
anything else, and a refusal changes nothing."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.games.hellas import commands as c
from hellenica_tui.games.hellas import turn
from hellenica_tui.games.hellas.notation import VERBS, parse_command
from hellenica_tui.games.hellas.setup import initial_state
from hellenica_tui.games.hellas.state import state_hash
from tests.games.hellas.conftest import IDX, D, L, play

WORDS = [*VERBS, *IDX.city_ids[:6], *IDX.god_ids, *list(IDX.cards)[:4], "from", "turn", "1,0", "-1", "3", "x", ""]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=6), st.text(max_size=12))
def test_any_text_parses_or_is_refused_with_a_typed_error(words, junk):
    for text in (" ".join(words), junk, " ".join(words) + " " + junk):
        try:
            command = parse_command(text, IDX)
        except CommandError as refused:
            assert str(refused) and "\n" not in str(refused)  # one line to show
        else:
            assert isinstance(command, c.Command)


def _random_command(rng: random.Random) -> c.Command:
    city = rng.choice([*IDX.city_ids, "dolphin", "nowhere"])
    other = rng.choice(IDX.city_ids)
    n = rng.randint(-1, 4)
    return rng.choice([
        c.Place(q=rng.randint(-3, 3), r=rng.randint(-3, 3), turn=rng.randint(0, 5), ship=rng.choice(["", city]),
                source=rng.choice(["", other])),
        c.Burst(), c.Voyage(), c.AttackCity(target=city, source=other, count=n), c.Send(source=city, count=n),
        c.Strike(), c.AddGreek(city=city), c.AddShip(city=city), c.Draw(god=rng.choice([*IDX.god_ids, "hera"])),
        c.Stop(), c.MoveGreek(source=city, target=other), c.MoveShip(source=city, target=other), c.End(),
        c.Play(card=rng.choice([*IDX.cards, "joker"]), target=rng.choice(["", city]), source=rng.choice(["", other])),
        c.Stand(),
    ])  # fmt: skip


@pytest.mark.parametrize("seed", range(6))
def test_random_commands_at_every_moment_are_typed_refusals_or_legal(seed):
    rng = random.Random(seed)
    s = initial_state(IDX, [L, D], seed)
    while s.phase != "over":
        legal = {type(x).__name__ + repr(x) for x in turn.legal_commands(s, turn.to_act(s)[0])}
        for _ in range(4):
            cmd, who = _random_command(rng), rng.choice([L, D])
            before = state_hash(s)
            try:
                turn.decide(s, who, cmd, rng)
            except CommandError:
                assert type(cmd).__name__ + repr(cmd) not in legal or who not in turn.to_act(s)
            assert state_hash(s) == before
        p = turn.to_act(s)[0]
        play(s, p, rng.choice(turn.legal_commands(s, p)), seed)
