"""Text forms of the movement and combat commands (added to notation.py's tables).

    supply movement megara from athens [using wonder]   exchange supply movement ...
    move 2 hoplite 1 elite cavalry 1 hero to panactum  move all to panactum
    move trireme to cyclades                            raid athens at laurium
    done                                                (ends the movement)
    destroy elite hoplite                               (this round's casualty)
    withdraw                                            withdraw to thebes   stay
    leader                                              no leader
    temple apollo                                       temple none   (a free temple at upkeep)
"""

from __future__ import annotations

from hellenica_tui.engine.errors import InvalidCommand
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core import notation as nt
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.mechanics.units import UNIT_ORDER, base_unit, is_elite, unit_key
from hellenica_tui.games.hellenica.war.commands import (
    Destroy,
    EndMovement,
    FreeTemple,
    Leader,
    Move,
    NoLeader,
    Raid,
    Stay,
    SupplyMovement,
    Withdraw,
)
from hellenica_tui.games.kit.notation import Vocabulary, whole_number
from hellenica_tui.games.kit.tables import Formatters

Vocab = dict[str, Vocabulary]

UNIT_WORDS = Vocabulary(
    "unit",
    {
        "hoplite": ("hoplites",), "cavalry": ("cavalries", "horse"), "trireme": ("triremes", "ship", "ships"),
        "hero": ("heroes",),
    },
)


def unit_text(key: str) -> str:
    return ("elite " if is_elite(key) else "") + base_unit(key)


def _format_move(c: Move) -> str:
    return "move " + " ".join(f"{n} {unit_text(k)}" for k, n in c.units) + f" to {c.to}"


def _format_supply(c: SupplyMovement) -> str:
    words = ["supply", "movement", c.area, "from", c.city, *nt.using_words(c)]
    return " ".join((["exchange"] if c.exchange else []) + words)


FORMATTERS = (
    Formatters()
    .on(SupplyMovement, _format_supply)
    .on(Move, _format_move)
    .on(EndMovement, lambda c: "done")
    .on(Raid, lambda c: f"raid {c.city} at {c.area}")
    .on(Destroy, lambda c: f"destroy {unit_text(c.unit)}")
    .on(Withdraw, lambda c: "withdraw" + (f" to {c.to}" if c.to else ""))
    .on(Stay, lambda c: "stay")
    .on(Leader, lambda c: "leader")
    .on(NoLeader, lambda c: "no leader")
    .on(FreeTemple, lambda c: f"temple {c.deity or 'none'}")
)


def ordered(units: dict[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple((k, units[k]) for k in UNIT_ORDER if units.get(k, 0) > 0)


def _unit(w: nt.Words) -> str:
    elite = w.keyword("elite") is not None
    word = w.take()
    if word is None:
        raise InvalidCommand("a unit is missing")
    return unit_key(UNIT_WORDS.need(word), elite)


def _read_supply_movement(w: nt.Words, v: Vocab, s: State, p: str, x: bool) -> SupplyMovement:
    area = v["area"].need(w.take())
    w.keyword("from")
    word = w.peek()
    if word is not None and word.lower() != "with":
        w.take()
        city = v["city"].need(word)
    else:
        city = nt.only_city(s, p, nt.has_upgrade(s, "market"), "you own no city with a market", "which city's market")
    return SupplyMovement(area=area, city=city, using=nt.read_using(w, v), exchange=x)


def _read_move(w: nt.Words, v: Vocab, s: State, p: str, x: bool) -> Move:
    units: dict[str, int] = {}
    everything = False
    while True:
        word = w.peek()
        if word is None:
            raise InvalidCommand("move <units> to <area>")
        if word.lower() == "to":
            w.take()
            break
        if word.lower() == "all":
            w.take()
            everything = True
            continue
        n = whole_number(word)
        if n is None:
            n = 1
        else:
            w.take()
        key = _unit(w)
        units[key] = units.get(key, 0) + n
    to = v["area"].need(w.take())
    if everything:
        units = all_units(s, p, to)
    if not units:
        raise InvalidCommand("name the units to move, or 'all'")
    return Move(units=ordered(units), to=to)


def all_units(s: State, player: str, to: str) -> dict[str, int]:
    """Every unit still to move that could go where `to` is (land or sea)."""
    m = s.movement
    if m is None or m.player != player:
        raise InvalidCommand("'all' names the units of a supply for movement under way")
    areas = content_of(s).areas
    src_sea, dst_sea = areas[m.area].kind == "sea", areas[to].kind == "sea"
    out = {}
    for key, n in m.left.items():
        ship = base_unit(key) == "trireme"
        if ship and not src_sea and not dst_sea:
            continue
        if not ship and base_unit(key) != "hero" and dst_sea:
            continue
        out[key] = n
    return out


def _read_raid(w: nt.Words, v: Vocab, s: State, p: str, x: bool) -> Raid:
    city = v["city"].need(w.take())
    if not w.keyword("at"):
        raise InvalidCommand("raid <city> at <area of the mine>")
    return Raid(city=city, area=v["area"].need(w.take()))


def _read_withdraw(w: nt.Words, v: Vocab, s: State, p: str, x: bool) -> Withdraw:
    if w.keyword("to"):
        return Withdraw(to=v["area"].need(w.take()))
    return Withdraw()


def _read_no(w: nt.Words, v: Vocab, s: State, p: str, x: bool) -> NoLeader:
    if not w.keyword("leader"):
        raise InvalidCommand("'no' is followed by 'leader'")
    return NoLeader()


def _read_temple(w: nt.Words, v: Vocab, s: State, p: str, x: bool) -> FreeTemple:
    word = w.take()
    if word is None:
        raise InvalidCommand("temple <deity>, or temple none")
    return FreeTemple(deity="" if word.lower() == "none" else v["deity"].need(word))


SUPPLY_MODES = {"movement": _read_supply_movement}
READERS = {
    "move": _read_move,
    "done": lambda w, v, s, p, x: EndMovement(),
    "raid": _read_raid,
    "destroy": lambda w, v, s, p, x: Destroy(unit=_unit(w)),
    "withdraw": _read_withdraw,
    "stay": lambda w, v, s, p, x: Stay(),
    "leader": lambda w, v, s, p, x: Leader(),
    "no": _read_no,
    "temple": _read_temple,
}
