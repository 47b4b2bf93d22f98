"""What pointing at the map offers, read off the commands legal now: where a stack
may go and what each way of going there costs, the areas a stack could reach once
supplied for movement, and the card text a command concerns (the advancement
researched, the upgrade built, the unit trained, the invocation cast).

Nothing here is a rule: every offer is a legal command, and what it costs is what
the rules would take for it (costs.cost_of). The game screen lights the areas and
lists the offers; the player picks one and the prompt shows it before it is given.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core import notation
from hellenica_tui.games.hellenica.core.legal import accepted
from hellenica_tui.games.hellenica.core.phrasing import name_of
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.table.costs import FREE, cost_of
from hellenica_tui.games.hellenica.war.commands import Move, SupplyMovement
from hellenica_tui.games.hellenica.war.outlook import unit_phrase

Offer = tuple[str, str]  # a command's text, what it moves and costs in words


def _units(content: Content, units: Iterable[tuple[str, int]]) -> str:
    """'2 Hoplites and 1 Trireme'."""
    parts = [unit_phrase(content, kind, n) for kind, n in units if n]
    return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1] if parts else "nothing"


def _defenders(state: State, player: str, area: str) -> str:
    """'Sparta's 2 Hoplites' for each other city-state with units on `area` (and a
    creature there); '' when none."""
    content = content_of(state)
    found = state.areas.get(area)
    if found is None:
        return ""
    sides = [
        f"{name_of(content, owner)}'s {_units(content, sorted(stack.units.items()))}"
        for owner, stack in sorted(found.units.items())
        if owner != player and any(stack.units.values())
    ]
    if found.creature:
        creature = content.creatures.get(found.creature)
        sides.append(f"the {creature.name if creature else found.creature.replace('_', ' ')}")
    return " and ".join(sides)


def destinations(state: State, player: str, legal: Sequence[Command]) -> dict[str, list[Offer]]:
    """While `player` moves a supplied stack: each area it may go to, and the moves
    into it (the units each sends, what it costs, a combat it starts)."""
    content = content_of(state)
    found: dict[str, list[Offer]] = {}
    for command in legal:
        if not isinstance(command, Move):
            continue
        cost = cost_of(state, player, command) or FREE
        against = _defenders(state, player, command.to)
        label = f"{_units(content, command.units)}, {cost}" + (f"; a combat against {against}" if against else "")
        found.setdefault(command.to, []).append((notation.format_command(RULES, command), label))
    for offers in found.values():  # the most units first: a whole stack is the usual move
        offers.sort(key=lambda offer: -sum(int(w) for w in offer[0].split() if w.isdigit()))
    return found


def reach(state: State, player: str, supply: SupplyMovement) -> frozenset[str]:
    """The areas the units on `supply.area` could move to once supplied (the rules
    decide the supply on a copy; nothing is given)."""
    from hellenica_tui.games.hellenica.core.decide import decided
    from hellenica_tui.games.hellenica.war.legal import moves

    try:
        scratch = decided(RULES, state, player, supply, random.Random(0)).s  # the events folded in
    except CommandError:  # refused: it reaches nowhere
        return frozenset()
    if scratch.movement is None:
        return frozenset()
    return frozenset(
        c.to for c in moves(RULES, scratch, content_of(scratch), player)
        if isinstance(c, Move) and accepted(RULES, scratch, player, c) is not None
    )


# A command's field naming a card, and where the content keeps that card.
_CARDS = (
    ("advancement", "advancements"),
    ("government", "governments"),
    ("invocation", "invocations"),
    ("unit", "units"),
    ("upgrade", "upgrades"),
)


def card_text(content: Content, command: Command) -> str:
    """The text of the card a command concerns ('' when it concerns none): what the
    advancement, government, upgrade, unit or invocation does; a deity's domain and
    invocations."""
    for field, table in _CARDS:
        ident = getattr(command, field, "")
        item: object = getattr(content, table).get(ident) if isinstance(ident, str) and ident else None
        text = getattr(item, "text", None)
        if isinstance(text, str) and text:
            return f"{getattr(item, 'name', ident)}: {text}"
    deity = getattr(command, "deity", "")
    if isinstance(deity, str) and deity in content.deities:
        found = content.deities[deity]
        invocations = ", ".join(f"{i.name} ({i.level} Favor)" for i in found.invocations)
        return f"{found.name}, {found.domain}; invocations: {invocations}"
    return ""


def _supply_text(state: State, player: str, supply: SupplyMovement) -> str:
    """What a supply for movement lets happen: which units may move, and where to."""
    content = content_of(state)
    stack = state.areas[supply.area].units.get(player) if supply.area in state.areas else None
    units = _units(content, sorted(stack.units.items())) if stack is not None else "nothing"
    names = sorted(name_of(content, a) for a in reach(state, player, supply))
    where = (", ".join(names[:-1]) + " and " + names[-1]) if len(names) > 1 else (names[0] if names else "nowhere")
    return (f"Your {units} on {name_of(content, supply.area)} may then move: between them they reach {where} "
            "(one group into each).")


def card_texts(state: State, player: str, texts: Iterable[str]) -> dict[str, str]:
    """Each command text's card text, for those that concern a card."""
    content = content_of(state)
    found: dict[str, str] = {}
    for text in texts:
        try:
            command = notation.parse(RULES, text, state, player)
        except CommandError:  # a text the notation does not read: no card
            continue
        told = _supply_text(state, player, command) if isinstance(command, SupplyMovement) else card_text(content, command)
        if told:
            found[text] = told
    return found


MOST = 12  # the longest list shown at once; a longer one is split by its words


def menu(offers: Sequence[Offer], most: int = MOST) -> list[tuple[str, str, list[Offer]]]:
    """`offers` as a list to pick from, split when longer than `most`: by the first
    word where they differ (the verb, then the upgrade built ...), so a build among
    sixty is a few keys away. Each entry: its text (a command, or the words its
    commands share and '...'), its cost (a group's when all cost the same), and the
    commands it groups ([] for a command)."""
    if len(offers) <= most:
        return [(text, cost, []) for text, cost in offers]
    words = [text.split() for text, _ in offers]
    at = next((i for i in range(max(map(len, words))) if len({w[i] if i < len(w) else "" for w in words}) > 1), 0)
    groups: dict[str, list[Offer]] = {}
    for offer, split in zip(offers, words, strict=True):
        groups.setdefault(" ".join(split[: at + 1]), []).append(offer)
    if len(groups) == 1 or len(groups) == len(offers):
        return [(text, cost, []) for text, cost in offers]  # no split helps: the whole list
    entries: list[tuple[str, str, list[Offer]]] = []
    for head, members in groups.items():
        if len(members) == 1:
            entries.append((members[0][0], members[0][1], []))
            continue
        costs = {cost for _, cost in members}
        cost = next(iter(costs)) if len(costs) == 1 else "costs vary"
        entries.append((f"{head} ...", f"{len(members)} choices, {cost}", list(members)))
    return entries
