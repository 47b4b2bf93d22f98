"""A war view as a short text board (`hellenica show`): the clock, each player's
treasury, hand, cities and forces, and what waits for an answer."""

from __future__ import annotations

from typing import Any


def describe(summary: dict[str, Any]) -> str:
    to_act = summary["to_act"] or "nobody"
    lines = [f"Turn {summary['turn']}, {summary['phase']}; to act: {to_act}; deck {summary['deck']} cards"]
    cities: dict[str, list[str]] = {}
    for ident, city in summary["cities"].items():
        if city["controller"]:
            marks = "".join(("*" if city["home_of"] == city["controller"] else "", " hostile" * city["hostile"]))
            cities.setdefault(city["controller"], []).append(ident + marks)
    forces: dict[str, dict[str, int]] = {}
    for unit in summary["units"]:
        kinds = forces.setdefault(unit["owner"], {})
        kinds[unit["kind"]] = kinds.get(unit["kind"], 0) + 1
    for name in summary["order"] or summary["players"]:
        player = summary["players"][name]
        state = " (out)" if player["out"] else ""
        held = ", ".join(sorted(cities.get(name, []))) or "none"
        units = ", ".join(f"{n} {k}" for k, n in sorted(forces.get(name, {}).items())) or "none"
        lines.append(f"{name}{state}: {player['gold']} gold, {player['hand_size']} cards; cities {held}; units {units}")
        if player["hand"]:
            lines.append(f"  hand: {', '.join(player['hand'])}")
    if summary["pending"]:
        pending = summary["pending"]
        lines.append(f"Waiting: {pending['defender']} answers {pending['attacker']}'s attack on {pending['target']}")
    if summary["pending_revolt"]:
        lines.append(f"Waiting: the holder of {summary['pending_revolt']} answers a revolt")
    if summary["winners"]:
        lines.append(f"Won by {', '.join(summary['winners'])}")
    return "\n".join(lines)
