"""What happens in the gods' part of the game: questions asked and answered,
invocation windows and casts, effects resolving, rival temples removed, world
events revealed, bid on and won, the chaos marker moved."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Event

# The stages of a world event under way (`WorldState.stage`).
START, BID, TIE, EFFECTS = "start", "bid", "tie", "effects"
# What an effect resolves for (`ResolutionBegan.source`).
INVOCATION = "invocation"
WORLD = "world"


class ChoiceAsked(Event, frozen=True, kw_only=True):
    player: str
    about: str
    prompt: str
    options: tuple[str, ...]
    secret: bool = False


class Answered(Event, frozen=True, kw_only=True):
    """The answer to a question about an effect, a target or a tie."""

    player: str
    about: str
    option: str
    secret: bool = False  # the question was secret: only `player` may read the answer


class WindowOpened(Event, frozen=True, kw_only=True):
    kinds: tuple[str, ...]
    asked: tuple[str, ...]
    players: tuple[str, ...] = ()
    context: str = ""
    resume: str = ""
    key: str = ""


class InvocationCast(Event, frozen=True, kw_only=True):
    player: str
    invocation: str
    cost: int
    target: int = -1  # index of the cast it counters
    asked: tuple[str, ...] = ()  # who is asked next


class WindowAnswered(Event, frozen=True, kw_only=True):
    player: str


class QuietSet(Event, frozen=True, kw_only=True):
    player: str  # not asked in any window for the rest of the turn (games without the movement window)


class QuietInKinds(Event, frozen=True, kw_only=True):
    """With the movement window: not asked in windows of these kinds (those of the window
    answered) for the rest of the turn."""

    player: str
    kinds: tuple[str, ...]


class WindowResolved(Event, frozen=True, kw_only=True):
    outcomes: tuple[str, ...]  # per cast: "resolved", "fizzled" or "cancelled"
    extra: tuple[int, ...]  # per cast: Favor paid on top of its cost after a raise


class CastDone(Event, frozen=True, kw_only=True):
    pass


class WindowClosed(Event, frozen=True, kw_only=True):
    pass


class QuietCleared(Event, frozen=True, kw_only=True):
    pass


class ResolutionBegan(Event, frozen=True, kw_only=True):
    source: str  # "invocation" or "world"
    id: str
    beneficiary: str
    context: str = ""


class EffectDone(Event, frozen=True, kw_only=True):
    pass


class ResolutionEnded(Event, frozen=True, kw_only=True):
    pass


class TemplesRemoved(Event, frozen=True, kw_only=True):
    player: str
    deity: str


class ReshuffleDue(Event, frozen=True, kw_only=True):
    pass


class ChaosMoved(Event, frozen=True, kw_only=True):
    position: int
    triggers: int  # further world events, each on a fresh card


class WorldEventRevealed(Event, frozen=True, kw_only=True):
    card: str
    position: int  # the chaos marker afterwards
    triggers: int  # times the marker entered the last space (the card happens on the first)
    forced: bool = False  # drawn to happen whatever its chaos number
    queued: bool = False  # drawn for a trigger that was waiting


class WorldDeckRebuilt(Event, frozen=True, kw_only=True):
    deck: tuple[str, ...]  # top card last


class BiddingBegan(Event, frozen=True, kw_only=True):
    card: str


class BidPlaced(Event, frozen=True, kw_only=True):
    player: str
    amount: int


class BidsOpened(Event, frozen=True, kw_only=True):
    bids: dict[str, int]  # what each put in
    counted: dict[str, int]  # what each bid counts for, with bonuses
    tied: tuple[str, ...]


class WorldEventWon(Event, frozen=True, kw_only=True):
    player: str
    card: str
    paid: int


class WorldEventOver(Event, frozen=True, kw_only=True):
    card: str


class WorldEventsDone(Event, frozen=True, kw_only=True):
    pass


EVENTS: tuple[type[Event], ...] = (
    ChoiceAsked,
    Answered,
    WindowOpened,
    InvocationCast,
    WindowAnswered,
    QuietSet,
    WindowResolved,
    CastDone,
    WindowClosed,
    QuietCleared,
    ResolutionBegan,
    EffectDone,
    ResolutionEnded,
    TemplesRemoved,
    WorldEventRevealed,
    WorldDeckRebuilt,
    ReshuffleDue,
    BiddingBegan,
    BidPlaced,
    BidsOpened,
    WorldEventWon,
    ChaosMoved,
    WorldEventOver,
    WorldEventsDone,
    QuietInKinds,
)
BARRIERS: tuple[type[Event], ...] = (WorldEventRevealed, WorldDeckRebuilt, BidsOpened)  # undo stops at these
