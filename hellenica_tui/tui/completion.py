"""Completing a command word by word at the prompt.

The words offered next are read off the commands legal now: those whose
first words fit what is typed so far give their following word. A typed word
fits a word of a legal command the way the notation reads it: a prefix, or
any spelling the content knows for that name (`ATH` for athens). Before anything fits, the first word may be any
verb of the notation, so a command the rules forbid now can still be typed
(and refused with the rule that forbids it).

No Textual here: the prompt asks `complete` and draws what it returns.
"""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.kit.spelling import slug


def spellings(content: Content) -> dict[str, set[str]]:
    """Every name's id -> the spellings the notation accepts for it (ids included)."""
    from hellenica_tui.games.hellenica.composition import RULES  # the rules: loaded after the first frame
    from hellenica_tui.games.hellenica.core.notation import command_words, vocabularies

    found: dict[str, set[str]] = {}
    for vocab in (*vocabularies(content).values(), command_words(RULES)):
        for alias, ident in vocab.spellings.items():
            found.setdefault(ident, {ident}).add(alias)
    return found


def verbs() -> list[str]:
    """Every verb a person may type (every feature's verbs); the AI seats' own
    verbs are not offered."""
    from hellenica_tui.games.hellenica.composition import RULES
    from hellenica_tui.games.hellenica.core.notation import command_words

    return sorted(set(command_words(RULES).spellings.values()) - RULES.machine_verbs)


class Completion(msgspec.Struct, frozen=True):
    """What fits at the cursor: `start` is where the word being typed begins in the
    text, `typed` that word so far, and `words` the candidates for it, best first."""

    start: int
    typed: str
    words: tuple[str, ...]
    legal: bool  # the words come from legal commands (not only from the verbs)
    whole: bool = False  # what is typed is already a whole legal command

    def common(self) -> str:
        """The longest start every candidate shares (at least what is typed)."""
        if not self.words:
            return self.typed
        first, last = min(self.words), max(self.words)
        n = 0
        while n < min(len(first), len(last)) and first[n] == last[n]:
            n += 1
        common = first[:n]
        return common if len(common) > len(self.typed) else self.typed


def _order(words: Iterable[str]) -> tuple[str, ...]:
    """Numbers by value, the rest alphabetically, numbers first (a count leads a group)."""
    unique = set(words)
    numbers = sorted((w for w in unique if w.isdigit()), key=int)
    return tuple(numbers + sorted(w for w in unique if not w.isdigit()))


class Completer:
    def __init__(self, commands: Iterable[str], names: dict[str, set[str]], verbs: Iterable[str] = ()) -> None:
        self.commands = [c.split() for c in commands]
        self.names = names
        self.verbs = list(verbs)

    def fits(self, typed: str, word: str) -> bool:
        """Whether a typed word may stand for `word` (a complete word before the cursor)."""
        typed = slug(typed)
        if word.startswith(typed):
            return True
        return any(alias.startswith(typed) for alias in self.names.get(word, ()))

    def exact(self, typed: str, word: str) -> bool:
        typed = slug(typed)
        return typed == word or typed in self.names.get(word, ())

    def complete(self, text: str) -> Completion:
        words = text.split()
        typed = "" if not words or text[-1:].isspace() else words[-1]
        done = words if not typed else words[:-1]
        start = len(text) - len(typed)
        after = [
            cmd[len(done)] for cmd in self.commands
            if len(cmd) > len(done) and all(self.fits(t, w) for t, w in zip(done, cmd, strict=False))
        ]
        found = [w for w in after if self.fits(typed, w)] if typed else after
        # Whole: the text reads as one legal command (a prefix fitting several is not one yet).
        fitting = [
            cmd
            for cmd in self.commands
            if len(cmd) == len(words) and all(self.fits(t, w) for t, w in zip(words, cmd, strict=True))
        ]
        whole = len(fitting) == 1 or any(self.exact(words[-1], cmd[-1]) for cmd in fitting)
        if found:
            return Completion(start, typed, _order(found), True, whole)
        if not done:
            return Completion(start, typed, _order(v for v in self.verbs if self.fits(typed, v)), False, whole)
        return Completion(start, typed, (), False, whole)
