"""What happens in a game of Epireia. Every die rolled and every token or card
drawn is written into an event; those events are the undo barriers (`BARRIERS`)."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.epireia.vocabulary import League, Phase, Resource, Resources

# -- setting up -------------------------------------------------------------------------


class CityPicked(Event, frozen=True, kw_only=True):
    player: str
    city: str


class AdminPicked(Event, frozen=True, kw_only=True):
    player: str
    admin: str


class FigurePicked(Event, frozen=True, kw_only=True):
    """A secret pick: its figure is shown only to its player until all have picked."""

    player: str
    figure: str


class FiguresRevealed(Event, frozen=True, kw_only=True):
    picks: dict[str, str]


# -- rounds, turns and Acts -------------------------------------------------------------


class ActDrawn(Event, frozen=True, kw_only=True):
    act: int
    card: str


class BrigandsPlaced(Event, frozen=True, kw_only=True):
    space: str
    evicted: str  # the player whose city token the Brigands removed, or ""


class RoundBegan(Event, frozen=True, kw_only=True):
    round: int


class TurnBegan(Event, frozen=True, kw_only=True):
    player: str
    phase: Phase
    actions: int


class ActCompleted(Event, frozen=True, kw_only=True):
    act: int
    player: str


# -- the development phase --------------------------------------------------------------


class Paid(Event, frozen=True, kw_only=True):
    player: str
    own: Resources
    treasury: Resources = {}


class ActionSpent(Event, frozen=True, kw_only=True):
    player: str


class Donated(Event, frozen=True, kw_only=True):
    player: str
    resource: Resource
    amount: int


class PrestigeGained(Event, frozen=True, kw_only=True):
    player: str
    amount: int


class BonusReached(Event, frozen=True, kw_only=True):
    player: str
    level: int
    taken: bool  # False: the city could not pay, and the bonus is lost


class Built(Event, frozen=True, kw_only=True):
    player: str
    building: str


class TokenGained(Event, frozen=True, kw_only=True):
    player: str
    token: str


class RecruitOwed(Event, frozen=True, kw_only=True):
    player: str


class FigureRecruited(Event, frozen=True, kw_only=True):
    player: str
    figure: str


class AbilityUsed(Event, frozen=True, kw_only=True):
    player: str
    round: int


class Blessed(Event, frozen=True, kw_only=True):
    player: str
    round: int


class ResourcesGained(Event, frozen=True, kw_only=True):
    player: str
    resources: Resources


class Withdrawn(Event, frozen=True, kw_only=True):
    player: str
    resource: Resource
    amount: int


# -- the diplomacy and resolution phases ------------------------------------------------


class FigureSent(Event, frozen=True, kw_only=True):
    player: str
    figure: str
    space: str


class EmpireRolled(Event, frozen=True, kw_only=True):
    player: str
    figure: str
    empire: str
    roll: int
    bonus: int
    needed: int
    success: bool


class ConflictRolled(Event, frozen=True, kw_only=True):
    space: str
    delian: tuple[int, int]  # (die, attack and bonuses)
    peloponnesian: tuple[int, int]
    winner: League | None


class FiguresReturned(Event, frozen=True, kw_only=True):
    space: str
    league: League | None  # None: every figure there


class BrigandsRolled(Event, frozen=True, kw_only=True):
    space: str
    league: League
    roll: int
    bonus: int
    needed: int
    success: bool


class TerritoryTaken(Event, frozen=True, kw_only=True):
    space: str
    player: str
    previous: str  # the player whose city token went back, or ""


class IntegrationRolled(Event, frozen=True, kw_only=True):
    player: str
    city: str
    roll: int
    bonus: int
    needed: int
    success: bool


class TerritoryFreed(Event, frozen=True, kw_only=True):
    """An enemy figure of the solo game drove a city's token out of a Territory."""

    space: str
    previous: str


class AugurRevealed(Event, frozen=True, kw_only=True):
    card: str


class EnemyMoved(Event, frozen=True, kw_only=True):
    figure: str
    roll: int
    space: str


class EnemyArmyLaid(Event, frozen=True, kw_only=True):
    league: League
    slots: dict[str, str]


class CityWon(Event, frozen=True, kw_only=True):
    league: League
    player: str
    city: str
    token: str  # the token its allegiance brings ("" if the stock was empty)


class AllFiguresHome(Event, frozen=True, kw_only=True):
    pass


# -- the Great Battle -------------------------------------------------------------------


class BattleBegan(Event, frozen=True, kw_only=True):
    pass


class TokenPlaced(Event, frozen=True, kw_only=True):
    player: str
    league: League
    token: str
    slot: str


class FigureLed(Event, frozen=True, kw_only=True):
    player: str
    league: League
    figure: str
    front: str


class PlayerReady(Event, frozen=True, kw_only=True):
    player: str


class LeadsRevealed(Event, frozen=True, kw_only=True):
    leads: dict[str, dict[str, str]]  # league -> front -> figure


class ColumnRevealed(Event, frozen=True, kw_only=True):
    front: str
    column: int
    tokens: dict[str, dict[str, str]]  # league -> slot -> token


class Answered(Event, frozen=True, kw_only=True):
    player: str
    league: League
    front: str
    commit: bool


class ColumnDecided(Event, frozen=True, kw_only=True):
    front: str
    column: int
    delian: int
    peloponnesian: int
    winner: League | None


class FrontDecided(Event, frozen=True, kw_only=True):
    front: str
    winner: League | None


class GameWon(Event, frozen=True, kw_only=True):
    league: League
    reason: str


EVENTS: tuple[type[Event], ...] = (
    CityPicked, AdminPicked, FigurePicked, FiguresRevealed, ActDrawn, BrigandsPlaced, RoundBegan, TurnBegan,
    ActCompleted, Paid, ActionSpent, Donated, PrestigeGained, BonusReached, Built, TokenGained, RecruitOwed,
    FigureRecruited, AbilityUsed, Blessed, ResourcesGained, Withdrawn, FigureSent, EmpireRolled, ConflictRolled,
    FiguresReturned, BrigandsRolled, TerritoryTaken, IntegrationRolled, CityWon, AllFiguresHome, BattleBegan,
    TokenPlaced, FigureLed, PlayerReady, LeadsRevealed, ColumnRevealed, Answered, ColumnDecided, FrontDecided,
    GameWon, TerritoryFreed, AugurRevealed, EnemyMoved, EnemyArmyLaid,
)  # fmt: skip

# Dice rolled, tokens and cards drawn, secrets shown: never undone.
BARRIERS: tuple[type[Event], ...] = (
    FiguresRevealed, ActDrawn, TokenGained, EmpireRolled, ConflictRolled, BrigandsRolled, IntegrationRolled,
    CityWon, LeadsRevealed, ColumnRevealed, AugurRevealed, EnemyMoved,
)  # fmt: skip
