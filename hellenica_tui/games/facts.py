"""What every game module declares and gives (docs/house.md), as OpenSpiel's
`GameType` declares a game's facts beside the game itself.

`GameFacts` is plain data, cheap to read: the lists of games, the new-game
forms and `hellenica games` read it without loading any rules. Everything
else a game gives (its ruleset, its save facts, what a seat reads, its search
core) is a method of its `GameModule`, loaded on first use.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, Protocol

import msgspec

from hellenica_tui.engine.ruleset import Command, Ruleset, Seat

if TYPE_CHECKING:
    from hellenica_tui.engine.errors import CommandError
    from hellenica_tui.engine.log import Group
    from hellenica_tui.engine.peek import Peek
    from hellenica_tui.games.kit.rule_pages import RulePage

SettingKind = Literal["flag", "choice", "number"]
SettingValue = bool | str | int


class Setting(msgspec.Struct, frozen=True, kw_only=True):
    """One choice made when a game is set up, stored in its save's settings."""

    id: str  # the key in the save's settings, and in `hellenica new --set ID=VALUE`
    label: str  # what a form shows beside it
    kind: SettingKind
    default: SettingValue
    choices: tuple[str, ...] = ()  # for kind == "choice"
    help: str = ""
    stored_if_default: bool = True  # False: left out of a save's settings when at its default

    def read(self, text: str) -> SettingValue:
        """The value `text` means (as typed after `--set ID=`); ValueError saying why not."""
        word = text.strip().lower()
        if self.kind == "flag":
            if word in ("yes", "true", "on", "1"):
                return True
            if word in ("no", "false", "off", "0"):
                return False
            raise ValueError(f"{self.id} is yes or no, not {text!r}")
        if self.kind == "number":
            try:
                return int(word)
            except ValueError:
                raise ValueError(f"{self.id} is a whole number, not {text!r}") from None
        if word not in self.choices:
            raise ValueError(f"{self.id} is one of {', '.join(self.choices)}, not {text!r}")
        return word


NORMAL = "normal"  # the strength of an AI seat that names none


class GameFacts(msgspec.Struct, frozen=True, kw_only=True):
    """A game's declared facts."""

    id: str  # the ruleset id every save's header carries
    name: str  # short, for lists ("Hellenica")
    title: str  # in full, for the title of a form
    description: str  # one line
    players_min: int
    players_max: int
    seat_noun: str  # what a seat is called ("city-state", "player", "league")
    teams: bool = False  # whether seats form sides of more than one
    scenarios: tuple[str, ...]
    default_scenario: str
    settings: tuple[Setting, ...] = ()
    ai_levels: tuple[str, ...] = ()  # the first is the default
    # The strengths a player may choose for an AI level, weakest first (Hellenica's expert:
    # easy, normal, hard); a seat naming none plays `NORMAL`, as saves made before them do.
    ai_strengths: dict[str, tuple[str, ...]] = msgspec.field(default_factory=dict)
    listed: bool = True  # False: a test or example game, not offered to players

    def seat_count(self) -> str:
        """How many play, in words: "2 players", "2 to 7 city-states"."""
        few, many = self.players_min, self.players_max
        return f"{few} {self.seat_noun}s" if few == many else f"{few} to {many} {self.seat_noun}s"

    def seat_ai(self, level: str, strength: str = "") -> str:
        """The bot name a seat stores for `level` played at `strength`: the level alone at
        `NORMAL` (or none named), else "level-strength"; ValueError naming the choices."""
        if level not in self.ai_levels:
            raise ValueError(f"{level!r} is not an AI level (choose {' or '.join(self.ai_levels)})")
        strength = strength or NORMAL
        choices = self.ai_strengths.get(level, ())
        if strength == NORMAL and (not choices or NORMAL in choices):
            return level
        if not choices:
            raise ValueError(f"the {level} AI has no levels to choose, not {strength!r}")
        if strength not in choices:
            raise ValueError(f"{strength!r} is no level of the {level} AI (choose {', '.join(choices)})")
        return f"{level}-{strength}"

    def ai_of(self, bot: str) -> tuple[str, str]:
        """The AI level and strength a seat's bot name means: ("expert", "hard") for
        "expert-hard", ("expert", "normal") for "expert"; ValueError for one the game has not."""
        if bot in self.ai_levels:
            return bot, NORMAL
        level, _, strength = bot.rpartition("-")
        if level in self.ai_levels and strength in self.ai_strengths.get(level, ()) and strength != NORMAL:
            return level, strength
        raise ValueError(f"{bot!r} is not an AI level (choose {' or '.join(self.ai_levels)})")

    def ai_choices(self) -> str:
        """The AI levels, each with its strengths: "rulebook, expert (easy, normal, hard)"."""
        return ", ".join(
            f"{level} ({', '.join(self.ai_strengths[level])})" if self.ai_strengths.get(level) else level
            for level in self.ai_levels
        )

    def setting(self, ident: str) -> Setting | None:
        return next((s for s in self.settings if s.id == ident), None)

    def chosen(self, given: Mapping[str, str]) -> dict[str, SettingValue]:
        """A save's settings: every declared one at its default, but those `given` as
        typed (`--set ID=VALUE`); ValueError naming an unknown id or a bad value."""
        values: dict[str, SettingValue] = {}
        for ident in given:
            if self.setting(ident) is None:
                known = ", ".join(s.id for s in self.settings) or "none"
                raise ValueError(f"{self.title} has no setting {ident!r} (settings: {known})")
        for setting in self.settings:
            value = setting.read(given[setting.id]) if setting.id in given else setting.default
            if value != setting.default or setting.stored_if_default:
                values[setting.id] = value
        return values


class SearchCore(Protocol):
    """The rules as a search plays them: plain functions on a state, no engine, no log."""

    def new_state(self, seats: Sequence[str], seed: int, scenario: str, settings: Mapping[str, Any]) -> Any: ...

    def to_act(self, state: Any) -> list[str]: ...

    def legal(self, state: Any, player: str) -> list[Command]: ...

    def copy(self, state: Any) -> Any: ...

    def apply(self, state: Any, player: str, command: Command, rng: random.Random) -> Any:
        """The state after the command (`state` left as it was); CommandError if refused."""
        ...

    def is_over(self, state: Any) -> bool: ...

    def winners(self, state: Any) -> list[str]: ...


class GameModule(Protocol):
    """One game as the house uses it: its facts, and what it gives, loaded on first use."""

    facts: GameFacts

    def ruleset(self) -> Ruleset: ...

    def seats(self, scenario: str) -> Mapping[str, str]:
        """The seats a game of `scenario` may have, id to name, in their order."""
        ...

    def seat_names(self, state: Any) -> Mapping[str, str]:
        """The seats' names in a game under way (a seat not named here is shown by its id)."""
        ...

    def save_facts(self, peek: Peek) -> tuple[int | None, tuple[str, ...]]:
        """From the end of a save's log: the turn (None if unknown) and who won."""
        ...

    def why_not(self, state: Any, player: str, text: str, error: CommandError) -> str:
        """A refusal in one line, with the rule that refused it and who may, or when."""
        ...

    def narrate(self, groups: Iterable[Group], before: Any, evolve: Any, viewer: str | None) -> Iterable[list[str]]:
        """For each group in turn, its events told to `viewer`, each in the state it happens in."""
        ...

    def summary(self, view: Any) -> dict[str, Any]:
        """A view as plain data (`hellenica show --json`)."""
        ...

    def describe(self, summary: dict[str, Any]) -> str:
        """A summary as a short text board (`hellenica show`)."""
        ...

    def search(self) -> SearchCore: ...

    def rule_pages(self, scenario: str) -> Sequence[RulePage]:
        """The rules as this game plays them, one topic a page; a refusal names a page's id."""
        ...

    def leaks(self, state: Any, view: Any, viewer: str | None) -> list[str]:
        """What `view` (made for `viewer`, None for a spectator) shows of another seat's
        secrets or of what nobody may know (empty when nothing): the conformance suite's
        check that views hide what they must."""
        ...


class ModuleSearch:
    """A game's own search core, a module of plain functions (`games/<id>/search.py`),
    as the house's: `start` makes its first state from the house's arguments, the rest
    are the module's own functions."""

    def __init__(self, core: Any, start: Callable[[Sequence[str], int, str, Mapping[str, Any]], Any]) -> None:
        self.new_state = start
        self.to_act = core.to_act
        self.legal = core.legal
        self.copy = core.copy
        self.apply = core.apply
        self.is_over = core.is_over
        self.winners = core.winners


class RulesetSearch:
    """A search core on any ruleset: copy, decide, then fold (for games small enough
    that nothing faster is needed)."""

    def __init__(self, ruleset: Ruleset, winners: Any) -> None:
        self._ruleset = ruleset
        self._winners = winners

    def new_state(self, seats: Sequence[str], seed: int, scenario: str, settings: Mapping[str, Any]) -> Any:
        return self._ruleset.initial_state(scenario, [Seat(name) for name in seats], seed, settings)

    def to_act(self, state: Any) -> list[str]:
        return self._ruleset.to_act(state)

    def legal(self, state: Any, player: str) -> list[Command]:
        return self._ruleset.legal_commands(state, player)

    def copy(self, state: Any) -> Any:
        return self._ruleset.copy_state(state)

    def apply(self, state: Any, player: str, command: Command, rng: random.Random) -> Any:
        events = self._ruleset.decide(state, player, command, rng)
        after = self._ruleset.copy_state(state)
        for event in events:
            after = self._ruleset.evolve(after, event)
        return after

    def is_over(self, state: Any) -> bool:
        return not self._ruleset.to_act(state)

    def winners(self, state: Any) -> list[str]:
        return list(self._winners(state))
