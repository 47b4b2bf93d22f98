"""Maps made of tiles: building a random map, and checking one tile placement.

    python bench/bench_map_tiles.py

A random map is the whole procedure of mechanics/random_map.py for seven
city-states (homes rolled, stack shuffled, every location filled or left a
hole), over many seeds. One placement check is `placement.refusal` for one tile,
location and turn on a map half built, over every tile, location and turn; then
alone, those that reach the whole-board search of rule H (nothing cut off).
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
    # The checks that pass rules G, J and K and so run the whole-board search of rule H
    # (a placement it allows, or one it refuses for cutting something off), one by one.
    searched = [c for c in checks if (refusal(grid, half, *c) or "cut").startswith(("it would cut", "cut", "it would have"))]
    one = []
    for tile, location, rotation in searched:
        best = float("inf")
        for _ in range(5):  # the best of five: a busy machine's pauses are not the check's
            start = time.perf_counter()
            refusal(grid, half, tile, location, rotation)
            best = min(best, time.perf_counter() - start)
        one.append(best)
    one.sort()
    print(f"  the {len(one)} reaching rule H: median {statistics.median(one) * 1e6:.1f} us, "
          f"99th percentile {one[len(one) * 99 // 100] * 1e6:.1f} us, slowest {one[-1] * 1e6:.1f} us")


if __name__ == "__main__":
    main()
