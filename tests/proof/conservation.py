"""What each event may do to the counts that must be conserved: units on the map,
commodities (Favor, philosophers, commerce) and action cubes.

An event with a known change (`expected_change`) must change the counts by
exactly that; an event listed in MAY_CHANGE may change that kind of count by
what its rule computes; any other event must leave every count alone.
"""

from __future__ import annotations

from collections import Counter

from hellenica_tui.games.hellenica.ai_seats.setup import GARRISON

COMMODITIES = ("favor", "philosophers", "commerce")

# Events whose effect on a kind of count is not spelled out in the event itself.
MAY_CHANGE = {
    "units": {"CasualtyPicked", "GarrisonLost", "AiBoardChanged"},
    "commodities": {
        "AdvancementResearched", "EthosRedrawn", "InvocationCast", "Passed", "WindowResolved", "WorldEventWon",
        "CityConquered", "CreatureSlain",
        "AiBoardChanged",  # an AI player's board holds its commodities
    },
    "cubes": {"BoardReplenished", "Passed", "AiBoardChanged"},
}


def counts(state) -> Counter:
    """Every conserved count, keyed ("units", player, unit), ("commodities", player, what)
    or ("cubes", player, action); zeros left out."""
    found: Counter = Counter()
    for area in state.areas.values():
        for player, stack in area.units.items():
            for key, n in stack.units.items():
                found["units", player, key] += n
    for name, p in state.players.items():
        for what in COMMODITIES:
            found["commodities", name, what] += getattr(p, what)
        for action, n in p.cubes.items():
            found["cubes", name, action] += n
    return Counter(nonzero(found))


def expected_change(event) -> Counter | None:
    """The exact change an event makes to the counts, or None when it is not one of
    the events that spell out their change."""
    kind = type(event).__name__
    change: Counter = Counter()
    if kind == "UnitsTrained":
        change["units", event.player, f"{'elite_' if event.elite else ''}{event.unit}"] += event.count
    elif kind == "UnitsLost":
        for key, n in event.units.items():
            change["units", event.player, key] -= n
    elif kind == "UnitsRemoved":
        change["units", event.player, event.unit] -= event.count
    elif kind == "UnitsPromoted":
        change["units", event.player, event.unit] -= event.count
        change["units", event.player, f"elite_{event.unit}"] += event.count
    elif kind == "GarrisonRestored":
        for key, n in event.units.items():
            change["units", event.player, key] += n
    elif kind == "GarrisonRegenerated":
        for key, n in GARRISON.items():
            change["units", event.player, key] += n
    elif kind == "TurncoatMoved":
        change["units", event.player, "hero"] += 1
        if event.source_player:
            change["units", event.source_player, "hero"] -= 1
    elif kind == "Gained":
        change["commodities", event.player, event.commodity] += event.amount
    elif kind == "Lost":
        change["commodities", event.player, event.commodity] -= event.amount
    elif kind == "Taken":
        change["commodities", event.player, event.commodity] += event.amount
        change["commodities", event.source, event.commodity] -= event.amount
    elif kind == "CommerceConverted":
        change["commodities", event.player, "commerce"] -= event.commerce
        change["commodities", event.player, "philosophers"] += event.philosophers
    elif kind == "ExchangePaid":
        change["commodities", event.player, "commerce"] -= event.commerce
    elif kind == "CubeSpent":
        change["cubes", event.player, event.action] -= 1
    elif kind == "CubesGained":
        change["cubes", event.player, event.action] += event.amount
    else:
        return None
    return change


def check_change(before: Counter, after: Counter, event) -> None:
    """`event` turned the counts `before` into `after`: by exactly its change, or only
    in the kinds of count its rule may change."""
    name = type(event).__name__
    if name == "TradeAnswered":
        check_trade(before, after, event)
        return
    expected = expected_change(event)
    if expected is not None:
        want = before.copy()
        want.update(expected)
        assert nonzero(after) == nonzero(want), f"{name}: {dict(expected)} expected, the counts went {before} -> {after}"
        return
    for key in set(before) | set(after):
        if before[key] != after[key]:
            assert name in MAY_CHANGE[key[0]], f"{name} changed {key}: {before[key]} -> {after[key]}"


def check_trade(before: Counter, after: Counter, event) -> None:
    """An answered offer moves philosophers and commerce between its two players only
    (Favor is never traded), and every total stays what it was."""
    moved = {k for k in set(before) | set(after) if before[k] != after[k]}
    if not event.accepted:
        assert not moved, moved
    for kind, player, what in moved:
        assert kind == "commodities" and player in (event.sender, event.player) and what != "favor", (player, what)
    for what in COMMODITIES:
        total = [sum(n for (k, _, w), n in counts.items() if k == "commodities" and w == what) for counts in (before, after)]
        assert total[0] == total[1], (what, total)


def nonzero(counter: Counter) -> dict:
    return {k: n for k, n in counter.items() if n}


def check_negative(state) -> None:
    """No count below zero (`counts` keeps negative counts too)."""
    low = {k: n for k, n in counts(state).items() if n < 0}
    assert not low, low
