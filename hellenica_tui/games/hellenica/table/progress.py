"""THE RACE TO WIN: how far each player is on its objectives, as one player may see it.

Built from a player's view, so another person's Ethos cards are never named
(only their number); the public Pathos cards and the AI players' shared Ethos
cards are shown for everyone. Whether a card is met comes from
`victory.done_by`, the very check the upkeep runs, so what is shown as met and
what wins can never disagree; the numbers beside it say how close the rest is.

A screen counts only what is sure to count (`sure`): an upgrade under construction
goes if its city falls, and a city that another player's units alone occupy falls
at the upkeep, before the victory check. A card met only thanks to them is told
as pending, with what it waits on ("1 under construction", "Ambracia contested"),
never as met, and brings nobody closer to winning in the warnings.
"""

from __future__ import annotations

import msgspec

from hellenica_tui.games.hellenica.ai_seats.holdings import ai_ethos_reading
from hellenica_tui.games.hellenica.content.ability_schema import CountAtLeast, HoldAreas, Most
from hellenica_tui.games.hellenica.content.effect_kinds import Effect
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import BUILDING, MAP, OVER, State, cities_of
from hellenica_tui.games.hellenica.core.view import view
from hellenica_tui.games.hellenica.effects.counts import count
from hellenica_tui.games.hellenica.victory.objectives import holds
from hellenica_tui.games.hellenica.victory.victory import done_by, objectives_to_win

# What each countable thing is called in a line of progress ("3 of 6 cities").
NOUNS = {
    "advancements": "advancements", "advancement_categories": "advancement categories", "cities": "cities",
    "island_cities": "island cities", "settlements": "settlements", "foreign_home_cities": "foreign home cities",
    "upgrades": "upgrades", "mine_upgrades": "upgrades on mines", "deities": "deities with a temple",
    "units": "units", "elite_units": "elite units", "sea_areas": "seas with a Trireme",
    "world_events": "world events won", "creatures_slain": "creatures slain", "favor": "Favor",
    "philosophers": "Philosophers", "commerce": "Commerce",
}


class Goal(msgspec.Struct, frozen=True):
    """One objective card as seen by one player."""

    card: str
    name: str
    public: bool  # a Pathos card (or an AI's shared Ethos card): everyone sees it
    met: bool  # met now, as the victory check counts it
    have: int
    need: int
    what: str  # what is counted: "cities", "Market upgrades", "areas held"
    note: str = ""  # who leads a "most" card, which areas are held, an AI's limit
    pending: str = ""  # what counts only once it holds at the upkeep ("1 under construction")

    def line(self) -> str:
        """'Empire: 3 of 6 cities', with 'met' or what is missing, and what is pending."""
        state = "met" if self.met else "not counted" if self.have >= self.need else f"{self.need - self.have} to go"
        if self.pending:
            state += f"; not yet counted: {self.pending}"
        note = f"; {self.note}" if self.note else ""
        return f"{self.name}: {self.have} of {self.need} {self.what} ({state}{note})"


class Standing(msgspec.Struct, frozen=True):
    """What one player may know of another's (or its own) race to win."""

    player: str
    goals: tuple[Goal, ...]  # the cards the viewer may see for this player
    secret: int  # Ethos cards the viewer may not read
    cities: int
    favor: int

    @property
    def met(self) -> int:
        return sum(g.met for g in self.goals)


class Race(msgspec.Struct, frozen=True):
    viewer: str | None
    need: int  # objectives to win
    standings: tuple[Standing, ...]  # in seating order
    over: bool

    def of(self, player: str) -> Standing:
        return next(s for s in self.standings if s.player == player)

    def close(self) -> list[Standing]:
        """The players one objective (or none) from winning, as far as the viewer can tell."""
        return [] if self.over else [s for s in self.standings if s.met >= self.need - 1]


def race(state: State, content: Content, viewer: str | None, measured: bool = True) -> Race:
    """Every player's standing as `viewer` may see it (None: a spectator). Without
    `measured`, only which cards are met (enough for the warnings, and quicker)."""
    seen = view(state, viewer)
    need = objectives_to_win(seen, content)
    return Race(
        viewer=viewer, need=need, over=seen.phase == OVER,
        standings=tuple(_standing(seen, content, name, measured, sure=True) for name in seen.players),
    )


def standing(s: State, content: Content, player: str) -> Standing:
    """One player's standing read on `s` itself, every card measured (a search judges
    the positions it samples this way; a screen goes through `race`, which hides)."""
    return _standing(s, content, player)


def _standing(s: State, content: Content, player: str, measured: bool = True, sure: bool = False) -> Standing:
    p = s.players[player]
    ai = p.kind == "ai"
    shared = list(s.ai.ethos) if ai and s.ai is not None else []
    own = [c for c in (shared if ai else p.ethos) if c in content.objectives]
    cards = [(c, True) for c in s.pathos if c in content.objectives] + [(c, ai) for c in own]
    secret = 0 if ai else len(p.ethos) - len(own)
    # While the map is built nothing is met yet, and home cities not placed are no areas.
    if s.phase == MAP:
        goals = [_unmeasured(s, content, player, c, False, public) for c, public in cards]
        return Standing(player, tuple(goals), secret, cities=len(cities_of(s, player)), favor=p.favor)
    risks = unsure(s, player) if sure else None
    if risks is not None:
        return _unsure_standing(s, content, player, cards, secret, risks, measured)
    done = set(done_by(s, content, player))
    goal = _goal if measured else _unmeasured
    goals = [goal(s, content, player, c, c in done, public) for c, public in cards]
    cities = len(cities_of(s, player))
    return Standing(player=player, goals=tuple(goals), secret=secret, cities=cities, favor=p.favor)


class Risks(msgspec.Struct, frozen=True):
    """What of a player's position may not count at the upkeep: the same state without
    its upgrades under construction, and without its cities sure to fall."""

    building: int  # upgrades under construction in the player's cities
    contested: tuple[str, ...]  # the player's cities another player's units alone occupy
    unbuilt: State
    unheld: State
    sure: State  # both taken out


def unsure(s: State, player: str) -> Risks | None:
    """What may not count of `player`'s position at the upkeep (None: all of it counts)."""
    building, contested = 0, []
    unbuilt, unheld = dict(s.areas), dict(s.areas)
    for city in cities_of(s, player):
        area = s.areas[city]
        present = [p for p, st in area.units.items() if sum(st.units.values()) > 0]
        if len(present) == 1 and present[0] != player:
            contested.append(city)
            unheld[city] = msgspec.structs.replace(area, owner=present[0])
        slots = [None if up is not None and up.state == BUILDING else up for up in area.slots]
        government = None if area.government is not None and area.government.state == BUILDING else area.government
        n = sum(up is not None for up in area.slots) - sum(up is not None for up in slots)
        n += (area.government is not None) - (government is not None)
        if n:
            building += n
            unbuilt[city] = msgspec.structs.replace(area, slots=slots, government=government)
    if not building and not contested:
        return None
    both = {**unbuilt, **{c: unheld[c] for c in contested}}
    return Risks(
        building, tuple(contested),
        unbuilt=msgspec.structs.replace(s, areas=unbuilt), unheld=msgspec.structs.replace(s, areas=unheld),
        sure=msgspec.structs.replace(s, areas=both),
    )


def _unsure_standing(
    s: State, content: Content, player: str, cards: list[tuple[str, bool]], secret: int, risks: Risks, measured: bool
) -> Standing:
    """The standing counting what is sure, each card that counts more now told what it waits on."""
    now, sure = set(done_by(s, content, player)), set(done_by(risks.sure, content, player))
    goals = []
    for card, public in cards:
        if not measured:
            goals.append(_unmeasured(s, content, player, card, card in sure, public))
            continue
        goal = _goal(risks.sure, content, player, card, card in sure, public)
        have = _goal(s, content, player, card, card in now, public).have
        waits = []
        if _goal(risks.unbuilt, content, player, card, False, public).have != have:
            waits.append(f"{risks.building} under construction")
        if _goal(risks.unheld, content, player, card, False, public).have != have:
            waits.append(", ".join(content.areas[c].name for c in risks.contested) + " contested")
        if waits or (card in now and card not in sure):
            goal = msgspec.structs.replace(goal, pending=", ".join(waits) or "what may fall at the upkeep")
        goals.append(goal)
    p = risks.sure.players[player]
    return Standing(player, tuple(goals), secret, cities=len(cities_of(risks.sure, player)), favor=p.favor)


def _unmeasured(s: State, content: Content, player: str, card: str, met: bool, public: bool) -> Goal:
    return Goal(card, content.objectives[card].name, public, met, have=0, need=0, what="")


def _goal(s: State, content: Content, player: str, card: str, met: bool, public: bool) -> Goal:
    objective = content.objectives[card]
    cond = objective.condition
    if s.players[player].kind == "ai" and objective.deck == "ethos":
        reading = ai_ethos_reading(s, content, player, card)
        if reading is not None:
            have, need, what = reading
            note = "an AI counts 2 Ethos cards at most" if have >= need and not met else ""
            # Named apart from the card as printed: an AI's Devotion counts settlements, not temples.
            return Goal(card, f"{objective.name} (AI reading)", public, met, have, need, what, note)
        if objective.ai is not None and objective.ai.condition is not None:
            cond = objective.ai.condition
    have, need, what, note = measure(s, content, player, cond)
    return Goal(card, objective.name, public, met, have, need, what, note)


def measure(s: State, content: Content, player: str, cond: Effect) -> tuple[int, int, str, str]:
    """(have, need, what is counted, a note) for an objective condition, counted with
    the same functions the check uses."""
    if isinstance(cond, HoldAreas):
        units, hero = cond.units or 0, cond.hero
        held = [a for a in cond.areas if holds(s, content, player, a, units, hero)]
        what = "areas held" + (f" with {units} unit{'s' if units != 1 else ''}" if units else "")
        what += " and a Hero" if hero else ""
        note = "holds " + ", ".join(content.areas[a].name for a in held) if held else ""
        return len(held), cond.n, what, note
    assert isinstance(cond, (CountAtLeast, Most))  # the loader lets only conditions onto objective cards
    of = list(cond.of)
    what = _noun(content, cond.what, of)
    mine = count(s, content, player, cond.what, of)
    if isinstance(cond, Most):
        others = {o: count(s, content, o, cond.what, of) for o in s.players if o != player}
        best = max(others.values(), default=0)
        leaders = [content.city_states[o].name if o in content.city_states else o for o, n in others.items() if n == best]
        note = f"needs more than anyone: {', '.join(leaders)} {best}" if others else ""
        return mine, max(cond.at_least, best + 1), what, note
    return mine, cond.n, what, ""


def _noun(content: Content, what: str, of: list[str]) -> str:
    noun = NOUNS.get(what, what.replace("_", " "))
    if not of:
        return noun
    names = [_name(content, x) for x in of]
    kinds = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
    if what == "units" and len(of) == 1 and of[0] in content.units:
        return content.units[of[0]].plural or kinds
    return f"{kinds} {noun}"


def _name(content: Content, ident: str) -> str:
    for table in (content.upgrades, content.units):
        item = table.get(ident)
        if item is not None:
            return item.name
    return ident.replace("_", " ").title()  # an advancement category


def warnings(r: Race, names: dict[str, str], only: frozenset[str] | None = None) -> list[str]:
    """One sentence for each player one objective (or none) from winning, the viewer
    first (`only`: of these players alone)."""
    out = []
    for s in sorted(r.close(), key=lambda st: st.player != r.viewer):
        if only is not None and s.player not in only:
            continue
        who = "You" if s.player == r.viewer else names.get(s.player, s.player)
        has = "have" if s.player == r.viewer else "has"
        secret = f", and holds {s.secret} secret Ethos card{'s' if s.secret != 1 else ''}" if s.secret else ""
        if s.met >= r.need:
            out.append(f"{who} {has} met {s.met} of the {r.need} objectives needed to win: "
                       f"victory at this turn's upkeep if it still holds{secret}.")
        else:
            out.append(f"{who} {has} met {s.met} of the {r.need} objectives needed: one more wins{secret}.")
    return out
