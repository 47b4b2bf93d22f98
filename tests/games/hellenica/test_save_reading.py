"""Reading a save uses the tables of saves/reading.py until the rules are composed:
they must be the composed rules' own, and reading must not load the rest."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.saves import reading

EXAMPLES = Path(__file__).parents[3] / "saves" / "examples"


def test_the_kinds_are_the_composed_rules_own_in_their_order() -> None:
    assert RULES.commands == reading.COMMANDS
    assert RULES.events == reading.EVENTS
    assert RULES.barriers == reading.BARRIERS


def test_every_event_folds_as_the_composed_rules_fold_it() -> None:
    assert list(reading.EVOLVERS.items()) == list(RULES.evolvers.items())


def test_who_acts_is_told_by_the_same_hooks() -> None:
    assert RULES.hooks.waiting_on == reading.WAITING_ON


# A fresh process: shows a save, then says which of the rules it loaded.
SHOW = """
import contextlib, io, json, sys
from hellenica_tui.cli import main
with contextlib.redirect_stdout(io.StringIO()) as out:
    code = main(["show", sys.argv[1]])
loaded = [m for m in ("composition", "core.decide", "core.legal", "ai_seats.players", "core.notation")
          if "hellenica_tui.games.hellenica." + m in sys.modules]
print(json.dumps({"code": code, "shown": out.getvalue(), "loaded": loaded}))
"""


def _show_in_a_fresh_process(path: Path) -> dict[str, object]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[3])}
    done = subprocess.run([sys.executable, "-c", SHOW, str(path)], capture_output=True, text=True, env=env, check=True)
    found: dict[str, object] = json.loads(done.stdout)
    return found


def test_show_reads_a_save_without_deciding_listing_or_the_ai_seats(tmp_path: Path) -> None:
    save = tmp_path / "seven.hsav"
    save.write_bytes((EXAMPLES / "seven-players.hsav").read_bytes())
    found = _show_in_a_fresh_process(save)
    assert found["code"] == 0
    assert found["loaded"] == []
    assert "to act:" in str(found["shown"])
