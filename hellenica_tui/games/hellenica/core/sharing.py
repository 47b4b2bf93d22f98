"""A scratch state that shares the areas and players a command leaves alone.

A command is decided on a scratch state (`core/decide.Tx`). A full copy of a
seven-player state costs about 45 us, three quarters of it its areas and
players, while a command changes one player and an area or two. So the scratch
copies everything else and shares the areas and players of the state it is
made from; before an event is applied to it, the areas and players that event
writes are copied into it (the scratch *owns* them), so the state it was made
from never changes. A state a search gets from `apply` therefore shares the
parts a command did not change with the state before it: states are values,
changed only through a new scratch (or after a full `copy_state`).

What each event writes is declared beside its evolver, in its feature's
`writes` table: the event kind -> a function of the state (before the event)
and the event, giving a `Writes`. An event kind without one owns every area
and player first: always right, and as costly as the full copy, so rare events
need none. `tests/games/hellenica/test_sharing.py` holds each declaration to
what its evolver changes, on random games and on the example saves.

Whoever reads the scratch keeps no area or player (or anything inside one)
across an `emit` that may write it: the scratch then holds a new object, and
the one kept is the old state's. Read it again through the state after the
event. Tests turn `checking` on: the objects the scratch stops sharing are
then poisoned (any use of what they hold raises), on a private copy of the
state so that the caller's stays whole.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple, NoReturn

import msgspec

from hellenica_tui.games.hellenica.core.state import AreaState, Player, State, copy_state


class Writes(NamedTuple):
    """The areas and players an event's evolver changes (None: it may change any)."""

    areas: Iterable[str] | None = ()
    players: Iterable[str] | None = ()


EVERYTHING = Writes(None, None)
NOTHING = Writes()


def writes_nothing(state: State, event: Any) -> Writes:
    """An event that changes no area and no player."""
    return NOTHING


def writes_player(state: State, event: Any) -> Writes:
    """An event that changes its `player` alone (the usual case)."""
    return Writes((), (event.player,))


_ENCODER = msgspec.msgpack.Encoder()
_STATE = msgspec.msgpack.Decoder(State)
_AREA = msgspec.msgpack.Decoder(AreaState)
_PLAYER = msgspec.msgpack.Decoder(Player)


def shared_copy(state: State) -> State:
    """A copy of `state` holding the same area and player objects (in dicts of its own)."""
    rest = _STATE.decode(_ENCODER.encode(msgspec.structs.replace(state, players={}, areas={})))
    rest.players = dict(state.players)
    rest.areas = dict(state.areas)
    return rest


class Sharing:
    """A scratch state (`state`) and which of its areas and players it owns."""

    def __init__(self, state: State, checking: bool = False) -> None:
        self.checking = checking
        self.state = shared_copy(copy_state(state) if checking else state)
        self._owned: dict[int, object] = {}  # by id; the objects kept, so that no id is reused
        self._all = False

    def _own_in(self, table: dict[str, Any], names: Iterable[str] | None, decoder: msgspec.msgpack.Decoder[Any]) -> None:
        """Copy into `table` the entries `names` (None: all) that are still shared."""
        for name in table if names is None else names:
            old = table.get(name)
            if old is not None and id(old) not in self._owned:
                table[name] = new = decoder.decode(_ENCODER.encode(old))
                self._keep(old, new)

    def own(self, writes: Writes) -> None:
        """Copy into the scratch the areas and players `writes` names, unless it owns them."""
        if self._all:
            return
        s = self.state
        self._own_in(s.areas, writes.areas, _AREA)
        self._own_in(s.players, writes.players, _PLAYER)
        self._all = writes.areas is None and writes.players is None

    def _keep(self, old: object, new: object) -> None:
        self._owned[id(new)] = new
        if self.checking:
            _poison(old)


class _Stale:
    """What a poisoned object holds: any use of it is a fault (`Sharing.checking`)."""

    def _fault(self, *args: object, **kwargs: object) -> NoReturn:
        raise RuntimeError("an area or player was read after an event replaced it in the scratch state")

    __getattr__ = __getitem__ = __iter__ = __len__ = __contains__ = __bool__ = _fault
    __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __hash__ = _fault
    __add__ = __radd__ = __sub__ = __rsub__ = __int__ = __index__ = __str__ = __format__ = _fault


_STALE = _Stale()


def _poison(obj: object) -> None:
    """Every field of `obj` and of the structs, lists and dicts inside it made stale."""
    if isinstance(obj, msgspec.Struct):
        for name in obj.__struct_fields__:
            inner = getattr(obj, name)
            _poison(inner)
            setattr(obj, name, _STALE)
    elif isinstance(obj, dict):
        for inner in obj.values():
            _poison(inner)
        for key in obj:
            obj[key] = _STALE
    elif isinstance(obj, list):
        for inner in obj:
            _poison(inner)
        obj[:] = [_STALE] * len(obj)
