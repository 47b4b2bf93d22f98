"""Which rules data a game plays with, and the header it is saved under.

A save keeps the rules data its game began with when its ruleset can pack it
(`capabilities.KeepsContent`): the game then plays on unchanged when the
installed scenario changes. An older save holds only the data's hash: it
plays with the installed data if that is the same (or if allowed), and keeps
it from its next write on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from hellenica_tui import __version__
from hellenica_tui.engine.capabilities import ArchivesContent, KeepsContent, offers, schema_version
from hellenica_tui.engine.errors import RequestError, SaveFileError
from hellenica_tui.engine.ruleset import Ruleset, Seat
from hellenica_tui.engine.savefile import HEADER_OFFSET, INT64, SaveHeader
from hellenica_tui.engine.text import clip


def content_to_use(
    path: str, ruleset: Ruleset[Any], header: SaveHeader, allow_change: bool, notes: list[str]
) -> tuple[str | None, str]:
    """Which rules data the saved game plays with (its hash, or None for the installed
    data), and what to tell about it."""
    at, scenario = HEADER_OFFSET, header.scenario
    problem: Exception | None = None
    try:
        installed: str | None = ruleset.content_hash(scenario)
    except Exception as exc:
        installed, problem = None, exc
    if installed == header.content_hash:
        return header.content_hash, ""
    if not header.content and (packed := archived(ruleset, scenario, header.content_hash)):
        try:
            cast(KeepsContent, ruleset).open_content(scenario, header.content_hash, packed)
        except Exception as exc:
            raise SaveFileError(path, at, f"the earlier rules data this game began with is unusable: {exc}") from exc
        return header.content_hash, (
            f"this game uses the rules data it began with, which the program keeps; "
            f"the installed {clip(scenario, 40)!r} scenario differs"
        )
    if header.content and offers(ruleset, KeepsContent):
        try:
            version = cast(KeepsContent, ruleset).open_content(scenario, header.content_hash, header.content)
        except Exception as exc:
            raise SaveFileError(path, at, f"the rules data kept in this save is unusable: {exc}") from exc
        return header.content_hash, (  # the version is the save's text: one short line, no control character
            f"this game uses the rules data of version {clip(str(version), 80)} it began with, kept in its save; "
            f"the installed {clip(scenario, 40)!r} scenario differs"
        )
    if installed is None:
        raise SaveFileError(path, at, f"scenario {scenario!r} cannot be loaded: {problem}") from problem
    if not allow_change:
        raise SaveFileError(
            path, at,
            f"the {scenario!r} scenario has changed since this game was saved, "
            "and this save (older than saves that keep their rules data) does not hold the data it began with",
        )  # fmt: skip
    notes.append(clip(f"{path}: the {scenario!r} scenario has changed since this game was saved", 240))
    return None, ""


def archived(ruleset: Ruleset[Any], scenario: str, content_hash: str) -> bytes:
    """The earlier rules data of this hash the ruleset keeps, packed (b"": none)."""
    if not (offers(ruleset, ArchivesContent) and offers(ruleset, KeepsContent)):
        return b""
    return cast(ArchivesContent, ruleset).archived_content(scenario, content_hash)


def new_header(
    ruleset: Ruleset[Any], scenario: str, seats: Sequence[Seat], seed: int, settings: Mapping[str, Any], keep_content: bool
) -> SaveHeader:
    """The header of a new game; with `keep_content`, its rules data packed in (a game
    kept in memory packs it only if it is ever saved)."""
    names = [seat.name for seat in seats]
    if len(set(names)) != len(names):
        raise RequestError(f"two seats share a name: {names}")
    if not INT64[0] <= seed < INT64[1]:
        raise RequestError(f"a seed is a number within 64 bits, not {seed}")
    if keep_content and offers(ruleset, KeepsContent):
        content_hash, content = cast(KeepsContent, ruleset).pack_content(scenario)
    else:
        content_hash, content = ruleset.content_hash(scenario), b""
    return SaveHeader(
        program_version=__version__,
        ruleset=ruleset.id,
        scenario=scenario,
        content_hash=content_hash,
        seed=seed,
        seats=tuple(seats),
        settings=dict(settings),
        schema_version=schema_version(ruleset),
        content=content,
    )


def can_keep_content(ruleset: Ruleset[Any], header: SaveHeader, content_hash: str | None) -> bool:
    """A save without its rules data, played with the installed data, which can be packed."""
    return not header.content and content_hash is not None and offers(ruleset, KeepsContent)


def current_header(ruleset: Ruleset[Any], header: SaveHeader, content_hash: str | None) -> SaveHeader:
    """The header a game is written under now: this program, the ruleset's schema, and
    the rules data packed where the save lacked it."""
    content = header.content
    if can_keep_content(ruleset, header, content_hash):
        packed_hash, packed = cast(KeepsContent, ruleset).pack_content(header.scenario)
        content = packed if packed_hash == content_hash else b""
        if not content and content_hash is not None:  # the installed data differs: an earlier version kept
            content = archived(ruleset, header.scenario, content_hash)
    return SaveHeader(
        program_version=__version__,
        ruleset=header.ruleset,
        scenario=header.scenario,
        content_hash=header.content_hash,
        seed=header.seed,
        seats=header.seats,
        settings=header.settings,
        schema_version=schema_version(ruleset),
        content=content,
    )
