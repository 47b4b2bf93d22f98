"""INVOCATIONS in play: who may cast what, invocation windows, and how a
window's casts resolve.

A player may call on a deity's invocation of level N with N temples to it
(active or exhausted, in cities it owns that no enemy occupies, a Wonder
counting as one more temple to each deity with a temple in its city), pays N
Favor, and casts each invocation at most once a turn (mechanics/invocations).

The response-window policy. The rulebook lets anyone cast at any moment of
the right phase; at one terminal and with bots we make those moments
explicit. A *window* opens:

- at the start of the Favorite of the Gods phase (kind "favorite");
- at the start of every action, for the players other than the one acting
  (kinds "action" and "movement": what they cast then acts before the action);
  the acting player casts its own at any time during its action instead;
- before the bids on a world event (kind "bid");
- at the start of Upkeep (kind "upkeep");
- whenever the war rules call `open_window` (movement steps, combat rounds);
- right after any cast, for the counters (Interference, Intervention) and for
  more casts of the same window.

Players are asked one at a time in play order (the acting player's order,
else the seating order from the Favorite), each answering `invoke ...`,
`skip` or `quiet` (skip, and not asked again this turn). A player with
nothing castable there (no temples for it, too little Favor, all used, not
in the combat) is never asked. A cast asks everyone who could still cast
again. When nobody is left to ask, the casts resolve: counters first,
latest first, then the others in cast order, each naming its target as it
resolves. The game setting `responses` says who is asked: "all" asks
everyone who could cast something there; "useful" (what new games take)
asks only those of them who could cast something that would do anything
now (`invocation_use`: a counter against another player's cast, a blow with
a target, an aid to a move still to come), and puts a 0 bid in for a
player with no Favor instead of asking it; "involved" opens no window at
the start of other players' actions: there a player casts only on its own
action, in its combats, bids, the Favorite and Upkeep windows, and with
counters.
"""


from collections.abc import Iterable
from typing import NamedTuple

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.effect_kinds import counter_of
from hellenica_tui.games.hellenica.content.schema import Content, Invocation
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import (
    ACTION,
    BUILDING,
    AreaState,
    Cast,
    State,
    Window,
    cities_of,
    turn_key,
)
from hellenica_tui.games.hellenica.economy.upgrades import TEMPLE, wildcard_of
from hellenica_tui.games.hellenica.gods.commands import (
    Done,
    Invoke,
    Quiet,
)
from hellenica_tui.games.hellenica.gods.events import (
    CastDone,
    InvocationCast,
    QuietCleared,
    QuietInKinds,
    QuietSet,
    ResolutionBegan,
    WindowAnswered,
    WindowClosed,
    WindowOpened,
    WindowResolved,
)
from hellenica_tui.games.hellenica.gods.invocation_use import does_something
from hellenica_tui.games.hellenica.gods.resolving import INVOCATION, carry_out
from hellenica_tui.games.hellenica.mechanics import invocations as rules
from hellenica_tui.games.kit.tables import Deciders

COUNTER = "invocation"  # the window of the counters
USEFUL = "useful"  # the `responses` setting that asks only players whose casts would do something


# -- commands and events --------------------------------------------------------------


# -- who may cast what ------------------------------------------------------------------


def _city_temples(area_id: str, area: AreaState, owner: str, wild: str) -> rules.CityTemples | None:
    """A city's temples as the invocation rules count them (active or exhausted); None for
    a city with none (it adds no level, Wonder or not)."""
    # Plain loops: this runs for every city of every player who might be asked in a window.
    temples = []
    wonder = False
    gov = area.government
    for u in (*area.slots, gov):
        if u is not None and u.state != BUILDING:
            if u.kind == TEMPLE:
                temples.append(u.deity)
            if u.kind == wild:
                wonder = True
    if not temples:
        return None
    enemy_occupied = False
    for p, st in area.units.items():
        if p != owner and st.units:
            enemy_occupied = True
            break
    return rules.CityTemples(city=area_id, temples=tuple(temples), wonder=wonder, enemy_occupied=enemy_occupied)


def levels(s: State, content: Content, player: str) -> dict[str, int]:
    """The highest invocation level the player may use, per deity."""
    wild = wildcard_of(content)
    return rules.invocation_levels(
        found for city in cities_of(s, player) if (found := _city_temples(city, s.areas[city], player, wild)) is not None
    )


def every_level(s: State, content: Content, players: Iterable[str]) -> dict[str, dict[str, int]]:
    """`levels` of each of `players`, in one pass over the map (who to ask in a window)."""
    wild = wildcard_of(content)
    cities: dict[str, list[rules.CityTemples]] = {name: [] for name in players}
    for area_id, area in s.areas.items():
        owned = cities.get(area.owner)
        if owned is not None:
            found = _city_temples(area_id, area, area.owner, wild)
            if found is not None:
                owned.append(found)
    return {name: rules.invocation_levels(found) for name, found in cities.items()}


_DEITIES: dict[str, dict[str, str]] = {}  # a cache: content hash -> invocation id -> its deity


def deity_of(content: Content, invocation: str) -> str:
    found = _DEITIES.get(content.hash)
    if found is None:
        found = _DEITIES[content.hash] = {i.id: d.id for d in content.deities.values() for i in d.invocations}
    return found[invocation]


def is_counter(inv: Invocation) -> bool:
    return inv.window == COUNTER


def counter_targets(w: Window) -> list[int]:
    """Casts of the window a counter may aim at (not yet resolved)."""
    return [] if w.resolved else list(range(len(w.casts)))


class _Castable(NamedTuple):
    """An invocation as a window's test reads it, worked out once per content."""

    place: int  # its place in the content's order
    inv: Invocation
    deity: str
    cost: int
    counter: bool


class _Casts(NamedTuple):
    """The invocations a window of some kinds may see cast (counters included), by deity, lowest level first."""

    by_deity: dict[str, tuple[_Castable, ...]]
    cheapest: int  # the least Favor any of them costs


_BY_KINDS: dict[tuple[str, tuple[str, ...]], _Casts] = {}  # a cache, by content hash


def _cast_in(content: Content, kinds: list[str]) -> _Casts:
    key = (content.hash, tuple(kinds))
    found = _BY_KINDS.get(key)
    if found is None:
        entries = [
            _Castable(n, i, deity_of(content, i.id), rules.invocation_cost(i.level), is_counter(i))
            for n, i in enumerate(content.invocations.values()) if is_counter(i) or i.window in kinds
        ]
        by_deity: dict[str, list[_Castable]] = {}
        for c in sorted(entries, key=lambda c: (c.inv.level, c.place)):
            by_deity.setdefault(c.deity, []).append(c)
        found = _BY_KINDS[key] = _Casts(
            {deity: tuple(cs) for deity, cs in by_deity.items()}, min((c.cost for c in entries), default=0)
        )
    return found


def castable(
    s: State, content: Content, player: str, w: Window, have: dict[str, int] | None = None, *,
    hopeful: bool = False,
) -> list[Invocation]:
    """The invocations `player` could cast now in window `w`, in the content's order
    (`have`: the player's `levels`, when the caller has them already; `hopeful`: the
    caller found the player not `_shut_out` already)."""
    casts = _cast_in(content, w.kinds)
    if not hopeful and _shut_out(s, content, player, w, casts):
        return []
    p = s.players[player]
    if have is None:
        have = levels(s, content, player)
    answering = bool(counter_targets(w))
    outside = bool(w.players) and player not in w.players
    found: list[_Castable] = []
    for deity, level in have.items():
        for c in casts.by_deity.get(deity, ()):
            if c.inv.level > level:
                break
            if (not answering if c.counter else outside) or p.favor < c.cost or c.inv.id in p.invocations_used:
                continue
            found.append(c)
    found.sort()
    return [c.inv for c in found]


def _shut_out(s: State, content: Content, player: str, w: Window, casts: _Casts) -> bool:
    """Whether `player` surely may cast nothing in `w` (whose invocations are `casts`),
    temples aside: an AI player, one outside a window of some players' (before any
    cast), one short of Favor for all."""
    if w.players and player not in w.players and not w.casts:
        return True
    p = s.players[player]
    return p.kind == "ai" or p.favor < casts.cheapest  # AI players never cast invocations


def play_order(s: State, first: str = "") -> list[str]:
    seated = list(s.order) if s.order else sorted(s.players, key=lambda n: s.players[n].seat)
    start = first if first in seated else (s.favorite if s.favorite in seated else seated[0])
    i = seated.index(start)
    return seated[i:] + seated[:i]


def to_ask(
    s: State, content: Content, w: Window, first: str = "", last: str = "", skip: tuple[str, ...] = ()
) -> list[str]:
    """Who is asked in `w`, in play order from `first`, but those in `skip`; `last` is
    asked after everyone else. Each player's answer is worked out on its own, so the
    ones skipped are left out before their temples are counted."""
    casts = _cast_in(content, w.kinds)
    order = [p for p in play_order(s, first) if p != last] + ([last] if last else [])
    hopeful = [
        p for p in order if p not in skip and not is_quiet(s, p, w) and not _shut_out(s, content, p, w, casts)
    ]
    if not hopeful:
        return []
    have = every_level(s, content, hopeful)
    return [p for p in hopeful if _worth_asking(s, content, p, w, have[p])]


def _worth_asking(s: State, content: Content, player: str, w: Window, have: dict[str, int]) -> bool:
    """Anything castable, or (setting "useful") anything castable that would do something:
    a counter only against another player's cast. `player` is not `_shut_out`."""
    found = castable(s, content, player, w, have, hopeful=True)
    if s.settings.responses != USEFUL:
        return bool(found)
    return any(
        any(w.casts[i].caster != player for i in counter_targets(w)) if is_counter(inv)
        else does_something(s, content, player, inv)
        for inv in found
    )


def open_window(
    tx: Tx, kinds: list[str], *, players: tuple[str, ...] = (), context: str = "", resume: str = "",
    key: str = "", first: str = "", skip: tuple[str, ...] = (),
) -> bool:
    """Open an invocation window if anyone may cast in it; True when it opened
    (the game then waits for the players asked). With a `key`, a window opens
    at most once a turn. `resume` names one of the rules' `resumes` to run when it
    is over (the war rules continue a movement or a combat round there)."""
    s = tx.s
    if key and turn_key(s, key) in s.opened:
        return False
    w = Window(kinds=list(kinds), players=list(players), context=context)
    asked = to_ask(s, tx.content, w, first, skip=skip)
    if not asked:
        if resume:
            tx.rules.tables.resumes[resume](tx)
        return False
    tx.emit(
        WindowOpened(kinds=tuple(kinds), asked=tuple(asked), players=players, context=context, resume=resume, key=key)
    )
    return True


# -- deciders --------------------------------------------------------------------------


OWN_WINDOW = ("action", "movement")  # the kinds of the window an acting player opens for its own casts


def _own_action_window(tx: Tx, player: str) -> Window:
    """Outside any window, the acting player casts its action and movement invocations:
    the window it opens for them, once checked (opened by `invoke` after its own checks)."""
    s = tx.s
    if s.phase != ACTION or s.active != player or s.world is not None or s.choice is not None:
        raise IllegalCommand("invocations are cast in their windows; it is not your action and nobody asks you now")
    if s.pending or s.combat is not None:
        # Mid-combat the combat window is the place; the combat's choices come first.
        raise IllegalCommand("finish the combat's choices first; combat invocations are cast before each round")
    return Window(kinds=list(OWN_WINDOW))


def invoke(tx: Tx, player: str, cmd: Invoke) -> None:
    """Every check comes before the first event (core/legal.py tries it up to `tx.checked`):
    the acting player's own window is opened once the cast is known to be allowed in it."""
    s, content = tx.s, tx.content
    inv = content.invocations.get(cmd.invocation)
    if inv is None:
        raise IllegalCommand(f"there is no invocation called {cmd.invocation}")
    if s.choice is not None or s.resolving is not None:
        raise IllegalCommand("a question must be answered first")
    w = s.window
    opening = w is None
    if w is None:
        w = _own_action_window(tx, player)
    elif w.resolved:
        raise IllegalCommand("this window's invocations are resolving; wait for the next window")
    elif not w.asked or w.asked[0] != player:
        raise IllegalCommand("it is not your turn to answer in this window")
    target = -1
    if is_counter(inv):
        if not 1 <= cmd.target <= len(w.casts):
            raise IllegalCommand(f"{inv.name} answers an invocation: name its number, 1 to {len(w.casts)}")
        target = cmd.target - 1
    elif cmd.target:
        raise IllegalCommand(f"{inv.name} does not answer another invocation")
    p = s.players[player]
    have = levels(s, content, player)
    cost = rules.check_cast(
        deity_of(content, inv.id), inv.level, levels=have, favor=p.favor, used_this_turn=inv.id in p.invocations_used,
    )
    if inv not in castable(s, content, player, w, have):
        where = "in this combat" if inv.window == "combat" else f"now (this window is for {', '.join(w.kinds)})"
        raise IllegalCommand(f"{inv.name} cannot be cast {where}")
    tx.checked()  # who is asked next is worked out below, for the event alone
    if opening:
        tx.emit(WindowOpened(kinds=OWN_WINDOW, asked=(), players=(), context="", resume="", key=""))
        w = s.window
        assert w is not None
    after = Window(kinds=w.kinds, casts=[*w.casts, Cast(player, inv.id, cost, target)], players=w.players)
    probe = _after_paying(s, player, inv.id, cost)
    asked = tuple(to_ask(probe, content, after, first=player, last=player))
    tx.emit(InvocationCast(player=player, invocation=inv.id, cost=cost, target=target, asked=asked))


def _after_paying(s: State, player: str, invocation: str, cost: int) -> State:
    """The state as who is asked next sees it, only read: the caster's Favor and used
    invocations new, everything else shared with `s` (no copy of the whole state)."""
    p = s.players[player]
    paid = msgspec.structs.replace(p, favor=p.favor - cost, invocations_used=[*p.invocations_used, invocation])
    return msgspec.structs.replace(s, players={**s.players, player: paid})


def _require_asked(s: State, player: str) -> None:
    w = s.window
    if w is None or w.resolved or not w.asked or w.asked[0] != player:
        raise IllegalCommand("nobody is asking you about invocations now")


def done(tx: Tx, player: str, cmd: Done) -> None:
    _require_asked(tx.s, player)
    tx.emit(WindowAnswered(player=player))


def quiet(tx: Tx, player: str, cmd: Quiet) -> None:
    """Skip, and not be asked again this turn: with the movement window, in windows of
    the kinds of this one only (quiet before others' actions still asks in combats)."""
    s = tx.s
    _require_asked(s, player)
    w = s.window
    assert w is not None
    if s.settings.movement_window is True:
        tx.emit(QuietInKinds(player=player, kinds=tuple(w.kinds)))
    else:
        tx.emit(QuietSet(player=player))


def is_quiet(s: State, player: str, w: Window) -> bool:
    """Whether `player` said `quiet` this turn for every window, or for one of `w`'s kinds."""
    return player in s.quiet or any(f"{player}:{kind}" in s.quiet for kind in w.kinds)


# -- resolving a window ------------------------------------------------------------------


def resolve(tx: Tx) -> None:
    w = tx.s.window
    assert w is not None
    casts = []
    for c in w.casts:
        kind, amount = counter_of(list(tx.content.invocations[c.invocation].effects))
        casts.append(
            rules.Cast(
                caster=c.caster, invocation=c.invocation, cost=c.cost, counter=kind,  # type: ignore[arg-type]
                target=c.target if c.target >= 0 else None, raise_by=amount or 1,
            )
        )
    favor = {p: tx.s.players[p].favor for p in tx.s.players}
    result = rules.resolve_window(casts, favor)
    outcomes = [""] * len(casts)
    extra = [0] * len(casts)
    for step in result.steps:
        outcomes[step.index] = step.outcome
        extra[step.index] = step.extra_paid
    tx.emit(WindowResolved(outcomes=tuple(outcomes), extra=tuple(extra)))


def advance(tx: Tx) -> bool:
    """Go on with the open window; True while it waits for a player."""
    s = tx.s
    w = s.window
    assert w is not None
    if w.asked:
        return True
    if not w.resolved:
        resolve(tx)
    w = s.window
    assert w is not None
    while w.order:
        if s.resolving is None:
            cast = w.casts[w.order[0]]
            tx.emit(ResolutionBegan(source=INVOCATION, id=cast.invocation, beneficiary=cast.caster, context=w.context))
        if s.resolving is None or s.resolving.source != INVOCATION:
            return True  # another resolution (a world event's) is under way
        if not carry_out(tx):
            return True
        tx.emit(CastDone())
    resume = w.resume
    tx.emit(WindowClosed())
    if resume:
        tx.rules.tables.resumes[resume](tx)
    return False


def clear_quiet(tx: Tx) -> None:
    if tx.s.quiet:
        tx.emit(QuietCleared())


DECIDERS = (
    Deciders[Tx]()
    .on(Invoke, invoke)
    .on(Done, done)
    .on(Quiet, quiet)
)
