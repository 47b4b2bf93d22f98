"""The player's settings kept between runs, in a small JSON file.

The file is `hellenica/settings.json` under `$XDG_CONFIG_HOME` (else
`~/.config`). Each setting is a field of `Settings` with its default; a file
that cannot be read, is damaged, or holds a value of the wrong kind counts
as missing for what it got wrong, so a bad file never stops the game. No
Textual here: screens read `load()` and write with `update(...)`.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

import msgspec

MapView = Literal["full", "compact"]
# Whether a kind of question stops the player (tui/controller/interruptions.py says
# what "matters" is; the rules page "invocations" tells it the player).
Ask = Literal["always", "matters", "never"]


class Settings(msgspec.Struct, frozen=True, kw_only=True):
    map_view: MapView | None = None  # the map drawn with `z`; None: chosen by the terminal's size
    ask_action: Ask = "matters"  # invocation windows before another's action
    ask_movement: Ask = "matters"  # during another's movement
    ask_combat: Ask = "matters"  # in a combat
    ask_bid: Ask = "matters"  # a world event's sealed bid (and the invocations before it)
    # A person's command against AI seats is final only once confirmed (or the next begun):
    # until then undo takes it back and the AI seats wait (tui/controller/table.py, `commit`).
    commit_point: bool = True
    # An invocation window the person is asked in opens its dialog by itself (else it is
    # answered at the prompt, or in the dialog `c` opens).
    window_dialog: bool = True
    # The summary of what happened since the person's last command opens by itself: always,
    # when more than world events' bids happened, or never (`w` reads it either way).
    recaps: Ask = "always"


def asks(settings: Settings) -> dict[str, Ask]:
    """The `ask_*` settings by the kind of question."""
    return {
        "action": settings.ask_action, "movement": settings.ask_movement,
        "combat": settings.ask_combat, "bid": settings.ask_bid,
    }


def settings_path() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "hellenica" / "settings.json"


def load() -> Settings:
    """The settings saved last; defaults for anything missing or damaged."""
    try:
        raw = msgspec.json.decode(settings_path().read_bytes())
    except (OSError, msgspec.DecodeError):
        return Settings()
    if not isinstance(raw, dict):
        return Settings()
    kept: dict[str, Any] = {}
    for name in Settings.__struct_fields__:
        if name in raw:
            try:  # one field at a time: a bad value loses only itself
                msgspec.convert({name: raw[name]}, Settings)
            except msgspec.ValidationError:
                continue
            kept[name] = raw[name]
    return msgspec.convert(kept, Settings)


def update(**changes: Any) -> str | None:
    """Save `changes` over the settings saved last. None when saved, else why not
    (a folder that cannot be written: the setting lasts for this run only)."""
    settings = msgspec.structs.replace(load(), **changes)
    path = settings_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".tmp")
        temporary.write_bytes(msgspec.json.format(msgspec.json.encode(settings)) + b"\n")
        temporary.replace(path)  # whole or not at all, even if the game is killed meanwhile
    except OSError as error:
        return f"{path}: {error.strerror or error}"
    return None
