"""Which of the game's questions stop the person at the keyboard: the player's
choice per kind of window (invocations before another's action, during
another's movement, in a combat; a world event's bid), remembered in the app's
settings, and the two shortcuts of the dialogs ("quiet until my turn" for one
kind, "no more bids this turn").

The rules ask a seat whenever it could cast something there (or bid). When the
setting does not want the person asked, the table answers for them: `skip` in
an invocation window, `offer 0` for a bid, told in the log like any command.
"When it matters" (the default) is, concretely, and said on the rules page:

- an invocation window matters only when the person holds an invocation
  castable in that very window, with the temples and the Favor for it, that
  would do something now (the rules' `invocation_use`), and moreover
  - before another's action (kind "action"): it answers another's cast, or it
    strikes another player (exhausts or destroys upgrades, destroys units,
    sets off a revolt, takes Commerce), or the person has passed (their own
    action, where they would cast the rest, does not come again this turn);
  - during another's movement ("movement"): the area moving is one where the
    person has a city or units, or next to one;
  - in a combat ("combat") and before a bid ("bid"): always;
- a bid matters when the person could win it: with Favor to bid (every other
  bidder may bid 0). Without Favor the rules bid 0 already.

The Favorite's and Upkeep's windows (once a turn) are always asked. No Textual.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import get_args

import msgspec

from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import ACTION, State, Window, cities_of
from hellenica_tui.tui.settings import Ask

ASKS: tuple[Ask, ...] = get_args(Ask)
KINDS = ("action", "movement", "combat", "bid")  # the kinds of interruption a setting governs
SKIP, NO_BID = "skip", "offer 0"
BLOWS = frozenset({"exhaust_upgrades", "destroy_upgrades", "destroy_units", "revolt", "take"})
_ORDER = {"never": 0, "matters": 1, "always": 2}


class Asked(msgspec.Struct, frozen=True):
    """A question of a governed kind the game puts to `person` now."""

    kinds: tuple[str, ...]  # one of KINDS (two for a window of both action and movement, in games before the movement window)
    bid: bool  # a sealed bid (else an invocation window)
    matters: bool

    @property
    def kind(self) -> str:
        return self.kinds[0]


def window_kinds(w: Window) -> tuple[str, ...]:
    """The governed kinds of a window: () for the Favorite's and Upkeep's."""
    for kind in ("combat", "bid"):
        if kind in w.kinds:
            return (kind,)
    return tuple(k for k in ("action", "movement") if k in w.kinds)


def asked(s: State, content: Content, person: str) -> Asked | None:
    """The governed question the game waits on `person` for, if one."""
    w = s.window
    if s.choice is not None:
        return None
    if w is not None:
        if w.resolved or not w.asked or w.asked[0] != person:
            return None
        kinds = window_kinds(w)
        return Asked(kinds, False, window_matters(s, content, person, w, kinds)) if kinds else None
    world = s.world
    if world is not None and world.stage == "bid" and person not in world.bids and s.players[person].kind != "ai":
        return Asked(("bid",), True, s.players[person].favor > 0)
    return None


def window_matters(s: State, content: Content, person: str, w: Window, kinds: tuple[str, ...]) -> bool:
    """Whether the window is worth asking `person` about (see the module's list)."""
    from hellenica_tui.games.hellenica.gods.invocation_use import does_something  # the rules' casting: when asked
    from hellenica_tui.games.hellenica.gods.invoking import castable, counter_targets, is_counter

    useful = []
    for inv in castable(s, content, person, w):
        if is_counter(inv):
            if any(w.casts[i].caster != person for i in counter_targets(w)):
                return True  # an answer to another's cast
        elif does_something(s, content, person, inv):
            useful.append(inv)
    if not useful:
        return False
    if "combat" in kinds or "bid" in kinds:
        return True
    if "action" in kinds and (
        s.players[person].passed or any(e.kind in BLOWS for inv in useful for e in inv.effects if inv.window == "action")
    ):
        return True
    return "movement" in kinds and any(inv.window == "movement" for inv in useful) and _moving_near(s, content, person)


def _moving_near(s: State, content: Content, person: str) -> bool:
    """The area moving (before the movement is supplied: any of the mover's) is one of
    the person's (a city or units) or next to one."""
    board = Board.of(content)
    mine = set(cities_of(s, person)) | {a for a, area in s.areas.items() if (st := area.units.get(person)) and st.units}
    m = s.movement
    if m is not None:
        moving = [m.area]
    else:
        mover = s.active if s.phase == ACTION else ""
        moving = [a for a, area in s.areas.items() if (st := area.units.get(mover)) and st.units]
    return any(a in mine or any(n in mine for n in board.neighbours(a)) for a in moving)


class Interruptions(msgspec.Struct):
    """The person's choices, and the shortcuts taken this game (kept for this run)."""

    asks: dict[str, Ask] = msgspec.field(default_factory=lambda: dict.fromkeys(KINDS, "matters"))
    quiet: set[str] = msgspec.field(default_factory=set)  # kinds skipped until the person's own action
    no_bids: int | None = None  # the turn of "no more bids this turn"

    @classmethod
    def of(cls, asks: Mapping[str, str]) -> Interruptions:
        return cls({kind: _ask(asks.get(kind)) for kind in KINDS})

    def answer(self, s: State, content: Content, person: str | None) -> str | None:
        """The command to give for `person` instead of asking them; None to ask."""
        if person is None:
            return None
        if self.quiet and s.phase == ACTION and s.active == person:
            self.quiet.clear()  # "until my turn": it came
        found = asked(s, content, person)
        if found is None:
            return None
        auto = NO_BID if found.bid else SKIP
        if self.no_bids == s.turn and found.kind == "bid":
            return auto
        if all(kind in self.quiet for kind in found.kinds):
            return auto
        setting = max((self.asks.get(kind, "matters") for kind in found.kinds), key=_ORDER.__getitem__)
        if setting == "always" or (setting == "matters" and found.matters):
            return None
        return auto

    def quiet_until_mine(self, kinds: tuple[str, ...]) -> None:
        self.quiet.update(kinds)

    def no_more_bids(self, turn: int) -> None:
        self.no_bids = turn


def _ask(value: str | None) -> Ask:
    return value if value in ASKS else "matters"
