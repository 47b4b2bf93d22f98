"""Carrying out the effects of one invocation or world event card, in order,
stopping for the questions they ask (`State.resolving`).

An invocation's target is named when it resolves (as in the rulebook's
example, where Storms at Sea gets its sea area after the counters resolved):
the caster picks among the areas, cities or players its `target` allows. A
combat invocation acts on the combat of its window; "self" and "none" name
nothing.
"""

from hellenica_tui.games.hellenica.ai_seats.guards import grudge_on_target, grudge_on_world_event
from hellenica_tui.games.hellenica.content.effect_kinds import Effect
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import Resolving, cities_of
from hellenica_tui.games.hellenica.effects.handler_table import EFFECT_HANDLERS
from hellenica_tui.games.hellenica.effects.run import Run
from hellenica_tui.games.hellenica.gods.choices import Asker, NeedAnswer, ask
from hellenica_tui.games.hellenica.gods.events import INVOCATION as INVOCATION  # what an effect resolves for
from hellenica_tui.games.hellenica.gods.events import WORLD as WORLD
from hellenica_tui.games.hellenica.gods.events import (
    EffectDone,
    ResolutionEnded,
)


def effects_of(content: Content, r: Resolving) -> list[Effect]:
    if r.source == INVOCATION:
        return list(content.invocations[r.id].effects)
    card = next(c for c in content.world_events if c.id == r.id)
    return [*card.reward, *card.effects]


def target_options(tx: Tx, r: Resolving) -> list[str] | None:
    """What an invocation may be aimed at; None when it names nothing."""
    if r.source != INVOCATION:
        return None
    s, content = tx.s, tx.content
    kind = content.invocations[r.id].target
    open_areas = [a for a, st in s.areas.items() if not st.impassable]
    if kind == "player":
        return [p for p in s.players if p != r.beneficiary]
    if kind == "area":
        return open_areas
    if kind == "land_area":
        return [a for a in open_areas if content.areas[a].kind == "land"]
    if kind == "sea_area":
        return [a for a in open_areas if content.areas[a].kind == "sea"]
    if kind == "city":  # an empty area of the explorable map is a city as well as a non-city
        return [a for a in open_areas if tx.board.is_city(a) or content.areas[a].empty]
    if kind == "own_city":
        return cities_of(s, r.beneficiary)
    return None


def carry_out(tx: Tx) -> bool:
    """Go on with `State.resolving`; True once all its effects are done."""
    r = tx.s.resolving
    assert r is not None
    target = r.target
    options = target_options(tx, r)
    if options is not None and not target:
        name = tx.content.invocations[r.id].name
        try:
            target = Asker([], about="target").ask(r.beneficiary, f"aim {name} at what?", sorted(options)) or ""
        except NeedAnswer as question:
            ask(tx, question.choice)
            return False
    if target and r.step == 0:
        grudge_on_target(tx, r.beneficiary, effects_of(tx.content, r), target)
    effects = effects_of(tx.content, r)
    while r.step < len(effects):
        effect = effects[r.step]
        run = Run(
            tx, r.beneficiary, Asker(r.answers), target=target, context=r.context, source=r.id,
            world_event=r.source == WORLD,
        )
        try:
            EFFECT_HANDLERS[type(effect)](run, effect)
        except NeedAnswer as question:
            ask(tx, question.choice)
            return False
        if r.source == WORLD and run.aimed:
            grudge_on_world_event(tx, r.beneficiary, effect, run.aimed)
        tx.emit(EffectDone())
        r = tx.s.resolving
        assert r is not None
    tx.emit(ResolutionEnded())
    return True
