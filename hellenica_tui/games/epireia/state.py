"""The state of a game of Epireia: plain msgspec Structs, changed only by `evolve`."""

from __future__ import annotations

import hashlib

import msgspec

from hellenica_tui.games.epireia.vocabulary import (
    FigureId,
    League,
    Phase,
    PlayerId,
    Resources,
    SlotId,
    SpaceId,
    TokenId,
)


class City(msgspec.Struct, kw_only=True):
    """One player's city board."""

    name: PlayerId
    league: League
    city: str = ""
    admin: str = ""
    resources: Resources = {}
    prestige: int = 0
    figures: list[FigureId] = []  # the cards in play, in the order they came
    buildings: list[str] = []
    reserve: list[TokenId] = []
    bonuses: list[int] = []  # Prestige levels reached (each bonus taken or lost)
    ability_uses: int = 0
    ability_round: int = 0  # the round the ability was last used
    blessed_round: int = 0  # the round a blessing holds for
    empires_won: int = 0
    integrations: int = 0
    donations: int = 0
    recruits_owed: int = 0


class LeagueBoard(msgspec.Struct, kw_only=True):
    treasury: Resources = {}
    allies: dict[str, TokenId] = {}  # Greek city -> the token its allegiance brought ("" if none was left)


class Battle(msgspec.Struct, kw_only=True):
    slots: dict[League, dict[SlotId, TokenId]] = {}
    leads: dict[League, dict[str, FigureId]] = {}  # front -> the figure that leads there
    ready: list[PlayerId] = []
    revealed: bool = False  # the leading figures are shown
    front: int = 0  # the front being fought (index into the fronts)
    column: int = 0  # the column last revealed on it (0: none yet)
    committed: dict[League, dict[str, int]] = {}  # front -> the column its figure joined
    answers: list[tuple[League, bool]] = []  # this column's commitments asked and given, in order
    columns: dict[str, str] = {}  # "front-column" -> the league that won it ("" : a tie)
    fronts: dict[str, str] = {}  # front -> the league that won it ("": nobody)


class State(msgspec.Struct, kw_only=True):
    scenario: str
    content_hash: str
    cities: list[City]  # in seat order
    pick_order: list[int]  # seat indices in the order they pick
    phase: Phase = "pick_city"
    picking: int = 0  # index into pick_order during the picks
    round: int = 0
    turn: int = 0  # counts the turns begun, for replay
    current: PlayerId = ""  # who acts in a phase played one after another
    actions_left: int = 0
    secret_picks: dict[PlayerId, FigureId] = {}
    act: int = 0
    card: str = ""
    act_done: bool = False
    cards_drawn: list[str] = []
    decks: dict[str, list[TokenId]] = {}  # "hoplites-1" -> the tokens left, in id order
    leagues: dict[League, LeagueBoard] = {}
    territories: dict[SpaceId, PlayerId] = {}  # Territory -> the player whose city token is on it
    brigands: list[SpaceId] = []
    away: dict[FigureId, SpaceId] = {}  # figures sent out this round (the others are at home)
    battle: Battle | None = None
    solo: str = ""  # the solo scenario played, "" in the multiplayer game
    augur: str = ""  # the Augur card of this round (solo)
    augurs_drawn: list[str] = []
    enemy_figures: list[FigureId] = []  # the enemy cities' figures (solo)
    winner: League | None = None
    reason: str = ""

    def city(self, player: PlayerId) -> City:
        for c in self.cities:
            if c.name == player:
                return c
        raise KeyError(player)

    def members(self, league: League) -> list[City]:
        return [c for c in self.cities if c.league == league]

    def league_of(self, figure: FigureId) -> League | None:
        """The league of a figure in play, a city's or, in the solo game, the enemy's."""
        owner = self.owner_of(figure)
        if owner is not None:
            return owner.league
        if figure in self.enemy_figures:
            return "peloponnesian" if self.cities[0].league == "delian" else "delian"
        return None

    def owner_of(self, figure: FigureId) -> City | None:
        for c in self.cities:
            if figure in c.figures:
                return c
        return None


def deck_key(unit: str, level: int) -> str:
    return f"{unit}-{level}"


_encoder = msgspec.msgpack.Encoder()
_decoder = msgspec.msgpack.Decoder(State)


def copy_state(state: State) -> State:
    return _decoder.decode(_encoder.encode(state))


def state_hash(state: State) -> bytes:
    return hashlib.blake2b(_encoder.encode(state), digest_size=16).digest()
