"""Decoding a scenario's TOML into `schema`'s Structs, and saying in the
content's words what is wrong when a file does not decode (`ContentError`
naming the file, the item and the fault). Positions are decoded here too, so
this module sits beneath both the loader and the positions' schema.
"""

from __future__ import annotations

import re
from types import UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin, get_type_hints

import msgspec

from hellenica_tui.games.hellenica.content import caching
from hellenica_tui.games.hellenica.content.effect_kinds import EFFECT_KINDS, Effect
from hellenica_tui.games.hellenica.content.effect_schema import EffectBase
from hellenica_tui.games.hellenica.content.schema import Base, ContentError


def decode(name: str, data: bytes, kind: type[Base]) -> Any:
    tree = toml_tree(name, data)
    if name in _EFFECT_FILES:
        tree = _flatten_effects(tree)
    try:
        return msgspec.convert(tree, type=kind, strict=True)
    except msgspec.ValidationError as exc:
        item, reason = _explain(str(exc), tree)
        raise ContentError(name, item, reason) from None


def toml_tree(name: str, data: bytes) -> Any:
    """The TOML tree of a file's bytes, kept in the user's cache by their hash.

    Parsing TOML is most of the time a headless command spends starting up;
    the cache holds only parser output, so every check still runs on it.
    """
    cached = caching.cached_tree(data)
    if cached is not None:
        return cached
    try:
        import tomllib  # only when the tree is not cached: most starts never parse TOML

        tree = tomllib.loads(data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ContentError(name, "file", f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(name, "file", f"TOML syntax error: {exc}") from None
    caching.store_tree(data, tree)
    return tree



# What one entry of each top-level array is called in messages.
_LABELS = {
    "areas": "area", "city_states": "city-state", "units": "unit", "upgrades": "upgrade", "dice": "die",
    "deities": "deity", "advancements": "advancement", "governments": "government", "objectives": "objective",
    "world_events": "world event", "ai_cards": "AI card", "creatures": "creature",
    "players": "player",  # position files
    "invocations": "invocation",
}
_AT = re.compile(r"^(?P<what>.*?)(?: - at `\$(?P<path>[^`]*)`)?$", re.S)
_STEP = re.compile(r"\.(\w+)|\[(\d+)\]")


def _explain(message: str, tree: dict[str, Any]) -> tuple[str, str]:
    """Turn msgspec's "... - at `$.areas[3].hex`" into ("area 'athens'", "hex: ...");
    a fault inside an effect is told by `_effect_reason`, on the card holding it."""
    match = _AT.match(message)
    assert match is not None  # the pattern matches any text
    what = match["what"].replace("`", "'")
    found = list(_STEP.finditer(match["path"] or ""))
    steps = [(m[1], int(m[2]) if m[2] else None) for m in found]
    item, fields = "file", []
    node: Any = tree
    card = ""  # the innermost entry with an id on the way (an invocation inside its deity)
    for depth, (key, index) in enumerate(steps):
        if index is None:
            node = node.get(key) if isinstance(node, dict) else None
            fields.append(key)
        else:
            node = node[index] if isinstance(node, list) and index < len(node) else None
            table = fields[-1]
            ident = node.get("id") if isinstance(node, dict) else None
            if isinstance(ident, str):
                card = f"{_LABELS.get(table, table)} {ident!r}"
            if depth == 1:  # an entry of a top-level list: name it by its id
                fields.pop()
                item = card if isinstance(ident, str) else f"{table}[{index}]"
            else:
                fields[-1] += f"[{index}]"
        in_list = key is None and depth > 0 and steps[depth - 1][0] in _EFFECT_LISTS
        if (in_list or key in _EFFECT_ONES) and isinstance(node, dict) and "kind" in node:
            rest = (match["path"] or "")[found[depth].end():]
            return card or item, _effect_reason(node, rest, match["what"])
    if item == "file" and fields:
        item, fields = fields[0], fields[1:]
    return item, (".".join(fields) + ": " if fields else "") + what


# -- effects ---------------------------------------------------------------------
#
# A file writes an effect {kind = ..., params = {...}}; its Struct is tagged by
# `kind` with the parameters beside it, so the tree is flattened before decoding.

_EFFECT_FILES = frozenset({
    "deities.toml", "advancements.toml", "governments.toml", "objectives.toml", "world_events.toml", "creatures.toml",
})  # the files that hold effects
_EFFECT_LISTS = frozenset({"effects", "reward", "free_activation"})  # lists of effects
_EFFECT_ONES = frozenset({"condition", "ability"})  # fields holding one effect


def _flatten_effects(node: Any) -> Any:
    """The tree with each {kind, params} effect written as its Struct decodes it."""
    if isinstance(node, list):
        if not node or not isinstance(node[0], (dict, list)):
            return node  # a list of plain values (names, numbers)
        return [_flatten_effects(item) for item in node]
    if not isinstance(node, dict):
        return node
    params = node.get("params")
    if isinstance(params, dict) and "kind" in node:
        rest = {k: v for k, v in node.items() if k != "params"}
        return node if set(params) & set(rest) else {**params, **rest}
    return {key: _flatten_effects(value) if isinstance(value, (dict, list)) else value for key, value in node.items()}


def decode_effect(kind: str, params: dict[str, Any]) -> Effect:
    """One effect from its file form (as a timed ability keeps it in the game
    state); a ContentError's reason says what is wrong, as the loader would."""
    node = {**params, "kind": kind}
    try:
        effect: Effect = msgspec.convert(node, type=Effect, strict=True)
        return effect
    except msgspec.ValidationError as exc:
        match = _AT.match(str(exc))
        assert match is not None  # the pattern matches any text
        raise ContentError("effect", kind, _effect_reason(node, match["path"] or "", match["what"])) from None


def _effect_reason(node: Any, path: str, what: str) -> str:
    """msgspec's complaint about one effect, said in the content's words."""
    kind = node.get("kind") if isinstance(node, dict) else None
    if not isinstance(node, dict) or not isinstance(kind, str) or kind not in EFFECT_KINDS:
        return f"unknown effect kind {kind!r}"
    name = f"effect {kind!r}"
    field = re.match(r"\.(\w+)", path)
    missing = re.search(r"missing required field `(\w+)`", what)
    if missing:
        return f"{name} needs parameter {missing[1]!r}"
    unknown = re.search(r"unknown field `(\w+)`", what)
    if unknown:
        return f"{name} takes no parameter {unknown[1]!r}"
    if field is None:
        return f"{name}: {what.replace('`', chr(39))}"
    param, value = field[1], node.get(field[1])
    item = re.match(r"\.\w+\[(\d+)\]", path)
    if item is not None and isinstance(value, list) and int(item[1]) < len(value):
        value = value[int(item[1])]
    word, choices, bounds = _describe(EFFECT_KINDS[kind], param)
    if choices and isinstance(value, str):
        return f"{name}: {param!r} may not be {value!r} (one of {', '.join(map(str, choices))})"
    if bounds and isinstance(value, int) and not isinstance(value, bool):
        return f"{name}: {param!r} must be {bounds[0]} to {bounds[1]}, not {value}"
    return f"{name}: {param!r} must be {word}"


def _describe(kind: type[EffectBase], param: str) -> tuple[str, tuple[Any, ...], tuple[int, int] | None]:
    """A parameter's type in words ("int", "str", "bool", "list"), the values it
    (or each of its items) may take in the order written, and an int's bounds."""
    t = get_type_hints(kind, include_extras=True)[param]
    word, bounds = "", None
    while True:
        origin, args = get_origin(t), get_args(t)
        if origin in (Union, UnionType):  # a parameter that may be left out
            t = next(a for a in args if a is not type(None))
        elif origin is list:
            word, t = word or "list", args[0]
        elif origin is Annotated:
            meta = next((m for m in args[1:] if isinstance(m, msgspec.Meta)), None)
            if meta is not None and meta.ge is not None and meta.le is not None:
                bounds = (int(meta.ge), int(meta.le))
            t = args[0]
        else:
            break
    if get_origin(t) is Literal:
        return word or "str", get_args(t), bounds
    return word or getattr(t, "__name__", "str"), (), bounds
