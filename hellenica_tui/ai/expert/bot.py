"""The expert AI as a bot, and its advice to a person.

It plays a person's rules (invocations, bids, trades, answers) and reads its
own view only: whatever it is given is blanked again to its player's view
before it thinks, so a state with secrets filled in tells it nothing more
than the view does. Its draws come from its seed, its player and the index
of the command it is about to give: with a budget counted in playouts, the
same game gets the same commands.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass

from hellenica_tui.ai.expert.levels import LEVELS, NORMAL
from hellenica_tui.ai.expert.search import Verdict, decide
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core import notation
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.core.view import view
from hellenica_tui.games.hellenica.table.progress import standing


def expert_rng(seed: int, player: str, index: int) -> random.Random:
    digest = hashlib.blake2b(f"{seed}/{player}/{index}".encode(), digest_size=8, person=b"expert").digest()
    return random.Random(int.from_bytes(digest, "big"))


class ExpertBot:
    """The expert AI level: a search over a person's commands from its own view, at one
    of the levels a player may choose (`levels.LEVELS`: its share of `budget`, and how
    loosely it picks among the search's best)."""

    def __init__(self, budget: Budget | None = None, seed: int = 0, level: str = NORMAL) -> None:
        self.level = level
        self._level = LEVELS[level]
        self.budget = self._level.budget(budget or Budget())
        self.seed = seed

    def verdict(self, seen: State, player: str, index: int) -> Verdict:
        rng = expert_rng(self.seed, player, index)
        verdict = decide(view(seen, player), player, self.budget, rng)
        picked = self._level.pick([(o.command, o.mean) for o in verdict.options], rng)
        if picked:  # a looser level's pick among the best few: told first, as the command given
            options = [verdict.options[picked], *(o for n, o in enumerate(verdict.options) if n != picked)]
            return Verdict(options[0].command, options, verdict.before, verdict.playouts)
        return verdict

    def command(self, seen: State, player: str, index: int) -> Command:
        return self.verdict(seen, player, index).command


@dataclass(frozen=True)
class Suggestion:
    command: str  # as typed at the prompt
    why: str  # a phrase: "brings Empire 4 of 6; chance to win 41% (next best 38%)"


def suggest(seen: State, player: str, index: int, budget: Budget | None = None) -> Suggestion:
    """The command the expert would give in `player`'s place, with one line on why."""
    verdict = ExpertBot(budget).verdict(seen, player, index)
    return Suggestion(notation.format_command(RULES, verdict.command), reason(verdict, player))


def reason(verdict: Verdict, player: str) -> str:
    """Why, in a phrase: the objectives the command brings closer, and the chance to
    win the expert sees after it (and after the next best command)."""
    if not verdict.options or verdict.before is None:
        return "the only command the rules allow now"
    best = verdict.options[0]
    content = content_of(verdict.before)
    before = {g.card: g for g in standing(verdict.before, content, player).goals}
    gains = []
    for g in standing(best.after, content, player).goals:
        old = before.get(g.card)
        if old is not None and ((g.met and not old.met) or (g.have > old.have and g.need == old.need)):
            gains.append(f"{g.name} {'met' if g.met else f'{g.have} of {g.need}'}")
    chance = f"chance to win {best.mean:.0%}"
    if len(verdict.options) > 1:
        chance += f" (next best {verdict.options[1].mean:.0%})"
    return f"brings {', '.join(gains)}; {chance}" if gains else chance
