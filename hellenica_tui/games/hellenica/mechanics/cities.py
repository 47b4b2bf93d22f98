"""Who owns a city after it is emptied by a revolt, an area reduction or a creature."""

from __future__ import annotations


def owner_after_losses(
    owner: str | None, *, units_left: int, upgrades_left: int | None, home_of: str | None
) -> str | None:
    """The city's owner after losses.

    A city keeps its owner while anything of it stands (`upgrades_left=None`
    means upgrades do not count, as after a revolt that leaves them for a later
    conqueror). Emptied, it becomes neutral (None) unless it is a starting home
    city, which goes back to the city-state it belongs to.
    """
    if units_left > 0 or (upgrades_left is not None and upgrades_left > 0):
        return owner
    return home_of
