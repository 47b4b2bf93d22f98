"""Effects on units: placed, destroyed, promoted, and the losses of an area reduction or an eruption."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.effect_schema import (
    AreaReduction,
    DestroyUnits,
    Eruption,
    PlaceUnits,
    PromoteUnits,
)
from hellenica_tui.games.hellenica.core.state import government_city
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.train import room
from hellenica_tui.games.hellenica.effects.advancements import may_train_elite
from hellenica_tui.games.hellenica.effects.events import PickedAtRandom, UnitsPromoted, UpgradesRemoved
from hellenica_tui.games.hellenica.effects.run import (
    Run,
    remove_units,
    settle_city,
    slot_label,
    unit_labels,
    units_on,
)
from hellenica_tui.games.hellenica.gods.option_forms import UnitOption
from hellenica_tui.games.hellenica.mechanics.area_reduction import Holding, Loss, reduce_holding
from hellenica_tui.games.hellenica.mechanics.combat import Force

# -- units -----------------------------------------------------------------------------------


def place_units(run: Run, effect: PlaceUnits) -> None:
    unit = effect.unit
    if effect.where == "government_city":
        area = government_city(run.s, run.me)
        if area and run.s.areas[area].owner != run.me:
            area = ""
    else:
        area = run.target
    if not area:
        return
    count = min(effect.count, room(run.tx, run.me, unit))
    if count <= 0:
        return
    elite = effect.elite
    if not elite and may_train_elite(run.content, run.s.players[run.me], unit):
        elite = run.ask(run.me, f"take the {unit} units elite or regular?", ["elite", "regular"]) == "elite"
    run.tx.emit(econ_ev.UnitsTrained(player=run.me, city=area, unit=unit, count=count, elite=elite))


def _destroy_candidates(run: Run, area: str, kinds: list[str]) -> list[str]:
    allowed = list(kinds) if kinds else [u for u in run.content.units if u != "hero"]
    return unit_labels(run.s, area, [p for p in run.s.players if p != run.me], allowed)


def destroy_units(run: Run, effect: DestroyUnits) -> None:
    area = run.context if run.context and not run.target else run.target
    if not area:
        return
    chooser = effect.chooser
    count = effect.count
    removed: dict[tuple[str, str], int] = {}
    # The picks are made one unit at a time on what is left.
    left = {
        (o.owner, o.unit): units_on(run.s, area, o.owner)[o.unit]
        for label in _destroy_candidates(run, area, effect.units)
        if (o := UnitOption.read(label)) is not None
    }
    if chooser == "random":
        pool = [key for key, n in sorted(left.items()) for _ in range(n)]
        for key in run.tx.rng.sample(pool, min(count, len(pool))):
            removed[key] = removed.get(key, 0) + 1
        run.tx.emit(PickedAtRandom(area=area, picks=tuple(UnitOption(p, k).text for (p, k), n in sorted(removed.items())
                                                         for _ in range(n))))
    else:
        for _ in range(count):
            options = sorted(UnitOption(p, k).text for (p, k), n in left.items() if n - removed.get((p, k), 0) > 0)
            if chooser == "owner":
                owners = sorted({p for (p, k), n in left.items() if n - removed.get((p, k), 0) > 0})
                victim = run.ask(run.me, "whose unit is destroyed?", owners)
                if victim is None:
                    break
                options = [UnitOption(victim, k).text for (p, k), n in sorted(left.items())
                           if p == victim and n - removed.get((p, k), 0) > 0]
                picked = run.ask(victim, "which of your units is destroyed?", options)
            else:
                picked = run.ask(run.me, "which unit is destroyed?", options)
            option = UnitOption.read(picked) if picked is not None else None
            if option is None:
                break
            removed[option] = removed.get(option, 0) + 1
    remove_units(run, area, removed)
    if run.board.is_city(area):
        settle_city(run, area)


def promote_units(run: Run, effect: PromoteUnits) -> None:
    area = run.target
    if not area:
        return
    kinds = effect.units or [u.id for u in run.content.units.values() if u.may_be_elite]
    have = {k: n for k, n in units_on(run.s, area, run.me).items() if k in kinds and n > 0}
    promoted: dict[str, int] = {}
    for _ in range(effect.count):
        options = sorted(k for k, n in have.items() if n - promoted.get(k, 0) > 0)
        picked = run.ask(run.me, "which unit becomes elite?", options)
        if picked is None:
            break
        promoted[picked] = promoted.get(picked, 0) + 1
    for unit, n in sorted(promoted.items()):
        run.tx.emit(UnitsPromoted(player=run.me, area=area, unit=unit, count=n))


# -- losses an area suffers ----------------------------------------------------------------------


Piece = str | int  # a unit (its key) or an upgrade (its slot)


def _pieces(run: Run, area: str) -> dict[str, list[Piece]]:
    """Each player's pieces on the area: its unit key per unit, its slot per upgrade."""
    found: dict[str, list[Piece]] = {}
    for player, stack in run.s.areas[area].units.items():
        for key, n in sorted(stack.units.items()):
            found.setdefault(player, []).extend([key] * n)
    st = run.s.areas[area]
    if st.owner:
        found.setdefault(st.owner, []).extend(i for i, up in enumerate(st.slots) if up is not None)
    return {p: v for p, v in found.items() if v}


def _plan_losses(run: Run, area: str, amount: int, units_only: bool, players: list[str] | None = None) -> dict[str, list[Piece]]:
    """Each player on the area picks its `amount` losses there (in play order from the beneficiary)."""
    pieces = _pieces(run, area)
    order = [run.me] + [p for p in run.s.players if p != run.me]
    plan: dict[str, list[Piece]] = {}
    for player in order:
        if player not in pieces or (players is not None and player not in players):
            continue
        only_units = units_only or run.s.players[player].kind == "ai"
        mine = [x for x in pieces[player] if not only_units or isinstance(x, str)]
        picks: list[Piece] = []
        for _ in range(min(amount, len(mine))):
            left = list(mine)
            for x in picks:
                left.remove(x)
            options = sorted(set(left), key=lambda x: (isinstance(x, str), str(x)))  # upgrades, then units
            labels = {x: _piece_label(run, area, x) for x in options}
            picked = run.ask(player, f"what do you lose in {area}?", [labels[x] for x in options])
            if picked is None:
                break
            picks.append(next(x for x in options if labels[x] == picked))
        plan[player] = picks
    return plan


def _piece_label(run: Run, area: str, piece: Piece) -> str:
    return piece if isinstance(piece, str) else slot_label(run, area, piece)


def _apply_losses(run: Run, area: str, plan: dict[str, list[Piece]], amount: int, units_only: bool) -> None:
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
            units=tuple(x for x in picks if isinstance(x, str)),  # type: ignore[misc]
            upgrades=tuple(slot_kinds[x] for x in picks if isinstance(x, int)),
        )
        only_units = units_only or run.s.players[player].kind == "ai"
        reduce_holding(Holding(force, upgrades), loss, units_only=only_units, amount=amount)
        for x in picks:
            if isinstance(x, str):
                removed[(player, x)] = removed.get((player, x), 0) + 1
            else:
                slots.append(x)
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


def area_reduction(run: Run, effect: AreaReduction) -> None:
    kind = effect.area
    options = sorted(a for a in run.s.areas if _area_fits(run, a, kind) and _pieces(run, a))
    chosen: list[str] = []
    for _ in range(effect.count):
        area = run.ask(run.me, "which area is struck?", [a for a in options if a not in chosen])
        if area is None:
            break
        run.aim_at_area(area)
        chosen.append(area)
    amount = effect.amount
    units_only = effect.units_only
    plans = [(area, _plan_losses(run, area, amount, units_only)) for area in chosen]
    for area, plan in plans:
        _apply_losses(run, area, plan, amount, units_only)


def eruption(run: Run, effect: Eruption) -> None:
    volcanoes = sorted(a.id for a in run.content.areas.values() if a.volcano and not run.s.areas[a.id].impassable)
    volcano = run.ask(run.me, "which volcano erupts?", volcanoes)
    if volcano is None:
        return
    run.aim_at_area(volcano)  # its neighbours are struck by where they stand, not by the winner's pick
    plan = _plan_losses(run, volcano, effect.volcano_loss, False)
    around = [a for a in run.board.neighbours(volcano) if run.content.areas[a].kind == "land"]
    side: list[tuple[str, dict[str, list[Piece]]]] = []
    for player in [run.me] + [p for p in run.s.players if p != run.me]:
        hit = sorted(a for a in around if player in _pieces(run, a))
        area = run.ask(player, "which area next to the volcano suffers?", hit)
        if area is not None:
            side.append((area, _plan_losses(run, area, effect.adjacent_loss, False, [player])))
    _apply_losses(run, volcano, plan, effect.volcano_loss, False)
    for area, losses in side:
        _apply_losses(run, area, losses, effect.adjacent_loss, False)
