"""Many seats served at once: memory per seat, and CPU while nobody acts.

    python bench/bench_serve_idle.py [--games 7] [--seats 7] [--idle 30]

Starts `hellenica serve --ssh` on localhost over GAMES new games of SEATS
people each, connects one SSH client (asyncssh, 120x40) per seat, one after
the other, and waits for every seat's screen. Then, with nobody typing,
measures over IDLE seconds the CPU time of the server and every screen
process, and reads each process's memory (RSS, and PSS: the shared pages
split between the processes sharing them). Target: the whole idle table
under 1% of one CPU.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
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
TICK = os.sysconf("SC_CLK_TCK")


def descendants(root: int) -> list[int]:
    parents: dict[int, list[int]] = {}
    for name in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{name}/stat") as stat:
                parent = int(stat.read().rsplit(")", 1)[1].split()[1])
        except OSError:
            continue
        parents.setdefault(parent, []).append(int(name))
    found, todo = [], [root]
    while todo:
        for child in parents.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK  # utime, stime


def memory_kb(pid: int) -> tuple[int, int]:
    """(RSS, PSS) in KiB."""
    with open(f"/proc/{pid}/smaps_rollup") as rollup:
        text = rollup.read()
    return (int(re.search(r"^Rss:\s+(\d+)", text, re.M)[1]), int(re.search(r"^Pss:\s+(\d+)", text, re.M)[1]))


async def main(games: int, seats: int, idle: float) -> None:
    folder = Path(tempfile.mkdtemp(prefix="hellenica-serve-bench-"))
    env = {**os.environ, "XDG_DATA_HOME": str(folder / "data"), "XDG_CONFIG_HOME": str(folder / "config")}
    hellenica = [sys.executable, "-m", "hellenica_tui"]
    saves = []
    for n in range(games):
        save = folder / f"game{n + 1}.hsav"
        subprocess.run([*hellenica, "new", "--players", ",".join(CITIES[:seats]), "--seed", str(n), "--save", str(save)],
                       check=True, capture_output=True, env=env)
        saves.append(save)
    claims = folder / "claims.toml"
    server, port = await start_ssh_server(hellenica, str(claims), list(map(str, saves)), env)
    clients: list[SeatClient] = []
    try:
        start = time.perf_counter()
        for claim in read_claims(claims):
            client = await SeatClient.connect(port, claim.code, width=120, height=40)
            await client.wait_for(READY, timeout=120)
            clients.append(client)
        started = time.perf_counter() - start
        await asyncio.sleep(5)  # the last screens settle
        screens = descendants(server.pid)
        before = {pid: cpu_seconds(pid) for pid in [server.pid, *screens]}
        begin = time.perf_counter()
        bytes_before = sum(c.received for c in clients)
        await asyncio.sleep(idle)
        wall = time.perf_counter() - begin
        used = sum(cpu_seconds(pid) - spent for pid, spent in before.items())
        server_used = cpu_seconds(server.pid) - before[server.pid]
        idle_bytes = sum(c.received for c in clients) - bytes_before
        rss, pss = zip(*(memory_kb(pid) for pid in screens), strict=True)
        server_rss, server_pss = memory_kb(server.pid)
    finally:
        for client in clients:
            await client.close()
        server.terminate()
        await server.wait()
    print(f"{len(clients)} seats ({games} games x {seats} seats), each screen its own process; "
          f"all up in {started:.0f} s, one after the other")
    print(f"memory per seat (screen process): RSS median {statistics.median(rss) / 1024:.0f} MiB, "
          f"PSS median {statistics.median(pss) / 1024:.0f} MiB; all screens PSS {sum(pss) / 1024:.0f} MiB")
    print(f"server process: RSS {server_rss / 1024:.0f} MiB, PSS {server_pss / 1024:.0f} MiB")
    print(f"idle for {wall:.0f} s: CPU {used:.2f} s = {100 * used / wall:.2f}% of one CPU for the whole table "
          f"({100 * used / wall / len(clients):.3f}% per seat; the server itself {100 * server_used / wall:.2f}%); "
          f"{idle_bytes} bytes sent to the terminals")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=7)
    parser.add_argument("--seats", type=int, default=7)
    parser.add_argument("--idle", type=float, default=30.0)
    args = parser.parse_args()
    asyncio.run(main(args.games, args.seats, args.idle))
