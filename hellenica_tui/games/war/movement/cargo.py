"""What ships carry (rules/movement.md): a fleet carries one rowers unit (its crew,
without which it cannot move or fight) and two baggage; a transport carries one
army or one rowers unit, or eight baggage; ships carry any number of leaders.
On land an army carries up to four baggage."""

from __future__ import annotations

from collections import Counter

FLEET_BAGGAGE = 2
TRANSPORT_BAGGAGE = 8
ARMY_BAGGAGE = 4


def afloat_problem(n: Counter[str]) -> str:
    """Why a group of units cannot be at sea together; "" if it can."""
    fleets, transports = n["fleet"], n["transport"]
    if fleets + transports == 0:
        return "units at sea need ships to carry them"
    if n["rowers"] < fleets:
        return "every fleet needs rowers aboard to move"
    spare_rowers = n["rowers"] - fleets
    if n["army"] + spare_rowers > transports:
        return "each army and each rowers unit beyond the fleets' crews needs a transport"
    room = FLEET_BAGGAGE * fleets + TRANSPORT_BAGGAGE * (transports - n["army"] - spare_rowers)
    if n["baggage"] > room:
        return f"the ships have room for {room} baggage, not {n['baggage']}"
    return ""


def ashore_problem(n: Counter[str]) -> str:
    """Why a group cannot move over land together; "" if it can."""
    room = ARMY_BAGGAGE * n["army"] + FLEET_BAGGAGE * n["fleet"] + TRANSPORT_BAGGAGE * n["transport"]
    if n["baggage"] > room:
        return f"baggage cannot move by itself: room for {room} with the units moving, not {n['baggage']}"
    return ""


def what_fits(n: Counter[str]) -> Counter[str]:
    """Of a group at sea, what its ships can carry: crews first, then armies, then other
    rowers, then baggage; leaders stay while a ship does. The rest is lost."""
    fleets, transports = n["fleet"], n["transport"]
    keep: Counter[str] = Counter(fleet=fleets, transport=transports)
    crew = min(n["rowers"], fleets)
    armies = min(n["army"], transports)
    extra = min(n["rowers"] - crew, transports - armies)
    free = transports - armies - extra
    keep["rowers"] = crew + extra
    keep["army"] = armies
    keep["baggage"] = min(n["baggage"], FLEET_BAGGAGE * fleets + TRANSPORT_BAGGAGE * free)
    keep["leader"] = n["leader"] if fleets + transports else 0
    return keep
