"""The text form of every command: `format_command` writes the one canonical
form, `parse` reads it back and is forgiving at the prompt.

Canonical forms (names are content ids; see docs/notation.md):

    patron athena                      keep enlightenment piety      redraw
    favorite sparta                    direction hera
    govern democracy athens [mining]   govern tyranny athens [elite]
    build market athens                build temple athens apollo
    build docks athens at panactum     build temple delphi zeus at free
    build stables athens over barracks build market athens over unfinished barracks
    build democracy athens             build theocracy athens hera
    train hoplite thebes               train elite hoplite thebes [using wonder]
    research athens [convert 2] [mining] [using wonder]
    worship athens [using apollo]      supply commerce athens [using panactum]
    exchange <any of build, train, research, worship, supply ...>
    pass

Reading is case-insensitive; every word may be shortened to a unique prefix;
areas may be named by id, by name or by their three-letter abbreviation; a
city left out is filled in when only one of the player's cities fits.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from hellenica_tui.engine.errors import AmbiguousCommand, InvalidCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.commands import (
    Build,
    ChangeGovernment,
    ChooseDirection,
    ChoosePatron,
    KeepEthos,
    Pass,
    PickFavorite,
    PlaceGovernment,
    Redraw,
    Research,
    SupplyCommerce,
    Train,
    Worship,
)
from hellenica_tui.games.hellenica.core.spelling import slug
from hellenica_tui.games.hellenica.core.state import ACTIVE, HERA, ZEUS, State, cities_of
from hellenica_tui.games.hellenica.economy.upgrades import FREE_TEMPLE

# -- writing -----------------------------------------------------------------------


def _using_words(cmd: Any) -> list[str]:
    using = getattr(cmd, "using", "")
    return ["using", using] if using else []


def _exchange(cmd: Any, words: list[str]) -> str:
    return " ".join((["exchange"] if getattr(cmd, "exchange", False) else []) + words)


def format_command(cmd: Command) -> str:
    formatter = FORMATTERS.get(type(cmd))
    if formatter is None:
        raise InvalidCommand(f"{type(cmd).__name__} has no text form")
    return formatter(cmd)


def _build(c: Build) -> str:
    words = ["build", c.upgrade, c.city] + ([c.deity] if c.deity else [])
    if c.site:
        words += ["at", c.site]
    if c.over:
        words += ["over"] + (["unfinished"] if c.over_unfinished else []) + [c.over]
        words += [c.over_deity] if c.over_deity else []
    return _exchange(c, words)


def _research(c: Research) -> str:
    words = ["research", c.city]
    if c.convert:
        words += ["convert", str(c.convert)]
    if c.advancement:
        words.append(c.advancement)
    return _exchange(c, words + _using_words(c))


FORMATTERS: dict[type, Callable[[Any], str]] = {
    ChoosePatron: lambda c: f"patron {c.deity}",
    KeepEthos: lambda c: "keep " + " ".join(sorted(c.cards)),
    Redraw: lambda c: "redraw",
    PickFavorite: lambda c: f"favorite {c.player}",
    ChooseDirection: lambda c: f"direction {c.direction}",
    PlaceGovernment: lambda c: " ".join(w for w in ("govern", c.government, c.city, c.deity, c.choice) if w),
    Build: _build,
    ChangeGovernment: lambda c: _exchange(c, [w for w in ("build", c.government, c.city, c.deity) if w]),
    Train: lambda c: _exchange(c, ["train"] + (["elite"] if c.elite else []) + [c.unit, c.city] + _using_words(c)),
    Research: _research,
    Worship: lambda c: _exchange(c, ["worship", c.city, *_using_words(c)]),
    SupplyCommerce: lambda c: _exchange(c, ["supply", "commerce", c.city, *_using_words(c)]),
    Pass: lambda c: "pass",
}


def public_text(cmd: Command, events: Sequence[Any], player: str, viewer: str | None) -> str:
    """How `player`'s command reads to `viewer`: the Ethos cards kept are theirs
    alone, a bid stays sealed (the opening of the bids tells every amount), and
    so does the answer to a secret question (its `Answered` event says so)."""
    from hellenica_tui.games.hellenica.gods.choices import Answered  # those rules build on this module
    from hellenica_tui.games.hellenica.gods.world_events import Bid

    if viewer != player:
        if isinstance(cmd, KeepEthos):
            return f"keep {len(cmd.cards)} Ethos cards"
        if isinstance(cmd, Bid):
            return "offer a sealed bid"
        if any(isinstance(e, Answered) and e.secret for e in events):
            return "choose in secret"
    return format_command(cmd)


# -- reading -----------------------------------------------------------------------------


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def whole_number(word: str | None) -> int | None:
    """The value of a plain number word, else None. Only ASCII digits count ("²" and
    other Unicode digits do not), and at most six of them: no count in the game
    comes near, and a huge one would only be refused later, at some cost."""
    if word is None or not (word.isascii() and word.isdigit()) or len(word) > 6:
        return None
    return int(word)


class Vocabulary:
    """Names of one kind of thing: id -> the spellings accepted for it."""

    def __init__(self, what: str, names: dict[str, Iterable[str]]) -> None:
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
            raise InvalidCommand(f"{_article(self.what)} {self.what} is missing")
        found = self.find(word)
        if found is None:
            raise InvalidCommand(f"{word!r} is not {_article(self.what)} {self.what}")
        return found

    def __contains__(self, word: str) -> bool:
        try:
            return self.find(word) is not None
        except AmbiguousCommand:
            return True


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


VERBS = Vocabulary(
    "command",
    dict.fromkeys(
        (
            "patron", "keep", "redraw", "favorite", "direction", "govern", "exchange", "build", "train", "research",
            "worship", "supply", "pass",
        ),
        (),
    ),
)


# Verbs only the AI seats give (`ai produce`): read like any other, never offered to a person.
MACHINE_VERBS: set[str] = set()


class Words:
    """The words of a command being read, left to right."""

    def __init__(self, text: str) -> None:
        self.items = text.split()
        self.at = 0

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


def parse(text: str, state: State, player: str) -> Command:
    words = Words(text)
    if words.peek() is None:
        raise InvalidCommand("empty command")
    vocab = vocabularies(content_of(state))
    verb = VERBS.need(words.take())
    exchange = False
    if verb == "exchange":
        exchange = True
        verb = VERBS.need(words.take())
        if verb not in ("build", "train", "research", "worship", "supply"):
            raise InvalidCommand("exchange is followed by build, train, research, worship or supply")
    command = READERS[verb](words, vocab, state, player, exchange)
    words.done()
    return command


def _city(words: Words, vocab: dict[str, Vocabulary], state: State, player: str, fits: Callable[[str], bool]) -> str:
    """Read a city; when the next word is not one, take the player's only city that fits."""
    word = words.peek()
    if word is not None and word in vocab["city"]:
        words.take()
        return vocab["city"].need(word)
    return _only_city(state, player, fits, "a city is missing", "which city")


def _only_city(state: State, player: str, fits: Callable[[str], bool], missing: str, which: str) -> str:
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


class _Has:
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


def _has(state: State, kind: str) -> _Has:
    return _Has(state, kind)


def _using(words: Words, v: dict[str, Vocabulary]) -> str:
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


def _read_patron(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    return ChoosePatron(deity=v["deity"].need(w.take()))


def _read_keep(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    cards = []
    while w.peek() is not None:
        cards.append(v["objective"].need(w.take()))
    return KeepEthos(cards=tuple(sorted(cards)))


def _read_favorite(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    return PickFavorite(player=v["player"].need(w.take()))


def _read_direction(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    side = w.keyword(ZEUS, HERA)
    if side is None:
        raise InvalidCommand("direction is zeus or hera")
    return ChooseDirection(direction=ZEUS if side == ZEUS else HERA)


def _choice(w: Words, v: dict[str, Vocabulary]) -> str:
    if w.keyword("elite"):
        return "elite"
    word = w.peek()
    if word is None:
        return ""
    w.take()
    return v["advancement"].need(word)


def _read_govern(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    gov = v["government"].need(w.take())
    city = _city(w, v, s, p, lambda a: True)
    content = content_of(s)
    deity = ""
    if content.governments[gov].upgrade == "temple" and w.peek() is not None:
        deity = v["deity"].need(w.take())
    return PlaceGovernment(government=gov, city=city, deity=deity, choice=_choice(w, v))


def _read_build(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    word = w.take()
    if word is None:
        raise InvalidCommand("build what?")
    gov = v["government"].find(word) if word not in v["upgrade"] else None
    if gov is not None:
        city = _city(w, v, s, p, lambda a: True)
        deity = v["deity"].need(w.take()) if w.peek() is not None else ""
        return ChangeGovernment(government=gov, city=city, deity=deity, exchange=x)
    upgrade = v["upgrade"].need(word)
    city = _city(w, v, s, p, lambda a: True)
    deity = ""
    nxt = w.peek()
    if upgrade == "temple" and nxt is not None and nxt.lower() not in ("at", "over"):
        deity = v["deity"].need(w.take())
    site = ""
    if w.keyword("at"):
        word = w.take()
        if word is None:
            raise InvalidCommand("'at' is followed by a mine's area or 'free'")
        site = FREE_TEMPLE if slug(word) in ("free", "free_temple") else v["area"].need(word)
        if site == FREE_TEMPLE and w.peek() is not None and slug(w.peek() or "") == "temple":
            w.take()
    over, over_deity, unfinished = "", "", False
    if w.keyword("over"):
        unfinished = w.keyword("unfinished") is not None
        over = v["upgrade"].need(w.take())
        if over == "temple" and w.peek() is not None:
            over_deity = v["deity"].need(w.take())
    return Build(
        city=city, upgrade=upgrade, deity=deity, site=site, over=over, over_deity=over_deity,
        over_unfinished=unfinished, exchange=x,
    )


def _read_train(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    elite = w.keyword("elite") is not None
    unit = v["unit"].need(w.take())
    trained_by = content_of(s).units[unit].trained_by
    city = _city(w, v, s, p, _has(s, trained_by))
    return Train(city=city, unit=unit, elite=elite, using=_using(w, v), exchange=x)


def _read_research(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    city = _city(w, v, s, p, _has(s, "academy"))
    convert = 0
    if w.keyword("convert"):
        number = whole_number(w.take())
        if number is None:
            raise InvalidCommand("'convert' is followed by the number of Philosophers to buy")
        convert = number
    advancement = ""
    word = w.peek()
    if word is not None and word.lower() not in ("with", "using"):
        w.take()
        advancement = v["advancement"].need(word)
    return Research(city=city, convert=convert, advancement=advancement, using=_using(w, v), exchange=x)


def _read_worship(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    city = _city(w, v, s, p, _has(s, "temple"))
    return Worship(city=city, using=_using(w, v), exchange=x)


def _read_supply(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    mode = w.keyword(*SUPPLY_MODES)
    if mode is None:
        raise InvalidCommand(f"supply is followed by {' or '.join(SUPPLY_MODES)}")
    return SUPPLY_MODES[mode](w, v, s, p, x)


def _read_supply_commerce(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    city = _city(w, v, s, p, _has(s, "market"))
    return SupplyCommerce(city=city, using=_using(w, v), exchange=x)


Reader = Callable[[Words, dict[str, Vocabulary], State, str, bool], Command]

# The war rules add "movement" here (and its formatter to FORMATTERS).
SUPPLY_MODES: dict[str, Reader] = {"commerce": _read_supply_commerce}

READERS: dict[str, Reader] = {
    "patron": _read_patron,
    "keep": _read_keep,
    "redraw": lambda w, v, s, p, x: Redraw(),
    "favorite": _read_favorite,
    "direction": _read_direction,
    "govern": _read_govern,
    "build": _read_build,
    "train": _read_train,
    "research": _read_research,
    "worship": _read_worship,
    "supply": _read_supply,
    "pass": lambda w, v, s, p, x: Pass(),
}


def register_verb(verb: str, reader: Reader, kind: type[Command], formatter: Callable[[Any], str]) -> None:
    """Add a command's text form (the rules of the gods and of war add theirs)."""
    VERBS.spellings.setdefault(verb, verb)
    READERS[verb] = reader
    FORMATTERS[kind] = formatter
