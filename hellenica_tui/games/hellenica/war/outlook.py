"""A combat as one of its sides sees it: both forces, the dice each side rolls
and why, the odds of the round (counting the rerolls either side may make), the last round's dice, the choices open now
with what each means, and, once a combat is over, what it cost each side.

Read from a player's view and the log's events; the dice and bonuses are the
war rules' own (`battle.SideRound`), the odds are `mechanics.combat_odds`. The
combat dialog of the screen only draws these.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace

from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.notation import format_command
from hellenica_tui.games.hellenica.core.state import State, copy_state
from hellenica_tui.games.hellenica.gods.commands import Done, Invoke, Quiet
from hellenica_tui.games.hellenica.mechanics.combat_odds import RoundOdds, SideDice, round_odds, tally
from hellenica_tui.games.hellenica.mechanics.units import UNIT_ORDER, base_unit, is_elite
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.hellenica.war.battle import SideRound, force_of, roll_round
from hellenica_tui.games.hellenica.war.commands import Destroy, Leader, NoLeader, Stay, Withdraw
from hellenica_tui.games.hellenica.war.routes import own_units
from hellenica_tui.games.hellenica.war.state import CASUALTY, LEADERS, WITHDRAW_ATTACKER, WITHDRAW_DEFENDER, Combat

COLOURS = ("green", "red", "blue", "yellow")
ROUNDS_PLAYED = 4000  # to estimate the odds when a reroll is in play
# The answers a combat asks for, in the order the dialog numbers them.
COMBAT_ANSWERS = (Destroy, Stay, Withdraw, Leader, NoLeader, Done, Quiet, Invoke)


@dataclass(frozen=True)
class SideOutlook:
    player: str
    role: str  # "attacker" or "defender"
    units: tuple[tuple[str, int], ...]  # (unit kind, count) in UNIT_ORDER
    dice: tuple[tuple[str, int], ...]  # (colour, count) of the dice it rolls, yellow last
    bonus: int  # added to its strength
    modifiers: tuple[str, ...]  # each change to the plain dice and strength, with its source


@dataclass(frozen=True)
class Option:
    command: str  # in notation, as the prompt takes it
    meaning: str
    odds: RoundOdds | None = None  # the next round's, when this choice alone settles the forces


@dataclass(frozen=True)
class LastRound:
    round: int
    attacker_dice: tuple[tuple[str, int], ...]
    attacker_yellow: tuple[str, ...]
    defender_dice: tuple[tuple[str, int], ...]
    defender_yellow: tuple[str, ...]
    attacker_strength: int
    defender_strength: int
    rerolled: tuple[tuple[str, str, int, int], ...] = ()  # (player, colour, old, new) before the strengths


@dataclass(frozen=True)
class Outlook:
    area: str
    at_sea: bool
    round: int  # the round the dice and odds are for
    attacker: SideOutlook
    defender: SideOutlook
    odds: RoundOdds | None  # None while the round's dice are already rolled (picking casualties)
    last: LastRound | None  # the latest round rolled in this combat
    question: str  # what the player is asked now ("" when nothing)
    options: tuple[Option, ...]

    def side(self, player: str) -> SideOutlook:
        return self.attacker if player == self.attacker.player else self.defender


class _Table:
    """The view read as the war rules read a command's scratch state (battle.Table)."""

    def __init__(self, rules: Rules, s: State, content: Content) -> None:
        self.s = s
        self.content = content
        self.board = Board.of(content)
        self.rules = rules
        self.rng = random.Random(0)  # for the rounds played when a reroll is in play


def in_combat(view: State, player: str | None) -> bool:
    c = view.combat
    return c is not None and player in (c.attacker, c.defender)


def outlook(
    rules: Rules, view: State, content: Content, viewer: str | None, legal: Sequence[Command], events: Iterable[Event]
) -> Outlook | None:
    """The combat under way, for `viewer` (a spectator when None); None when there is none.
    `legal`: the commands the viewer may give now; `events`: the log's events so far."""
    c = view.combat
    if c is None:
        return None
    table = _Table(rules, view, content)
    at_sea = table.board.kind(c.area) == "sea"
    a, d = SideRound(table, c, c.attacker), SideRound(table, c, c.defender)
    # While casualties are picked the round's dice are down; otherwise the odds are
    # for the coming round, when both sides still stand.
    before_dice = c.step != CASUALTY and bool(
        force_of(view, c.area, c.attacker).total and force_of(view, c.area, c.defender).total
    )
    odds = _odds(rules, view, content, c) if before_dice else None
    coming = c.round + 1 if c.step != CASUALTY else c.round
    answers = sorted((cmd for cmd in legal if isinstance(cmd, COMBAT_ANSWERS)), key=lambda cmd: COMBAT_ANSWERS.index(type(cmd)))
    options = tuple(_option(rules, cmd, content, c) for cmd in answers)
    if viewer is not None and c.step == CASUALTY and c.picks == [viewer]:
        options = tuple(_after_pick(rules, view, content, c, viewer, o, cmd) for o, cmd in zip(options, answers, strict=True))
    last = last_round(events, c.area)
    return Outlook(
        area=c.area, at_sea=at_sea, round=coming,
        attacker=_side(view, content, c, a, "attacker"), defender=_side(view, content, c, d, "defender"),
        odds=odds, last=last, question=_question(view, c, viewer, options, last), options=options,
    )


def _odds(rules: Rules, s: State, content: Content, c: Combat) -> RoundOdds:
    """Worked out exactly from the dice's faces; with a reroll in play (which hangs on
    both sides' dice), estimated by playing the round's dice as the war rules do."""
    table = _Table(rules, s, content)
    a, d = SideRound(table, c, c.attacker), SideRound(table, c, c.defender)
    if a.rerolls or d.rerolls:
        return _played(table, a, d)
    return round_odds(_dice(a), _dice(d), _faces(content))


def _played(table: _Table, a: SideRound, d: SideRound) -> RoundOdds:
    """The round's dice and rerolls played ROUNDS_PLAYED times with a fixed seed, so the
    same combat always shows the same figures (within about 1.5 points of the truth).
    Kept by what decides them, as the dialog asks again while a combat lasts."""
    key = (table.content.hash, *(
        (tuple(sorted(side.dice.items())), side.yellow, side.bonus, side.heroes, repr(side.rerolls)) for side in (a, d)
    ))
    if key not in _PLAYED:
        table.rng.seed(0)

        def rounds() -> Iterator[tuple[int, int, int, int]]:
            for _ in range(ROUNDS_PLAYED):
                roll_round(table, a, d)
                yield a.strength(), d.strength(), a.heroes_killed(), d.heroes_killed()

        if len(_PLAYED) >= 256:
            _PLAYED.clear()
        _PLAYED[key] = tally(rounds())
    return _PLAYED[key]


_PLAYED: dict[tuple[object, ...], RoundOdds] = {}


def _after_pick(
    rules: Rules, view: State, content: Content, c: Combat, viewer: str, option: Option, cmd: Command
) -> Option:
    """The option with the next round's odds once its unit is gone, when both sides stay
    (a side with no units left has no round to come: no odds for it)."""
    enemy = c.defender if viewer == c.attacker else c.attacker
    if not isinstance(cmd, Destroy) or force_of(view, c.area, enemy).total <= 1:
        return option
    if not force_of(view, c.area, viewer).total:
        return option
    after = copy_state(view)
    after.areas[c.area].units[enemy].units[cmd.unit] -= 1
    return replace(option, odds=_odds(rules, after, content, c))


def _dice(side: SideRound) -> SideDice:
    return SideDice(dice=dict(side.dice), yellow=side.yellow, bonus=side.bonus, heroes=side.heroes)


def _faces(content: Content) -> dict[str, list[str]]:
    return {die.id: list(die.faces) for die in content.dice.values()}


def _side(view: State, content: Content, c: Combat, side: SideRound, role: str) -> SideOutlook:
    units = own_units(view, c.area, side.player)
    shown = tuple((k, units[k]) for k in UNIT_ORDER if units.get(k))
    dice = tuple((colour, n) for colour in COLOURS[:3] if (n := side.dice.get(colour, 0)) > 0)
    if side.yellow > 0:
        dice += (("yellow", side.yellow),)
    enemy = c.defender if side.player == c.attacker else c.attacker
    modifiers = []
    for kind, text in side.notes:
        names = _sources(view, content, enemy if kind in ("suppress", "enemy_strength") else side.player, kind)
        modifiers.append(f"{text} ({', '.join(names)})" if names else text)
    return SideOutlook(
        player=side.player, role=role, units=shown, dice=dice, bonus=side.bonus, modifiers=tuple(modifiers)
    )


def _sources(view: State, content: Content, player: str, kind: str) -> list[str]:
    """The names of the advancements and invocations giving `player` abilities of `kind`."""
    if not kind:
        return []
    kind = "combat_strength" if kind == "enemy_strength" else kind
    names = [
        adv.name for adv_id in view.players[player].advancements
        if (adv := content.advancements.get(adv_id)) is not None and any(e.kind == kind for e in adv.effects)
    ]
    for ability in view.abilities:
        if ability.player == player and ability.kind == kind and ability.source:
            item = content.invocations.get(ability.source)
            names.append(item.name if item is not None else ability.source.replace("_", " "))
    return sorted(set(names))


def unit_phrase(content: Content, kind: str, n: int) -> str:
    """'2 elite Hoplites', '1 Cavalry'."""
    base = content.units.get(base_unit(kind))
    name = (base.name if n == 1 else base.plural or base.name + "s") if base else kind.replace("_", " ")
    return f"{n} {'elite ' if is_elite(kind) else ''}{name}"


def _name(content: Content, ident: str) -> str:
    for table in (content.city_states, content.areas):
        item = table.get(ident)
        if item is not None:
            return item.name
    return ident


def _option(rules: Rules, cmd: Command, content: Content, c: Combat) -> Option:
    text = format_command(rules, cmd)
    if isinstance(cmd, Destroy):
        meaning = f"destroy one enemy {unit_phrase(content, cmd.unit, 1).removeprefix('1 ')}"
    elif isinstance(cmd, Stay):
        meaning = "stay: fight another round if both sides still stand"
    elif isinstance(cmd, Withdraw):
        dst = cmd.to or c.origin
        meaning = f"withdraw all your units to {_name(content, dst)}" + ("" if cmd.to else ", where they came from")
    elif isinstance(cmd, Leader):
        token = "Admiral" if Board.of(content).kind(c.area) == "sea" else "General"
        meaning = f"place your Brilliant {token}: +1 strength every round of this combat"
    elif isinstance(cmd, NoLeader):
        meaning = "keep the token for now (it may still come before a later round)"
    elif isinstance(cmd, Invoke):
        item = content.invocations.get(cmd.invocation)
        meaning = f"cast {item.name} ({item.level} Favor): {item.text}" if item else text
    elif isinstance(cmd, Quiet):
        meaning = "cast nothing, and be asked no more this turn"
    else:
        meaning = "cast nothing before the dice"
    return Option(command=text, meaning=meaning)


def _question(view: State, c: Combat, viewer: str | None, options: tuple[Option, ...], last: LastRound | None) -> str:
    if viewer is None or not options:
        return ""
    if view.window is not None:
        return "Cast a combat invocation before the dice?"
    if c.step == LEADERS:
        return "Place your Brilliant leader before the dice?"
    if c.step == CASUALTY:
        tied = last is not None and last.attacker_strength == last.defender_strength
        won = "A tie, each side destroys one unit of the other's" if tied else "You won the round"
        then = f" (→ the odds of round {c.round + 1} if both stay)" if c.picks == [viewer] else ""
        return f"{won}: pick the enemy unit to destroy{then}."
    if c.step in (WITHDRAW_ATTACKER, WITHDRAW_DEFENDER):
        return "Stay for another round, or withdraw?"
    return ""


def last_round(events: Iterable[Event], area: str) -> LastRound | None:
    """The latest round rolled in the combat under way on `area`."""
    found = None
    for e in events:
        if isinstance(e, we.CombatBegan) and e.area == area:
            found = None
        elif isinstance(e, we.CombatRoundRolled) and e.area == area:
            found = LastRound(
                round=e.round, attacker_dice=e.attacker_dice, attacker_yellow=e.attacker_yellow,
                defender_dice=e.defender_dice, defender_yellow=e.defender_yellow,
                attacker_strength=e.attacker_strength, defender_strength=e.defender_strength,
                rerolled=e.rerolled,
            )
    return found


# -- a combat that is over -------------------------------------------------------------------


@dataclass(frozen=True)
class Summary:
    area: str
    attacker: str
    defender: str
    rounds: int
    lost: dict[str, dict[str, int]]  # player -> unit kind -> count lost in this combat
    withdrew: dict[str, str]  # player -> where it withdrew to
    holds: str  # who has units left on the area ("" when nobody)
    strengths: tuple[tuple[int, int], ...] = ()  # each round's (attacker, defender) strength

    def lines(self, content: Content) -> list[str]:
        """The outcome in a few sentences."""

        def n(ident: str) -> str:
            return _name(content, ident)

        rounds = f"{self.rounds} round{'s' if self.rounds != 1 else ''}"
        where = ("the " if content.areas[self.area].kind == "sea" else "") + n(self.area)
        out = [f"{n(self.attacker)} attacked {n(self.defender)} in {where}: {rounds}."]
        if self.strengths:
            told = "; ".join(f"{a} against {d}" for a, d in self.strengths)
            out.append(f"Strength, round by round: {told}.")
        for player in (self.attacker, self.defender):
            lost = self.lost.get(player, {})
            told = ", ".join(unit_phrase(content, k, lost[k]) for k in UNIT_ORDER if lost.get(k))
            out.append(f"{n(player)} lost {told or 'nothing'}.")
        for player, dst in self.withdrew.items():
            out.append(f"{n(player)} withdrew to {n(dst)}.")
        out.append(f"{n(self.holds)} holds {n(self.area)}." if self.holds else f"Nobody is left on {n(self.area)}.")
        return out


def summary(events: Sequence[Event], view: State) -> Summary | None:
    """The last combat ended in `events`, told from the state after it (`view`);
    None when no combat has ended there."""
    end = next((i for i in range(len(events) - 1, -1, -1) if isinstance(events[i], we.CombatEnded)), None)
    if end is None:
        return None
    area = events[end].area  # type: ignore[attr-defined]
    start = next(
        i for i in range(end, -1, -1) if isinstance(events[i], we.CombatBegan) and events[i].area == area  # type: ignore[attr-defined]
    )
    began = events[start]
    assert isinstance(began, we.CombatBegan)
    lost: dict[str, dict[str, int]] = {}
    withdrew: dict[str, str] = {}
    rounds = 0
    strengths: list[tuple[int, int]] = []
    for e in events[start:end]:
        if isinstance(e, we.UnitsLost) and e.area == area:
            mine = lost.setdefault(e.player, {})
            for kind, k in e.units.items():
                mine[kind] = mine.get(kind, 0) + k
        elif isinstance(e, we.Withdrew) and e.src == area:
            withdrew[e.player] = e.dst
        elif isinstance(e, we.CombatRoundRolled) and e.area == area:
            rounds = e.round
            strengths.append((e.attacker_strength, e.defender_strength))
    sides = (began.attacker, began.defender)
    holds = next((p for p in sides if p not in withdrew and own_units(view, area, p)), "")
    return Summary(area, began.attacker, began.defender, rounds, lost, withdrew, holds, tuple(strengths))
