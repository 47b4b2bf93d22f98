"""What a player of Epireia may ask for, one Struct per command."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.epireia.vocabulary import Resource, Unit


class PickCity(Command):
    city: str


class PickAdmin(Command):
    admin: str


class PickFigure(Command):
    """The secret first figure: kept hidden until every city has picked."""

    figure: str


class Donate(Command):
    resource: Resource
    amount: int


class Build(Command):
    building: str


class Produce(Command):
    unit: Unit
    level: int


class UseAbility(Command):
    """The Administrator's ability; `choice` names a unit, a resource or a building when it asks one."""

    choice: str = ""


class Recruit(Command):
    figure: str


class Send(Command):
    figure: str
    space: str


class Done(Command):
    """End one's development turn (its actions left unused) or one's diplomacy."""


class Place(Command):
    token: str
    slot: str


class Lead(Command):
    figure: str
    front: str


class Ready(Command):
    pass


class Commit(Command):
    pass


class Hold(Command):
    pass


COMMANDS: tuple[type[Command], ...] = (
    PickCity, PickAdmin, PickFigure, Donate, Build, Produce, UseAbility, Recruit,
    Send, Done, Place, Lead, Ready, Commit, Hold,
)  # fmt: skip
