"""What the one-off effect kinds of invocations and world events do.

Each kind of effects.py with the role "effect" has a handler here (the
abilities are granted as timed `Ability` entries, see abilities.py). A handler
is a planner (choices.py): it asks its questions first, then emits events.
The rulebook's World Event Choices hold: where an effect hits a player who has
several ways to meet it, that player chooses.
"""

from collections.abc import Callable, Iterator
from itertools import permutations
from typing import Any

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import (
    ACTION,
    ACTIVE,
    BUILDING,
    EXHAUSTED,
    GOVERNMENT_SLOT,
    Ability,
    Holder,
    ParamValue,
    State,
    cities_of,
    set_turncoat_holder,
    stack_of,
    turn_key,
    turncoat_holder,
)
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.build import rivals_of, temple_deities
from hellenica_tui.games.hellenica.economy.governments import gain_amount
from hellenica_tui.games.hellenica.economy.train import room
from hellenica_tui.games.hellenica.economy.upgrades import SETTLEMENT, TEMPLE, sites
from hellenica_tui.games.hellenica.effects.advancements import check_research, may_research, may_train_elite
from hellenica_tui.games.hellenica.effects.advancements import effects as advancement_effects
from hellenica_tui.games.hellenica.effects.timed import moment
from hellenica_tui.games.hellenica.gods.chaos import shift_chaos
from hellenica_tui.games.hellenica.gods.choices import NONE, Asker
from hellenica_tui.games.hellenica.gods.events import ReshuffleDue
from hellenica_tui.games.hellenica.mechanics.area_reduction import Holding, Loss, reduce_holding
from hellenica_tui.games.hellenica.mechanics.cities import owner_after_losses
from hellenica_tui.games.hellenica.mechanics.combat import Force
from hellenica_tui.games.hellenica.mechanics.dice import roll_yellow
from hellenica_tui.games.hellenica.mechanics.revolt import revolt
from hellenica_tui.games.hellenica.mechanics.units import base_unit, unit_key
from hellenica_tui.games.hellenica.turn import events as turn_ev
from hellenica_tui.games.hellenica.war.events import CityOwnerChanged
from hellenica_tui.games.hellenica.war.evolve import take_units  # keeps supply counts in step

# -- events ------------------------------------------------------------------------


class Lost(Event, frozen=True, kw_only=True):
    player: str
    commodity: str
    amount: int


class Taken(Event, frozen=True, kw_only=True):
    player: str  # who takes
    source: str  # who gives
    commodity: str
    amount: int


class UnitsRemoved(Event, frozen=True, kw_only=True):
    """Units go back to their owner's pool (an effect, a revolt, a reduction)."""

    player: str
    area: str
    unit: str  # stack key, e.g. "elite_hoplite"
    count: int


class UnitsPromoted(Event, frozen=True, kw_only=True):
    player: str
    area: str
    unit: str  # the regular kind that becomes elite
    count: int


class UpgradesRemoved(Event, frozen=True, kw_only=True):
    city: str
    slots: tuple[int, ...]  # GOVERNMENT_SLOT for the government marker


class UpgradeReadied(Event, frozen=True, kw_only=True):
    city: str
    slot: int


class RevoltRolled(Event, frozen=True, kw_only=True):
    city: str
    owner: str
    face: str
    score: int
    units_lost: int


class PickedAtRandom(Event, frozen=True, kw_only=True):
    """Units or upgrades an effect picked at random (what is lost follows)."""

    area: str
    picks: tuple[str, ...]


class FavoriteMade(Event, frozen=True, kw_only=True):
    player: str


class CubesGained(Event, frozen=True, kw_only=True):
    player: str
    action: str
    amount: int


class EthosDrawn(Event, frozen=True, kw_only=True):
    player: str
    cards: tuple[str, ...]


class CreaturePlaced(Event, frozen=True, kw_only=True):
    creature: str
    area: str
    source: str = ""  # the area it left ("" = it was off the map)


class TurncoatMoved(Event, frozen=True, kw_only=True):
    name: str
    player: str
    area: str
    source_player: str = ""
    source_area: str = ""


class CardsForeseen(Event, frozen=True, kw_only=True):
    player: str
    cards: tuple[str, ...]  # top card first


class DeckArranged(Event, frozen=True, kw_only=True):
    player: str
    cards: tuple[str, ...]  # the new top cards, top first


class AbilityGranted(Event, frozen=True, kw_only=True):
    player: str
    kind: str
    params: dict[str, ParamValue]
    duration: str
    area: str = ""
    source: str = ""
    moment: str = ""


# -- evolve -------------------------------------------------------------------------



def _drop_units(s: State, area: str, player: str, unit: str, count: int) -> None:
    stack = s.areas[area].units.get(player)
    if stack is None:
        return
    take_units(s, area, player, {unit: min(count, stack.units.get(unit, 0))})


def _lost(s: State, e: Lost) -> None:
    p = s.players[e.player]
    setattr(p, e.commodity, getattr(p, e.commodity) - e.amount)


def _taken(s: State, e: Taken) -> None:
    giver, taker = s.players[e.source], s.players[e.player]
    setattr(giver, e.commodity, getattr(giver, e.commodity) - e.amount)
    setattr(taker, e.commodity, getattr(taker, e.commodity) + e.amount)


def _removed(s: State, e: UnitsRemoved) -> None:
    _drop_units(s, e.area, e.player, e.unit, e.count)


def _promoted(s: State, e: UnitsPromoted) -> None:
    _drop_units(s, e.area, e.player, e.unit, e.count)
    stack = stack_of(s, e.area, e.player)
    key = unit_key(e.unit, True)
    stack.units[key] = stack.units.get(key, 0) + e.count


def _upgrades_removed(s: State, e: UpgradesRemoved) -> None:
    area = s.areas[e.city]
    for slot in e.slots:
        if slot == GOVERNMENT_SLOT:
            area.government = None
        else:
            area.slots[slot] = None


def _readied(s: State, e: UpgradeReadied) -> None:
    area = s.areas[e.city]
    up = area.government if e.slot == GOVERNMENT_SLOT else area.slots[e.slot]
    if up is not None:
        up.state = ACTIVE


def _revolt(s: State, e: RevoltRolled) -> None:
    pass  # the losses follow as their own events


FAVORITE_MADE = "favorite_made"


def _picked(s: State, e: PickedAtRandom) -> None:
    pass  # the losses follow as their own events


def _favorite(s: State, e: FavoriteMade) -> None:
    s.favorite = e.player
    if s.phase != ACTION:  # taken before the Favor is counted: the count is skipped this turn
        s.opened.append(turn_key(s, FAVORITE_MADE))


def _cubes(s: State, e: CubesGained) -> None:
    cubes = s.players[e.player].cubes
    cubes[e.action] = cubes.get(e.action, 0) + e.amount


def _ethos_drawn(s: State, e: EthosDrawn) -> None:
    for card in e.cards:
        s.ethos_deck.remove(card)
    s.players[e.player].ethos_hand = list(e.cards)


def _creature(s: State, e: CreaturePlaced) -> None:
    if e.source:
        s.areas[e.source].creature = ""
    s.areas[e.area].creature = e.creature
    s.areas[e.area].creature_turn = s.turn  # units there may not leave this turn


def _turncoat(s: State, e: TurncoatMoved) -> None:
    if e.source_player and e.source_area:
        _drop_units(s, e.source_area, e.source_player, "hero", 1)
    stack = stack_of(s, e.area, e.player)
    stack.units["hero"] = stack.units.get("hero", 0) + 1
    set_turncoat_holder(s, e.name, Holder(e.player, e.area))


def _foreseen(s: State, e: CardsForeseen) -> None:
    s.peek[e.player] = list(e.cards)


def _arranged(s: State, e: DeckArranged) -> None:
    # The deck's top card is last: put the arranged cards back, top first.
    del s.world_deck[len(s.world_deck) - len(e.cards):]
    s.world_deck.extend(reversed(e.cards))
    s.peek.pop(e.player, None)


def _ability(s: State, e: AbilityGranted) -> None:
    s.abilities.append(
        Ability(
            player=e.player, kind=e.kind, params=dict(e.params), duration=e.duration, area=e.area, source=e.source,
            moment=e.moment,
        )
    )


# -- the running effect ---------------------------------------------------------------


class Run:
    """One effect being carried out for its beneficiary."""

    def __init__(
        self, tx: Tx, beneficiary: str, params: dict[str, Any], asker: Asker, *, target: str = "",
        context: str = "", source: str = "",
    ) -> None:
        self.tx = tx
        self.s = tx.s
        self.content = tx.content
        self.board = tx.board
        self.me = beneficiary
        self.params = params
        self.asker = asker
        self.target = target  # an invocation's target, named when it resolved
        self.context = context  # the area of the combat or movement of its window
        self.source = source
        # Whom the beneficiary aimed this effect at by its own picks (a player it named,
        # the owner and occupants of an area or city it picked), read before the effect
        # changes anything: a world event aimed at an AI player sets its grudge.
        self.aimed: set[str] = set()

    def aim_at_player(self, player: str | None) -> None:
        if player and player != self.me:
            self.aimed.add(player)

    def aim_at_area(self, area: str | None) -> None:
        if not area:
            return
        st = self.s.areas[area]
        self.aimed.update(p for p, stack in st.units.items() if p != self.me and sum(stack.units.values()) > 0)
        if st.owner and st.owner != self.me:
            self.aimed.add(st.owner)

    def ask(self, player: str, prompt: str, options: list[str], secret: bool = False) -> str | None:
        return self.asker.ask(player, prompt, options, secret=secret)

    def pick_city(self, prompt: str, options: list[str]) -> str | None:
        """The invocation's target, or a city the beneficiary picks (world events)."""
        if self.target:
            return self.target
        return self.ask(self.me, prompt, options)

    def yellow(self) -> str:
        faces = self.content.dice["yellow"].faces if "yellow" in self.content.dice else None
        return roll_yellow(self.tx.rng, tuple(faces)) if faces else roll_yellow(self.tx.rng)  # type: ignore[arg-type]


Handler = Callable[[Run], None]
HANDLERS: dict[str, Handler] = {}


def handles(*kinds: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        for kind in kinds:
            HANDLERS[kind] = fn
        return fn

    return register


# -- helpers ----------------------------------------------------------------------------


def _who(run: Run) -> list[str]:
    who = str(run.params.get("who", "self"))
    others = [p for p in run.s.players if p != run.me]
    if who == "each":
        return list(run.s.players)
    if who == "others":
        return others
    if who == "chosen":
        picked = run.ask(run.me, "which player does it hit?", others)
        run.aim_at_player(picked)
        return [picked] if picked else []
    return [run.me]


def government_cities(s: State) -> set[str]:
    return {p.government_city for p in s.players.values() if p.government and p.government_city}


def home_owner(run: Run, city: str) -> str:
    """The city-state (in this game) whose Home City this is, else ""."""
    home = run.content.areas[city].home_of
    return home if home in run.s.players else ""


def unit_labels(s: State, area: str, players: list[str], kinds: list[str] | None) -> list[str]:
    """One "player:unit" label per kind present, for players' units on the area."""
    labels = []
    for player in players:
        stack = s.areas[area].units.get(player)
        if stack is None:
            continue
        for key, n in sorted(stack.units.items()):
            if n > 0 and (kinds is None or base_unit(key) in kinds):
                labels.append(f"{player}:{key}")
    return labels


def units_on(s: State, area: str, player: str) -> dict[str, int]:
    stack = s.areas[area].units.get(player)
    return dict(stack.units) if stack is not None else {}


def slot_label(run: Run, city: str, slot: int) -> str:
    up = run.s.areas[city].government if slot == GOVERNMENT_SLOT else run.s.areas[city].slots[slot]
    kind = up.kind + (f"-{up.deity}" if up is not None and up.deity else "") if up is not None else "empty"
    return f"{slot}:{kind}"


def slot_of(label: str) -> int:
    return int(label.split(":", 1)[0])


def settle_city(run: Run, city: str) -> None:
    """A city emptied of units and upgrades becomes neutral or goes home."""
    area = run.s.areas[city]
    if not area.owner:
        return
    units = sum(sum(st.units.values()) for st in area.units.values())
    upgrades = sum(up is not None for up in area.slots) + (area.government is not None)
    after = owner_after_losses(area.owner, units_left=units, upgrades_left=upgrades, home_of=home_owner(run, city) or None)
    if (after or "") != area.owner:
        run.tx.emit(CityOwnerChanged(city=city, owner=after or ""))


def remove_units(run: Run, area: str, removed: dict[tuple[str, str], int]) -> None:
    for (player, key), n in sorted(removed.items()):
        if n > 0:
            run.tx.emit(UnitsRemoved(player=player, area=area, unit=key, count=n))


# -- commodities --------------------------------------------------------------------------


@handles("gain")
def gain(run: Run) -> None:
    for player in _who(run):
        amount = gain_amount(run.tx, player, run.params)
        if amount > 0:
            run.tx.emit(econ_ev.Gained(player=player, commodity=str(run.params["commodity"]), amount=amount))


@handles("lose")
def lose(run: Run) -> None:
    commodity = str(run.params["commodity"])
    for player in _who(run):
        amount = min(int(run.params["amount"]), getattr(run.s.players[player], commodity))
        if amount > 0:
            run.tx.emit(Lost(player=player, commodity=commodity, amount=amount))


@handles("take")
def take(run: Run) -> None:
    source = run.target or run.ask(run.me, "take from which player?", [p for p in run.s.players if p != run.me])
    if not source or source == run.me:
        return
    run.aim_at_player(source)
    commodity = str(run.params["commodity"])
    amount = min(int(run.params["amount"]), getattr(run.s.players[source], commodity))
    if amount > 0:
        run.tx.emit(Taken(player=run.me, source=source, commodity=commodity, amount=amount))


@handles("gain_cube")
def gain_cube(run: Run) -> None:
    p = run.s.players[run.me]
    if p.passed:
        return
    run.tx.emit(CubesGained(player=run.me, action=str(run.params["action"]), amount=int(run.params["amount"])))


# -- units -----------------------------------------------------------------------------------


@handles("place_units")
def place_units(run: Run) -> None:
    unit = str(run.params["unit"])
    if run.params.get("where") == "government_city":
        p = run.s.players[run.me]
        area = p.government_city if p.government and run.s.areas[p.government_city].owner == run.me else ""
    else:
        area = run.target
    if not area:
        return
    count = min(int(run.params["count"]), room(run.tx, run.me, unit))
    if count <= 0:
        return
    elite = bool(run.params.get("elite", False))
    if not elite and may_train_elite(run.content, run.s.players[run.me], unit):
        elite = run.ask(run.me, f"take the {unit} units elite or regular?", ["elite", "regular"]) == "elite"
    run.tx.emit(econ_ev.UnitsTrained(player=run.me, city=area, unit=unit, count=count, elite=elite))
    if any(p != run.me and st.units for p, st in run.s.areas[area].units.items()):
        # Units placed where another player's units stand: the `on_arrival` hooks.
        for arrive in run.tx.rules.hook("on_arrival"):
            arrive(run.tx, run.me, area)


def _destroy_candidates(run: Run, area: str) -> list[str]:
    kinds = run.params.get("units")
    allowed = list(kinds) if kinds else [u for u in run.content.units if u != "hero"]
    return unit_labels(run.s, area, [p for p in run.s.players if p != run.me], allowed)


@handles("destroy_units")
def destroy_units(run: Run) -> None:
    area = run.context if run.context and not run.target else run.target
    if not area:
        return
    chooser = str(run.params["chooser"])
    count = int(run.params["count"])
    removed: dict[tuple[str, str], int] = {}
    # The picks are made one unit at a time on what is left.
    left = {
        (label.split(":")[0], label.split(":")[1]): units_on(run.s, area, label.split(":")[0])[label.split(":")[1]]
        for label in _destroy_candidates(run, area)
    }
    if chooser == "random":
        pool = [key for key, n in sorted(left.items()) for _ in range(n)]
        for key in run.tx.rng.sample(pool, min(count, len(pool))):
            removed[key] = removed.get(key, 0) + 1
        run.tx.emit(PickedAtRandom(area=area, picks=tuple(f"{p}:{k}" for (p, k), n in sorted(removed.items())
                                                         for _ in range(n))))
    else:
        for _ in range(count):
            options = sorted(f"{p}:{k}" for (p, k), n in left.items() if n - removed.get((p, k), 0) > 0)
            if chooser == "owner":
                owners = sorted({o.split(":")[0] for o in options})
                victim = run.ask(run.me, "whose unit is destroyed?", owners)
                if victim is None:
                    break
                options = [o for o in options if o.startswith(victim + ":")]
                picked = run.ask(victim, "which of your units is destroyed?", options)
            else:
                picked = run.ask(run.me, "which unit is destroyed?", options)
            if picked is None:
                break
            player, key = picked.split(":")
            removed[(player, key)] = removed.get((player, key), 0) + 1
    remove_units(run, area, removed)
    if run.board.is_city(area):
        settle_city(run, area)


@handles("promote_units")
def promote_units(run: Run) -> None:
    area = run.target
    if not area:
        return
    kinds = run.params.get("units") or [u.id for u in run.content.units.values() if u.may_be_elite]
    have = {k: n for k, n in units_on(run.s, area, run.me).items() if k in kinds and n > 0}
    promoted: dict[str, int] = {}
    for _ in range(int(run.params["count"])):
        options = sorted(k for k, n in have.items() if n - promoted.get(k, 0) > 0)
        picked = run.ask(run.me, "which unit becomes elite?", options)
        if picked is None:
            break
        promoted[picked] = promoted.get(picked, 0) + 1
    for unit, n in sorted(promoted.items()):
        run.tx.emit(UnitsPromoted(player=run.me, area=area, unit=unit, count=n))


# -- upgrades and cities ------------------------------------------------------------------------


def _buildable(run: Run, city: str) -> list[str]:
    """Labels "slot:upgrade[-deity]" of what may be built for free in the city."""
    s, content = run.s, run.content
    p = s.players[run.me]
    area = s.areas[city]
    layout = sites(content, city)
    fixed = str(run.params.get("upgrade", ""))
    kinds = [fixed] if fixed else [
        u.id for u in content.upgrades.values()
        if not u.wildcard and not u.once_per_game
        and (not u.needs_advancement or u.needs_advancement in p.advancements)
    ]
    options = []
    for upgrade_id in kinds:
        upgrade = content.upgrades[upgrade_id]
        if upgrade.needs_sea_clearing and not run.board.sea_clearing(city):
            continue
        deities = [""]
        if upgrade_id == TEMPLE:
            owned = temple_deities(s, run.me)
            deities = sorted(
                d for d in content.deities
                if not (s.settings.rival_deities and rivals_of(s, d) & owned)
            )
        for slot, site in enumerate(layout):
            if site.kind != SETTLEMENT:
                continue
            old = area.slots[slot]
            if old is not None and old.state not in (ACTIVE, BUILDING):
                continue
            if upgrade.one_per_city and any(
                up is not None and up.kind == upgrade_id for i, up in enumerate(area.slots) if i != slot
            ):
                continue
            for deity in deities:
                if old is not None and old.kind == upgrade_id and old.deity == deity:
                    continue
                options.append(f"{slot}:{upgrade_id}" + (f"-{deity}" if deity else ""))
    return options


@handles("place_upgrade")
def place_upgrade(run: Run) -> None:
    city = run.pick_city("which of your cities gets the upgrade?", cities_of(run.s, run.me))
    if not city or run.s.areas[city].owner != run.me:
        return
    picked = run.ask(run.me, f"what is built in {city}, and where?", _buildable(run, city))
    if picked is None:
        return
    slot_text, what = picked.split(":", 1)
    upgrade, _, deity = what.partition("-")
    old = run.s.areas[city].slots[int(slot_text)]
    run.tx.emit(
        econ_ev.UpgradeBuilt(
            player=run.me, city=city, slot=int(slot_text), upgrade=upgrade, deity=deity,
            replaced=old.kind if old is not None else "", active=bool(run.params.get("active", False)),
        )
    )


@handles("destroy_upgrades")
def destroy_upgrades(run: Run) -> None:
    city = run.target
    if not city or not run.s.areas[city].owner:
        return
    area = run.s.areas[city]
    layout = sites(run.content, city)
    slots = [i for i, up in enumerate(area.slots) if up is not None and layout[i].kind == SETTLEMENT]
    count = min(int(run.params["count"]), len(slots))
    chooser = str(run.params["chooser"])
    if chooser == "random":
        chosen = sorted(run.tx.rng.sample(slots, count))
        run.tx.emit(PickedAtRandom(area=city, picks=tuple(slot_label(run, city, i) for i in chosen)))
    else:
        who = area.owner if chooser == "owner" else run.me
        chosen = []
        for _ in range(count):
            label = run.ask(who, f"which upgrade of {city} is destroyed?",
                            [slot_label(run, city, i) for i in slots if i not in chosen])
            if label is None:
                break
            chosen.append(slot_of(label))
    if chosen:
        run.tx.emit(UpgradesRemoved(city=city, slots=tuple(sorted(chosen))))
        settle_city(run, city)


def _all_slots(area: Any) -> list[int]:
    found = [i for i, up in enumerate(area.slots) if up is not None]
    return found + ([GOVERNMENT_SLOT] if area.government is not None else [])


def _upgrade(area: Any, slot: int) -> Any:
    return area.government if slot == GOVERNMENT_SLOT else area.slots[slot]


def _pick_slots(run: Run, city: str, wanted: str, count: int, prompt: str) -> list[int]:
    area = run.s.areas[city]
    slots = [i for i in _all_slots(area) if _upgrade(area, i).state == wanted]
    if len(slots) <= count:
        return slots
    chosen: list[int] = []
    for _ in range(count):
        label = run.ask(run.me, prompt, [slot_label(run, city, i) for i in slots if i not in chosen])
        if label is None:
            break
        chosen.append(slot_of(label))
    return chosen


@handles("ready_upgrades")
def ready_upgrades(run: Run) -> None:
    city = run.pick_city("which of your cities is readied?", cities_of(run.s, run.me))
    if not city or run.s.areas[city].owner != run.me:
        return
    for slot in _pick_slots(run, city, EXHAUSTED, int(run.params["count"]), f"which upgrade of {city} is readied?"):
        run.tx.emit(UpgradeReadied(city=city, slot=slot))


@handles("exhaust_upgrades")
def exhaust_upgrades(run: Run) -> None:
    city = run.target
    if not city or not run.s.areas[city].owner:
        return
    owner = run.s.areas[city].owner
    for slot in _pick_slots(run, city, ACTIVE, int(run.params["count"]), f"which upgrade of {city} is exhausted?"):
        run.tx.emit(econ_ev.UpgradeExhausted(player=owner, city=city, slot=slot))


@handles("gain_city")
def gain_city(run: Run) -> None:
    city = run.target
    if not city:
        return
    area = run.s.areas[city]
    if area.owner or area.creature or any(st.units for st in area.units.values()):
        return  # only an empty neutral city may join
    run.tx.emit(CityOwnerChanged(city=city, owner=run.me))


# -- revolts, reductions, the volcano ---------------------------------------------------------------


def revolt_in(run: Run, city: str, losses: list[str]) -> None:
    """A revolt in `city`; `losses` are the owner's picks of the units to remove, asked beforehand."""
    area = run.s.areas[city]
    owner = area.owner
    if not owner or city in government_cities(run.s):
        return
    units = sum(units_on(run.s, city, owner).values())
    upgrades = sum(up is not None for up in area.slots)
    bonus = sum(int(e.params["amount"]) for e in advancement_effects(run.content, run.s.players[owner], "revolt_modifier"))
    face = run.yellow()
    result = revolt(face, owner=owner, units=units, upgrades=upgrades, government_city=False,
                    home_of=home_owner(run, city) or None, modifier=bonus)
    score = result.score
    run.tx.emit(RevoltRolled(city=city, owner=owner, face=face, score=score, units_lost=result.units_lost))
    if result.units_lost:
        removed: dict[tuple[str, str], int] = {}
        have = units_on(run.s, city, owner)
        for key in losses[: result.units_lost]:
            removed[(owner, key)] = removed.get((owner, key), 0) + 1
        # Losses not named (one kind only, or all units go) are taken in a fixed order.
        missing = result.units_lost - sum(removed.values())
        for key in sorted(have):
            take_n = min(missing, have[key] - removed.get((owner, key), 0))
            if take_n > 0:
                removed[(owner, key)] = removed.get((owner, key), 0) + take_n
                missing -= take_n
        remove_units(run, city, removed)
    if (result.owner or "") != owner:
        run.tx.emit(CityOwnerChanged(city=city, owner=result.owner or ""))


def _revolt_losses(run: Run, city: str) -> list[str]:
    """The owner names in advance which units it would give up, one at a time,
    as many as the worst roll could take (asked only when it has a choice)."""
    area = run.s.areas[city]
    owner = area.owner
    have = units_on(run.s, city, owner)
    if len(have) <= 1:
        return []
    upgrades = sum(up is not None for up in area.slots)
    worst = min(sum(have.values()), max(0, upgrades + 1 - sum(have.values())))
    picks: list[str] = []
    for _ in range(worst):
        options = sorted(k for k, n in have.items() if n - picks.count(k) > 0)
        if len(options) <= 1:
            break
        picked = run.ask(owner, f"if the revolt in {city} succeeds, which unit do you lose first?", options)
        if picked is None:
            break
        picks.append(picked)
    return picks


def revolt_targets(s: State, player: str, of: str) -> list[str]:
    govs = government_cities(s)
    return sorted(
        a for a, st in s.areas.items()
        if st.owner and a not in govs and (of == "any" or st.owner != player)
    )


@handles("revolt")
def revolt_effect(run: Run) -> None:
    city = run.target
    if not city or not run.s.areas[city].owner or city in government_cities(run.s):
        return
    revolt_in(run, city, _revolt_losses(run, city))


@handles("revolts")
def revolts(run: Run) -> None:
    options = revolt_targets(run.s, run.me, str(run.params["of"]))
    cities: list[str] = []
    for _ in range(int(run.params["count"])):
        city = run.ask(run.me, "where does a revolt break out?", [c for c in options if c not in cities])
        if city is None:
            break
        run.aim_at_area(city)
        cities.append(city)
    plans = [(city, _revolt_losses(run, city)) for city in cities]
    for city, losses in plans:
        revolt_in(run, city, losses)


def _pieces(run: Run, area: str) -> dict[str, list[str]]:
    """Each player's pieces on the area: "u:<unit>" per unit, "g:<slot>" per upgrade."""
    found: dict[str, list[str]] = {}
    for player, stack in run.s.areas[area].units.items():
        for key, n in sorted(stack.units.items()):
            found.setdefault(player, []).extend([f"u:{key}"] * n)
    st = run.s.areas[area]
    if st.owner:
        found.setdefault(st.owner, []).extend(f"g:{i}" for i, up in enumerate(st.slots) if up is not None)
    return {p: v for p, v in found.items() if v}


def _plan_losses(run: Run, area: str, amount: int, units_only: bool, players: list[str] | None = None) -> dict[str, list[str]]:
    """Each player on the area picks its `amount` losses there (in play order from the beneficiary)."""
    pieces = _pieces(run, area)
    order = [run.me] + [p for p in run.s.players if p != run.me]
    plan: dict[str, list[str]] = {}
    for player in order:
        if player not in pieces or (players is not None and player not in players):
            continue
        only_units = units_only or run.s.players[player].kind == "ai"
        mine = [x for x in pieces[player] if not only_units or x.startswith("u:")]
        picks: list[str] = []
        for _ in range(min(amount, len(mine))):
            left = list(mine)
            for x in picks:
                left.remove(x)
            options = sorted(set(left), key=lambda x: (x[0], x))
            labels = {x: _piece_label(run, area, x) for x in options}
            picked = run.ask(player, f"what do you lose in {area}?", [labels[x] for x in options])
            if picked is None:
                break
            picks.append(next(x for x in options if labels[x] == picked))
        plan[player] = picks
    return plan


def _piece_label(run: Run, area: str, piece: str) -> str:
    kind, what = piece.split(":", 1)
    return what if kind == "u" else slot_label(run, area, int(what))


def _apply_losses(run: Run, area: str, plan: dict[str, list[str]], amount: int, units_only: bool) -> None:
    """Carry out the losses, checked by the area-reduction rules; an emptied city changes hands."""
    st = run.s.areas[area]
    slot_kinds = {i: up.kind for i, up in enumerate(st.slots) if up is not None}
    removed: dict[tuple[str, str], int] = {}
    slots: list[int] = []
    for player, picks in plan.items():
        force = Force()
        for key, n in units_on(run.s, area, player).items():
            force = force.with_(key, n)  # type: ignore[arg-type]
        upgrades = tuple(slot_kinds[i] for i in sorted(slot_kinds)) if player == st.owner else ()
        loss = Loss(
            units=tuple(x[2:] for x in picks if x.startswith("u:")),  # type: ignore[misc]
            upgrades=tuple(slot_kinds[int(x[2:])] for x in picks if x.startswith("g:")),
        )
        only_units = units_only or run.s.players[player].kind == "ai"
        reduce_holding(Holding(force, upgrades), loss, units_only=only_units, amount=amount)
        for x in picks:
            if x.startswith("u:"):
                removed[(player, x[2:])] = removed.get((player, x[2:]), 0) + 1
            else:
                slots.append(int(x[2:]))
    remove_units(run, area, removed)
    if slots:
        run.tx.emit(UpgradesRemoved(city=area, slots=tuple(sorted(slots))))
    if run.board.is_city(area):
        settle_city(run, area)


def _area_fits(run: Run, area: str, kind: str) -> bool:
    a = run.content.areas[area]
    if run.s.areas[area].impassable:
        return False
    if kind == "city":
        return run.board.is_city(area)
    return kind == "any" or a.kind == kind


@handles("area_reduction")
def area_reduction(run: Run) -> None:
    kind = str(run.params["area"])
    options = sorted(a for a in run.s.areas if _area_fits(run, a, kind) and _pieces(run, a))
    chosen: list[str] = []
    for _ in range(int(run.params["count"])):
        area = run.ask(run.me, "which area is struck?", [a for a in options if a not in chosen])
        if area is None:
            break
        run.aim_at_area(area)
        chosen.append(area)
    amount = int(run.params["amount"])
    units_only = bool(run.params.get("units_only", False))
    plans = [(area, _plan_losses(run, area, amount, units_only)) for area in chosen]
    for area, plan in plans:
        _apply_losses(run, area, plan, amount, units_only)


@handles("eruption")
def eruption(run: Run) -> None:
    volcanoes = sorted(a.id for a in run.content.areas.values() if a.volcano and not run.s.areas[a.id].impassable)
    volcano = run.ask(run.me, "which volcano erupts?", volcanoes)
    if volcano is None:
        return
    run.aim_at_area(volcano)  # its neighbours are struck by where they stand, not by the winner's pick
    plan = _plan_losses(run, volcano, int(run.params["volcano_loss"]), False)
    around = [a for a in run.board.neighbours(volcano) if run.content.areas[a].kind == "land"]
    side: list[tuple[str, dict[str, list[str]]]] = []
    for player in [run.me] + [p for p in run.s.players if p != run.me]:
        hit = sorted(a for a in around if player in _pieces(run, a))
        area = run.ask(player, "which area next to the volcano suffers?", hit)
        if area is not None:
            side.append((area, _plan_losses(run, area, int(run.params["adjacent_loss"]), False, [player])))
    _apply_losses(run, volcano, plan, int(run.params["volcano_loss"]), False)
    for area, losses in side:
        _apply_losses(run, area, losses, int(run.params["adjacent_loss"]), False)


# -- creatures and heroes --------------------------------------------------------------------------


def creature_areas(run: Run, creature: str) -> list[str]:
    rule = run.content.creatures[creature].placement
    govs = government_cities(run.s)
    found = []
    for a in run.content.areas.values():
        st = run.s.areas[a.id]
        if st.impassable or (st.creature and st.creature != creature):
            continue
        city = run.board.is_city(a.id)
        if (
            (rule == "sea" and a.kind == "sea")
            or (rule == "island" and a.kind == "land" and a.island)
            or (rule == "non_city_land" and a.kind == "land" and not city)
            or (rule == "non_government_city" and city and a.id not in govs)
        ):
            found.append(a.id)
    return sorted(found)


@handles("place_creature")
def place_creature(run: Run) -> None:
    creature = str(run.params["creature"])
    if any(creature in p.creatures_slain for p in run.s.players.values()):
        return
    now = next((a for a, st in run.s.areas.items() if st.creature == creature), "")
    options = [a for a in creature_areas(run, creature) if a != now]
    area = run.ask(run.me, f"where does the {creature} appear?", options)
    run.aim_at_area(area)
    if area is not None:
        run.tx.emit(CreaturePlaced(creature=creature, area=area, source=now))


@handles("turncoat_hero")
def turncoat_hero(run: Run) -> None:
    name = str(run.params["name"])
    p = run.s.players[run.me]
    owned = cities_of(run.s, run.me)
    if p.government and p.government_city in owned:
        home = p.government_city
    else:
        home = run.ask(run.me, f"where does {name} join you?", owned) or ""
    if not home:
        return
    holder, where = turncoat_holder(run.s, name)
    if holder == run.me:
        return
    run.aim_at_player(holder)  # he is taken from the player who had him
    # Heroes are counted, not named: he is the holder's hero where he last joined, else
    # one of its heroes elsewhere; a holder with no hero left lost him in battle.
    if holder and units_on(run.s, where, holder).get("hero", 0) <= 0:
        where = next((a for a in sorted(run.s.areas) if units_on(run.s, a, holder).get("hero", 0) > 0), "")
    run.tx.emit(
        TurncoatMoved(
            name=name, player=run.me, area=home, source_player=holder if where else "",
            source_area=where if holder else "",
        )
    )


# -- advancements, Ethos, the Favorite, the decks ---------------------------------------------------------


def _advancement_options(run: Run, level: int | None, philosophers: int) -> list[str]:
    p = run.s.players[run.me]
    return [
        a.id for a in run.content.advancements.values()
        if (level is None or a.level <= level) and may_research(run.content, p, a.id, philosophers)
    ]


@handles("free_advancement")
def free_advancement(run: Run) -> None:
    options = _advancement_options(run, int(run.params["level"]), 10**6)
    picked = run.ask(run.me, "which advancement do you take for free?", options)
    if picked is not None:
        run.tx.emit(econ_ev.AdvancementResearched(player=run.me, advancement=picked, cost=0))


@handles("research_advancement")
def research_advancement(run: Run) -> None:
    p = run.s.players[run.me]
    options = _advancement_options(run, None, p.philosophers)
    if not options:
        return
    picked = run.ask(run.me, "buy which advancement now?", [NONE, *options])
    if picked and picked != NONE:
        cost = check_research(run.content, p, picked, p.philosophers)
        run.tx.emit(econ_ev.AdvancementResearched(player=run.me, advancement=picked, cost=cost))


@handles("swap_ethos")
def swap_ethos(run: Run) -> None:
    p = run.s.players[run.me]
    if not p.ethos or p.kind == "ai":
        return
    if not p.ethos_hand:
        deck = sorted(run.s.ethos_deck)
        run.tx.rng.shuffle(deck)
        drawn = tuple(deck[: int(run.params["draw"])])
        if not drawn:
            return
        run.tx.emit(EthosDrawn(player=run.me, cards=drawn))
    cards = sorted([*p.ethos, *p.ethos_hand])
    keep = len(p.ethos)
    options = sorted({"+".join(sorted(c)) for c in _combos(cards, keep) if len(set(c)) == keep})
    picked = run.ask(run.me, "which Ethos objectives do you keep?", options, secret=True)
    if picked is None:
        return
    kept = tuple(picked.split("+"))
    rest = list(cards)
    for card in kept:
        rest.remove(card)
    run.tx.emit(turn_ev.EthosKept(player=run.me, kept=kept, returned=tuple(sorted(rest))))


def _combos(cards: list[str], k: int) -> Iterator[tuple[str, ...]]:
    from itertools import combinations

    return combinations(cards, k)


@handles("become_favorite")
def become_favorite(run: Run) -> None:
    run.tx.emit(FavoriteMade(player=run.me))


@handles("foresee")
def foresee(run: Run) -> None:
    if run.params["deck"] != "world_events":
        # The Ethos deck is shuffled before every deal: a look shows which cards are in it, no order.
        run.tx.emit(CardsForeseen(player=run.me, cards=tuple(sorted(run.s.ethos_deck)[: int(run.params["count"])])))
        run.tx.emit(DeckArranged(player=run.me, cards=()))
        return
    if run.me not in run.s.peek:
        top = tuple(reversed(run.s.world_deck[-int(run.params["count"]):]))
        if not top:
            return
        run.tx.emit(CardsForeseen(player=run.me, cards=top))
    seen = run.s.peek[run.me]
    orders = [",".join(o) for o in dict.fromkeys(permutations(seen))]
    picked = run.ask(run.me, "put them back in which order (top first)?", orders, secret=True)
    if picked is not None:
        run.tx.emit(DeckArranged(player=run.me, cards=tuple(picked.split(","))))


@handles("chaos_shift")
def chaos_shift(run: Run) -> None:
    shift_chaos(run.tx, int(run.params["steps"]))


@handles("reshuffle")
def reshuffle(run: Run) -> None:
    run.tx.emit(ReshuffleDue())


@handles("cancel_invocation", "raise_cost")
def counter(run: Run) -> None:
    pass  # counters act when their window resolves (invoking.py)


def grant(run: Run, kind: str) -> None:
    """A timed ability: on the target area (block_area), on the combat of the
    window (combat abilities), or on the beneficiary."""
    params = dict(run.params)
    duration = str(params.pop("duration", "turn"))
    area = run.target if kind == "block_area" else run.context
    run.tx.emit(
        AbilityGranted(
            player=run.me, kind=kind, params=params, duration=duration, area=area, source=run.source,
            moment=moment(run.s),
        )
    )


TIMED = (
    "combat_strength", "extra_die", "reroll", "suppress", "extra_casualty", "prevent_casualty", "end_combat",
    "cross_mountains", "supply_limit", "transport_capacity", "block_area", "bid_bonus",
)
for _kind in TIMED:
    HANDLERS[_kind] = lambda run, _k=_kind: grant(run, _k)


EVENTS = (
    Lost,
    Taken,
    UnitsRemoved,
    UnitsPromoted,
    UpgradesRemoved,
    UpgradeReadied,
    RevoltRolled,
    PickedAtRandom,
    FavoriteMade,
    CubesGained,
    EthosDrawn,
    CreaturePlaced,
    TurncoatMoved,
    CardsForeseen,
    DeckArranged,
    AbilityGranted,
)
BARRIERS = (RevoltRolled, PickedAtRandom, EthosDrawn, CardsForeseen,)  # undo stops at these


# What each event of this module does to the state.
EVOLVERS = {
    Lost: _lost,
    Taken: _taken,
    UnitsRemoved: _removed,
    UnitsPromoted: _promoted,
    UpgradesRemoved: _upgrades_removed,
    UpgradeReadied: _readied,
    RevoltRolled: _revolt,
    PickedAtRandom: _picked,
    FavoriteMade: _favorite,
    CubesGained: _cubes,
    EthosDrawn: _ethos_drawn,
    CreaturePlaced: _creature,
    TurncoatMoved: _turncoat,
    CardsForeseen: _foreseen,
    DeckArranged: _arranged,
    AbilityGranted: _ability,
}
