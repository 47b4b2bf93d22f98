"""A refused command told as the rule that refused it, and who may give it, or when.

"Movement and supply limits: only 1 hoplite on Attica may move in this supply,
not 2": the page's title, then the rules' own reason. When the same text is a
command another player may give now, they are named; when the command's kind
is allowed at another moment of the turn (and nothing of its kind is allowed
now), the page of its kind says when: only when it was refused for the moment
or by its own rule, not for a question that waits.
"""

from __future__ import annotations

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core import legal, notation
from hellenica_tui.games.hellenica.core.rule_refs import TURN
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.table.rule_pages import command_page, page


def _verb(text: str) -> str:
    words = text.split()
    return (words[1] if words[:1] == ["exchange"] and len(words) > 1 else words[0]) if words else ""


def others_may(state: State, player: str, text: str) -> list[str]:
    """The other players for whom `text` is a legal command now."""
    found = []
    for other in state.players:
        if other == player:
            continue
        try:
            command = notation.parse(RULES, text, state, other)
        except CommandError:
            continue
        if command in legal.legal_commands(RULES, state, other):
            found.append(other)
    return found


def why_not(state: State, player: str, text: str, error: CommandError) -> str:
    """One line: the rule's title, the reason, and who may give it now or when it may be given."""
    reason = str(error)
    reason = reason[:1].upper() + reason[1:]
    found = page(error.rule, state.scenario) if error.rule else None
    line = f"{found.title}: {reason}" if found is not None else reason
    others = others_may(state, player, text)
    if others:
        names = content_of(state).city_states
        who = " and ".join(names[p].name if p in names else p for p in others)
        return f"{line}. {who} may give it now."
    try:
        kind = page(command_page(state, notation.parse(RULES, text, state, player)), state.scenario)
    except CommandError:
        kind = None  # not a command at all: no moment to tell
    if kind is not None and kind.when and error.rule in (TURN, kind.id):
        verbs = {_verb(notation.format_command(RULES, c)) for c in legal.legal_commands(RULES, state, player)}
        if _verb(text) not in verbs:
            return f"{line}. When: {kind.when}."
    return line
