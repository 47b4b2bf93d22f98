"""Rolls on the tables: leaders and their skills, city traits."""

from __future__ import annotations

from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.content.validation import MISSING_TRAIT_ROLLS
from hellenica_tui.games.war.tx import Tx

MAX_REROLLS = 200  # a guard: a table too small for the skills asked stops rather than loops


def raise_leader(tx: Tx, player: str, space: str) -> None:
    """A new leader: 1D6 for how many skills, 1D100 for each; a skill the leader already
    has is rolled again (rules/leaders.md)."""
    if not tx.state.leader_names:
        return
    count_roll = tx.d(6)
    wanted = tx.content.skill_count[count_roll - 1]
    rolls: list[int] = []
    skills: list[str] = []
    while len(skills) < wanted and len(rolls) < MAX_REROLLS:
        roll = tx.d(100)
        rolls.append(roll)
        skill = tx.content.skill_for(roll).id
        if skill not in skills:
            skills.append(skill)
    name = tx.state.leader_names[-1]
    uid = tx.state.next_unit
    tx.emit(ev.LeaderRaised(
        player=player, id=uid, name=name, space=space, count_roll=count_roll,
        skill_rolls=tuple(rolls), skills=tuple(skills),
    ))  # fmt: skip


def trait_roll(tx: Tx, taken: list[str]) -> tuple[tuple[int, ...], str]:
    """Two dice read as tens and units until the reading is on the table and not in `taken`."""
    rolls: list[int] = []
    while len(rolls) < MAX_REROLLS:
        roll = 10 * tx.d(6) + tx.d(6)
        rolls.append(roll)
        if roll in MISSING_TRAIT_ROLLS:
            continue
        trait = tx.content.traits[roll].id
        if trait not in taken:
            return tuple(rolls), trait
    return tuple(rolls), ""


def gain_trait(tx: Tx, player: str) -> None:
    rolls, trait = trait_roll(tx, tx.state.players[player].traits)
    if not trait:
        return
    tx.emit(ev.TraitGained(player=player, rolls=rolls, trait=trait))
    pay_once(tx, player, trait)


def pay_once(tx: Tx, player: str, trait_id: str) -> None:
    """A trait whose effect is gold at once pays it now."""
    trait = next(t for t in tx.content.traits.values() if t.id == trait_id)
    for part in trait.effect.parts():
        if part.kind == "gold_once" and part.dice:
            dice = tx.roll(part.dice)
            tx.emit(ev.GoldChanged(player=player, amount=sum(dice), reason=trait.name, dice=dice))
