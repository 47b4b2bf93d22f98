"""How long loading the classic scenario and building its board take."""

from __future__ import annotations

import time

from hellenica_tui.games.hellenica import content as content_module
from hellenica_tui.games.hellenica.board import Board


def timed(label: str, action, repeat: int) -> None:
    start = time.perf_counter()
    for _ in range(repeat):
        action()
    per = (time.perf_counter() - start) / repeat
    print(f"{label:<36} {per * 1e3:9.3f} ms")


def cold_load() -> None:
    content_module._CACHE.clear()
    content_module.load_scenario("classic")


def main() -> None:
    timed("load classic (cold, checked)", cold_load, 20)
    timed("load classic (cached)", lambda: content_module.load_scenario("classic"), 200)
    content = content_module.load_scenario("classic")
    timed("build Board", lambda: Board(content), 50)
    board = Board(content)
    areas = list(content.areas)
    pairs = [(a, b) for a in areas for b in areas]
    start = time.perf_counter()
    for a, b in pairs:
        board.edge(a, b)
        board.distance(a, b)
    per = (time.perf_counter() - start) / len(pairs)
    print(f"{'edge + distance lookup':<36} {per * 1e9:9.0f} ns")


if __name__ == "__main__":
    main()
