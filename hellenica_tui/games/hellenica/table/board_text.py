"""A short text board of a game's summary (`hellenica show`), for people at a shell."""

from __future__ import annotations

from typing import Any


def describe(s: dict[str, Any]) -> str:
    """The turn and phase, who acts, the table's marks, then each player's board."""
    lines = [
        f"Turn {s['turn']}, {s['phase']} phase, round {s['round']}; "
        f"to act: {', '.join(s['to_act']) or 'nobody'}",
        f"Favorite of the Gods: {s['favorite'] or '-'} ({s['direction']}); chaos {s['chaos']}; "
        f"Pathos: {', '.join(s['pathos'])}",
    ]
    for p in s["players"]:
        cubes = " ".join(f"{k}{v}" for k, v in p["cubes"].items())
        units = " ".join(f"{n} {k}" for k, n in p["units"].items()) or "no units"
        lines.append(
            f"  {p['name']:<10} favor {p['favor']:>2}  philosophers {p['philosophers']:>2}  "
            f"commerce {p['commerce']:>2}  cubes {cubes}  {units}"
            + ("  (passed)" if p["passed"] else "")
        )
        if "ai" in p:
            ai = p["ai"]
            lines.append(
                f"  {'':<10} AI board: advancements {ai['advancements']}, supply {ai['supply']}; "
                f"grudge {ai['grudge'] or '-'}; marker on {ai['marker'] or '-'}"
            )
    if s.get("ai_ethos"):
        lines.append(f"AI Ethos: {', '.join(s['ai_ethos'])}")
    if s["winners"]:
        lines.append(f"Winner: {', '.join(s['winners'])}")
    return "\n".join(lines)
