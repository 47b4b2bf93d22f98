"""`hellenica serve` as a host runs it: the seats and codes printed, both servers up, ctrl+c."""

import asyncio
import os
import re
import signal
import subprocess
import sys

import aiohttp
import pytest

from hellenica_tui.serve.claims import read_claims
from tests.serve.seat_client import SeatClient

HELLENICA = [sys.executable, "-m", "hellenica_tui"]


async def test_serve_prints_each_seats_code_and_serves_it_over_ssh_and_the_web(two_people, tmp_path):
    host = await asyncio.create_subprocess_exec(
        *HELLENICA, "serve", "--ssh", "127.0.0.1:0", "--web", "127.0.0.1:0", str(two_people),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    try:
        lines = [(await asyncio.wait_for(host.stdout.readline(), 60)).decode() for _ in range(5)]
        claims_file = tmp_path / "data" / "hellenica" / "serve" / "claims.toml"
        assert lines[0] == f"Serving 1 game; seats and claims in {claims_file} (new codes written)\n"
        ssh_port = int(re.fullmatch(r"ssh: listening on 127.0.0.1:(\d+) \(host key SHA256:\S+\)\n", lines[1])[1])
        web_port = int(re.fullmatch(r"web: listening on http://127.0.0.1:(\d+)/play/CODE\n", lines[2])[1])
        codes = {c.seat: c.code for c in read_claims(claims_file)}
        for line, seat in zip(lines[3:], ("athens", "sparta"), strict=True):
            code = codes[seat]
            assert line == (f"  table  {seat}  code {code}  ssh -p {ssh_port} {code}@127.0.0.1"
                            f"  http://127.0.0.1:{web_port}/play/{code}\n")
        assert (tmp_path / "data" / "hellenica" / "serve" / "ssh_host_ed25519_key").stat().st_mode & 0o777 == 0o600

        sparta = await SeatClient.connect(ssh_port, codes["sparta"], width=80, height=24)
        await sparta.wait_for("type a command")
        await sparta.close()
        async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{web_port}/play/{codes['athens']}") as page:
            assert page.status == 200
    finally:
        host.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(host.wait(), 30) == 0
    await host.stdout.read()
    assert await host.stderr.read() == b""


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        ([], "say how to serve: --ssh HOST:PORT, --web HOST:PORT, or both"),
        (["--ssh", "2222"], "'2222' is not HOST:PORT"),
        (["--web", "localhost:99999"], "is not HOST:PORT"),
        (["--ssh", "localhost:2222", "nothere"], "nothere: no such save file"),
        (["--ssh", "localhost:2222"], "no game to serve: name a save"),
        (["--ssh", "localhost:2222", "--max-screens", "0"], "--max-screens is how many game screens"),
    ],
)
def test_what_serve_cannot_do_is_one_line(args, reason):
    done = subprocess.run([*HELLENICA, "serve", *args], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.startswith("hellenica serve: ") and reason in done.stderr
    assert done.stderr.count("\n") == 1


def test_a_port_in_use_is_one_line(two_people):
    with __import__("socket").socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([*HELLENICA, "serve", "--ssh", f"127.0.0.1:{port}", str(two_people)],
                              capture_output=True, text=True, timeout=60, env={**os.environ})
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "hellenica serve: " in done.stderr
    assert "address already in use" in done.stderr.lower()


async def test_a_flood_of_malformed_requests_writes_a_few_log_lines(two_people):
    host = await asyncio.create_subprocess_exec(
        *HELLENICA, "serve", "--web", "127.0.0.1:0", str(two_people), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    try:
        port = None
        while port is None:
            line = (await asyncio.wait_for(host.stdout.readline(), 60)).decode()
            assert line, "the server did not start"
            if found := re.match(r"web: listening on http://127.0.0.1:(\d+)/", line):
                port = int(found[1])
        for n in range(60):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(b"\x16\x03\x01 not http at all\r\n\r\n" if n % 2 else b"GET /play/%ff HTTP/1.1\r\nHost: \x00\r\n\r\n")
            await asyncio.wait_for(reader.read(), 10)
            writer.close()
    finally:
        host.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(host.wait(), 30) == 0
    log = (await host.stderr.read()).decode()
    assert len(log) < 2000 and log.count("\n") <= 12, log  # a few lines of each kind, then a count
    assert "Traceback" not in log
