"""What a player may do now, grouped by the rule each command belongs to, with
what each costs: the hints (`H`) a player stuck for what to do opens."""

from __future__ import annotations

from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core import legal, notation
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.table.costs import cost_of
from hellenica_tui.games.hellenica.table.rule_pages import command_page, pages

Group = tuple[str, list[tuple[str, str]]]  # a page's title, its (command, cost) pairs


def hints(state: State, player: str) -> list[Group]:
    """The legal commands of `player` now, by rules page in the book's order, each
    with its cost in words ('a build cube, exhausts the Market of Athens')."""
    order = {p.id: (n, p.title) for n, p in enumerate(pages(state.scenario))}
    grouped: dict[str, list[tuple[str, str]]] = {}
    for command in legal.legal_commands(RULES, state, player):
        text = notation.format_command(RULES, command)
        grouped.setdefault(command_page(state, command), []).append((text, cost_of(state, player, command)))
    at = sorted(grouped, key=lambda page_id: order.get(page_id, (len(order), page_id)))
    return [
        (order[p][1] if p in order else p, sorted(grouped[p], key=lambda pair: (len(pair[0].split()), pair[0])))
        for p in at
    ]
