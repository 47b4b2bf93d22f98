"""UPKEEP PHASE: the steps in the rulebook's order.

`UPKEEP` holds the turn's own steps; other features declare theirs (creatures,
conquest, ...), and the composition root writes down the one order they all run
in. A step returns False while it waits for players' answers (it sets
`pending`); it is run again once they answered and must then find nothing left
to do.
"""

from __future__ import annotations

from collections.abc import Callable

from hellenica_tui.games.hellenica.content.ability_schema import Income
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import ACTIONS, ACTIVE, OVER
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.governments import gain_amount, needs_government
from hellenica_tui.games.hellenica.economy.upgrades import MARKET, TEMPLE, counts_as, upgrade_at
from hellenica_tui.games.hellenica.effects.advancements import effects, extra_slots
from hellenica_tui.games.hellenica.turn import events as turn_ev

Step = Callable[[Tx], bool]


def place_governments(tx: Tx) -> bool:
    missing = needs_government(tx.s)
    if missing:
        tx.emit(turn_ev.GovernmentPending(players=tuple(missing)))
        return False
    return True


def retrieve(tx: Tx) -> bool:
    """Cubes come off upgrades (not where a creature stands) and off unit stacks."""
    areas = tuple(a for a, st in tx.s.areas.items() if st.slots and not st.creature)
    tx.emit(turn_ev.UpgradesReadied(areas=areas))
    return True


def deity_cards(tx: Tx) -> bool:
    """A player takes the card of every deity they now own a temple to."""
    for name, p in tx.s.players.items():
        found: list[str] = []
        for area in tx.s.areas.values():
            if area.owner != name:
                continue
            for up in [*area.slots, area.government]:
                if up is not None and up.kind == TEMPLE and up.deity not in p.deities and up.deity not in found:
                    found.append(up.deity)
        if found:
            tx.emit(turn_ev.DeityCardsTaken(player=name, deities=tuple(found)))
    return True


def clear_invocations(tx: Tx) -> bool:
    if any(p.invocations_used for p in tx.s.players.values()):
        tx.emit(turn_ev.InvocationsCleared())
    return True


def replenish(tx: Tx) -> bool:
    """A Supply cube per active Market-type upgrade; one cube per other action
    and per unlocked extra space; then `income` abilities pay out."""
    wild = next((u.id for u in tx.content.upgrades.values() if u.wildcard), "")
    base = tx.content.scenario.setup.action_cubes
    for name, p in tx.s.players.items():
        markets = 0
        for area in tx.s.areas.values():
            if area.owner == name:
                markets += sum(
                    upgrade_at(area, i).state == ACTIVE  # type: ignore[union-attr]
                    for i in counts_as(area, MARKET, wild)
                )
        extra = extra_slots(tx.content, p)
        cubes: dict[str, int] = {a: (markets if a == "supply" else base.get(a, 0)) + extra[a] for a in ACTIONS}
        tx.emit(turn_ev.BoardReplenished(player=name, cubes=cubes, extra_slots=extra))
        for effect in effects(tx.content, tx.s.players[name], Income):  # the player as the event left it
            amount = gain_amount(tx, name, effect)
            if amount:
                tx.emit(econ_ev.Gained(player=name, commodity=effect.commodity, amount=amount))
    return True


UPKEEP: dict[str, Step] = {
    "government": place_governments,
    "retrieve": retrieve,
    "deity_cards": deity_cards,
    "invocations": clear_invocations,
    "replenish": replenish,
}


def run(tx: Tx) -> bool:
    """Run the remaining steps; True when the upkeep is over and the next turn may begin."""
    s = tx.s
    steps = tx.rules.upkeep
    while s.upkeep_step < len(steps):
        _, step = steps[s.upkeep_step]
        if not step(tx) or s.phase == OVER:
            return False
        tx.emit(turn_ev.UpkeepStepDone(step=s.upkeep_step))
    return True
