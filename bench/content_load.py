"""How long loading the classic scenario and building its board take."""

from __future__ import annotations

import os
import time

from hellenica_tui.games.hellenica.content import bundle as content_bundle
from hellenica_tui.games.hellenica.content import caching as content_caching
from hellenica_tui.games.hellenica.content import loading as content_module
from hellenica_tui.games.hellenica.content.board import Board


def timed(label: str, action, repeat: int) -> None:
    start = time.perf_counter()
    for _ in range(repeat):
        action()
    per = (time.perf_counter() - start) / repeat
    print(f"{label:<36} {per * 1e3:9.3f} ms")


def cold_load() -> None:
    content_caching.forget_loaded()
    content_module.load_scenario("classic")


def unchecked_load() -> None:
    """As on a first start: every file parsed and every check run (no user cache)."""
    os.environ["HELLENICA_NO_CACHE"] = "1"
    try:
        cold_load()
    finally:
        del os.environ["HELLENICA_NO_CACHE"]


def main() -> None:
    had = os.environ.pop("HELLENICA_NO_CACHE", None)
    timed("load classic (parsed and checked)", unchecked_load, 20)
    timed("load classic (checked-content cache)", cold_load, 20)
    if had is not None:
        os.environ["HELLENICA_NO_CACHE"] = had
    timed("load classic (in the process)", lambda: content_module.load_scenario("classic"), 200)
    content = content_module.load_scenario("classic")
    # The rules data a save keeps: packed once per new game, unpacked only when the
    # installed scenario no longer matches the save's.
    timed("pack classic into a new save", lambda: content_bundle.pack("classic"), 20)
    packed = content_bundle.pack("classic")[1]
    print(f"{'  kept rules data, compressed':<36} {len(packed) / 1e3:9.1f} KB")
    timed("unpack kept data (checked-content cache)", lambda: content_bundle.unpack("classic", content.hash, packed), 20)
    os.environ["HELLENICA_NO_CACHE"] = "1"
    try:
        timed("unpack kept data (parsed and checked)", lambda: content_bundle.unpack("classic", content.hash, packed), 20)
    finally:
        del os.environ["HELLENICA_NO_CACHE"]
    timed("build Board (distances when asked)", lambda: Board(content), 50)
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
