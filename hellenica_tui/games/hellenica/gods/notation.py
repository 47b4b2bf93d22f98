"""Text forms of the commands of invocations, world-event bids and questions:

    invoke storms_at_sea        invoke interference on 2      skip      quiet
    offer 3 (a sealed bid)      choose aegean_sea

`on N` names the cast a counter answers (1 = the window's first cast).
`choose` takes one of the options the question lists, as the rules write it
or by its name (`choose academy` for `2:academy`; a unique prefix will do).
"""

from __future__ import annotations

from hellenica_tui.engine.errors import InvalidCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.notation import Vocabulary, Words, register_verb, whole_number
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.gods.choices import Choose
from hellenica_tui.games.hellenica.gods.invoking import Done, Invoke, Quiet
from hellenica_tui.games.hellenica.gods.option_names import find_option
from hellenica_tui.games.hellenica.gods.world_events import Bid

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
    return Choose(option=found if found is not None else typed)


register_verb("invoke", _read_invoke, Invoke,
              lambda c: f"invoke {c.invocation}" + (f" on {c.target}" if c.target else ""))
register_verb("skip", lambda w, v, s, p, x: Done(), Done, lambda c: "skip")
register_verb("quiet", lambda w, v, s, p, x: Quiet(), Quiet, lambda c: "quiet")
register_verb("offer", lambda w, v, s, p, x: Bid(amount=_number(w, "a bid")), Bid, lambda c: f"offer {c.amount}")
register_verb("choose", _read_choose, Choose, lambda c: f"choose {c.option}")
