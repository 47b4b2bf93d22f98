"""How a playout plays on after the command it tries: who gives which command
until the expert must decide again, and how the position it ends on is judged.

The expert's own further answers and every other person's commands come from
`person`, a cheap policy of a player racing for its objectives: a forced
answer at once; no invocation cast in a window (it keeps quiet), nothing
offered for a world event, no trade offered and none accepted; otherwise the
best of a few of its commands by the evaluation right after each (a build,
training, research or worship that brings an objective nearer, a march onto
a city to take), passing only when nothing else is left. The AI seats play by
the rulebook AI, as they do in the game.

The playout ends where `player` must decide again in a later round (or after
`DEPTH` commands), and is judged there by the evaluation (`evaluate.chances`).
"""

from __future__ import annotations

import random

from hellenica_tui.ai.expert.determinize import unfilled
from hellenica_tui.ai.expert.evaluate import chances
from hellenica_tui.ai.rulebook_bot import RulebookBot
from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica import search as rules
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.economy.commands import AnswerTrade, Pass, Trade
from hellenica_tui.games.hellenica.gods.commands import Bid, Done, Invoke, Quiet

DEPTH = 150  # commands a playout plays at most before it is judged
GREEDY = 6  # commands `person` weighs by the evaluation, at most

_BOT = RulebookBot()


def playout(
    state: State, player: str, command: Command, rng: random.Random, content: Content, bonus: float = 0.0,
) -> float:
    """`player`'s chance after `command`, played on to its next round: its own further
    answers and other people's commands by `person`, the AI seats' by the rulebook AI."""
    start = (state.turn, state.round)
    try:
        state = rules.apply(state, player, command, rng)
    except CommandError:  # refused on this sample (it differs from the one the command was listed on)
        return 0.0
    for index in range(DEPTH):
        acting = rules.to_act(state)
        if not acting or (player in acting and (state.turn, state.round) != start):
            break
        who = player if player in acting else acting[0]
        if unfilled(state, who):  # it would answer from a blank no sample fills: judge here
            break
        try:
            if state.players[who].kind == "ai":
                chosen = _BOT.command(state, who, rng.getrandbits(31) ^ index)
            else:
                chosen = person(state, who, rng, content)
            state = rules.apply(state, who, chosen, rng)
        except CommandError:  # refused on this sample: judge here
            break
    return chances(state, content, {player: bonus})[player]


def person(state: State, player: str, rng: random.Random, content: Content) -> Command:
    """A person's command in a playout (see the module's docstring)."""
    commands = rules.legal(state, player)
    if len(commands) == 1:
        return commands[0]
    kinds = {type(c) for c in commands}
    if Quiet in kinds or Done in kinds:  # an invocation window
        return Quiet() if Quiet in kinds else Done()
    if kinds == {Bid}:
        return min(commands, key=lambda c: c.amount if isinstance(c, Bid) else 0)
    if AnswerTrade in kinds:
        return AnswerTrade(accept=False)
    weighed = [c for c in commands if not isinstance(c, (Trade, Pass, Invoke))] or commands
    if len(weighed) > GREEDY:
        weighed = rng.sample(weighed, GREEDY)
    best, value = weighed[0], -1.0
    for command in weighed:
        try:
            v = chances(rules.apply(state, player, command, random.Random(0)), content)[player]
        except CommandError:  # a command listed yet refused once tried (a die, a draw): not this one
            continue
        if v > value:
            best, value = command, v
    return best

