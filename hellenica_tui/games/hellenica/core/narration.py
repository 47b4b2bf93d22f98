"""Every event told in one plain sentence, for the game log.

`viewer` is who reads: hidden cards are named only to their owner (None, a
spectator, sees none), and the viewer's own city-state is "you". `state` is
the state the event happens in (before it changes it), so a line can name
the upgrade a slot holds or the sides of a combat. Bookkeeping a player needs
not read (a step of the combat, an effect done) is told as "".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core import events as ev
from hellenica_tui.games.hellenica.core.state import GOVERNMENT_SLOT, State
from hellenica_tui.games.hellenica.gods.option_names import display_name
from hellenica_tui.games.hellenica.mechanics.units import base_unit, is_elite

Teller = Callable[[Any, Content, str | None], str]
TELLERS: dict[type, Teller] = {}
# Tellers that read the state the event happens in (a slot's upgrade, a combat's sides).
StateTeller = Callable[[Any, State, Content, str | None], str]
STATE_TELLERS: dict[type, StateTeller] = {}


def tells(kind: type) -> Callable[[Teller], Teller]:
    def register(fn: Teller) -> Teller:
        TELLERS[kind] = fn
        return fn

    return register


# Bookkeeping nobody needs to read: told as "".
UNTOLD: set[type] = set()


def untold(*kinds: type) -> None:
    for kind in kinds:
        UNTOLD.add(kind)
        TELLERS[kind] = lambda e, c, v: ""


def tells_in(kind: type) -> Callable[[StateTeller], StateTeller]:
    def register(fn: StateTeller) -> StateTeller:
        STATE_TELLERS[kind] = fn
        return fn

    return register


def narrate(event: Any, state: State, viewer: str | None = None) -> str:
    """One line telling `event` (in `state`, before it applies) to `viewer`; "" for
    bookkeeping nobody needs to read."""
    teller = STATE_TELLERS.get(type(event))
    if teller is not None:
        line = teller(event, state, content_of(state), viewer)
    elif type(event) in TELLERS:
        line = TELLERS[type(event)](event, content_of(state), viewer)
    else:
        return type(event).__name__
    return line[:1].upper() + line[1:]


def narrate_groups(
    groups: Iterable[Any], state: State, evolve: Callable[[State, Any], State], viewer: str | None
) -> Iterator[list[str]]:
    """For each command group in turn, the lines of its events, each told in the state it
    happens in; `state` (the state before the first group) is folded as it goes."""
    for group in groups:
        lines = []
        for event in group.events:
            line = narrate(event, state, viewer)
            if line:
                lines.append(line)
            state = evolve(state, event)
        yield lines


def _n(content: Content, ident: str) -> str:
    """The display name of any id in the content."""
    return display_name(content, ident)


# -- the viewer is "you" -------------------------------------------------------------

_SECOND_PERSON = {"is": "are", "has": "have", "goes": "go", "does": "do", "was": "were"}


def _second(verb: str) -> str:
    """A verb as "you" say it: 'moves' -> 'move', 'supplies' -> 'supply', 'is' -> 'are'."""
    if verb in _SECOND_PERSON:
        return _SECOND_PERSON[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "ches", "shes", "xes", "zes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def _who(c: Content, v: str | None, player: str) -> str:
    """The player as the subject or object of a line: 'you' to its own eyes."""
    return "you" if player and player == v else _n(c, player)


def _does(c: Content, v: str | None, player: str, verb: str) -> str:
    """Subject and verb: 'Athens moves', 'you move'."""
    return f"you {_second(verb)}" if player and player == v else f"{_n(c, player)} {verb}"


def _also(v: str | None, player: str, verb: str) -> str:
    """A second verb of the same subject: 'and raises' / 'and raise'."""
    return _second(verb) if player and player == v else verb


def _whose(c: Content, v: str | None, player: str) -> str:
    """'your', 'Athens's'."""
    return "your" if player and player == v else f"{_n(c, player)}'s"


def _its(v: str | None, player: str) -> str:
    return "your" if player and player == v else "its"


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
    return _elite(_many(content, n, base_unit(unit)), is_elite(unit))


def _list(content: Content, ids: Any) -> str:
    return ", ".join(_n(content, i) for i in ids) or "nothing"


def _cards(content: Content, owner: str, viewer: str | None, cards: tuple[str, ...]) -> str:
    return _list(content, cards) if viewer == owner else f"{len(cards)} cards"


def _a(word: str) -> str:
    """A noun with its indefinite article: 'a Market', 'an Academy'."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def _and(items: list[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1] if items else "nothing"


def _names(c: Content, v: str | None, players: Iterable[str]) -> str:
    return _and([_who(c, v, p) for p in players])


def upgrade_in(state: State, content: Content, city: str, slot: int) -> str:
    """The upgrade a city's slot holds, in words ('Temple to Apollo', 'government marker')."""
    area = state.areas.get(city)
    up = None if area is None else area.government if slot == GOVERNMENT_SLOT else (
        area.slots[slot] if 0 <= slot < len(area.slots) else None)
    if up is None:
        return "upgrade"
    name = _n(content, up.kind) + (f" to {_n(content, up.deity)}" if up.deity else "")
    return f"{name} (government marker)" if slot == GOVERNMENT_SLOT else name


def _cubes(cubes: dict[str, int]) -> str:
    return ", ".join(f"{n} {a}" for a, n in cubes.items() if n) or "no cubes"


tells(ev.PatronChosen)(lambda e, c, v: f"{_does(c, v, e.player, 'chooses')} {_n(c, e.deity)} as patron and "
  f"{_also(v, e.player, 'raises')} a temple in {_n(c, e.city)}.")
tells(ev.EthosDealt)(lambda e, c, v: f"{_does(c, v, e.player, 'is')} dealt Ethos cards: {_cards(c, e.player, v, e.cards)}.")
tells(ev.EthosKept)(lambda e, c, v: f"{_does(c, v, e.player, 'keeps')} Ethos objectives: {_cards(c, e.player, v, e.kept)}.")
tells(ev.EthosRedrawn)(lambda e, c, v: f"{_does(c, v, e.player, 'pays')} {e.favor} Favor to put {_its(v, e.player)} Ethos cards back.")
tells(ev.FavoriteTied)(lambda e, c, v: f"{_names(c, v, e.players)} tie for most Favor; {_does(c, v, e.chooser, 'picks')} the Favorite of the Gods.")
tells(ev.FavoriteChosen)(lambda e, c, v: f"{_does(c, v, e.player, 'is')} Favorite of the Gods with {e.favor} Favor.")
tells(ev.DirectionChosen)(lambda e, c, v: f"{_does(c, v, e.player, 'turns')} the token to {e.direction.title()}: play goes {_list(c, e.order)}.")
tells(ev.ActionDone)(lambda e, c, v: f"{_whose(c, v, e.player)} action is over.")
tells(ev.UpkeepBegan)(lambda e, c, v: f"Upkeep of turn {e.turn}.")
untold(ev.UpkeepStepDone)
tells(ev.GovernmentPending)(lambda e, c, v: f"{_names(c, v, e.players)} must place a new government marker.")
tells(ev.GovernmentPlaced)(lambda e, c, v: f"{_does(c, v, e.player, 'places')} {_a(_n(c, e.government))} marker in {_n(c, e.city)} and "
  f"{_also(v, e.player, 'activates')} it.")
tells(ev.UpgradesReadied)(lambda e, c, v: "Action cubes come off the city upgrades; every upgrade is active again.")
tells(ev.DeityCardsTaken)(lambda e, c, v: f"{_does(c, v, e.player, 'takes')} the deity cards of {_and([_n(c, d) for d in e.deities])}.")
tells(ev.InvocationsCleared)(lambda e, c, v: "Every invocation may be cast again.")
tells(ev.GameWon)(lambda e, c, v: f"{_names(c, v, e.winners)} {'win' if len(e.winners) > 1 or v in e.winners else 'wins'} the game: " + "; ".join(
    f"{_who(c, v, w)} with {_and([_n(c, o) for o in objs])}" for w, objs in e.objectives.items()) + ".")
tells(ev.BoardReplenished)(lambda e, c, v: f"{_does(c, v, e.player, 'replenishes')} {_its(v, e.player)} board: {_cubes(e.cubes)}.")
tells(ev.TurnBegan)(lambda e, c, v: f"Turn {e.turn} begins.")
tells(ev.CubeSpent)(lambda e, c, v: f"{_does(c, v, e.player, 'takes')} {_a(e.action)} cube from {_its(v, e.player)} board.")
tells(ev.ExchangePaid)(lambda e, c, v: f"{_does(c, v, e.player, 'pays')} {e.commerce} Commerce to {e.action} without a cube.")
tells(ev.UnitsTrained)(lambda e, c, v: f"{_does(c, v, e.player, 'trains')} {_elite(_many(c, e.count, e.unit), e.elite)} in {_n(c, e.city)}.")
tells(ev.Gained)(lambda e, c, v: f"{_does(c, v, e.player, 'gains')} {_many(c, e.amount, e.commodity)}.")
tells(ev.CommerceConverted)(lambda e, c, v: f"{_does(c, v, e.player, 'turns')} {e.commerce} Commerce into {_many(c, e.philosophers, 'philosophers')}.")
tells(ev.AdvancementResearched)(lambda e, c, v: f"{_does(c, v, e.player, 'researches')} {_n(c, e.advancement)}"
  + (f" for {_many(c, e.cost, 'philosophers')}." if e.cost else " at no cost."))
tells(ev.Passed)(lambda e, c, v: f"{_does(c, v, e.player, 'passes')}" + (
    f", discarding {_count(e.cubes, 'cube')} for {e.commerce} Commerce." if e.cubes else "."))


@tells(ev.UpgradeBuilt)
def _built(e: ev.UpgradeBuilt, c: Content, v: str | None) -> str:
    what = _n(c, e.upgrade) + (f" to {_n(c, e.deity)}" if e.deity else "")
    over = f", replacing {_a(_n(c, e.replaced))}" if e.replaced else ""
    state = "active at once" if e.active else "under construction"
    return f"{_does(c, v, e.player, 'builds')} {_a(what)} in {_n(c, e.city)}{over} ({state})."


@tells(ev.GovernmentChanged)
def _gov(e: ev.GovernmentChanged, c: Content, v: str | None) -> str:
    old = f" (was {_n(c, e.old_government)} in {_n(c, e.old_city)})" if e.old_government else ""
    return f"{_does(c, v, e.player, 'changes')} government to {_n(c, e.government)} in {_n(c, e.city)}{old}."


@tells(ev.UpgradeExhausted)
def _exhausted(e: ev.UpgradeExhausted, c: Content, v: str | None) -> str:
    what = f"the {_n(c, e.upgrade)}" if e.upgrade else "an upgrade"
    if e.slot == GOVERNMENT_SLOT:
        what = "the government marker"
    return f"{_does(c, v, e.player, 'exhausts')} {what} in {_n(c, e.city)}."
