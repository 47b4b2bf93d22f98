"""What the game waits on besides the turn's own phases: a question, an
invocation window, a world event's bids, a rival-deity removal.

`interrupt` runs first whenever the game moves on (turn.proceed): it carries
these forward and says whether someone must answer; `waiting_on` is who.
"""

from __future__ import annotations

from collections.abc import Iterator

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import ACTION, OVER, State, Window, turn_key
from hellenica_tui.games.hellenica.effects.events import FAVORITE_MADE
from hellenica_tui.games.hellenica.effects.timed import expire, expire_past_actions
from hellenica_tui.games.hellenica.gods import invoking, rivals, world_events
from hellenica_tui.games.hellenica.gods.commands import Bid, Choose, Done, Invoke, Quiet
from hellenica_tui.games.hellenica.gods.invoking import castable, counter_targets, open_window
from hellenica_tui.games.hellenica.gods.waiting import bidders_left, waiting_on
from hellenica_tui.games.hellenica.turn import events as turn_ev

ANSWER_COMMANDS = (Choose, Invoke, Done, Quiet, Bid)


def guard(s: State, player: str, command: Command) -> None:
    """While a question, a window or the bids wait, nothing else may be done."""
    waiting = waiting_on(s)
    if waiting is not None and not isinstance(command, ANSWER_COMMANDS):
        what, page = (
            ("a question", "questions") if s.choice else ("an invocation window", "invocations") if s.window
            else ("the world event bids", "world-events")
        )
        raise IllegalCommand(f"first {', '.join(waiting)} must answer {what}", rule=page)


def interrupt(tx: Tx) -> bool:
    """Carry the gods' business forward; True while a player must answer."""
    s = tx.s
    while s.phase != OVER:
        if s.choice is not None:
            return True
        if s.window is not None:
            if invoking.advance(tx):
                return True
            continue
        if s.world is not None:
            if world_events.advance(tx):
                return True
            continue
        if rivals.check(tx):
            return True
        expire_past_actions(tx)
        if s.phase == ACTION and s.active and s.settings.responses != "involved":
            # Before each action, the others may cast action invocations (and movement
            # ones, in games without a movement window); once a movement is supplied,
            # before its first group moves, the others' movement invocations.
            apart = s.settings.movement_window is True
            key = f"action:{s.round}:{s.active}"
            if open_window(tx, ["action"] if apart else ["action", "movement"], key=key, first=s.active, skip=(s.active,)):
                return True
            m = s.movement
            if apart and m is not None and not m.sent and s.combat is None:
                key = f"movement:{s.round}:{m.player}"
                if open_window(tx, ["movement"], key=key, first=m.player, skip=(m.player,)):
                    return True
        return False
    return False


# -- the Favorite of the Gods and Upkeep windows ------------------------------------------

def favorite_moment(tx: Tx) -> bool:
    """Before the Favor is counted: the favorite window; True when it decided instead of the count."""
    s = tx.s
    if open_window(tx, ["favorite"], key="favorite"):
        return True
    if turn_key(s, FAVORITE_MADE) in s.opened:
        tx.emit(turn_ev.FavoriteChosen(player=s.favorite, favor=s.players[s.favorite].favor))
        return True
    return False


def upkeep_window(tx: Tx) -> bool:
    return not open_window(tx, ["upkeep"], key="upkeep")


def turn_over(tx: Tx) -> bool:
    """Abilities for the turn end, and everyone is asked again next turn."""
    expire(tx, "action")
    expire(tx, "turn")
    invoking.clear_quiet(tx)
    return True


UPKEEP = {"invocation_window": upkeep_window, "turn_abilities": turn_over}


# -- legal commands ---------------------------------------------------------------------------


def invocations(s: State, content: Content, player: str, w: Window) -> Iterator[Command]:
    for inv in castable(s, content, player, w):
        if invoking.is_counter(inv):
            for i in counter_targets(w):
                yield Invoke(invocation=inv.id, target=i + 1)
        else:
            yield Invoke(invocation=inv.id)


def candidates(rules: Rules, s: State, content: Content, player: str) -> list[Command] | None:
    """The commands for what the game waits on here, or None when it waits on the turn."""
    if waiting_on(s) is None:
        return None
    if s.choice is not None:
        return [Choose(option=o) for o in s.choice.options] if player == s.choice.player else []
    if s.window is not None and s.window.asked:
        if player != s.window.asked[0]:
            return []
        return [Done(), Quiet(), *invocations(s, content, player, s.window)]
    if player in bidders_left(s):
        return [Bid(amount=n) for n in range(s.players[player].favor + 1)]
    return []


def own_action_invocations(rules: Rules, s: State, content: Content, player: str) -> Iterator[Command]:
    """The acting player's own action and movement invocations (an `action_candidates` hook)."""
    if s.window is None and s.world is None and not s.pending and s.combat is None:
        yield from invocations(s, content, player, Window(kinds=list(invoking.OWN_WINDOW)))


def quick_own_invocations(rules: Rules, s: State, content: Content, player: str) -> Iterator[Command]:
    """The same, only when `invoke` accepts them (`fast_action_candidates`, an `exact` kind):
    no question waits and nothing resolves, and what `castable` finds passes its other checks."""
    if s.choice is None and s.resolving is None:
        yield from own_action_invocations(rules, s, content, player)

