"""Reading a scenario: its folder, its TOML files, decoded into `schema`'s Structs.

`load_scenario` reads a scenario folder into one `Content`; `load_files` does
the same for rules data kept in a save (see `bundle`). Both go through
`check_files`, which decodes every file, indexes the tables by id and runs
`validation`; any problem raises `ContentError` naming the file, the item and
what is wrong. What was read is kept (`caching`) until a file changes.
"""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path
from types import UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin, get_type_hints

import msgspec

from hellenica_tui.games.hellenica.content import caching
from hellenica_tui.games.hellenica.content.effect_kinds import EFFECT_KINDS, Effect
from hellenica_tui.games.hellenica.content.effect_schema import EffectBase
from hellenica_tui.games.hellenica.content.schema import SCENARIO_FILES, Base, Content, ContentError, MapData, Scenario
from hellenica_tui.games.hellenica.content.validation import validate


def scenarios_dir() -> Path:
    """The folder holding one sub-folder per scenario: $HELLENICA_SCENARIOS, else the
    package's own (an installed wheel carries them inside the package), else the
    top-level `scenarios/` of the repository the package runs from."""
    override = os.environ.get("HELLENICA_SCENARIOS")
    if override:
        return Path(override)
    return _packaged_scenarios()


@cache
def _packaged_scenarios() -> Path:
    from importlib.resources import files

    packaged = files("hellenica_tui").joinpath("scenarios")
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[4] / "scenarios"


def scenario_path(name_or_path: str) -> Path:
    """A scenario id (a folder under `scenarios_dir()`) or a folder path, resolved."""
    if os.sep in name_or_path or "/" in name_or_path or name_or_path in (".", ".."):
        return Path(name_or_path).resolve()
    return (scenarios_dir() / name_or_path).resolve()


def load_scenario(name_or_path: str = "classic") -> Content:
    """Read, check and index a scenario; kept until one of its files changes."""
    folder = scenario_path(name_or_path)
    if not folder.is_dir():
        raise ContentError(str(name_or_path), "scenario", "no such scenario folder")
    now = caching.stamp(folder)
    content = caching.loaded(folder, now)
    if content is None:
        content = _load(folder)
        caching.keep_loaded(folder, now, content)
    return content


def _load(folder: Path) -> Content:
    raw = folder_files(folder)
    entry = caching.checked_cache_file(str(folder), raw)
    if entry is not None:
        content = caching.cached_content(entry, folder, raw)
        if content is not None:
            return content
    content = _check(folder, raw)
    if entry is not None:
        caching.store_content(entry, content, raw)
    return content


def folder_files(folder: Path) -> dict[str, bytes]:
    """The bytes of a scenario folder's own files (not its position file), by name."""
    return {path.name: path.read_bytes() for path in folder.glob("*.toml")}


def load_files(name: str, raw: dict[str, bytes]) -> Content:
    """`check_files` through the checked-content cache: rules data kept in a save,
    checked once per set of bytes like a folder's."""
    entry = caching.checked_cache_file(f"kept:{name}", raw)
    if entry is not None:
        content = caching.cached_content(entry, None, raw)
        if content is not None and content.scenario.id == name:
            return content
    content = check_files(name, raw)
    if entry is not None:
        caching.store_content(entry, content, raw)
    return content


def _check(folder: Path, raw: dict[str, bytes]) -> Content:
    """Decode, check and index the scenario's files (`raw` gains the position file)."""
    position = decode("scenario.toml", raw["scenario.toml"], Scenario).position if "scenario.toml" in raw else ""
    if position:
        # a path inside the scenario folder; its bytes count in the content hash
        position_file = (folder / position).resolve()
        if not position_file.is_file() or folder.resolve() not in position_file.parents:
            raise ContentError("scenario.toml", "position", f"no file {position!r} in the scenario")
        raw[position] = position_file.read_bytes()
    return check_files(folder.name, raw, str(folder))


def check_files(name: str, raw: dict[str, bytes], directory: str = "") -> Content:
    """Decode, check and index the files of scenario `name`, given as bytes by file name.

    The loader hands over a folder's files; rules data kept in a save (see
    `content_bundle`) comes here too, so it passes every check a folder does.
    `raw` holds the position file, if scenario.toml names one.
    """
    decoded: dict[str, Any] = {}
    for file, kind in SCENARIO_FILES.items():
        if file not in raw:
            raise ContentError(file, "file", f"missing from scenario {name!r}")
        decoded[file] = decode(file, raw[file], kind)
    scenario: Scenario = decoded["scenario.toml"]
    if scenario.position and scenario.position not in raw:
        raise ContentError("scenario.toml", "position", f"no file {scenario.position!r} in the scenario")
    if scenario.id != name:
        raise ContentError("scenario.toml", "id", f"{scenario.id!r} differs from the scenario's name {name!r}")
    mapdata: MapData = decoded["map.toml"]
    deities = _index("deities.toml", "deity", decoded["deities.toml"].deities)
    content = Content(
        scenario=scenario,
        map=mapdata,
        areas=_index("map.toml", "area", mapdata.areas),
        city_states=_index("map.toml", "city-state", mapdata.city_states),
        units=_index("units.toml", "unit", decoded["units.toml"].units),
        upgrades=_index("upgrades.toml", "upgrade", decoded["upgrades.toml"].upgrades),
        dice=_index("dice.toml", "die", decoded["dice.toml"].dice),
        deities=deities,
        invocations=_index(
            "deities.toml", "invocation", [inv for deity in deities.values() for inv in deity.invocations]
        ),
        advancements=_index("advancements.toml", "advancement", decoded["advancements.toml"].advancements),
        governments=_index("governments.toml", "government", decoded["governments.toml"].governments),
        objectives=_index("objectives.toml", "objective", decoded["objectives.toml"].objectives),
        world_events=decoded["world_events.toml"].world_events,
        ai_cards=decoded["ai_cards.toml"].ai_cards,
        ai_bonus=decoded["ai_cards.toml"].ai_bonus,
        creatures=_index("creatures.toml", "creature", decoded["creatures.toml"].creatures),
        hash=caching.content_hash(raw),
        directory=directory,
    )
    _index("world_events.toml", "world event", content.world_events)
    _index("ai_cards.toml", "AI card", content.ai_cards)
    _index("ai_cards.toml", "AI bonus", content.ai_bonus)
    validate(content)
    if scenario.position:
        from hellenica_tui.games.hellenica.positions.schema import read_position  # position imports this module

        position = read_position(content, scenario.position, raw[scenario.position])
        content = msgspec.structs.replace(content, position=position)
    return content


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


def _index(file: str, label: str, items: list[Any]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for entry in items:
        if entry.id in found:
            raise ContentError(file, f"{label} {entry.id!r}", "duplicate id")
        found[entry.id] = entry
    return found
