"""Epireia's reference, read from the scenario's data: the Administrators, the
Influential Figures, the buildings, the scenario cards of the three Acts, the Augur
cards and the solo scenarios; then the rules pages (the game module's)."""

from __future__ import annotations

from typing import Any

from hellenica_tui.games.epireia.content.lookup import content_for
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.tui.games.epireia import words as w


def effect(content: Content, e: Any) -> str:
    """What a building does."""
    match w.kind(e):
        case "level_two":
            return f"lets the city produce {e.unit} of level II"
        case "prestige":
            return f"+{e.amount} Prestige"
        case "income":
            return f"+{e.amount} {e.resource} each collection"
        case "figure":
            return "a new Influential Figure"
        case "roll":
            on = {"empire": "negotiations with Empires", "integration": "winning over a city", "conflict": "conflicts"}
            return f"+{e.amount} to rolls for {on.get(e.on, e.on)}"
        case "administrator":
            return "the Administrator's ability may be used"
    return w.kind(e)


def _gain(g: Any) -> str:
    match w.kind(g):
        case "figure":
            return "a new figure"
        case "token":
            return f"a {g.unit} token of level {'I' * g.level}"
    return w.amounts(g.resources)


def entries(scenario: str = "standard") -> list[tuple[str, str]]:
    content = content_for(scenario)
    out: list[tuple[str, str]] = []
    for admin in content.administrators.values():
        bonuses = "; ".join(f"Prestige {b.level}: pay {w.amounts(b.pay)} for {_gain(b.gain)}" for b in admin.bonuses)
        out.append((f"Administrator: {admin.name}", f"{admin.text}\nBonuses: {bonuses}"))
    out.append(("Influential Figures", "\n".join(w.figure_line(content, f) for f in content.figures)))
    out.append(("Buildings", "\n".join(
        f"{b.name} ({b.category}): costs {w.amounts(b.cost)}; {effect(content, b.effect)}"
        for b in content.buildings.values()
    )))
    out.append(("Military tokens", "\n".join(
        f"{unit} level {'I' * level}: costs {w.amounts(deck.cost)}; powers {' '.join(map(str, sorted(deck.values)))}"
        for (unit, level), deck in content.decks.items()
    )))
    for card in sorted(content.cards.values(), key=lambda c: c.act):
        constraints = "".join(f"\nConstraint: {w.constraint(content, c)}" for c in card.constraints)
        out.append((f"Act {card.act} card: {card.title}", f"{card.story}\nObjective: {w.objective(card.objective)}"
                    f"\nReward: {w.reward(content, card.reward)}{constraints}"))
    out.append(("Augur cards (solo)", "\n".join(
        f"{a.title}: " + "; ".join(w.constraint(content, e) for e in a.effects) for a in content.augurs.values()
    )))
    for solo in content.solos.values():
        goals = "; ".join(w.objective(o) for o in solo.objectives)
        out.append((f"Solo scenario: {solo.title}", f"{solo.story}\n{solo.rounds} rounds; objectives: {goals}"
                    f"\nThe enemy's army: {w.army(content, solo.army)}"))
    from hellenica_tui.games.epireia.game import GAME

    for page in GAME.rule_pages(scenario):
        out.append((f"Rules: {page.title}", page.text))
    return out
