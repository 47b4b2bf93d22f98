"""The text form of every command: `format_command` writes the one canonical
form (each feature's formatters), `parse` reads it back and is forgiving at the
prompt (each feature's readers, by verb). Here: the dispatch, the vocabularies
of names, and the readers' shared pieces (a city, `using`, `exchange`); the
reading itself (words, unique prefixes, ambiguity) is the kit's (games/kit/notation.py). The
forms themselves are in each feature's notation.py; see docs/notation.md.

Reading is case-insensitive; every word may be shortened to a unique prefix;
areas may be named by id, by name or by their three-letter abbreviation; a
city left out is filled in when only one of the player's cities fits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from hellenica_tui.engine.errors import AmbiguousCommand, InvalidCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import ACTIVE, State, cities_of
from hellenica_tui.games.kit import notation
from hellenica_tui.games.kit.notation import Vocabulary

# -- writing -----------------------------------------------------------------------


def using_words(cmd: Any) -> list[str]:
    using = getattr(cmd, "using", "")
    return ["using", using] if using else []


def with_exchange(cmd: Any, words: list[str]) -> str:
    return " ".join((["exchange"] if getattr(cmd, "exchange", False) else []) + words)


def format_command(rules: Rules, cmd: Command) -> str:
    formatter = rules.formatters.get(type(cmd))
    if formatter is None:
        raise InvalidCommand(f"{type(cmd).__name__} has no text form")
    return str(formatter(cmd))


def public_text(rules: Rules, cmd: Command, events: Sequence[Any], player: str, viewer: str | None) -> str:
    """How `player`'s command reads to `viewer`: the features' `public_texts` hooks
    hide what is not theirs to see (the Ethos cards kept, a sealed bid, a secret answer)."""
    if viewer != player:
        for hidden in rules.hooks.public_texts:
            text = hidden(cmd, events)
            if text is not None:
                return str(text)
    return format_command(rules, cmd)


# -- reading -----------------------------------------------------------------------------


Words = notation.Words[Rules]


_VOCAB: dict[str, dict[str, Vocabulary]] = {}


def vocabularies(content: Content) -> dict[str, Vocabulary]:
    cached = _VOCAB.get(content.hash)
    if cached is None:
        cached = _VOCAB[content.hash] = {
            "area": Vocabulary("area", {a.id: (a.abbrev, a.name) for a in content.areas.values()}),
            "city": Vocabulary(
                "city", {a.id: (a.abbrev, a.name) for a in content.areas.values() if a.settlements}
            ),
            "upgrade": Vocabulary("upgrade", {u.id: (u.name,) for u in content.upgrades.values()}),
            "unit": Vocabulary("unit", {u.id: (u.name, u.id + "s") for u in content.units.values()}),
            "deity": Vocabulary("deity", {d.id: (d.name,) for d in content.deities.values()}),
            "advancement": Vocabulary("advancement", {a.id: (a.name,) for a in content.advancements.values()}),
            "government": Vocabulary("government", {g.id: (g.name,) for g in content.governments.values()}),
            "objective": Vocabulary("objective", {o.id: (o.name,) for o in content.objectives.values()}),
            "player": Vocabulary("player", {c.id: (c.name,) for c in content.city_states.values()}),
        }
    return cached


@cache
def command_words(rules: Rules) -> Vocabulary:
    """Every verb the rules read, "exchange" (which goes before an economy verb) too; "ex" stays
    short for exchange, as it was before "explore" came."""
    words: dict[str, tuple[str, ...]] = dict.fromkeys(rules.verbs, ())
    return Vocabulary("command", {"exchange": ("ex",), **words})


def parse(rules: Rules, text: str, state: State, player: str) -> Command:
    words = Words(text, rules)
    if words.peek() is None:
        raise InvalidCommand("empty command")
    vocab = vocabularies(content_of(state))
    verbs = command_words(rules)
    verb = verbs.need(words.take())
    exchange = False
    if verb == "exchange":
        exchange = True
        verb = verbs.need(words.take())
        if verb not in ("build", "train", "research", "worship", "supply"):
            raise InvalidCommand("exchange is followed by build, train, research, worship or supply")
    command = rules.verbs[verb](words, vocab, state, player, exchange)
    words.done()
    return command


def read_city(words: Words, vocab: dict[str, Vocabulary], state: State, player: str, fits: Callable[[str], bool]) -> str:
    """Read a city; when the next word is not one, take the player's only city that fits."""
    word = words.peek()
    if word is not None and word in vocab["city"]:
        words.take()
        return vocab["city"].need(word)
    return only_city(state, player, fits, "a city is missing", "which city")


def only_city(state: State, player: str, fits: Callable[[str], bool], missing: str, which: str) -> str:
    """The player's one city that fits, best with an active upgrade of the kind asked
    (an exhausted one cannot be used, so it is neither picked nor offered while an
    active one exists). InvalidCommand when none fits, AmbiguousCommand when several."""
    mine = [a for a in cities_of(state, player) if fits(a)]
    usable = [a for a in mine if getattr(fits, "active", lambda a: True)(a)]
    mine = usable or mine
    if len(mine) == 1:
        return mine[0]
    if not mine:
        raise InvalidCommand(missing)
    raise AmbiguousCommand(f"{which}: {', '.join(mine)}?", tuple(mine))


class HasUpgrade:
    """Whether a city holds an upgrade of `kind` (the Wonder or a government marker
    counting as one too); `active` whether one of them may be used now."""

    def __init__(self, state: State, kind: str) -> None:
        self.state, self.kind = state, kind

    def _matching(self, area: str) -> list[Any]:
        st = self.state.areas[area]
        found = [u for u in st.slots if u is not None and u.kind in (self.kind, "wonder")]
        return found + ([st.government] if st.government is not None and st.government.kind == self.kind else [])

    def __call__(self, area: str) -> bool:
        return bool(self._matching(area))

    def active(self, area: str) -> bool:
        return any(u.state == ACTIVE for u in self._matching(area))


def has_upgrade(state: State, kind: str) -> HasUpgrade:
    return HasUpgrade(state, kind)


def read_using(words: Words, v: dict[str, Vocabulary]) -> str:
    """`using X`: the upgrade to exhaust ("with wonder" is read as "using wonder")."""
    if words.keyword("with"):
        if not words.keyword("wonder"):
            raise InvalidCommand("'with' is followed by 'wonder'")
        return "wonder"
    if not words.keyword("using"):
        return ""
    word = words.take()
    if word is None:
        raise InvalidCommand("'using' is followed by wonder, government, a mine's area or a temple's deity")
    fixed = [w for w in ("wonder", "government") if w.startswith(word.lower())]
    if len(fixed) == 1:
        return fixed[0]
    return v["deity"].find(word) or v["area"].need(word)


Reader = Callable[[Words, dict[str, Vocabulary], State, str, bool], Command]


