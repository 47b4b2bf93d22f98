"""`hellenica serve`: the claims told, the servers started, until ctrl+c."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import socket
import warnings
from collections.abc import Sequence
from pathlib import Path

from hellenica_tui.serve import logs
from hellenica_tui.serve.claims import Claims, ClaimsError, prepare
from hellenica_tui.serve.gate import Gate
from hellenica_tui.serve.limits import Limits
from hellenica_tui.serve.warm import Warm

# asyncssh still names DSA keys, which cryptography 51 and later deprecate at every
# mention: a notice for asyncssh's authors, not a line for whoever runs the server.
warnings.filterwarnings("ignore", message="DSA is deprecated", module="asyncssh")


class ServeError(Exception):
    """A reason `serve` cannot start, told in one line."""


def serve_folder() -> Path:
    """Where the server keeps its host key and, unless told otherwise, its claims."""
    from hellenica_tui.savedgames import data_dir

    return data_dir() / "serve"


def address(text: str) -> tuple[str, int]:
    """HOST:PORT (an IPv6 host in brackets) as a host and a port."""
    host, _, port = text.rpartition(":")
    host = host.strip("[]")
    if not host or not port.isdigit() or int(port) > 65535:
        raise ServeError(f"{text!r} is not HOST:PORT (for instance localhost:2222)")
    return host, int(port)


def _shown_host(host: str) -> str:
    return socket.gethostname() if host in ("0.0.0.0", "::") else host


def table(claims: Claims, ssh: tuple[str, int] | None, web: tuple[str, int] | None) -> list[str]:
    """The lines telling the host each seat's invite code and how a friend connects with it."""
    lines = []
    for claim in claims.seats:
        ways = [f"{claim.game}  {claim.seat}"]
        if claim.code:
            ways.append(f"code {claim.code}")
            if ssh:
                ways.append(f"ssh -p {ssh[1]} {claim.code}@{_shown_host(ssh[0])}")
            if web:
                ways.append(f"http://{_shown_host(web[0])}:{web[1]}/play/{claim.code}")
        if claim.keys:
            ways.append(f"{len(claim.keys)} key{'s' * (len(claim.keys) > 1)}")
        lines.append("  ".join(ways))
    return lines


async def serve(claims: Claims, ssh: tuple[str, int] | None, web: tuple[str, int] | None,
                public_url: str | None, heading: str = "", limits: Limits | None = None) -> None:
    """Run the servers asked for until SIGINT or SIGTERM; once they listen, print `heading`,
    where they listen and the seats' table. Both share one gate: the limits, the screens open,
    the wrong claims by address."""
    gate = Gate(claims, limits or Limits())
    logs.setup()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(signum, stop.set)
    acceptor = runner = None
    told = [heading] if heading else []
    try:
        if not os.environ.get("HELLENICA_SERVE_COLD"):
            gate.warm = Warm()
            await gate.warm.start()  # it imports the game while the rest starts
        if ssh:
            from hellenica_tui.serve import ssh as ssh_server

            key = ssh_server.host_key(serve_folder())
            acceptor = await ssh_server.start(gate, ssh[0], ssh[1], key)
            ssh = (ssh[0], acceptor.get_port())  # the port given, or the one picked for port 0
            told.append(f"ssh: listening on {ssh[0]}:{ssh[1]} (host key {key.get_fingerprint()})")
        if web:
            from hellenica_tui.serve import web as web_server

            runner = await web_server.start(gate, web[0], web[1], public_url)
            web = (web[0], runner.addresses[0][1])
            told.append(f"web: listening on http://{web[0]}:{web[1]}/play/CODE")
        print("\n".join(told + ["  " + line for line in table(claims, ssh, web)]), flush=True)
        await stop.wait()
    finally:
        if acceptor is not None:
            acceptor.close()
            await acceptor.wait_closed()
        if runner is not None:
            await runner.cleanup()
        if gate.warm is not None:
            await gate.warm.close()


def run(saves: Sequence[str], ssh: str | None, web: str | None, claims_file: str | None,
        public_url: str | None, max_screens: int | None = None) -> int:
    from hellenica_tui.savedgames import find_save

    if max_screens is not None and max_screens < 1:
        raise ServeError(f"--max-screens is how many game screens may be open at once (1 or more), not {max_screens}")
    limits = Limits(max_screens=max_screens) if max_screens else Limits()

    if not ssh and not web:
        raise ServeError("say how to serve: --ssh HOST:PORT, --web HOST:PORT, or both")
    ssh_at = address(ssh) if ssh else None
    web_at = address(web) if web else None
    paths = []
    for name in saves:
        path = find_save(name)
        if not path.is_file():
            raise ServeError(f"{name}: no such save file")
        paths.append(path)
    claims_path = Path(claims_file) if claims_file else serve_folder() / "claims.toml"
    try:
        claims, added = prepare(claims_path, paths)
    except ClaimsError as error:
        raise ServeError(str(error)) from None
    games = claims.games()
    heading = (f"Serving {len(games)} game{'s' * (len(games) != 1)}; seats and claims in {claims_path}"
               + (" (new codes written)" if added else ""))
    try:
        asyncio.run(serve(claims, ssh_at, web_at, public_url, heading, limits))
    except OSError as error:  # the port is taken, the address is not this machine's
        raise ServeError(str(error.strerror or error)) from None
    return 0
