"""The seats in the browser, through textual-serve.

`/play/CODE` is a seat's page: textual-serve's terminal page, whose websocket
(`/play/CODE/ws`) starts that seat's screen with Textual's web driver. An
invite code for seats in several games lists them first (`?game=N` opens one).
Any other address, or a wrong code, gets a one-line refusal (403) and starts
nothing. Public keys do not apply here: a browser has none to show.
"""

from __future__ import annotations

import asyncio
import html
import logging
import shlex

import aiohttp_jinja2
import jinja2
from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from hellenica_tui.serve import picker
from hellenica_tui.serve.claims import REFUSAL, Claims, SeatClaim
from hellenica_tui.serve.terminal import seat_argv

log = logging.getLogger("hellenica.serve")
NO_CLAIM = "hellenica: open the link with your invite code (/play/CODE)"
STOP_WAIT = 5  # seconds a seat's screen has to end once its page is closed
DRIVER = "hellenica_tui.tui.web_driver:SeatWebDriver"  # the screen's, as TEXTUAL_DRIVER names it


class _SeatService(AppService):
    """textual-serve's process of one page, waited for when it stops (textual-serve leaves it to
    the garbage collector, which then closes its pipes on a loop that may be gone), and run by
    a driver that ends it should the server die first (`web_driver`)."""

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        return {**super()._build_environment(width, height), "TEXTUAL_DRIVER": DRIVER}

    async def stop(self) -> None:
        await super().stop()
        process = self._process
        if process is not None and process.returncode is None:
            try:
                await asyncio.wait_for(process.wait(), STOP_WAIT)
            except TimeoutError:
                process.kill()
                await process.wait()


def _refuse(line: str) -> web.Response:
    return web.Response(status=403, text=line + "\n")


def _size(value: str, default: int) -> int:
    return int(value) if value.isdigit() and 0 < int(value) < 1000 else default


class SeatWeb(Server):
    """textual-serve's server, with a seat's claim in every address."""

    def __init__(self, claims: Claims, host: str, port: int, public_url: str | None = None) -> None:
        super().__init__("hellenica", host=host, port=port, title="Hellenica", public_url=public_url)
        self.claims = claims
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

    def _seat(self, request: web.Request) -> tuple[list[SeatClaim], SeatClaim | None]:
        """The seats the address's code claims, and the one it opens (None: a choice to make)."""
        seats = picker.offered(self.claims.by_code(request.match_info["code"]))
        if len(seats) == 1:
            return seats, seats[0]
        game = request.query.get("game", "")
        index = int(game) - 1 if game.isdigit() else -1
        return seats, seats[index] if 0 <= index < len(seats) else None

    def _base(self, request: web.Request) -> str:
        return (self.given_url or f"{request.scheme}://{request.host}").rstrip("/")

    async def page(self, request: web.Request) -> web.Response:
        seats, claim = self._seat(request)
        if not seats:
            return _refuse(REFUSAL)
        code = request.match_info["code"]
        if claim is None:
            return web.Response(text=_choice_page(code, seats), content_type="text/html")
        game = f"?game={seats.index(claim) + 1}" if len(seats) > 1 else ""
        socket = self._base(request).replace("http", "ws", 1) + f"/play/{code}/ws{game}"
        context = {
            "font_size": _size(request.query.get("fontsize", "16"), 16),
            "app_websocket_url": socket,
            "config": {"static": {"url": self._base(request) + "/static/"}},
            "application": {"name": f"Hellenica: {claim.game} as {claim.seat.capitalize()}"},
        }
        return aiohttp_jinja2.render_template("app_index.html", request, context)

    async def screen(self, request: web.Request) -> web.StreamResponse:
        """The websocket that runs one seat's screen (refused before any upgrade without a claim)."""
        _, claim = self._seat(request)
        if claim is None:
            return _refuse(REFUSAL)
        socket = web.WebSocketResponse(heartbeat=15)
        await socket.prepare(request)

        async def close() -> None:
            await socket.close()

        service = _SeatService(
            shlex.join(seat_argv(claim)),
            write_bytes=socket.send_bytes, write_str=socket.send_str, close=close,
            download_manager=self.download_manager,
        )
        self.sockets.add(socket)
        try:
            await service.start(_size(request.query.get("width", ""), 80), _size(request.query.get("height", ""), 24))
            async for message in socket:
                if message.type == WSMsgType.TEXT:
                    await _relay(service, socket, message.json())
        except asyncio.CancelledError:
            await socket.close()
        except Exception as error:  # one broken page never stops the server
            log.warning("a web seat ended: %s", error)
        finally:
            self.sockets.discard(socket)
            await service.stop()
        return socket


async def _relay(service: AppService, socket: web.WebSocketResponse, envelope: object) -> None:
    """One message of textual-serve's page: keys, a resize, a ping, focus."""
    if not isinstance(envelope, list) or not envelope:
        return
    kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
    if kind == "stdin" and isinstance(data, str):
        await service.send_bytes(data.encode("utf-8"))
    elif kind == "resize" and isinstance(data, dict):
        await service.set_terminal_size(_size(str(data.get("width")), 80), _size(str(data.get("height")), 24))
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


async def start(claims: Claims, host: str, port: int, public_url: str | None = None) -> web.AppRunner:
    """Serve the pages; the runner's sites tell the port (for port 0)."""
    runner = web.AppRunner(await SeatWeb(claims, host, port, public_url)._make_app())
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    return runner
