"""The effect kinds that content may use, with the parameters each takes.

Content (cards, invocations, advancements) names an effect by kind; the rules
implement kinds, never a card by name. The loader checks every `Effect` in
the content against this registry.
"""

from __future__ import annotations

import msgspec

from hellenica_tui.games.hellenica.content import Effect


class EffectKind(msgspec.Struct, frozen=True):
    kind: str
    params: dict[str, str]  # parameter name -> "int" | "str" | "bool" | "list"
    optional: tuple[str, ...] = ()
    text: str = ""


EFFECT_KINDS: dict[str, EffectKind] = {}

_PY_TYPES = {"int": int, "str": str, "bool": bool, "list": list}


def check_effect(effect: Effect) -> list[str]:
    """The problems with one effect, as sentences; empty when it is well-formed."""
    spec = EFFECT_KINDS.get(effect.kind)
    if spec is None:
        return [f"unknown effect kind {effect.kind!r}"]
    problems = []
    for name, typ in spec.params.items():
        if name not in effect.params:
            if name not in spec.optional:
                problems.append(f"effect {effect.kind!r} needs parameter {name!r}")
            continue
        value = effect.params[name]
        if not isinstance(value, _PY_TYPES[typ]) or (typ == "int" and isinstance(value, bool)):
            problems.append(f"effect {effect.kind!r}: {name!r} must be {typ}")
    for name in effect.params:
        if name not in spec.params:
            problems.append(f"effect {effect.kind!r} takes no parameter {name!r}")
    return problems
