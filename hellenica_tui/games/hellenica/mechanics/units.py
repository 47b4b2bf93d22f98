"""Unit kinds, and the keys a stack counts them under.

A stack counts regular and elite units of a kind apart: "hoplite" and
"elite_hoplite" are the two keys of the Hoplite. A key is looked up in these
tables, never taken apart, so the rules, the notation and the screens agree on
what each key means. The keys are the save's own words (commands, events and
positions name units by key), so they stay plain strings.
"""

from __future__ import annotations

from typing import Final, Literal

Unit = Literal["hoplite", "cavalry", "trireme", "hero"]
UnitKey = Literal["hoplite", "elite_hoplite", "cavalry", "elite_cavalry", "trireme", "elite_trireme", "hero"]

UNITS: Final[tuple[Unit, ...]] = ("hoplite", "cavalry", "trireme", "hero")
HERO: Final = "hero"
TRIREME: Final = "trireme"
# The order a command lists its units in (land first, heroes with the army, ships last).
UNIT_ORDER: Final[tuple[UnitKey, ...]] = (
    "hoplite", "elite_hoplite", "cavalry", "elite_cavalry", "hero", "trireme", "elite_trireme"
)
LAND_ARMY: Final[tuple[UnitKey, ...]] = ("hoplite", "elite_hoplite", "cavalry", "elite_cavalry")  # what triremes carry
SHIPS: Final[tuple[UnitKey, ...]] = ("trireme", "elite_trireme")

# Every unit's two keys; a Hero is never elite, but a key for one still reads back as a hero.
_ELITE: Final[dict[str, str]] = {unit: f"elite_{unit}" for unit in UNITS}
_BASE: Final[dict[str, str]] = {key: unit for unit, key in _ELITE.items()}


def unit_key(unit: str, elite: bool = False) -> str:
    """The key a stack counts `unit` under."""
    return _ELITE[unit] if elite else unit


def base_unit(key: str) -> str:
    """The unit kind a key counts ("elite_cavalry" -> "cavalry"); a key that is no unit's stays as it is."""
    return _BASE.get(key, key)


def is_elite(key: str) -> bool:
    return key in _BASE
