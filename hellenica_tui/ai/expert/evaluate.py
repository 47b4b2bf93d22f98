"""How a position looks for each player: its progress on the objectives it races
for, and from that an estimated chance to win.

A player's progress is the sum of its best `need` objectives (3 to win), a met
card counting 1 and any other `have / need` (capped below 1: nearly there is
not there), and a quarter of the other cards' progress. What will pay later
adds a little: cities, a city not its own that its units alone occupy (it
takes it at upkeep), units, advancements, Favor and Commerce, and for a
person's board the upgrades that power its actions (a Market above all:
without one it can neither supply nor move). A Home City weaker than an enemy
army one step from it costs its owner part of an objective: losing it gives
the enemy Destruction. A step crosses a clearing, never a mountain side (but
with Leadership), here as on the map. The chances are a softmax of those
scores: one objective's lead is worth about `SHARPNESS` to one in odds. Cheap
(a few counts per objective card), so a search calls it at the end of every
playout and a finished game is judged turn by turn with it.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping

from hellenica_tui.ai.expert.upkeep import standings_of, takers_of, win_at_upkeep
from hellenica_tui.games.hellenica.content.ability_schema import CrossMountains, HoldAreas
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import OVER, AreaState, Stack, State
from hellenica_tui.games.hellenica.effects.advancements import has
from hellenica_tui.games.hellenica.mechanics.movement import can_step, steps
from hellenica_tui.games.hellenica.mechanics.units import SHIPS
from hellenica_tui.games.hellenica.table.progress import Standing
from hellenica_tui.games.hellenica.victory.victory import objectives_to_win

SHARPNESS = 2.5  # odds of e**2.5 (about 12 to 1) for a whole objective's lead
NEARLY = 0.9  # an objective not met counts at most this much
REST = 0.25  # the other cards' progress, in parts of the best ones': another way to win if one stalls
CITY = 0.06  # a city's worth, in objectives
OCCUPIED = 0.15  # a city not its own where its units alone stand: it takes it at upkeep
UNIT = 0.01  # a unit on the map (up to UNIT_CAP of them)
UNIT_CAP = 25
ADVANCEMENT = 0.03
FAVOR = 0.01  # a Favor or a Commerce (up to STOCK_CAP of each)
STOCK_CAP = 10
# An upgrade of each kind that powers an action, on a person's board: what it is worth
# to have at least one (Train is powered by any of its three).
POWERS = {"market": 0.2, "temple": 0.06, "academy": 0.06, "train": 0.06}
TRAINS = ("barracks", "stables", "docks")
# What is on its way to an open objective, in parts of what the card counts.
AFLOAT = 0.5  # a Trireme in port, towards Sea Power
TAKEN = 0.8  # a city its units alone occupy, towards Empire or Destruction
THREAT = 0.3  # an undefended city next to its land units
MINING = 0.4  # the Mining advancement, towards upgrades on mines
HOME_THREAT = 0.4  # a Home City weaker than the enemy army beside it, off its owner's score
HOME_TAKEN = 0.8  # a Home City only enemy units stand on (lost at upkeep)
HERO = 0.5  # a Hero's part of a unit's strength, attacking or defending a city
_EMPTY = Stack(units={}, supplied={})


def progress(st: Standing, need: int, nearer: dict[str, float] | None = None) -> float:
    """The sum of the `need` best objectives' progress (met: 1); `nearer` adds to a
    card's count what is on its way to it (see `_on_the_way`)."""
    nearer = nearer or {}
    values = sorted((_part(g.met, g.have + nearer.get(g.card, 0.0), g.need) for g in st.goals), reverse=True)
    return sum(values[:need]) + REST * sum(values[need:])


def _part(met: bool, have: float, need: int) -> float:
    if met:
        return 1.0
    return min(have / need, NEARLY) if need > 0 else 0.0


def scores(
    state: State, content: Content | None = None, standings: Mapping[str, Standing] | None = None,
    takers: Mapping[str, str] | None = None,
) -> dict[str, float]:
    """Each player's score on `state` as it is (every secret in it read: give it a
    view or a sampled position, never a real state, when playing fair), from its
    `standings` and `takers` when the caller has them. While a built map is being
    made (its areas not yet those of the game), all are even."""
    content = content or content_of(state)
    if state.areas.keys() != content.areas.keys():
        return dict.fromkeys(state.players, 0.0)
    standings = standings or standings_of(state, content)
    takers = takers_of(state) if takers is None else takers
    need = objectives_to_win(state, content)
    out: dict[str, float] = {}
    units = _units(state)
    occupied = Counter(takers.values())
    board = Board.of(content)
    armies = _armies(state)
    for name, p in state.players.items():
        st = standings[name]
        nearer = _on_the_way(state, content, name, st, armies.get(name, {}), takers)
        out[name] = (
            progress(st, need, nearer) + CITY * st.cities + UNIT * min(units.get(name, 0), UNIT_CAP)
            + OCCUPIED * occupied.get(name, 0)
            + ADVANCEMENT * len(p.advancements) + FAVOR * (min(p.favor, STOCK_CAP) + min(p.commerce, STOCK_CAP))
            + (_powers(state, name) if p.kind != "ai" else 0.0)
            - _home_danger(state, board, name)
        )
    return out


def _on_the_way(
    state: State, content: Content, player: str, st: Standing, armies: dict[str, float], takers: Mapping[str, str],
) -> dict[str, float]:
    """For each objective card still open, a part of what it counts that is on its way:
    Triremes not yet at sea (one move puts each on a sea of its own), cities its land
    units alone occupy (taken at upkeep) or stand one step from with nobody to defend them,
    a foreign Home City so reached, and the Mining advancement that opens the mines."""
    out: dict[str, float] = {}
    reach: tuple[int, int, int, int] | None = None
    for g in st.goals:
        if g.met:
            continue
        what = getattr(content.objectives[g.card].condition, "what", "")
        if what == "sea_areas":
            docked = sum(stack.units.get(k, 0) for a, area in state.areas.items() if content.areas[a].kind == "land"
                         for q, stack in area.units.items() if q == player for k in SHIPS)
            out[g.card] = AFLOAT * min(docked, g.need - g.have)
        elif what in ("cities", "foreign_home_cities"):
            reach = reach or _reach(state, Board.of(content), player, armies, takers)
            held, near = reach[2:] if what == "foreign_home_cities" else reach[:2]
            out[g.card] = min(TAKEN * held + THREAT * near, g.need - g.have)
        elif what == "mine_upgrades" and "mining" in state.players[player].advancements:
            out[g.card] = MINING
    return out


def _reach(
    state: State, board: Board, player: str, armies: dict[str, float], takers: Mapping[str, str],
) -> tuple[int, int, int, int]:
    """Cities not `player`'s its land units alone occupy (`takers`), those one step from more of
    its land units than stand there to defend them (walls count as one more defender;
    Triremes never hold a city against an army), and the same two counts for others'
    Home Cities."""
    counts = [0, 0, 0, 0]

    def count(a: str, at: int) -> None:
        counts[at] += 1
        owner = state.areas[a].owner
        if owner and board.home_of(owner) == a:
            counts[2 + at] += 1

    for a, who in takers.items():
        if who == player:
            count(a, 0)
    attack_at: dict[str, float] = {}  # the strongest of its armies one step from each area
    leads = has(board.content, state.players[player], CrossMountains)
    for b, strength in armies.items():
        for a in steps("hoplite", b, board, leadership=leads):
            if strength > attack_at.get(a, 0.0):
                attack_at[a] = strength
    for a, attack in attack_at.items():
        area = state.areas[a]
        if not area.slots or area.owner == player or takers.get(a) == player:
            continue
        others = [stack for q, stack in area.units.items() if q != player and any(stack.units.values())]
        if not others and any(area.units.get(player, _EMPTY).units.values()):
            continue  # a creature there strikes first at upkeep: no city to count on
        if attack > _defence(area, others):
            count(a, 1)
    return counts[0], counts[1], counts[2], counts[3]


def _armies(state: State) -> dict[str, dict[str, float]]:
    """Per player, the strength of its land units (`_land`) on each area where it has some."""
    out: dict[str, dict[str, float]] = {}
    for a, area in state.areas.items():
        for q, stack in area.units.items():
            n = _land(stack)
            if n:
                out.setdefault(q, {})[a] = n
    return out


def _home_danger(state: State, board: Board, player: str) -> float:
    """What `player` stands to lose at its Home City (its own, not yet taken): an enemy's
    units alone on it (taken at upkeep), or more enemy land units next to it than
    stand there to defend it. Losing it gives the enemy Destruction and its
    settlements, and costs the owner its richest city."""
    home = state.players[player].home
    area = state.areas.get(home)
    if area is None or area.owner != player:
        return 0.0
    present = [q for q, stack in area.units.items() if sum(stack.units.values()) > 0]
    if present and player not in present:
        return HOME_TAKEN
    defenders = _defence(area, [area.units.get(player, _EMPTY)])
    for b in board.land_neighbours(home):
        for q, stack in state.areas[b].units.items():
            if q != player and _land(stack) > defenders and can_step(
                "hoplite", b, home, board, leadership=has(board.content, state.players[q], CrossMountains),
            ):
                return HOME_THREAT
    return 0.0


def _defence(area: AreaState, stacks: list[Stack]) -> float:
    """The strength of these stacks holding a city: their land units, and City Walls
    as one more (walls alone hold nothing)."""
    strength = sum(_land(stack) for stack in stacks)
    return strength + sum(up is not None and up.kind == "city_walls" for up in area.slots) if strength else 0.0


def _land(stack: Stack) -> float:
    """The strength of the land units in a stack: a Hero half a unit (one die that
    adds to the others, nothing on its own)."""
    return sum(n * (HERO if k == "hero" else 1.0) for k, n in stack.units.items() if n > 0 and k not in SHIPS)


def _units(state: State) -> dict[str, int]:
    """Units on the map per player."""
    units: dict[str, int] = {}
    for area in state.areas.values():
        for player, stack in area.units.items():
            units[player] = units.get(player, 0) + sum(stack.units.values())
    return units


def _powers(state: State, player: str) -> float:
    """What the upgrades of `player`'s cities that power its actions are worth."""
    kinds: set[str] = set()
    for area in state.areas.values():
        if area.owner != player:
            continue
        for up in area.slots:
            if up is not None:
                kinds.add("train" if up.kind in TRAINS else up.kind)
    return sum(POWERS.get(k, 0.0) for k in kinds)


def chances(state: State, content: Content | None = None, bonus: dict[str, float] | None = None) -> dict[str, float]:
    """Each player's estimated chance to win (they sum to 1). A finished game gives
    its winners their share and everyone else nothing. `bonus` adds to players'
    scores what the position does not show (how soon kept Ethos cards can be met)."""
    if state.phase == OVER:
        won = set(state.winners)
        return {name: (1 / len(won) if name in won else 0.0) for name in state.players}
    content = content or content_of(state)
    built = state.areas.keys() == content.areas.keys()
    # Each read once, for the race and the upkeep.
    standings = standings_of(state, content) if built else None
    takers = takers_of(state) if built else None
    s = scores(state, content, standings, takers)
    for name, extra in (bonus or {}).items():
        s[name] += extra
    top = max(s.values())
    weights = {name: math.exp(SHARPNESS * (v - top)) for name, v in s.items()}
    total = sum(weights.values())
    race = {name: w / total for name, w in weights.items()}
    if standings is None:
        return race
    return _with_upkeep(race, win_at_upkeep(state, content, objectives_to_win(state, content), standings, takers))


def _with_upkeep(race: dict[str, float], now: dict[str, float]) -> dict[str, float]:
    """The race's chances, after those who may win at the coming upkeep take theirs: a
    player alone to win there takes it all, several at once share (the tie-breaks
    decide), and only if nobody does is the game shared out by the race."""
    nobody = 1.0
    for w in now.values():
        nobody *= 1 - w
    out = {}
    for name, w in now.items():
        others = 1.0
        for other, v in now.items():
            if other != name:
                others *= 1 - v
        out[name] = w * others + 0.5 * w * (1 - others) + nobody * race[name]
    total = sum(out.values())
    return {name: v / total for name, v in out.items()} if total > 0 else race


# How soon a person's own actions can meet an Ethos card, by what it counts, in parts
# of an objective: research and trade need no fight and no room on the map (several
# a turn with Commerce), temples to four deities only four builds; five upgrades of
# one kind ask for room and builds, elite armies for upkeep after upkeep of training,
# and the rest for luck (world events, creatures) or for war. Two kinds count against
# a pair: units (Might, the most units: a race against rulebook AIs whose armies
# outgrow any person's; Seafarers' seven Triremes count units too) and upgrades on
# mines (Production, which waits for Mining and then for mines taken). Kept, Might
# won 3 of 44 two-player games and Production 18 of 59; the other cards 39% to 65%.
EASE = {
    "advancement_categories": 0.5, "commerce": 0.45, "deities": 0.4, "advancements": 0.3,
    "upgrades": 0.15, "elite_units": 0.05, "mine_upgrades": -0.3, "units": -0.5,
}
NEAR_HOME = 2  # steps from the Home City within which areas to hold count as near


def ease(state: State, player: str, cards: tuple[str, ...] | list[str], content: Content | None = None) -> float:
    """How soon `player` (a person) can meet these Ethos cards, summed: what chooses
    which two of the dealt cards to keep, beside the progress they already show."""
    content = content or content_of(state)
    board = Board.of(content)
    home = state.players[player].home
    total = 0.0
    for card in cards:
        cond = content.objectives[card].condition
        if isinstance(cond, HoldAreas):
            near = sum(board.distance(home, a) <= NEAR_HOME for a in cond.areas if a in content.areas)
            total += 0.3 if near >= cond.n else 0.0
        else:
            total += EASE.get(getattr(cond, "what", ""), 0.0)
    return total
