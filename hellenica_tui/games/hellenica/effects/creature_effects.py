"""Effects that bring a creature onto the map or a turncoat hero to a side."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.effect_schema import PlaceCreature, TurncoatHero
from hellenica_tui.games.hellenica.core.state import cities_of, government_cities, government_city, turncoat_holder
from hellenica_tui.games.hellenica.effects.events import CreaturePlaced, TurncoatMoved
from hellenica_tui.games.hellenica.effects.run import Run, units_on

# -- creatures and heroes --------------------------------------------------------------------------


def creature_areas(run: Run, creature: str) -> list[str]:
    rule = run.content.creatures[creature].placement
    govs = government_cities(run.s)
    found = []
    for a in run.content.areas.values():
        st = run.s.areas[a.id]
        if st.impassable or (st.creature and st.creature != creature):
            continue
        city = run.board.is_city(a.id) or a.empty  # an empty area is a city and a non-city at once
        if (
            (rule == "sea" and a.kind == "sea")
            or (rule == "island" and a.kind == "land" and a.island)
            or (rule == "non_city_land" and a.kind == "land" and (a.empty or not city))
            or (rule == "non_government_city" and city and a.id not in govs)
        ):
            found.append(a.id)
    return sorted(found)


def place_creature(run: Run, effect: PlaceCreature) -> None:
    creature = effect.creature
    if any(creature in p.creatures_slain for p in run.s.players.values()):
        return
    now = next((a for a, st in run.s.areas.items() if st.creature == creature), "")
    options = [a for a in creature_areas(run, creature) if a != now]
    area = run.ask(run.me, f"where does the {creature} appear?", options)
    run.aim_at_area(area)
    if area is not None:
        run.tx.emit(CreaturePlaced(creature=creature, area=area, source=now))


def turncoat_hero(run: Run, effect: TurncoatHero) -> None:
    name = effect.name
    owned = cities_of(run.s, run.me)
    if government_city(run.s, run.me) in owned:
        home = government_city(run.s, run.me)
    else:
        home = run.ask(run.me, f"where does {name} join you?", owned) or ""
    if not home:
        return
    holder, where = turncoat_holder(run.s, name)
    if holder == run.me:
        return
    run.aim_at_player(holder)  # he is taken from the player who had him
    # Heroes are counted, not named: he is the holder's hero where he last joined, else
    # one of its heroes elsewhere; a holder with no hero left lost him in battle.
    if holder and units_on(run.s, where, holder).get("hero", 0) <= 0:
        where = next((a for a in sorted(run.s.areas) if units_on(run.s, a, holder).get("hero", 0) > 0), "")
    run.tx.emit(
        TurncoatMoved(
            name=name, player=run.me, area=home, source_player=holder if where else "",
            source_area=where if holder else "",
        )
    )
