"""The command prompt with what it shows around it while a command is typed: the
cards the next word may name (above it), the words that may come next and the
hint line (under it). The words and the cards show only while the prompt has the
keys; the hint line stays, for questions and refusals."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from hellenica_tui.engine.chat import is_chat
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.tui.cardref import candidate_cards, candidates_text
from hellenica_tui.tui.widgets import steady
from hellenica_tui.tui.widgets.prompt import CommandPrompt


class PromptBox(Vertical):
    def __init__(self, content: Content, id: str | None = None) -> None:
        super().__init__(id=id)
        self.content = content

    def compose(self) -> ComposeResult:
        yield Static(id="cards")  # the card candidates, while typing (tui.cardref)
        yield CommandPrompt(id="prompt")
        yield Static(id="choices")
        yield Static(id="hint")

    def hint(self, text: str | Text, error: bool = False, question: bool = False) -> None:
        """The line under the prompt; an error or a question wraps onto more lines."""
        hint = self.query_one("#hint", Static)
        # One line, before and after: drawn again without laying the screen out (which
        # arranges every widget again, most of the work of a seat's update).
        one_line = not (error or question or hint.has_class("error") or hint.has_class("question"))
        hint.set_class(error, "error")
        hint.set_class(question, "question")
        steady.update(hint, Text(text) if isinstance(text, str) else text, layout=not one_line)  # never read as markup

    def on_command_prompt_candidates(self, message: CommandPrompt.Candidates) -> None:
        """List the words that may come next; the one Tab put in stands out."""
        found, box = message.found, self.query_one("#choices", Static)
        text = Text(no_wrap=True, overflow="ellipsis")
        value = self.query_one(CommandPrompt).value
        typed = value.strip()
        # The word being typed already whole, the only one that may stand there: nothing comes next.
        done = found.whole and list(found.words) == [value[found.start:].strip()]
        if not found.words or done:
            if is_chat(typed):
                steady.update(box, Text("a line to the table: Enter says it to every seat", style="italic"))
            elif found.whole:
                steady.update(box, Text("a whole command: Enter gives it", style="italic"))
            else:
                steady.update(box, Text(f"no command listed goes on from {typed!r}: Enter asks the rules", style="italic")
                          if typed else "")
            return
        text.append("next: " if found.legal else "verbs: ", style="bold")
        if found.whole:
            text.append("(Enter gives it) ", style="italic")
        room = max(10, box.size.width or self.app.size.width) - 2
        first = max(0, message.chosen - 2)  # keep the word Tab put in on show
        if first:
            text.append("... ", style="dim")
        words = found.words
        for n in range(first, len(words)):
            more = f"+{len(words) - n} more"
            if len(text) + len(words[n]) + 1 > room - (len(more) + 1 if n < len(words) - 1 else 0):
                text.append(more, style="dim")
                break
            text.append(words[n], style="reverse" if n == message.chosen else "")
            text.append(" ")
        steady.update(box, text)

    @on(CommandPrompt.Candidates)
    def _describe_cards(self, message: CommandPrompt.Candidates) -> None:
        """When the words that may come next are cards (deities, advancements, upgrades,
        invocations, objectives ...), list each with its name and what it does, and tell
        the one Tab put in (else the first) in full."""
        box = self.query_one("#cards", Static)
        prompt = self.query_one(CommandPrompt)
        typed = prompt.value[: message.found.start]
        cards = candidate_cards(self.content, typed, message.found.words)
        box.display = bool(cards) and prompt.has_focus
        if not cards:
            return
        chosen = message.found.words[message.chosen] if message.chosen >= 0 else None
        at = next((n for n, (word, _) in enumerate(cards) if word == chosen), -1)
        height = self.app.size.height
        list_rows, text_rows = (4, 3) if height < 34 else (8, 6)
        width = max(20, (box.size.width or self.app.size.width) - 2)
        box.update(candidates_text(cards, at, width, list_rows, text_rows))

    def typing(self, typing: bool) -> None:
        """The prompt took the keys (or something else did): the words that may come next
        take a line only while typing, and back at a command half typed its card
        candidates come back too. (Called by the screen as the focus moves, with what
        it shows on the map, so that both are laid out in one go.)"""
        self.query_one("#choices").display = typing
        prompt = self.query_one(CommandPrompt)
        if not typing:
            self.query_one("#cards").display = False
        elif prompt.value:
            self._describe_cards(CommandPrompt.Candidates(prompt.completion(prompt.value), -1))
