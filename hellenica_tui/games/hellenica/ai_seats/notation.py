"""Text forms of the AI players' commands (this feature's verbs).

    ai setup        ai produce        ai supply troy        ai idle
"""

from __future__ import annotations

from hellenica_tui.engine.errors import InvalidCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.ai_seats.commands import AiIdle, AiProduce, AiSetup, AiSupply
from hellenica_tui.games.hellenica.core import notation as nt
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.kit.notation import Vocabulary
from hellenica_tui.games.kit.tables import Formatters

STEPS = ("setup", "produce", "supply", "idle")


def _read_ai(w: nt.Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    step = w.keyword(*STEPS)
    if step is None:
        raise InvalidCommand(f"'ai' is followed by {', '.join(STEPS)}")
    if step == "supply":
        return AiSupply(area=v["area"].need(w.take()))
    return {"setup": AiSetup, "produce": AiProduce, "idle": AiIdle}[step]()


FORMATTERS = (
    Formatters()
    .on(AiSetup, lambda c: "ai setup")
    .on(AiProduce, lambda c: "ai produce")
    .on(AiSupply, lambda c: f"ai supply {c.area}")
    .on(AiIdle, lambda c: "ai idle")
)
READERS = {"ai": _read_ai}
MACHINE_VERBS = ("ai",)  # read like any other, never offered to a person
