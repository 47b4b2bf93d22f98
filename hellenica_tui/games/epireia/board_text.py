"""A view as a short text board (`hellenica show`): the round and phase, the Act, each
city board, the league treasuries, the Territories held, the battle's results."""

from __future__ import annotations

from typing import Any

from hellenica_tui.games.epireia.content.lookup import content_for


def _amounts(resources: dict[str, int]) -> str:
    return ", ".join(f"{n} {r}" for r, n in resources.items())


def describe(summary: dict[str, Any]) -> str:
    content = content_for(summary["scenario"], summary["content_hash"])
    figure = {k: f.name for k, f in content.figures.items()}.get
    lines = [f"Round {summary['round']}, {summary['phase'].replace('_', ' ')}"]
    if summary["current"]:
        lines[0] += f"; {summary['current']} to act, {summary['actions_left']} actions left"
    if summary["card"]:
        card = content.cards[summary["card"]]
        lines.append(f"Act {summary['act']}: {card.title}" + (" (completed)" if summary["act_done"] else ""))
    if summary["solo"]:
        augur = f"; augur {content.augurs[summary['augur']].title}" if summary["augur"] else ""
        lines.append(f"Solo: {content.solos[summary['solo']].title}{augur}")
    for city in summary["cities"]:
        name = content.cities[city["city"]].name if city["city"] else "no city yet"
        lines.append(
            f"{city['name']} ({city['league']}, {name}): Prestige {city['prestige']}; {_amounts(city['resources'])}"
        )
        if city["figures"]:
            lines.append("  figures: " + ", ".join(figure(f) or f for f in city["figures"]))
        if city["buildings"]:
            lines.append("  built: " + ", ".join(content.buildings[b].name for b in city["buildings"]))
        if city["reserve"]:
            lines.append("  tokens: " + " ".join(city["reserve"]))
    for league, board in summary["leagues"].items():
        allies = ", ".join(content.space_name(c) for c in board["allies"])
        lines.append(
            f"{league.capitalize()} treasury: {_amounts(board['treasury'])}" + (f"; allies {allies}" if allies else "")
        )
    if summary["territories"]:
        lines.append(
            "Territories: " + ", ".join(f"{content.space_name(t)} {p}" for t, p in summary["territories"].items())
        )
    battle = summary["battle"]
    if battle and battle["fronts"]:
        lines.append("Fronts won: " + ", ".join(f"{fr} {lg or 'nobody'}" for fr, lg in battle["fronts"].items()))
    if summary["winner"]:
        lines.append(f"Winner: the {summary['winner'].capitalize()} League ({summary['reason']})")
    return "\n".join(lines)
