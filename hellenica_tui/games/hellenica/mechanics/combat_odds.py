"""The odds of one combat round, worked out exactly from the dice's faces.

A side's strength is its highest green/red/blue number (0 with none), plus what
its yellow dice add, plus its bonuses, never below 0; each yellow '-' kills
one of its heroes (`battle.SideRound.strength` and `heroes_killed`). Only the
highest number counts, so the chance that the highest of several dice is at
most x is the product of each die's chance to show at most x: no need to walk
every combination of faces. The yellow dice are few and are walked face by face.
Everything is counted in whole numbers of equally likely rolls, so every
figure is exact; fractions are made once at the end.
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
    sampled: int = 0  # rounds played to estimate these (a reroll in play); 0 when exact


Weights = dict[tuple[int, int], int]  # outcome -> how many of the equally likely rolls give it


def _counts(faces: Sequence[str]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for face in faces:
        counts[int(face)] = counts.get(int(face), 0) + 1
    return counts


def _highest(dice: Sequence[Sequence[str]]) -> dict[int, int]:
    """How many rolls of these dice (of the product of their face counts) show each highest number."""
    counts = [_counts(faces) for faces in dice]
    if not counts:
        return {0: 1}
    out: dict[int, int] = {}
    below = 0  # rolls whose highest is under `value`
    for value in sorted({v for c in counts for v in c}):
        at_most = 1
        for c in counts:
            at_most *= sum(n for v, n in c.items() if v <= value)
        if at_most - below:
            out[value] = at_most - below
        below = at_most
    return out


def highest(dice: Iterable[Sequence[str]]) -> dict[int, Fraction]:
    """The distribution of the highest number shown by these dice (0 with none)."""
    rolled = list(dice)
    total = 1
    for faces in rolled:
        total *= len(faces)
    return {v: Fraction(n, total) for v, n in _highest(rolled).items()}


def _yellow(count: int, faces: Sequence[str]) -> dict[tuple[int, int], int]:
    """(what `count` yellow dice add, how many show '-') with how many rolls give it."""
    out = {(0, 0): 1}
    for _ in range(count):
        step: dict[tuple[int, int], int] = {}
        for (added, minus), n in out.items():
            for face in faces:
                key = (added + yellow_bonus(face), minus + (face == "-"))
                step[key] = step.get(key, 0) + n
        out = step
    return out


def _weights(side: SideDice, faces: Mapping[str, Sequence[str]]) -> tuple[Weights, int]:
    """(strength, heroes killed) -> number of rolls, and the number of all rolls."""
    rolled = [faces[colour] for colour, n in side.dice.items() for _ in range(max(n, 0))]
    yellow = max(side.yellow, 0)
    total = len(faces[YELLOW]) ** yellow
    for die in rolled:
        total *= len(die)
    out: Weights = {}
    for top, n in _highest(rolled).items():
        for (added, minus), m in _yellow(yellow, faces[YELLOW]).items():
            key = (max(top + added + side.bonus, 0), min(minus, side.heroes))
            out[key] = out.get(key, 0) + n * m
    return out, total


def side_outcomes(side: SideDice, faces: Mapping[str, Sequence[str]]) -> dict[tuple[int, int], Fraction]:
    """(strength, heroes killed) with its chance, for one side's roll."""
    weights, total = _weights(side, faces)
    return {key: Fraction(n, total) for key, n in weights.items()}


def round_odds(attacker: SideDice, defender: SideDice, faces: Mapping[str, Sequence[str]]) -> RoundOdds:
    """Who wins the round and whose hero falls, exactly, when neither side may reroll.
    Counted in whole numbers of rolls, made fractions once at the end."""
    (a, a_total), (d, d_total) = _weights(attacker, faces), _weights(defender, faces)
    a_strength, d_strength = _marginal(a), _marginal(d)
    wins = tie = 0
    for sa, na in a_strength.items():
        for sd, nd in d_strength.items():
            if sa > sd:
                wins += na * nd
            elif sa == sd:
                tie += na * nd
    both = a_total * d_total
    return RoundOdds(
        attacker_wins=Fraction(wins, both),
        tie=Fraction(tie, both),
        defender_wins=Fraction(both - wins - tie, both),
        attacker_hero_falls=Fraction(sum(n for (_, k), n in a.items() if k), a_total),
        defender_hero_falls=Fraction(sum(n for (_, k), n in d.items() if k), d_total),
    )


def _marginal(joint: Mapping[tuple[int, int], int]) -> dict[int, int]:
    out: dict[int, int] = {}
    for (strength, _), n in joint.items():
        out[strength] = out.get(strength, 0) + n
    return out


def shares(chances: Sequence[Fraction]) -> list[str]:
    """Chances that add up to one as whole percentages that add up to 100 (the largest
    remainders round up), none shown as 0% or 100% unless it is."""
    floors = [int(p * 100) for p in chances]
    order = sorted(range(len(chances)), key=lambda i: chances[i] * 100 - floors[i], reverse=True)
    for i in order[: 100 - sum(floors)]:
        floors[i] += 1
    return [_bounded(p, shown) for p, shown in zip(chances, floors, strict=True)]


def _bounded(p: Fraction, shown: int) -> str:
    if p == 0:
        return "0%"
    if p == 1:
        return "100%"
    return "<1%" if shown < 1 else ">99%" if shown > 99 else f"{shown}%"


def percent(p: Fraction) -> str:
    """A chance as a whole percentage that never reads 0% or 100% unless it is."""
    return _bounded(p, round(p * 100))


def tally(rounds: Iterable[tuple[int, int, int, int]]) -> RoundOdds:
    """The odds read from rounds played (attacker strength, defender strength, heroes
    each side lost to its own yellow die): the share of each outcome among them."""
    n = wins = tie = a_falls = d_falls = 0
    for sa, sd, ka, kd in rounds:
        n += 1
        wins += sa > sd
        tie += sa == sd
        a_falls += ka > 0
        d_falls += kd > 0
    return RoundOdds(
        attacker_wins=Fraction(wins, n), tie=Fraction(tie, n), defender_wins=Fraction(n - wins - tie, n),
        attacker_hero_falls=Fraction(a_falls, n), defender_hero_falls=Fraction(d_falls, n), sampled=n,
    )
