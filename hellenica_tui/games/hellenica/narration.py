"""Every event told in one plain sentence, for the game log.

`viewer` is who reads: hidden cards are named only to their owner (None, a
spectator, sees none)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hellenica_tui.games.hellenica import events as ev
from hellenica_tui.games.hellenica.content import Content
from hellenica_tui.games.hellenica.context import content_of
from hellenica_tui.games.hellenica.state import GOVERNMENT_SLOT, State

Teller = Callable[[Any, Content, str | None], str]
TELLERS: dict[type, Teller] = {}


def tells(kind: type) -> Callable[[Teller], Teller]:
    def register(fn: Teller) -> Teller:
        TELLERS[kind] = fn
        return fn

    return register


def narrate(event: Any, state: State, viewer: str | None = None) -> str:
    """One line telling `event` to `viewer`; "" for bookkeeping nobody needs to read."""
    teller = TELLERS.get(type(event))
    if teller is None:
        return type(event).__name__
    return teller(event, content_of(state), viewer)


def _n(content: Content, ident: str) -> str:
    """The display name of any id in the content."""
    for table in (
        content.city_states, content.areas, content.upgrades, content.units, content.deities,
        content.advancements, content.governments, content.objectives,
    ):
        item = table.get(ident)  # type: ignore[attr-defined]
        if item is not None:
            return item.name
    return ident.replace("_", " ").title()


# Commodity ids as told: (one, more than one).
_COMMODITIES = {"favor": ("Favor", "Favor"), "commerce": ("Commerce", "Commerce"),
                "philosophers": ("Philosopher", "Philosophers")}


def _count(n: int, noun: str, plural: str = "") -> str:
    """'1 cube', '3 cubes': a count and a word of the log."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def _many(content: Content, n: int, ident: str) -> str:
    """A count and the name of what it counts, a unit kind or a commodity ('2 Cavalry', '1 Philosopher')."""
    unit = content.units.get(ident)
    if unit is not None:
        return _count(n, unit.name, unit.plural)
    one, more = _COMMODITIES.get(ident, (_n(content, ident),) * 2)
    return _count(n, one, more)


def _elite(counted: str, elite: bool) -> str:
    """'2 elite Hoplites' from '2 Hoplites'."""
    n, _, name = counted.partition(" ")
    return f"{n} elite {name}" if elite else counted


def _unit_count(content: Content, n: int, unit: str) -> str:
    """A count of a unit id that may name the elite kind ('elite_hoplite')."""
    elite = unit.startswith("elite_")
    return _elite(_many(content, n, unit.removeprefix("elite_")), elite)


def _list(content: Content, ids: Any) -> str:
    return ", ".join(_n(content, i) for i in ids) or "nothing"


def _cards(content: Content, owner: str, viewer: str | None, cards: tuple[str, ...]) -> str:
    return _list(content, cards) if viewer == owner else f"{len(cards)} cards"


tells(ev.PatronChosen)(lambda e, c, v: f"{_n(c, e.player)} chooses {_n(c, e.deity)} as patron and raises a temple in {_n(c, e.city)}.")
tells(ev.EthosDealt)(lambda e, c, v: f"{_n(c, e.player)} is dealt Ethos cards: {_cards(c, e.player, v, e.cards)}.")
tells(ev.EthosKept)(lambda e, c, v: f"{_n(c, e.player)} keeps Ethos objectives: {_cards(c, e.player, v, e.kept)}.")
tells(ev.EthosRedrawn)(lambda e, c, v: f"{_n(c, e.player)} pays {e.favor} Favor to put the Ethos cards back.")
tells(ev.FavoriteTied)(lambda e, c, v: f"{_list(c, e.players)} tie for most Favor; {_n(c, e.chooser)} picks the Favorite of the Gods.")
tells(ev.FavoriteChosen)(lambda e, c, v: f"{_n(c, e.player)} is Favorite of the Gods with {e.favor} Favor.")
tells(ev.DirectionChosen)(lambda e, c, v: f"{_n(c, e.player)} turns the token to {e.direction.title()}: play goes {_list(c, e.order)}.")
tells(ev.ActionDone)(lambda e, c, v: f"{_n(c, e.player)}'s action is over.")
tells(ev.UpkeepBegan)(lambda e, c, v: f"Upkeep of turn {e.turn}.")
tells(ev.UpkeepStepDone)(lambda e, c, v: "")  # bookkeeping: nothing for a player to read
tells(ev.GovernmentPending)(lambda e, c, v: f"{_list(c, e.players)} must place a new government marker.")
tells(ev.GovernmentPlaced)(lambda e, c, v: f"{_n(c, e.player)} places a {_n(c, e.government)} marker in {_n(c, e.city)} and activates it.")
tells(ev.UpgradesReadied)(lambda e, c, v: "Action cubes come off the city upgrades; every upgrade is active again.")
tells(ev.DeityCardsTaken)(lambda e, c, v: f"{_n(c, e.player)} takes the deity cards of {_list(c, e.deities)}.")
tells(ev.InvocationsCleared)(lambda e, c, v: "Every invocation may be cast again.")
tells(ev.GameWon)(lambda e, c, v: f"{_list(c, e.winners)} {'win' if len(e.winners) > 1 else 'wins'} the game: " + "; ".join(
    f"{_n(c, w)} with {_list(c, objs)}" for w, objs in e.objectives.items()) + ".")
tells(ev.BoardReplenished)(lambda e, c, v: f"{_n(c, e.player)} replenishes the board: " + ", ".join(
    f"{n} {a}" for a, n in e.cubes.items()) + ".")
tells(ev.TurnBegan)(lambda e, c, v: f"Turn {e.turn} begins.")
tells(ev.CubeSpent)(lambda e, c, v: f"{_n(c, e.player)} takes a {e.action} cube from the board.")
tells(ev.ExchangePaid)(lambda e, c, v: f"{_n(c, e.player)} pays {e.commerce} Commerce to {e.action} without a cube.")
tells(ev.UnitsTrained)(lambda e, c, v: f"{_n(c, e.player)} trains {_elite(_many(c, e.count, e.unit), e.elite)} in {_n(c, e.city)}.")
tells(ev.Gained)(lambda e, c, v: f"{_n(c, e.player)} gains {_many(c, e.amount, e.commodity)}.")
tells(ev.CommerceConverted)(lambda e, c, v: f"{_n(c, e.player)} turns {e.commerce} Commerce into {_many(c, e.philosophers, 'philosophers')}.")
tells(ev.AdvancementResearched)(lambda e, c, v: f"{_n(c, e.player)} researches {_n(c, e.advancement)} for {e.cost} Philosophers.")
tells(ev.Passed)(lambda e, c, v: f"{_n(c, e.player)} passes, discarding {e.cubes} cubes for {e.commerce} Commerce.")


@tells(ev.UpgradeBuilt)
def _built(e: ev.UpgradeBuilt, c: Content, v: str | None) -> str:
    what = _n(c, e.upgrade) + (f" to {_n(c, e.deity)}" if e.deity else "")
    over = f", replacing a {_n(c, e.replaced)}" if e.replaced else ""
    state = "active at once" if e.active else "under construction"
    return f"{_n(c, e.player)} builds a {what} in {_n(c, e.city)}{over} ({state})."


@tells(ev.GovernmentChanged)
def _gov(e: ev.GovernmentChanged, c: Content, v: str | None) -> str:
    old = f" (was {_n(c, e.old_government)} in {_n(c, e.old_city)})" if e.old_government else ""
    return f"{_n(c, e.player)} changes government to {_n(c, e.government)} in {_n(c, e.city)}{old}."


@tells(ev.UpgradeExhausted)
def _exhausted(e: ev.UpgradeExhausted, c: Content, v: str | None) -> str:
    what = f"a {_n(c, e.upgrade)}" if e.upgrade else "an upgrade"
    if e.slot == GOVERNMENT_SLOT:
        what = "the government marker"
    return f"{_n(c, e.player)} exhausts {what} in {_n(c, e.city)}."
