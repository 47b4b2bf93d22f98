"""The rules pages: one a topic, each refusal naming one of them."""

import random

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.games.hellas import commands as c
from hellenica_tui.games.hellas import turn
from hellenica_tui.games.hellas.pages import ORDER, rule_pages
from hellenica_tui.games.hellas.setup import initial_state
from tests.games.hellas.conftest import IDX, D, L, play

PAGES = rule_pages("standard")
PROBES = [c.Burst(), c.Voyage(), c.Stop(), c.End(), c.Strike(), c.Stand(), c.Place(q=9, r=9, turn=0),
          c.AddGreek(city="argos"), c.Draw(god="zeus"), c.AttackCity(target="athens", source="argos", count=1),
          c.Send(source="athens", count=5), c.MoveGreek(source="athens", target="argos"),
          c.Play(card="storm", target="athens")]  # fmt: skip


def test_every_page_has_a_title_and_text_and_all_are_listed():
    assert tuple(PAGES) == ORDER
    assert all(title and len(text) > 100 for title, text in PAGES.values())


def test_every_refusal_names_a_page():
    rules = set()
    for seed in range(6):
        s = initial_state(IDX, [L, D], seed)
        rng = random.Random(seed)
        while s.phase != "over":
            p = turn.to_act(s)[0]
            for probe in rng.sample(PROBES, 3):
                for who in (L, D):
                    try:
                        turn.decide(s, who, probe, rng)
                    except CommandError as refused:
                        assert refused.rule in PAGES, (probe, refused)
                        rules.add(refused.rule)
            play(s, p, rng.choice(turn.legal_commands(s, p)), seed)
    assert {"turn", "burst", "attack", "gods", "placement"} <= rules


def test_the_numbers_on_the_victory_page_are_the_scenarios():
    text = PAGES["victory"][1]
    assert f"turn {IDX.numbers.turn_limit} " in text and "two more turns" in text and IDX.numbers.final_turns == 2
    assert "ten cities" in text and IDX.numbers.cities_to_win == 10
