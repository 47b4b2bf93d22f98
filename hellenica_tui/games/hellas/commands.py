"""What a player of Hellas may ask for; `notation.py` gives each its one text."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Command


class Place(Command):
    """Lay the drawn tile at (q, r) turned `turn` sixths; on a Voyage, `ship` names the
    city next to it whose ship goes home, `source` the city a Greek leaves when the
    supply is empty."""

    q: int
    r: int
    turn: int
    ship: str = ""
    source: str = ""


class Burst(Command):
    pass


class Voyage(Command):
    pass


class AttackCity(Command):
    """Attack `target` with `count` Greeks of `source` (more may follow with Send)."""

    target: str
    source: str
    count: int


class Send(Command):
    source: str
    count: int


class Strike(Command):
    pass


class AddGreek(Command):
    city: str


class AddShip(Command):
    city: str


class Draw(Command):
    god: str


class Stop(Command):
    """End the Burst of Strength before its actions run out."""


class MoveGreek(Command):
    source: str
    target: str


class MoveShip(Command):
    source: str
    target: str


class End(Command):
    """End the turn (after the regrouping)."""


class Play(Command):
    """Play a God card; `target` and `source` as its effect needs them."""

    card: str
    target: str = ""
    source: str = ""


class Stand(Command):
    """The defender plays no more cards: the attack is resolved."""


COMMANDS: tuple[type[Command], ...] = (
    Place, Burst, Voyage, AttackCity, Send, Strike, AddGreek, AddShip, Draw, Stop,
    MoveGreek, MoveShip, End, Play, Stand,
)  # fmt: skip
