"""GOVERNMENT MARKERS: changing government with a Build action, and the free
placement at upkeep for a player left without a marker.

A marker counts as the upgrade printed on it (a temple-type marker gets a
patron deity, chosen as for a temple). A marker placed at upkeep is active
and is activated once for free, alone, as its `free_activation` effects say:
`gain`, `place_units` (on the Government City; elite when the player may train
that kind elite and asks for it) and `research_advancement` (one advancement
bought with Philosophers, no Commerce converted).
"""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.ability_schema import Income
from hellenica_tui.games.hellenica.content.effect_kinds import Effect
from hellenica_tui.games.hellenica.content.effect_schema import Gain, PlaceUnits, ResearchAdvancement
from hellenica_tui.games.hellenica.content.schema import Government
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import UPKEEP, State
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.actions import finish, own_city, pay
from hellenica_tui.games.hellenica.economy.commands import ChangeGovernment
from hellenica_tui.games.hellenica.economy.train import room
from hellenica_tui.games.hellenica.economy.upgrades import TEMPLE
from hellenica_tui.games.hellenica.effects.advancements import builds_active, check_research, may_train_elite
from hellenica_tui.games.hellenica.effects.counts import count
from hellenica_tui.games.hellenica.turn import events as turn_ev
from hellenica_tui.games.hellenica.turn.commands import PlaceGovernment
from hellenica_tui.games.kit.tables import Deciders

ELITE = "elite"


def needs_government(s: State) -> list[str]:
    """Players with no marker on the map who still own a city."""
    owners = {a.owner for a in s.areas.values() if a.owner}
    return [name for name, p in s.players.items() if not p.government and name in owners and p.kind != "ai"]


def check_government(tx: Tx, government: str, deity: str) -> Government:
    gov = tx.content.governments.get(government)
    if gov is None:
        raise IllegalCommand(f"there is no government called {government}")
    if gov.upgrade == TEMPLE:
        if deity not in tx.content.deities:
            raise IllegalCommand(f"{gov.name} counts as a temple: name its patron deity")
    elif deity:
        raise IllegalCommand(f"{gov.name} has no patron deity")
    return gov


def gain_amount(tx: Tx, player: str, effect: Gain | Income) -> int:
    """What a `gain` (or `income`) effect gives."""
    amount = effect.amount
    if effect.per:
        amount *= count(tx.s, tx.content, player, effect.per, list(effect.of))
    if effect.max is not None:
        amount = min(amount, effect.max)
    return amount


def free_activation(tx: Tx, player: str, city: str, effects: list[Effect], choice: str) -> None:
    used = False
    for effect in effects:
        p = tx.s.players[player]  # read again each time: an event replaces it in the scratch
        if isinstance(effect, Gain):
            tx.emit(econ_ev.Gained(player=player, commodity=effect.commodity, amount=gain_amount(tx, player, effect)))
        elif isinstance(effect, PlaceUnits):
            unit = effect.unit
            elite = effect.elite
            if choice == ELITE:
                if not may_train_elite(tx.content, p, unit):
                    raise IllegalCommand(f"you may not take elite {unit} units")
                elite, used = True, True
            n = min(effect.count, room(tx, player, unit))
            if n > 0:
                tx.emit(econ_ev.UnitsTrained(player=player, city=city, unit=unit, count=n, elite=elite))
        elif isinstance(effect, ResearchAdvancement) and choice:
            price = check_research(tx.content, p, choice, p.philosophers)
            tx.emit(econ_ev.AdvancementResearched(player=player, advancement=choice, cost=price))
            used = True
    if choice and not used:
        raise IllegalCommand(f"this government's free activation offers no choice {choice!r}")


def governs_already(s: State, player: str, government: str, city: str, deity: str) -> bool:
    """Whether the player's marker is already `government` (of `deity`) in `city`."""
    p = s.players[player]
    current = s.areas[p.government_city].government if p.government else None
    return p.government == government and p.government_city == city and (current is None or current.deity == deity)


def change_government(tx: Tx, player: str, cmd: ChangeGovernment) -> None:
    own_city(tx, player, cmd.city)
    gov = check_government(tx, cmd.government, cmd.deity)
    if governs_already(tx.s, player, cmd.government, cmd.city, cmd.deity):
        raise IllegalCommand(f"your government is already {gov.name} in {cmd.city}")
    pay(tx, player, "build", cmd.exchange)
    p = tx.s.players[player]  # after paying, which replaced it in the scratch
    tx.emit(
        econ_ev.GovernmentChanged(
            player=player, government=cmd.government, city=cmd.city, upgrade=gov.upgrade,
            old_government=p.government, old_city=p.government_city if p.government else "",
            deity=cmd.deity, active=builds_active(tx.content, p),
        )
    )
    finish(tx, player)


def place_government(tx: Tx, player: str, cmd: PlaceGovernment) -> None:
    s = tx.s
    if s.phase != UPKEEP or player not in s.pending:
        raise IllegalCommand("a government marker is placed for free only at upkeep, by a player who has none")
    own_city(tx, player, cmd.city)
    gov = check_government(tx, cmd.government, cmd.deity)
    tx.emit(
        turn_ev.GovernmentPlaced(
            player=player, government=cmd.government, city=cmd.city, upgrade=gov.upgrade, deity=cmd.deity
        )
    )
    free_activation(tx, player, cmd.city, list(gov.free_activation), cmd.choice)


# What decides each command of this module.
DECIDERS = (
    Deciders[Tx]()
    .on(ChangeGovernment, change_government)
    .on(PlaceGovernment, place_government)
)
