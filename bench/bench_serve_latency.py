"""A line typed on one seat, shown on the others, through the built-in SSH server.

    python bench/bench_serve_latency.py [--seats 7] [--rounds 30]

Starts `hellenica serve --ssh` on localhost over a new game of SEATS people,
connects one SSH client (asyncssh, pyte as the terminal, 120x40) per seat, and
in each round has one seat type `:say ...` and Enter, taking turns; the
figures:
- latency: from the Enter leaving the typing seat's client until the line
  shows on each other seat's screen (median, 95th percentile);
- bytes written to one seat's terminal for that update (the frame that shows
  the new line, and any that follow within half a second): median and
  largest. Target: median <= 4 KB at 120x40.
Then each seat in turn gives a game command (its patron) the same way, and
the same figures are given for those updates.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from hellenica_tui.serve.claims import read_claims
from tests.serve.seat_client import SeatClient, start_ssh_server

CITIES = ("athens", "sparta", "thebes", "corinth", "troy", "byzantium", "corcyra")
READY = "type a command"
SETTLE = 0.5  # seconds: the frames after the one that shows the change belong to the same update


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


async def update(typist: SeatClient, others: list[SeatClient], command: str, shown: str = "",
                 changed_from: list[str] | None = None) -> tuple[list[float], list[int]]:
    """Type `command` on one seat; each other seat's latency to show `shown` (or to show anything
    else than `changed_from`), and the bytes it got."""
    before = [seat.received for seat in others]
    typist.type(f":{command}\r")
    sent = time.perf_counter()

    async def seen(seat: SeatClient, old: str | None) -> float:
        await seat.wait_for((lambda text: text != old) if old is not None else shown, timeout=30)
        return time.perf_counter() - sent

    olds = changed_from or [None] * len(others)
    latencies = await asyncio.gather(*(seen(seat, old) for seat, old in zip(others, olds, strict=True)))
    await asyncio.sleep(SETTLE)
    return list(latencies), [seat.received - n for seat, n in zip(others, before, strict=True)]


def report(name: str, latencies: list[float], sizes: list[int]) -> None:
    ms = [1000 * t for t in latencies]
    print(f"{name}: {len(ms)} screen updates; latency median {statistics.median(ms):.0f} ms, "
          f"95th percentile {p95(ms):.0f} ms, worst {max(ms):.0f} ms")
    print(f"{name}: bytes to one seat's terminal per update, median {statistics.median(sizes) / 1024:.1f} KB, "
          f"95th percentile {p95(sizes) / 1024:.1f} KB, largest {max(sizes) / 1024:.1f} KB")


async def main(seats: int, rounds: int) -> None:
    folder = Path(tempfile.mkdtemp(prefix="hellenica-serve-bench-"))
    env = {**os.environ, "XDG_DATA_HOME": str(folder / "data"), "XDG_CONFIG_HOME": str(folder / "config")}
    hellenica = [sys.executable, "-m", "hellenica_tui"]
    save = folder / "table.hsav"
    subprocess.run([*hellenica, "new", "--players", ",".join(CITIES[:seats]), "--seed", "1", "--save", str(save)],
                   check=True, capture_output=True, env=env)
    claims = folder / "claims.toml"
    server, port = await start_ssh_server(hellenica, str(claims), [str(save)], env)
    clients: list[SeatClient] = []
    try:
        order = read_claims(claims)
        for claim in order:
            client = await SeatClient.connect(port, claim.code, width=120, height=40)
            await client.wait_for(READY, timeout=120)
            clients.append(client)
        await asyncio.sleep(2)
        latencies: list[float] = []
        sizes: list[int] = []
        for n in range(rounds):
            typist = clients[n % len(clients)]
            others = [c for c in clients if c is not typist]
            times, got = await update(typist, others, f"say round {n} ok", f"round {n} ok")
            latencies += times
            sizes += got
        print(f"{len(clients)} seats on one game, each through its own SSH connection at 120x40")
        report("say", latencies, sizes)
        latencies, sizes = [], []
        from hellenica_tui.cli.common import load as _load

        game = _load(str(save))
        for claim, client in zip(order, clients, strict=True):
            game.sync()
            if claim.seat not in game.to_act():
                continue
            command = game.ruleset.format(game.legal_commands(claim.seat)[0])
            others = [c for c in clients if c is not client]
            # nobody else acts in this game: the first change of another seat's screen is this command's
            times, got = await update(client, others, command, changed_from=[c.text() for c in others])
            latencies += times
            sizes += got
        if latencies:
            report("game command (a patron chosen)", latencies, sizes)
    finally:
        for client in clients:
            await client.close()
        server.terminate()
        await server.wait()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=30)
    args = parser.parse_args()
    asyncio.run(main(args.seats, args.rounds))
