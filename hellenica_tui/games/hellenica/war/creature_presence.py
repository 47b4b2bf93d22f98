"""MYTHOLOGICAL CREATURES on the map: duels at the end of an action, their upkeep
abilities, and the tokens and holds that end with the turn.

Placing a creature belongs to the world events. While one stands on an area:
units there may not leave on the turn it or they arrived (supply_movement),
nobody withdraws from it (battle), its upgrades keep their cubes at upkeep
(upkeep.retrieve). The numbers of each ability are content, and the rolls and
random victims are `mechanics.creatures`'.
"""

from __future__ import annotations

from msgspec import UnsetType

from hellenica_tui.games.hellenica.content.ability_schema import CreatureCombat, RollPerPiece, Toll
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import ORDER, Choice, counted_upgrades, is_ai
from hellenica_tui.games.hellenica.economy.upgrades import MINE, SETTLEMENT, sites
from hellenica_tui.games.hellenica.gods.choices import ask
from hellenica_tui.games.hellenica.gods.option_forms import SlotOption
from hellenica_tui.games.hellenica.mechanics import creatures as cr
from hellenica_tui.games.hellenica.mechanics.cities import owner_after_losses
from hellenica_tui.games.hellenica.mechanics.combat import Force, dice_pool
from hellenica_tui.games.hellenica.mechanics.dice import PoolRoll, YellowFace, check_yellow
from hellenica_tui.games.hellenica.mechanics.units import SHIPS
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.hellenica.war.battle import force_of

CREATURE_NEXT = "creature_next"  # the Favorite chooses the creature that acts next
UPGRADE_GIVEN = "upgrade_given"  # an owner chooses the upgrade a creature takes


def _yellow(tx: Tx) -> YellowFace:
    return check_yellow(tx.rng.choice(tx.content.dice["yellow"].faces))


# -- duels -------------------------------------------------------------------------------


def duels(tx: Tx, player: str) -> None:
    """At the end of an action of a player who has not passed, its heroes on a
    creature's area duel it: one yellow roll per hero."""
    s = tx.s
    if s.players[player].passed:
        return
    for area_id, area in s.areas.items():
        if not area.creature:  # few areas have one: the cheap test first
            continue
        stack = area.units.get(player)
        heroes = stack.units.get("hero", 0) if stack else 0
        if not heroes:
            continue
        creature = area.creature  # the losses below replace `area` in the scratch state
        faces = tuple(_yellow(tx) for _ in range(heroes))
        result = cr.duel(heroes, faces)
        tx.emit(we.CreatureRolled(area=area_id, creature=creature, faces=faces))
        if result.heroes_lost:
            tx.emit(we.UnitsLost(player=player, area=area_id, units={"hero": result.heroes_lost}, cause="duel"))
        if result.slain:
            tx.emit(we.CreatureSlain(player=player, area=area_id, creature=creature))


# -- upkeep abilities ------------------------------------------------------------------------


def _holders(tx: Tx, area: str) -> dict[str, Force]:
    return {p: force_of(tx.s, area, p) for p in sorted(tx.s.areas[area].units) if force_of(tx.s, area, p).total}


def _lose(tx: Tx, area: str, owner: str, kind: str) -> None:
    tx.emit(we.UnitsLost(player=owner, area=area, units={kind: 1}, cause="creature"))


def _random_victim_owner(tx: Tx, area: str, kind: str) -> str:
    owners = [p for p, f in _holders(tx, area).items() for _ in range(f.count(kind))]  # type: ignore[arg-type]
    return tx.rng.choice(owners)


def _settlement_upgrades(tx: Tx, city: str) -> list[int]:
    if not tx.board.is_city(city):
        return []
    layout = sites(tx.content, city)
    return [i for i, up in enumerate(tx.s.areas[city].slots) if up is not None and layout[i].kind != MINE]


def _ai_city(tx: Tx, city: str) -> bool:
    """An AI player's city, whose settlements stand for its upgrades ("Games with AI players")."""
    return tx.board.is_city(city) and is_ai(tx.s, tx.s.areas[city].owner)


def _standing_settlements(tx: Tx, city: str) -> int:
    return counted_upgrades(tx.s, city, tx.content.areas[city].settlements)


def _upgrade_destroyed(tx: Tx, city: str, slot: int) -> None:
    """A creature destroys an upgrade; on an AI player's city it blocks a settlement instead."""
    if _ai_city(tx, city):
        tx.emit(we.SettlementBlocked(city=city, player=tx.s.areas[city].owner))
    else:
        tx.emit(we.UpgradeLost(city=city, slot=slot, cause="creature"))


def _fight(tx: Tx, area: str, creature: str, effect: CreatureCombat) -> None:
    ability = cr.CreatureCombat(effect.strength, effect.max_rounds, effect.victims, effect.at_sea)
    for player, units in _holders(tx, area).items():
        for _ in range(ability.max_rounds):
            pool = dice_pool(units, at_sea=ability.at_sea)
            colour = "blue" if ability.at_sea else "green"
            faces = tx.content.dice[colour].faces
            numbers = [int(tx.rng.choice(faces)) for _ in range(pool.blue if ability.at_sea else pool.green)]
            numbers += [int(tx.rng.choice(tx.content.dice["red"].faces)) for _ in range(pool.red)]
            face = _yellow(tx) if pool.yellow else None
            one = cr.CreatureCombat(ability.strength, 1, ability.victims, ability.at_sea)
            result = cr.creature_combat(one, units, tx.rng, rolls=[PoolRoll(tuple(numbers), face)])
            if not result.rounds:
                break
            rolled = result.rounds[0]
            tx.emit(we.CreatureRolled(
                area=area, creature=creature, faces=(face,) if face is not None else (), numbers=tuple(numbers),
            ))
            if rolled.lost:
                _lose(tx, area, player, rolled.lost)
            units = result.units
            if ability.strength <= rolled.units_strength:
                break


def _toll(tx: Tx, area: str, creature: str, effect: Toll) -> bool:
    """One yellow roll; a unit lost is picked at random, an upgrade lost is its owner's
    choice: False while the owner is asked which (`upgrade_given` takes the answer)."""
    ability = cr.Toll(safe=tuple(effect.safe), losses=tuple(effect.losses))
    combined = Force()
    for units in _holders(tx, area).values():
        for kind in units.kinds():
            combined = combined.with_(kind, units.count(kind))
    if _ai_city(tx, area):
        slots = [-1] * _standing_settlements(tx, area)
        kinds = [SETTLEMENT] * len(slots)
    else:
        slots = _settlement_upgrades(tx, area)
        kinds = [tx.s.areas[area].slots[i].kind for i in slots]  # type: ignore[union-attr]
    face = _yellow(tx)
    tx.emit(we.CreatureRolled(area=area, creature=creature, faces=(face,)))
    owner = tx.s.areas[area].owner
    choices = upgrade_options(tx, area) if owner and not _ai_city(tx, area) else []
    result = cr.toll(ability, face, combined, kinds, tx.rng, choose_upgrade=lambda ups: ups[0])
    if result.lost_unit:
        _lose(tx, area, _random_victim_owner(tx, area, result.lost_unit), result.lost_unit)
    if result.lost_upgrade:
        if len(choices) > 1:
            tx.emit(we.UpgradeOwed(area=area, creature=creature, owner=owner))
            ask(tx, Choice(
                player=owner, about=UPGRADE_GIVEN, options=choices,
                prompt=f"the {creature} takes an upgrade of {area}: which do you give up?",
            ))  # fmt: skip
            return False
        slot = next(i for i, k in zip(slots, kinds, strict=True) if k == result.lost_upgrade)
        _upgrade_destroyed(tx, area, slot)
    return True


def upgrade_options(tx: Tx, city: str) -> list[str]:
    """The upgrades of `city` a creature may take, one option for each that differs
    (the first slot of each kind, a temple by its deity)."""
    found: dict[tuple[str, str], str] = {}
    for slot in _settlement_upgrades(tx, city):
        up = tx.s.areas[city].slots[slot]
        assert up is not None
        found.setdefault((up.kind, up.deity), SlotOption(slot, up.kind, up.deity).text)
    return list(found.values())


def upgrade_given(tx: Tx, player: str, option: str) -> None:
    """The owner's answer: the upgrade its creature takes; then that creature is done."""
    turn = tx.s.creature_turn
    assert not isinstance(turn, UnsetType) and turn.owed
    area = turn.owed
    chosen = SlotOption.read(option)
    assert chosen is not None
    _upgrade_destroyed(tx, area, chosen.slot)
    _emptied(tx, area)
    tx.emit(we.CreatureDone(creature=tx.s.areas[area].creature))


def creature_chosen(tx: Tx, player: str, option: str) -> None:
    """The Favorite's answer: the creature that acts next, and perhaps those after it, in order."""
    first, *then = option.split(ORDER)
    area = next(a for a, st in tx.s.areas.items() if st.creature == first)
    tx.emit(we.CreatureNext(area=area, creature=first, then=tuple(then)))


def _cyclops(tx: Tx, area: str, creature: str) -> None:
    for player, units in _holders(tx, area).items():
        n = sum(1 for k in units.units() if k != "hero")
        result = cr.cyclops(units, [], {}, faces=[_yellow(tx) for _ in range(n)])
        tx.emit(we.CreatureRolled(area=area, creature=creature, faces=result.faces))
        for kind in units.kinds():
            lost = units.count(kind) - result.units.count(kind)
            if lost:
                tx.emit(we.UnitsLost(player=player, area=area, units={kind: lost}, cause="creature"))
    slots = [-1] * _standing_settlements(tx, area) if _ai_city(tx, area) else _settlement_upgrades(tx, area)
    if slots:
        faces = [_yellow(tx) for _ in slots]
        tx.emit(we.CreatureRolled(area=area, creature=creature, faces=tuple(faces)))
        for slot, face in zip(slots, faces, strict=True):
            if face == "-":
                _upgrade_destroyed(tx, area, slot)
    for sea in sorted(tx.board.sea_neighbours(area)):
        for player, units in _holders(tx, sea).items():
            ships = [k for k in units.units() if k in SHIPS]
            if not ships:
                continue
            result = cr.cyclops(Force(), [], {sea: units}, faces=[_yellow(tx) for _ in ships])
            tx.emit(we.CreatureRolled(area=sea, creature=creature, faces=result.faces))
            for kind in SHIPS:
                lost = units.count(kind) - result.triremes[sea].count(kind)
                if lost:
                    tx.emit(we.UnitsLost(player=player, area=sea, units={kind: lost}, cause="creature"))


def _emptied(tx: Tx, area: str) -> None:
    st = tx.s.areas[area]
    if not st.owner or not tx.board.is_city(area):
        return
    units = sum(sum(stack.units.values()) for stack in st.units.values())
    if _ai_city(tx, area):
        upgrades = _standing_settlements(tx, area)
    else:
        upgrades = sum(up is not None for up in st.slots) + (st.government is not None)
    home = tx.content.areas[area].home_of
    # A home city goes back only to a city-state in this game; else it is nobody's.
    owner = owner_after_losses(st.owner, units_left=units, upgrades_left=upgrades,
                               home_of=home if home in tx.s.players else None) or ""
    if owner != st.owner:
        tx.emit(we.CityOwnerChanged(city=area, owner=owner))


def creature_abilities(tx: Tx) -> bool:
    """Every creature's ability, one creature after the other in the order the Favorite
    of the Gods chooses (asked before each while two or more are left to act, unless
    an answer gave the order of those after it too: `choose sphinx,hydra`). False
    while an answer is awaited: the Favorite's, or an owner's choice of an upgrade lost."""
    s = tx.s
    while True:
        turn = s.creature_turn
        acted = [] if isinstance(turn, UnsetType) else turn.acted
        if not isinstance(turn, UnsetType) and turn.owed:
            return False  # the owner's answer is awaited (upgrade_given)
        left = [
            (a, st.creature) for a, st in s.areas.items()
            if st.creature and st.creature in tx.content.creatures and st.creature not in acted
        ]  # fmt: skip
        if not left:
            break
        order = [] if isinstance(turn, UnsetType) else turn.next.split(ORDER)
        chosen = next((c for c in order if any(c == name for _, name in left)), "")
        if len(left) > 1 and not chosen:
            ask(tx, Choice(
                player=s.favorite, about=CREATURE_NEXT, options=[c for _, c in left],
                prompt="which creature acts next?",
            ))  # fmt: skip
            return False
        area, name = next(((a, c) for a, c in left if c == chosen), left[0])
        ability = tx.content.creatures[name].ability
        if isinstance(ability, CreatureCombat):
            _fight(tx, area, name, ability)
        elif isinstance(ability, Toll):
            if not _toll(tx, area, name, ability):
                return False
        elif isinstance(ability, RollPerPiece):
            _cyclops(tx, area, name)
        _emptied(tx, area)
        if len(left) == 1 and not acted:
            return True  # the one creature on the map: nothing to keep track of
        tx.emit(we.CreatureDone(creature=name))
    if not isinstance(s.creature_turn, UnsetType):
        tx.emit(we.CreaturesDone())
    return True


def retrieve_tokens(tx: Tx) -> bool:
    """Brilliant leader tokens come back; units are no longer held by creatures."""
    s = tx.s
    if any(p.leaders_used for p in s.players.values()) or any(
        st.held for a in s.areas.values() for st in a.units.values()
    ):
        tx.emit(we.WarTokensRetrieved())
    return True


UPKEEP = {"creatures": creature_abilities, "tokens": retrieve_tokens}
ANSWERS = {CREATURE_NEXT: creature_chosen, UPGRADE_GIVEN: upgrade_given}
ORDERS = {CREATURE_NEXT: True}  # the Favorite may give the order of several at once
