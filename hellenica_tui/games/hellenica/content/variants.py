"""A named variant of a scenario's rules, chosen when a game is set up (the `rules` setting).

A scenario plays its own rules (for the classic one, the rulebook's) unless a
game names one of the variants its scenario.toml declares (`[[variants]]`).
A variant is data: each setup field it gives (the reach of the Home Cities
and the map at smaller tables, the die an AI player turns its home tile by,
which shared Ethos cards of the AI players are dealt again) replaces the
scenario's. `with_rules` makes the content a game of that variant plays on,
once, named by the scenario's hash and the variant; the state keeps the
scenario's own hash and the variant in its settings, so a save names the
very data it began with.
"""

from __future__ import annotations

from typing import Final

import msgspec

from hellenica_tui.games.hellenica.content.schema import Content, ContentError, Variant

PRINTED: Final = "printed"  # the `rules` setting's default: the scenario's own rules
MARK: Final = "+rules-"  # in the hash of a variant's content, after the scenario's
_MADE: dict[tuple[str, str], Content] = {}


def scenario_hash(content_hash: str) -> str:
    """The hash of the scenario's files that a content made from them (a variant, a map) is named after."""
    return content_hash.partition("/")[0].partition(MARK)[0]


def with_rules(content: Content, rules: str | msgspec.UnsetType) -> Content:
    """The content a game of this variant plays on (`content` itself for the scenario's own rules,
    or when `content` is a variant's already); ContentError for a variant the scenario lacks."""
    if isinstance(rules, msgspec.UnsetType) or rules in ("", PRINTED) or MARK in content.hash:
        return content
    key = (content.hash, rules)
    found = _MADE.get(key)
    if found is None:
        variant = content.scenario.variant(rules)
        if variant is None:
            offered = ", ".join([PRINTED, *(v.id for v in content.scenario.variants)])
            raise ContentError("scenario.toml", "variants", f"no variant {rules!r}; the rules are {offered}")
        found = _MADE[key] = applied(content, variant)
    return found


def applied(content: Content, variant: Variant) -> Content:
    """`content` with the setup fields `variant` gives."""
    changes = {
        field: value
        for field in ("smaller_tables", "ai_home_die", "ai_ethos_replaced")
        if (value := getattr(variant, field)) is not None
    }
    scenario = content.scenario
    setup = msgspec.structs.replace(scenario.setup, **changes)
    return msgspec.structs.replace(
        content, scenario=msgspec.structs.replace(scenario, setup=setup), hash=f"{content.hash}{MARK}{variant.id}"
    )


def variant_named(content: Content, rules: str | msgspec.UnsetType) -> Variant | None:
    """The variant a game plays (None: the scenario's own rules)."""
    if isinstance(rules, msgspec.UnsetType) or rules in ("", PRINTED):
        return None
    return content.scenario.variant(rules)


def recommended(content: Content, players: int) -> Variant | None:
    """The variant the scenario suggests at this table size, if any."""
    return next((v for v in content.scenario.variants if players in v.recommended), None)
