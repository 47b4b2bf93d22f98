"""The War screen's side panes, each drawn from the view: what is under the cursor, the
cities, the players, the viewer's hand."""

from __future__ import annotations

import random
from typing import Any

from rich.text import Text

from hellenica_tui.games.war.economy import city_revenue
from hellenica_tui.games.war.names import counted
from hellenica_tui.games.war.tx import Tx
from hellenica_tui.seat.play import Session
from hellenica_tui.tui.games.war.content import content_of
from hellenica_tui.tui.games.war.pointer import pointer
from hellenica_tui.tui.games.war.words import city_troubles, letter, stack_words, state_of


def _rules_state(session: Session, view: Any) -> Any:
    return state_of(view, session.state.content_hash)


def incomes(session: Session, view: Any) -> dict[str, int]:
    """What each held city pays at its holder's next revenue (the rules' own sum)."""
    content = content_of(session)
    state = _rules_state(session, view)
    tx = Tx(state, content, random.Random(0), read_only=True)
    return {c.id: city_revenue(tx, c) for c in state.cities.values() if c.controller}


def here(session: Session, view: Any) -> Text:
    content, at = content_of(session), pointer(session)
    space = at.space
    if space not in content.spaces:
        return Text(f"{space}: off the map")
    terrain = content.terrain_of(space)
    cost = terrain.cost
    lines = [
        f"{space}: {terrain.name}" + (" (coast)" if content.spaces[space].coastal else ""),
        f"  move cost: foot {cost.foot or '-'}, leader {cost.leader or '-'}, ship {cost.ship or '-'}",
        f"  stacking {terrain.stack}, defence +{terrain.defence}",
    ]
    state = _rules_state(session, view)
    city = state.city_at(space)
    if city is not None:
        name = content.cities[city.id].name
        holder = session.name(city.controller) if city.controller else "neutral"
        pays = incomes(session, view).get(city.id, city.income)
        troubles = ", ".join(city_troubles(state, content, city.id)) or "at peace"
        home = f", home of {session.name(city.home_of)}" if city.home_of else ""
        lines += [f"{name}: {holder}{home}", f"  pays {pays} gold; {troubles}"]
        if city.trait:
            lines.append(f"  trait: {city.trait.replace('-', ' ')}")
    owners = dict.fromkeys(u["owner"] for u in view["units"] if u["space"] == space)
    for owner in owners:
        units = [u for u in view["units"] if u["space"] == space and u["owner"] == owner]
        lines.append(f"{session.name(owner)} ({letter(view, owner)}): {stack_words(content, units)}")
    if at.chosen:
        lines += ["", f"Chosen: the stack in {at.chosen}; lit spaces cost:"]
        lines.append("  " + (", ".join(f"{s} {c}" for s, c in sorted(at.reach.items(), key=lambda i: i[1])) or "none"))
    return Text("\n".join(lines))


def cities(session: Session, view: Any) -> Text:
    content = content_of(session)
    state = _rules_state(session, view)
    pays = incomes(session, view)
    lines = ["City       hex holder pays status"]
    for ident, city in sorted(view["cities"].items(), key=lambda c: content.cities[c[0]].name):
        holder = letter(view, city["controller"]) if city["controller"] else "-"
        home = "*" if city["home_of"] else " "
        status = ", ".join(city_troubles(state, content, ident))
        paid = pays.get(ident, city["income"])
        lines.append(f"{content.cities[ident].name:<10} {city['space']:<4}{holder:>4}{home:<3}{paid:>4} {status}")
    lines.append("(holder: a player's letter, - neutral, * a home city; pays: at the holder's next revenue)")
    return Text("\n".join(lines))


def players(session: Session, view: Any) -> Text:
    content = content_of(session)
    lines = []
    for name in view["order"] or view["players"]:
        p = view["players"][name]
        mine = [u for u in view["units"] if u["owner"] == name and u["space"]]
        held = sum(1 for c in view["cities"].values() if c["controller"] == name)
        turn = " <- to act" if name == view["to_act"] else ""
        lines.append(f"{letter(view, name)} {session.name(name)}{' (out)' if p['out'] else ''}{turn}")
        holds = f"{counted(p['hand_size'], 'card')}, {counted(held, 'city')}"
        lines.append(f"  {p['gold']} gold, {holds}; {stack_words(content, mine)}")
        if p["traits"]:
            lines.append("  traits: " + ", ".join(content_trait(content, t) for t in p["traits"]))
        prisoners = [u["name"] for u in view["units"] if u["held_by"] == name]
        if prisoners:
            lines.append("  holds prisoner: " + ", ".join(prisoners))
    return Text("\n".join(lines))


def content_trait(content: Any, trait: str) -> str:
    found = [t.name for t in content.traits.values() if t.id == trait]
    return found[0] if found else trait


def hand(session: Session, view: Any) -> Text:
    content, who = content_of(session), session.viewer
    if who is None:
        return Text("Nobody's hand is shown: no person is to act.")
    cards = view["players"][who]["hand"]
    lines = [f"{session.name(who)}'s hand ({len(cards)} cards; deck {view['deck']}):"]
    for n, card in enumerate(cards, 1):
        c = content.cards[card]
        lines.append(f"{n}. {c.name} [{c.when}] ({card})\n   {c.text}")
    for other, seen in view["players"][who]["seen"].items():
        lines.append(f"Seen of {session.name(other)}'s: " + ", ".join(content.cards[c].name for c in seen))
    return Text("\n".join(lines))
