"""The invocation window dialog: when the window is, what was cast in it, each
invocation the person may cast there with its cost and card text, Pass, and
"quiet until my turn" (pass, and no window of its kind asks until the person's
own action).

It returns the command chosen, in notation (the prompt takes the very same
text), `QUIET` for quiet until my turn, or None to answer at the prompt
instead; `c` on the game screen opens it again.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.tui.invocation_choices import SKIP, WindowChoice
from hellenica_tui.tui.screens import closed

QUIET = "quiet until my turn"  # what the dialog returns for it


class WindowDialog(ModalScreen[str | None]):
    """`quiet`: whether "quiet until my turn" is offered (a window of a kind the
    interruption settings govern)."""

    BINDINGS = [
        Binding("escape", "prompt", "Type at the prompt"),
        Binding("p", "pass", "Pass"),
        Binding("u", "quiet", "Quiet until my turn"),
        Binding("i", "app.reference", "Cards"),
        *(Binding(str(n), f"choose({n})", f"cast {n}", show=False) for n in range(1, 10)),
    ]
    CSS_PATH = "../../screens.tcss"
    AUTO_FOCUS = "#window-options"

    def __init__(self, choice: WindowChoice, name: str, quiet: bool = True) -> None:
        super().__init__()
        self.choice = choice
        self.player_name = name
        self.quiet = quiet

    def compose(self) -> ComposeResult:
        choice = self.choice
        with Vertical(id="secret-box", classes="secret"):
            yield Static(f"{self.player_name}: an invocation window", classes="bar")
            now = Text.assemble(("Now: ", "bold"), choice.when, f". You hold {choice.favor} Favor.")
            if choice.casts:
                now.append("\nCast in this window so far: " + "; ".join(choice.casts))
            yield Static(now, id="window-when")
            yield OptionList(*(Option(self._label(i)) for i in range(self._count())), id="window-options")
            yield Static(self._told(0), id="window-text")
            keys = "Digit or Enter: choose · p pass" + (" · u quiet until my turn" if self.quiet else "")
            yield Static(f"{keys} · Esc: type at the prompt instead", classes="secret-help")
        yield Footer()

    def _count(self) -> int:
        return len(self.choice.castable) + 1 + self.quiet

    def _label(self, index: int, marked: bool = False) -> Text:
        """The key (a digit for a card), what it is; `marked`: the one Enter takes (a
        mark, not only a colour)."""
        text = Text("> " if marked else "  ")
        castable = self.choice.castable
        if index < len(castable):
            card = castable[index]
            text.append(f"{index + 1} " if index < 9 else "  ", style="bold")
            text.append(card.name, style="bold")
            text.append(f" ({card.deity}, {card.cost} Favor)")
            if card.answers:
                text.append(f" against {card.answers}")
        elif index == len(castable):
            text.append("p ", style="bold").append("Pass", style="bold").append(": cast nothing now")
        else:
            text.append("u ", style="bold").append("Quiet until my turn", style="bold")
            text.append(": pass this window and the others like it")
        return text

    def _told(self, index: int) -> Text:
        """What the highlighted line does in full, and the command it gives."""
        castable = self.choice.castable
        if index < len(castable):
            card = castable[index]
            return Text.assemble((card.name, "bold"), ": ", card.text, "\n", ("gives: ", "italic"), card.command)
        if index == len(castable):
            return Text.assemble("Nothing cast in this window.\n", ("gives: ", "italic"), SKIP)
        return Text.assemble(
            "Nothing cast; the windows of this kind pass for you until your own action.\n", ("gives: ", "italic"), SKIP,
        )

    def on_mount(self) -> None:
        if closed(self):  # taken off at once (another seat's command closed the window): no widgets came
            return
        self.query_one("#window-options", OptionList).highlighted = 0  # Enter takes the first, until moved

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        options = event.option_list
        for i in range(options.option_count):
            options.replace_option_prompt_at_index(i, self._label(i, marked=i == event.option_index))
        self.query_one("#window-text", Static).update(self._told(event.option_index))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        index, castable = event.option_index, self.choice.castable
        if index < len(castable):
            self.dismiss(castable[index].command)
        elif index == len(castable):
            self.action_pass()
        else:
            self.action_quiet()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.quiet if action == "quiet" else True

    def action_choose(self, n: int) -> None:
        castable = self.choice.castable
        if 1 <= n <= len(castable):
            self.dismiss(castable[n - 1].command)
        else:
            self.notify(f"No invocation {n} to cast here.", severity="warning")

    def action_pass(self) -> None:
        self.dismiss(SKIP)

    def action_quiet(self) -> None:
        if self.quiet:
            self.dismiss(QUIET)

    def action_prompt(self) -> None:
        self.dismiss(None)
