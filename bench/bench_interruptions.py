"""How often the game stops a person for an invocation window or a world event's
bid, per turn, in a four-player game: one person (Corcyra) and three rulebook AI
players, before and after the player's interruption settings.

- before: the game settings new games took before the movement window
  (`responses = useful`), every question the rules put to the person asked;
- after: new games' settings now (`useful`, `movement_window`), the person's
  settings at their defaults ("ask when it matters" for every kind:
  tui/controller/interruptions), no shortcut used;
- the same, the person answering the first bid of each turn with ctrl+n (0, and
  no more bids asked this turn).

The person's commands come from the expert's cheap playout policy (ai/expert/policy:
racing for its objectives, no trade); a window is answered `skip` and a bid is 0
(nothing cast, so Favor piles up: the most windows a person could see). Both
arms play the same seeds. Prints, for each arm, the interruptions per turn (mean,
with a 95% interval over the games) and per kind.

    python bench/bench_interruptions.py [GAMES] [TURNS]     (default 20 games of 9 turns)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter

from hellenica_tui.ai.expert.policy import person
from hellenica_tui.ai.rulebook_bot import RulebookBot
from hellenica_tui.ai.simulate import game_seed
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica import search
from hellenica_tui.games.hellenica.content.lookup import content_for
from hellenica_tui.games.hellenica.core.view import view
from hellenica_tui.games.hellenica.gods.commands import Bid, Done
from hellenica_tui.games.hellenica.gods.world_events import bidders_left
from hellenica_tui.games.hellenica.turn.setup import initial_state
from hellenica_tui.tui.controller.interruptions import Interruptions, window_kinds

PERSON = "corcyra"
NAMES = [PERSON, "athens", "sparta", "thebes"]
NEW = {"responses": "useful", "movement_window": True}
ARMS = {  # the game's settings, the person's choices (None: asked whatever the rules ask), ctrl+n at each first bid
    "before": ({"responses": "useful"}, None, False),
    "after": (NEW, Interruptions(), False),
    "after, ctrl+n at the first bid of each turn": (NEW, Interruptions(), True),
}


def asked_kind(state, player: str) -> str | None:
    """The kind of question the game waits on `player` for: a window's, or "bid"."""
    w = state.window
    if w is not None and w.asked and w.asked[0] == player and not w.resolved and state.choice is None:
        kinds = window_kinds(w)
        return ("/".join(kinds) if kinds else "+".join(w.kinds)) + " window"
    if w is None and state.choice is None and player in bidders_left(state):
        return "bid"
    return None


def play(
    settings: dict[str, object], chosen: Interruptions | None, no_more: bool, seed: int, turns: int,
) -> tuple[Counter[str], int]:
    """One game to the end of `turns`: the interruptions by kind, and the turns played."""
    content = content_for("classic", None)
    chosen = Interruptions(dict(chosen.asks)) if chosen is not None else None  # no shortcut left from another game
    seats = [Seat(n) if n == PERSON else Seat(n, "ai", "rulebook") for n in NAMES]
    state = initial_state(content, seats, seed, settings, scenario="classic")
    bot, rng, stops = RulebookBot(), random.Random(seed), Counter[str]()
    index = 0
    while not search.is_over(state) and state.turn <= turns:
        player = search.to_act(state)[0]
        if player == PERSON:
            kind = asked_kind(state, player)
            if kind is not None:
                stood_in = chosen.answer(state, content, player) if chosen is not None else None
                if stood_in is None:
                    stops[kind] += 1
                    if no_more and kind == "bid" and chosen is not None:
                        chosen.no_more_bids(state.turn)
                command = Done() if state.window is not None else Bid(amount=0)
            else:
                command = person(state, player, random.Random(seed * 7919 + index), content)
        else:
            command = bot.command(view(state, player), player, index)
        state = search.apply(state, player, command, rng)
        index += 1
    return stops, min(state.turn, turns)


def interval(values: list[float]) -> str:
    mean = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return f"{mean:.2f} (95% {mean - half:.2f} to {mean + half:.2f})"


def main(games: int, turns: int) -> None:
    for arm, (settings, chosen, no_more) in ARMS.items():
        start = time.process_time()
        per_turn: list[float] = []
        kinds: Counter[str] = Counter()
        played = 0
        for g in range(games):
            stops, done = play(settings, chosen, no_more, game_seed(29, g), turns)
            per_turn.append(sum(stops.values()) / done)
            kinds += stops
            played += done
        by_kind = ", ".join(f"{k} {n / played:.2f}" for k, n in sorted(kinds.items()))
        print(f"{arm}: {interval(per_turn)} interruptions per turn over {games} games of {turns} turns; "
              f"by kind per turn: {by_kind}; {time.process_time() - start:.0f} CPU s")


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    main(*(args + [20, 9][len(args):]))
