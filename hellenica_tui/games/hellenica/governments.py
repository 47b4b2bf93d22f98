"""GOVERNMENT MARKERS: a player left without one at upkeep places one on a
city they own and activates it once for free.

The free activation uses the marker alone, as the upgrade it counts as: a
Barracks-type marker gives one unit it trains (elite if the player may train
elite ones), an Academy gives one Philosopher and the chance to research, a
Temple one Favor, a Market one Commerce (never movement).
"""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica import events as ev
from hellenica_tui.games.hellenica.actions import own_city
from hellenica_tui.games.hellenica.advancements import check_research, may_train_elite
from hellenica_tui.games.hellenica.commands import PlaceGovernment
from hellenica_tui.games.hellenica.decide import Tx, decides
from hellenica_tui.games.hellenica.state import UPKEEP, State
from hellenica_tui.games.hellenica.train import room

ELITE = "elite"


def needs_government(s: State) -> list[str]:
    """Players with no marker on the map who still own a city."""
    owners = {a.owner for a in s.areas.values() if a.owner}
    return [name for name, p in s.players.items() if not p.government and name in owners]


def free_activation(tx: Tx, player: str, city: str, upgrade_id: str, choice: str) -> None:
    upgrade = tx.content.upgrades[upgrade_id]
    p = tx.s.players[player]
    if upgrade.action == "train":
        unit = next((u for u in upgrade.trains if u != "hero"), upgrade.trains[0])
        elite = choice == ELITE
        if choice not in ("", ELITE):
            raise IllegalCommand("the free activation of this government trains a unit: add 'elite' or nothing")
        if elite and not may_train_elite(tx.content, p, unit):
            raise IllegalCommand(f"you may not train elite {unit}")
        if room(tx, player, unit) > 0:
            tx.emit(ev.UnitsTrained(player=player, city=city, unit=unit, count=1, elite=elite))
        return
    gains = {"research": "philosophers", "worship": "favor", "supply": "commerce"}
    if upgrade.action in gains:
        tx.emit(ev.Gained(player=player, commodity=gains[upgrade.action], amount=1))
    if upgrade.action == "research" and choice:
        price = check_research(tx.content, p, choice, p.philosophers)
        tx.emit(ev.AdvancementResearched(player=player, advancement=choice, cost=price))
    elif choice:
        raise IllegalCommand("this government's free activation offers no choice")


@decides(PlaceGovernment)
def place_government(tx: Tx, player: str, cmd: PlaceGovernment) -> None:
    s = tx.s
    if s.phase != UPKEEP or player not in s.pending:
        raise IllegalCommand("a government marker is placed for free only at upkeep, by a player who has none")
    own_city(tx, player, cmd.city)
    gov = tx.content.governments.get(cmd.government)
    if gov is None:
        raise IllegalCommand(f"there is no government called {cmd.government}")
    tx.emit(ev.GovernmentPlaced(player=player, government=cmd.government, city=cmd.city, upgrade=gov.upgrade))
    free_activation(tx, player, cmd.city, gov.upgrade, cmd.choice)
