"""`evolve`: each event's change to the state. Pure and total: no checks, no dice;
every number it needs is in the event."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.state import Battle, State
from hellenica_tui.games.epireia.vocabulary import LEAGUES, Resources


def _add(into: Resources, amounts: Resources, sign: int = 1) -> None:
    for resource, n in amounts.items():
        into[resource] = into.get(resource, 0) + sign * n


def _take_token(state: State, token: str) -> None:
    for deck in state.decks.values():
        if token in deck:
            deck.remove(token)
            return


def evolve(state: State, event: Event) -> State:
    match event:
        case e.CityPicked(player=p, city=chosen):
            state.city(p).city = chosen
            state.picking += 1
            if state.picking == len(state.pick_order):
                state.phase, state.picking = "pick_admin", 0
        case e.AdminPicked(player=p, admin=admin):
            state.city(p).admin = admin
            state.picking += 1
            if state.picking == len(state.pick_order):
                state.phase, state.picking = "pick_figure", 0
        case e.FigurePicked(player=p, figure=f):
            state.secret_picks[p] = f
        case e.FiguresRevealed(picks=picks):
            for p, f in picks.items():
                state.city(p).figures.append(f)
            state.secret_picks = {}
        case e.ActDrawn(act=act, card=card):
            state.act, state.card, state.act_done = act, card, False
            state.cards_drawn.append(card)
        case e.BrigandsPlaced(space=space):
            state.territories.pop(space, None)
            if space not in state.brigands:
                state.brigands.append(space)
        case e.RoundBegan(round=n):
            state.round = n
        case e.TurnBegan(player=p, phase=phase, actions=n):
            state.phase, state.current, state.actions_left = phase, p, n
            state.turn += 1
        case e.ActCompleted():
            state.act_done = True
        case e.Paid(player=p, own=own, treasury=treasury):
            _add(state.city(p).resources, own, -1)
            _add(state.leagues[state.city(p).league].treasury, treasury, -1)
        case e.ActionSpent():
            state.actions_left -= 1
        case e.Donated(player=p, resource=r, amount=n):
            city = state.city(p)
            city.resources[r] -= n
            city.donations += 1
            _add(state.leagues[city.league].treasury, {r: n})
        case e.PrestigeGained(player=p, amount=n):
            state.city(p).prestige += n
        case e.BonusReached(player=p, level=level):
            state.city(p).bonuses.append(level)
        case e.Built(player=p, building=b):
            state.city(p).buildings.append(b)
        case e.TokenGained(player=p, token=t):
            _take_token(state, t)
            state.city(p).reserve.append(t)
        case e.RecruitOwed(player=p):
            state.city(p).recruits_owed += 1
        case e.FigureRecruited(player=p, figure=f):
            city = state.city(p)
            city.figures.append(f)
            city.recruits_owed = max(0, city.recruits_owed - 1)
        case e.AbilityUsed(player=p, round=n):
            city = state.city(p)
            city.ability_uses += 1
            city.ability_round = n
        case e.Blessed(player=p, round=n):
            state.city(p).blessed_round = n
        case e.ResourcesGained(player=p, resources=res):
            _add(state.city(p).resources, res)
        case e.Withdrawn(player=p, resource=r, amount=n):
            city = state.city(p)
            _add(state.leagues[city.league].treasury, {r: n}, -1)
            _add(city.resources, {r: n})
        case e.FigureSent(figure=f, space=space):
            state.away[f] = space
        case e.EmpireRolled(player=p, figure=f, success=won):
            if won:
                state.city(p).empires_won += 1
            state.away.pop(f, None)
        case e.FiguresReturned(space=space, league=league):
            for f, at in list(state.away.items()):
                if at == space and (league is None or state.league_of(f) == league):
                    del state.away[f]
        case e.BrigandsRolled(space=space, success=True):
            state.brigands.remove(space)
        case e.TerritoryTaken(space=space, player=p):
            state.territories[space] = p
        case e.IntegrationRolled(player=p, success=won):
            if won:
                state.city(p).integrations += 1
        case e.CityWon(league=league, city=won, token=t):
            for board in state.leagues.values():
                board.allies.pop(won, None)
            state.leagues[league].allies[won] = t
            if t:
                _take_token(state, t)
        case e.TerritoryFreed(space=space):
            state.territories.pop(space, None)
        case e.AugurRevealed(card=card):
            state.augur = card
            state.augurs_drawn.append(card)
        case e.EnemyMoved(figure=f, space=space):
            state.away[f] = space
        case e.EnemyArmyLaid(league=league, slots=slots):
            _battle(state).slots[league] = dict(slots)
        case e.AllFiguresHome():
            state.away = {}
        case e.BattleBegan():
            state.phase, state.current = "battle_setup", ""
            state.battle = Battle(
                slots={lg: {} for lg in LEAGUES}, leads={lg: {} for lg in LEAGUES}, committed={lg: {} for lg in LEAGUES}
            )
        case e.TokenPlaced(league=league, token=t, slot=slot):
            battle = _battle(state)
            for placed in battle.slots[league].items():
                if placed[1] == t:
                    del battle.slots[league][placed[0]]
                    break
            battle.slots[league][slot] = t
        case e.FigureLed(league=league, figure=f, front=front):
            leads = _battle(state).leads[league]
            for fr, fig in list(leads.items()):
                if fig == f:
                    del leads[fr]
            leads[front] = f
        case e.PlayerReady(player=p):
            _battle(state).ready.append(p)
        case e.LeadsRevealed():
            state.phase = "battle"
            _battle(state).revealed = True
        case e.ColumnRevealed(column=n):
            battle = _battle(state)
            battle.column, battle.answers = n, []
        case e.Answered(league=league, front=front, commit=commit):
            battle = _battle(state)
            battle.answers.append((league, commit))
            if commit:
                battle.committed[league][front] = battle.column
        case e.ColumnDecided(front=front, column=n, winner=w):
            _battle(state).columns[f"{front}-{n}"] = w or ""
        case e.FrontDecided(front=front, winner=w):
            battle = _battle(state)
            battle.fronts[front] = w or ""
            battle.front, battle.column, battle.answers = battle.front + 1, 0, []
        case e.GameWon(league=league, reason=why):
            state.phase, state.current, state.winner, state.reason = "over", "", league, why
    return state


def _battle(state: State) -> Battle:
    assert state.battle is not None, "a battle event before the battle began"
    return state.battle
