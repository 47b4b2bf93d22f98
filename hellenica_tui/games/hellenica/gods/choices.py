"""CHOICES: a question the game waits on (World Event Choices, invocation
targets, a tie among bidders), answered with `choose <option>`.

Rules that need answers run as *planners*: a function that reads the answers
given so far with `Asker.ask` and, when it needs one more, stops by raising
`NeedAnswer`. It is run again from the start once the answer is in, so it
must ask every question before it emits anything (or guard what it emitted,
such as a card draw, by the state it left). Until a choice is answered
nothing else may happen, so the state it is asked in does not change.
"""

from collections.abc import Sequence

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import ORDER, Choice
from hellenica_tui.games.hellenica.gods.commands import (
    Choose,
)
from hellenica_tui.games.hellenica.gods.events import (
    Answered,
    ChoiceAsked,
)
from hellenica_tui.games.kit.tables import Deciders

NONE = "none"  # the option of choosing nothing where an effect allows it


class NeedAnswer(Exception):
    def __init__(self, choice: Choice) -> None:
        super().__init__(choice.prompt)
        self.choice = choice


class Asker:
    """Hands out the answers already given, in order; asks for the next one."""

    def __init__(self, answers: Sequence[str], about: str = "effect") -> None:
        self.answers = list(answers)
        self.at = 0
        self.about = about

    def ask(self, player: str, prompt: str, options: Sequence[str], *, secret: bool = False) -> str | None:
        """The answer, or None when there is nothing to choose from. A single
        option is taken without asking."""
        opts = list(dict.fromkeys(options))
        if not opts:
            return None
        if len(opts) == 1:
            return opts[0]
        if self.at < len(self.answers):
            answer = self.answers[self.at]
            self.at += 1
            return answer
        raise NeedAnswer(Choice(player=player, about=self.about, prompt=prompt, options=opts, secret=secret))


def ask(tx: Tx, choice: Choice) -> None:
    tx.emit(
        ChoiceAsked(
            player=choice.player, about=choice.about, prompt=choice.prompt, options=tuple(choice.options),
            secret=choice.secret,
        )
    )


def choose(tx: Tx, player: str, cmd: Choose) -> None:
    choice = tx.s.choice
    if choice is None or choice.player != player:
        raise IllegalCommand("there is no question for you to answer now")
    given = cmd.option.split(ORDER) if tx.rules.tables.orders.get(choice.about) else [cmd.option]
    for option in given:
        if option not in choice.options:
            raise IllegalCommand(f"{option!r} is not an answer; choose one of: {', '.join(choice.options)}")
    if len(set(given)) < len(given):
        raise IllegalCommand("an order names each answer once")
    tx.emit(Answered(player=player, about=choice.about, option=cmd.option, secret=choice.secret))
    # What else an answer does, by `Choice.about` (the rules' `answers`; answers about
    # effects and targets are simply kept for the planner that asked them).
    after = tx.rules.tables.answers.get(choice.about)
    if after is not None:
        after(tx, player, cmd.option)


DECIDERS = Deciders[Tx]().on(Choose, choose)
