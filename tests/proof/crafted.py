"""Crafted saves: forged by someone who knows the format, every checksum valid.

Where `corpus.py` damages real saves, this module forges them as an attacker
would, with the checksum chain redone after each change:

- `field_cases`: one save per field of every command and event type of the
  ruleset (found by introspection, so a new type is covered): the field holds
  an escape sequence, markup, a name the scenario does not have, an integer
  beyond the game's bounds or beyond 64 bits, a string of 70,000 characters
  or a value of the wrong type; every other field holds a valid value. An
  event goes at the end of the last played command, a command replaces it.
- `group_cases`: a command by a seat that does not play, a question put to
  one, a state hash of a kilobyte, a command type that does not exist.
- `redo_cases`: forged redo stacks: other dice, an unknown card, a seat that
  does not play, an empty batch, a played command again, a wrong state hash.
- `header_cases`: seeds and schema numbers beyond 64 bits, seat names holding
  markup or escapes, long and escaping names, settings of the wrong kind.
- `length_cases`: frames whose head claims another length than their trailer
  (or both lie together), with the chain of checksums redone over the lie.

Every case is a `Case` of `corpus.py` with `expect="error"`: a load must refuse
it; but for the last frame claiming more bytes than the file holds, which is
what a frame cut off while saving looks like (`expect="torn"`: it is dropped). `NASTY` lists the strings fed
through every string field.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Iterator
from typing import Any

import msgspec

from hellenica_tui.engine.savefile import GROUP, HEADER_OFFSET, UNDO, UNDONE, SaveHeader
from hellenica_tui.games import RULESETS
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.saves.checks import domain_of, domains
from tests.engine import frames as framing
from tests.proof.corpus import Case, _with_header, layout

ESCAPES = "\x1b]0;pwned\x07\x1b[2J\x1b[31m\x9b1m\x90q\x9c\x07\x08\x7f"
MARKUP = "[bold red]x[/][link=https://example.com]y[/link][@click=app.quit]z[/][/]"
NASTY = (ESCAPES, MARKUP)
LONG = "x" * 70_000
UNKNOWN = "atlantis"
HUGE = (2**64 - 1, -(2**63), 2**63, 10**6)


# -- values of every kind ------------------------------------------------------------------


def valid(kind: type, field: str, info: Any, names: dict[str, frozenset[str]]) -> Any:
    """A value `field` of `kind` may hold (msgspec type info `info`)."""
    t = type(info).__name__
    if t == "StrType":
        domain = domain_of(kind, field).rstrip("?")
        return min(names[domain]) if names.get(domain) else ("where?" if domain == "text" else "x")
    if t == "BoolType":
        return False
    if t == "LiteralType":  # a closed set of names (a phase, a direction): decoding checks it
        return min(info.values)
    if t == "IntType":
        return 1
    if t in ("VarTupleType", "ListType", "DictType"):
        return [] if t != "DictType" else {}
    if t == "TupleType":
        return [valid(kind, field, item, names) for item in info.item_types]
    if t == "UnionType":
        return valid(kind, field, info.types[0], names)
    return None


def forged(kind: type, field: str, info: Any, bad: Any, names: dict[str, frozenset[str]]) -> Any | None:
    """A value of `field` with `bad` (a str or an int) where a string or integer of the same
    place goes, everything else valid; None if the field holds no such place."""
    t = type(info).__name__
    if t == "StrType":
        return bad if isinstance(bad, str) else None
    if t == "IntType":
        return bad if isinstance(bad, int) else None
    if t in ("VarTupleType", "ListType"):
        inner = forged(kind, field, info.item_type, bad, names)
        return None if inner is None else [inner]
    if t == "TupleType":
        for i, item in enumerate(info.item_types):
            inner = forged(kind, field, item, bad, names)
            if inner is not None:
                whole = valid(kind, field, info, names)
                whole[i] = inner
                return whole
        return None
    if t == "DictType":
        key = forged(kind, field + ".key", info.key_type, bad, names)
        if key is not None:
            return {key: valid(kind, field, info.value_type, names)}
        value = forged(kind, field, info.value_type, bad, names)
        if value is not None:
            return {valid(kind, field + ".key", info.key_type, names): value}
        return None
    if t == "UnionType":
        return next((v for item in info.types if (v := forged(kind, field, item, bad, names)) is not None), None)
    return None


def instance(kind: type, names: dict[str, frozenset[str]], field: str | None = None, value: Any = None) -> dict:
    """A command or event as plain data: every field valid, `field` (if given) holding `value`."""
    raw: dict[str, Any] = {"type": kind.__name__}
    for f in msgspec.inspect.type_info(kind).fields:
        raw[f.name] = value if f.name == field else valid(kind, f.name, f.type, names)
    return raw


def bad_values(kind: type, field: str, info: Any) -> Iterator[tuple[str, Any]]:
    """The forged values one field gets: each nasty string, an unknown name, a huge number..."""
    yield from (("escapes", ESCAPES), ("markup", MARKUP))
    if domain_of(kind, field) not in ("word", "text"):
        yield "unknown name", UNKNOWN
    yield "70,000 characters", LONG
    for n in HUGE:
        yield f"integer {n}", n


# -- the cases -------------------------------------------------------------------------------


def _names(data: bytes) -> dict[str, frozenset[str]]:
    header = msgspec.msgpack.decode(data[HEADER_OFFSET : layout(data).header_end], type=SaveHeader)
    return domains(load_scenario(header.scenario), header.seats)


def _groups(data: bytes) -> tuple[bytes, list[tuple[int, Any]]]:
    head = data[: layout(data).header_end]
    return head, [(f.kind, framing.payload(data, f)) for f in framing.frames(data)]


def _save(head: bytes, items: list[tuple[int, Any]]) -> bytes:
    return framing.rebuild(head, [(kind, msgspec.msgpack.encode(raw)) for kind, raw in items])


def _last_played(items: list[tuple[int, Any]]) -> int:
    return max(i for i, (kind, _) in enumerate(items) if kind == GROUP)


def field_cases(data: bytes) -> Iterator[Case]:
    """One save per forged value of every field of every command and event type."""
    ruleset = RULESETS["hellenica"]
    head, items = _groups(data)
    names = _names(data)
    last = _last_played(items)
    for kind in (*ruleset.command_types, *ruleset.event_types):
        is_command = kind in ruleset.command_types
        for info in msgspec.inspect.type_info(kind).fields:
            seen_long = False
            for label, bad in bad_values(kind, info.name, info.type):
                value = forged(kind, info.name, info.type, bad, names)
                if value is None or (label.startswith("70,000") and seen_long):
                    continue
                seen_long |= label.startswith("70,000")
                raw = instance(kind, names, info.name, value)
                group = list(items[last][1])
                if is_command:
                    group[1] = raw
                else:
                    group[2] = [*group[2], raw]
                changed = [*items[:last], (GROUP, group), *items[last + 1 :]]
                yield Case(f"{kind.__name__}.{info.name}: {label}", _save(head, changed), "error")
        if not msgspec.inspect.type_info(kind).fields:  # a type with no field: a stray field of markup
            group = list(items[last][1])
            raw = {"type": kind.__name__, "surprise": MARKUP}
            group[1 if is_command else 2] = raw if is_command else [*group[2], raw]
            changed = [*items[:last], (GROUP, group), *items[last + 1 :]]
            yield Case(f"{kind.__name__}: a field it does not have", _save(head, changed), "error")


def group_cases(data: bytes) -> Iterator[Case]:
    head, items = _groups(data)
    last = _last_played(items)
    names = _names(data)

    def with_last(label: str, change: Any) -> Case:
        group = list(items[last][1])
        change(group)
        return Case(label, _save(head, [*items[:last], (GROUP, group), *items[last + 1 :]]), "error")

    from hellenica_tui.games.hellenica.gods.events import ChoiceAsked

    asked = instance(ChoiceAsked, names)
    for who in ("nobody", "[red]x[/]", ESCAPES, LONG):
        yield with_last(f"a command by {who[:12]!r}", lambda g, who=who: g.__setitem__(0, who))
        yield with_last(
            f"a question put to {who[:12]!r}",
            lambda g, who=who: g.__setitem__(2, [*g[2], {**asked, "player": who}]),
        )
    yield with_last("a state hash of a kilobyte", lambda g: g.__setitem__(3, b"\x00" * 1024))
    yield with_last("a command type that does not exist", lambda g: g.__setitem__(1, {"type": "Teleport"}))
    yield with_last("an event type that does not exist", lambda g: g.__setitem__(2, [{"type": "Meteor"}]))
    yield with_last("events that are not a list", lambda g: g.__setitem__(2, {"type": "Meteor"}))
    yield with_last("a command nested 100,000 deep", lambda g: g.__setitem__(1, _deep(100_000)))
    yield with_last("a hundred thousand events", lambda g: g.__setitem__(2, [{"type": "CastDone"}] * 100_000))
    first = min(i for i, (kind, _) in enumerate(items) if kind == GROUP)
    group = list(items[first][1])
    group[0] = "nobody"
    yield Case("the first command by nobody", _save(head, [*items[:first], (GROUP, group), *items[first + 1 :]]), "error")


def _deep(n: int) -> Any:
    """Arrays nested `n` deep, as msgpack bytes (too deep for an encoder to make)."""
    return msgspec.Raw(b"\x91" * n + b"\x90")


def redo_cases(data: bytes) -> Iterator[Case]:
    """Forged redo stacks (`data` must end with one)."""
    head, items = _groups(data)
    undone = [i for i, (kind, _) in enumerate(items) if kind == UNDONE]
    assert undone, "the source has no redo stack"
    at = undone[-1]  # the batch redone first
    batch = items[at][1][0]
    names = _names(data)

    def with_batch(label: str, new_batch: Any) -> Case:
        return Case(label, _save(head, [*items[:at], (UNDONE, [new_batch]), *items[at + 1 :]]), "error")

    def with_group(label: str, change: Any) -> Case:
        group = list(batch[0])
        change(group)
        return with_batch(label, [group, *batch[1:]])

    yield with_batch("an empty batch to redo", [])
    yield with_batch("a batch to redo that is not a list", {"type": "Pass"})
    yield with_group("a command to redo by nobody", lambda g: g.__setitem__(0, "nobody"))
    yield with_group("a command to redo by markup", lambda g: g.__setitem__(0, MARKUP))
    yield with_group("a command to redo with escapes", lambda g: g.__setitem__(1, {"type": "ChoosePatron", "deity": ESCAPES}))
    unknown = {"type": "KeepEthos", "cards": [UNKNOWN]}
    yield with_group("a command to redo of an unknown card", lambda g: g.__setitem__(1, unknown))
    yield with_group(
        "an event to redo of an unknown card",
        lambda g: g.__setitem__(2, [*g[2], {"type": "BiddingBegan", "card": UNKNOWN}]),
    )
    yield with_group(
        "a question to redo put to nobody",
        lambda g: g.__setitem__(2, [*g[2], {**instance(_choice_asked(), names), "player": "nobody"}]),
    )
    yield with_group("a state hash to redo that is wrong", lambda g: g.__setitem__(3, b"\x01" * 16))
    yield with_group("a huge number to redo", lambda g: g.__setitem__(2, [*g[2], {"type": "TurnBegan", "turn": 2**64 - 1}]))
    played = items[_last_played(items)][1]
    yield with_batch("the last played command again, to redo", [played])
    yield with_group("a command to redo with another's events", lambda g: g.__setitem__(2, played[2]))


def _choice_asked() -> type:
    from hellenica_tui.games.hellenica.gods.events import ChoiceAsked

    return ChoiceAsked


def header_cases(data: bytes) -> Iterator[Case]:
    lay = layout(data)
    header = msgspec.msgpack.decode(data[HEADER_OFFSET : lay.header_end])
    seats = header["seats"]
    changes: list[tuple[str, dict]] = [
        ("seed 2**64 - 1", {"seed": 2**64 - 1}),
        ("seed 2**63", {"seed": 2**63}),
        ("schema 2**40", {"schema_version": 2**40}),
        ("schema -1", {"schema_version": -1}),
        ("a seat named with markup", {"seats": [{"name": "[red]x[/]", "kind": "human", "ai": ""}, *seats[1:]]}),
        ("a seat named with escapes", {"seats": [{"name": ESCAPES, "kind": "human", "ai": ""}, *seats[1:]]}),
        ("a seat named at length", {"seats": [{"name": LONG, "kind": "human", "ai": ""}, *seats[1:]]}),
        ("a seat of a kind that does not exist", {"seats": [{"name": seats[0]["name"], "kind": "robot", "ai": ""}, *seats[1:]]}),
        ("a bot named with markup", {"seats": [{"name": seats[0]["name"], "kind": "ai", "ai": MARKUP}, *seats[1:]]}),
        ("a thousand seats", {"seats": [{"name": f"s{i}", "kind": "human", "ai": ""} for i in range(1000)]}),
        ("a program version with escapes", {"program_version": ESCAPES}),
        ("a program version at length", {"program_version": LONG}),
        ("a scenario with escapes", {"scenario": ESCAPES}),
        ("a scenario with markup", {"scenario": MARKUP}),
        ("a content hash at length", {"content_hash": LONG}),
        ("a setting beyond 64 bits", {"settings": {"epic": 2**64 - 1}}),
        ("a setting named with escapes", {"settings": {ESCAPES: True}}),
        ("a setting of markup", {"settings": {"responses": MARKUP}}),
    ]
    for label, change in changes:
        yield Case(f"header: {label}", _with_header(data, lay, {**header, **change}), "error")


def length_cases(data: bytes) -> Iterator[Case]:
    """Frames whose head and trailer disagree on their length, every checksum redone."""
    lay = layout(data)
    played = [f for f in lay.frames if f.kind == GROUP]
    picks = {"the first frame": played[0], "a middle frame": played[len(played) // 2], "the last played frame": played[-1]}
    undone = [f for f in lay.frames if f.kind in (UNDONE, UNDO)]
    if undone:
        picks["a frame to redo" if undone[0].kind == UNDONE else "an undo"] = undone[0]
    for name, f in picks.items():
        real = f.end - f.start - framing.HEAD_SIZE
        for delta in (-1, 1, 14, -14):
            out = bytearray(data)
            length = real + delta
            check = zlib.crc32(struct.pack(">BI", f.kind, length)) & 0xFFFF
            out[f.start : f.start + framing.HEAD_SIZE] = struct.pack(">BBIHB", 0xCF, f.kind, length, check, 0)
            # The last frame claiming more than the file holds reads as one cut off while saving.
            torn = f is lay.frames[-1] and delta > 0
            yield Case(f"{name}: its head claims {delta:+d} bytes", _rechain_lied(bytes(out), lay), "torn" if torn else "error")
        out = bytearray(data)  # the trailer lies about the size, the head does not
        struct.pack_into(">I", out, f.end - 12, f.end - f.start + 1)
        yield Case(f"{name}: its trailer claims a byte more", _rechain_lied(bytes(out), lay), "error")


def _rechain_lied(data: bytes, lay: Any) -> bytes:
    """The running crc redone over frames laid out as `lay` says (the heads may lie)."""
    out = bytearray(data)
    (run,) = struct.unpack_from("<I", out, HEADER_OFFSET - 4)
    for f in lay.frames:
        crc = zlib.crc32(out[f.start : f.end - 4], run)
        out[f.end - 4 : f.end] = crc.to_bytes(4, "big")
        run = zlib.crc32(out[f.end - 4 : f.end], crc)
    return bytes(out)


def crafted(data: bytes) -> Iterator[Case]:
    """Every crafted case made from `data`, a save of two or more people ending with a redo stack."""
    yield from header_cases(data)
    yield from length_cases(data)
    yield from group_cases(data)
    yield from redo_cases(data)
    yield from field_cases(data)
