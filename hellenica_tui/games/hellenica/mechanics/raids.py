"""RAIDS: the active player who alone occupies an area may strip enemy upgrades off its mines."""

from __future__ import annotations

from collections.abc import Collection, Iterable

import msgspec

from hellenica_tui.engine.errors import IllegalCommand


class MineUpgrade(msgspec.Struct, frozen=True):
    """A City Upgrade standing on a mine location of the area."""

    mine: int  # which mine location of the area
    owner: str
    kind: str


def raid_targets(
    active: str, occupants: Collection[str], mine_upgrades: Iterable[MineUpgrade]
) -> tuple[MineUpgrade, ...]:
    """The upgrades `active` may remove: other players' upgrades on mines, if its units alone hold the area."""
    if set(occupants) != {active}:
        return ()
    return tuple(u for u in mine_upgrades if u.owner != active)


def raid(
    active: str,
    occupants: Collection[str],
    mine_upgrades: Iterable[MineUpgrade],
    removed: Iterable[MineUpgrade],
) -> tuple[MineUpgrade, ...]:
    """The mine upgrades left after `active` removes the ones it chose (any number)."""
    upgrades = tuple(mine_upgrades)
    targets = raid_targets(active, occupants, upgrades)
    chosen = set(removed)
    for u in chosen:
        if u not in targets:
            if set(occupants) != {active}:
                raise IllegalCommand("only a player whose units alone occupy the area may raid it")
            raise IllegalCommand(f"the {u.kind} on mine {u.mine} cannot be raided")
    return tuple(u for u in upgrades if u not in chosen)
