"""The AI government marker: a garrison of one elite Hoplite and one elite Cavalry.

It never leaves its area. In combat its two units fall one at a time like any
others, but unless both fall the marker is whole again when the combat ends.
Once destroyed, it comes back at the next Upkeep on the AI's city with the
most settlements (a draw between equals); an AI with no city gets none.
"""

from __future__ import annotations

import random

from hellenica_tui.ai.rulebook.aimap import AiMap, most_settled
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.combat import Force

GARRISON = Force(elite_hoplites=1, elite_cavalry=1)


def garrison_after_combat(left: Force) -> Force:
    """The garrison once a combat is over, given what of it survived: whole
    again if anything survived, gone otherwise."""
    if left.elite_hoplites > 1 or left.elite_cavalry > 1 or left.total != left.elite_hoplites + left.elite_cavalry:
        raise IllegalCommand("a government marker holds one elite hoplite and one elite cavalry only")
    return GARRISON if left.total else Force()


def regeneration_city(m: AiMap, rng: random.Random) -> str | None:
    """Where a destroyed marker returns at Upkeep (None: it still stands, or the AI has no city)."""
    if m.government_city() is not None:
        return None
    return most_settled(m, m.owned_cities(), rng)
