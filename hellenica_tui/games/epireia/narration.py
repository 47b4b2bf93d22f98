"""Every event told in plain words, as one viewer may read it: the dice shown, the
secrets of others kept (a first figure picked, the power of a token the other league
drew, a token or figure laid face down).

`tell(content, leagues, event, viewer)`: `leagues` gives each player's league, the
viewer None for a spectator."""

from __future__ import annotations

from collections.abc import Mapping

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.objectives import describe
from hellenica_tui.games.epireia.vocabulary import LEAGUE_NAMES, League, Resources

LEVEL = {1: "I", 2: "II"}


def _amounts(amounts: Resources) -> str:
    return ", ".join(f"{n} {r.capitalize()}" for r, n in amounts.items() if n) or "nothing"


def _roll(roll: int, bonus: int, needed: int, success: bool) -> str:
    plus = f" + {bonus}" if bonus else ""
    return f"rolled {roll}{plus} against {needed}: {'success' if success else 'failure'}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _winner(league: League | None) -> str:
    return LEAGUE_NAMES[league] if league else "nobody"


def tell(content: Content, leagues: Mapping[str, League], event: Event, viewer: str | None) -> str:
    friend = viewer is not None and viewer in leagues

    def ours(player: str) -> bool:
        return friend and viewer is not None and leagues.get(player) == leagues.get(viewer)

    def token(t: str, player: str = "", league: League | None = None) -> str:
        info = content.tokens.get(t)
        if info is None:
            return "no token (the stock is out)"
        face = f"{info.unit} {LEVEL[info.level]}"
        shown = ours(player) if player else (friend and viewer is not None and leagues.get(viewer) == league)
        return f"{face} (power {info.value})" if shown else face

    def name(ident: str) -> str:
        if ident in content.figures:
            return content.figures[ident].name
        return content.space_name(ident)

    match event:
        case e.CityPicked(player=p, city=c):
            return f"{p} takes {name(c)}."
        case e.AdminPicked(player=p, admin=a):
            return f"{p} takes the {content.administrators[a].name}."
        case e.FigurePicked(player=p, figure=f):
            return f"{p} picks {name(f)} as a first figure." if p == viewer else f"{p} picks a first figure in secret."
        case e.FiguresRevealed(picks=picks):
            return "The first figures are shown: " + ", ".join(f"{p} {name(f)}" for p, f in picks.items()) + "."
        case e.ActDrawn(act=n, card=c):
            card = content.cards[c]
            return f"Act {n}: {card.title}. {card.story} Objective: {describe(card.objective)}."
        case e.BrigandsPlaced(space=s, evicted=p):
            return f"Brigands take {name(s)}" + (f", driving out {p}." if p else ".")
        case e.RoundBegan(round=n):
            return f"Round {n} begins."
        case e.TurnBegan(player=p, phase=phase):
            return f"{p}'s turn of {phase}."
        case e.ActCompleted(act=n, player=p):
            return f"{p} completes Act {n} and wins its reward."
        case e.Paid(player=p, own=own, treasury=league):
            extra = f", and the treasury {_amounts(league)}" if league else ""
            return f"{p} pays {_amounts(own)}{extra}."
        case e.ActionSpent(player=p):
            return f"{p} spends an action."
        case e.Donated(player=p, resource=r, amount=n):
            return f"{p} gives {n} {r.capitalize()} to the league."
        case e.PrestigeGained(player=p, amount=n):
            return f"{p} gains {n} Prestige."
        case e.BonusReached(player=p, level=n, taken=taken):
            return f"{p} reaches Prestige {n}: " + ("the bonus is taken." if taken else "the bonus cannot be paid and is lost.")
        case e.Built(player=p, building=b):
            return f"{p} builds the {content.buildings[b].name}."
        case e.TokenGained(player=p, token=t):
            return f"{p} gains a token: {token(t, p)}."
        case e.RecruitOwed(player=p):
            return f"{p} may choose a new figure."
        case e.FigureRecruited(player=p, figure=f):
            return f"{p} brings {name(f)} into play."
        case e.AbilityUsed(player=p):
            return f"{p} uses the Administrator's ability."
        case e.Blessed(player=p):
            return f"The gods favour {p}'s rolls this round."
        case e.ResourcesGained(player=p, resources=res):
            return f"{p} gains {_amounts(res)}."
        case e.Withdrawn(player=p, resource=r, amount=n):
            return f"{p} takes {n} {r.capitalize()} from the treasury."
        case e.FigureSent(player=p, figure=f, space=s):
            return f"{p} sends {name(f)} to {name(s)}."
        case e.EmpireRolled(player=p, figure=f, empire=s, roll=r, bonus=b, needed=n, success=ok):
            return f"{name(f)} ({p}) negotiates with {name(s)}: {_roll(r, b, n, ok)}."
        case e.ConflictRolled(space=s, delian=d, peloponnesian=pe, winner=w):
            return (f"Conflict on {name(s)}: the Delian League {d[0]} + {d[1]}, the Peloponnesian "
                    f"{pe[0]} + {pe[1]}; {_winner(w)} stays.")  # fmt: skip
        case e.FiguresReturned(space=s, league=lg):
            return f"The figures of {LEAGUE_NAMES[lg] if lg else 'both leagues'} on {name(s)} go home."
        case e.BrigandsRolled(space=s, league=lg, roll=r, bonus=b, needed=n, success=ok):
            return f"{_cap(LEAGUE_NAMES[lg])} fights the Brigands on {name(s)}: {_roll(r, b, n, ok)}."
        case e.TerritoryTaken(space=s, player=p, previous=prev):
            return f"{p} takes {name(s)}" + (f" from {prev}." if prev else ".")
        case e.IntegrationRolled(player=p, city=c, roll=r, bonus=b, needed=n, success=ok):
            return f"{p} seeks the allegiance of {name(c)}: {_roll(r, b, n, ok)}."
        case e.CityWon(league=lg, city=c, token=t):
            return f"{name(c)} joins {LEAGUE_NAMES[lg]}, bringing {token(t, league=lg)}."
        case e.AllFiguresHome():
            return "Every figure is home."
        case e.TerritoryFreed(space=s, previous=p):
            return f"The enemy drives {p} out of {name(s)}."
        case e.AugurRevealed(card=c):
            return f"The augur reads: {content.augurs[c].title}."
        case e.EnemyMoved(figure=f, roll=r, space=s):
            return f"The enemy's {name(f)} goes to {name(s)} (rolled {r})."
        case e.EnemyArmyLaid(league=lg):
            return f"The army of {LEAGUE_NAMES[lg]} stands ready, face down."
        case e.BattleBegan():
            return "The Great Battle begins: each league lays out its side."
        case e.TokenPlaced(player=p, token=t, slot=s):
            return f"{p} lays {token(t, p) if ours(p) else 'a token'} face down on {s}."
        case e.FigureLed(player=p, figure=f, front=fr):
            return f"{p} lays {name(f) if ours(p) else 'a figure'} face down on the {fr}."
        case e.PlayerReady(player=p):
            return f"{p} is ready."
        case e.LeadsRevealed(leads=leads):
            told = [f"{LEAGUE_NAMES[lg]}: " + ", ".join(f"{name(f)} ({fr})" for fr, f in fs.items())  # type: ignore[index]
                    for lg, fs in leads.items() if fs]  # fmt: skip
            return "The figures on the battlefield are shown: " + ("; ".join(told) or "none was laid") + "."
        case e.ColumnRevealed(front=fr, column=n, tokens=shown):
            sides = [f"{LEAGUE_NAMES[lg]} " + (", ".join(token(t, league=None) + f" {content.tokens[t].value}" for t in ts.values()) or "nothing")  # type: ignore[index]
                     for lg, ts in shown.items()]  # fmt: skip
            return f"The {fr}, column {n}: " + "; ".join(sides) + "."
        case e.Answered(player=p, front=fr, commit=commit):
            return f"{p}'s figure {'joins the column' if commit else 'holds back'} on the {fr}."
        case e.ColumnDecided(front=fr, column=n, delian=d, peloponnesian=pe, winner=w):
            return f"The {fr}, column {n}: {d} to {pe}; {_winner(w)} wins it."
        case e.FrontDecided(front=fr, winner=w):
            return f"The {fr}: {_winner(w)} wins the front."
        case e.GameWon(league=lg, reason=why):
            return f"The game goes to {LEAGUE_NAMES[lg]}: {why}."  # the reason says what it did: "won 2 fronts to 1"
    return type(event).__name__
