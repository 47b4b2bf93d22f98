"""The AI seats' checks around other features' commands, and their grudges: a
move or a harmful invocation or world event aimed at an AI player puts the
one who did it on its grudge space."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.hellenica.ai_seats.events import (
    AiMovedNothing,
    GrudgeSet,
)
from hellenica_tui.games.hellenica.ai_seats.seats import (
    seat_of,
)
from hellenica_tui.games.hellenica.content.effect_kinds import Effect
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.feature import Decider
from hellenica_tui.games.hellenica.core.rule_refs import AI
from hellenica_tui.games.hellenica.core.state import ACTION, State, is_ai
from hellenica_tui.games.hellenica.economy.commands import (
    Build,
    ChangeGovernment,
    Pass,
    Research,
    SupplyCommerce,
    Train,
    Worship,
)
from hellenica_tui.games.hellenica.mechanics.harm import harms
from hellenica_tui.games.hellenica.turn.commands import ChoosePatron, KeepEthos, Redraw
from hellenica_tui.games.hellenica.war.commands import EndMovement, Move, SupplyMovement


def guarded(check: Any) -> Callable[[Decider], Decider]:
    """A wrapper for another feature's decider: `check` runs first (and may refuse)."""

    def wrap(inner: Decider) -> Decider:
        def decide(tx: Tx, player: str, cmd: Any) -> None:
            check(tx, player, cmd)
            inner(tx, player, cmd)

        return decide

    return wrap


def _no_board(tx: Tx, player: str, cmd: Any) -> None:
    if is_ai(tx.s, player):
        raise IllegalCommand("an AI player has no player board: it produces from AI cards and moves by supply", rule=AI)


def _ai_pass(tx: Tx, player: str, cmd: Any) -> None:
    if not is_ai(tx.s, player) or tx.s.phase != ACTION:
        return
    if tx.s.round < 2:
        raise IllegalCommand("an AI player produces in the first round")
    if seat_of(tx.s, player).supply > 0:
        raise IllegalCommand(f"{player} still has Supply on the AI board; it passes only at 0", rule=AI)


def _harmed_on(s: State, area: str) -> set[str]:
    """Who is harmed by what is aimed at an area: the players with units there and the city's owner."""
    st = s.areas[area]
    victims = {p for p, stack in st.units.items() if sum(stack.units.values()) > 0}
    if st.owner:
        victims.add(st.owner)
    return victims


def held_first(events_of: Callable[[Tx, str, Any], list[Event]]) -> Callable[[Decider], Decider]:
    """A wrapper for another feature's decider whose events (`events_of`, worked out on
    the state before the command) go first, yet only once the wrapped decider, every
    check made, emits its own (`Tx.hold`): the command is refused as before, and a kind
    its feature declares settled stays settled."""

    def wrap(inner: Decider) -> Decider:
        def decide(tx: Tx, player: str, cmd: Any) -> None:
            tx.hold(events_of(tx, player, cmd))
            try:
                inner(tx, player, cmd)
            finally:
                left = tx.release()
            for event in left:  # the wrapped decider emitted nothing
                tx.emit(event)

        return decide

    return wrap


def _grudges(s: State, victims: set[str], culprit: str) -> list[Event]:
    if s.ai is None:
        return []
    found: list[Event] = []
    for victim in sorted(victims - {culprit}):
        seat = s.ai.seats.get(victim)
        if seat is not None and seat.grudge != culprit:
            found.append(GrudgeSet(player=victim, against=culprit))
    return found


def _hold_grudges(tx: Tx, victims: set[str], culprit: str) -> None:
    for event in _grudges(tx.s, victims, culprit):
        tx.emit(event)


def _grudge_on_move(tx: Tx, player: str, cmd: Move) -> list[Event]:
    """Moving onto an area holding an AI's units or a city it owns harms it (tried is enough)."""
    return _grudges(tx.s, _harmed_on(tx.s, cmd.to), player) if cmd.to in tx.s.areas else []


def grudge_on_target(tx: Tx, caster: str, effects: list[Effect], target: str) -> None:
    """A harmful invocation aimed at an AI player (or its area or city) puts the caster on its grudge space."""
    if tx.s.ai is None or not harms(effects):
        return
    victims = {target} if target in tx.s.players else _harmed_on(tx.s, target) if target in tx.s.areas else set()
    _hold_grudges(tx, victims, caster)


def grudge_on_world_event(tx: Tx, winner: str, effect: Effect, aimed: set[str]) -> None:
    """A harmful world event its winner aimed at an AI player (naming it, or picking
    an area or city where it stands or that it owns) puts the winner on its grudge
    space. What the card does to everyone alike, or to "every other player", is
    aimed at nobody in particular and sets no grudge."""
    if tx.s.ai is not None and harms([effect]):
        _hold_grudges(tx, aimed, winner)


def _ai_end_movement(tx: Tx, player: str, cmd: Any) -> list[Event]:
    m = tx.s.movement
    if is_ai(tx.s, player) and m is not None and m.player == player and not m.sent:
        return [AiMovedNothing(player=player, area=m.area)]
    return []


# The checks the AI seats add to other features' deciders: an AI player has no
# player board, passes only at 0 Supply, holds grudges and reports a movement of nothing.
WRAPS: dict[type, Callable[[Decider], Decider]] = {
    **{kind: guarded(_no_board) for kind in (
        Build, ChangeGovernment, Train, Research, Worship, SupplyCommerce, SupplyMovement, ChoosePatron, KeepEthos,
        Redraw,
    )},
    Pass: guarded(_ai_pass),
    Move: held_first(_grudge_on_move),
    EndMovement: held_first(_ai_end_movement),
}

# The kinds whose wrapper refuses only an AI player, to whom the other features' fast
# candidates never offer them: they stay exact (core/legal.py).
EXACT = (Build, ChangeGovernment, Train, Research, Worship, SupplyCommerce, SupplyMovement)

# The wrapped kinds whose checks above only refuse, or hold their events until the
# wrapped decider emits: they keep a kind settled.
SETTLED = (
    Build, ChangeGovernment, Pass, Train, Worship, SupplyCommerce, Research, SupplyMovement, ChoosePatron, KeepEthos,
    Redraw, Move, EndMovement,
)
