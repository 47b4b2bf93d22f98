"""Epireia's side panes: the city boards, the league treasuries and their allies,
and the Act in play (its scenario card; in the solo game, the scenario and the
round's Augur card)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hellenica_tui.tui.games.epireia import words as w


def cities(session: Any, view: dict[str, Any]) -> Text:
    content = w.content_of(view)
    lines: list[str] = []
    for city in view["cities"]:
        you = " (you)" if city["name"] == session.viewer else ""
        lines.append(f"{session.name(city['name'])}{you}")
        if city["admin"]:
            lines.append(f"  Administrator: {content.administrators[city['admin']].name}"
                         f"{', ability used' if city['ability_uses'] else ''}")
        lines.append(f"  Prestige {city['prestige']}; {w.amounts(city['resources'])}")
        if city["figures"]:
            told = [w.figure(content, f) + (f" (in {content.space_name(view['away'][f])})" if f in view["away"] else "")
                    for f in city["figures"]]
            lines.append("  Figures: " + ", ".join(told))
        if city["buildings"]:
            lines.append("  Built: " + ", ".join(content.buildings[b].name for b in city["buildings"]))
        if city["reserve"]:
            lines.append(f"  Military tokens ({len(city['reserve'])}):")
            lines += ["    " + w.token(content, t) for t in city["reserve"]]
        else:
            lines.append("  Military tokens: none")
        pick = view["secret_picks"].get(city["name"])
        if pick:
            lines.append("  First figure: " + ("picked, face down" if pick == w.HIDDEN else w.figure(content, pick)))
        lines.append("")
    return Text("\n".join(lines))


def leagues(session: Any, view: dict[str, Any]) -> Text:
    content = w.content_of(view)
    lines: list[str] = []
    for league, board in view["leagues"].items():
        members = ", ".join(session.name(c["name"]) for c in view["cities"] if c["league"] == league) or "the enemy"
        lines += [f"The {w.LEAGUE_NAME[league]} League: {members}", f"  Treasury: {w.amounts(board['treasury'])}"]
        for city, token in board["allies"].items():
            brought = f", brought {w.token(content, token)}" if token else ""
            lines.append(f"  Ally: {content.space_name(city)}{brought}")
        lines.append("")
    held = view["territories"]
    if held:
        lines.append("Territories held:")
        by_holder: dict[str, list[str]] = {}
        for territory, holder in held.items():
            by_holder.setdefault(holder, []).append(content.space_name(territory))
        lines += [f"  {session.name(holder)}: {', '.join(names)}" for holder, names in by_holder.items()]
        lines.append("")
    lines.append("Tokens left in the stock: " + ", ".join(f"{k} {n}" for k, n in view["decks"].items()))
    return Text("\n".join(lines))


def act(session: Any, view: dict[str, Any]) -> Text:
    content = w.content_of(view)
    lines: list[str] = []
    if view["card"]:
        card = content.cards[view["card"]]
        lines += [f"Act {view['act']} of 3: {card.title}" + (" (completed)" if view["act_done"] else ""), f"  {card.story}",
                  f"  Objective: {w.objective(card.objective)}", f"  Reward: {w.reward(content, card.reward)}"]
        lines += [f"  Constraint: {w.constraint(content, c)}" for c in card.constraints] or ["  No constraint."]
    elif not view["solo"]:  # a solo game has no Acts
        lines.append("No Act yet: the first is drawn when the first round begins.")
    if view["solo"]:
        solo = content.solos[view["solo"]]
        lines += [f"Solo scenario: {solo.title} ({solo.rounds} rounds)", f"  {solo.story}"]
        lines += [f"  Objective: {w.objective(o)}" for o in solo.objectives]
        lines += [f"  Constraint: {w.constraint(content, c)}" for c in solo.constraints]
        lines.append("  Enemy figures: " + (", ".join(w.figure(content, f) for f in view["enemy_figures"]) or "none"))
        lines.append("  The enemy's army (printed with the scenario):")
        lines += [f"    {front}" for front in w.army(content, solo.army).split("; ")]
        if view["augur"]:
            augur = content.augurs[view["augur"]]
            lines += [f"Augur card of round {view['round']}: {augur.title}"]
            lines += [f"  {w.constraint(content, e)}" for e in augur.effects]
    return Text("\n".join(lines))
