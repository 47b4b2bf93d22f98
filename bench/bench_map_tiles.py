"""Maps made of tiles: building a random map, and checking one tile placement.

    python bench/bench_map_tiles.py

A random map is the whole procedure of mechanics/random_map.py for seven
city-states (homes rolled, stack shuffled, every location filled or left a
hole), over many seeds. One placement check is `placement.refusal` for one tile,
location and turn on a map half built, over every tile, location and turn.
"""

from __future__ import annotations

import random
import statistics
import time

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.mechanics.placement import Grid, refusal
from hellenica_tui.games.hellenica.mechanics.random_map import random_layout


def main() -> None:
    content = load_scenario("classic")
    grid = Grid(content.map)
    homes = sorted(content.city_states)
    keep = ("mt_olympus", "delphi")
    times = []
    for seed in range(200):
        start = time.perf_counter()
        random_layout(grid, homes, random.Random(seed), keep)
        times.append(time.perf_counter() - start)
    times.sort()
    print(f"random map, 7 city-states, 200 seeds: median {statistics.median(times) * 1000:.2f} ms, "
          f"slowest {times[-1] * 1000:.2f} ms (target: under 50 ms)")

    placed, _ = random_layout(grid, homes, random.Random(1), keep)
    half = dict(list(placed.items())[: len(placed) // 2])
    tiles = [t for t in grid.tiles if t not in {tile for tile, _ in half.values()}]
    checks = [(t, loc, rot) for t in tiles for loc in range(len(grid.hexes)) for rot in range(6)]
    start = time.perf_counter()
    for tile, location, rotation in checks:
        refusal(grid, half, tile, location, rotation)
    per = (time.perf_counter() - start) / len(checks)
    print(f"one placement check on a half-built map, {len(checks)} checks: {per * 1e6:.1f} us each (target: under 200 us)")


if __name__ == "__main__":
    main()
