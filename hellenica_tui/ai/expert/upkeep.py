"""Who may win at the coming upkeep, and how likely: what makes the last step count.

The evaluation's progress counts a card nearly met almost as much as one met
(`evaluate.NEARLY`): right for a race of many turns, wrong at its end, where a
third card met at upkeep wins the game and one short of it wins nothing. Here
each card a player races for gets the chance it stands met when the coming
upkeep judges victory:

- a card met now stays met (`HOLDS`), but for cities: those that only another
  player's units occupy change hands at upkeep, so a player's count at upkeep is
  its cities, plus those only its units occupy, less its own that only others'
  occupy;
- a card one short of being met may still be met before upkeep by a person who
  may act and holds what that step takes (a Build cube or the Commerce for an
  Exchange for an upgrade, a Research cube for an advancement, a Supply cube for
  a march or a sail), or by any player one city short who may still march
  (`LAST_STEP`, `LAST_CITY`);
- any other card stays unmet.

The chance to win at upkeep is that of at least the cards needed standing met
(cards taken as independent). A player who may win at upkeep takes that share of
the game; only what is left is shared out by the longer race (`evaluate.chances`).
"""

from __future__ import annotations

from collections.abc import Mapping

from hellenica_tui.games.hellenica.content.ability_schema import Most
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import ACTION, OVER, UPKEEP, AreaState, State
from hellenica_tui.games.hellenica.table.progress import Goal, Standing, standing

HOLDS = 0.95  # a card met now, still met at upkeep (a fight, a world event may undo it)
LAST_STEP = 0.6  # a person's card one step short, the step in hand
LAST_CITY = 0.35  # one city short, with a march left before upkeep
STEPS = {  # what a person's last step on a card takes: the action cube, or Commerce for an Exchange
    "upgrades": "build", "deities": "build", "mine_upgrades": "build",
    "advancements": "research", "advancement_categories": "research",
    "units": "train", "elite_units": "train", "sea_areas": "supply",
}


def win_at_upkeep(
    state: State, content: Content, need: int, standings: Mapping[str, Standing] | None = None,
    takers: Mapping[str, str] | None = None,
) -> dict[str, float]:
    """Each player's chance to have `need` cards met when the coming upkeep judges victory
    (from its `standings` and `takers` when the caller has them)."""
    standings = standings or standings_of(state, content)
    board = Board.of(content)
    cities, homes = _at_upkeep(state, board, takers_of(state) if takers is None else takers)
    out = {}
    for name in state.players:
        marches = _may_march(state, name)
        chances = [_stands(state, content, name, g, cities.get(name, 0), homes.get(name, 0), marches)
                   for g in standings[name].goals]
        out[name] = _at_least(chances, need)
    return out


def standings_of(state: State, content: Content) -> dict[str, Standing]:
    """Every player's standing on `state`, every card measured."""
    return {name: standing(state, content, name) for name in state.players}


def _stands(state: State, content: Content, player: str, goal: Goal, cities: int, homes: int, marches: bool) -> float:
    """The chance `goal` stands met for `player` at upkeep."""
    cond = content.objectives[goal.card].condition
    what = getattr(cond, "what", "")
    if what == "cities":
        if cities >= goal.need:
            return HOLDS
        return LAST_CITY if cities == goal.need - 1 and marches else 0.0
    if what == "foreign_home_cities":
        return HOLDS if homes >= goal.need else 0.0
    if goal.met:
        return HOLDS
    if isinstance(cond, Most) or goal.need - goal.have > 1:
        return 0.0
    return LAST_STEP if _step_in_hand(state, player, STEPS.get(what, "")) else 0.0


def _step_in_hand(state: State, player: str, action: str) -> bool:
    """Whether a person may still take an action of this kind before upkeep."""
    p = state.players[player]
    if not action or p.kind == "ai" or p.passed or state.phase in (UPKEEP, OVER):
        return False
    return p.cubes.get(action, 0) > 0 or (action != "supply" and p.commerce >= 3)


def _may_march(state: State, player: str) -> bool:
    """Whether `player` may still move units before upkeep: before the action phase (the
    whole turn ahead), or not passed with Supply left in it (an AI's Supply row, a
    person's cube)."""
    if state.phase in (UPKEEP, OVER):
        return False
    if state.phase != ACTION:
        return True
    if state.movement is not None and state.movement.player == player and any(state.movement.left.values()):
        return True  # a march under way
    p = state.players[player]
    if p.passed:
        return False
    if p.kind == "ai":
        seat = state.ai.seats.get(player) if state.ai is not None else None
        return seat is not None and (seat.supply > 0 or state.round <= 1)
    return p.cubes.get("supply", 0) > 0


def taker(area: AreaState) -> str:
    """Who takes this City Area at upkeep: the one player whose units alone stand on it,
    when it is not its own already and no creature there strikes first; else ""."""
    present = [q for q, stack in area.units.items() if any(n > 0 for n in stack.units.values())]
    if len(present) == 1 and present[0] != area.owner and area.slots and not area.creature:
        return present[0]
    return ""


def takers_of(state: State) -> dict[str, str]:
    """The City Areas that change hands at upkeep, each with who takes it (`taker`)."""
    out = {}
    for a, area in state.areas.items():
        if area.slots and area.units:
            who = taker(area)
            if who:
                out[a] = who
    return out


def _at_upkeep(state: State, board: Board, takers: Mapping[str, str]) -> tuple[dict[str, int], dict[str, int]]:
    """Per player, the cities it will own once upkeep's conquests are done (`takers`), and
    the others' Home Cities among them."""
    cities: dict[str, int] = {}
    homes: dict[str, int] = {}
    for a, area in state.areas.items():
        owner = takers.get(a) or area.owner
        if not area.slots or not owner:
            continue
        cities[owner] = cities.get(owner, 0) + 1
        home_of = board.content.areas[a].home_of
        if home_of and home_of != owner and home_of in state.players:
            homes[owner] = homes.get(owner, 0) + 1
    return cities, homes


def _at_least(chances: list[float], need: int) -> float:
    """The chance at least `need` of these independent events happen."""
    dist = [1.0] + [0.0] * len(chances)  # dist[k]: the chance exactly k happened so far
    for p in chances:
        for k in range(len(chances), 0, -1):
            dist[k] = dist[k] * (1 - p) + dist[k - 1] * p
        dist[0] *= 1 - p
    return sum(dist[need:])
