"""The options of a question that name more than one thing, as small typed values.

A question's options are text where they are kept and typed: in the state (a
question waiting is part of the state hash every save keeps, so its form
cannot change without breaking older saves) and at the prompt (`choose
2:academy`). Each form is written (`text`) and read back (`read`) here and
nowhere else; the rules and the names shown to people work on the values.
"""

from __future__ import annotations

from typing import NamedTuple


class UnitOption(NamedTuple):
    """A player's unit: "sparta:elite_hoplite"."""

    owner: str
    unit: str

    @property
    def text(self) -> str:
        return f"{self.owner}:{self.unit}"

    @classmethod
    def read(cls, text: str) -> UnitOption | None:
        owner, colon, unit = text.partition(":")
        return cls(owner, unit) if colon and owner and unit and not _is_slot(owner) else None


class SlotOption(NamedTuple):
    """What stands (or is to stand) on a city's slot: "2:academy", "1:temple-apollo",
    "0:empty"; the slot of the government marker is GOVERNMENT_SLOT (-1)."""

    slot: int
    upgrade: str
    deity: str = ""

    @property
    def text(self) -> str:
        return f"{self.slot}:{self.upgrade}" + (f"-{self.deity}" if self.deity else "")

    @classmethod
    def read(cls, text: str) -> SlotOption | None:
        slot, colon, rest = text.partition(":")
        if not colon or not _is_slot(slot):
            return None
        upgrade, _, deity = rest.partition("-")
        return cls(int(slot), upgrade, deity)


class CardsKept(NamedTuple):
    """Cards kept together (Ethos objectives): "piety+wealth"."""

    cards: tuple[str, ...]

    @property
    def text(self) -> str:
        return "+".join(self.cards)

    @classmethod
    def read(cls, text: str) -> CardsKept:
        return cls(tuple(text.split("+")))


class CardsInOrder(NamedTuple):
    """Cards in an order, first on top (world events put back): "plague,silence"."""

    cards: tuple[str, ...]

    @property
    def text(self) -> str:
        return ",".join(self.cards)

    @classmethod
    def read(cls, text: str) -> CardsInOrder:
        return cls(tuple(text.split(",")))


def _is_slot(text: str) -> bool:
    return text.removeprefix("-").isdigit()
