"""WHAT HAPPENED TO YOU: the few facts of the log a player must not miss, since
it last acted: attacks on it, units and cities it lost or won, creatures,
world events (told by their opened bids and who won them: the bid dialog
shows the card as it is revealed) and invocations that struck it (told as
cast at it: "Sparta casts Plague Arrows at you: ...").

Built from the log's events of a known list of public kinds only, told with
the log's own sentences for that player (narration hides what it may not
read), so a summary never holds a sealed bid, a card drawn in secret or
another player's Ethos objective.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import msgspec

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.narration import narrate
from hellenica_tui.games.hellenica.core.phrasing import name_of
from hellenica_tui.games.hellenica.core.state import State, cities_of
from hellenica_tui.games.hellenica.effects import events as er
from hellenica_tui.games.hellenica.gods import events as gods_events
from hellenica_tui.games.hellenica.gods.narration import bid_list
from hellenica_tui.games.hellenica.turn import events as turn_ev
from hellenica_tui.games.hellenica.war import events as we


class Happening(msgspec.Struct, frozen=True):
    text: str
    areas: tuple[str, ...] = ()  # where it happened, to mark on the map
    news: bool = False  # a world event's outcome (bids opened, who won): told at once, not at the next decision
    war: bool = False  # an attack, a loss or a conquest: told first


def areas_of(happenings: Iterable[Happening]) -> frozenset[str]:
    return frozenset(a for h in happenings for a in h.areas)


def since_last_acted(groups: Sequence[Any], player: str) -> int:
    """The index of `player`'s last command (0 if it never acted): a summary starts
    there, since what the world answered to it (bids opened) is news too."""
    for i in range(len(groups) - 1, -1, -1):
        if groups[i].player == player:
            return i
    return 0


LOOKBACK = 40  # commands read before the summary's first, for what is under way (a bid, a combat)


def recap(groups: Sequence[Any], start: int, state: State, content: Content, player: str) -> list[Happening]:
    """What the commands `groups[start:]` of the log did that concerns `player`.
    `state` is the game now: it names the cities `player` holds, whose losses it is
    told. The commands just before `start` are read only to know what was under way."""
    reader = Recap(content, player)
    reader.read(groups[max(0, start - LOOKBACK):start], state)
    reader.take()
    reader.read(groups[start:], state)
    return reader.take()


class Recap:
    """A player's summary read as the log grows: `read` the new commands after each
    one (with the state then), `take` what gathered when it is given. Reading on
    from where it stopped keeps a command's cost the same however long the wait."""

    def __init__(self, content: Content, player: str) -> None:
        self._reader = _Reader(content, player)

    def read(self, groups: Iterable[Any], state: State) -> None:
        self._reader.at(state)
        self._reader.read(groups)

    def pending(self) -> list[Happening]:
        return self._reader.out

    def take(self) -> list[Happening]:
        out, self._reader.out = self._reader.out, []
        return _merged(out)


def _merged(happenings: list[Happening]) -> list[Happening]:
    """The same fact told again at once (a unit lost each round) is told once, counted."""
    out: list[tuple[Happening, int]] = []
    for h in happenings:
        if out and out[-1][0] == h:
            out[-1] = (h, out[-1][1] + 1)
        else:
            out.append((h, 1))
    return [
        h if n == 1 else Happening(f"{'Twice' if n == 2 else f'{n} times'}: {h.text}", h.areas, h.news, h.war)
        for h, n in out
    ]


class _Reader:
    def __init__(self, content: Content, player: str) -> None:
        self.c, self.me = content, player
        self.fights: set[str] = set()  # combats under way on these areas, with the player in them
        self.card = ""  # the world event being bid on
        self.casting: tuple[str, str] | None = None  # (caster, invocation) of an invocation of another's
        self.out: list[Happening] = []

    def at(self, state: State) -> None:
        """The game as it stands after the commands about to be read."""
        self.s = state
        self.mine = set(cities_of(state, self.me))

    def read(self, groups: Iterable[Any]) -> list[Happening]:
        for group in groups:
            own = group.player == self.me  # the player saw what it did itself; not the world's answer
            for event in group.events:
                if not own or isinstance(event, ALSO_OWN):
                    self.event(event)
        return self.out

    def tell(self, text: str, *areas: str, news: bool = False, struck: bool = False, war: bool = False) -> None:
        """`struck`: the player lost something by it (an invocation doing so was aimed at it)."""
        if self.casting is not None:
            caster, invocation = self.casting
            source = self.c.invocations[invocation].name if invocation in self.c.invocations else invocation
            if struck:  # what the player lost by it: the invocation was aimed at it
                text = f"{name_of(self.c, caster)} casts {source} at you: {_lower_you(text)}"
            else:
                text = f"{name_of(self.c, caster)}'s {source}: {text}"
        self.out.append(Happening(text, tuple(a for a in areas if a), news, war or struck))

    def line(self, event: Any) -> str:
        from hellenica_tui.games.hellenica.composition import RULES

        return narrate(RULES, event, self.s, self.me)

    def event(self, e: Any) -> None:
        me = self.me
        if isinstance(e, we.CombatBegan):
            if me in (e.attacker, e.defender):
                self.fights.add(e.area)
            if e.defender == me:
                self.tell(f"{name_of(self.c, e.attacker)} attacks you on {name_of(self.c, e.area)}.", e.area, war=True)
        elif isinstance(e, we.CombatEnded):
            self.fights.discard(e.area)
        elif isinstance(e, we.UnitsLost | er.UnitsRemoved):
            if e.player == me or e.area in self.fights:
                self.tell(self.line(e), e.area, struck=e.player == me, war=True)
        elif isinstance(e, we.Withdrew):
            if e.src in self.fights:
                self.tell(self.line(e), e.src, e.dst)
        elif isinstance(e, we.CityConquered):
            if me in (e.player, e.previous):
                self.tell(self.line(e), e.city, war=True)
        elif isinstance(e, we.CityOwnerChanged):
            if e.owner == me or e.city in self.mine:
                self.tell(self.line(e), e.city, struck=e.city in self.mine and e.owner != me)
        elif isinstance(e, we.UpgradeLost | er.UpgradesRemoved):
            if e.city in self.mine:
                self.tell(self.line(e), e.city, struck=True)
        elif isinstance(e, we.MineRaided):
            if e.city in self.mine:
                self.tell(self.line(e), e.area, e.city, struck=True)
        elif isinstance(e, er.CreaturePlaced):
            self.tell(f"The {_creature(self.c, e.creature)} appears on {name_of(self.c, e.area)}.", e.area)
        elif isinstance(e, we.CreatureSlain):
            self.tell(self.line(e), e.area)
        elif isinstance(e, gods_events.BiddingBegan):
            self.card = e.card
        elif isinstance(e, gods_events.BidsOpened):
            card = _card(self.c, self.card)
            bids = bid_list(e, lambda p: name_of(self.c, p))
            self.tell(f"Bids on {card}: {bids}.", news=True)
        elif isinstance(e, gods_events.WorldEventWon):
            self.tell(self.line(e), news=True)
        elif isinstance(e, gods_events.ResolutionBegan):
            if e.source == gods_events.INVOCATION and e.beneficiary != me:
                self.casting = (e.beneficiary, e.id)
        elif isinstance(e, gods_events.ResolutionEnded):
            self.casting = None
        elif isinstance(e, er.Lost | er.RevoltRolled):
            if getattr(e, "player", getattr(e, "owner", "")) == me:
                self.tell(self.line(e), getattr(e, "city", ""), struck=True)
                if isinstance(e, er.RevoltRolled):
                    self.mine.add(e.city)  # it was: its owner changing next is a loss to tell
        elif isinstance(e, er.Taken):
            if e.source == me:
                self.tell(self.line(e), struck=True)
        elif isinstance(e, turn_ev.GameWon):
            self.tell(self.line(e))


# Read in the player's own commands too: the news they brought, and what they set going.
ALSO_OWN = (gods_events.BidsOpened, gods_events.WorldEventWon, gods_events.BiddingBegan, we.CombatBegan, we.CombatEnded)


def _lower_you(text: str) -> str:
    """'You lose 2 Favor.' read on after a colon: 'you lose 2 Favor.'"""
    return "you" + text[3:] if text.startswith("You ") else text


def _creature(content: Content, creature: str) -> str:
    found = content.creatures.get(creature)
    return found.name if found is not None else creature.title()


def _card(content: Content, card: str) -> str:
    found = next((w for w in content.world_events if w.id == card), None)
    return found.name if found is not None else "the world event"
