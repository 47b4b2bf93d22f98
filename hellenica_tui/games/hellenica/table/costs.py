"""What a command costs, read off the events the rules would emit for it.

The rules are the only judge: the command is decided on a scratch copy (as
the legal list does) and its price gathered from what it spends: an action
cube, Commerce, Philosophers, Favor, and the upgrade it exhausts.
"""

from __future__ import annotations

from typing import Any

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.legal import accepted
from hellenica_tui.games.hellenica.core.phrasing import many, name_of
from hellenica_tui.games.hellenica.core.state import GOVERNMENT_SLOT, State
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.effects import events as er
from hellenica_tui.games.hellenica.gods.events import InvocationCast
from hellenica_tui.games.hellenica.turn import events as turn_ev

FREE = "free"


def cost_of(state: State, player: str, command: Command) -> str:
    """'a build cube, exhausts the Market of Athens', '3 Commerce', '2 Favor', 'free';
    '' when the rules refuse the command now."""
    events = accepted(RULES, state, player, command)
    if events is None:
        return ""
    return describe(state, player, events)


def describe(state: State, player: str, events: list[Any]) -> str:
    content = content_of(state)
    paid: dict[str, int] = {}
    parts: list[str] = []
    for e in events:
        if getattr(e, "player", player) != player:
            continue
        if isinstance(e, econ_ev.CubeSpent):
            parts.append(f"a {e.action} cube")
        elif isinstance(e, (econ_ev.ExchangePaid, econ_ev.CommerceConverted)):
            paid["commerce"] = paid.get("commerce", 0) + e.commerce
        elif isinstance(e, econ_ev.AdvancementResearched):
            paid["philosophers"] = paid.get("philosophers", 0) + e.cost
        elif isinstance(e, InvocationCast):
            paid["favor"] = paid.get("favor", 0) + e.cost
        elif isinstance(e, turn_ev.EthosRedrawn):
            paid["favor"] = paid.get("favor", 0) + e.favor
        elif isinstance(e, er.Lost):
            paid[e.commodity] = paid.get(e.commodity, 0) + e.amount
        elif isinstance(e, econ_ev.UpgradeExhausted):
            what = "the government marker" if e.slot == GOVERNMENT_SLOT else f"the {name_of(content, e.upgrade or 'upgrade')}"
            parts.append(f"exhausts {what} of {name_of(content, e.city)}")
    parts += [many(content, n, what) for what, n in paid.items() if n]
    return ", ".join(parts) or FREE
