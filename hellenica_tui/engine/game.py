"""`Game`: one game in play, the front of its timeline and its store.

A change (`apply`, `undo`, `redo`) is decided here (`referee.py`), recorded as
one step of the journal by the store (`store.py`: the save file, or memory) and
only then taken into the timeline (`timeline.py`: the log, states, snapshots,
the redo stack). Several processes may hold one save: each change runs in
`transact()`, the save's lock held, after catching up with the steps others
appended; `sync()` only catches up, and what others did is kept for the screen
(`take_outside`). A game that looks on for one seat (`watch_as`) notes what it
has read (engine.seen), so undo never takes back what another seat has seen,
and undoes and redoes for that seat alone; a command refused after catching up
with others' says so (`Superseded`).
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, Generic, NamedTuple

from hellenica_tui.engine.chat import is_chat, parse_chat
from hellenica_tui.engine.checks import Check, check_group
from hellenica_tui.engine.errors import (
    IllegalCommand,
    InvalidCommand,
    SaveFileError,
    Superseded,
    UndoBlocked,
    VerifyError,
)
from hellenica_tui.engine.journal import Redone, Undone
from hellenica_tui.engine.journalread import JournalTail
from hellenica_tui.engine.loading import read_game
from hellenica_tui.engine.log import CommandGroup, Group
from hellenica_tui.engine.opening import current_header, new_header
from hellenica_tui.engine.referee import Referee
from hellenica_tui.engine.replay import ReplayCursor
from hellenica_tui.engine.ruleset import Command, Ruleset, S, Seat
from hellenica_tui.engine.savefile import SaveHeader
from hellenica_tui.engine.savelock import WAIT, SaveLock
from hellenica_tui.engine.savewrite import clean_temporaries
from hellenica_tui.engine.seen import note_seen, read_seen
from hellenica_tui.engine.snapshots import EVERY
from hellenica_tui.engine.store import FileStore, MemoryStore
from hellenica_tui.engine.text import quoted
from hellenica_tui.engine.timeline import Timeline, position_of


class SaveFileWarning(UserWarning):
    """A save loaded, but something was dropped (a torn last frame) or differs."""


class Outside(NamedTuple):
    """A change another process made to the save, found while catching up: the
    game's last commands it took back (`removed`, an undo or a new game written
    over it) and the commands it added after the `kept` ones."""

    kept: int
    removed: tuple[Group, ...]
    added: tuple[Group, ...]


class Game(Generic[S]):
    """Use `Game.new` or `Game.load`."""

    def __init__(
        self, ruleset: Ruleset[S], header: SaveHeader, snapshot_every: int = EVERY, content_hash: Any = ...
    ) -> None:
        """`content_hash`: the version of the scenario's data to play with; by
        default the header's, None for the installed data."""
        self.ruleset = ruleset
        self.header = header
        self._content_hash: str | None = header.content_hash if content_hash is ... else content_hash
        self._referee = Referee(ruleset, header, self._content_hash)
        self._kinds = self._referee.kinds
        self._timeline = Timeline(ruleset, self.initial_state(), self._kinds, snapshot_every)
        self._store: FileStore | MemoryStore = MemoryStore()
        self._outside: list[Outside] = []
        self.lock_wait = WAIT  # seconds to wait for another process's change to finish
        self.seat: str | None = None  # the seat this game is looked at for, whose reading is noted
        self.warnings: list[str] = []
        self.notices: list[str] = []  # worth telling on load, nothing wrong (rules data kept in the save)

    # -- making one ---------------------------------------------------------

    @classmethod
    def new(
        cls,
        ruleset: Ruleset[S],
        scenario: str,
        seats: Sequence[Seat],
        seed: int,
        settings: Mapping[str, Any] | None = None,
        path: str | None = None,
        *,
        replace: bool = True,
    ) -> Game[S]:
        """A new game, saved at `path` if given (with `replace` False, a file
        already there is kept and FileExistsError raised)."""
        header = new_header(ruleset, scenario, seats, seed, settings or {}, keep_content=path is not None)
        game = cls(ruleset, header)
        if path is not None:
            store = FileStore(path, SaveLock(path), 0, 0, None)
            game._store = store
            with store.lock:
                if not replace and os.path.exists(path):
                    raise FileExistsError(path)
                store.write_whole(header, [], [])
        return game

    @classmethod
    def load(
        cls,
        path: str,
        rulesets: Mapping[str, Ruleset[S]],
        *,
        check: bool = True,
        allow_content_change: bool = False,
    ) -> Game[S]:
        """Load a save; any failure is one SaveFileError.

        `check` compares the state after the last command that saved a hash
        (the start of the current turn) with that hash (cheap; `verify`
        finds the first difference). A torn last frame is dropped and
        reported in `warnings`. Temporary files a killed writer left are removed.
        """
        lock = SaveLock(path, shared=True)
        with lock:
            game = cls._read(path, rulesets, check, allow_content_change)
            if lock.on_file:  # no writer is under way: what is left of one is stale
                clean_temporaries(path)
        for note in game.warnings:
            warnings.warn(note, SaveFileWarning, stacklevel=2)
        return game

    @classmethod
    def _read(cls, path: str, rulesets: Mapping[str, Ruleset[S]], check: bool, allow_content_change: bool) -> Game[S]:
        """`load` with the lock held (`engine.loading`)."""
        return read_game(cls, path, rulesets, check, allow_content_change)

    def initial_state(self) -> S:
        """A fresh state before any command, set up with this game's rules data."""
        h = self.header
        return self.ruleset.initial_state(h.scenario, h.seats, h.seed, h.settings, content_hash=self._content_hash)

    def save_as(self, path: str) -> None:
        """Write the whole game to `path` (atomically) and keep saving there."""
        header = current_header(self.ruleset, self.header, self._content_hash)
        old = self._store if isinstance(self._store, FileStore) else None
        same = old is not None and old.lock.held and os.path.abspath(path) == os.path.abspath(old.path)
        store = old if same and old is not None else FileStore(path, SaveLock(path, timeout=self.lock_wait), 0, 0, None)
        with store.lock:
            store.write_whole(header, self._timeline.groups, self._timeline.redo)
        self.header = header
        self._store = store

    def close(self) -> None:
        """Nothing stays open between two changes: a game reads as a resource all the same."""

    def __enter__(self) -> Game[S]:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def path(self) -> str | None:
        return self._store.path if isinstance(self._store, FileStore) else None

    # -- one writer at a time ---------------------------------------------------

    @contextmanager
    def transact(self, wait: float | None = None) -> Iterator[Game[S]]:
        """Hold the save's lock and bring the game level with its file first.

        Every change (`apply`, `undo`, `redo`) runs inside one; wrap several
        (an AI that plays on, a command and the AI's answers) to decide them
        all on what is in the file. Re-entrant. Raises `SaveLocked` naming the
        process that holds the lock after `wait` seconds (default
        `lock_wait`), and `SaveFileError` when the file is gone or unreadable.
        A game without a file just runs the block.
        """
        store = self._store
        if not isinstance(store, FileStore):
            yield self
            return
        lock = store.lock
        if lock.held:
            lock.acquire()
            try:
                yield self
            finally:
                lock.release()
            return
        lock.acquire(self.lock_wait if wait is None else wait)
        try:
            self._catch_up(store)
            yield self
        finally:
            lock.release()

    def sync(self, wait: float = 0.0) -> bool:
        """Catch up with what other processes wrote; False when the file is as this
        game last saw it. Cheap when nothing changed: the lock is taken only when the
        file's stamp differs. Raises like `transact`."""
        store = self._store
        if not isinstance(store, FileStore) or store.lock.held:
            return False
        before = len(self._outside)
        if store.stamp is not None and store.stamp == store.look():
            return False
        with self.transact(wait):
            pass
        return len(self._outside) != before

    def take_outside(self) -> list[Outside]:
        """What other processes changed since this was last asked, oldest first."""
        found, self._outside = self._outside, []
        return found

    def _catch_up(self, store: FileStore) -> None:
        """With the lock held: take what another process changed since this game last
        read or wrote its file: only the steps past the end it knows, or the whole file
        when it no longer holds that journal (a new game written over it, an older layout)."""
        news = store.news(self.header, self.ruleset)
        if news is None:
            return
        stamp, tail = news
        if tail is None:
            self._reload(store.path)
        else:
            self._take(store, tail)
        store.stamp = stamp
        self._note_seen()

    def watch_as(self, seat: str) -> None:
        """Look on for `seat` from now on: what it has read of the log is noted (so far,
        all), and undo and redo act for it alone."""
        self.seat = seat
        with self.transact():
            self._note_seen()

    def _note_seen(self) -> None:
        if self.seat is not None and self.path is not None:
            note_seen(self.path, self.seat, len(self._timeline.groups))

    def _take(self, store: FileStore, tail: JournalTail) -> None:
        """Take the steps another process appended, checked as a load checks them."""
        store.stamp = None  # until every step is in; only the commands from the first cut on can change
        kept = min([len(self.log), *(s.cut for s in tail.steps if isinstance(s, Undone))])
        old = self.log[kept:]
        try:
            self._timeline.take_all(tail, self._referee, store.path)
        except SaveFileError:  # taken in part: the next look reads the whole file again
            store.end = None
            raise
        store.end = tail.end
        new = self.log[kept:]
        same = next((k for k, (a, b) in enumerate(zip(old, new, strict=False)) if a is not b), min(len(old), len(new)))
        if same < len(old) or same < len(new):
            self._outside.append(Outside(kept + same, tuple(old[same:]), tuple(new[same:])))

    def _reload(self, path: str) -> None:
        store = self._store
        assert isinstance(store, FileStore)
        fresh = Game._read(path, {self.ruleset.id: self.ruleset}, True, False)
        removed = tuple(self._timeline.groups)
        wait, outside, seat = self.lock_wait, self._outside, self.seat
        self.__dict__.update(fresh.__dict__)
        assert isinstance(self._store, FileStore)
        self._store.lock = store.lock  # the one held now
        self.lock_wait, self._outside, self.seat = wait, outside, seat
        self._outside.append(Outside(0, removed, tuple(self._timeline.groups)))

    # -- reading it ---------------------------------------------------------

    @property
    def state(self) -> S:
        """The live state. Read it, never change it."""
        return self._timeline.state

    @property
    def seed(self) -> int:
        return self.header.seed

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.header.seats

    @property
    def log(self) -> Sequence[Group]:
        """The accepted command groups, oldest first. Read it, never change it."""
        return self._timeline.groups

    @property
    def redo_stack(self) -> Sequence[Sequence[Group]]:
        """The batches undone, the next to redo last. Read it, never change it."""
        return self._timeline.redo

    @property
    def event_count(self) -> int:
        return self._timeline.ends[-1]

    @property
    def position(self) -> tuple[int, int]:
        return self._timeline.positions[-1]

    @property
    def can_redo(self) -> bool:
        return bool(self._timeline.redo)

    def view(self, player: str | None) -> Any:
        return self.ruleset.view(self.state, player)

    def legal_commands(self, player: str) -> list[Command]:
        return self.ruleset.legal_commands(self.state, player)

    def to_act(self) -> list[str]:
        return self.ruleset.to_act(self.state)

    def state_at(self, index: int) -> S:
        """A fresh copy of the state after the first `index` commands; O(K)."""
        return self._timeline.state_at(index)

    def replay(self, check: bool = False) -> ReplayCursor:
        """A cursor over the log as it is now; `check` compares state hashes while stepping forward."""
        return self._timeline.cursor(check)

    def text(self, group: Group) -> str:
        """A logged command's canonical text (`ruleset.format`), in full: its player's view."""
        return self._referee.text(group)

    def public_text(self, group: Group, viewer: str | None) -> str:
        """A logged command as `viewer` may read it (its own commands in full, others' without secrets)."""
        return self._referee.public_text(group, viewer)

    def told(self, group: Group) -> str:
        """A command as the whole table may read it, for a message (its type, if even that fails)."""
        return self._referee.told(group)

    # -- changing it --------------------------------------------------------

    def apply(self, command: str | Command, player: str) -> Group:
        """Parse (if text), decide and fold one command; autosaves. Raises CommandError:
        `Superseded` when catching up with the file first brought commands of other
        processes (another seat acted first) and the command no longer holds."""
        if player not in self._kinds:
            raise IllegalCommand(f"{player} does not play in this game")
        before = len(self._outside)
        with self.transact():  # parsed and decided against the game as it is in the file
            try:
                if isinstance(command, str):
                    command = parse_chat(command) if is_chat(command) else self.ruleset.parse(command, self.state, player)
                elif not isinstance(command, Command):
                    raise InvalidCommand(f"not a command: {command!r}")
                group = self._apply(command, player)
            except (InvalidCommand, IllegalCommand) as refused:
                first = self._acted_first(before, player)
                if not first:
                    raise
                raise Superseded(refused.message, first) from refused
            self._note_seen()
            return group

    def _acted_first(self, before: int, player: str) -> tuple[str, ...]:
        """The others whose commands catching up found since `before` (outside changes
        counted), in the order they acted; with a change taken back, all who lost one."""
        found: list[str] = []
        for change in self._outside[before:]:
            for group in (*change.removed, *change.added):
                if group.player != player and group.player not in found:
                    found.append(group.player)
        return tuple(found)

    def _apply(self, command: Command, player: str) -> Group:
        timeline = self._timeline
        index = len(timeline.groups)
        events, state = self._referee.decide_to(timeline.state, player, command, index)
        position = position_of(self.ruleset, state)
        turned = position != timeline.positions[-1]  # a new turn begins: the hash goes in the log
        group: Group = CommandGroup(
            player=player, command=command, events=events, state_hash=self.ruleset.state_hash(state) if turned else None
        )
        try:
            self._writable(group)
            self._journal()  # only now: a command refused leaves an older save as it was
            self._store.record([group])
        except SaveFileError:  # the command is refused rather than kept unsaved
            if state is timeline.state:  # folded in place: rebuilt from the last snapshot
                timeline.record(group, state, position)
                timeline.truncate(index)
            raise
        timeline.record(group, state, position)
        timeline.redo.clear()
        return group

    def _writable(self, group: Group) -> None:
        """A group is written only if a load would take it: checked as one read from a save."""
        if problem := check_group(group, self._kinds, self._referee.checker()):
            where = self._store.end.at if isinstance(self._store, FileStore) and self._store.end else 0
            raise SaveFileError(self.path or "(in memory)", where, f"cannot save the game: command {len(self.log)}: {problem}")

    def _journal(self) -> None:
        """Before a change: a save of an older layout or schema is rewritten whole, as a
        journal that the change is then appended to."""
        store = self._store
        if isinstance(store, FileStore) and store.end is None:
            self.save_as(store.path)

    def undo_blocked_reason(self, player: str | None = None, viewer: Any = ...) -> str | None:
        """Why `undo(player)` is impossible now, told as `viewer` may read it; None if possible."""
        refusal = self.undo_refusal(player, viewer)
        return refusal.message if refusal is not None else None

    def undo_refusal(self, player: str | None = None, viewer: Any = ...) -> UndoBlocked | None:
        """The UndoBlocked `undo(player)` would raise now, or None."""
        try:
            self._undo_cut(player, viewer)
        except UndoBlocked as blocked:
            return blocked
        return None

    def undo(self, player: str | None = None, viewer: Any = ...) -> list[Group]:
        """Take back `player`'s last command and the AI commands after it (with no player,
        the seat looked on for, or else the last person's command; in a game of bots, the
        last). Never crosses a barrier (dice, a revealed secret) nor, when several people
        play, another person's command. Returns the groups taken back, for `redo`; a
        refusal is told as `viewer` may read it (by default as `player`). Appends one step.
        """
        with self.transact():
            timeline = self._timeline
            cut = self._undo_cut(player, viewer)
            self._journal()
            before = len(timeline.groups)
            after = timeline.groups[cut:]
            removed, said = timeline.undo(cut)
            try:  # what goes on the redo stack must load again: decided anew, it gives the same events
                for problem in self._redo_problems([removed], self._referee.checker(), redecide=True, at=cut + len(said)):
                    raise UndoBlocked(f"{quoted(self.told(removed[0]), 60)} cannot be taken back: {problem}.")
                self._store.record([Undone(cut, before)])
            except (UndoBlocked, SaveFileError):
                timeline.unundo(cut, after)
                raise
            if self.path is not None:
                kept = cut + len(said)
                note_seen(self.path, self.seat or "", kept, most=kept)  # nobody has seen what is gone
            return removed

    def redo(self, player: str | None = None) -> list[Group]:
        """Put back the groups of the last undo (possible until a new command is accepted).
        With a player (by default the seat this game looks on for), only what that
        player took back: the batch's first command is theirs."""
        with self.transact():
            timeline = self._timeline
            if not timeline.redo:
                raise UndoBlocked("There is nothing to redo.")
            player = player if player is not None else self.seat
            batch = timeline.redo[-1]
            owner = batch[0].player
            if player is not None and owner != player:
                raise UndoBlocked(f"{owner} took back the last command undone; only they can put it back.", owner)
            self._journal()
            self._store.record([Redone(list(batch))])
            timeline.redo.pop()
            for group in batch:
                timeline.fold(group)
            return batch

    # -- checking it --------------------------------------------------------

    def verify(self, redecide: bool = True) -> int:
        """Re-fold the log from a fresh initial state and compare the saved state hashes;
        with `redecide`, each command is also decided again (same RNG) and must give the
        very same events (`engine.verify`). Raises VerifyError at the first difference;
        returns how many commands were checked."""
        self._referee.verify(self.initial_state(), self.log, redecide)
        for problem in self._redo_problems(self._timeline.redo, self._referee.checker(), redecide):
            raise VerifyError(len(self.log), f"the commands to redo: {problem}")
        return len(self.log)

    def _redo_problems(
        self, redo: Sequence[list[Group]], inspect: Check, redecide: bool = False, at: int | None = None
    ) -> Iterator[str]:
        """What is wrong with a redo stack (read from a save, or about to be written) on
        the present state, after the first `at` commands (by default the whole log)."""
        index = len(self.log) if at is None else at
        return self._referee.redo_problems(self.state, index, redo, inspect, redecide)

    def _undo_cut(self, player: str | None, viewer: Any = ...) -> int:
        """The index of the first group `undo(player)` would remove (`engine.undo_policy`);
        raises UndoBlocked with commands told as `viewer` sees them (`...`: as `player`)."""
        path = self.path
        player = player if player is not None else self.seat
        return self._timeline.undo_cut(
            player,
            lambda group: self.public_text(group, player if viewer is ... else viewer),
            lambda: read_seen(path) if path is not None else {},
        )
