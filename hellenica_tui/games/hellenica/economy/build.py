"""BUILD: place an upgrade under construction on a city's location (changing
the government is a Build too: see governments.py).

A location is a settlement of the city, a mine location of the city (with an
advancement allowing mines; never City Walls), or Delphi's free temple (a
Temple only). An upgrade may replace an active or under-construction upgrade,
never an exhausted one. City Walls: one per city. Docks: the city needs a
clearing onto a sea. A Wonder of the World needs its advancement and is built
once per player per game. With rival deities in play, no player may own
temples to two rivals.
"""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.schema import Content, UpgradeKind
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import ACTIVE, BUILDING, EXHAUSTED, AreaState, Player, State
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.actions import finish, own_city, pay
from hellenica_tui.games.hellenica.economy.commands import Build
from hellenica_tui.games.hellenica.economy.upgrades import FREE_TEMPLE, MINE, SETTLEMENT, TEMPLE, Site, sites
from hellenica_tui.games.hellenica.effects.advancements import builds_active, may_build_on_mines, unlocks
from hellenica_tui.games.kit.tables import Deciders


def rivals_of(s: State, deity: str) -> set[str]:
    if deity not in s.rivals:
        return set()
    i = s.rivals.index(deity)
    return {s.rivals[j] for j in (i - 1, i + 1) if 0 <= j < len(s.rivals)}


def temple_deities(s: State, player: str, skip: tuple[str, int] = ("", -1)) -> set[str]:
    """Deities of the temples a player owns (leaving out one location)."""
    found = set()
    for area_id, area in s.areas.items():
        if area.owner != player:
            continue
        for i, up in enumerate(area.slots):
            if up is not None and up.kind == TEMPLE and (area_id, i) != skip:
                found.add(up.deity)
        if area.government is not None and area.government.kind == TEMPLE:
            found.add(area.government.deity)
    return found


def lacks_advancement(content: Content, p: Player, upgrade: UpgradeKind) -> bool:
    """Whether `upgrade` needs an advancement the player has not got (nor one unlocking it)."""
    needed = upgrade.needs_advancement
    return bool(needed) and not (needed in p.advancements or unlocks(content, p, upgrade.id))


def upgrade_refusal(content: Content, board: Board, p: Player, upgrade: UpgradeKind, city: str) -> str:
    """Why the player may build `upgrade` in `city` on no location at all ("" when it may)."""
    if lacks_advancement(content, p, upgrade):
        needed = content.advancements.get(upgrade.needs_advancement)
        return f"{upgrade.name} needs the {needed.name if needed else upgrade.needs_advancement} advancement"
    if upgrade.once_per_game and p.wonder_built:
        return f"each player builds one {upgrade.name} per game"
    if upgrade.needs_sea_clearing and not board.sea_clearing(city):
        return f"{upgrade.name} need the city to have a clearing onto a sea; {city} has none"
    return ""


def site_slots(layout: tuple[Site, ...], site: str) -> list[int]:
    """The locations a build's `site` names: the settlements (""), the free temple, or the mine locations in that area."""
    if site == "":
        return [i for i, where in enumerate(layout) if where.kind == SETTLEMENT]
    if site == FREE_TEMPLE:
        return [i for i, where in enumerate(layout) if where.kind == FREE_TEMPLE]
    return [i for i, where in enumerate(layout) if where.kind == MINE and where.area == site]


def candidate_slots(tx: Tx, player: str, cmd: Build) -> list[int]:
    """The locations of the city the command may mean."""
    slots = site_slots(sites(tx.content, cmd.city), cmd.site)
    upgrade = tx.content.upgrades[cmd.upgrade]
    if cmd.site == "":
        return slots
    if cmd.site == FREE_TEMPLE:
        if not slots:
            raise IllegalCommand(f"{cmd.city} has no free temple location")
        if cmd.upgrade != TEMPLE:
            raise IllegalCommand("the free temple location holds only a Temple")
        return slots
    if not slots:
        raise IllegalCommand(f"{cmd.city} has no mine location in {cmd.site}")
    if not may_build_on_mines(tx.content, tx.s.players[player]):
        raise IllegalCommand("building on a mine location needs an advancement such as Mining")
    if not upgrade.on_mines:
        raise IllegalCommand(f"{upgrade.name} may never stand on a mine location")
    return slots


def slot_taken(area: AreaState, slots: list[int], over: str, over_deity: str, unfinished: bool) -> int | None:
    """The location among `slots` a build takes: the first empty one when it replaces
    nothing, else the first holding `over` (of `over_deity`), under construction when
    `unfinished`, active otherwise; None when there is none."""
    if not over:
        return next((i for i in slots if area.slots[i] is None), None)
    wanted = BUILDING if unfinished else ACTIVE
    for i in slots:
        up = area.slots[i]
        if up is not None and up.kind == over and up.deity == over_deity and up.state == wanted:
            return i
    return None


def choose_slot(tx: Tx, player: str, cmd: Build) -> int:
    area = tx.s.areas[cmd.city]
    slots = candidate_slots(tx, player, cmd)
    slot = slot_taken(area, slots, cmd.over, cmd.over_deity, cmd.over_unfinished)
    if slot is not None:
        return slot
    if not cmd.over:
        where = "mine location" if cmd.site not in ("", FREE_TEMPLE) else "location"
        raise IllegalCommand(f"no empty {where} there; name the upgrade to replace (over ...)")
    exhausted = any(
        (up := area.slots[i]) is not None and up.kind == cmd.over and up.deity == cmd.over_deity
        and up.state == EXHAUSTED
        for i in slots
    )
    what = cmd.over + (f" of {cmd.over_deity}" if cmd.over_deity else "")
    if exhausted and not cmd.over_unfinished:
        raise IllegalCommand(f"the {what} there is exhausted; an exhausted upgrade cannot be replaced")
    state = "under construction" if cmd.over_unfinished else "active"
    raise IllegalCommand(f"there is no {state} {what} there to replace")


def location_refusal(s: State, player: str, city: str, slot: int, upgrade: UpgradeKind, deity: str) -> str:
    """Why `upgrade` (of `deity`) may not go on location `slot` of `city` ("" when it may)."""
    area = s.areas[city]
    old = area.slots[slot]
    if old is not None and old.kind == upgrade.id and old.deity == deity:
        return f"that {upgrade.name} is already there"
    if upgrade.one_per_city and any(
        up is not None and up.kind == upgrade.id for i, up in enumerate(area.slots) if i != slot
    ):
        return f"a city may have only one {upgrade.name}"
    if upgrade.id == TEMPLE and s.settings.rival_deities:
        clash = rivals_of(s, deity) & temple_deities(s, player, skip=(city, slot))
        if clash:
            return f"{deity} is the rival of {', '.join(sorted(clash))}, to whom you own a temple"
    return ""


def build(tx: Tx, player: str, cmd: Build) -> None:
    s, content = tx.s, tx.content
    area = own_city(tx, player, cmd.city)
    upgrade = content.upgrades.get(cmd.upgrade)
    if upgrade is None:
        raise IllegalCommand(f"there is no upgrade called {cmd.upgrade}")
    p = s.players[player]
    refusal = upgrade_refusal(content, tx.board, p, upgrade, cmd.city)
    if refusal:
        raise IllegalCommand(refusal)
    if cmd.upgrade == TEMPLE:
        if cmd.deity not in content.deities:
            raise IllegalCommand(f"a temple needs a patron deity: one of {', '.join(sorted(content.deities))}")
    elif cmd.deity:
        raise IllegalCommand("only a temple has a patron deity")
    slot = choose_slot(tx, player, cmd)
    refusal = location_refusal(s, player, cmd.city, slot, upgrade, cmd.deity)
    if refusal:
        raise IllegalCommand(refusal)
    old = area.slots[slot]
    pay(tx, player, "build", cmd.exchange)
    tx.emit(
        econ_ev.UpgradeBuilt(
            player=player, city=cmd.city, slot=slot, upgrade=cmd.upgrade, deity=cmd.deity,
            replaced=old.kind if old is not None else "", wonder=upgrade.once_per_game,
            active=builds_active(content, s.players[player]),  # read again: paying replaced it
        )
    )
    finish(tx, player)


# What decides each command of this module.
DECIDERS = Deciders[Tx]().on(Build, build)
