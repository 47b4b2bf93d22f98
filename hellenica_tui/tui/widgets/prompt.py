"""The command prompt: type a command in the game's notation.

Completes word by word from the commands legal now: Tab fills in the word
being typed (as far as the candidates agree, then each candidate in turn;
shift+Tab goes back), the right arrow accepts the grey rest of the only
word that fits, and the candidates are listed under the prompt. The up and
down arrows walk the history.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.message import Message
from textual.suggester import Suggester
from textual.widgets import Input

from hellenica_tui.tui.completion import Completer, Completion, verbs


class _NextWord(Suggester):
    """The grey rest of the word being typed, once only one candidate fits it (with
    several, the list under the prompt shows them and the grey would hide which
    text Enter sends)."""

    def __init__(self, prompt: CommandPrompt) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self.prompt = prompt

    async def get_suggestion(self, value: str) -> str | None:
        found = self.prompt.completion(value)
        typed = found.typed.lower()
        if not typed or len(found.words) != 1:
            return None
        word = found.words[0]
        return value + word[len(typed):] if word.startswith(typed) and word != typed else None


class CommandPrompt(Input):
    BINDINGS = [
        Binding("up", "history(-1)", "Previous", show=False),
        Binding("down", "history(1)", "Next", show=False),
        Binding("tab", "complete(1)", "Complete", show=False),
        Binding("shift+tab", "complete(-1)", "Back", show=False),
    ]

    class Candidates(Message):
        """The words that may come next changed (`chosen` is the one Tab put in, or -1)."""

        def __init__(self, found: Completion, chosen: int) -> None:
            super().__init__()
            self.found = found
            self.chosen = chosen

    def __init__(self, *, id: str | None = None, verbs: list[str] | None = None) -> None:
        # Back at a half-typed command (after a look at the map or the cards), typing
        # goes on after it: text selected on focus would be replaced by the next key.
        super().__init__(placeholder="type a command, Tab completes (: from the map)", id=id, select_on_focus=False)
        self.history: list[str] = []
        self._at = 0
        self.commands: list[str] = []
        self.names: dict[str, set[str]] = {}
        # The verbs offered before anything fits: the game's (Hellenica's unless given).
        self.verbs = verbs
        # Made when first asked: the game's verbs are read off its rules, loaded after the first frame.
        self._completer: Completer | None = None
        # Tab cycling: the completion it walks, the candidate shown, the text it made.
        self._cycle: tuple[Completion, int, str] | None = None
        self.suggester = _NextWord(self)

    def set_commands(self, commands: list[str], names: dict[str, set[str]] | None = None) -> None:
        """The commands legal now, and every name's spellings, to complete from."""
        self.commands = commands
        if names is not None:
            self.names = names
        self._completer = Completer(commands, self.names, self._verbs())
        self._cycle = None
        self._announce(self.completion(self.value), -1)

    def _verbs(self) -> list[str]:
        return verbs() if self.verbs is None else self.verbs

    def completion(self, text: str) -> Completion:
        if self._completer is None:
            self._completer = Completer([], {}, self._verbs())
        return self._completer.complete(text)

    def remember(self, text: str) -> None:
        if text and (not self.history or self.history[-1] != text):
            self.history.append(text)
        self._at = len(self.history)

    def drop(self, text: str) -> None:
        """Take `text` back out of the history (it was a secret)."""
        if self.history and self.history[-1] == text:
            self.history.pop()
        self._at = len(self.history)

    def action_history(self, step: int) -> None:
        if not self.history:
            return
        self._at = max(0, min(len(self.history), self._at + step))
        self.value = self.history[self._at] if self._at < len(self.history) else ""
        self.cursor_position = len(self.value)

    def action_complete(self, step: int) -> None:
        if self._cycle is not None and self._cycle[2] == self.value:
            found, at, _ = self._cycle
            at = (at + step) % len(found.words)
            self._put(found, found.words[at])
            self._cycle = (found, at, self.value)
            self._announce(found, at)
            return
        found = self.completion(self.value[: self.cursor_position])
        if not found.words:
            if not self.value:
                self.screen.focus_next()
            return
        if len(found.words) == 1:
            self._put(found, found.words[0] + " ")
            return
        common = found.common()
        if common != found.typed.lower() and common.startswith(found.typed.lower()):
            self._put(found, common)  # as far as every candidate agrees
            return
        at = 0 if step > 0 else len(found.words) - 1
        self._put(found, found.words[at])
        self._cycle = (found, at, self.value)
        self._announce(found, at)

    def _put(self, found: Completion, word: str) -> None:
        """Replace the word being typed (and anything after the cursor) with `word`."""
        self.value = self.value[: found.start] + word
        self.cursor_position = len(self.value)

    def _announce(self, found: Completion, chosen: int) -> None:
        self.post_message(self.Candidates(found, chosen))

    def _on_input_changed(self, event: Input.Changed) -> None:
        if event.value != self.value:
            return  # keys that came together changed it again since: the last change tells
        if self._cycle is not None and self._cycle[2] == event.value:
            return  # Tab's own change: the list already says which word is shown
        self._cycle = None
        self._announce(self.completion(event.value), -1)

    def insert_text_at_cursor(self, text: str) -> None:
        # Tab leaves a space after a whole word; a space typed out of habit next
        # to it would only make a double one.
        at = self.cursor_position
        if text == " " and " " in (self.value[at - 1 : at] if at else " ") + self.value[at : at + 1]:
            return
        super().insert_text_at_cursor(text)

    def check_consume_key(self, key: str, character: str | None) -> bool:
        # No command holds a ':'; leaving it to the screen keeps it out of the text.
        return character != ":" and super().check_consume_key(key, character)
