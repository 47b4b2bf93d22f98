"""A tiny dice-and-cards game, for testing the engine and as the smallest example of a game.

Players take turns. On your turn you may, in any order and as often as you
like: `roll` two dice (their sum goes to your pot, but a double one busts:
the pot is lost and the turn ends), `draw` the top card of the hidden deck
into your hidden hand, `play N` a card from your hand (its value goes to the
pot), `discard N` a card face down, or `bet N` (1 to 3: the pot grows by N).
`bank` adds the pot to your score and ends the turn; `pass` ends it and
loses the pot. The first to reach the target score wins.

Rolling and drawing use randomness, playing a card reveals one: those events
are undo barriers. Betting, discarding, banking and passing are not.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from hellenica_tui.engine.errors import AmbiguousCommand, IllegalCommand, InvalidCommand
from hellenica_tui.engine.ruleset import Command, Event, Seat

# -- commands ---------------------------------------------------------------


class Roll(Command, frozen=True, kw_only=True):
    pass


class Draw(Command, frozen=True, kw_only=True):
    pass


class Play(Command, frozen=True, kw_only=True):
    card: int


class Discard(Command, frozen=True, kw_only=True):
    card: int


class Bet(Command, frozen=True, kw_only=True):
    amount: int


class Bank(Command, frozen=True, kw_only=True):
    pass


class Pass(Command, frozen=True, kw_only=True):
    pass


# -- events -----------------------------------------------------------------


class DiceRolled(Event, frozen=True, kw_only=True):
    player: str
    dice: tuple[int, int]


class Busted(Event, frozen=True, kw_only=True):
    player: str


class CardDrawn(Event, frozen=True, kw_only=True):
    player: str
    card: int


class CardPlayed(Event, frozen=True, kw_only=True):
    player: str
    card: int


class CardDiscarded(Event, frozen=True, kw_only=True):
    player: str
    card: int


class BetPlaced(Event, frozen=True, kw_only=True):
    player: str
    amount: int


class PotBanked(Event, frozen=True, kw_only=True):
    player: str
    amount: int


class TurnEnded(Event, frozen=True, kw_only=True):
    player: str
    next_player: str


class GameWon(Event, frozen=True, kw_only=True):
    player: str


# -- state ------------------------------------------------------------------


class State(msgspec.Struct, kw_only=True):
    players: list[str]
    target: int
    scores: dict[str, int]
    hands: dict[str, list[int]]
    deck: list[int]  # the top card is the last one
    current: int = 0
    pot: int = 0
    turn: int = 1
    round: int = 1
    winner: str = ""


SCENARIOS = {"standard": (1, 2, 3, 4, 5, 6) * 4, "short": (1, 2, 3) * 2}
_encoder = msgspec.msgpack.Encoder()
_decoder = msgspec.msgpack.Decoder(State)
_WORDS = ("roll", "draw", "play", "discard", "bet", "bank", "pass")


class DiceGame:
    id = "dicegame"
    command_types = (Roll, Draw, Play, Discard, Bet, Bank, Pass)
    event_types = (
        DiceRolled, Busted, CardDrawn, CardPlayed, CardDiscarded,
        BetPlaced, PotBanked, TurnEnded, GameWon,
    )  # fmt: skip
    schema_version = 2

    def __init__(self) -> None:
        # Schema 1 wrote a roll as two fields `a` and `b`.
        self.upcasters = {1: _dice_as_pair}

    def content_hash(self, scenario: str) -> str:
        return hashlib.blake2b(repr(self._deck(scenario)).encode(), digest_size=8).hexdigest()

    def _deck(self, scenario: str) -> tuple[int, ...]:
        if scenario not in SCENARIOS:
            raise ValueError(f"no scenario {scenario!r}")
        return SCENARIOS[scenario]

    def initial_state(
        self,
        scenario: str,
        seats: Sequence[Seat],
        seed: int,
        settings: Mapping[str, Any],
        content_hash: str | None = None,
    ) -> State:
        if content_hash is not None and content_hash != self.content_hash(scenario):
            raise ValueError(f"no deck of {scenario!r} has the hash {content_hash!r}")
        deck = list(self._deck(scenario))
        random.Random(seed).shuffle(deck)
        names = [s.name for s in seats]
        return State(
            players=names,
            target=int(settings.get("target", 30)),
            scores=dict.fromkeys(names, 0),
            hands={n: [] for n in names},
            deck=deck,
        )

    # -- decide -------------------------------------------------------------

    def decide(self, state: State, player: str, command: Command, rng: random.Random) -> list[Event]:
        if state.winner:
            raise IllegalCommand(f"the game is over: {state.winner} won")
        if player != state.players[state.current]:
            raise IllegalCommand(f"it is {state.players[state.current]}'s turn, not {player}'s")
        match command:
            case Roll():
                dice = (rng.randint(1, 6), rng.randint(1, 6))
                if dice == (1, 1):
                    return [DiceRolled(player=player, dice=dice), Busted(player=player), self._end(state, player)]
                return [DiceRolled(player=player, dice=dice)]
            case Draw():
                if not state.deck:
                    raise IllegalCommand("the deck is empty")
                return [CardDrawn(player=player, card=state.deck[-1])]
            case Play(card=card) | Discard(card=card):
                if card not in state.hands[player]:
                    raise IllegalCommand(f"you hold no {card}")
                kind = CardPlayed if isinstance(command, Play) else CardDiscarded
                return [kind(player=player, card=card)]
            case Bet(amount=amount):
                if not 1 <= amount <= 3:
                    raise IllegalCommand("a bet is 1, 2 or 3")
                return [BetPlaced(player=player, amount=amount)]
            case Bank():
                events: list[Event] = [PotBanked(player=player, amount=state.pot)]
                if state.scores[player] + state.pot >= state.target:
                    return [*events, GameWon(player=player)]
                return [*events, self._end(state, player)]
            case Pass():
                return [self._end(state, player)]
        raise InvalidCommand(f"not a dice game command: {command!r}")

    def _end(self, state: State, player: str) -> TurnEnded:
        nxt = state.players[(state.current + 1) % len(state.players)]
        return TurnEnded(player=player, next_player=nxt)

    # -- evolve -------------------------------------------------------------

    def evolve(self, state: State, event: Event) -> State:
        match event:
            case DiceRolled(dice=dice):
                state.pot += sum(dice)
            case Busted():
                state.pot = 0
            case CardDrawn(player=p, card=c):
                state.deck.pop()
                state.hands[p].append(c)
            case CardPlayed(player=p, card=c):
                state.hands[p].remove(c)
                state.pot += c
            case CardDiscarded(player=p, card=c):
                state.hands[p].remove(c)
            case BetPlaced(amount=n):
                state.pot += n
            case PotBanked(player=p, amount=n):
                state.scores[p] += n
                state.pot = 0
            case TurnEnded(next_player=nxt):
                state.pot = 0
                state.current = state.players.index(nxt)
                state.turn += 1
                if state.current == 0:
                    state.round += 1
            case GameWon(player=p):
                state.winner = p
        return state

    def copy_state(self, state: State) -> State:
        return _decoder.decode(_encoder.encode(state))

    def state_hash(self, state: State) -> bytes:
        return hashlib.blake2b(_encoder.encode(state), digest_size=16).digest()

    # -- what players see ---------------------------------------------------

    def view(self, state: State, player: str | None) -> dict[str, Any]:
        return {
            "scores": dict(state.scores),
            "pot": state.pot,
            "to_act": state.players[state.current],
            "deck": len(state.deck),
            "hand": list(state.hands[player]) if player else [],
            "hand_sizes": {p: len(h) for p, h in state.hands.items()},
        }

    def legal_commands(self, state: State, player: str) -> list[Command]:
        if state.winner or player != state.players[state.current]:
            return []
        out: list[Command] = [Roll(), Bank(), Pass(), *(Bet(amount=n) for n in (1, 2, 3))]
        if state.deck:
            out.append(Draw())
        for card in sorted(set(state.hands[player])):
            out += [Play(card=card), Discard(card=card)]
        return out

    def to_act(self, state: State) -> list[str]:
        return [] if state.winner else [state.players[state.current]]

    def position(self, state: State) -> tuple[int, int]:
        return (state.turn, state.round)

    # -- notation -----------------------------------------------------------

    def parse(self, text: str, state: State, player: str) -> Command:
        words = text.lower().split()
        if not words:
            raise InvalidCommand("type a command, e.g. roll")
        matches = [w for w in _WORDS if w.startswith(words[0])]
        if not matches:
            raise InvalidCommand(f"unknown command {words[0]!r}")
        if len(matches) > 1:
            raise AmbiguousCommand(f"{words[0]!r} could be {', '.join(matches)}", tuple(matches))
        word, args = matches[0], words[1:]
        if word in ("play", "discard", "bet"):
            if len(args) != 1 or not args[0].isdigit():
                raise InvalidCommand(f"{word} takes one number")
            n = int(args[0])
            return {"play": Play(card=n), "discard": Discard(card=n), "bet": Bet(amount=n)}[word]
        if args:
            raise InvalidCommand(f"{word} takes no argument")
        return {"roll": Roll(), "draw": Draw(), "bank": Bank(), "pass": Pass()}[word]

    def format(self, command: Command) -> str:
        match command:
            case Play(card=n):
                return f"play {n}"
            case Discard(card=n):
                return f"discard {n}"
            case Bet(amount=n):
                return f"bet {n}"
        return type(command).__name__.lower()

    def is_barrier(self, event: Event) -> bool:
        return isinstance(event, DiceRolled | CardDrawn | CardPlayed)


def _dice_as_pair(group: dict[str, Any]) -> dict[str, Any]:
    for event in group["events"]:
        if event.get("type") == "DiceRolled":
            event["dice"] = [event.pop("a"), event.pop("b")]
    return group


RULESET = DiceGame()
