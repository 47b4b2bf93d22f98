"""A burst of SSH seats at once: how soon each sees its screen, with and without the warm process.

    python bench/bench_serve_burst.py [--seats 10] [--cold]

Makes games of seven people on a new saves folder (enough for SEATS seats), starts
`hellenica serve --ssh` on 127.0.0.1 (a port of its choosing), connects all seats at
once (asyncssh, pyte as the terminal, 80x24), and tells: screens received, the
time from the burst's start to each seat's first whole screen (median, 95th
percentile, slowest), and how long a login took meanwhile (the SSH handshake of
each seat). `--cold` sets HELLENICA_SERVE_COLD=1: every screen a new interpreter.
Every connection is to loopback; the server is stopped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from hellenica_tui.cli import main as hellenica
from hellenica_tui.serve.claims import read_claims
from tests.serve.seat_client import SeatClient, start_ssh_server

CITIES = ("athens", "sparta", "thebes", "corinth", "troy", "byzantium", "corcyra")
READY = "type a command"


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


async def one_seat(port: int, code: str, began: float) -> tuple[float, float] | None:
    start = time.perf_counter()
    try:
        client = await SeatClient.connect(port, code, width=80, height=24)
        login = time.perf_counter() - start
        await client.wait_for(READY, timeout=120)
        shown = time.perf_counter() - began
    except (TimeoutError, AssertionError, OSError):
        return None
    await client.close()
    return shown, login


async def burst(seats: int, cold: bool) -> None:
    folder = Path(tempfile.mkdtemp(prefix="hellenica-burst-"))
    env = {**os.environ, "HELLENICA_SAVES": str(folder / "saves"), "XDG_DATA_HOME": str(folder / "data")}
    os.environ.update({k: env[k] for k in ("HELLENICA_SAVES", "XDG_DATA_HOME")})
    if cold:
        env["HELLENICA_SERVE_COLD"] = "1"
    saves = []
    for n in range((seats + 6) // 7):
        path = folder / "saves" / f"g{n}.hsav"
        assert hellenica(["new", "--players", ",".join(CITIES), "--seed", str(n + 1), "--save", str(path)]) == 0
        saves.append(str(path))
    claims = str(folder / "claims.toml")
    server, port = await start_ssh_server([sys.executable, "-m", "hellenica_tui"], claims,
                                          [*saves, "--max-screens", str(seats)], env)
    try:
        await asyncio.sleep(3)  # the warm process imports the game meanwhile
        codes = [c.code for c in read_claims(Path(claims))][:seats]
        began = time.perf_counter()
        results = await asyncio.gather(*(one_seat(port, code, began) for code in codes))
    finally:
        server.send_signal(signal.SIGINT)
        await asyncio.wait_for(server.wait(), 60)
    got = [r for r in results if r is not None]
    shown, logins = [r[0] for r in got], [r[1] for r in got]
    print(f"{'cold' if cold else 'warm'}: {len(got)} of {seats} screens; first screen median "
          f"{statistics.median(shown):.1f} s, p95 {p95(shown):.1f} s, slowest {max(shown):.1f} s; "
          f"login median {statistics.median(logins):.2f} s, slowest {max(logins):.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seats", type=int, default=10)
    parser.add_argument("--cold", action="store_true")
    args = parser.parse_args()
    asyncio.run(burst(args.seats, args.cold))


if __name__ == "__main__":
    main()
