"""Effects on cities: upgrades built, destroyed, readied or exhausted, a city gained, revolts."""

from __future__ import annotations

from typing import Any

from hellenica_tui.games.hellenica.content.ability_schema import RevoltModifier
from hellenica_tui.games.hellenica.content.effect_schema import (
    DestroyUpgrades,
    ExhaustUpgrades,
    GainCity,
    PlaceUpgrade,
    ReadyUpgrades,
    Revolt,
    Revolts,
)
from hellenica_tui.games.hellenica.core.state import (
    ACTIVE,
    BUILDING,
    EXHAUSTED,
    GOVERNMENT_SLOT,
    State,
    cities_of,
    government_cities,
)
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.build import rivals_of, temple_deities
from hellenica_tui.games.hellenica.economy.upgrades import SETTLEMENT, TEMPLE, sites
from hellenica_tui.games.hellenica.effects.advancements import effects as advancement_effects
from hellenica_tui.games.hellenica.effects.events import PickedAtRandom, RevoltRolled, UpgradeReadied, UpgradesRemoved
from hellenica_tui.games.hellenica.effects.run import (
    Run,
    home_owner,
    remove_units,
    settle_city,
    slot_label,
    slot_of,
    units_on,
)
from hellenica_tui.games.hellenica.gods.option_forms import SlotOption
from hellenica_tui.games.hellenica.mechanics.revolt import revolt
from hellenica_tui.games.hellenica.war.events import CityOwnerChanged

# -- upgrades and cities ------------------------------------------------------------------------


def _buildable(run: Run, city: str, fixed: str | None) -> list[str]:
    """Labels "slot:upgrade[-deity]" of what may be built for free in the city."""
    s, content = run.s, run.content
    p = s.players[run.me]
    area = s.areas[city]
    layout = sites(content, city)
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
                options.append(SlotOption(slot, upgrade_id, deity).text)
    return options


def place_upgrade(run: Run, effect: PlaceUpgrade) -> None:
    city = run.pick_city("which of your cities gets the upgrade?", cities_of(run.s, run.me))
    if not city or run.s.areas[city].owner != run.me:
        return
    picked = run.ask(run.me, f"what is built in {city}, and where?", _buildable(run, city, effect.upgrade))
    option = SlotOption.read(picked) if picked is not None else None
    if option is None:
        return
    old = run.s.areas[city].slots[option.slot]
    run.tx.emit(
        econ_ev.UpgradeBuilt(
            player=run.me, city=city, slot=option.slot, upgrade=option.upgrade, deity=option.deity,
            replaced=old.kind if old is not None else "", active=effect.active,
        )
    )


def destroy_upgrades(run: Run, effect: DestroyUpgrades) -> None:
    city = run.target
    if not city or not run.s.areas[city].owner:
        return
    area = run.s.areas[city]
    layout = sites(run.content, city)
    slots = [i for i, up in enumerate(area.slots) if up is not None and layout[i].kind == SETTLEMENT]
    count = min(effect.count, len(slots))
    chooser = effect.chooser
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


def ready_upgrades(run: Run, effect: ReadyUpgrades) -> None:
    city = run.pick_city("which of your cities is readied?", cities_of(run.s, run.me))
    if not city or run.s.areas[city].owner != run.me:
        return
    for slot in _pick_slots(run, city, EXHAUSTED, effect.count, f"which upgrade of {city} is readied?"):
        run.tx.emit(UpgradeReadied(city=city, slot=slot))


def exhaust_upgrades(run: Run, effect: ExhaustUpgrades) -> None:
    city = run.target
    if not city or not run.s.areas[city].owner:
        return
    owner = run.s.areas[city].owner
    for slot in _pick_slots(run, city, ACTIVE, effect.count, f"which upgrade of {city} is exhausted?"):
        run.tx.emit(econ_ev.UpgradeExhausted(player=owner, city=city, slot=slot))


def gain_city(run: Run, effect: GainCity) -> None:
    city = run.target
    if not city:
        return
    area = run.s.areas[city]
    if area.owner or area.creature or any(st.units for st in area.units.values()):
        return  # only an empty neutral city may join
    if run.content.areas[city].empty:  # the explorable map: a free exploration for a City tile
        for explore in run.tx.rules.hooks.explore_for_city:
            explore(run.tx, run.me, city)
        return
    run.tx.emit(CityOwnerChanged(city=city, owner=run.me))


# -- revolts, reductions, the volcano ---------------------------------------------------------------


def revolt_in(run: Run, city: str, losses: list[str]) -> None:
    """A revolt in `city`; `losses` are the owner's picks of the units to remove, asked beforehand."""
    area = run.s.areas[city]
    owner = area.owner
    if not owner or city in government_cities(run.s):
        return
    units = sum(units_on(run.s, city, owner).values())
    upgrades = run.counted_upgrades(city)
    bonus = sum(e.amount for e in advancement_effects(run.content, run.s.players[owner], RevoltModifier))
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
    upgrades = run.counted_upgrades(city)
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


def revolt_effect(run: Run, effect: Revolt) -> None:
    city = run.target
    if not city or not run.s.areas[city].owner or city in government_cities(run.s):
        return
    revolt_in(run, city, _revolt_losses(run, city))


def revolts(run: Run, effect: Revolts) -> None:
    options = revolt_targets(run.s, run.me, effect.of)
    cities: list[str] = []
    for _ in range(effect.count):
        city = run.ask(run.me, "where does a revolt break out?", [c for c in options if c not in cities])
        if city is None:
            break
        run.aim_at_area(city)
        cities.append(city)
    plans = [(city, _revolt_losses(run, city)) for city in cities]
    for city, losses in plans:
        revolt_in(run, city, losses)
