"""The answers setup and the turn's phases wait for: a patron, the Ethos cards
kept or redrawn, the Favorite when tied, the direction of play, a government
marker placed at upkeep (a `phase_candidates` hook)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.effect_schema import Gain, PlaceUnits, ResearchAdvancement
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import (
    DIRECTION,
    ETHOS,
    FAVORITE,
    HERA,
    PATRON,
    UPKEEP,
    ZEUS,
    State,
    cities_of,
)
from hellenica_tui.games.hellenica.economy.legal import deities_for
from hellenica_tui.games.hellenica.effects.advancements import may_research, may_train_elite
from hellenica_tui.games.hellenica.turn.commands import (
    ChooseDirection,
    ChoosePatron,
    KeepEthos,
    PickFavorite,
    PlaceGovernment,
    Redraw,
)


def phase_answers(rules: Rules, s: State, content: Content, player: str) -> Iterator[Command]:
    p = s.players[player]
    if s.phase == PATRON:
        for deity in p.dealt_deities:
            yield ChoosePatron(deity=deity)
    elif s.phase == ETHOS:
        for pair in combinations(sorted(set(p.ethos_hand)), content.scenario.setup.ethos_kept):
            yield KeepEthos(cards=pair)
        yield Redraw()
    elif s.phase == FAVORITE:
        for name in s.tied:
            yield PickFavorite(player=name)
    elif s.phase == DIRECTION:
        yield ChooseDirection(direction=ZEUS)
        yield ChooseDirection(direction=HERA)
    elif s.phase == UPKEEP:
        yield from _governments_placed(s, content, player)


def _governments_placed(s: State, content: Content, player: str) -> Iterator[Command]:
    p = s.players[player]
    cities = cities_of(s, player)
    for gov_id, gov in content.governments.items():
        choices = [""]
        for effect in gov.free_activation:
            if isinstance(effect, PlaceUnits) and may_train_elite(content, p, effect.unit):
                choices.append("elite")
            if isinstance(effect, ResearchAdvancement):
                gained = sum(
                    e.amount for e in gov.free_activation
                    if isinstance(e, Gain) and e.commodity == "philosophers" and e.per is None
                )
                choices += [a for a in content.advancements if may_research(content, p, a, p.philosophers + gained)]
        for city in cities:
            for deity in deities_for(content, gov_id):
                for choice in choices:
                    yield PlaceGovernment(government=gov_id, city=city, deity=deity, choice=choice)


