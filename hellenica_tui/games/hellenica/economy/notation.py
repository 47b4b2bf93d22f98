"""Text forms of the economy's actions:

    build market athens                build temple athens apollo
    build docks athens at panactum     build temple delphi zeus at free
    build stables athens over barracks build market athens over unfinished barracks
    build democracy athens             build theocracy athens hera
    train hoplite thebes               train elite hoplite thebes [using wonder]
    research athens [convert 2] [mining] [using wonder]
    worship athens [using apollo]      supply commerce athens [using panactum]
    exchange <any of build, train, research, worship, supply ...>
    pass
    give sparta 2 philosophers for 1 commerce     (an offer; sparta answers)
    give sparta 1 commerce                        (a gift)
    give sparta nothing for 1 philosopher         (asking for a gift)
    accept                             decline
"""

from __future__ import annotations

from hellenica_tui.engine.errors import InvalidCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.notation import (
    Reader,
    Words,
    has_upgrade,
    read_city,
    read_using,
    using_words,
    with_exchange,
)
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.economy.commands import (
    AnswerTrade,
    Build,
    ChangeGovernment,
    Pass,
    Research,
    SupplyCommerce,
    Trade,
    Train,
    Worship,
)
from hellenica_tui.games.hellenica.economy.upgrades import FREE_TEMPLE
from hellenica_tui.games.kit.notation import Vocabulary, whole_number
from hellenica_tui.games.kit.spelling import slug
from hellenica_tui.games.kit.tables import Formatters


def _build(c: Build) -> str:
    words = ["build", c.upgrade, c.city] + ([c.deity] if c.deity else [])
    if c.site:
        words += ["at", c.site]
    if c.over:
        words += ["over"] + (["unfinished"] if c.over_unfinished else []) + [c.over]
        words += [c.over_deity] if c.over_deity else []
    return with_exchange(c, words)


def _research(c: Research) -> str:
    words = ["research", c.city]
    if c.convert:
        words += ["convert", str(c.convert)]
    if c.advancement:
        words.append(c.advancement)
    return with_exchange(c, words + using_words(c))


def _read_build(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    word = w.take()
    if word is None:
        raise InvalidCommand("build what?")
    gov = v["government"].find(word) if word not in v["upgrade"] else None
    if gov is not None:
        city = read_city(w, v, s, p, lambda a: True)
        deity = v["deity"].need(w.take()) if w.peek() is not None else ""
        return ChangeGovernment(government=gov, city=city, deity=deity, exchange=x)
    upgrade = v["upgrade"].need(word)
    city = read_city(w, v, s, p, lambda a: True)
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
    city = read_city(w, v, s, p, has_upgrade(s, trained_by))
    return Train(city=city, unit=unit, elite=elite, using=read_using(w, v), exchange=x)


def _read_research(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    city = read_city(w, v, s, p, has_upgrade(s, "academy"))
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
    return Research(city=city, convert=convert, advancement=advancement, using=read_using(w, v), exchange=x)


def _read_worship(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    city = read_city(w, v, s, p, has_upgrade(s, "temple"))
    return Worship(city=city, using=read_using(w, v), exchange=x)


def _read_supply(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    modes = w.rules.tables.supply_modes
    mode = w.keyword(*modes)
    if mode is None:
        raise InvalidCommand(f"supply is followed by {' or '.join(modes)}")
    return modes[mode](w, v, s, p, x)


def _read_supply_commerce(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    city = read_city(w, v, s, p, has_upgrade(s, "market"))
    return SupplyCommerce(city=city, using=read_using(w, v), exchange=x)


# What follows "supply" (movement belongs to the war).
SUPPLY_MODES: dict[str, Reader] = {"commerce": _read_supply_commerce}

# -- trades ----------------------------------------------------------------------------

_COMMODITY_WORDS = {"philosopher": "philosophers", "philosophers": "philosophers", "commerce": "commerce"}


def _read_amounts(w: Words, what: str) -> dict[str, int]:
    """Pairs "N philosophers" / "N commerce" until another word."""
    found: dict[str, int] = {}
    while True:
        number = whole_number(w.peek())
        if number is None:
            break
        w.take()
        word = w.take()
        commodity = _COMMODITY_WORDS.get((word or "").lower())
        if commodity is None:
            raise InvalidCommand(f"{what} names a number of philosophers or commerce, as in '2 commerce'")
        found[commodity] = found.get(commodity, 0) + number
    if not found:
        raise InvalidCommand(f"{what} is followed by amounts, as in '1 philosopher 2 commerce'")
    return found


def _read_trade(w: Words, v: dict[str, Vocabulary], s: State, p: str, x: bool) -> Command:
    if x:
        raise InvalidCommand("a trade is no action: it is never paid with Commerce")
    to = v["player"].need(w.take())
    give = {} if w.keyword("nothing") else _read_amounts(w, f"'give {to}'")
    get = _read_amounts(w, "'for'") if w.keyword("for") else {}
    if not give and not get:
        raise InvalidCommand("'give PLAYER nothing' asks for something: add 'for' and the amounts")
    return Trade(
        to=to, give_philosophers=give.get("philosophers", 0), give_commerce=give.get("commerce", 0),
        get_philosophers=get.get("philosophers", 0), get_commerce=get.get("commerce", 0),
    )


def amounts_text(amounts: dict[str, int]) -> str:
    """ "2 philosophers 1 commerce", as the notation writes amounts."""
    return " ".join(f"{n} {'philosopher' if c == 'philosophers' and n == 1 else c}" for c, n in amounts.items() if n)


def _trade(c: Trade) -> str:
    words = ["give", c.to, amounts_text(c.give()) or "nothing"]
    if c.get():
        words += ["for", amounts_text(c.get())]
    return " ".join(words)


# The verbs of this feature: what reads each, and what writes each command back.
READERS: dict[str, Reader] = {
    "build": _read_build,
    "train": _read_train,
    "research": _read_research,
    "worship": _read_worship,
    "supply": _read_supply,
    "pass": lambda w, v, s, p, x: Pass(),
    "give": _read_trade,
    "accept": lambda w, v, s, p, x: AnswerTrade(accept=True),
    "decline": lambda w, v, s, p, x: AnswerTrade(accept=False),
}
FORMATTERS = (
    Formatters()
    .on(Build, _build)
    .on(ChangeGovernment, lambda c: with_exchange(c, [w for w in ("build", c.government, c.city, c.deity) if w]))
    .on(Train, lambda c: with_exchange(c, ["train"] + (["elite"] if c.elite else []) + [c.unit, c.city] + using_words(c)))
    .on(Research, _research)
    .on(Worship, lambda c: with_exchange(c, ["worship", c.city, *using_words(c)]))
    .on(SupplyCommerce, lambda c: with_exchange(c, ["supply", "commerce", c.city, *using_words(c)]))
    .on(Pass, lambda c: "pass")
    .on(Trade, _trade)
    .on(AnswerTrade, lambda c: "accept" if c.accept else "decline")
)
