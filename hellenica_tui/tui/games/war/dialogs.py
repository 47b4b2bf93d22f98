"""The War screen's dialogs: a battle before it is fought (the forces, each die's
modifier and the odds, from the rules' own code: games/war/queries.py) with the
choices of the side to answer; a battle fought (its dice) (a list of commands to pick
from is the shell's ChoiceDialog). Each hands back the command chosen (the shell gives it) or None."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.games.war.queries import Preview, SidePreview
from hellenica_tui.tui.widgets.hangtext import HangingText

CSS = """
{name} {{ align: center middle; }}
{name} #box {{ width: 90%; max-width: 100; height: auto; max-height: 90%; border: round $primary; padding: 0 1; }}
"""


def side_text(content: Content, side: SidePreview, name: Callable[[str], str], role: str) -> list[str]:
    who = name(side.player) if side.player else "the city"
    lines = [f"{role}: {who}, {len(side.dice)} {'die' if len(side.dice) == 1 else 'dice'}"]
    for die in side.dice:
        sign = f"{die.modifier:+d}" if die.modifier else "+0"
        lines.append(f"  {die.what:<22} d{die.sides} {sign}")
    if side.cards:
        lines.append("  cards: " + ", ".join(content.cards[c].name for c in side.cards))
    return lines


def preview_text(content: Content, preview: Preview, name: Callable[[str], str]) -> str:
    where = f"{content.cities[preview.city].name} ({preview.target})" if preview.city else preview.target
    lines = [f"A {preview.theatre} battle for {where}", ""]
    lines += side_text(content, preview.attacker, name, "Attacker")
    lines += side_text(content, preview.defender, name, "Defender")
    lines += ["", f"The attacker wins about {round(preview.win * 100)}% of such battles (a tie goes to the defender)."]
    return "\n".join(lines)


class BattleDialog(ModalScreen[str | None]):
    """A battle about to be fought: the side answering picks cards (a digit toggles
    the card of that number among those that fit) and gives the command."""

    DEFAULT_CSS = CSS.format(name="BattleDialog")

    def __init__(
        self, title: str, content: Content, cards: Sequence[str], preview: Callable[[tuple[str, ...]], Preview],
        name: Callable[[str], str], commands: Callable[[tuple[str, ...]], list[tuple[str, str, str]]],
    ) -> None:  # fmt: skip
        super().__init__()
        self.title_text, self.content, self.cards = title, content, list(cards)
        self.preview, self.who, self.commands = preview, name, commands
        self.picked: list[str] = []

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="box"):
            yield Static(Text(self.title_text, style="bold"))
            yield Static(id="battle-text")
        yield Footer()

    def on_mount(self) -> None:
        for n, (key, label, _) in enumerate(self._choices()):
            self._bindings.bind(key, f"give({n})", label)
        for n in range(len(self.cards[:9])):
            self._bindings.bind(str(n + 1), f"card({n})", f"Card {n + 1}", show=False)
        self._bindings.bind("escape", "cancel", "Not now")
        self.refresh_text()
        self.refresh_bindings()

    def _choices(self) -> list[tuple[str, str, str]]:
        return self.commands(tuple(self.picked))  # (key, label, command)

    def refresh_text(self) -> None:
        text = preview_text(self.content, self.preview(tuple(self.picked)), self.who)
        if self.cards:
            text += "\n\nBattle cards that fit (a digit plays or takes back one):"
            for n, card in enumerate(self.cards[:9], 1):
                mark = "x" if card in self.picked else " "
                text += f"\n [{mark}] {n}. {self.content.cards[card].name}: {self.content.cards[card].text}"
        text += "\n\n" + "   ".join(f"{k}: {label}" for k, label, _ in self._choices()) + "   escape: not now"
        self.query_one("#battle-text", Static).update(Text(text))

    def action_card(self, n: int) -> None:
        card = self.cards[n]
        self.picked.remove(card) if card in self.picked else self.picked.append(card)
        self.refresh_text()

    def action_give(self, n: int) -> None:
        choices = self._choices()
        if n < len(choices):
            self.dismiss(choices[n][2])

    def action_cancel(self) -> None:
        self.dismiss(None)


class TextDialog(ModalScreen[str | None]):
    """Something to read (a battle fought, its dice and losses)."""

    DEFAULT_CSS = CSS.format(name="TextDialog")
    BINDINGS = [Binding("enter,escape,space", "close", "Close")]

    def __init__(self, title: str, text: str) -> None:
        super().__init__()
        self.title_text, self.text = title, text

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="box"):
            yield Static(Text(self.title_text, style="bold"))
            yield HangingText(id="dialog-text")  # a wrapped line of the log hangs under itself
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(HangingText).update(Text(self.text))

    def action_close(self) -> None:
        self.dismiss(None)
