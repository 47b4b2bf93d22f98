"""The seats in the browser: textual-serve's page and websocket, behind the seat's invite code."""

import asyncio

import aiohttp
import pyte
import pytest

from hellenica_tui.serve import web
from hellenica_tui.serve.claims import REFUSAL, SeatClaim, prepare, write_claims
from tests.serve.conftest import new_game, screens_running


@pytest.fixture
async def site(tmp_path, two_people):
    claims, _ = prepare(tmp_path / "claims.toml", [two_people])
    runner = await web.start(claims, "127.0.0.1", 0)
    port = runner.addresses[0][1]
    codes = {c.seat: c.code for c in claims.seats}
    async with aiohttp.ClientSession(f"http://127.0.0.1:{port}") as http:
        yield http, codes
    await runner.cleanup()
    assert not screens_running()  # every page's screen ended and waited for


async def test_a_valid_code_gets_the_seats_page_and_its_assets(site):
    http, codes = site
    async with http.get(f"/play/{codes['athens']}") as page:
        assert page.status == 200
        text = await page.text()
    assert "Hellenica: table as Athens" in text
    assert f'data-session-websocket-url="ws://127.0.0.1:{http._base_url.port}/play/{codes["athens"]}/ws"' in text
    async with http.get("/static/js/textual.js") as script:
        assert script.status == 200


@pytest.mark.parametrize("address", ["/", "/play/wrong-code", "/play/wrong-code/ws", "/play/x"])
async def test_without_a_valid_code_the_answer_is_one_line_and_nothing_starts(site, address):
    http, _ = site
    async with http.get(address) as answer:
        assert answer.status == 403
        text = await answer.text()
    assert text.count("\n") == 1
    assert text.strip() in (REFUSAL, web.NO_CLAIM)


async def test_the_websocket_runs_the_seats_screen(site):
    http, codes = site
    screen = pyte.Screen(100, 30)
    stream = pyte.ByteStream(screen)
    async with http.ws_connect(f"/play/{codes['sparta']}/ws?width=100&height=30") as socket:
        await socket.send_json(["resize", {"width": 100, "height": 30}])

        async def until_ready():
            async for message in socket:
                if message.type == aiohttp.WSMsgType.BINARY:
                    stream.feed(message.data)
                    if "type a command" in "\n".join(screen.display):
                        return

        await asyncio.wait_for(until_ready(), 60)
    assert "Sparta" in "\n".join(screen.display)


async def test_a_code_for_several_games_lists_them_first(tmp_path):
    first, second = new_game(tmp_path / "first.hsav"), new_game(tmp_path / "second.hsav")
    path = tmp_path / "claims.toml"
    write_claims(path, [SeatClaim(save=str(first.resolve()), seat="athens", code="abcd-efgh-jkmn"),
                        SeatClaim(save=str(second.resolve()), seat="sparta", code="abcd-efgh-jkmn")])
    claims, _ = prepare(path, [first, second])
    runner = await web.start(claims, "127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession(f"http://127.0.0.1:{runner.addresses[0][1]}") as http:
            async with http.get("/play/abcd-efgh-jkmn") as page:
                listing = await page.text()
            assert '<a href="/play/abcd-efgh-jkmn?game=2">▶ second as Sparta: turn 1, YOUR TURN' in listing
            async with http.get("/play/abcd-efgh-jkmn?game=2") as page:
                text = await page.text()
            assert "Hellenica: second as Sparta" in text
            assert "/play/abcd-efgh-jkmn/ws?game=2" in text
            async with http.get("/play/abcd-efgh-jkmn?game=3") as page:
                assert "<ul>" in await page.text()  # no such game: the list again
    finally:
        await runner.cleanup()
