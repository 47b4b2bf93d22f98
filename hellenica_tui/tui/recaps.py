"""When to tell each person what happened to them, and who is close to winning
(no Textual here: the game screen asks, then shows what it gets).

A person's summary starts at their last command and runs to the game's last:
it is given when their next decision comes, or when it holds the outcome of a
world event's bids and no AI player is still acting (a tie the AI breaks is
told with the bids, in one summary). Once given, the next one starts after
it; the summaries given are kept to be read again. Who is close to winning is
worked out when a person's decision comes.
"""

from __future__ import annotations

import msgspec

from hellenica_tui.games.hellenica.table.progress import race, warnings
from hellenica_tui.games.hellenica.table.recap import LOOKBACK, Happening, Recap, since_last_acted
from hellenica_tui.seat.session import GameSession

KEPT = 50  # summaries kept per person, to read again


class Told(msgspec.Struct, frozen=True):
    """A summary given: the turn it was given on and what it told."""

    turn: int
    happenings: list[Happening]


class Recaps:
    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.readers: dict[str, Recap] = {}  # per person: its summary, read as the log grows
        self.read_to: dict[str, int] = {}  # per person: the commands its reader has read
        self.shown: dict[str, list[Told]] = {}  # per person: the summaries given, oldest first
        self.close: frozenset[str] = frozenset()  # the players last found one objective from winning

    def _names(self) -> dict[str, str]:
        return {p: self.session.name(p) for p in self.session.players}

    def _reader(self, person: str) -> Recap:
        """`person`'s reader, up to date. A new one starts at the person's last command;
        after an undo cut the log short, at the end (what was told stays told)."""
        log, state = self.session.game.log, self.session.state
        if person not in self.readers or self.read_to[person] > len(log):
            start = since_last_acted(log, person) if person not in self.readers else len(log)
            reader = self.readers[person] = Recap(self.session.content, person)
            reader.read(log[max(0, start - LOOKBACK):start], state)  # what is under way
            reader.take()
            self.read_to[person] = start
        reader = self.readers[person]
        reader.read(log[self.read_to[person]:], state)
        self.read_to[person] = len(log)
        return reader

    def due(self, person: str) -> list[Happening] | None:
        """The summary to give `person` now, or None (nothing to tell, or not yet)."""
        reader = self._reader(person)
        deciding = person in self.session.to_act()
        news = any(h.news for h in reader.pending()) and self.session.ai_acting() is None
        if not (deciding or news):
            return None  # kept for the person's decision, or until the AI players are done
        found = reader.take()
        if not found:
            return None
        told = self.shown.setdefault(person, [])
        told.append(Told(self.session.state.turn, found))
        del told[:-KEPT]
        return found

    def acted(self, person: str) -> None:
        """`person` gave the last command: what came before it was theirs to see then."""
        log = self.session.game.log
        if person in self.readers and self.read_to[person] < len(log):
            self.readers[person].read(log[self.read_to[person]:len(log) - 1], self.session.state)
            self.readers[person].take()
            self.read_to[person] = len(log) - 1

    def last(self, person: str) -> list[Happening]:
        told = self.shown.get(person)
        return told[-1].happenings if told else []

    def history(self, person: str) -> list[Told]:
        """The summaries given to `person`, oldest first."""
        return list(self.shown.get(person, []))

    def alerts(self, person: str | None) -> list[str]:
        """Who is one objective (or none) from winning, as `person` can tell."""
        session = self.session
        return warnings(race(session.state, session.content, person, measured=False), self._names())

    def new_alerts(self, person: str | None) -> list[str]:
        """The warnings about players who were not close to winning at the last call."""
        session = self.session
        r = race(session.state, session.content, person, measured=False)
        close = frozenset(s.player for s in r.close())
        fresh, self.close = close - self.close, close
        return warnings(r, self._names(), only=fresh) if fresh else []
