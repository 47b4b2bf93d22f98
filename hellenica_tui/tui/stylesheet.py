"""A stylesheet whose parsed sources are kept for the whole process.

Textual parses each source of an app's stylesheet (a .tcss file, a widget's
DEFAULT_CSS) once per app, and again in full whenever it is parsed anew in a
fresh stylesheet. The rules parsed from one source text with one set of
variables are the same every time, and Textual only reads them once made (it
hands the same ones out again from its own per-app cache), so here they are
kept for the process: a second app, and every screen forked from the warm
process once it has drawn a game there (`hellenica_tui.warmstart`), finds its
sources parsed already.

This overrides Textual's private `Stylesheet._parse_rules`, taking its
arguments as they come: if Textual renames it, the override is never called
and every app parses as before; rules with errors are never kept, so an error
is reported as Textual reports it.
"""

from __future__ import annotations

from typing import Any

from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet

_PARSED: dict[tuple[Any, ...], list[RuleSet]] = {}
_KEPT_MOST = 2048  # parsed sources kept (a game's screens have about 150)


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
        return rules
