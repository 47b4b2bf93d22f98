"""Rules modules register upkeep steps and hooks when imported; the order must never depend on which came first."""

from __future__ import annotations

import subprocess
import sys

FIRSTS = (
    "hellenica_tui.games.hellenica.ai_seats.players",
    "hellenica_tui.games.hellenica.war.conquest",
    "hellenica_tui.games.hellenica.war.creature_presence",
    "hellenica_tui.games.hellenica.gods.responses",
    "hellenica_tui.games.hellenica.war.legal",
    "hellenica_tui.games.hellenica.ruleset",
)

REPORT = """
from hellenica_tui.games import RULESETS; RULESETS['hellenica']
from hellenica_tui.games.hellenica.effects import abilities
from hellenica_tui.games.hellenica.economy import actions
from hellenica_tui.games.hellenica.war import battle
from hellenica_tui.games.hellenica.core import decide
from hellenica_tui.games.hellenica.core import legal
from hellenica_tui.games.hellenica.war import supply_movement
from hellenica_tui.games.hellenica.turn import upkeep
names = lambda hooks: ','.join(f.__qualname__ for f in hooks)
print(' '.join(n for n, _ in upkeep.STEPS))
for hooks in (battle.AFTER_COMBAT, abilities.SOURCES, legal.ACTION_CANDIDATES, legal.CHOICE_CANDIDATES,
              supply_movement.AFTER_MOVEMENT, supply_movement.FIXED, actions.FINISH_HOOKS, decide.GUARDS):
    print(names(hooks))
"""


def registrations(first: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", f"import {first}\n{REPORT}"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_steps_and_hooks_are_in_one_order_whatever_is_imported_first():
    reports = {first: registrations(first) for first in FIRSTS}
    assert len(set(reports.values())) == 1, reports
    steps = next(iter(reports.values())).splitlines()[0].split()
    assert steps[:5] == ["invocation_window", "creatures", "conquest", "ai_government", "government"]
    assert steps[-2:] == ["victory", "replenish"]
