"""The War reference, one key away (i): the terrain table, the units, the trait and
skill tables, every card, then the rules pages: all read from the scenario's files."""

from __future__ import annotations

from functools import cache

from hellenica_tui.games.war.content.loading import load_scenario, rule_pages
from hellenica_tui.games.war.content.schema import Effect

SCENARIO = "aegean"


def effect_words(effect: Effect) -> str:
    parts = []
    for e in effect.parts():
        what = e.kind.replace("_", " ")
        size = e.dice or (f"{e.amount:+d}" if e.amount else "")
        who = "" if e.units == "all" else f" ({e.units})"
        parts.append(f"{what} {size}{who}".strip())
    return "; ".join(parts)


@cache
def entries() -> tuple[tuple[str, str], ...]:
    content = load_scenario(SCENARIO)
    terrain = ["symbol name              foot leader ship stack defence  ships"]
    for t in content.terrain.values():
        ships = "dock" if t.dock else "beach" if t.beach else "water" if t.water else ""
        c = t.cost
        costs = f"{c.foot or '-':>4} {c.leader or '-':>6} {c.ship or '-':>4}"
        terrain.append(f"{t.symbol}      {t.name:<18} {costs} {t.stack:>5} {t.defence:>+7}  {ships}".rstrip())
    terrain.append("(a cost of - : may not enter; defence is added to each defending die on land)")
    units = ["kind       moves cost upkeep die"]
    for u in content.units.values():
        die = f"d{u.battle_die}" if u.battle_die else "-"
        units.append(f"{u.name:<10} {u.moves:>4} {u.recruit:>4} {u.upkeep:>6}  {die}")
    traits = [f"{t.roll}  {t.name:<20} {effect_words(t.effect)}" for t in content.traits.values()]
    skills = [f"{s.low:>3}-{s.high:<3} {s.name:<20} {effect_words(s.effect)}" for s in content.skills]
    cards = [f"{c.name} [{c.when}] ({c.id}): {c.text}" for c in sorted(content.cards.values(), key=lambda c: c.name)]
    out = [
        ("Terrain table", "\n".join(terrain)),
        ("Units", "\n".join(units)),
        ("Traits (two dice, tens and units)", "\n".join(traits)),
        ("Leader skills (d100)", "\n".join(skills)),
        ("Cards", "\n".join(cards)),
    ]
    out += [(f"Rules: {p.title}", p.text) for p in rule_pages(SCENARIO).values()]
    return tuple(out)
