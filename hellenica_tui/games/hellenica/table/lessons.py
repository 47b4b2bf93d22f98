"""The guided first game: its lessons (data under `scenarios/<scenario>/lessons/`)
and where a game stands in them.

Where the player stands is read off the game's own log, never kept apart: each
command the player gave completes the step it fits, so a guided game saved,
left and opened again resumes at the same step. A step the game does not come
to (a bid that is not set off, a second combat round) is `optional` and passed
over. No Textual here: the game screen shows what `now` says.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache

import msgspec

from hellenica_tui.engine.errors import GameError
from hellenica_tui.games.hellenica.content.loading import scenario_path
from hellenica_tui.games.hellenica.core.state import State, is_ai

POINTS = ("status", "map", "side", "log", "prompt")  # the parts of the game screen a step may point at


class Step(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    title: str
    text: str
    points: str = "prompt"
    page: str = ""  # the rules page about it
    do: list[str] = []  # the first words of the commands that complete it; none: the guide's end
    show: str = ""  # the command F2 shows when the game allows it
    optional: bool = False


class Lesson(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    title: str
    players: list[str]  # the first is the player's
    ai: list[str]
    seed: int
    step: list[Step]
    responses: str = "useful"

    @property
    def player(self) -> str:
        return self.players[0]

    @property
    def settings(self) -> dict[str, bool | str]:
        return {"responses": self.responses}


class LessonError(GameError):
    """A lessons file cannot be read: names the file and what is wrong."""


@cache
def lesson(name: str = "first-game", scenario: str = "classic") -> Lesson:
    path = scenario_path(scenario) / "lessons" / f"{name}.toml"
    try:
        found = msgspec.convert(tomllib.loads(path.read_text(encoding="utf-8")), Lesson)
    except (OSError, tomllib.TOMLDecodeError, msgspec.ValidationError) as error:
        raise LessonError(f"{path.name}: {error}") from None
    for n, step in enumerate(found.step, 1):
        if step.points not in POINTS:
            raise LessonError(f"{path.name}: step {n} points at {step.points!r}, not one of {', '.join(POINTS)}")
    if not found.step or found.step[-1].do or any(not s.do for s in found.step[:-1]):
        raise LessonError(f"{path.name}: every step but the last says what to do, and the last ends the guide")
    return found


def is_guided(lesson: Lesson, state: State) -> bool:
    """Whether `state` is a game of `lesson`: its city-states, the AI's seats and its seed."""
    return (
        state.seed == lesson.seed
        and set(state.players) == set(lesson.players)
        and {p for p in state.players if is_ai(state, p)} == set(lesson.ai)
    )


def fits(text: str, step: Step) -> bool:
    return any(text == words or text.startswith(words + " ") for words in step.do)


def progress(lesson: Lesson, given: list[str]) -> int:
    """How many steps the player's commands (in the order given) have completed: each
    command completes the step it fits, passing over optional steps before it;
    a command that fits no step ahead changes nothing."""
    steps, at = lesson.step, 0
    for text in given:
        ahead = at
        while ahead < len(steps) - 1:
            if fits(text, steps[ahead]):
                at = ahead + 1
                break
            if not steps[ahead].optional:
                break
            ahead += 1
    return at


@dataclass(frozen=True)
class Now:
    number: int  # of the step shown, from 1
    of: int  # steps in all
    step: Step
    command: str  # the exact command F2 shows ("" when the player has nothing to give now)
    off_script: bool  # the game asks the player something the step is not about
    done: bool  # the guide's last step: it lets go


def now(lesson: Lesson, given: list[str], legal: list[str]) -> Now:
    """The step to show, given the player's commands so far and their legal commands
    now (none while others act): optional steps the game is not at are passed over."""
    steps = lesson.step
    at = progress(lesson, given)
    if legal:
        while at < len(steps) - 1 and steps[at].optional and not any(fits(t, steps[at]) for t in legal):
            at += 1
    step = steps[at]
    done = at == len(steps) - 1
    mine = [t for t in legal if fits(t, step)]
    command = step.show if step.show in mine else mine[0] if mine else ""
    off_script = bool(legal) and not done and not mine
    if off_script:
        command = legal[0]  # the game needs another answer first: one it takes
    return Now(at + 1, len(steps), step, command, off_script, done)
