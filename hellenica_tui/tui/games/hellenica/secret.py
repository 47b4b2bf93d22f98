"""Dialogs for the secret choices: the Ethos cards to keep, a world event bid,
a question put to one player in secret and the tile to place while exploring;
and for the one open choice built a pick at a time, the creatures' order.

They open over the game screen only once the person to choose holds the
keyboard (after the hand-off screen), and return the command in notation
(or None to look at the board first); nothing chosen stays on screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Input, OptionList, SelectionList, Static

from hellenica_tui.games.hellenica.core.state import ORDER
from hellenica_tui.tui.secret_choices import (
    Answer,
    BidChoice,
    Card,
    EthosChoice,
    ExploreChoice,
    OrderChoice,
    QuestionChoice,
)
from hellenica_tui.tui.widgets.ticks import TickedList


class TickList(TickedList):
    """Ticks the highlighted option as the key is read (an unticked card shows an empty
    box, without colour too). Textual's list ticks it
    only when a message it posts to itself is handled: keys that arrive together
    (a fast typist, a slow link) would by then have moved the highlight on, or
    asked to keep the cards before the tick landed."""

    def action_select(self) -> None:
        if self.highlighted is not None:
            self.toggle(self.get_option_at_index(self.highlighted))


class _SecretDialog(ModalScreen[str | None]):
    """A secret choice for `name`, framed under its `heading`; each dialog yields its
    own widgets from `body()`. Escape puts it aside to look at the board."""

    # A dialog is modal: the app's keys stop at it, so it names the card reference itself.
    BINDINGS = [Binding("escape", "board", "Look at the board"), Binding("i", "app.reference", "Cards")]
    CSS_PATH = "../../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    heading = ""  # what is chosen, after the player's name
    body: Callable[[], ComposeResult]  # each dialog's own widgets, under the heading
    # Each dialog names the widget to focus (Textual focuses it once the dialog is
    # shown, and never fails if it is closed again before its widgets are mounted).
    AUTO_FOCUS = ""

    def __init__(self, choice: Any, name: str) -> None:
        super().__init__()
        self.choice = choice
        self.player_name = name

    def compose(self) -> ComposeResult:
        with Vertical(id="secret-box", classes="secret"):
            yield Static(f"{self.player_name}: {self.heading}", classes="bar")
            yield from self.body()
        yield Footer()

    def action_board(self) -> None:
        self.dismiss(None)

    def _error(self, text: str) -> None:
        self.query_one("#secret-error", Static).update(text)


class EthosDialog(_SecretDialog):
    BINDINGS = [Binding("k", "keep", "Keep the ticked"), Binding("r", "redraw", "Redraw")]
    choice: EthosChoice
    heading = "your secret Ethos objectives"
    AUTO_FOCUS = "#ethos-cards"

    def body(self) -> ComposeResult:
        choice = self.choice
        yield Static(
            f"Tick {choice.keep} different cards to keep (space or Enter ticks), then k or the button. "
            "Only you see this.",
            classes="secret-help",
        )
        with VerticalScroll(id="ethos-scroll"):
            yield TickList(*((_told(card), card.id) for card in choice.cards), id="ethos-cards")
        # The highlighted card in full (a long one is cut above); the first at first.
        yield Static(_told(choice.cards[0]) if choice.cards else "", id="ethos-text")
        yield Static(id="secret-error")
        with Horizontal(classes="secret-buttons"):
            yield Button(f"Keep the {choice.keep} ticked", id="keep", variant="primary")
            if choice.redraw_cost is not None:
                yield Button(f"Redraw for {choice.redraw_cost} Favor (you hold {choice.favor})", id="redraw")

    def on_selection_list_selection_highlighted(self, event: SelectionList.SelectionHighlighted) -> None:
        card = self.choice.cards[event.selection_index]
        self.query_one("#ethos-text", Static).update(_told(card))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_keep() if event.button.id == "keep" else self.action_redraw()

    def action_keep(self) -> None:
        ticked = tuple(sorted(self.query_one(SelectionList).selected))
        if not self.choice.pairs:
            self._error(f"Fewer than {self.choice.keep} different cards were dealt: only a redraw (r) is possible.")
            return
        if len(ticked) != self.choice.keep:
            self._error(f"Tick exactly {self.choice.keep} cards ({len(ticked)} ticked).")
            return
        if ticked not in self.choice.pairs:
            self._error("The rules do not allow keeping these together.")
            return
        self.dismiss("keep " + " ".join(ticked))

    def action_redraw(self) -> None:
        cost = self.choice.redraw_cost
        if cost is None:
            self._error(f"A redraw costs Favor equal to the turn; you hold {self.choice.favor}.")
            return
        self.dismiss("redraw")


NO_MORE_BIDS = "no more bids"  # what the bid dialog returns for 0 now and none asked this turn


class BidDialog(_SecretDialog):
    """The bid typed, or moved by one with + and - (Up and Down, or the buttons); what it
    counts for with the cards that add to it shown as it changes; Enter bids."""

    # Not letters: while a text box has the focus, Textual leaves the keys of letters to it;
    # + and - go before the box (which would take them as text).
    BINDINGS = [
        Binding("ctrl+n", "no_more", "No more bids"),  # this turn: the dialog says so
        Binding("plus", "change(1)", "More", key_display="+", priority=True),
        Binding("minus", "change(-1)", "Less", key_display="-", priority=True),
        Binding("up", "change(1)", "More", show=False),
        Binding("down", "change(-1)", "Less", show=False),
    ]
    choice: BidChoice
    heading = "a sealed bid for the world event"
    AUTO_FOCUS = "#bid"

    def action_no_more(self) -> None:
        self.dismiss(NO_MORE_BIDS)

    def body(self) -> ComposeResult:
        choice = self.choice
        yield Static(Text.assemble((choice.event.name, "bold"), "\n", choice.event.text), id="bid-event")
        yield Static(
            f"You hold {choice.favor} Favor. Bid 0 to {choice.most}: type it or + and - (Up, Down), then "
            "Enter (ctrl+n: 0, and no more bids this turn). Only you see this.",
            classes="secret-help",
        )
        less, more, place = Button("-", id="less"), Button("+", id="more"), Button("Bid", id="place", variant="primary")
        for button in (less, more, place):
            button.can_focus = False  # a click leaves the keys in the box (digits, Enter)
        for button in (less, more):
            button.active_effect_duration = 0  # each of quick clicks counts (the flash would swallow the next)
        with Horizontal(classes="secret-buttons"):
            yield less
            yield Input("0", placeholder=f"0 to {choice.most}", id="bid", type="integer", max_length=6)
            yield more
            yield place
        yield Static(self._counts(0), id="bid-counts")
        yield Static(id="secret-error")

    def _counts(self, amount: int | None) -> str:
        """What a bid of `amount` counts for when the bids open, and why."""
        if amount is None:
            return f"A bid is a whole number from 0 to {self.choice.most}."
        bonus = self.choice.bonus
        if not bonus:
            return f"Your bid counts {amount}: no card of yours adds to it."
        cards = ", ".join(f"{name} {n:+d}" for name, n in bonus)
        if amount < 1:
            return f"A bid of 0 counts 0: {cards} only adds to a bid of 1 or more."
        return f"Your bid of {amount} counts {amount + sum(n for _, n in bonus)} ({cards}); you pay {amount}."

    def _amount(self) -> int | None:
        text = self.query_one("#bid", Input).value.strip()
        return int(text) if text.isascii() and text.isdigit() else None

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self.query_one("#bid-counts", Static).update(self._counts(self._amount()))
        self._error("")

    def action_change(self, by: int) -> None:
        now = self._amount()
        box = self.query_one("#bid", Input)
        box.value = str(max(0, min(self.choice.most, (now or 0) + by)))
        box.cursor_position = len(box.value)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "place":
            self._place(self.query_one("#bid", Input).value)
        else:
            self.action_change(1 if event.button.id == "more" else -1)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._place(event.value)

    def _place(self, value: str) -> None:
        text = value.strip()
        if not (text.isascii() and text.isdigit()):
            self._error(f"A bid is a whole number from 0 to {self.choice.most}.")
            return
        amount = int(text)
        if amount > self.choice.most:
            self._error(f"{amount} is more than the {self.choice.favor} Favor you hold; bid 0 to {self.choice.most}.")
            return
        self.dismiss(f"offer {amount}")


class QuestionDialog(_SecretDialog):
    choice: QuestionChoice
    heading = "a secret choice"
    AUTO_FOCUS = "#answers"

    def body(self) -> ComposeResult:
        choice = self.choice
        yield Static(Text(choice.prompt[:1].upper() + choice.prompt[1:]), id="question")
        yield Static("Up and Down to look at each answer, Enter to choose. Only you see this.", classes="secret-help")
        yield OptionList(*(_label(answer) for answer in choice.answers), id="answers")
        # The cards of the highlighted answer in full (the first is highlighted at first:
        # drawn with the dialog, so its height is laid out with it).
        yield Static(self._cards(0), id="answer-text")

    def _cards(self, index: int) -> Text:
        return Text("\n").join(_told(card) for card in self.choice.answers[index].cards if card.text)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.query_one("#answer-text", Static).update(self._cards(event.option_index))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss("choose " + self.choice.answers[event.option_index].value)


class OrderDialog(_SecretDialog):
    """The creatures put in order a pick at a time: Enter sends the highlighted one next,
    Backspace takes the last pick back; with one left the order is whole and given.
    `g` gives the picks so far (the rules ask again for the others later)."""

    BINDINGS = [Binding("backspace", "undo_pick", "Take back"), Binding("g", "give", "Give these")]
    choice: OrderChoice
    heading = "the order the creatures act in"
    AUTO_FOCUS = "#answers"

    def __init__(self, choice: OrderChoice, name: str) -> None:
        super().__init__(choice, name)
        self.picked: list[int] = []  # indexes into choice.answers, in the order picked

    def body(self) -> ComposeResult:
        choice = self.choice
        yield Static(Text(choice.prompt[:1].upper() + choice.prompt[1:]), id="question")
        yield Static(
            "Enter sends the highlighted creature next; go on to set the whole order "
            "(Backspace takes a pick back, g gives the picks so far). Everyone sees the order.",
            classes="secret-help",
        )
        yield Static(self._order_text(), id="order-so-far")
        yield OptionList(*self._labels(), id="answers")
        yield Static(self._cards(0), id="answer-text")

    def _left(self) -> list[int]:
        return [i for i in range(len(self.choice.answers)) if i not in self.picked]

    def _labels(self) -> list[str]:
        places = self.choice.places
        return [_label(self.choice.answers[i]) + (f" on {places[i]}" if places[i] else "") for i in self._left()]

    def _order_text(self) -> Text:
        names = [_label(self.choice.answers[i]) for i in self.picked]
        if not names:
            return Text("Order: none picked yet", style="dim")
        return Text("Order: " + ", then ".join(f"{n}. {name}" for n, name in enumerate(names, 1)), style="bold")

    def _cards(self, at: int) -> Text:
        left = self._left()
        if not 0 <= at < len(left):
            return Text("")
        return Text("\n").join(_told(card) for card in self.choice.answers[left[at]].cards if card.text)

    def _redraw(self) -> None:
        self.query_one("#order-so-far", Static).update(self._order_text())
        answers = self.query_one("#answers", OptionList)
        answers.clear_options()
        answers.add_options(self._labels())
        answers.highlighted = 0
        self.query_one("#answer-text", Static).update(self._cards(0))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.query_one("#answer-text", Static).update(self._cards(event.option_index))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.picked.append(self._left()[event.option_index])
        if len(self._left()) <= 1:  # the last one goes last: the order is whole
            self.picked += self._left()
            self.action_give()
        else:
            self._redraw()

    def action_undo_pick(self) -> None:
        if self.picked:
            self.picked.pop()
            self._redraw()

    def action_give(self) -> None:
        if not self.picked:
            self.notify("Pick the creature to act next first (Enter).", severity="warning")
            return
        self.dismiss("choose " + ORDER.join(self.choice.answers[i].value for i in self.picked))


class ExploreDialog(_SecretDialog):
    BINDINGS = [Binding("t", "turn", "Turn the tile")]
    choice: ExploreChoice
    heading = "exploring"
    AUTO_FOCUS = "#placings"

    def body(self) -> ComposeResult:
        choice = self.choice
        whose = f"{choice.withdrew}'s units withdrew into it" if choice.withdrew else "Your units came in"
        came = f" {whose} on its {choice.entry}: that side must be a clearing." if choice.entry else ""
        if choice.alliance:
            came = " The Alliance founds a city there: only a City tile may lie there, and the city joins you."
        yield Static(f"You explore {choice.area}.{came} You draw:", id="question")
        yield Static(Text("\n").join(Text(line) for line in choice.tiles), id="drawn-tiles")
        yield Static(
            "Up and Down pick a tile and its turn (t turns it on), Enter places it; the other goes "
            "to the bottom of the stack. Only you see this.",
            classes="secret-help",
        )
        yield OptionList(*(p.label for p in choice.placings), id="placings")
        yield Static(id="secret-error")

    def on_mount(self) -> None:
        self.query_one("#placings", OptionList).highlighted = 0  # Enter places the first way at once

    def action_turn(self) -> None:
        """The highlighted tile's next turn that fits (round to its first)."""
        options = self.query_one("#placings", OptionList)
        now = options.highlighted or 0
        placings = self.choice.placings
        same = [i for i, p in enumerate(placings) if p.tile == placings[now].tile]
        options.highlighted = next((i for i in same if i > now), same[0])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.choice.placings[event.option_index].command)


def _told(card: Card) -> Text:
    """A card by name, then what it says."""
    return Text.assemble((card.name, "bold"), ": ", card.text)


def _label(answer: Answer) -> str:
    names = [card.name for card in answer.cards]
    return " and ".join(names) if answer.joined == "+" else ", then ".join(names)


DIALOGS: dict[type, Callable[[Any, str], _SecretDialog]] = {
    EthosChoice: EthosDialog, BidChoice: BidDialog, QuestionChoice: QuestionDialog, ExploreChoice: ExploreDialog,
    OrderChoice: OrderDialog,
}
