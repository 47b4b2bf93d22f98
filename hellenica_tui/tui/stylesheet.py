"""A stylesheet whose parsed sources are kept for the whole process.

Textual parses each source of an app's stylesheet (a .tcss file, a widget's
DEFAULT_CSS) once per app, and again in full whenever it is parsed anew in a
fresh stylesheet. The rules parsed from one source text with one set of
variables are the same every time, and Textual only reads them once made (it
hands the same ones out again from its own per-app cache), so here they are
kept for the process: a second app, and every screen forked from the warm
process once it has drawn a game there (`hellenica_tui.warmstart`), finds its
sources parsed already.

They are kept between starts too, pickled in the user's cache as the process
ends (`keep_parsed`) and read back at the next one's first parse: parsing a
game screen's styles costs about 12 ms of its first frame, reading them back
under 1 ms. A file holds the styles of one look (the variables a theme
gives), named by it, the program's version and the install of Textual; every
entry is keyed by its source text, so an edited source is parsed again; a
damaged file is ignored and written anew.

This overrides Textual's private `Stylesheet._parse_rules`, taking its
arguments as they come: if Textual renames it, the override is never called
and every app parses as before; rules with errors are never kept, so an error
is reported as Textual reports it.
"""

from __future__ import annotations

import atexit
import os
import pickle
import zlib
from functools import cache
from pathlib import Path
from typing import Any

from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet

from hellenica_tui.engine.usercache import cache_base, store

_PARSED: dict[tuple[Any, ...], list[RuleSet]] = {}
_KEPT_MOST = 2048  # parsed sources kept (a game's screens have about 150)
Variables = tuple[tuple[str, str], ...]
_read: set[Variables] = set()  # the variables whose kept file has been read
_new: set[Variables] = set()  # the variables with sources parsed since


@cache
def _install() -> str | None:
    """What names this install's kept styles: the program's version and Textual's
    package stamp (as byte-code caches tell a reinstall); looked up once a process."""
    import textual

    from hellenica_tui import __version__

    try:
        st = os.stat(textual.__file__)
    except (OSError, TypeError):
        return None
    return f"{__version__}-{st.st_mtime_ns}-{st.st_size}-"


def _kept_file(variables: Variables) -> Path | None:
    """Where the styles parsed with `variables` (a theme, a palette) are kept between
    starts: a file each, so a start reads only those of the look it shows."""
    base, install = cache_base(), _install()
    if base is None or install is None:
        return None
    return base / "styles" / f"{install}{zlib.crc32(repr(variables).encode()):08x}.pickle"


def _read_kept(variables: Variables) -> None:
    _read.add(variables)
    entry = _kept_file(variables)
    if entry is None:
        return
    try:
        kept = pickle.loads(entry.read_bytes())
    except Exception:  # missing, damaged or from another install: parsed again, kept anew
        return
    if isinstance(kept, dict):
        for key, rules in list(kept.items())[:_KEPT_MOST]:
            if isinstance(key, tuple) and key and key[0] == variables:
                _PARSED.setdefault(key, rules)


def keep_parsed() -> None:
    """Keep the styles parsed in this process for the next start, for each look with
    any new (and forget those kept by other installs)."""
    folder = None
    for variables in list(_new):
        entry = _kept_file(variables)
        if entry is None:
            break
        try:
            data = pickle.dumps({k: v for k, v in _PARSED.items() if k[0] == variables}, pickle.HIGHEST_PROTOCOL)
        except (pickle.PicklingError, TypeError, AttributeError):
            continue  # a value pickle cannot hold: nothing kept
        store(entry, data)
        folder = entry.parent
    _new.clear()
    if folder is not None:
        _forget_others(folder, _install() or "")


def _forget_others(folder: Path, install: str) -> None:
    """The kept styles of other installs (an older version, Textual upgraded) go."""
    try:
        for other in folder.iterdir():
            if other.suffix == ".pickle" and not other.name.startswith(install):
                other.unlink()
    except OSError:
        pass


atexit.register(keep_parsed)


def _variables_key(variables: dict[str, str] | None) -> Variables:
    return tuple(sorted((variables or {}).items()))


class SharedStylesheet(Stylesheet):
    """Textual's stylesheet, with each source's parsed rules shared by every stylesheet of
    the process made with the same variables."""

    def __init__(self, *, variables: dict[str, str] | None = None) -> None:
        super().__init__(variables=variables)
        self._shared_key = _variables_key(variables)

    def set_variables(self, variables: dict[str, str]) -> None:
        super().set_variables(variables)
        self._shared_key = _variables_key(variables)

    def _parse_rules(self, *args: Any, **kwargs: Any) -> list[RuleSet]:
        if self._shared_key not in _read:
            _read_kept(self._shared_key)
        key = (self._shared_key, args, tuple(sorted(kwargs.items())))
        try:
            kept = _PARSED.get(key)
        except TypeError:  # an argument that cannot be a key: parsed as Textual does
            return super()._parse_rules(*args, **kwargs)
        if kept is not None:
            return kept
        rules: list[RuleSet] = super()._parse_rules(*args, **kwargs)
        if not any(rule.errors for rule in rules) and len(_PARSED) < _KEPT_MOST:
            _PARSED[key] = rules
            _new.add(self._shared_key)
        return rules
