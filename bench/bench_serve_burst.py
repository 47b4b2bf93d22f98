"""Bursts of seats connecting at once, over SSH and in the browser: how soon each sees its
screen, what each screen costs, and how long a login waits meanwhile.

    python bench/bench_serve_burst.py                      # bursts of 10, 30 and 50, SSH and web
    python bench/bench_serve_burst.py --seats 10 --kinds ssh [--cold]

For each kind (ssh, web) and each burst size SEATS: games of seven people on a new
saves folder (enough for SEATS seats), `hellenica serve` on 127.0.0.1 (ports of
its choosing; `--max-screens` SEATS + 2), and, once its warm process has had 8 s
to warm (import the game, draw a screen headless), all SEATS seats connect at once (SSH: asyncssh, with the code
as the user name; web: the seat's page, then its socket; pyte as the terminal,
80x24). Told per burst:
- screens received (the seat's prompt line shown) of SEATS;
- first screen: seconds from the burst's start to each seat's first whole
  screen, median, 95th percentile and slowest;
- memory per seat, once every screen is up: the screens' proportional set size
  (shared pages split among the processes sharing them, as forked screens do)
  and their resident size, each over the screens' count;
- login: the seats' own logins (SSH: handshake and claim; web: the page), and a
  probe that logs in anew every 0.25 s during the burst with a seat of its own
  (the login a further friend would wait for behind the screens starting), its
  median and slowest, and its slowest in the 3 s before the burst (what the
  machine's other work costs a login anyway);
- the load average (1 minute) before and after.
`--cold` sets HELLENICA_SERVE_COLD=1: every screen a new interpreter. Every
connection is to loopback; each server is stopped at its burst's end.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import re
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

import aiohttp
import asyncssh
import pyte

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from hellenica_tui.cli import main as hellenica
from hellenica_tui.serve.claims import read_claims
from tests.serve.seat_client import SeatClient

CITIES = ("athens", "sparta", "thebes", "corinth", "troy", "byzantium", "corcyra")
READY = "type a command"
PROBE_EVERY = 0.25


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


class Seat:
    """One seat of the burst: its login, when it saw its screen, and its end once told."""

    def __init__(self, kind: str, port: int, code: str) -> None:
        self.kind, self.port, self.code = kind, port, code
        self.login: float | None = None
        self.shown: float | None = None

    async def run(self, began: float, ready: asyncio.Event, leave: asyncio.Event) -> None:
        try:
            if self.kind == "ssh":
                await self._ssh(began, ready, leave)
            else:
                await self._web(began, ready, leave)
        except (TimeoutError, AssertionError, OSError, asyncssh.Error, aiohttp.ClientError):
            pass
        finally:
            ready.set()  # shown, or never to be

    async def _ssh(self, began: float, ready: asyncio.Event, leave: asyncio.Event) -> None:
        start = time.perf_counter()
        client = await SeatClient.connect(self.port, self.code, width=80, height=24)
        try:
            self.login = time.perf_counter() - start
            await client.wait_for(READY, timeout=180)
            self.shown = time.perf_counter() - began
            ready.set()
            await leave.wait()
        finally:
            await client.close()

    async def _web(self, began: float, ready: asyncio.Event, leave: asyncio.Event) -> None:
        async with aiohttp.ClientSession(f"http://127.0.0.1:{self.port}") as http:
            start = time.perf_counter()
            async with http.get(f"/play/{self.code}") as page:
                assert page.status == 200
                await page.read()
            self.login = time.perf_counter() - start
            screen = pyte.Screen(80, 24)
            stream = pyte.ByteStream(screen)
            async with http.ws_connect(f"/play/{self.code}/ws?width=80&height=24") as socket:

                async def until_ready() -> None:
                    # the terminal's text looked at once its output pauses, or every 0.1 s (not on
                    # each of the many small messages: this process must keep up with every seat)
                    looked = time.perf_counter()
                    while True:
                        try:
                            message = await asyncio.wait_for(socket.receive(), 0.1)
                        except TimeoutError:
                            message = None
                        if message is not None and message.type in (aiohttp.WSMsgType.CLOSE,
                                                                     aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
                            raise AssertionError("the page closed first")
                        if message is not None and message.type == aiohttp.WSMsgType.BINARY:
                            stream.feed(message.data)
                            if time.perf_counter() - looked < 0.1:
                                continue
                        looked = time.perf_counter()
                        if READY in "\n".join(screen.display):
                            return

                await asyncio.wait_for(until_ready(), 180)
                self.shown = time.perf_counter() - began
                ready.set()
                await leave.wait()


async def probe(kind: str, port: int, code: str) -> list[tuple[float, float]]:
    """Logins anew with a seat of the probe's own, one every PROBE_EVERY seconds, till its
    stdin closes: SSH, the handshake and the claim (closed before any screen); web, the
    seat's page. Run in a process of its own (`--probe`), so that what the burst's
    terminals cost this process never counts as the server's wait."""
    waits: list[tuple[float, float]] = []  # (when it began, how long it took)
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    loop.add_reader(sys.stdin.fileno(), stop.set)
    print("probing", flush=True)
    async with aiohttp.ClientSession() as http:
        while not stop.is_set():
            start = time.perf_counter()
            with contextlib.suppress(OSError, asyncssh.Error, aiohttp.ClientError, TimeoutError):
                if kind == "ssh":
                    conn = await asyncio.wait_for(asyncssh.connect(
                        "127.0.0.1", port, username=code, known_hosts=None, client_keys=None, agent_path=None), 60)
                    waits.append((start, time.perf_counter() - start))
                    conn.close()
                    await conn.wait_closed()
                else:
                    async with http.get(f"http://127.0.0.1:{port}/play/{code}") as page:
                        await page.read()
                        if page.status == 200:
                            waits.append((start, time.perf_counter() - start))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), PROBE_EVERY)
    return waits


async def start_probe(kind: str, port: int, code: str) -> asyncio.subprocess.Process:
    """The probe's process, once it is probing."""
    prober = await asyncio.create_subprocess_exec(
        sys.executable, os.path.abspath(__file__), "--probe", kind, str(port), code,
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
    assert prober.stdout is not None
    await prober.stdout.readline()
    return prober


async def probe_waits(prober: asyncio.subprocess.Process, since: float) -> tuple[list[float], list[float]]:
    """The probe's logins begun before `since` and from then on (the clock is the machine's,
    the same in every process)."""
    assert prober.stdin is not None
    prober.stdin.write(b"stop\n")
    prober.stdin.close()
    out, _ = await prober.communicate()
    pairs = [(float(start), float(wait)) for start, wait in (line.split() for line in out.decode().splitlines())]
    return [wait for start, wait in pairs if start < since], [wait for start, wait in pairs if start >= since]


def descendants(root: int) -> list[int]:
    parents: dict[int, int] = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        with contextlib.suppress(OSError, IndexError, ValueError):
            parents[int(pid)] = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
    found, frontier = [], [root]
    while frontier:
        children = [pid for pid, parent in parents.items() if parent in frontier]
        found += children
        frontier = children
    return found


def screens_memory(server: int) -> tuple[int, float, float, float]:
    """The screens under the server (its warm process's children, or those it spawned: a
    `play`): their count, their proportional and resident sizes in MB and their CPU
    seconds, in all."""
    pss = rss = cpu = 0.0
    count = 0
    for pid in descendants(server):
        try:
            argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            parent = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
            pcmd = Path(f"/proc/{parent}/cmdline").read_bytes()
            if b"play" not in argv and b"warmstart" not in pcmd:
                continue
            if b"play" in argv and argv[0].endswith(b"sh"):
                continue  # a shell that starts a screen (it execs it, or waits for it)
            fields = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:])
            ticks = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[11:13]
        except (OSError, ValueError):
            continue
        count += 1
        pss += int(fields["Pss"].split()[0]) / 1024
        rss += int(fields["Rss"].split()[0]) / 1024
        cpu += sum(map(int, ticks)) / os.sysconf("SC_CLK_TCK")
    return count, pss, rss, cpu


drained: list[asyncio.Task[list[str]]] = []  # what the server says after its table (never left to fill its pipe)


async def _drain(out: asyncio.StreamReader) -> list[str]:
    said = []
    while line := await out.readline():
        if not line.startswith(b"  "):
            said.append(line.decode(errors="replace").rstrip())
    return said


async def start_server(claims: str, saves: list[str], seats: int, kind: str, env: dict[str, str]
                       ) -> tuple[asyncio.subprocess.Process, int]:
    server = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "hellenica_tui", "serve", f"--{kind}", "127.0.0.1:0", "--claims", claims,
        *saves, "--max-screens", str(seats + 2), stdout=asyncio.subprocess.PIPE, env=env,
    )
    assert server.stdout is not None
    pattern = r"ssh: listening on \S+:(\d+)" if kind == "ssh" else r"web: listening on http://[^:]+:(\d+)/"
    while line := (await server.stdout.readline()).decode():
        if found := re.match(pattern, line):
            drained.append(asyncio.create_task(_drain(server.stdout)))
            return server, int(found[1])
    await server.wait()
    raise SystemExit("the server did not start")


async def burst(kind: str, seats: int, cold: bool) -> None:
    folder = Path(tempfile.mkdtemp(prefix="hellenica-burst-"))
    env = {**os.environ, "HELLENICA_SAVES": str(folder / "saves"), "XDG_DATA_HOME": str(folder / "data")}
    # As installed: byte-code caches written by the first start, as on a server after its
    # first (a shell may disable them; then every cold screen compiles the game anew).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ.update({k: env[k] for k in ("HELLENICA_SAVES", "XDG_DATA_HOME")})
    if cold:
        env["HELLENICA_SERVE_COLD"] = "1"
    saves = []
    for n in range((seats + 1 + 6) // 7):  # one seat more: the probe's
        path = folder / "saves" / f"g{n}.hsav"
        with contextlib.redirect_stdout(open(os.devnull, "w")):
            assert hellenica(["new", "--players", ",".join(CITIES), "--seed", str(n + 1), "--save", str(path)]) == 0
        saves.append(str(path))
    claims = str(folder / "claims.toml")
    server, port = await start_server(claims, saves, seats, kind, env)
    load_before = os.getloadavg()[0]
    try:
        codes = [c.code for c in read_claims(Path(claims))]
        prober = await start_probe(kind, port, codes[seats])
        await asyncio.sleep(8)  # the warm process imports the game and draws a screen headless meanwhile
        party = [Seat(kind, port, code) for code in codes[:seats]]
        leave = asyncio.Event()
        readies = [asyncio.Event() for _ in party]
        began = time.perf_counter()
        runs = [asyncio.create_task(seat.run(began, ready, leave)) for seat, ready in zip(party, readies, strict=True)]
        await asyncio.wait_for(asyncio.gather(*(ready.wait() for ready in readies)), 240)
        before, probes = await probe_waits(prober, began)
        count, pss, rss, cpu = screens_memory(server.pid)
        leave.set()
        await asyncio.gather(*runs)
    finally:
        server.send_signal(signal.SIGINT)
        await asyncio.wait_for(server.wait(), 60)
        said = await drained.pop()
        if said:
            print(f"  the server said: {' | '.join(said[-5:])}")
    shown = [s.shown for s in party if s.shown is not None]
    logins = [s.login for s in party if s.login is not None]
    how = "cold" if cold else "warm"
    if not shown:
        print(f"{kind} {how} {seats}: no screen received")
        return
    print(f"{kind} {how} burst of {seats}: {len(shown)} of {seats} screens; first screen median "
          f"{statistics.median(shown):.1f} s, p95 {p95(shown):.1f} s, slowest {max(shown):.1f} s; "
          f"memory per seat {pss / max(1, count):.0f} MB PSS, {rss / max(1, count):.0f} MB RSS, "
          f"CPU {cpu / max(1, count):.2f} s ({count} screens); "
          f"seats' logins median {statistics.median(logins):.2f} s, slowest {max(logins):.2f} s; "
          f"probe logins ({len(probes)}) median {statistics.median(probes) if probes else float('nan'):.2f} s, "
          f"slowest {max(probes) if probes else float('nan'):.2f} s (before the burst, "
          f"{len(before)}: slowest {max(before) if before else float('nan'):.2f} s); "
          f"load {load_before:.1f} before, {os.getloadavg()[0]:.1f} after", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seats", type=int, nargs="+", default=[10, 30, 50])
    parser.add_argument("--kinds", nargs="+", choices=("ssh", "web"), default=["ssh", "web"])
    parser.add_argument("--cold", action="store_true")
    parser.add_argument("--probe", nargs=3, metavar=("KIND", "PORT", "CODE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe:
        kind, port, code = args.probe
        print("\n".join(f"{start:.4f} {wait:.4f}" for start, wait in asyncio.run(probe(kind, int(port), code))))
        return
    for seats in args.seats:
        for kind in args.kinds:
            asyncio.run(burst(kind, seats, args.cold))


if __name__ == "__main__":
    main()
