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
under 1 ms. The file is named by the install of Textual and the program's
version, and every entry by its source text and variables, so an edited
source is parsed again; a damaged file is ignored and written anew.

This overrides Textual's private `Stylesheet._parse_rules`, taking its
arguments as they come: if Textual renames it, the override is never called
and every app parses as before; rules with errors are never kept, so an error
is reported as Textual reports it.
"""

from __future__ import annotations

import atexit
import os
import pickle
from pathlib import Path
from typing import Any

from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet

from hellenica_tui.engine.usercache import cache_base, store

_PARSED: dict[tuple[Any, ...], list[RuleSet]] = {}
_KEPT_MOST = 2048  # parsed sources kept (a game's screens have about 150)
_disk = {"read": False, "new": False}  # the kept file read yet; sources parsed since


def _kept_file() -> Path | None:
    """Where the parsed styles are kept between starts: one file per install of Textual
    (its package's stamp, as byte-code caches tell a reinstall) and version of the program."""
    base = cache_base()
    if base is None:
        return None
    import textual

    from hellenica_tui import __version__

    try:
        st = os.stat(textual.__file__)
    except (OSError, TypeError):
        return None
    return base / "styles" / f"{__version__}-{st.st_mtime_ns}-{st.st_size}.pickle"


def _read_kept() -> None:
    _disk["read"] = True
    entry = _kept_file()
    if entry is None:
        return
    try:
        kept = pickle.loads(entry.read_bytes())
    except Exception:  # missing, damaged or from another install: parsed again, kept anew
        return
    if isinstance(kept, dict):
        for key, rules in list(kept.items())[:_KEPT_MOST]:
            _PARSED.setdefault(key, rules)


def keep_parsed() -> None:
    """Keep the styles parsed in this process for the next start, when any are new."""
    entry = _kept_file() if _disk["new"] else None
    if entry is None:
        return
    try:
        data = pickle.dumps(_PARSED, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return  # a value pickle cannot hold: nothing kept
    _disk["new"] = False
    store(entry, data)


def _variables_key(variables: dict[str, str] | None) -> tuple[tuple[str, str], ...]:
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
        if not _disk["read"]:
            _read_kept()
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
            if not _disk["new"]:
                _disk["new"] = True
                atexit.register(keep_parsed)
        return rules
