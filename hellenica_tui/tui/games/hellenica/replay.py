"""The replay viewer: a saved game, read-only, stepped through at will.

Steps go by event, by command, by round and by turn, forward and back; a
turn can be jumped to by number; the log can play itself at a chosen speed.
The position is shown as one player saw it at that moment, or as the whole
table saw it (what every player may know); only a game that is over can be
shown whole, secrets included. Commands in the status line are told the same
way, so a replay shared in the middle of a game gives nothing away.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import ContentSwitcher, Footer, Input, Static

from hellenica_tui.ai.expert.judge import told as judged_line
from hellenica_tui.engine.errors import RequestError
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.legal import to_act
from hellenica_tui.games.hellenica.core.narration import narrate
from hellenica_tui.seat.board.position import position_model
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.areainfo import objectives_in_play
from hellenica_tui.tui.boardinfo import describe_boards, status_line
from hellenica_tui.tui.maplayout import panel_width
from hellenica_tui.tui.screens import app_of, closed
from hellenica_tui.tui.theme import MapPalette
from hellenica_tui.tui.widgets.areapanel import AreaPanel
from hellenica_tui.tui.widgets.gamelog import GameLog
from hellenica_tui.tui.widgets.hangtext import HangingText
from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.maplegend import MapBox, MapLegend

SPEEDS = (2.0, 1.0, 0.5, 0.25, 0.1)  # seconds per event when playing

EVERYTHING = "*"  # the viewer who sees the whole state, secrets included: a game that is over
POSITION_ROOM = 30  # cells the status line keeps for the turn, phase and who acts


class ReplayScreen(Screen[None]):
    CSS_PATH = "../../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    BINDINGS = [
        Binding("full_stop", "step('event', 1)", "event", key_display="."),
        Binding("comma", "step('event', -1)", "back", key_display=","),
        Binding("right_square_bracket", "step('command', 1)", "cmd", key_display="]"),
        Binding("left_square_bracket", "step('command', -1)", "back", key_display="["),
        Binding("n", "step('round', 1)", "Round+", show=False),
        Binding("p", "step('round', -1)", "Round-", show=False),
        Binding("N", "step('turn', 1)", "Turn+", show=False),
        Binding("P", "step('turn', -1)", "Turn-", show=False),
        Binding("home", "seek(0)", "Start", show=False),
        Binding("end", "seek(-1)", "End", show=False),
        Binding("space", "play", "play"),
        Binding("plus,equals_sign", "speed(1)", "Faster", show=False),
        Binding("minus", "speed(-1)", "Slower", show=False),
        Binding("t", "ask_turn", "turn"),
        Binding("v", "viewer", "view as"),
        Binding("b", "pane('boards')", "Boards", show=False),
        Binding("a", "pane('area')", "Area", show=False),
        Binding("g", "pane('log')", "Log", show=False),
        Binding("escape", "leave", "Back"),
    ]

    def __init__(self, session: GameSession, palette: MapPalette) -> None:
        super().__init__()
        self.session = session
        self.palette = palette
        self.cursor = session.game.replay()
        # None: the table (what everyone may know); EVERYTHING only once nobody can still play.
        over = bool(session.game.state.winners) or not session.game.to_act()
        self.viewers: list[str | None] = [*((EVERYTHING,) if over else ()), None, *session.players]
        self.viewer: str | None = self.viewers[0]
        self.speed = 1
        self._timer: Timer | None = None

    def compose(self) -> ComposeResult:
        model = self.session.map_model()
        yield Static(id="status", classes="bar")
        with Horizontal(id="game-main"):
            with MapBox(id="map-box"):
                hexmap = HexMap(model, self.palette, id="map")
                yield hexmap
                yield MapLegend(hexmap, self.palette, list(self.session.players), id="legend")
            with ContentSwitcher(initial="boards", id="side"):
                with VerticalScroll(id="boards"):
                    yield HangingText(id="judged")
                    yield HangingText(id="boards-text")
                yield AreaPanel(model, self.palette, model.start_area(), id="area")
                yield GameLog(id="log", max_lines=500)
        yield Input(placeholder="go to turn: its number, Enter to jump", id="turn-input", classes="hidden")
        yield Static(id="hint")
        yield Footer()

    def on_hex_map_cursor_moved(self, message: HexMap.CursorMoved) -> None:
        self.query_one(AreaPanel).show(message.area, message.hexmap.keys())

    def on_mount(self) -> None:
        if closed(self):
            return
        self.query_one("#side").styles.width = panel_width(self.app.size.width)
        self.query_one(HexMap).focus()
        self.refresh_view()

    def on_resize(self, event: events.Resize) -> None:
        if not closed(self):
            self.query_one("#side").styles.width = panel_width(event.size.width)

    # -- what is shown ----------------------------------------------------------

    @property
    def seat(self) -> str | None:
        """Whose eyes the replay uses: a player, or None for the table (and for the whole game's log)."""
        return None if self.viewer == EVERYTHING else self.viewer

    def shown_state(self):
        """The state at the cursor as the chosen viewer saw it (the whole of it only when the game is over)."""
        state = self.cursor.state
        return state if self.viewer == EVERYTHING else self.session.game.ruleset.view(state, self.viewer)

    def told(self) -> str:
        event = self.cursor.last_event
        if event is None:
            return "The start of the game."
        state = self.cursor.state
        if type(event) in RULES.state_tellers:  # told from the state before it (the upgrade a slot held)
            before = self.session.game.replay()
            before.seek_event(self.cursor.event - 1)
            state = before.state
        return narrate(RULES, event, state, self.seat) or "(bookkeeping: nothing to see)"

    def command_text(self, group) -> str:
        """The command replayed, as the viewer may read it."""
        game = self.session.game
        return game.text(group) if self.viewer == EVERYTHING else game.public_text(group, self.viewer)

    def refresh_view(self) -> None:
        cursor, session = self.cursor, self.session
        state = self.shown_state()
        hexmap = self.query_one(HexMap)
        before = hexmap.model
        model = position_model(state, before)
        hexmap.model = model
        # The areas the step changed stand out, scrolled into view, until the next step
        # (the model keeps the very same cell for an area that did not change).
        hexmap.mark({area for area, cell in model.cells.items() if before.cells[area] is not cell})
        panel = self.query_one(AreaPanel)
        panel.model = model
        panel.objectives, panel.viewer = objectives_in_play(state, session.content, self.viewer), self.viewer
        panel.in_game = frozenset(state.players)
        panel.show(hexmap.cursor, hexmap.keys())
        acting = to_act(RULES, state)
        viewer = self.viewer
        who = "the table" if viewer is None else "everything" if viewer == EVERYTHING else session.name(viewer)
        group = cursor.current_group
        # The command replayed when it fits whole beside POSITION_ROOM cells of the
        # position (else the line under the map, which tells the event, says it), then
        # the position in the words that fit the room left.
        width = self.app.size.width - 4  # a cell of margin and the " · " before the position
        line = f" Replay {cursor.event}/{cursor.total_events} · as {who}"
        if group is not None:
            command = f" · {session.name(group.player)}: {self.command_text(group)}"
            line += command if len(line) + len(command) <= width - POSITION_ROOM else ""
        line += " · " + status_line(state, session.content, acting, width - len(line))
        self.query_one("#status", Static).update(Text(line))  # never read as markup
        boards = describe_boards(
            state, session.content, self.palette, self.seat, acting, model.unit_letter, session.ai_levels()
        )
        names = {p: session.name(p) for p in session.players}
        self.query_one("#judged", HangingText).update(Text(judged_line(state, names) + "\n"))
        self.query_one("#boards-text", HangingText).update(boards)
        line = self.told()
        self.query_one("#hint", Static).update(Text(line))
        self.query_one(GameLog).tell([Text(f"[{cursor.event}] {line}")])

    # -- moving -------------------------------------------------------------------

    def action_step(self, unit: str, steps: int) -> None:
        getattr(self.cursor, f"step_{unit}")(steps)
        self.refresh_view()

    def action_seek(self, event: int) -> None:
        self.cursor.seek_event(self.cursor.total_events if event < 0 else event)
        self.refresh_view()

    def action_play(self) -> None:
        if self._timer is not None:
            self._stop()
            self.notify("Paused.", timeout=1)
            return
        self._timer = self.set_interval(SPEEDS[self.speed], self._tick)

    def _tick(self) -> None:
        if self.cursor.event >= self.cursor.total_events:
            self._stop()
            return
        self.action_step("event", 1)

    def _stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def action_speed(self, change: int) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + change))
        if self._timer is not None:
            self._stop()
            self._timer = self.set_interval(SPEEDS[self.speed], self._tick)
        self.notify(f"{1 / SPEEDS[self.speed]:g} events a second", timeout=1)

    def action_ask_turn(self) -> None:
        box = self.query_one("#turn-input", Input)
        box.remove_class("hidden")
        box.value = ""
        box.focus()
        # Said in words beside the field: a blank line with a cursor tells nothing.
        last = self.session.game.state.turn
        self.query_one("#hint", Static).update(
            f"Go to turn: type a turn from 1 to {last}, Enter jumps there, Escape goes back."
        )

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        box = event.input
        text = event.value.strip()
        box.add_class("hidden")
        self.query_one(HexMap).focus()
        if not text.isdigit():
            self.query_one("#hint", Static).update("A turn is a whole number.")
            return
        try:
            self.cursor.seek_turn(int(text))
        except RequestError as error:
            self.query_one("#hint", Static).update(str(error))
            return
        self.refresh_view()

    def action_viewer(self) -> None:
        at = self.viewers.index(self.viewer)
        self.viewer = self.viewers[(at + 1) % len(self.viewers)]
        self.refresh_view()

    def action_pane(self, pane: str) -> None:
        self.query_one(ContentSwitcher).current = pane

    def action_leave(self) -> None:
        box = self.query_one("#turn-input", Input)
        if not box.has_class("hidden"):
            box.add_class("hidden")
            self.query_one(HexMap).focus()
            return
        self._stop()
        app_of(self).action_back()

    def on_unmount(self) -> None:
        self._stop()
        self.session.close()
