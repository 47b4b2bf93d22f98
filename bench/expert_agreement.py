"""How much the expert's playouts change what its first judgement alone would choose.

Plays G games (default 4) of P city-states (default 4), one seat by the expert
(8 playouts per decision, the seat turning with the game) and the others by the
rulebook AI, up to turn 12. At every K-th decision of the action phase with more
than two commands (default every 3rd), it asks the search again with each budget
in B (default 0,8,32,128 playouts; 0 is the first judgement alone) from the same
draws, and prints, one line per budget:

    playouts N same_as_first X of D same_as_most Y of D cpu_ms MEAN

`same_as_first` counts the decisions where that budget chose what 0 playouts
chose, `same_as_most` those where it chose what the largest budget chose. A
search whose choices hardly move from the first judgement's, whatever its
budget, learns nothing from its playouts. On a shared machine run it under
`nice`.

    python bench/expert_agreement.py [--players P] [--games G] [--every K] [--budgets B]
"""

from __future__ import annotations

import argparse
import random
import time

from hellenica_tui.ai.expert.bot import ExpertBot, expert_rng
from hellenica_tui.ai.expert.search import decide
from hellenica_tui.ai.rulebook_bot import RulebookBot
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.simulate import game_seed, seats_for
from hellenica_tui.engine.ruleset import Command, Seat
from hellenica_tui.games.hellenica import search
from hellenica_tui.games.hellenica.content.lookup import content_for
from hellenica_tui.games.hellenica.core.state import ACTION
from hellenica_tui.games.hellenica.core.view import view
from hellenica_tui.games.hellenica.turn.setup import initial_state

SEED = 5
LAST_TURN = 12  # later decisions are fewer and the game often over


def decisions(players: int, games: int, every: int, budgets: list[int]) -> list[list[tuple[Command, float]]]:
    """Per sampled decision, each budget's command and CPU seconds."""
    content = content_for("classic", None)
    rows: list[list[tuple[Command, float]]] = []
    for g in range(games):
        names = seats_for(players, SEED, g)
        expert_name = names[g % len(names)]
        seats = [Seat(n, "ai", "expert" if n == expert_name else "rulebook") for n in names]
        state = initial_state(content, seats, game_seed(SEED, g), {}, scenario="classic")
        expert, rulebook, rng = ExpertBot(Budget(playouts=8), seed=g), RulebookBot(), random.Random(g)
        asked = 0
        index = 0
        while not search.is_over(state) and state.turn <= LAST_TURN:
            player = search.to_act(state)[0]
            seen = view(state, player)
            if player != expert_name:
                command = rulebook.command(seen, player, index)
            else:
                if state.phase == ACTION and len(search.legal(state, player)) > 2:
                    asked += 1
                    if asked % every == 0:
                        rows.append([_timed(seen, player, b, index) for b in budgets])
                command = expert.command(seen, player, index)
            state = search.apply(state, player, command, rng)
            index += 1
    return rows


def _timed(seen, player: str, playouts: int, index: int) -> tuple[Command, float]:
    start = time.process_time()
    verdict = decide(seen, player, Budget(playouts=playouts), expert_rng(SEED, player, index))
    return verdict.command, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--every", type=int, default=3)
    parser.add_argument("--budgets", default="0,8,32,128")
    args = parser.parse_args()
    budgets = [int(b) for b in args.budgets.split(",")]
    rows = decisions(args.players, args.games, args.every, budgets)
    n = len(rows)
    for j, b in enumerate(budgets):
        first = sum(r[j][0] == r[0][0] for r in rows)
        most = sum(r[j][0] == r[-1][0] for r in rows)
        cpu = sum(r[j][1] for r in rows) / max(n, 1) * 1000
        print(f"playouts {b} same_as_first {first} of {n} same_as_most {most} of {n} cpu_ms {cpu:.0f}")


if __name__ == "__main__":
    main()
