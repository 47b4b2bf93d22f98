"""End to end: players log in to the built-in SSH server with asyncssh's client, and read
their screens through pyte."""

import asyncio

import asyncssh
import pytest

from hellenica_tui.serve import ssh
from hellenica_tui.serve.claims import REFUSAL, SeatClaim, prepare, write_claims
from tests.serve.conftest import new_game, screens_running
from tests.serve.seat_client import SeatClient

READY = "type a command"  # the status line once a seat's screen is up


@pytest.fixture
async def server(tmp_path, two_people):
    claims, _ = prepare(tmp_path / "claims.toml", [two_people])
    acceptor = await ssh.start(claims, "127.0.0.1", 0, ssh.host_key(tmp_path / "serve"))
    acceptor.claims = claims
    yield acceptor
    acceptor.close()
    await acceptor.wait_closed()


def code_of(server, seat):
    return next(c.code for c in server.claims.seats if c.seat == seat)


async def test_a_command_typed_on_one_seat_shows_on_the_other(server):
    athens = await SeatClient.connect(server.get_port(), code_of(server, "athens"))
    sparta = await SeatClient.connect(server.get_port(), code_of(server, "sparta"), width=80, height=24)
    try:
        await athens.wait_for(READY)
        await sparta.wait_for(READY)
        athens.type(":say hello from Athens\r")
        await sparta.wait_for("hello from Athens")
    finally:
        await athens.close()
        await sparta.close()


async def test_the_code_typed_at_the_prompt_claims_the_seat(server):
    athens = await SeatClient.connect(server.get_port(), "athens-player", answer=code_of(server, "athens"))
    try:
        await athens.wait_for(READY)
        assert athens.conn.get_owner().prompts == ["Invite code: "]
    finally:
        await athens.close()


@pytest.mark.parametrize("how", ["password", "answer"])
async def test_a_wrong_claim_gets_one_line_and_nothing_else(server, how):
    for username in ("wrong-code", "someone"):
        client = await SeatClient.connect(server.get_port(), username, **{how: "not-a-code"})
        status = await client.finished()
        assert status == 1
        assert client.received == len(REFUSAL) + 2
        assert client.text().strip() == REFUSAL
        await client.close()


async def test_a_command_line_or_no_terminal_is_refused(server):
    async with asyncssh.connect("127.0.0.1", server.get_port(), username=code_of(server, "athens"),
                                known_hosts=None, client_keys=None, agent_path=None) as conn:
        done = await conn.run("rm -rf /", term_type="xterm")
        assert (done.exit_status, done.stdout.strip()) == (1, ssh.NO_COMMANDS)
        done = await conn.run()
        assert (done.exit_status, done.stdout.strip()) == (1, ssh.NEEDS_TERMINAL)


async def test_a_key_claims_its_seats_and_the_player_picks_the_game(tmp_path):
    key = asyncssh.generate_private_key("ssh-ed25519")
    public = key.export_public_key("openssh").decode()
    first = new_game(tmp_path / "first.hsav")
    second = new_game(tmp_path / "second.hsav")
    path = tmp_path / "claims.toml"
    write_claims(path, [SeatClaim(save=str(first.resolve()), seat="sparta", keys=(public,)),
                        SeatClaim(save=str(second.resolve()), seat="athens", keys=(public,))])
    claims, _ = prepare(path, [first, second])
    acceptor = await ssh.start(claims, "127.0.0.1", 0, ssh.host_key(tmp_path / "serve"))
    try:
        player = await SeatClient.connect(acceptor.get_port(), "anyone", client_keys=[key], width=80, height=24)
        menu = await player.wait_for("Press the key")
        assert "1 ▶ first as Sparta: turn 1, YOUR TURN" in menu
        assert "2 ▶ second as Athens: turn 1, YOUR TURN" in menu
        player.type("2")
        await player.wait_for(READY)
        assert "Athens" in player.text()
        player.type("\x11")  # ctrl+q leaves the game: back to the list
        await player.wait_for("Press the key")
        player.type("q")
        assert await player.finished() == 0
        await player.close()
        # a key not in the file has no seat
        other = asyncssh.generate_private_key("ssh-ed25519")
        stranger = await SeatClient.connect(acceptor.get_port(), "anyone", client_keys=[other], password="x")
        assert await stranger.finished() == 1
        assert stranger.text().strip() == REFUSAL
        await stranger.close()
    finally:
        acceptor.close()
        await acceptor.wait_closed()


async def test_a_resize_reaches_the_screen_and_a_hang_up_ends_it(server):
    athens = await SeatClient.connect(server.get_port(), code_of(server, "athens"), width=80, height=24)
    try:
        await athens.wait_for(READY)
        athens.resize(120, 40)
        # the map legend line grows to the new width
        await athens.wait_for(lambda text: any(len(line.rstrip()) > 100 for line in text.splitlines()))
    finally:
        await athens.close()
    for _ in range(100):  # the screen's process ends with its connection
        if not screens_running():
            break
        await asyncio.sleep(0.1)
    assert not screens_running()
