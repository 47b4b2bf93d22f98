"""GAMES WITH AI PLAYERS: the rules that run the city-states nobody plays.

An AI seat answers with its own commands:

- `ai setup`: it takes its place at setup (it chooses no patron deity);
- `ai produce`: its round-1 action; from turn 2 the top AI card is revealed
  and its production column applied (turn 1 uses the starting benefits);
- `ai supply AREA`: one Supply off the AI board, the round's AI card revealed
  for its movement, then the usual `move` and `done` commands;
- `ai idle`: it has Supply but no unit that may move: the Supply is spent and
  it takes 1 Commerce;
- `pass` once its Supply is 0.

Around those commands the rules keep the AI board, the grudge spaces (a move
onto an AI's units or city puts the mover's cube there), the government
marker's garrison (whole again after a combat unless both of its units fell,
back at upkeep on the AI's city with the most settlements once destroyed),
the shared Ethos cards, and the AI's victory assumptions.
"""

from typing import Any

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.hellenica.ai_seats.setup import GARRISON
from hellenica_tui.games.hellenica.ai_seats.state import AiSeat
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.effect_kinds import Effect
from hellenica_tui.games.hellenica.content.schema import AIBonus, AIProduction, Content
from hellenica_tui.games.hellenica.core import events as ev
from hellenica_tui.games.hellenica.core import legal
from hellenica_tui.games.hellenica.core.commands import (
    Build,
    ChangeGovernment,
    ChoosePatron,
    KeepEthos,
    Pass,
    Redraw,
    Research,
    SupplyCommerce,
    Train,
    Worship,
    register_command,
)
from hellenica_tui.games.hellenica.core.decide import DECIDERS, Tx, decides
from hellenica_tui.games.hellenica.core.evolve import applies
from hellenica_tui.games.hellenica.core.hooks import hook
from hellenica_tui.games.hellenica.core.state import ACTION, PATRON, State, cities_of, city_counts, is_ai, stack_of
from hellenica_tui.games.hellenica.economy import (  # noqa: F401  (their deciders, wrapped by the guards below)
    actions,
    build,
    governments,
    research,
    supply,
    train,
    worship,
)
from hellenica_tui.games.hellenica.economy.actions import finish, require_turn
from hellenica_tui.games.hellenica.economy.upgrades import SETTLEMENT, sites
from hellenica_tui.games.hellenica.effects.abilities import SOURCES
from hellenica_tui.games.hellenica.mechanics.ai_production import (
    AiBoard,
    most_settled,
    produce,
    production_column,
)
from hellenica_tui.games.hellenica.mechanics.ai_victory import (
    SETTLEMENT_STEPS,
    advancement_objectives_met,
    assumed_mine_upgrades,
    controlled_settlements,
    objectives_met,
    settlement_ethos_met,
)
from hellenica_tui.games.hellenica.mechanics.bidding import ai_bid
from hellenica_tui.games.hellenica.mechanics.harm import harms
from hellenica_tui.games.hellenica.mechanics.units import base_unit
from hellenica_tui.games.hellenica.turn import phases as turn  # noqa: F401  (its deciders, wrapped by the guards below)
from hellenica_tui.games.hellenica.turn import upkeep
from hellenica_tui.games.hellenica.victory.objectives import meets
from hellenica_tui.games.hellenica.war import battle, supply_movement
from hellenica_tui.games.hellenica.war.commands import EndMovement, Move, SupplyMovement

# AI players always sea-transport as if they held this advancement.
TRANSPORT_ADVANCEMENT = "copper_banding"
SHARED_ETHOS = 3  # Ethos cards dealt face down for the AI players
WALLS, WONDER = "city_walls", "wonder"


def seat_of(s: State, player: str) -> AiSeat:
    if s.ai is None or player not in s.ai.seats:
        raise IllegalCommand(f"{player} is not an AI player")
    return s.ai.seats[player]


# -- commands ----------------------------------------------------------------------------


@register_command
class AiSetup(Command, frozen=True, kw_only=True):
    """An AI player takes its place at setup."""


@register_command
class AiProduce(Command, frozen=True, kw_only=True):
    """An AI player's round-1 action: production."""


@register_command
class AiSupply(Command, frozen=True, kw_only=True):
    """An AI player supplies an area for movement with one Supply of its AI board."""

    area: str


@register_command
class AiIdle(Command, frozen=True, kw_only=True):
    """An AI player spends a Supply with nothing to move, for 1 Commerce."""


# -- events --------------------------------------------------------------------------------


class AiReady(Event, frozen=True, kw_only=True):
    player: str


class AiEthosDealt(Event, frozen=True, kw_only=True):
    cards: tuple[str, ...]


class AiDeckShuffled(Event, frozen=True, kw_only=True):
    deck: tuple[str, ...]  # the new order, top card last


class AiCardRevealed(Event, frozen=True, kw_only=True):
    player: str
    card: str
    use: str  # "production" or "movement"


class AiBoardChanged(Event, frozen=True, kw_only=True):
    """An AI player's rows on the AI board, as they are now."""

    player: str
    advancements: int
    supply: int
    favor: int
    philosophers: int
    commerce: int


class AiBonusProduced(Event, frozen=True, kw_only=True):
    """A special situation gives the AI player bonus production this turn."""

    player: str
    bonus: str  # the AI bonus entry's id


class AiMovedNothing(Event, frozen=True, kw_only=True):
    """An AI player's supplied area gave no move: no world event card is revealed."""

    player: str
    area: str


class AiBidRolled(Event, frozen=True, kw_only=True):
    """The yellow die rolled for an AI player's world-event bid, and the bid it gives."""

    player: str
    face: str
    amount: int


class GrudgeSet(Event, frozen=True, kw_only=True):
    player: str  # the AI player harmed
    against: str  # whose cube goes on its grudge space


class GarrisonRestored(Event, frozen=True, kw_only=True):
    """The marker's fallen unit is back at the end of a combat."""

    player: str
    area: str
    units: dict[str, int]


class GarrisonLost(Event, frozen=True, kw_only=True):
    player: str
    area: str


class GarrisonRegenerated(Event, frozen=True, kw_only=True):
    player: str
    area: str


AI_EVENTS: tuple[tuple[type[Event], bool], ...] = (
    (AiReady, False), (AiEthosDealt, True), (AiDeckShuffled, True), (AiCardRevealed, True),
    (AiBoardChanged, False), (AiBonusProduced, False), (AiMovedNothing, False), (AiBidRolled, True), (GrudgeSet, False),
    (GarrisonRestored, False), (GarrisonLost, False),
    (GarrisonRegenerated, True),
)
for _kind, _barrier in AI_EVENTS:
    ev.register_event(_kind, barrier=_barrier)


# -- what the rules read of an AI's holdings -------------------------------------------------


class _Site(msgspec.Struct, frozen=True):
    walls: bool
    wonder: bool


class Holdings:
    """One AI player's cities, marker and units read from the state, for the
    production and victory rules (the same questions an `AiMap` answers)."""

    def __init__(self, s: State, content: Content, board: Board, player: str) -> None:
        self.s, self.board, self.ai = s, board, player
        self.content = content

    def government_city(self) -> str | None:
        return seat_of(self.s, self.ai).garrison or None

    def owned_cities(self) -> list[str]:
        return sorted(cities_of(self.s, self.ai))

    def site(self, area: str) -> Any:
        slots = self.s.areas[area].slots
        return _Site(
            walls=any(u is not None and u.kind == WALLS for u in slots),
            wonder=any(u is not None and u.kind == WONDER for u in slots),
        )

    def units_at(self, area: str) -> dict[str, list[Any]]:
        return {
            player: [_Kind(k) for k, n in stack.units.items() for _ in range(n)]
            for player, stack in self.s.areas[area].units.items()
        }

    def on_map(self, kind: str) -> int:
        total = 0
        for area, st in self.s.areas.items():
            stack = st.units.get(self.ai)
            if stack is None:
                continue
            fixed = garrison_units(self.s, area, self.ai)
            total += sum(n - fixed.get(k, 0) for k, n in stack.units.items() if base_unit(k) == kind)
        return total


class _Kind(msgspec.Struct, frozen=True):
    kind: str


class _SiteUnits:
    """`site(area).units` for the victory assumptions."""

    def __init__(self, holdings: Holdings) -> None:
        self.h = holdings
        self.ai = holdings.ai
        self.board = holdings.board

    def owned_cities(self) -> list[str]:
        return self.h.owned_cities()

    def site(self, area: str) -> Any:
        return msgspec.structs.replace(_UnitsSite(units={}), units=self.h.units_at(area))


class _UnitsSite(msgspec.Struct, frozen=True):
    units: dict[str, list[Any]]


def garrison_units(s: State, area: str, player: str) -> dict[str, int]:
    """The units of `player` on `area` that are its government marker's garrison."""
    if s.ai is None or player not in s.ai.seats or s.ai.seats[player].garrison != area:
        return {}
    stack = s.areas[area].units.get(player)
    have = stack.units if stack is not None else {}
    return {k: min(n, have.get(k, 0)) for k, n in GARRISON.items() if have.get(k, 0)}


hook(supply_movement.FIXED, garrison_units)


def _copper_banding(s: State, content: Content, player: str, kind: str) -> list[Effect]:
    if kind != "transport_capacity" or not is_ai(s, player):
        return []
    card = content.advancements.get(TRANSPORT_ADVANCEMENT)
    if card is None:
        raise IllegalCommand(f"the scenario has no {TRANSPORT_ADVANCEMENT!r} advancement for AI sea transport")
    return [e for e in card.effects if e.kind == kind]


hook(SOURCES, _copper_banding)


# -- the AI deck ---------------------------------------------------------------------------


def reveal(tx: Tx, player: str, use: str) -> str:
    """Turn over the top AI card for `player`, reshuffling the discards when the deck is empty."""
    ai = tx.s.ai
    assert ai is not None
    if not ai.deck:
        deck = list(ai.discard)
        if not deck:
            raise IllegalCommand("the scenario has no AI cards")
        tx.rng.shuffle(deck)
        tx.emit(AiDeckShuffled(deck=tuple(deck)))
    card = ai.deck[-1]
    tx.emit(AiCardRevealed(player=player, card=card, use=use))
    return card


def _board(s: State, player: str) -> AiBoard:
    seat, p = seat_of(s, player), s.players[player]
    return AiBoard(
        advancements=seat.advancements, supply=seat.supply, favor=p.favor, philosophers=p.philosophers,
        commerce=p.commerce,
    )


def _board_changed(tx: Tx, player: str, board: AiBoard) -> None:
    tx.emit(AiBoardChanged(player=player, **msgspec.structs.asdict(board)))


# -- the AI's commands ------------------------------------------------------------------------


def _require_ai_action(tx: Tx, player: str) -> AiSeat:
    if not is_ai(tx.s, player):
        raise IllegalCommand("only an AI player gives AI commands")
    require_turn(tx, player)
    return seat_of(tx.s, player)


@decides(AiSetup)
def ai_setup(tx: Tx, player: str, cmd: AiSetup) -> None:
    if not is_ai(tx.s, player):
        raise IllegalCommand("only an AI player gives AI commands")
    if tx.s.phase != PATRON or player not in tx.s.pending:
        raise IllegalCommand(f"{player} has already taken its place")
    tx.emit(AiReady(player=player))


@decides(AiProduce)
def ai_produce(tx: Tx, player: str, cmd: AiProduce) -> None:
    _require_ai_action(tx, player)
    s = tx.s
    if s.round != 1:
        raise IllegalCommand("an AI player produces in the first round of a turn only")
    if s.turn > 1:  # turn 1: the starting benefits are already on the AI board
        bonuses = bonus_production(s, tx.content, player)  # read before the card changes anything
        drawn = reveal(tx, player, "production")
        card = next(c for c in tx.content.ai_cards if c.id == drawn)
        _produce(tx, player, production_column(card, s.turn))
        for bonus in bonuses:
            tx.emit(AiBonusProduced(player=player, bonus=bonus.id))
            if bonus.gives:
                _produce(tx, player, list(bonus.gives))
            if bonus.supply:
                board = _board(tx.s, player)
                _board_changed(tx, player, msgspec.structs.replace(board, supply=max(1, board.supply + bonus.supply)))
    finish(tx, player)


def _produce(tx: Tx, player: str, column: list[AIProduction]) -> None:
    s = tx.s
    holdings = Holdings(s, tx.content, tx.board, player)
    limits: dict[str, int] = {u.id: u.limit for u in tx.content.units.values()}
    made = produce(holdings, _board(s, player), column, tx.rng, unit_limits=limits)
    _board_changed(tx, player, made.board)
    if made.city is not None:
        for unit, n in made.units.items():
            tx.emit(ev.UnitsTrained(player=player, city=made.city, unit=unit, count=n))
    if made.wonder is not None:
        _place(tx, player, made.wonder, WONDER)
    for city in made.walls:
        _place(tx, player, city, WALLS)


ARMY = ("hoplite", "cavalry", "trireme")  # what "no army" looks for, regular or elite


def bonus_situations(s: State, content: Content, player: str) -> set[str]:
    """The AI reference's special situations that hold for `player` now:

    - `home_lost`: another player (or nobody) owns its Home City;
    - `no_army`: it has no hoplite, cavalry or trireme on the map beside its
      government marker's garrison;
    - `fewest_cities`: nobody owns fewer cities than it does (how far it must
      trail the player owning the most is each bonus's `behind`);
    - `trails_leader`: another player owns more cities than it does (how many
      more is each bonus's `behind`), so every rival of a runaway leader is lifted;
    - `most_cities`: nobody owns more cities than it does (how many it must own
      is each bonus's `cities`)."""
    found: set[str] = set()
    home = content.city_states[player].home if player in content.city_states else ""
    if home and s.areas[home].owner != player:
        found.add("home_lost")
    army = 0
    for area, st in s.areas.items():
        stack = st.units.get(player)
        if stack is not None:
            fixed = garrison_units(s, area, player)
            army += sum(n - fixed.get(k, 0) for k, n in stack.units.items() if base_unit(k) in ARMY)
    if army == 0:
        found.add("no_army")
    if cities_behind(s, player) is not None:
        found.add("fewest_cities")
    lead = leader_lead(s, player)
    if lead > 0:
        found.add("trails_leader")
    else:
        found.add("most_cities")
    return found


def leader_lead(s: State, player: str) -> int:
    """How many cities more than `player` the player owning the most owns (0 when it leads)."""
    owned = city_counts(s)
    return max(owned.values()) - owned[player]


def cities_behind(s: State, player: str) -> int | None:
    """How many cities fewer `player` owns than the player owning the most, when
    nobody owns fewer than it does (ties included); else None."""
    owned = city_counts(s)
    if any(n < owned[player] for n in owned.values()):
        return None
    return max(owned.values()) - owned[player]


def bonus_production(s: State, content: Content, player: str) -> list[AIBonus]:
    """The bonus production entries of the content whose situation holds, in content order."""
    holding = bonus_situations(s, content, player)
    behind = {"fewest_cities": cities_behind(s, player) or 0, "trails_leader": leader_lead(s, player)}
    owned = len(cities_of(s, player))
    return [
        b for b in content.ai_bonus
        if b.when in holding and behind.get(b.when, b.behind) >= b.behind and (b.when != "most_cities" or owned >= b.cities)
    ]


def _place(tx: Tx, player: str, city: str, upgrade: str) -> None:
    """Put `upgrade` under construction on a settlement of `city`: a free one,
    else over the first upgrade that is neither City Walls nor a Wonder.

    Reading: the AI builds as anyone builds, over an upgrade when no
    settlement is free; it never builds over City Walls or a Wonder."""
    area = tx.s.areas[city]
    layout = sites(tx.content, city)
    settlements = [i for i, site in enumerate(layout) if site.kind == SETTLEMENT]
    free = [i for i in settlements if area.slots[i] is None]
    over = [i for i in settlements if (u := area.slots[i]) is not None and u.kind not in (WALLS, WONDER)]
    candidates = free or over
    if not candidates:
        return
    slot = candidates[0]
    old = area.slots[slot]
    tx.emit(ev.UpgradeBuilt(
        player=player, city=city, slot=slot, upgrade=upgrade, replaced=old.kind if old else "",
        wonder=upgrade == WONDER,
    ))


def _require_movement_round(tx: Tx, player: str) -> AiSeat:
    seat = _require_ai_action(tx, player)
    if tx.s.round < 2:
        raise IllegalCommand("an AI player moves from the second round of a turn on")
    if seat.supply <= 0:
        raise IllegalCommand(f"{player} has no Supply left on the AI board; it passes")
    return seat


@decides(AiSupply)
def ai_supply(tx: Tx, player: str, cmd: AiSupply) -> None:
    _require_movement_round(tx, player)
    left = supply_movement.movable_from(tx, cmd.area, player)
    board = _board(tx.s, player)
    _board_changed(tx, player, msgspec.structs.replace(board, supply=board.supply - 1))
    reveal(tx, player, "movement")
    supply_movement.begin_movement(tx, player, cmd.area, left)


@decides(AiIdle)
def ai_idle(tx: Tx, player: str, cmd: AiIdle) -> None:
    _require_movement_round(tx, player)
    board = _board(tx.s, player)
    _board_changed(tx, player, msgspec.structs.replace(board, supply=board.supply - 1, commerce=board.commerce + 1))
    finish(tx, player)


def _guard(kind: type[Command], check: Any) -> None:
    """Wrap the decider of `kind` with a check that runs first."""
    inner = DECIDERS[kind]

    def guarded(tx: Tx, player: str, cmd: Any) -> None:
        check(tx, player, cmd)
        inner(tx, player, cmd)

    DECIDERS[kind] = guarded


def _no_board(tx: Tx, player: str, cmd: Any) -> None:
    if is_ai(tx.s, player):
        raise IllegalCommand("an AI player has no player board: it produces from AI cards and moves by supply")


def _ai_pass(tx: Tx, player: str, cmd: Any) -> None:
    if not is_ai(tx.s, player) or tx.s.phase != ACTION:
        return
    if tx.s.round < 2:
        raise IllegalCommand("an AI player produces in the first round")
    if seat_of(tx.s, player).supply > 0:
        raise IllegalCommand(f"{player} still has Supply on the AI board; it passes only at 0")


def _harmed_on(s: State, area: str) -> set[str]:
    """Who is harmed by what is aimed at an area: the players with units there and the city's owner."""
    st = s.areas[area]
    victims = {p for p, stack in st.units.items() if sum(stack.units.values()) > 0}
    if st.owner:
        victims.add(st.owner)
    return victims


def _hold_grudges(tx: Tx, victims: set[str], culprit: str) -> None:
    s = tx.s
    if s.ai is None:
        return
    for victim in sorted(victims - {culprit}):
        seat = s.ai.seats.get(victim)
        if seat is not None and seat.grudge != culprit:
            tx.emit(GrudgeSet(player=victim, against=culprit))


def _grudge_on_move(tx: Tx, player: str, cmd: Move) -> None:
    """Moving onto an area holding an AI's units or a city it owns harms it (tried is enough)."""
    if cmd.to in tx.s.areas:
        _hold_grudges(tx, _harmed_on(tx.s, cmd.to), player)


def grudge_on_target(tx: Tx, caster: str, effects: list[Effect], target: str) -> None:
    """A harmful invocation aimed at an AI player (or its area or city) puts the caster on its grudge space."""
    if tx.s.ai is None or not harms(effects):
        return
    victims = {target} if target in tx.s.players else _harmed_on(tx.s, target) if target in tx.s.areas else set()
    _hold_grudges(tx, victims, caster)


def grudge_on_world_event(tx: Tx, winner: str, effect: Effect, aimed: set[str]) -> None:
    """A harmful world event its winner aimed at an AI player (naming it, or picking
    an area or city where it stands or that it owns) puts the winner on its grudge
    space. What the card does to everyone alike, or to "every other player", is
    aimed at nobody in particular and sets no grudge."""
    if tx.s.ai is not None and harms([effect]):
        _hold_grudges(tx, aimed, winner)


for _command in (Build, ChangeGovernment, Train, Research, Worship, SupplyCommerce, SupplyMovement, ChoosePatron,
                 KeepEthos, Redraw):
    _guard(_command, _no_board)
_guard(Pass, _ai_pass)
_guard(Move, _grudge_on_move)


def _ai_end_movement(tx: Tx, player: str, cmd: Any) -> None:
    m = tx.s.movement
    if is_ai(tx.s, player) and m is not None and m.player == player and not m.sent:
        tx.emit(AiMovedNothing(player=player, area=m.area))


_guard(EndMovement, _ai_end_movement)


def moved_nothing(tx: Tx, player: str) -> bool:
    """Whether the movement just over was an AI's that moved no unit."""
    return any(isinstance(e, AiMovedNothing) and e.player == player for e in tx.events)


# -- world-event bids ----------------------------------------------------------------------------


def roll_ai_bids(tx: Tx) -> None:
    """Once the other bids are in: one yellow roll per AI player sets its bid
    (`mechanics.bidding.ai_bid`), never more than it takes to beat the most
    Favor another player holds."""
    from hellenica_tui.games.hellenica.gods.world_events import BidPlaced

    s = tx.s
    w = s.world
    if w is None or s.ai is None:
        return
    for player in s.ai.seats:
        if player in w.bids:
            continue
        face = tx.rng.choice(tx.content.dice["yellow"].faces)
        others = [p.favor for name, p in s.players.items() if name != player]
        amount = ai_bid(face, s.players[player].favor, others)
        tx.emit(AiBidRolled(player=player, face=face, amount=amount))
        tx.emit(BidPlaced(player=player, amount=amount))


# -- the garrison ------------------------------------------------------------------------------


def garrison_after_combat(tx: Tx) -> None:
    """A marker with one unit left is whole again; one with none is destroyed."""
    s = tx.s
    if s.ai is None:
        return
    for player, seat in s.ai.seats.items():
        if not seat.garrison:
            continue
        left = garrison_units(s, seat.garrison, player)
        if not left:
            tx.emit(GarrisonLost(player=player, area=seat.garrison))
        elif left != GARRISON:
            missing = {k: n - left.get(k, 0) for k, n in GARRISON.items() if left.get(k, 0) < n}
            tx.emit(GarrisonRestored(player=player, area=seat.garrison, units=missing))


hook(battle.AFTER_COMBAT, garrison_after_combat)


def regenerate_garrisons(tx: Tx) -> bool:
    """Upkeep: a destroyed marker returns on the AI's city with the most settlements."""
    s = tx.s
    if s.ai is None:
        return True
    for player, seat in s.ai.seats.items():
        if seat.garrison and not garrison_units(s, seat.garrison, player):
            tx.emit(GarrisonLost(player=player, area=seat.garrison))
        if seat.garrison:
            continue
        holdings = Holdings(s, tx.content, tx.board, player)
        city = most_settled(holdings, holdings.owned_cities(), tx.rng)
        if city is not None:
            tx.emit(GarrisonRegenerated(player=player, area=city))
    return True


upkeep.add_step("ai_government", regenerate_garrisons)


# -- the shared Ethos cards ----------------------------------------------------------------------


def deal_shared_ethos(tx: Tx) -> None:
    """Once, with the first Ethos deal: three different Ethos cards for the AI players."""
    s = tx.s
    if s.ai is None or s.ai.ethos:
        return
    deck = list(s.ethos_deck)
    tx.rng.shuffle(deck)
    cards: list[str] = []
    for card in deck:  # a duplicate is replaced by the next card
        if card not in cards:
            cards.append(card)
        if len(cards) == SHARED_ETHOS:
            break
    if cards:
        tx.emit(AiEthosDealt(cards=tuple(cards)))


# -- victory -------------------------------------------------------------------------------------


def ai_completed(s: State, content: Content, player: str) -> list[str]:
    """The objectives an AI player has completed: the public Pathos cards as
    for anyone, and at most two of the shared Ethos cards, judged with the AI
    assumptions (advancements, settlements, mines)."""
    board = Board.of(content)
    holdings = Holdings(s, content, board, player)
    done = [c for c in s.pathos if c in content.objectives and meets(s, content, player, content.objectives[c].condition)]
    shared = list(s.ai.ethos) if s.ai is not None else []
    needs: list[tuple[int, str]] = []
    settlement_cards: list[str] = []
    met: list[str] = []
    for card in shared:
        objective = content.objectives.get(card)
        if objective is None:
            continue
        cond, judge = objective.condition, objective.ai
        n: int = getattr(cond, "n", 0)
        if judge is None:
            if meets(s, content, player, cond):
                met.append(card)
        elif judge.by == "settlements":
            settlement_cards.append(card)
        elif judge.by == "mines":
            if len(assumed_mine_upgrades(_SiteUnits(holdings))) >= n:
                met.append(card)
        elif judge.by == "advancements":
            needs.append((n, card))
        elif judge.condition is not None and meets(s, content, player, judge.condition):
            met.append(card)
    needs.sort()
    met += [card for _, card in needs[: advancement_objectives_met(seat_of(s, player).advancements, [n for n, _ in needs])]]
    met += settlement_cards[: settlement_ethos_met(controlled_settlements(holdings), settlement_cards, settlement_cards)]
    return done + met[: objectives_met(0, len(met))]


def ai_ethos_reading(s: State, content: Content, player: str, card: str) -> tuple[int, int, str] | None:
    """How far an AI player is on a shared Ethos card, read as `ai_completed`
    reads it: (what it has, what the reading needs, what is counted). None for a
    card judged as printed or by another condition (measured like anyone's)."""
    judge = content.objectives[card].ai
    if judge is None or judge.by == "condition":
        return None
    n: int = getattr(content.objectives[card].condition, "n", 0)
    if judge.by == "advancements":
        return seat_of(s, player).advancements, n, "advancements on the AI board"
    holdings = Holdings(s, content, Board.of(content), player)
    if judge.by == "mines":
        return len(assumed_mine_upgrades(_SiteUnits(holdings))), n, "mine locations held"
    return controlled_settlements(holdings), SETTLEMENT_STEPS[0], "settlements controlled"


# -- evolve ----------------------------------------------------------------------------------------


@applies(AiReady)
def _ready(s: State, e: AiReady) -> None:
    if e.player in s.pending:
        s.pending.remove(e.player)


@applies(AiEthosDealt)
def _ethos(s: State, e: AiEthosDealt) -> None:
    assert s.ai is not None
    s.ai.ethos = list(e.cards)
    for card in e.cards:
        s.ethos_deck.remove(card)


@applies(AiDeckShuffled)
def _shuffled(s: State, e: AiDeckShuffled) -> None:
    assert s.ai is not None
    s.ai.deck = list(e.deck)
    s.ai.discard = []


@applies(AiCardRevealed)
def _revealed(s: State, e: AiCardRevealed) -> None:
    assert s.ai is not None
    s.ai.deck.remove(e.card)
    s.ai.discard.append(e.card)
    s.ai.seats[e.player].card = e.card


@applies(AiBoardChanged)
def _board_rows(s: State, e: AiBoardChanged) -> None:
    assert s.ai is not None
    seat, p = s.ai.seats[e.player], s.players[e.player]
    seat.advancements, seat.supply = e.advancements, e.supply
    p.favor, p.philosophers, p.commerce = e.favor, e.philosophers, e.commerce


@applies(AiBonusProduced)
def _bonus(s: State, e: AiBonusProduced) -> None:
    """Nothing changes here: the board and units it gives follow as their own events."""


@applies(AiMovedNothing)
def _moved_nothing(s: State, e: AiMovedNothing) -> None:
    """Nothing changes: the supply is spent and the movement ends."""


@applies(AiBidRolled)
def _bid_rolled(s: State, e: AiBidRolled) -> None:
    """The roll is on record; its bid follows as a BidPlaced."""


@applies(GrudgeSet)
def _grudge(s: State, e: GrudgeSet) -> None:
    assert s.ai is not None
    s.ai.seats[e.player].grudge = e.against


def _add_units(s: State, area: str, player: str, units: dict[str, int]) -> None:
    stack = stack_of(s, area, player)
    for key, n in units.items():
        stack.units[key] = stack.units.get(key, 0) + n


@applies(GarrisonRestored)
def _restored(s: State, e: GarrisonRestored) -> None:
    _add_units(s, e.area, e.player, e.units)


@applies(GarrisonLost)
def _lost(s: State, e: GarrisonLost) -> None:
    assert s.ai is not None
    s.ai.seats[e.player].garrison = ""


@applies(GarrisonRegenerated)
def _regenerated(s: State, e: GarrisonRegenerated) -> None:
    assert s.ai is not None
    s.ai.seats[e.player].garrison = e.area
    s.players[e.player].government_city = e.area
    _add_units(s, e.area, e.player, dict(GARRISON))


# -- the commands an AI seat may give now --------------------------------------------------------


def _ai_candidates(s: State, content: Content, player: str) -> list[Command] | None:
    if not is_ai(s, player) or s.movement is not None or s.combat is not None:
        return None
    if s.phase == PATRON:
        return [AiSetup()]
    if s.phase == ACTION and s.active == player and not s.pending:
        areas = sorted(a for a, st in s.areas.items() if player in st.units)
        return [AiProduce(), AiIdle(), Pass(), *(AiSupply(area=a) for a in areas)]
    return None


hook(legal.CHOICE_CANDIDATES, _ai_candidates)
