"""The seats in the browser, through textual-serve.

`/play/CODE` is a seat's page: textual-serve's terminal page, whose websocket
(`/play/CODE/ws`) starts that seat's screen with Textual's web driver. An
invite code for seats in several games lists them first (`?game=N` opens one).
Any other address, or a wrong code, gets a one-line refusal (403) and starts
nothing; so does a query string that is not a number in range (400), a socket
opened from another site's page, and a full server (503). Public keys do not
apply here: a browser has none to show.
"""

from __future__ import annotations

import asyncio
import html
import json
import logging
import re
import shlex
from typing import Any
from urllib.parse import urlsplit

import aiohttp_jinja2
import jinja2
from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from hellenica_tui.serve import picker
from hellenica_tui.serve.claims import REFUSAL, Claims, SeatClaim
from hellenica_tui.serve.gate import Gate
from hellenica_tui.serve.limits import CANNOT_START, SCREEN_ENDED, clamp_size, how_ended
from hellenica_tui.serve.screens import Hold, Refused
from hellenica_tui.serve.starting import Slot
from hellenica_tui.serve.terminal import HELLENICA, seat_argv
from hellenica_tui.serve.warm import Piped, Warm
from hellenica_tui.serve.webgate import CappedSite, Outbox

log = logging.getLogger("hellenica.serve")
NO_CLAIM = "hellenica: open the link with your invite code (/play/CODE)"
STOP_WAIT = 5  # seconds a seat's screen has to end once its page is closed
DRIVER = "hellenica_tui.tui.web_driver:SeatWebDriver"  # the screen's, as TEXTUAL_DRIVER names it
OTHER_ORIGIN = "hellenica: a seat's screen opens from its own page only"
NOT_A_SOCKET = "hellenica: this address is the page's websocket; open /play/CODE in a browser"
MAX_MESSAGE = 1 << 16  # bytes in one message of a page (keys typed, a resize)


class _SeatService(AppService):
    """textual-serve's process of one page, waited for when it stops (textual-serve leaves it to
    the garbage collector, which then closes its pipes on a loop that may be gone), and run by
    a driver that ends it should the server die first (`web_driver`). It is forked from the
    warm process while that lives (`serve.warm`), else spawned as textual-serve does."""

    def __init__(self, argv: list[str], warm: Warm | None, **kwargs: Any) -> None:
        super().__init__(shlex.join(argv), **kwargs)
        self.argv, self.warm = argv, warm

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Any:
        if self.warm is None or not self.warm.alive or self.argv[: len(HELLENICA)] != HELLENICA:
            return await super()._open_app_process(width, height)
        env = self._build_environment(width, height)
        process = await self.warm.spawn_piped(self.argv[len(HELLENICA) :], env)
        self._process = process  # type: ignore[assignment]  # what of a Process textual-serve uses
        self._stdin = process.stdin
        return process

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        return {**super()._build_environment(width, height), "TEXTUAL_DRIVER": DRIVER}

    def returncode(self) -> int | None:
        return self._process.returncode if self._process is not None else None

    async def ended(self) -> None:
        """Until the screen's process has ended (its output read to the end)."""
        if self._task is not None:
            await asyncio.shield(self._task)
        if self._process is not None:
            await self._process.wait()

    async def stop(self) -> None:
        await super().stop()
        process = self._process
        if process is not None and process.returncode is None:
            try:
                await asyncio.wait_for(process.wait(), STOP_WAIT)
            except TimeoutError:
                process.kill()
                await process.wait()
        if isinstance(process, Piped):
            process.close()


def _refuse(line: str, status: int = 403) -> web.Response:
    return web.Response(status=status, text=line + "\n")


def _number(request: web.Request, name: str, default: int, low: int, high: int) -> int:
    """A number in the address's query (`default` when absent); anything but digits from
    `low` to `high` is answered 400 with a line."""
    value = request.query.get(name)
    if value is None:
        return default
    if not re.fullmatch(r"[0-9]{1,5}", value) or not low <= int(value) <= high:
        raise web.HTTPBadRequest(text=f"hellenica: ?{name}= takes a whole number from {low} to {high}\n")
    return int(value)


class SeatWeb(Server):
    """textual-serve's server, with a seat's claim in every address."""

    def __init__(self, gate: Gate, host: str, port: int, public_url: str | None = None) -> None:
        super().__init__("hellenica", host=host, port=port, title="Hellenica", public_url=public_url)
        self.gate = gate
        self.given_url = public_url  # else each page's links follow the address it was asked by
        self.sockets: set[web.WebSocketResponse] = set()

    async def _make_app(self) -> web.Application:
        app = web.Application()
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(self.templates_path))
        app.add_routes([
            web.get("/", self.no_claim),
            web.get("/play/{code}", self.page),
            web.get("/play/{code}/ws", self.screen),
            web.static("/static", self.statics_path, name="static"),
        ])
        app.on_shutdown.append(self._close_sockets)
        return app

    async def _close_sockets(self, app: web.Application) -> None:
        """On shutdown: every page's socket closed, so each ends its screen and waits for it."""
        for socket in list(self.sockets):
            await socket.close()

    async def no_claim(self, request: web.Request) -> web.Response:
        return _refuse(NO_CLAIM)

    def _seat(self, request: web.Request) -> tuple[list[SeatClaim], SeatClaim | None, str]:
        """The seats the address's code claims, the one it opens (None: a choice to make), and
        the line refusing it ("" if none)."""
        seats, why = self.gate.by_code(request.match_info["code"], request.remote or "")
        game = _number(request, "game", 0, 0, 999) - 1
        if len(seats) == 1:
            return seats, seats[0], why
        return seats, seats[game] if 0 <= game < len(seats) else None, why

    def _base(self, request: web.Request) -> str:
        return (self.given_url or f"{request.scheme}://{request.host}").rstrip("/")

    def _same_origin(self, request: web.Request) -> bool:
        """Whether a page of this server opened the socket (a browser names the page's origin;
        another site's page may not drive a seat)."""
        origin = request.headers.get("Origin")
        if origin is None:
            return True  # not a browser: it could name any origin anyway
        return urlsplit(origin).netloc.lower() == urlsplit(self._base(request)).netloc.lower()

    async def page(self, request: web.Request) -> web.Response:
        seats, claim, why = self._seat(request)
        if not seats:
            return _refuse(why, 403 if why == REFUSAL else 429)
        code = request.match_info["code"]
        font_size = _number(request, "fontsize", 16, 6, 72)
        if claim is None:
            return web.Response(text=_choice_page(code, seats), content_type="text/html")
        game = f"?game={seats.index(claim) + 1}" if len(seats) > 1 else ""
        socket = self._base(request).replace("http", "ws", 1) + f"/play/{code}/ws{game}"
        context = {
            "font_size": font_size,
            "app_websocket_url": socket,
            "config": {"static": {"url": self._base(request) + "/static/"}},
            "application": {"name": f"Hellenica: {claim.game} as {claim.seat.capitalize()}"},
        }
        return aiohttp_jinja2.render_template("app_index.html", request, context)

    async def screen(self, request: web.Request) -> web.StreamResponse:
        """The websocket that runs one seat's screen (refused before any upgrade without a claim)."""
        _, claim, why = self._seat(request)
        if claim is None:
            return _refuse(why or REFUSAL, 403 if why in ("", REFUSAL) else 429)
        if not self._same_origin(request):
            return _refuse(OTHER_ORIGIN)
        if request.headers.get("Upgrade", "").lower() != "websocket":
            return _refuse(NOT_A_SOCKET, 400)
        width, height = clamp_size(_number(request, "width", 80, 1, 99999), _number(request, "height", 24, 1, 99999))
        try:
            async with self.gate.screens.open(claim) as hold, self.gate.starting.slot() as slot:
                return await self._play(request, claim, hold, slot, width, height)
        except Refused as refused:
            return _refuse(str(refused), 503)

    async def _play(self, request: web.Request, claim: SeatClaim, hold: Hold, slot: Slot, width: int, height: int
                    ) -> web.WebSocketResponse:
        socket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE)
        await socket.prepare(request)
        outbox = Outbox(socket, self.gate.limits.stall_bytes)
        ended_by_app = asyncio.Event()

        async def close() -> None:  # the screen said it ends (its player left it)
            ended_by_app.set()
            await socket.close()

        async def shown(data: bytes) -> None:
            slot.output(len(data))
            await outbox.put_bytes(data)

        service = _SeatService(
            seat_argv(claim), self.gate.warm,
            write_bytes=shown, write_str=outbox.put_str, close=close,
            download_manager=self.download_manager,
        )
        self.sockets.add(socket)
        sender = asyncio.create_task(outbox.send())
        watched: list[asyncio.Task] = [sender]
        try:
            try:
                await service.start(width, height)
            except OSError as error:
                log.warning("a screen could not start: %s", error.strerror or error)
                await outbox.put_bytes((CANNOT_START.format(why=error.strerror or error) + "\r\n").encode())
                await outbox.flush(2)
                await socket.close()
                return socket
            reading = asyncio.create_task(_read(service, socket))
            screen = asyncio.create_task(service.ended())
            taken, stalled = asyncio.create_task(hold.ended.wait()), asyncio.create_task(outbox.full.wait())
            watched += [reading, screen, taken, stalled]
            done, _ = await asyncio.wait({reading, screen, taken, stalled}, return_when=asyncio.FIRST_COMPLETED)
            notice = ""
            if taken in done:
                notice = hold.notice
            elif stalled in done:
                log.warning("a page stopped reading its screen: let go")
            elif screen in done and not ended_by_app.is_set():
                await asyncio.sleep(0.2)  # what the screen wrote last reaches the page first
                notice = SCREEN_ENDED.format(why=how_ended(service.returncode()))
            if notice:
                await outbox.put_bytes(("\r\n" + notice + "\r\n").encode())
                await outbox.flush(2)
            await socket.close()
        except asyncio.CancelledError:
            await socket.close()
        except Exception as error:  # one broken page never stops the server
            log.warning("a web seat ended: %s", error)
        finally:
            self.sockets.discard(socket)
            for task in watched:
                task.cancel()
            await service.stop()
        return socket


async def _read(service: AppService, socket: web.WebSocketResponse) -> None:
    """The page's messages until it closes; what is no message of the page is let be."""
    async for message in socket:
        if message.type == WSMsgType.TEXT:
            try:
                envelope = json.loads(message.data)
            except ValueError:
                continue
            await _relay(service, socket, envelope)


async def _relay(service: AppService, socket: web.WebSocketResponse, envelope: object) -> None:
    """One message of textual-serve's page: keys, a resize, a ping, focus."""
    if not isinstance(envelope, list) or not envelope:
        return
    kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
    if kind == "stdin" and isinstance(data, str):
        await service.send_bytes(data.encode("utf-8", "replace"))
    elif kind == "resize" and isinstance(data, dict):
        await service.set_terminal_size(*clamp_size(data.get("width"), data.get("height")))
    elif kind == "ping":
        await socket.send_json(["pong", data])
    elif kind == "blur":
        await service.blur()
    elif kind == "focus":
        await service.focus()


def _choice_page(code: str, seats: list[SeatClaim]) -> str:
    items = "".join(
        f'<li><a href="/play/{html.escape(code)}?game={n}">{html.escape(picker.status(s).strip())}</a></li>'
        for n, s in enumerate(seats, 1)
    )
    return f"<!doctype html><title>Hellenica</title><h1>Your seats</h1><ul>{items}</ul>"


async def start(claims: Claims | Gate, host: str, port: int, public_url: str | None = None) -> web.AppRunner:
    """Serve the pages; the runner's sites tell the port (for port 0). A connection that asks
    for nothing in `claim_timeout` seconds (or dribbles its request) is closed."""
    gate = claims if isinstance(claims, Gate) else Gate(claims)
    app = await SeatWeb(gate, host, port, public_url)._make_app()
    runner = web.AppRunner(app, keepalive_timeout=gate.limits.claim_timeout, access_log=None)
    await runner.setup()
    await CappedSite(runner, host, port, gate.limits.max_connections).start()
    return runner
