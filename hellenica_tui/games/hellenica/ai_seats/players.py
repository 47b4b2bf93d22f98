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

from __future__ import annotations

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.ai_seats.commands import (
    AiIdle,
    AiProduce,
    AiSetup,
    AiSupply,
)
from hellenica_tui.games.hellenica.ai_seats.events import (
    AiBidRolled,
    AiBoardChanged,
    AiBonusProduced,
    AiCardRevealed,
    AiDeckShuffled,
    AiEthosDealt,
    AiReady,
    GarrisonLost,
    GarrisonRegenerated,
    GarrisonRestored,
)
from hellenica_tui.games.hellenica.ai_seats.holdings import (
    Holdings,
    garrison_units,
)
from hellenica_tui.games.hellenica.ai_seats.seats import (
    SHARED_ETHOS,
    WALLS,
    WONDER,
    seat_of,
)
from hellenica_tui.games.hellenica.ai_seats.setup import GARRISON
from hellenica_tui.games.hellenica.ai_seats.state import AiSeat
from hellenica_tui.games.hellenica.content.schema import AIBonus, AIProduction, Content
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import PATRON, State, cities_of, city_counts, is_ai
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.actions import finish, require_turn
from hellenica_tui.games.hellenica.economy.upgrades import SETTLEMENT, sites
from hellenica_tui.games.hellenica.gods.events import BidPlaced
from hellenica_tui.games.hellenica.mechanics.ai_production import (
    AiBoard,
    most_settled,
    produce,
    production_column,
)
from hellenica_tui.games.hellenica.mechanics.ai_victory import SETTLEMENT_STEPS
from hellenica_tui.games.hellenica.mechanics.bidding import ai_bid
from hellenica_tui.games.hellenica.mechanics.units import base_unit
from hellenica_tui.games.hellenica.war import supply_movement
from hellenica_tui.games.kit.tables import Deciders

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


def ai_setup(tx: Tx, player: str, cmd: AiSetup) -> None:
    if not is_ai(tx.s, player):
        raise IllegalCommand("only an AI player gives AI commands")
    if tx.s.phase != PATRON or player not in tx.s.pending:
        raise IllegalCommand(f"{player} has already taken its place")
    tx.emit(AiReady(player=player))


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
            tx.emit(econ_ev.UnitsTrained(player=player, city=made.city, unit=unit, count=n))
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
    slot = free[0] if free else over[0] if over else None
    if slot is None:
        return
    old = area.slots[slot]
    tx.emit(econ_ev.UpgradeBuilt(
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


def ai_supply(tx: Tx, player: str, cmd: AiSupply) -> None:
    _require_movement_round(tx, player)
    left = supply_movement.movable_from(tx, cmd.area, player)
    board = _board(tx.s, player)
    _board_changed(tx, player, msgspec.structs.replace(board, supply=board.supply - 1))
    reveal(tx, player, "movement")
    supply_movement.begin_movement(tx, player, cmd.area, left)


def ai_idle(tx: Tx, player: str, cmd: AiIdle) -> None:
    _require_movement_round(tx, player)
    board = _board(tx.s, player)
    _board_changed(tx, player, msgspec.structs.replace(board, supply=board.supply - 1, commerce=board.commerce + 1))
    finish(tx, player)


# -- world-event bids ----------------------------------------------------------------------------


def roll_ai_bids(tx: Tx) -> None:
    """Once the other bids are in: one yellow roll per AI player sets its bid
    (`mechanics.bidding.ai_bid`), never more than it takes to beat the most
    Favor another player holds."""
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



# -- the shared Ethos cards ----------------------------------------------------------------------


def deal_shared_ethos(tx: Tx) -> None:
    """Once, with the first Ethos deal: three different Ethos cards for the AI players.

    A duplicate is replaced by the next card (the rulebook's rule,
    `setup.ai_ethos_replaced = "duplicates"`). With "duplicates_and_settlements"
    (a variant, and rules data written before the key) so is a third card judged
    by settlements: the AIs' reading counts those cards together (one met at 10
    settlements, two at 14), so a third could never count and leaves the AIs a
    shared card fewer to win with, as a duplicate would.
    """
    s = tx.s
    if s.ai is None or s.ai.ethos:
        return
    deck = list(s.ethos_deck)
    tx.rng.shuffle(deck)
    cards: list[str] = []
    families = tx.content.scenario.setup.ai_ethos_replaced == "duplicates_and_settlements"
    for card in deck:
        family = [c for c in cards if _by_settlements(tx.content, c)]
        third = families and _by_settlements(tx.content, card) and len(family) >= len(SETTLEMENT_STEPS)
        if card not in cards and not third:
            cards.append(card)
        if len(cards) == SHARED_ETHOS:
            break
    if cards:
        tx.emit(AiEthosDealt(cards=tuple(cards)))


def _by_settlements(content: Content, card: str) -> bool:
    judge = content.objectives[card].ai
    return judge is not None and judge.by == "settlements"


# What decides each command of this module.
DECIDERS = (
    Deciders[Tx]()
    .on(AiSetup, ai_setup)
    .on(AiProduce, ai_produce)
    .on(AiSupply, ai_supply)
    .on(AiIdle, ai_idle)
)
