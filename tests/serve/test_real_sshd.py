"""The OpenSSH recipe of docs/hosting.md through a real sshd: a throwaway server on a
high port of localhost, its own host key and config, an authorized_keys line as the
docs write it. The key opens its seat's screen; a command asked for is refused in
one line. Skipped where no sshd is installed (the openssh-server package)."""

from __future__ import annotations

import asyncio
import getpass
import os
import shlex
import shutil
import socket
import subprocess
import time
from pathlib import Path

import asyncssh
import pytest

from hellenica_tui.serve.forced import NO_COMMANDS
from tests.serve.conftest import new_game
from tests.serve.seat_client import SeatClient
from tests.serve.test_ssh_seat import recipe

SSHD = shutil.which("sshd") or next((p for p in ("/usr/sbin/sshd", "/usr/local/sbin/sshd") if os.path.exists(p)), None)

pytestmark = [pytest.mark.slow, pytest.mark.skipif(SSHD is None, reason="no sshd here (openssh-server)")]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def sshd(tmp_path):
    """A throwaway sshd letting one key in, bound to the docs' command; (port, the key)."""
    home = tmp_path / "sshd"
    home.mkdir(mode=0o700)
    for name in ("host", "friend"):
        subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(home / name)], check=True)
    # The docs' authorized_keys line, its `hellenica` the full path (as the docs advise
    # when it is not on the PATH of non-login commands), with the test's folders.
    argv = recipe("authorized_keys")
    env = " ".join(f"{name}={shlex.quote(os.environ[name])}"
                   for name in ("HELLENICA_SAVES", "XDG_DATA_HOME", "XDG_CONFIG_HOME"))
    command = f"env {env} PYTHONPATH={shlex.quote(str(Path(__file__).parents[2]))} {shlex.join(argv)}"
    public = (home / "friend.pub").read_text().strip()
    (home / "authorized_keys").write_text(f'command="{command}",restrict,pty {public}\n')
    os.chmod(home / "authorized_keys", 0o600)
    port = free_port()
    (home / "sshd_config").write_text(
        f"Port {port}\nListenAddress 127.0.0.1\nHostKey {home / 'host'}\nPidFile {home / 'sshd.pid'}\n"
        f"AuthorizedKeysFile {home / 'authorized_keys'}\nStrictModes no\nUsePAM no\n"
        "PasswordAuthentication no\nKbdInteractiveAuthentication no\nPubkeyAuthentication yes\n"
        f"PermitRootLogin prohibit-password\nAllowUsers {getpass.getuser()}\nLogLevel ERROR\n"
    )
    Path("/run/sshd").mkdir(exist_ok=True)  # its privilege separation folder
    server = subprocess.Popen([SSHD, "-D", "-e", "-f", str(home / "sshd_config")], stderr=subprocess.PIPE)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                break
        assert server.poll() is None, server.stderr.read().decode() if server.stderr else "sshd ended"
        time.sleep(0.1)
    try:
        yield port, asyncssh.read_private_key(str(home / "friend"))
    finally:
        server.terminate()
        server.wait(10)


async def test_a_key_in_authorized_keys_opens_its_seat_and_nothing_else_through_sshd(sshd, tmp_path):
    port, key = sshd
    new_game(tmp_path / "saves" / "friday.hsav")  # "friday", as the docs name it
    user = getpass.getuser()
    client = await SeatClient.connect(port, user, client_keys=[key], width=100, height=30)
    try:
        text = await client.wait_for("type a command", timeout=120)
        assert "YOUR TURN, Athens" in text  # the seat the line binds the key to
    finally:
        await client.close()
    async with asyncssh.connect("127.0.0.1", port, username=user, client_keys=[key], known_hosts=None,
                                agent_path=None) as conn:
        asked = await asyncio.wait_for(conn.run("ls /", stdin=asyncssh.DEVNULL), 60)
    assert (asked.stdout + asked.stderr).strip() == NO_COMMANDS
    assert asked.exit_status != 0
