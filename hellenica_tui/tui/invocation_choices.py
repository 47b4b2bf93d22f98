"""An invocation window put to the person at the keyboard, as its dialog shows it:
when the window is (before another's action, during another's movement, before
a world event's bids, the Favorite's and Upkeep's moments), what was cast in it
already, and each invocation the rules let the person cast there, with its
cost and card text, read off the commands legal now (so the dialog offers only
what the rules accept). A combat's window is the combat dialog's.

No Textual here: the dialog in tui/games/hellenica/window.py draws this.
"""

from __future__ import annotations

from dataclasses import dataclass

from hellenica_tui.games.hellenica.gods.commands import Done, Invoke
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.seat.session import GameSession

SKIP = "skip"


@dataclass(frozen=True)
class Castable:
    command: str  # in notation, as the prompt takes it
    name: str
    deity: str
    cost: int  # in Favor
    text: str  # the card's text
    answers: str = ""  # for a counter: the cast it answers ("Sparta's Earthquake")


@dataclass(frozen=True)
class WindowChoice:
    player: str
    when: str  # "before Sparta's action", "during Sparta's movement from Argos" ...
    casts: tuple[str, ...]  # what was cast in this window so far ("Sparta: Earthquake")
    castable: tuple[Castable, ...]
    favor: int
    kinds: tuple[str, ...]


def window_when(session: GameSession) -> str:
    """When the open window is, in words."""
    s, content = session.state, session.content
    w = s.window
    if w is None:
        return ""
    kinds = w.kinds
    if "favorite" in kinds:
        return "at the start of the Favorite of the Gods phase, before Favor is counted"
    if "upkeep" in kinds:
        return "at the start of Upkeep"
    if "bid" in kinds:
        card = next((e for e in content.world_events if s.world is not None and e.id == s.world.card), None)
        return f"before the bids on the world event {card.name}" if card else "before a world event's bids"
    if "combat" in kinds:
        area = content.areas[w.context].name if w.context in content.areas else w.context
        return f"before the dice of the combat on {area}"
    m = s.movement
    if "action" not in kinds:
        if m is None:
            return f"during the movement of {session.name(s.active)}"
        area = content.areas[m.area].name if m.area in content.areas else m.area
        return f"during the movement of {session.name(m.player)} from {area}, before its units move"
    moves = " (and its movement, if it moves)" if "movement" in kinds else ""
    return f"before the action of {session.name(s.active)}{moves}" if s.active else "now"


def window_choice(session: GameSession) -> WindowChoice | None:
    """The window the person to act answers now (not a combat's), with what they may cast."""
    player = session.viewer
    s = session.state
    w = s.window
    if (
        player is None or session.is_ai(player) or w is None or w.resolved or not w.asked
        or w.asked[0] != player or "combat" in w.kinds or s.choice is not None
    ):
        return None
    content = session.content
    deity_of = {inv.id: deity.name for deity in content.deities.values() for inv in deity.invocations}
    casts = tuple(
        f"{n}. {session.name(c.caster)}: "
        + (content.invocations[c.invocation].name if c.invocation in content.invocations else c.invocation)
        for n, c in enumerate(w.casts, 1)
    )
    legal = session.game.legal_commands(player)
    if not any(isinstance(c, Done) for c in legal):
        return None
    found: dict[str, Castable] = {}
    for command in legal:
        if not isinstance(command, Invoke) or command.invocation not in content.invocations:
            continue
        item = content.invocations[command.invocation]
        answers = ""
        if command.target and 1 <= command.target <= len(w.casts):
            answers = casts[command.target - 1].split(". ", 1)[1]
        text = RULESET.format(command)
        found[text] = Castable(text, item.name, deity_of.get(item.id, "?"), item.level, item.text, answers)
    ordered = tuple(sorted(found.values(), key=lambda c: (c.cost, c.name, c.command)))
    return WindowChoice(player, window_when(session), casts, ordered, s.players[player].favor, tuple(w.kinds))
