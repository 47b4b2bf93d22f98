"""How long the rulebook AI takes for one movement round and one production.

A busy position: the AI has stacks on a dozen areas of the classic map with
fleets at sea (so sea transport opens many destinations) and enemies around.
Prints the median over many rounds, each with its own seed.
"""

from __future__ import annotations

import random
import statistics
import time

from hellenica_tui.ai.rulebook.aimap import AiMap, Site
from hellenica_tui.ai.rulebook.moves import apply_move, plan_land, plan_triremes
from hellenica_tui.ai.rulebook.supply import decide_supply
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import AIProduction
from hellenica_tui.games.hellenica.mechanics.ai_production import AiBoard, produce
from hellenica_tui.games.hellenica.mechanics.movement import MovingUnit

LINES = ["grudge", "least_friendly_units", "most_settlements", "map_objective", "enemy_units_or_upgrades"]
COLUMN = [
    AIProduction(kind="favor", amount=2),
    AIProduction(kind="units", unit="hoplite", amount=2),
    AIProduction(kind="city_walls"),
    AIProduction(kind="supply", amount=3),
]


def busy_map(board: Board, rng: random.Random) -> AiMap:
    areas = sorted(board.content.areas)
    sites: dict[str, Site] = {}
    for area in rng.sample(areas, 24):
        sea = board.kind(area) == "sea"
        kinds = ["trireme", "elite_trireme", "hero"] if sea else ["hoplite", "elite_hoplite", "cavalry", "trireme", "hero"]
        mine = tuple(MovingUnit(rng.choice(kinds), rng.randint(0, 1)) for _ in range(rng.randint(1, 6)))  # type: ignore[arg-type]
        other = tuple(MovingUnit(rng.choice(kinds)) for _ in range(rng.randint(0, 2)))  # type: ignore[arg-type]
        owner = "" if sea else rng.choice(["", "athens", "sparta"])
        sites[area] = Site(owner=owner, units={"athens": mine, "sparta": other})
    sites["athens"] = Site(owner="athens", marker="athens", units=sites.get("athens", Site()).units)
    return AiMap(board=board, ai="athens", sites=sites, grudge="sparta",
                 objective_areas=frozenset({"delphi", "sparta"}), per_trireme=3)


def one_round(m: AiMap, rng: random.Random) -> int:
    decision = decide_supply(m, 2, rng)
    moved = 0
    if decision.area is not None:
        for plan in (plan_triremes, plan_land):
            move = plan(m, decision.area, LINES[: rng.randint(1, 5)], rng)
            if move is not None:
                m = apply_move(m, move)
                moved += 1
    return moved


def median_ms(action, runs: int) -> float:
    times = []
    for seed in range(runs):
        start = time.perf_counter()
        action(seed)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def main() -> None:
    board = Board.of(load_scenario("classic"))
    maps = [busy_map(board, random.Random(seed)) for seed in range(500)]
    limits = {"hoplite": 10, "cavalry": 10, "trireme": 10, "hero": 5}
    print(f"{'movement round (steps A-D), median':<40} {median_ms(lambda s: one_round(maps[s], random.Random(s)), 500):8.3f} ms")
    print(f"{'production, median':<40} "
          f"{median_ms(lambda s: produce(maps[s], AiBoard(), COLUMN, random.Random(s), unit_limits=limits), 500):8.3f} ms")


if __name__ == "__main__":
    main()
