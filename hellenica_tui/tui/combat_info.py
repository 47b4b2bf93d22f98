"""What the combat dialog shows, read off a game session: the combat under way
as the person at the keyboard sees it, whether that person must answer it now,
and the combats that ended since the screen last looked. No Textual here: the
dialog in tui/games/hellenica/combat.py draws these.
"""

from __future__ import annotations

from collections.abc import Iterator

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.hellenica.war.outlook import Outlook, Summary, in_combat, outlook, summary
from hellenica_tui.seat.session import GameSession


def combat_outlook(session: GameSession) -> Outlook | None:
    """The combat under way as the viewer sees it, with the viewer's choices when it must answer."""
    view = session.view()
    c = view.combat
    if c is None:
        return None
    viewer = session.viewer
    legal = session.game.legal_commands(viewer) if viewer is not None and viewer in session.to_act() else []
    return outlook(RULES, view, session.content, viewer, legal, _since_began(session, c.area))


def asks_viewer(session: GameSession) -> bool:
    """Whether the person at the keyboard has a combat decision to make now: a side's
    casualty, withdrawal or Brilliant leader, or a combat invocation window."""
    state, viewer = session.state, session.viewer
    if viewer is None or session.is_ai(viewer) or not in_combat(state, viewer) or viewer not in session.to_act():
        return False
    window = state.window
    return viewer in state.pending or (window is not None and "combat" in window.kinds)


def _since_began(session: GameSession, area: str, end: int | None = None, upto: int | None = None) -> list[Event]:
    """The events of the combat on `area` that the command at index `end` (default: the
    last) is in, up to its event `upto` (default: all): the log read backwards to its start."""
    log = session.game.log
    last = len(log) - 1 if end is None else end
    events: list[Event] = []
    for i in range(last, -1, -1):
        group = list(log[i].events) if i != last or upto is None else list(log[i].events[: upto + 1])
        events[:0] = group
        if any(isinstance(e, we.CombatBegan) and e.area == area for e in group):
            break
    return events


def ended_since(session: GameSession, start: int) -> Iterator[Summary]:
    """Each combat a person fought that ended in the commands from index `start` on."""
    log = session.game.log
    people = set(session.people)
    for i in range(max(start, 0), len(log)):
        for n, event in enumerate(log[i].events):
            if isinstance(event, we.CombatEnded):
                told = summary(_since_began(session, event.area, i, n), session.view())
                if told is not None and people & {told.attacker, told.defender}:
                    yield told
