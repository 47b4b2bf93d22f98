"""What a player of Hellas may ask for; `notation.py` gives each its one text."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Command


class Place(Command, frozen=True, kw_only=True):
    """Lay the drawn tile at (q, r) turned `turn` sixths; on a Voyage, `ship` names the
    city next to it whose ship goes home, `source` the city a Greek leaves when the
    supply is empty."""

    q: int
    r: int
    turn: int
    ship: str = ""
    source: str = ""


class Burst(Command, frozen=True, kw_only=True):
    pass


class Voyage(Command, frozen=True, kw_only=True):
    pass


class AttackCity(Command, frozen=True, kw_only=True):
    """Attack `target` with `count` Greeks of `source` (more may follow with Send)."""

    target: str
    source: str
    count: int


class Send(Command, frozen=True, kw_only=True):
    source: str
    count: int


class Strike(Command, frozen=True, kw_only=True):
    pass


class AddGreek(Command, frozen=True, kw_only=True):
    city: str


class AddShip(Command, frozen=True, kw_only=True):
    city: str


class Draw(Command, frozen=True, kw_only=True):
    god: str


class Stop(Command, frozen=True, kw_only=True):
    """End the Burst of Strength before its actions run out."""


class MoveGreek(Command, frozen=True, kw_only=True):
    source: str
    target: str


class MoveShip(Command, frozen=True, kw_only=True):
    source: str
    target: str


class End(Command, frozen=True, kw_only=True):
    """End the turn (after the regrouping)."""


class Play(Command, frozen=True, kw_only=True):
    """Play a God card; `target` and `source` as its effect needs them."""

    card: str
    target: str = ""
    source: str = ""


class Stand(Command, frozen=True, kw_only=True):
    """The defender plays no more cards: the attack is resolved."""


COMMANDS: tuple[type[Command], ...] = (
    Place, Burst, Voyage, AttackCity, Send, Strike, AddGreek, AddShip, Draw, Stop,
    MoveGreek, MoveShip, End, Play, Stand,
)  # fmt: skip
