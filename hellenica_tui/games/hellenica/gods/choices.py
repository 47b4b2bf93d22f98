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
from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import Choice, State

NONE = "none"  # the option of choosing nothing where an effect allows it


class Choose(Command, frozen=True, kw_only=True):
    option: str


class ChoiceAsked(Event, frozen=True, kw_only=True):
    player: str
    about: str
    prompt: str
    options: tuple[str, ...]
    secret: bool = False


class Answered(Event, frozen=True, kw_only=True):
    """The answer to a question about an effect, a target or a tie."""

    player: str
    about: str
    option: str
    secret: bool = False  # the question was secret: only `player` may read the answer


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
    if cmd.option not in choice.options:
        raise IllegalCommand(f"{cmd.option!r} is not an answer; choose one of: {', '.join(choice.options)}")
    tx.emit(Answered(player=player, about=choice.about, option=cmd.option, secret=choice.secret))
    # What else an answer does, by `Choice.about` (the rules' `answers`; answers about
    # effects and targets are simply kept for the planner that asked them).
    after = tx.rules.answers.get(choice.about)
    if after is not None:
        after(tx, player, cmd.option)


def _asked(s: State, e: ChoiceAsked) -> None:
    s.choice = Choice(player=e.player, about=e.about, prompt=e.prompt, options=list(e.options), secret=e.secret)


def _answered(s: State, e: Answered) -> None:
    s.choice = None
    if s.resolving is not None:
        if e.about == "target":
            s.resolving.target = e.option
        elif e.about == "effect":
            s.resolving.answers.append(e.option)


COMMANDS = (Choose,)


EVENTS = (ChoiceAsked, Answered,)


# What decides each command of this module.
DECIDERS = {
    Choose: choose,
}


# What each event of this module does to the state.
EVOLVERS = {
    ChoiceAsked: _asked,
    Answered: _answered,
}
