"""The Great Battle: each league lays its tokens face down in the slots of their
unit and one figure on each front; then front by front, column by column, the
tokens are shown, the figures may join a column once a front, and majorities of
columns and of fronts decide, with the tie-breaks of the end of the game."""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.epireia import commands as c
from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.state import Battle, State
from hellenica_tui.games.epireia.tx import Tx
from hellenica_tui.games.epireia.vocabulary import LEAGUES, League, ahead, other


def _battle(state: State) -> Battle:
    if state.battle is None:
        raise IllegalCommand("the Great Battle has not begun", "battle")
    return state.battle


def league_tokens(state: State, league: League) -> list[str]:
    """The tokens a league brings: its cities' reserves and its allied Greek cities'."""
    tokens = [t for city in state.members(league) for t in city.reserve]
    return tokens + [t for t in state.leagues[league].allies.values() if t]


def may_place(state: State, player: str, token: str) -> bool:
    """A city places its own tokens; any city of the league places its allies' tokens."""
    city = state.city(player)
    return token in city.reserve or token in state.leagues[city.league].allies.values()


def check(state: State, content: Content, player: str, command: Command) -> None:
    battle = _battle(state)
    league = state.city(player).league
    if isinstance(command, c.Commit | c.Hold):
        if state.phase != "battle" or asked(state, content) != player:
            raise IllegalCommand("only the figure asked after a column is shown may join it or hold", "battle")
        return
    if state.phase != "battle_setup":
        raise IllegalCommand("the battlefield is set before the fronts are fought", "battle")
    if player in battle.ready:
        raise IllegalCommand("you are ready; your side of the battlefield is set", "battle")
    match command:
        case c.Place(token=t, slot=slot):
            if not t or not may_place(state, player, t):
                raise IllegalCommand(f"{t!r} is not a token you may lay", "battle")
            where = content.slots.get(slot)
            if where is None:
                raise IllegalCommand(f"there is no slot {slot!r}", "battle")
            if content.tokens[t].unit != where.unit:
                raise IllegalCommand(f"{slot} takes {where.unit}, not {content.tokens[t].unit}", "battle")
            if slot in battle.slots[league]:
                raise IllegalCommand(f"{slot} already holds a token", "battle")
        case c.Lead(figure=f, front=front):
            if f not in state.city(player).figures:
                raise IllegalCommand(f"{f!r} is not one of your figures in play", "battle")
            if front not in [fr.id for fr in content.fronts]:
                raise IllegalCommand(f"there is no front {front!r}", "battle")
            if front in battle.leads[league]:
                raise IllegalCommand(f"a figure of your league already leads the {front}", "battle")


def do(tx: Tx, player: str, command: Command) -> None:
    league = tx.state.city(player).league
    match command:
        case c.Place(token=t, slot=slot):
            tx.emit(e.TokenPlaced(player=player, league=league, token=t, slot=slot))
        case c.Lead(figure=f, front=front):
            tx.emit(e.FigureLed(player=player, league=league, figure=f, front=front))
        case c.Ready():
            tx.emit(e.PlayerReady(player=player))
            if len(_battle(tx.state).ready) == len(tx.state.cities):
                leads = {lg: dict(_battle(tx.state).leads[lg]) for lg in LEAGUES}
                tx.emit(e.LeadsRevealed(leads=leads))  # type: ignore[arg-type]
                proceed(tx)
        case c.Commit() | c.Hold():
            front = tx.content.fronts[_battle(tx.state).front].id
            tx.emit(e.Answered(player=player, league=league, front=front, commit=isinstance(command, c.Commit)))
            proceed(tx)


def totals(state: State, content: Content, figures: bool = True) -> dict[League, int]:
    """Each league's power in the column now shown: its tokens there and (unless
    `figures` is False) its figure if it joined."""
    battle = _battle(state)
    front = content.fronts[battle.front].id
    out: dict[League, int] = {}
    for lg in LEAGUES:
        power = sum(
            content.tokens[t].value
            for slot, t in battle.slots[lg].items()
            if content.slots[slot].front == front and content.slots[slot].column == battle.column
        )
        if figures and battle.committed[lg].get(front) == battle.column:
            power += content.figures[battle.leads[lg][front]].attack
        out[lg] = power
    return out


def _able(battle: Battle, league: League, front: str) -> bool:
    return front in battle.leads[league] and front not in battle.committed[league]


def asked_league(state: State, content: Content) -> League | None:
    """Whose figure is asked to join the column shown. The league behind asks first
    (the Delian League on a tie); then the other; and if only the second joined, the
    first may answer it."""
    battle = state.battle
    if battle is None or state.phase != "battle" or battle.column == 0:
        return None
    front = content.fronts[battle.front].id
    power = totals(state, content, figures=False)  # who is behind before any figure joins
    first: League = "peloponnesian" if power["peloponnesian"] < power["delian"] else "delian"
    second = other(first)
    said: dict[League, list[bool]] = {}
    for lg, commit in battle.answers:
        said.setdefault(lg, []).append(commit)
    if first not in said and _able(battle, first, front):
        return first
    if second not in said and _able(battle, second, front):
        return second
    if said.get(second) == [True] and said.get(first) == [False] and _able(battle, first, front):
        return first
    return None


def asked(state: State, content: Content) -> str | None:
    """The player whose figure leads the front of the league asked."""
    league = asked_league(state, content)
    if league is None or state.battle is None:
        return None
    figure = state.battle.leads[league][content.fronts[state.battle.front].id]
    owner = state.owner_of(figure)
    return owner.name if owner else None


def proceed(tx: Tx) -> None:
    """Show columns and decide them until a figure must answer or the battle is over."""
    content = tx.content
    while True:
        battle = _battle(tx.state)
        if battle.front >= len(content.fronts):
            finish(tx)
            return
        front = content.fronts[battle.front]
        if battle.column == 0:
            _reveal(tx, front.id, 1)
            continue
        if asked_league(tx.state, content) is not None:
            return
        power = totals(tx.state, content)
        winner = ahead(power["delian"], power["peloponnesian"])
        tx.emit(e.ColumnDecided(
            front=front.id, column=battle.column, delian=power["delian"],
            peloponnesian=power["peloponnesian"], winner=winner,
        ))  # fmt: skip
        if battle.column < len(front.columns):
            _reveal(tx, front.id, battle.column + 1)
        else:
            won = [_battle(tx.state).columns[f"{front.id}-{n}"] for n in range(1, len(front.columns) + 1)]
            d, p = won.count("delian"), won.count("peloponnesian")
            tx.emit(e.FrontDecided(front=front.id, winner=ahead(d, p)))


def _reveal(tx: Tx, front: str, column: int) -> None:
    battle = _battle(tx.state)
    shown = {
        lg: {
            slot: t
            for slot, t in sorted(battle.slots[lg].items())
            if tx.content.slots[slot].front == front and tx.content.slots[slot].column == column
        }
        for lg in LEAGUES
    }
    tx.emit(e.ColumnRevealed(front=front, column=column, tokens=shown))  # type: ignore[arg-type]


def finish(tx: Tx) -> None:
    """The majority of fronts; on a tie the maritime front; then the highest Prestige
    of a city, then the most Copper of a city, then the fuller treasury; last the
    Peloponnesian League, which holds its ground."""
    state = tx.state
    fronts = _battle(state).fronts
    count = {lg: sum(1 for w in fronts.values() if w == lg) for lg in LEAGUES}
    best = ahead(count["delian"], count["peloponnesian"])
    if state.solo and best is None:
        enemy = other(state.cities[0].league)
        tx.emit(e.GameWon(league=enemy, reason=f"fronts tied {count[enemy]} to {count[enemy]}: a loss in the solo game"))
        return
    if best is not None:
        tx.emit(e.GameWon(league=best, reason=f"won {count[best]} fronts to {count[other(best)]}"))
        return
    maritime = fronts.get("maritime", "")
    if maritime in LEAGUES:
        tx.emit(e.GameWon(league=maritime, reason="fronts tied; won the maritime front"))
        return
    for what, measure in (
        ("the highest Prestige", [max(m.prestige for m in state.members(lg)) for lg in LEAGUES]),
        ("the most Copper", [max(m.resources.get("copper", 0) for m in state.members(lg)) for lg in LEAGUES]),
        ("the fuller treasury", [sum(state.leagues[lg].treasury.values()) for lg in LEAGUES]),
    ):
        best = ahead(*measure)
        if best is not None:
            tx.emit(e.GameWon(league=best, reason=f"fronts tied, no maritime victory; {what}"))
            return
    tx.emit(e.GameWon(league="peloponnesian", reason="tied in every count; the defender holds"))


def candidates(state: State, content: Content, player: str) -> list[Command]:
    battle = state.battle
    if battle is None:
        return []
    if state.phase == "battle":
        return [c.Commit(), c.Hold()] if asked(state, content) == player else []
    if player in battle.ready:
        return []
    league = state.city(player).league
    placed = set(battle.slots[league].values())
    free = [sl for sl in content.slots.values() if sl.id not in battle.slots[league]]
    out: list[Command] = []
    for t in league_tokens(state, league):
        if t not in placed and may_place(state, player, t):
            out += [c.Place(token=t, slot=sl.id) for sl in free if sl.unit == content.tokens[t].unit]
    led = set(battle.leads[league].values())
    for f in state.city(player).figures:
        if f not in led:
            out += [c.Lead(figure=f, front=fr.id) for fr in content.fronts if fr.id not in battle.leads[league]]
    out.append(c.Ready())
    return out
