"""How long the prompt takes to work out the next words after a key press.

Two people play a seeded game by random legal commands up to the end of turn
3; the longest list of legal commands met on the way is the one completed
from (a person with a full board in the action phase). The figure is the
median time of one completion over a set of typical prompts, beside the time
to list the legal commands once (done after each command, not per key).
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.completion import Completer, spellings, verbs

TEXTS = ["", "b", "build ", "build temple ", "build temple athens a", "exchange build market ",
         "research athens convert ", "supply movement ", "tr"]


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        session = GameSession.new(["athens", "sparta"], 1, path=str(Path(folder) / "bench.hsav"))
        rng = random.Random(1)
        longest: list[str] = []
        listing = []
        while session.state.turn <= 3:
            start = time.perf_counter()
            legal = session.suggestions()
            listing.append(time.perf_counter() - start)
            if not legal:
                break
            longest = max(longest, legal, key=len)
            session.submit(rng.choice(legal))
        session.close()
    completer = Completer(longest, spellings(session.content), verbs())
    times = []
    for _ in range(30):
        for text in TEXTS:
            start = time.perf_counter()
            completer.complete(text)
            times.append(time.perf_counter() - start)
    one = statistics.median(times)
    print(f"prompt completion over {len(longest)} legal commands ({len(TEXTS)} prompts x 30)")
    print(f"  one completion, median        {one * 1e3:7.3f} ms  (per key press)")
    print(f"  listing the legal commands    {statistics.median(listing) * 1e3:7.3f} ms  (per command)")
    print(f"  ratio listing / completion    {statistics.median(listing) / one:7.1f}")


if __name__ == "__main__":
    main()
