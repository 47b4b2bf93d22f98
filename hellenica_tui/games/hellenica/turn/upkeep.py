"""UPKEEP PHASE: the steps in the rulebook's order.

`STEPS` is the list run at every upkeep; other rules modules insert theirs
(creatures, conquest, ...) with `add_step`, at the place `ORDER` gives them,
so the order never depends on which module happens to be imported first. A step returns False while it waits for
players' answers (it sets `pending`); it is run again once they answered and
must then find nothing left to do.
"""

from __future__ import annotations

from collections.abc import Callable

from hellenica_tui.games.hellenica.content.ability_schema import Income
from hellenica_tui.games.hellenica.core import events as ev
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import ACTIONS, ACTIVE, OVER
from hellenica_tui.games.hellenica.economy.governments import gain_amount, needs_government
from hellenica_tui.games.hellenica.economy.upgrades import MARKET, TEMPLE, counts_as, upgrade_at
from hellenica_tui.games.hellenica.effects.advancements import effects, extra_slots

Step = Callable[[Tx], bool]


def place_governments(tx: Tx) -> bool:
    missing = needs_government(tx.s)
    if missing:
        tx.emit(ev.GovernmentPending(players=tuple(missing)))
        return False
    return True


def retrieve(tx: Tx) -> bool:
    """Cubes come off upgrades (not where a creature stands) and off unit stacks."""
    areas = tuple(a for a, st in tx.s.areas.items() if st.slots and not st.creature)
    tx.emit(ev.UpgradesReadied(areas=areas))
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
            tx.emit(ev.DeityCardsTaken(player=name, deities=tuple(found)))
    return True


def clear_invocations(tx: Tx) -> bool:
    if any(p.invocations_used for p in tx.s.players.values()):
        tx.emit(ev.InvocationsCleared())
    return True


def victory(tx: Tx) -> bool:
    from hellenica_tui.games.hellenica.victory.victory import check_victory

    won = check_victory(tx.s, tx.content)
    if won is not None:
        tx.emit(won)
        return False
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
                    (up := upgrade_at(area, i)) is not None and up.state == ACTIVE
                    for i in counts_as(area, MARKET, wild)
                )
        extra = extra_slots(tx.content, p)
        cubes: dict[str, int] = {a: (markets if a == "supply" else base.get(a, 0)) + extra[a] for a in ACTIONS}
        tx.emit(ev.BoardReplenished(player=name, cubes=cubes, extra_slots=extra))
        for effect in effects(tx.content, p, Income):
            amount = gain_amount(tx, name, effect)
            if amount:
                tx.emit(ev.Gained(player=name, commodity=effect.commodity, amount=amount))
    return True


STEPS: list[tuple[str, Step]] = [
    ("government", place_governments),
    ("retrieve", retrieve),
    ("deity_cards", deity_cards),
    ("invocations", clear_invocations),
    ("victory", victory),
    ("replenish", replenish),
]


# Every upkeep step by name, in the rulebook's order: the gods' window opens
# first, creatures act, cities are conquered, governments are placed, tokens,
# cubes and deity cards come back, then victory is checked and boards refilled.
ORDER = (
    "invocation_window", "creatures", "conquest", "ai_government", "government", "tokens",
    "retrieve", "deity_cards", "turn_abilities", "invocations", "victory", "replenish",
)


def add_step(name: str, step: Step) -> None:
    """Insert a step at its place in `ORDER` (once)."""
    if any(n == name for n, _ in STEPS):
        return
    rank = ORDER.index(name)
    index = next((i for i, (n, _) in enumerate(STEPS) if ORDER.index(n) > rank), len(STEPS))
    STEPS.insert(index, (name, step))


def run(tx: Tx) -> bool:
    """Run the remaining steps; True when the upkeep is over and the next turn may begin."""
    s = tx.s
    while s.upkeep_step < len(STEPS):
        _, step = STEPS[s.upkeep_step]
        if not step(tx) or s.phase == OVER:
            return False
        tx.emit(ev.UpkeepStepDone(step=s.upkeep_step))
    return True
