"""What a player may ask for. Canonical texts are in `notation`."""

from __future__ import annotations

from typing import Literal

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.war.content.schema import UnitKind

AfterCapture = Literal["hold", "plunder", "destroy"]
AFTER_CHOICES: dict[str, AfterCapture] = {"hold": "hold", "plunder": "plunder", "destroy": "destroy"}


class ChooseHome(Command, frozen=True, kw_only=True):
    city: str


class Discard(Command, frozen=True, kw_only=True):
    card: str


class Recruit(Command, frozen=True, kw_only=True):
    kind: UnitKind
    city: str
    count: int = 1


class Negotiate(Command, frozen=True, kw_only=True):
    """A diplomacy roll aimed at a city."""

    city: str


class Move(Command, frozen=True, kw_only=True):
    """One step of a group of units from a space to a neighbouring one."""

    src: str
    dst: str
    army: int = 0
    rowers: int = 0
    fleet: int = 0
    transport: int = 0
    baggage: int = 0
    leaders: tuple[str, ...] = ()


class Attack(Command, frozen=True, kw_only=True):
    """Every unit of yours next to `target` that may fight in this phase attacks it;
    `then` says what to do with a city taken."""

    target: str
    then: AfterCapture = "hold"
    cards: tuple[str, ...] = ()  # battle cards played with the attack


class Defend(Command, frozen=True, kw_only=True):
    """The defender's answer to an attack: the battle cards he plays (maybe none)."""

    cards: tuple[str, ...] = ()


class Play(Command, frozen=True, kw_only=True):
    """A card played in your own turn, at a target if it needs one (a player, a city,
    a space or a leader, by name in lower case)."""

    card: str
    target: str = ""


class Ransom(Command, frozen=True, kw_only=True):
    """Buy back a leader of yours held prisoner (by name in lower case)."""

    leader: str


class Execute(Command, frozen=True, kw_only=True):
    """Put to death a leader you hold prisoner."""

    leader: str


class Done(Command, frozen=True, kw_only=True):
    """End the current phase (the turn, in the second move phase)."""


COMMANDS = (ChooseHome, Discard, Recruit, Negotiate, Move, Attack, Defend, Play, Ransom, Execute, Done)
