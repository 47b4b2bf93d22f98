"""When the game stops for the person (`q` on the game screen): per kind of
question, ask always, when it matters, or never, saved in the app's settings for
the next games; and, while an invocation window asks them now, "quiet until my
turn": skip it and every window of its kind until their own action.

What "when it matters" means is the controller's (tui/controller/interruptions)
and the rules page "invocations" tells it. The dialog returns the choice made:
`QUIET` for quiet until my turn, else None (the settings are saved as changed).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.tui import settings
from hellenica_tui.tui.controller.interruptions import ASKS, KINDS
from hellenica_tui.tui.settings import Ask

QUIET = "quiet"
LABELS = {
    "action": "Invocations before another's action",
    "movement": "Invocations during another's movement",
    "combat": "Invocations in your combats",
    "bid": "World event bids",
}
SAYS = {"always": "ask always", "matters": "ask when it matters", "never": "never ask"}
RECAPS = {  # the summary of what happened since your last command
    "always": "opens after each command", "matters": "opens when more than bids happened", "never": "never opens, w reads it",
}


class InterruptionsDialog(ModalScreen[str | None]):
    """`asks`: the choices now; `asked`: the kind of the window asking the person now
    ("" when none), for quiet until my turn."""

    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("u", "quiet", "Quiet until my turn"),
    ]
    CSS_PATH = "../../screens.tcss"
    AUTO_FOCUS = "#asks"

    def __init__(
        self, asks: dict[str, Ask], asked: str = "", commit: bool = True, window_dialog: bool = True,
        recaps: Ask = "always",
    ) -> None:
        super().__init__()
        self.asks = dict(asks)
        self.recaps = recaps  # when the summary of what happened opens by itself
        self.asked = asked
        self.commit = commit  # the commit point: a command before the AI seats act waits for Enter or '.'
        self.window_dialog = window_dialog  # a window asking opens its dialog (else the prompt answers)
        self.trouble = ""

    def compose(self) -> ComposeResult:
        with Vertical(id="secret-box", classes="secret"):
            yield Static("When the game stops for you", classes="bar")
            yield Static(
                "Enter changes the highlighted line (always, when it matters, never); kept for your next "
                "games. When it matters: r, Invocations.",
                classes="secret-help",
            )
            yield OptionList(*self._options(), id="asks")
            now = (
                f"A window of {LABELS[self.asked].lower()} asks you now: u skips it, and the others of "
                "its kind until your turn." if self.asked else "No invocation window asks you now."
            )
            yield Static(now, id="interruption-now", classes="secret-help")
            yield Static(id="secret-error")
        yield Footer()

    def _options(self) -> list[Option]:
        waits = "waits for Enter or '.'" if self.commit else "is final at once"
        opens = "in its dialog" if self.window_dialog else "at the prompt"
        return [Option(f"{LABELS[kind]}: {SAYS[self.asks[kind]]}", id=kind) for kind in KINDS] + [
            Option(f"What happened since your command: {RECAPS[self.recaps]}", id="recaps"),
            Option(f"Your command before the AI seats act: {waits}", id="commit"),
            Option(f"An invocation window asking you: answered {opens}", id="window"),
        ]

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        line = event.option.id
        if line == "commit":
            self.commit = not self.commit
            change: dict[str, object] = {"commit_point": self.commit}
        elif line == "window":
            self.window_dialog = not self.window_dialog
            change = {"window_dialog": self.window_dialog}
        elif line == "recaps":
            self.recaps = _next(self.recaps)
            change = {"recaps": self.recaps}
        else:
            kind = KINDS[event.option_index]
            self.asks[kind] = _next(self.asks[kind])
            change = {f"ask_{kind}": self.asks[kind]}
        options = self.query_one(OptionList)
        at = options.highlighted
        options.clear_options()
        options.add_options(self._options())
        options.highlighted = at
        trouble = settings.update(**change)
        self.query_one("#secret-error", Static).update(f"Kept for this game only: {trouble}" if trouble else "")

    def action_quiet(self) -> None:
        if not self.asked:
            self.query_one("#secret-error", Static).update("No invocation window asks you now.")
            return
        self.dismiss(QUIET)

    def action_close(self) -> None:
        self.dismiss(None)


def _next(ask: Ask) -> Ask:
    return ASKS[(ASKS.index(ask) + 1) % len(ASKS)]
