"""The odds of one combat round, worked out exactly from the dice's faces.

A side's strength is its highest green/red/blue number (0 with none), plus what
its yellow dice add, plus its bonuses, never below 0; each yellow '-' kills
one of its heroes (`battle.SideRound.strength` and `heroes_killed`). Only the
highest number counts, so the chance that the highest of several dice is at
most x is the product of each die's chance to show at most x: no need to walk
every combination of faces. The yellow dice are few and are walked face by face.
Fractions keep every figure exact.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from hellenica_tui.games.hellenica.mechanics.dice import yellow_bonus

YELLOW = "yellow"


@dataclass(frozen=True)
class SideDice:
    """What one side rolls this round: combat dice by colour, yellow dice, its
    bonus to strength and the heroes a yellow '-' may kill."""

    dice: Mapping[str, int]
    yellow: int = 0
    bonus: int = 0
    heroes: int = 0


@dataclass(frozen=True)
class RoundOdds:
    attacker_wins: Fraction  # the attacker destroys a defending unit, the defender none
    tie: Fraction  # each destroys one of the other's
    defender_wins: Fraction
    attacker_hero_falls: Fraction  # to its own yellow '-'
    defender_hero_falls: Fraction


def _die(faces: Sequence[str]) -> dict[int, Fraction]:
    counts: dict[int, Fraction] = {}
    for face in faces:
        counts[int(face)] = counts.get(int(face), Fraction(0)) + Fraction(1, len(faces))
    return counts


def highest(dice: Iterable[Sequence[str]]) -> dict[int, Fraction]:
    """The distribution of the highest number shown by these dice (0 with none)."""
    pmfs = [_die(faces) for faces in dice]
    if not pmfs:
        return {0: Fraction(1)}
    values = sorted({v for pmf in pmfs for v in pmf})
    out: dict[int, Fraction] = {}
    below = Fraction(0)  # P(highest < value)
    for value in values:
        at_most = Fraction(1)
        for pmf in pmfs:
            at_most *= sum((p for v, p in pmf.items() if v <= value), Fraction(0))
        if at_most - below:
            out[value] = at_most - below
        below = at_most
    return out


def yellow_sum(count: int, faces: Sequence[str]) -> dict[tuple[int, int], Fraction]:
    """(what `count` yellow dice add, how many show '-') with its chance."""
    out = {(0, 0): Fraction(1)}
    for _ in range(count):
        step: dict[tuple[int, int], Fraction] = {}
        for (added, minus), p in out.items():
            for face in faces:
                key = (added + yellow_bonus(face), minus + (face == "-"))
                step[key] = step.get(key, Fraction(0)) + p / len(faces)
        out = step
    return out


def side_outcomes(side: SideDice, faces: Mapping[str, Sequence[str]]) -> dict[tuple[int, int], Fraction]:
    """(strength, heroes killed) with its chance, for one side's roll."""
    rolled = [faces[colour] for colour, n in side.dice.items() for _ in range(max(n, 0))]
    out: dict[tuple[int, int], Fraction] = {}
    for top, p in highest(rolled).items():
        for (added, minus), q in yellow_sum(max(side.yellow, 0), faces[YELLOW]).items():
            key = (max(top + added + side.bonus, 0), min(minus, side.heroes))
            out[key] = out.get(key, Fraction(0)) + p * q
    return out


def round_odds(attacker: SideDice, defender: SideDice, faces: Mapping[str, Sequence[str]]) -> RoundOdds:
    """Who wins the round and whose hero falls, exactly (rerolls left out)."""
    a, d = side_outcomes(attacker, faces), side_outcomes(defender, faces)
    a_strength = _marginal(a)
    d_strength = _marginal(d)
    wins = tie = Fraction(0)
    for sa, pa in a_strength.items():
        for sd, pd in d_strength.items():
            if sa > sd:
                wins += pa * pd
            elif sa == sd:
                tie += pa * pd
    return RoundOdds(
        attacker_wins=wins,
        tie=tie,
        defender_wins=1 - wins - tie,
        attacker_hero_falls=sum((p for (_, k), p in a.items() if k), Fraction(0)),
        defender_hero_falls=sum((p for (_, k), p in d.items() if k), Fraction(0)),
    )


def _marginal(joint: Mapping[tuple[int, int], Fraction]) -> dict[int, Fraction]:
    out: dict[int, Fraction] = {}
    for (strength, _), p in joint.items():
        out[strength] = out.get(strength, Fraction(0)) + p
    return out


def shares(chances: Sequence[Fraction]) -> list[str]:
    """Chances that add up to one as whole percentages that add up to 100 (the largest
    remainders round up), none shown as 0% or 100% unless it is."""
    floors = [int(p * 100) for p in chances]
    order = sorted(range(len(chances)), key=lambda i: chances[i] * 100 - floors[i], reverse=True)
    for i in order[: 100 - sum(floors)]:
        floors[i] += 1
    return [_bounded(p, shown) for p, shown in zip(chances, floors)]


def _bounded(p: Fraction, shown: int) -> str:
    if p == 0:
        return "0%"
    if p == 1:
        return "100%"
    return "<1%" if shown < 1 else ">99%" if shown > 99 else f"{shown}%"


def percent(p: Fraction) -> str:
    """A chance as a whole percentage that never reads 0% or 100% unless it is."""
    return _bounded(p, round(p * 100))
