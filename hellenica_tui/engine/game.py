"""`Game`: one game in play, its log, its save file, undo and redo.

Everything that changes a game goes through `apply` (a new command), `undo`
and `redo`; the state is only ever the initial state with the log's events
folded in.

Several processes may hold the same save open (the game screen, the
`hellenica` command). Each change happens inside `transact()`: the save's lock
is held, the game first catches up with what other processes wrote since it
last looked (reading only past the point the two still agree on), then the
command is decided against that and written. `sync()` catches up without
changing anything; what it found other processes did is kept for the screen
(`take_outside`).

A game that looks on for one seat (`seat`, a screen bound to it) notes how far
it has read the log each time it catches up (engine.seen): undo never takes back
a command another seat has seen. A command refused after the game caught up
with other processes' commands says so (`Superseded`): another seat acted first.
"""

from __future__ import annotations

import os
import warnings
import zlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, NamedTuple

from hellenica_tui import __version__
from hellenica_tui.engine.chat import Say, format_chat, is_chat, parse_chat
from hellenica_tui.engine.checks import Check, check_group, checker
from hellenica_tui.engine.errors import (
    IllegalCommand,
    InvalidCommand,
    RequestError,
    SaveFileError,
    Superseded,
    UndoBlocked,
    VerifyError,
)
from hellenica_tui.engine.log import CommandGroup, Group
from hellenica_tui.engine.replay import ReplayCursor
from hellenica_tui.engine.rng import command_rng
from hellenica_tui.engine.ruleset import Command, Event, Ruleset, Seat
from hellenica_tui.engine.savefile import (
    FORMAT_VERSION,
    HEADER_OFFSET,
    INT64,
    FrameTable,
    SaveHeader,
    schema_version,
)
from hellenica_tui.engine.savelock import WAIT, SaveLock
from hellenica_tui.engine.saveread import read_save, read_tail, same_header
from hellenica_tui.engine.savewrite import SaveWriter, file_stamp, open_save
from hellenica_tui.engine.seen import note_seen, read_seen
from hellenica_tui.engine.snapshots import EVERY, Snapshots
from hellenica_tui.engine.undo_policy import undo_cut
from hellenica_tui.engine.verify import redo_problems, verify_log


class SaveFileWarning(UserWarning):
    """A save loaded, but something was dropped (a torn last frame) or differs."""


class Outside(NamedTuple):
    """A change another process made to the save, found while catching up: the
    game's last commands it took back (`removed`, an undo or a new game written
    over it) and the commands it added after the `kept` ones."""

    kept: int
    removed: tuple[Group, ...]
    added: tuple[Group, ...]


class Game:
    """Use `Game.new` or `Game.load`."""

    def __init__(
        self, ruleset: Ruleset, header: SaveHeader, snapshot_every: int = EVERY, content_hash: Any = ...
    ) -> None:
        """`content_hash`: the version of the scenario's data to play with; by
        default the header's, None for the installed data."""
        self.ruleset = ruleset
        self.header = header
        self._content_hash: str | None = header.content_hash if content_hash is ... else content_hash
        self._kinds = {seat.name: seat.kind for seat in header.seats}
        self._state = self.initial_state()
        self._snaps = Snapshots(ruleset, self._state, snapshot_every)
        self._groups: list[Group] = []
        self._ends = [0]  # _ends[g]: events in the first g groups
        self._positions = [_position(ruleset, self._state)]  # position after g groups
        self._redo: list[list[Group]] = []  # the last batch is redone first
        self.path: str | None = None
        self._frames: FrameTable | None = None  # where the file's frames lie, as far as this game knows
        self._lock: SaveLock | None = None
        self._stamp: tuple[int, int, bytes] | None = None  # the file as last read or written (file_stamp)
        self._rewrite_on_write = False
        self._outside: list[Outside] = []
        self.lock_wait = WAIT  # seconds to wait for another process's change to finish
        self.seat: str | None = None  # the seat this game is looked at for, whose reading is noted
        self.warnings: list[str] = []
        self.notices: list[str] = []  # worth telling on load, nothing wrong (rules data kept in the save)

    # -- making one ---------------------------------------------------------

    @classmethod
    def new(
        cls,
        ruleset: Ruleset,
        scenario: str,
        seats: Sequence[Seat],
        seed: int,
        settings: Mapping[str, Any] | None = None,
        path: str | None = None,
        *,
        replace: bool = True,
    ) -> Game:
        """A new game, saved at `path` if given (with `replace` False, a file
        already there is kept and FileExistsError raised)."""
        names = [seat.name for seat in seats]
        if len(set(names)) != len(names):
            raise RequestError(f"two seats share a name: {names}")
        if not INT64[0] <= seed < INT64[1]:
            raise RequestError(f"a seed is a number within 64 bits, not {seed}")
        # A game kept in memory only packs its rules data if it is ever saved (save_as).
        pack = getattr(ruleset, "pack_content", None) if path is not None else None
        content_hash, content = pack(scenario) if pack is not None else (ruleset.content_hash(scenario), b"")
        header = SaveHeader(
            program_version=__version__,
            ruleset=ruleset.id,
            scenario=scenario,
            content_hash=content_hash,
            seed=seed,
            seats=tuple(seats),
            settings=dict(settings or {}),
            schema_version=schema_version(ruleset),
            content=content,
        )
        game = cls(ruleset, header)
        if path is not None:
            lock = SaveLock(path)
            game._attach(path, lock)
            with lock:
                if not replace and os.path.exists(path):
                    raise FileExistsError(path)
                game._write_whole(path, header)
        return game

    @classmethod
    def load(
        cls,
        path: str,
        rulesets: Mapping[str, Ruleset],
        *,
        check: bool = True,
        allow_content_change: bool = False,
    ) -> Game:
        """Load a save; any failure is one SaveFileError.

        `check` compares the state after the last command that saved a hash
        (the start of the current turn) with that hash (cheap; `verify`
        finds the first difference). A torn last frame is dropped and
        reported in `warnings`.
        """
        lock = SaveLock(path, shared=True)
        with lock:
            game = cls._read(path, rulesets, check, allow_content_change)
        for note in game.warnings:
            warnings.warn(note, SaveFileWarning, stacklevel=2)
        return game

    @classmethod
    def _read(cls, path: str, rulesets: Mapping[str, Ruleset], check: bool, allow_content_change: bool) -> Game:
        """`load` with the lock held."""
        ruleset, saved = read_save(path, rulesets)
        header = saved.header
        notes = list(saved.warnings)
        content_hash, notice = cls._content_to_use(path, ruleset, header, allow_content_change, notes)
        try:
            game = cls(ruleset, header, content_hash=content_hash)
        except Exception as exc:
            raise SaveFileError(path, HEADER_OFFSET, f"the game cannot be set up: {exc!r}") from exc
        try:
            inspect = checker(ruleset, header.scenario, header.seats, game._content_hash)
        except Exception as exc:
            raise SaveFileError(path, HEADER_OFFSET, f"the game cannot be set up: {exc!r}") from exc
        for i, group in enumerate(saved.groups):
            game._fold_checked(group, inspect, path, saved.frames.offset(i))
        if check:
            game._check_last_hash(path, saved.frames)
        for problem in game._redo_problems(saved.redo, inspect, redecide=True):
            raise SaveFileError(path, saved.frames.end, f"the commands to redo: {problem}")
        game._redo = saved.redo
        game._attach(path, SaveLock(path), saved.frames)
        game._rewrite_on_write = (
            header.schema_version != schema_version(ruleset)
            or saved.format != FORMAT_VERSION
            or game._can_keep_content(header)  # an older save: keep its rules data from now on
        )
        game.warnings = notes
        game.notices = [notice] if notice else []
        try:
            fd = open_save(path)
        except (OSError, SaveFileError):
            return game
        try:
            game._stamp = file_stamp(fd)
        finally:
            os.close(fd)
        return game

    @staticmethod
    def _content_to_use(
        path: str, ruleset: Ruleset, header: SaveHeader, allow_change: bool, notes: list[str]
    ) -> tuple[str | None, str]:
        """Which rules data the saved game plays with (its hash, or None for the
        installed data), and what to tell about it."""
        at, scenario = HEADER_OFFSET, header.scenario
        try:
            installed = ruleset.content_hash(scenario)
        except Exception as exc:
            installed, problem = None, exc
        if installed == header.content_hash:
            return header.content_hash, ""
        opener = getattr(ruleset, "open_content", None)
        if header.content and opener is not None:
            try:
                version = opener(scenario, header.content_hash, header.content)
            except Exception as exc:
                raise SaveFileError(path, at, f"the rules data kept in this save is unusable: {exc}") from exc
            return header.content_hash, (
                f"this game uses the rules data of version {version} it began with, kept in its save; "
                f"the installed {scenario!r} scenario differs"
            )
        if installed is None:
            raise SaveFileError(path, at, f"scenario {scenario!r} cannot be loaded: {problem}") from problem
        if not allow_change:
            raise SaveFileError(
                path, at,
                f"the {scenario!r} scenario has changed since this game was saved, "
                "and this save (older than saves that keep their rules data) does not hold the data it began with",
            )  # fmt: skip
        notes.append(f"{path}: the {scenario!r} scenario has changed since this game was saved")
        return None, ""

    def _can_keep_content(self, header: SaveHeader) -> bool:
        """A save without its rules data, played with the installed data, which can be packed."""
        return not header.content and self._content_hash is not None and hasattr(self.ruleset, "pack_content")

    def initial_state(self) -> Any:
        """A fresh state before any command, set up with this game's rules data."""
        h = self.header
        return self.ruleset.initial_state(h.scenario, h.seats, h.seed, h.settings, content_hash=self._content_hash)

    def save_as(self, path: str) -> None:
        """Write the whole game to `path` (atomically) and keep saving there."""
        header = self._current_header()
        same = self._lock is not None and self._lock.held and os.path.abspath(path) == os.path.abspath(self.path or "")
        lock = self._lock if same else SaveLock(path, timeout=self.lock_wait)
        assert lock is not None
        with lock:
            frames, stamp = self._write_whole(path, header)
        self.header = header
        self._attach(path, lock, frames)
        self._stamp = stamp
        self._rewrite_on_write = False

    def _write_whole(self, path: str, header: SaveHeader) -> tuple[FrameTable, tuple[int, int, bytes]]:
        writer = SaveWriter.create(path, header, self._groups, self._redo)
        try:
            stamp = file_stamp(writer.fileno())
        finally:
            writer.close()
        if path == self.path:
            self._frames, self._stamp = writer.frames, stamp
        return writer.frames, stamp

    def _attach(self, path: str, lock: SaveLock, frames: FrameTable | None = None) -> None:
        self.path, self._lock, self._frames = path, lock, frames

    def close(self) -> None:
        """Nothing stays open between two changes; kept so a game reads as a resource."""

    def __enter__(self) -> Game:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- one writer at a time ---------------------------------------------------

    @contextmanager
    def transact(self, wait: float | None = None) -> Iterator[Game]:
        """Hold the save's lock and bring the game level with its file first.

        Every change (`apply`, `undo`, `redo`) runs inside one; wrap several
        (an AI that plays on, a command and the AI's answers) to decide them
        all on what is in the file. Re-entrant. Raises `SaveLocked` naming the
        process that holds the lock after `wait` seconds (default
        `lock_wait`), and `SaveFileError` when the file is gone or unreadable.
        A game without a file just runs the block.
        """
        lock = self._lock
        if lock is None:
            yield self
            return
        if lock.held:
            lock.acquire()
            try:
                yield self
            finally:
                lock.release()
            return
        lock.acquire(self.lock_wait if wait is None else wait)
        try:
            self._catch_up()
            yield self
        finally:
            lock.release()

    def sync(self, wait: float = 0.0) -> bool:
        """Catch up with what other processes wrote; False when the file is as this
        game last saw it. Cheap when nothing changed: the lock is taken only when the
        file's inode, length or last running crc differ. Raises like `transact`."""
        if self.path is None or (self._lock is not None and self._lock.held):
            return False
        before = len(self._outside)
        if self._stamp is not None and self._stamp == self._peek():
            return False
        with self.transact(wait):
            pass
        return len(self._outside) != before

    def take_outside(self) -> list[Outside]:
        """What other processes changed since this was last asked, oldest first."""
        found, self._outside = self._outside, []
        return found

    def _peek(self) -> tuple[int, int, bytes] | None:
        try:
            fd = open_save(self.path or "")
        except (OSError, SaveFileError):
            return None
        try:
            return file_stamp(fd)
        finally:
            os.close(fd)

    def _catch_up(self) -> None:
        """With the lock held: read what another process changed since this game last
        read or wrote its file. Only the frames past the last one both still hold are
        read; a file whose header changed (a new game written over it, a rewrite in
        an older layout) is read whole."""
        path = self.path or ""
        try:
            fd = open_save(path)
        except FileNotFoundError:
            raise SaveFileError(path, 0, "the save file is no longer there (removed or moved)") from None
        except OSError as exc:
            raise SaveFileError(path, 0, f"cannot open: {exc.strerror or exc}") from exc
        try:
            stamp = file_stamp(fd)
            if stamp == self._stamp:
                return
            frames = self._frames
            if frames is None or self._rewrite_on_write or not same_header(fd, frames.start, frames.seed):
                self._reload(path)
            else:
                keep = _kept(fd, frames, stamp[1])
                at, run = frames.boundary(keep)
                self._take(keep, read_tail(path, fd, at, keep, run, self.header, self.ruleset))
            self._stamp = stamp
            self._note_seen()
        finally:
            os.close(fd)

    def watch_as(self, seat: str) -> None:
        """Look on for `seat` from now on: what it has read of the log is noted (so far, all)."""
        self.seat = seat
        with self.transact():
            self._note_seen()

    def _note_seen(self) -> None:
        if self.seat is not None and self.path is not None:
            note_seen(self.path, self.seat, len(self._groups))

    def _take(self, keep: int, tail: Any) -> None:
        """Keep the first `keep` commands and fold what another process wrote after
        them, checked as a load checks it: the file may come from anyone."""
        frames, path = self._frames, self.path or ""
        assert frames is not None
        removed = tuple(self._groups[keep:])
        self._stamp = None  # until every frame is in
        if removed:
            self._truncate(keep)
        frames.cut(keep)
        inspect = checker(self.ruleset, self.header.scenario, self.header.seats, self._content_hash)
        for group, (offset, run) in zip(tail.groups, tail.bounds, strict=True):
            self._fold_checked(group, inspect, path, frames.end)
            frames.push(offset, run)
        for problem in self._redo_problems(tail.redo, inspect, redecide=True):
            raise SaveFileError(path, frames.end, f"the commands to redo: {problem}")
        self._redo = tail.redo
        if removed or tail.groups:
            self._outside.append(Outside(keep, removed, tuple(tail.groups)))

    def _reload(self, path: str) -> None:
        fresh = Game._read(path, {self.ruleset.id: self.ruleset}, True, False)
        removed = tuple(self._groups)
        lock, wait, outside, seat = self._lock, self.lock_wait, self._outside, self.seat
        self.__dict__.update(fresh.__dict__)
        self._lock, self.lock_wait, self._outside, self.seat = lock, wait, outside, seat
        self._outside.append(Outside(0, removed, tuple(self._groups)))

    # -- reading it ---------------------------------------------------------

    @property
    def state(self) -> Any:
        """The live state. Read it, never change it."""
        return self._state

    @property
    def seed(self) -> int:
        return self.header.seed

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.header.seats

    @property
    def log(self) -> Sequence[Group]:
        """The accepted command groups, oldest first. Read it, never change it."""
        return self._groups

    @property
    def event_count(self) -> int:
        return self._ends[-1]

    @property
    def position(self) -> tuple[int, int]:
        return self._positions[-1]

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def view(self, player: str | None) -> Any:
        return self.ruleset.view(self._state, player)

    def legal_commands(self, player: str) -> list[Command]:
        return self.ruleset.legal_commands(self._state, player)

    def to_act(self) -> list[str]:
        return self.ruleset.to_act(self._state)

    def state_at(self, index: int) -> Any:
        """A fresh copy of the state after the first `index` commands; O(K)."""
        if not 0 <= index <= len(self._groups):
            raise IndexError(f"the log has {len(self._groups)} commands, not {index}")
        if index == len(self._groups):
            return self.ruleset.copy_state(self._state)
        start, state = self._snaps.before_group(index)
        evolve = self.ruleset.evolve
        for group in self._groups[start:index]:
            for event in group.events:
                state = evolve(state, event)
        return state

    def replay(self, check: bool = False) -> ReplayCursor:
        """A cursor over the log as it is now; `check` compares state hashes while stepping forward."""
        return ReplayCursor(
            self.ruleset, list(self._groups), self._snaps.copy(), list(self._ends), list(self._positions), check
        )

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
                    command = parse_chat(command) if is_chat(command) else self.ruleset.parse(command, self._state, player)
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
        index = len(self._groups)
        events = self._decide(self._state, player, command, index)
        writer = self._open_writer()
        state = self._state
        for event in events:
            state = self.ruleset.evolve(state, event)
        self._state = state
        position = _position(self.ruleset, state)
        turned = position != self._positions[-1]  # a new turn begins: the hash goes in the log
        group = CommandGroup(
            player=player, command=command, events=events, state_hash=self.ruleset.state_hash(state) if turned else None
        )
        self._record(group, position)
        if writer is not None:
            try:
                if self._redo:  # the redo frames go: a new file, so a failed write keeps them
                    writer.rewrite(index, [group], [])
                else:
                    writer.append(group)
            except OSError as exc:  # the command is refused rather than kept unsaved
                self._truncate(index)
                raise self._unsaved(exc) from exc
            finally:
                self._written(writer)
        self._redo.clear()
        return group

    def _decide(self, state: Any, player: str, command: Command, index: int) -> tuple[Event, ...]:
        """The events of `command` as the `index`th of the log; a line said has none."""
        if isinstance(command, Say):
            return ()
        return tuple(self.ruleset.decide(state, player, command, command_rng(self.header.seed, index)))

    def text(self, group: Group) -> str:
        """A logged command's canonical text (`ruleset.format`), in full: its player's view."""
        if isinstance(group.command, Say):
            return format_chat(group.command)
        return self.ruleset.format(group.command)

    def public_text(self, group: Group, viewer: str | None) -> str:
        """A logged command as `viewer` may read it (its own commands in full, others' without secrets)."""
        tell: Callable[[Command, tuple[Event, ...], str, str | None], str] | None = getattr(
            self.ruleset, "public_text", None
        )
        if tell is None or viewer == group.player or isinstance(group.command, Say):
            return self.text(group)
        return tell(group.command, group.events, group.player, viewer)

    def told(self, group: Group) -> str:
        """A command as the whole table may read it, for a message (its type, if even that fails)."""
        try:
            return self.public_text(group, None)
        except Exception:  # a message about a forged save must not fail in its turn
            return type(group.command).__name__

    def undo_blocked_reason(self, player: str | None = None, viewer: Any = ...) -> str | None:
        """Why `undo(player)` is impossible now, in a sentence told as `viewer` may
        read it (by default `player`: with none named, what all may read); None if
        it is possible."""
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
        """Take back `player`'s last command and the AI commands after it.

        With no player, the last command made by a person (or by anyone, in a
        game of bots only). Never crosses a barrier (dice, a revealed secret)
        nor, when several people play, another person's command. Returns the
        groups taken back; `redo` restores them. A refusal is told as `viewer`
        may read it (by default `player`: with none named, what all may read).
        """
        with self.transact():
            cut = self._undo_cut(player, viewer)
            writer = self._open_writer()
            after = self._groups[cut:]
            removed = [g for g in after if not isinstance(g.command, Say)]
            said = [g for g in after if isinstance(g.command, Say)]  # kept, after what stays
            self._truncate(cut)
            for group in said:
                self._fold(group)
            self._redo.append(removed)
            if writer is not None:
                try:
                    writer.rewrite(cut, said, self._redo)
                except OSError as exc:  # put the game back as it was
                    self._redo.pop()
                    self._truncate(cut)
                    for group in after:
                        self._fold(group)
                    raise self._unsaved(exc) from exc
                finally:
                    self._written(writer)
                kept = cut + len(said)
                note_seen(self.path or "", self.seat or "", kept, most=kept)  # nobody has seen what is gone
            return removed

    def redo(self) -> list[Group]:
        """Put back the groups of the last undo (possible until a new command is accepted)."""
        with self.transact():
            if not self._redo:
                raise UndoBlocked("There is nothing to redo.")
            writer = self._open_writer()
            batch = self._redo.pop()
            keep = len(self._groups)
            for group in batch:
                self._fold(group)
            if writer is not None:
                try:
                    writer.rewrite(keep, batch, self._redo)
                except OSError as exc:  # put the game back as it was
                    self._truncate(keep)
                    self._redo.append(batch)
                    raise self._unsaved(exc) from exc
                finally:
                    self._written(writer)
            return batch

    # -- checking it --------------------------------------------------------

    def verify(self, redecide: bool = True) -> int:
        """Re-fold the log from a fresh initial state and compare the saved state hashes;
        with `redecide`, each command is also decided again (same RNG) and must give the
        very same events (`engine.verify`). Raises VerifyError at the first difference;
        returns how many commands were checked."""
        decide = self._decide if redecide else None
        verify_log(self.ruleset, self.initial_state(), self._groups, decide, self.told)
        inspect = checker(self.ruleset, self.header.scenario, self.header.seats, self._content_hash)
        for problem in self._redo_problems(self._redo, inspect, redecide):
            raise VerifyError(len(self._groups), f"the commands to redo: {problem}")
        return len(self._groups)

    def _redo_problems(self, redo: list[list[Group]], inspect: Check, redecide: bool = False) -> Iterator[str]:
        """What is wrong with a redo stack read from a save, on the present state."""
        state = self.ruleset.copy_state(self._state)
        decide = self._decide if redecide else None
        return redo_problems(self.ruleset, state, len(self._groups), redo, self._kinds, inspect, decide, self.told)

    # -- inside -------------------------------------------------------------

    def _fold_checked(self, group: Group, inspect: Check, path: str, where: int) -> None:
        """Fold a group read from the file (`where` in it), checked before the rules see
        it: a save may come from anyone."""
        index = len(self._groups)
        if problem := check_group(group, self._kinds, inspect):
            raise SaveFileError(path, where, f"command {index}: {problem}")
        try:
            self._fold(group)
        except Exception as exc:
            raise SaveFileError(path, where, f"command {index} ({self.told(group)!r}) cannot be replayed: {exc!r}") from exc

    def _fold(self, group: Group) -> None:
        state = self._state
        evolve = self.ruleset.evolve
        for event in group.events:
            state = evolve(state, event)
        self._state = state
        self._record(group, _position(self.ruleset, state))

    def _record(self, group: Group, position: tuple[int, int]) -> None:
        self._groups.append(group)
        self._ends.append(self._ends[-1] + len(group.events))
        self._positions.append(position)
        self._snaps.after(len(self._groups), self._ends[-1], self._state)

    def _check_last_hash(self, path: str, frames: FrameTable) -> None:
        """The state after the last command that saved a hash must have that hash."""
        groups = self._groups
        last = next((i for i in range(len(groups) - 1, -1, -1) if groups[i].state_hash is not None), None)
        if last is None:
            return
        state = self._state if last == len(groups) - 1 else self.state_at(last + 1)
        if self.ruleset.state_hash(state) != groups[last].state_hash:
            raise SaveFileError(
                path, frames.offset(last),
                "replaying the log does not reach the saved state (verify finds the first difference)",
            )  # fmt: skip

    def _truncate(self, keep: int) -> None:
        self._snaps.truncate(keep)
        self._state = self.state_at(keep)
        del self._groups[keep:], self._ends[keep + 1 :], self._positions[keep + 1 :]

    def _undo_cut(self, player: str | None, viewer: Any = ...) -> int:
        """The index of the first group `undo(player)` would remove (`engine.undo_policy`);
        raises UndoBlocked with commands told as `viewer` sees them (`...`: as `player`)."""
        path = self.path
        return undo_cut(
            self._groups, self._kinds, player,
            is_barrier=self.ruleset.is_barrier,
            describe=lambda group: self.public_text(group, player if viewer is ... else viewer),
            seen=lambda: read_seen(path) if path is not None else {},
        )  # fmt: skip

    def _unsaved(self, exc: OSError) -> SaveFileError:
        """A write failed: the file holds what it held before (a failed append is cut
        back; anything else goes to a new file renamed only once whole)."""
        where = self._frames.end if self._frames is not None else 0
        self._stamp = None  # look at the file afresh next time
        return SaveFileError(self.path or "", where, f"cannot save the game: {exc.strerror or exc}")

    def _written(self, writer: SaveWriter) -> None:
        """After a write (done or failed): the file as it is now, and the writer closed."""
        try:
            self._stamp = file_stamp(writer.fileno()) if self._stamp is not None else None
        except (OSError, ValueError):
            self._stamp = None
        writer.close()

    def _current_header(self) -> SaveHeader:
        h = self.header
        content = h.content
        if self._can_keep_content(h):
            packed_hash, packed = self.ruleset.pack_content(h.scenario)  # type: ignore[attr-defined]  # optional (see _can_keep_content)
            content = packed if packed_hash == self._content_hash else b""
        return SaveHeader(
            program_version=__version__,
            ruleset=h.ruleset,
            scenario=h.scenario,
            content_hash=h.content_hash,
            seed=h.seed,
            seats=h.seats,
            settings=h.settings,
            schema_version=schema_version(self.ruleset),
            content=content,
        )

    def _open_writer(self) -> SaveWriter | None:
        """A writer on the file for one change (opened each time: a file made read-only
        meanwhile is refused, not written through an old handle). A save of an older
        schema or layout is first rewritten whole."""
        if self.path is None:
            return None
        if self._rewrite_on_write:
            self.save_as(self.path)
        assert self._frames is not None
        try:
            return SaveWriter(self.path, self._frames)
        except OSError as exc:
            raise self._unsaved(exc) from exc


def _kept(fd: int, frames: FrameTable, size: int) -> int:
    """How many of the played frames a game knows the file still holds as they were:
    the running crc at a boundary covers every byte before it, so the first boundary
    (from the end) where the file's crc matches the game's is where they part."""
    for k in range(frames.count, 0, -1):
        at, run = frames.boundary(k)
        if at <= size:
            tail = os.pread(fd, 4, at - 4)
            if len(tail) == 4 and zlib.crc32(tail, int.from_bytes(tail, "big")) == run:
                return k
    return 0


def _position(ruleset: Ruleset, state: Any) -> tuple[int, int]:
    """(turn, round) of a state as a tuple, whatever sequence the ruleset gives."""
    turn, round_ = ruleset.position(state)
    return (turn, round_)
