"""The content and board a state was set up with, looked up once per scenario.

A game on a built or random map plays on the content its arrangement makes:
the scenario's content with the areas of the placed tiles (content/tiling.py),
named by the scenario's hash and the arrangement's key, made once per key. A
game on the printed map plays on it as its table size does (a few areas may
differ there: content/smaller_tables.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.archive import archived
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import Content, ContentError
from hellenica_tui.games.hellenica.content.smaller_tables import at_table
from hellenica_tui.games.hellenica.content.tiling import Placement, arranged_areas
from hellenica_tui.games.hellenica.content.variants import with_rules

if TYPE_CHECKING:  # the content sits beneath the state
    from hellenica_tui.games.hellenica.core.state import State

_CACHE: dict[tuple[str, str], Content] = {}
_ARRANGED: dict[str, Content] = {}  # by the arranged content's hash; the latest few are kept
_ARRANGED_KEPT = 64


def remember(scenario: str, content: Content) -> None:
    """Use this content for states of `scenario` (tests build Content by hand)."""
    _CACHE[(scenario, content.hash)] = content


def content_for(scenario: str, content_hash: str | None = None) -> Content:
    """The content of `scenario` with this hash (None: the installed one): one
    remembered (kept in a save, made by a test) or else the installed files."""
    if content_hash is not None:
        kept = _CACHE.get((scenario, content_hash))
        if kept is not None:
            return kept
    content = load_scenario(scenario)
    if content_hash is not None and content.hash != content_hash:
        earlier = archived(scenario, content_hash)  # an earlier version the program keeps
        if earlier is None:
            raise ContentError(scenario, "scenario", "this version of its rules data is not at hand")
        content = earlier
    remember(scenario, content)
    return content


def arranged(
    content: Content, placements: Sequence[Placement], holes: Sequence[int], key: str, empties: Sequence[int] = ()
) -> Content:
    """The content of a map arranged as `placements` (with `holes` made seas and `empties` left
    to explore); `key` names the arrangement."""
    name = f"{content.hash}/{key}"
    found = _ARRANGED.get(name)
    if found is None:
        areas = arranged_areas(content.map, placements, holes, empties)
        found = msgspec.structs.replace(content, areas={a.id: a for a in areas}, hash=name)
        if len(_ARRANGED) >= _ARRANGED_KEPT:
            del _ARRANGED[next(iter(_ARRANGED))]
        _ARRANGED[name] = found
    return found


def content_of(state: State) -> Content:
    content = scenario_content(state)
    layout = state.layout
    if isinstance(layout, msgspec.UnsetType):
        return at_table(content, len(state.players))  # the printed map, as this table size plays it
    found = _ARRANGED.get(f"{content.hash}/{layout.key}")
    if found is not None:
        return found
    placements = [Placement(p.location, p.tile, p.rotation) for p in layout.placed]
    return arranged(content, placements, layout.holes, layout.key, layout.empties)


def scenario_content(state: State) -> Content:
    """The scenario's content a state plays by, as its variant of the rules has it (before any map is made)."""
    return with_rules(_scenario_content(state), state.settings.rules)


def _scenario_content(state: State) -> Content:
    key = (state.scenario, state.content_hash)
    content = _CACHE.get(key)
    if content is None:
        content = load_scenario(state.scenario)
        if content.hash != state.content_hash:
            content = archived(state.scenario, state.content_hash) or content
        if content.hash != state.content_hash:
            raise IllegalCommand(
                f"the scenario {state.scenario!r} has changed since this game began; its rules no longer match"
            )
        _CACHE[key] = content
    return content
