"""TRADES: Philosophers and Commerce pass between players at any time, with both
players' consent ("Commodities"; Favor is never traded).

A player offers another some of its Philosophers and Commerce, asking some of
the other's back (a gift asks nothing; a request gives nothing). The game waits
on the other player's answer, `accept` or `decline`, as on a question: nothing
else may be done meanwhile, so the offer is answered before anyone spends what
it names. Both are logged. An AI player declines every offer, since the AI
rules give it no way to weigh one, and makes none.
"""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import OVER, State, is_ai
from hellenica_tui.games.hellenica.economy.commands import AnswerTrade, Trade
from hellenica_tui.games.hellenica.economy.events import TradeAnswered, TradeOffered
from hellenica_tui.games.hellenica.economy.offers import open_offer
from hellenica_tui.games.kit.tables import Deciders

COMMODITIES = ("philosophers", "commerce")  # what may be traded


def _short(s: State, player: str, wanted: dict[str, int]) -> str:
    """The first commodity `player` holds fewer of than `wanted`, else ""."""
    p = s.players[player]
    return next((c for c, n in wanted.items() if getattr(p, c) < n), "")


def offer(tx: Tx, player: str, cmd: Trade) -> None:
    s = tx.s
    if s.phase == OVER:
        raise IllegalCommand("the game is over")
    if is_ai(s, player):
        raise IllegalCommand("an AI player makes no offers")
    if cmd.to == player or cmd.to not in s.players:
        raise IllegalCommand(f"trade with another player of this game, not {cmd.to!r}")
    give, get = cmd.give(), cmd.get()
    if any(n < 0 for n in (*give.values(), *get.values())):
        raise IllegalCommand("an offer names no negative amounts")
    if not any(give.values()) and not any(get.values()):
        raise IllegalCommand("an offer names some Philosophers or Commerce to give or to ask for")
    short = _short(s, player, give)
    if short:
        raise IllegalCommand(f"you do not have the {short} you offer")
    short = _short(s, cmd.to, get)
    if short:
        raise IllegalCommand(f"{cmd.to} does not have the {short} you ask for")
    tx.emit(TradeOffered(player=player, to=cmd.to, give=give, get=get))
    if is_ai(s, cmd.to):
        tx.emit(TradeAnswered(player=cmd.to, sender=player, accepted=False))


def answer(tx: Tx, player: str, cmd: AnswerTrade) -> None:
    waiting = open_offer(tx.s)
    if waiting is None or waiting.to != player:
        raise IllegalCommand("no offer waits for your answer")
    if cmd.accept:
        for who, wanted in ((waiting.sender, waiting.give), (waiting.to, waiting.get)):
            short = _short(tx.s, who, wanted)
            if short:
                raise IllegalCommand(f"{who} no longer has the {short} of the offer")
    tx.emit(TradeAnswered(player=player, sender=waiting.sender, accepted=cmd.accept))


# -- the game waits on the answer -------------------------------------------------------------


def guard(s: State, player: str, command: Command) -> None:
    """While an offer waits, only its answer may be given."""
    waiting = open_offer(s)
    if waiting is not None and not isinstance(command, AnswerTrade):
        raise IllegalCommand(f"first {waiting.to} must answer the offer of {waiting.sender}")


DECIDERS = (
    Deciders[Tx]()
    .on(Trade, offer)
    .on(AnswerTrade, answer)
)
