"""The whole state of a Hellenica game, as plain msgspec Structs.

`evolve` updates a state in place, so everything here is mutable; the engine
takes a `copy_state` before it keeps one aside. The state carries no content:
rules look the scenario up by `State.scenario` and check `content_hash`.

Where things live:

- Every City Area has `slots`: one per settlement, then one per mine location
  that belongs to it (in `Board.mines_of` order), then Delphi's free temple.
  An upgrade on a mine is stored with the city it belongs to, because it is
  activated with that city and changes hands with it.
- A government marker is not on a slot: `AreaState.government` holds it as the
  upgrade it counts as (Tyranny is a Barracks), with its own state.
- Units are counted per area and player: `Stack.units` maps "hoplite",
  "elite_hoplite", ... to counts; `Stack.supplied` is for the movement rules
  (see war_state: how many times its units were supplied this turn);
  `Stack.held` counts units a creature keeps on the area until the turn ends.
"""

import hashlib
from typing import Final, Literal, NamedTuple

import msgspec
from msgspec import UNSET, UnsetType

from hellenica_tui.engine.ruleset import SeatKind
from hellenica_tui.games.hellenica.ai_seats.state import AiState, blocked_settlements
from hellenica_tui.games.hellenica.maps.state import MapLayout, MapRule
from hellenica_tui.games.hellenica.mechanics.units import unit_key
from hellenica_tui.games.hellenica.war.state import Combat, CreatureTurn, Movement

Action = Literal["build", "train", "research", "worship", "supply"]
ACTIONS: Final[tuple[Action, ...]] = ("build", "train", "research", "worship", "supply")
UpgradeState = Literal["active", "under_construction", "exhausted"]
ACTIVE: Final = "active"
BUILDING: Final = "under_construction"
EXHAUSTED: Final = "exhausted"
UPGRADE_STATES: Final[tuple[UpgradeState, ...]] = (ACTIVE, BUILDING, EXHAUSTED)

Direction = Literal["zeus", "hera"]
ZEUS: Final = "zeus"  # play goes up the seating order printed on the board
HERA: Final = "hera"  # play goes down the seating order

# Phases, in the order a turn goes through them ("map" and "patron" only before turn 1;
# "map" only while players build the map).
Phase = Literal["map", "patron", "ethos", "favorite", "direction", "action", "upkeep", "over"]
MAP: Final = "map"
PATRON: Final = "patron"
ETHOS: Final = "ethos"
FAVORITE: Final = "favorite"  # a tie for Favorite waits for the current Favorite's pick
DIRECTION: Final = "direction"
ACTION: Final = "action"
UPKEEP: Final = "upkeep"
OVER: Final = "over"
PHASES: Final[tuple[Phase, ...]] = (MAP, PATRON, ETHOS, FAVORITE, DIRECTION, ACTION, UPKEEP, OVER)

GOVERNMENT_SLOT = -1  # the slot index events use for a city's government marker


class Upgrade(msgspec.Struct, array_like=True):
    kind: str  # upgrade id; for a government marker, the upgrade it counts as
    state: UpgradeState = ACTIVE
    deity: str = ""  # a temple's patron deity


class Stack(msgspec.Struct):
    units: dict[str, int] = {}  # "hoplite" / "elite_hoplite" / ... -> count
    supplied: dict[str, int] = {}  # movement bookkeeping for the war rules
    held: dict[str, int] = {}  # units that may not leave a creature's area this turn


class AreaState(msgspec.Struct):
    owner: str = ""  # a city's owner ("" = neutral or not a city)
    slots: list[Upgrade | None] = []  # settlements, mines of this city, free temple
    government: Upgrade | None = None  # the government marker on this city
    units: dict[str, Stack] = {}  # player -> units there
    impassable: bool = False  # closed with fewer than 7 players
    creature: str = ""  # a mythological creature here
    creature_turn: int = 0  # the turn the creature arrived (its units may not leave that turn)


class Player(msgspec.Struct):
    name: str  # city-state id
    seat: int  # seating order printed on the board
    home: str  # home city area
    kind: SeatKind = "human"
    favor: int = 0
    philosophers: int = 0
    commerce: int = 0
    cubes: dict[str, int] = {}  # action cubes left on the board per action
    extra_slots: dict[str, int] = {}  # unlocked extra action spaces per action
    advancements: list[str] = []
    deities: list[str] = []  # deity cards in front of the player
    dealt_deities: list[str] = []  # the deities offered as first patron
    patron: str = ""
    government: str = ""  # government id ("" = no marker on the map)
    government_city: str = ""
    ethos: list[str] = []  # kept Ethos objectives (secret)
    ethos_hand: list[str] = []  # Ethos cards dealt and not yet chosen (secret)
    passed: bool = False
    wonder_built: bool = False
    invocations_used: list[str] = []
    world_events: list[str] = []  # world events won
    creatures_slain: list[str] = []
    leaders_used: list[str] = []  # "land"/"sea": Brilliant General/Admiral tokens spent this turn


class Settings(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    epic: bool = False  # 4 objectives to win instead of 3
    all_deities: bool = False  # the first patron may be any deity
    rival_deities: bool = False
    random_pathos: bool = False  # 3 random public Pathos objectives
    # Who is asked in invocation windows (see invoking.py). A save without the key
    # was made before "useful" existed and keeps playing as "all"; new games
    # (the new-game screen, `hellenica new`) name "useful".
    responses: Literal["all", "involved", "useful"] = "all"
    # Where the others cast movement invocations: unset (saves made before it, whose
    # states keep their hash) in the window before each action, with the action
    # invocations; True (new games) in a window of their own once a movement is
    # supplied, before its first group moves.
    movement_window: bool | msgspec.UnsetType = msgspec.UNSET
    # The map: the printed one, built by the players or random. Absent (UNSET) in the
    # settings of a game on the printed map, so states made before keep their hash.
    map: MapRule | msgspec.UnsetType = msgspec.UNSET
    # A variant of the scenario's rules (content/variants.py), absent for its own rules
    # (for the classic scenario, the rulebook's), so states made before keep their hash.
    rules: str | msgspec.UnsetType = msgspec.UNSET


# -- gods and world events (see choices.py, invoking.py, world_events.py) --------

ParamValue = int | str | bool | list[str]


ORDER = ","  # joins the options of an answer that gives an order (the rules' `orders`)


class Choice(msgspec.Struct):
    """A question the game waits on: `player` answers with one of `options`."""

    player: str
    about: str  # who takes the answer: "effect", "target", "tie", "rival", "arrange"
    prompt: str
    options: list[str] = []
    secret: bool = False  # the options are shown to `player` only


class Offer(msgspec.Struct):
    """Philosophers and Commerce `sender` offers `to`, asking `get` back (a gift
    asks nothing); by commodity ("philosophers", "commerce")."""

    sender: str
    to: str
    give: dict[str, int] = {}
    get: dict[str, int] = {}


class Cast(msgspec.Struct):
    caster: str
    invocation: str
    cost: int
    target: int = -1  # a counter's target: index of an earlier cast in the window
    outcome: str = ""  # "resolved", "fizzled", "cancelled" once the window resolves


class Window(msgspec.Struct):
    """An invocation window: the moment when players may cast invocations of `kinds`."""

    kinds: list[str]
    asked: list[str] = []  # players still to answer, first one answers now
    casts: list[Cast] = []
    context: str = ""  # the area of the combat or movement it belongs to
    players: list[str] = []  # who may take part (a combat's sides); [] = everyone
    resume: str = ""  # what goes on once it is over (invoking.RESUMES)
    order: list[int] = []  # casts still to carry out, once the window resolved
    resolved: bool = False


class Resolving(msgspec.Struct):
    """The effects of one invocation or world event card being carried out."""

    source: str  # "invocation" or "world"
    id: str  # invocation id or world event card id
    beneficiary: str
    step: int = 0  # next effect to carry out
    answers: list[str] = []  # answers given to the current effect's questions
    target: str = ""  # an invocation's named target
    context: str = ""  # the combat or movement area of its window


class Ability(msgspec.Struct):
    """A timed ability an invocation or world event gave (effects.DURATIONS)."""

    player: str
    kind: str
    params: dict[str, ParamValue] = {}
    duration: str = "turn"
    area: str = ""  # the area it acts on (block_area) or the combat it belongs to
    source: str = ""  # the invocation that gave it
    moment: str = ""  # the action it was given in (for the "action" duration)


class WorldState(msgspec.Struct):
    """A triggered world event: bids, then its effects, then more triggers."""

    card: str = ""
    stage: str = ""  # "bid" (sealed bids being placed), "tie", "effects"
    bids: dict[str, int] = {}  # sealed until every bid is in
    winner: str = ""
    paid: int = 0
    queue: int = 0  # further triggers, each on a freshly drawn card
    reshuffle: bool = False  # Olympus Awakens: rebuild the deck when all is done
    actor: str = ""  # whose movement revealed the card


class State(msgspec.Struct):
    scenario: str
    content_hash: str
    seed: int
    settings: Settings
    players: dict[str, Player]  # in seating order
    areas: dict[str, AreaState]
    turn: int = 1
    phase: Phase = PATRON
    round: int = 0
    favorite: str = ""
    direction: Direction = ZEUS
    order: list[str] = []  # action order of this turn
    active: str = ""  # whose action it is in the action phase
    pending: list[str] = []  # players whose answer the current phase waits for
    tied: list[str] = []  # candidates of a tie for Favorite of the Gods
    upkeep_step: int = 0  # next upkeep step to run
    chaos: int = 0
    pathos: list[str] = []  # public objectives
    ethos_deck: list[str] = []  # reshuffled before every deal, so kept sorted
    world_deck: list[str] = []  # top card last
    world_discard: list[str] = []
    rivals: list[str] = []  # the rival-deities track, top to bottom
    winners: list[str] = []
    movement: Movement | None = None  # a supply for movement under way
    combat: Combat | None = None  # a combat under way
    free_temple: str = ""  # the city whose free temple its new owner is choosing (Delphi)
    choice: Choice | None = None
    window: Window | None = None
    resolving: Resolving | None = None
    world: WorldState | None = None
    abilities: list[Ability] = []
    quiet: list[str] = []  # players not to be asked in invocation windows this turn ("PLAYER:KIND": in those of a kind)
    opened: list[str] = []  # windows already opened this turn (keys stamped by turn_key)
    peek: dict[str, list[str]] = {}  # world event cards a player is looking at in secret
    turncoats: dict[str, str] = {}  # special hero name -> "player/area": read through turncoat_holder
    ai: AiState | None = None  # the AI players' board, deck and shared Ethos cards (games with AI players)
    # A trade offer waiting on its answer. Unset while there is none, so a state
    # without one encodes (and hashes) as it did before trades.
    offer: Offer | UnsetType = UNSET
    # A built or random map (maps/state.py). Absent (UNSET, so never encoded) on the printed
    # map: the states of every game played before keep their hash.
    layout: MapLayout | msgspec.UnsetType = msgspec.UNSET
    # The creatures' turn at upkeep while it waits on an answer (war/creature_presence.py);
    # unset otherwise, so the states of games before it keep their hash.
    creature_turn: CreatureTurn | UnsetType = UNSET


_ENCODER = msgspec.msgpack.Encoder()
_DECODER = msgspec.msgpack.Decoder(State)


def copy_state(state: State) -> State:
    """A deep copy (through msgpack, which is faster than copy.deepcopy)."""
    return _DECODER.decode(_ENCODER.encode(state))


def state_hash(state: State) -> bytes:
    return hashlib.blake2b(_ENCODER.encode(state), digest_size=16).digest()


def units_of(state: State, player: str, unit: str) -> int:
    """How many units of a kind (regular and elite) a player has on the map."""
    total = 0
    elite = unit_key(unit, True)
    for area in state.areas.values():
        stack = area.units.get(player)
        if stack is not None:
            total += stack.units.get(unit, 0) + stack.units.get(elite, 0)
    return total


class Holder(NamedTuple):
    """Who holds a turncoat hero, and the area where he last joined them ("" for nobody, nowhere)."""

    player: str
    area: str


# A turncoat's holder is kept as "player/area" text, as saves have always held it: the
# state's shape is part of the state hash a save keeps at every round, so a new shape
# would make every older save with a turncoat in it fail its check. These two are the
# only places that know that form.
def turncoat_holder(state: State, name: str) -> Holder:
    player, _, area = state.turncoats.get(name, "").partition("/")
    return Holder(player, area)


def set_turncoat_holder(state: State, name: str, holder: Holder) -> None:
    state.turncoats[name] = f"{holder.player}/{holder.area}"


def turn_key(state: State, key: str) -> str:
    """`key` stamped with the turn, as `State.opened` holds it (text, as older saves hold it)."""
    return f"{state.turn}:{key}"


def is_ai(state: State, player: str) -> bool:
    """Whether an AI plays `player` (False for a name that is no player)."""
    p = state.players.get(player)
    return p is not None and p.kind == "ai"


def counted_upgrades(state: State, city: str, settlements: int) -> int:
    """The City Upgrades a world event or a creature counts on `city` (which has
    `settlements` settlements): an AI player's settlements stand for upgrades,
    but for those a creature blocked; anyone else's upgrades are counted."""
    area = state.areas[city]
    if is_ai(state, area.owner):
        return max(0, settlements - blocked_settlements(state.ai, city))
    return sum(up is not None for up in area.slots)


def government_city(state: State, player: str) -> str:
    """The player's Government City ("" while it has none): where its government
    marker stands, or an AI player's government marker (its garrison). Every rule
    that spares or aims at a Government City reads it here."""
    if is_ai(state, player):
        seat = state.ai.seats.get(player) if state.ai is not None else None
        return seat.garrison if seat is not None else ""
    p = state.players[player]
    return p.government_city if p.government else ""


def government_cities(state: State) -> set[str]:
    """Every player's Government City."""
    return {city for city in (government_city(state, name) for name in state.players) if city}


def stack_of(state: State, area: str, player: str) -> Stack:
    """The player's units on the area; an empty stack is put there if it has none."""
    stacks = state.areas[area].units
    stack = stacks.get(player)
    if stack is None:
        stack = stacks[player] = Stack()
    return stack


def cities_of(state: State, player: str) -> list[str]:
    """The cities `player` owns, in board order: the one place that says which they are."""
    return [a for a, s in state.areas.items() if s.owner == player]


def city_counts(state: State) -> dict[str, int]:
    """How many cities each player owns (0 for a player who owns none)."""
    owned = dict.fromkeys(state.players, 0)
    for area in state.areas.values():
        if area.owner in owned:
            owned[area.owner] += 1
    return owned
