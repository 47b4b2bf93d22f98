"""Text forms of the commands of invocations, world-event bids and questions:

    invoke storms_at_sea        invoke interference on 2      skip      quiet
    offer 3 (a sealed bid)      choose aegean_sea

`on N` names the cast a counter answers (1 = the window's first cast).
`choose` takes one of the options the question lists, as the rules write it
or by its name (`choose academy` for `2:academy`; a unique prefix will do);
where the question takes an order, several in order (`choose sphinx, hydra`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hellenica_tui.engine.errors import InvalidCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.notation import Words
from hellenica_tui.games.hellenica.core.state import ORDER, State
from hellenica_tui.games.hellenica.gods.commands import Bid, Choose, Done, Invoke, Quiet
from hellenica_tui.games.hellenica.gods.events import Answered
from hellenica_tui.games.hellenica.gods.option_names import find_option
from hellenica_tui.games.kit.notation import Vocabulary, whole_number
from hellenica_tui.games.kit.tables import Formatters

_INVOCATIONS: dict[str, Vocabulary] = {}


def invocation_names(content: Content) -> Vocabulary:
    vocab = _INVOCATIONS.get(content.hash)
    if vocab is None:
        vocab = _INVOCATIONS[content.hash] = Vocabulary(
            "invocation", {i.id: (i.name,) for i in content.invocations.values()}
        )
    return vocab


def _number(words: Words, what: str) -> int:
    number = whole_number(words.take())
    if number is None:
        raise InvalidCommand(f"{what} is a whole number")
    return number


def _read_invoke(w: Words, v: object, s: State, p: str, x: bool) -> Command:
    invocation = invocation_names(content_of(s)).need(w.take())
    target = _number(w, "the cast answered") if w.keyword("on") else 0
    return Invoke(invocation=invocation, target=target)


def _read_choose(w: Words, v: object, s: State, p: str, x: bool) -> Command:
    """The rest of the line names one option: as the rules write it (`2:academy`), by
    its name or a word of it (`academy`, `law code`), or by a unique prefix."""
    typed = " ".join(iter(w.take, None))
    if not typed:
        raise InvalidCommand("choose what?")
    options = s.choice.options if s.choice is not None else []
    found = find_option(content_of(s), typed, options)
    if found is None and ORDER in typed:  # an order (the rules say where one is taken): each part an option
        parts = [part.strip() for part in typed.split(ORDER)]
        return Choose(option=ORDER.join(find_option(content_of(s), part, options) or part for part in parts))
    return Choose(option=found if found is not None else typed)


def sealed(cmd: Command, events: Sequence[Any]) -> str | None:
    """A bid stays sealed to the others until the bids open (that event tells every
    amount), and so does the answer to a secret question (a `public_texts` hook)."""
    if isinstance(cmd, Bid):
        return "offer a sealed bid"
    if any(isinstance(e, Answered) and e.secret for e in events):
        return "choose in secret"
    return None


# The verbs of this feature: what reads each, and what writes each command back.
READERS = {
    "invoke": _read_invoke,
    "skip": lambda w, v, s, p, x: Done(),
    "quiet": lambda w, v, s, p, x: Quiet(),
    "offer": lambda w, v, s, p, x: Bid(amount=_number(w, "a bid")),
    "choose": _read_choose,
}
FORMATTERS = (
    Formatters()
    .on(Invoke, lambda c: f"invoke {c.invocation}" + (f" on {c.target}" if c.target else ""))
    .on(Done, lambda c: "skip")
    .on(Quiet, lambda c: "quiet")
    .on(Bid, lambda c: f"offer {c.amount}")
    .on(Choose, lambda c: f"choose {c.option}")
)
