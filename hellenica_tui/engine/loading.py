"""Loading a saved game: the file read and decoded (`saveread.py`, `journalread.py`),
then every command group checked before the rules see it and folded, the last
saved state hash compared, and the redo stack decided again to its saved outcomes.
Any failure is one SaveFileError; loading never writes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from hellenica_tui.engine.capabilities import schema_version
from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.opening import can_keep_content, content_to_use
from hellenica_tui.engine.ruleset import Ruleset, S
from hellenica_tui.engine.savefile import FORMAT_VERSION, HEADER_OFFSET
from hellenica_tui.engine.savelock import SaveLock
from hellenica_tui.engine.saveread import read_save
from hellenica_tui.engine.store import FileStore

if TYPE_CHECKING:
    from hellenica_tui.engine.game import Game


def read_game(
    cls: type[Game[S]], path: str, rulesets: Mapping[str, Ruleset[S]], check: bool, allow_content_change: bool
) -> Game[S]:
    """A game of class `cls` from the save at `path` (its lock held by the caller)."""
    ruleset, saved = read_save(path, rulesets)
    header = saved.header
    notes = list(saved.warnings)
    content_hash, notice = content_to_use(path, ruleset, header, allow_content_change, notes)
    try:
        game = cls(ruleset, header, content_hash=content_hash)
        inspect = game._referee.checker()
    except Exception as exc:
        raise SaveFileError(path, HEADER_OFFSET, f"the game cannot be set up: {exc!r}") from exc
    timeline = game._timeline
    for i, group in enumerate(saved.groups):
        if problem := timeline.fold_checked(group, inspect, game.told):
            raise SaveFileError(path, saved.frames.offset(i), problem)
    if check:
        _check_last_hash(game, path, saved.frames)
    for problem in game._redo_problems(saved.redo, inspect, redecide=True):
        raise SaveFileError(path, saved.frames.end, f"the commands to redo: {problem}")
    timeline.redo = saved.redo
    journal = (  # else rewritten whole at the first change
        saved.format == FORMAT_VERSION
        and header.schema_version == schema_version(ruleset)
        and not can_keep_content(ruleset, header, content_hash)  # an older save: keep its rules data
    )
    frames = saved.frames
    where = (frames.start, frames.seed, frames.end_at) if journal else (0, 0, None)
    store = FileStore(path, SaveLock(path), *where)
    game._store = store
    game.warnings = notes
    game.notices = [notice] if notice else []
    store.stamp = store.look()
    return game


def _check_last_hash(game: Game[Any], path: str, frames: Any) -> None:
    """The state after the last command that saved a hash must have that hash."""
    groups = game.log
    last = next((i for i in range(len(groups) - 1, -1, -1) if groups[i].state_hash is not None), None)
    if last is None:
        return
    state = game.state if last == len(groups) - 1 else game.state_at(last + 1)
    if game.ruleset.state_hash(state) != groups[last].state_hash:
        raise SaveFileError(
            path, frames.offset(last),
            "replaying the log does not reach the saved state (verify finds the first difference)",
        )  # fmt: skip
