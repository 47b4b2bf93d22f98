"""What a player of Epireia may ask for, one Struct per command."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.epireia.vocabulary import Resource, Unit


class PickCity(Command, frozen=True, kw_only=True):
    city: str


class PickAdmin(Command, frozen=True, kw_only=True):
    admin: str


class PickFigure(Command, frozen=True, kw_only=True):
    """The secret first figure: kept hidden until every city has picked."""

    figure: str


class Donate(Command, frozen=True, kw_only=True):
    resource: Resource
    amount: int


class Build(Command, frozen=True, kw_only=True):
    building: str


class Produce(Command, frozen=True, kw_only=True):
    unit: Unit
    level: int


class UseAbility(Command, frozen=True, kw_only=True):
    """The Administrator's ability; `choice` names a unit, a resource or a building when it asks one."""

    choice: str = ""


class Recruit(Command, frozen=True, kw_only=True):
    figure: str


class Send(Command, frozen=True, kw_only=True):
    figure: str
    space: str


class Done(Command, frozen=True, kw_only=True):
    """End one's development turn (its actions left unused) or one's diplomacy."""


class Place(Command, frozen=True, kw_only=True):
    token: str
    slot: str


class Lead(Command, frozen=True, kw_only=True):
    figure: str
    front: str


class Ready(Command, frozen=True, kw_only=True):
    pass


class Commit(Command, frozen=True, kw_only=True):
    pass


class Hold(Command, frozen=True, kw_only=True):
    pass


COMMANDS: tuple[type[Command], ...] = (
    PickCity, PickAdmin, PickFigure, Donate, Build, Produce, UseAbility, Recruit,
    Send, Done, Place, Lead, Ready, Commit, Hold,
)  # fmt: skip
