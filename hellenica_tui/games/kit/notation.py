"""The pieces every game's notation reader is made of: the words of a command read left
to right (`Words`), names of one kind of thing each read by any unique prefix of any of
its spellings (`Vocabulary`, which lists the candidates of an ambiguous word), and plain
numbers. Reading is case-insensitive; names are compared in their `slug` form.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Generic, TypeVar

from hellenica_tui.engine.errors import AmbiguousCommand, InvalidCommand
from hellenica_tui.games.kit.spelling import slug

R = TypeVar("R")


def article(word: str) -> str:
    """The indefinite article of a word: 'a', 'an'."""
    return "an" if word[:1] in "aeiou" else "a"


def whole_number(word: str | None) -> int | None:
    """The value of a plain number word, else None. Only ASCII digits count ("²" and
    other Unicode digits do not), and at most six of them: no count in a game comes
    near, and a huge one would only be refused later, at some cost."""
    if word is None or not (word.isascii() and word.isdigit()) or len(word) > 6:
        return None
    return int(word)


class Vocabulary:
    """Names of one kind of thing: id -> the spellings accepted for it."""

    def __init__(self, what: str, names: Mapping[str, Iterable[str]]) -> None:
        self.what = what
        self.spellings: dict[str, str] = {}
        for ident, aliases in names.items():
            for alias in (ident, *aliases):
                self.spellings.setdefault(slug(alias), ident)

    def find(self, word: str) -> str | None:
        """The id a word names, None if none; AmbiguousCommand if several."""
        word = slug(word)
        if word in self.spellings:
            return self.spellings[word]
        found = sorted({ident for alias, ident in self.spellings.items() if alias.startswith(word)})
        if len(found) > 1:
            raise AmbiguousCommand(f"{word!r} could be the {self.what} {', '.join(found)}", tuple(found))
        return found[0] if found else None

    def need(self, word: str | None) -> str:
        if word is None:
            raise InvalidCommand(f"{article(self.what)} {self.what} is missing")
        found = self.find(word)
        if found is None:
            raise InvalidCommand(f"{word!r} is not {article(self.what)} {self.what}")
        return found

    def __contains__(self, word: str) -> bool:
        try:
            return self.find(word) is not None
        except AmbiguousCommand:
            return True


class Words(Generic[R]):
    """The words of a command being read, left to right, and the rules reading them."""

    def __init__(self, text: str, rules: R) -> None:
        self.items = text.split()
        self.at = 0
        self.rules = rules

    def peek(self) -> str | None:
        return self.items[self.at] if self.at < len(self.items) else None

    def take(self) -> str | None:
        word = self.peek()
        self.at += word is not None
        return word

    def keyword(self, *options: str) -> str | None:
        """Take the next word if it is (a prefix of) one of `options`."""
        word = self.peek()
        if word is None:
            return None
        hits = [o for o in options if o.startswith(word.lower())]
        if len(hits) == 1 or word.lower() in options:
            self.at += 1
            return word.lower() if word.lower() in options else hits[0]
        return None

    def done(self) -> None:
        if self.peek() is not None:
            raise InvalidCommand(f"unexpected {' '.join(self.items[self.at:])!r}")
