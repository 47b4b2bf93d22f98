"""THE TURN: patron choice, then per turn the Ethos, Favorite of the Gods,
action and upkeep phases.

`proceed` moves the game on after every command, as far as it goes without a
player's answer. Rounds of the action phase follow `State.order`: the Favorite
first, then up the printed seating order (Zeus side) or down it (Hera side).
"""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.rule_refs import TURN
from hellenica_tui.games.hellenica.core.state import (
    ACTION,
    DIRECTION,
    ETHOS,
    FAVORITE,
    HERA,
    PATRON,
    UPKEEP,
    ZEUS,
    Direction,
    Phase,
    State,
)
from hellenica_tui.games.hellenica.economy.upgrades import SETTLEMENT, sites
from hellenica_tui.games.hellenica.turn import events as turn_ev
from hellenica_tui.games.hellenica.turn import upkeep
from hellenica_tui.games.hellenica.turn.commands import (
    ChooseDirection,
    ChoosePatron,
    KeepEthos,
    PickFavorite,
    Redraw,
)
from hellenica_tui.games.kit.tables import Deciders


def require_phase(s: State, phase: Phase, what: str) -> None:
    if s.phase != phase:
        raise IllegalCommand(f"{what} only in the {phase} phase; this is the {s.phase} phase", rule=TURN)


def require_pending(s: State, player: str, what: str) -> None:
    if player not in s.pending:
        raise IllegalCommand(f"{player} has nothing to answer now: {what}", rule=TURN)


def action_order(s: State, favorite: str, direction: Direction) -> tuple[str, ...]:
    seated = sorted(s.players, key=lambda p: s.players[p].seat)
    if direction == HERA:
        seated.reverse()
    i = seated.index(favorite)
    return tuple(seated[i:] + seated[:i])


# -- setup: the first patron ------------------------------------------------------------


def choose_patron(tx: Tx, player: str, cmd: ChoosePatron) -> None:
    s = tx.s
    require_phase(s, PATRON, "a first patron is chosen")
    require_pending(s, player, "the patron is already chosen")
    p = s.players[player]
    if cmd.deity not in p.dealt_deities:
        raise IllegalCommand(f"{cmd.deity} is not one of the deities dealt to you: {', '.join(p.dealt_deities)}")
    free = [
        i for i, site in enumerate(sites(tx.content, p.home))
        if site.kind == SETTLEMENT and s.areas[p.home].slots[i] is None
    ]
    if not free:
        raise IllegalCommand(f"{p.home} has no free settlement for the first temple")
    tx.emit(turn_ev.PatronChosen(player=player, deity=cmd.deity, city=p.home, slot=free[0]))


# -- Ethos phase --------------------------------------------------------------------------


def deal_ethos(tx: Tx) -> None:
    """Deal to every player who has not chosen Ethos objectives yet."""
    s = tx.s
    setup = tx.content.scenario.setup
    for deal in tx.rules.hooks.deal_ethos:
        deal(tx)
    for name, p in s.players.items():
        if p.kind == "ai":  # AI players share three face-up cards instead
            continue
        # A deck too thin to offer a choice (or a scenario without Ethos cards) deals nothing.
        if p.ethos or len(set(s.ethos_deck)) < setup.ethos_kept:
            continue
        deck = list(s.ethos_deck)
        tx.rng.shuffle(deck)
        tx.emit(turn_ev.EthosDealt(player=name, cards=tuple(deck[: setup.ethos_dealt])))


def keep_ethos(tx: Tx, player: str, cmd: KeepEthos) -> None:
    s = tx.s
    require_phase(s, ETHOS, "Ethos cards are kept")
    require_pending(s, player, "your Ethos objectives are chosen")
    hand = list(s.players[player].ethos_hand)
    keep = tx.content.scenario.setup.ethos_kept
    if len(cmd.cards) != keep or len(set(cmd.cards)) != keep:
        raise IllegalCommand(f"keep exactly {keep} different Ethos cards")
    for card in cmd.cards:
        if card not in hand:
            raise IllegalCommand(f"{card} is not in your Ethos hand: {', '.join(hand)}")
        hand.remove(card)
    tx.emit(turn_ev.EthosKept(player=player, kept=tuple(sorted(cmd.cards)), returned=tuple(sorted(hand))))


def redraw(tx: Tx, player: str, cmd: Redraw) -> None:
    s = tx.s
    require_phase(s, ETHOS, "Ethos cards are discarded")
    require_pending(s, player, "your Ethos objectives are chosen")
    p = s.players[player]
    if p.favor < s.turn:
        raise IllegalCommand(f"discarding the Ethos cards costs {s.turn} Favor on turn {s.turn}; you have {p.favor}")
    tx.emit(turn_ev.EthosRedrawn(player=player, favor=s.turn, returned=tuple(sorted(p.ethos_hand))))


# -- Favorite of the Gods phase ---------------------------------------------------------------


def determine_favorite(tx: Tx) -> None:
    s = tx.s
    # The Favorite window comes first (`favorite_windows`); an invocation may settle it.
    if any(window(tx) for window in tx.rules.hooks.favorite_windows):
        return
    most = max(p.favor for p in s.players.values())
    leaders = tuple(name for name, p in s.players.items() if p.favor == most)
    if len(leaders) == 1:
        tx.emit(turn_ev.FavoriteChosen(player=leaders[0], favor=most))
    else:
        tx.emit(turn_ev.FavoriteTied(players=leaders, chooser=s.favorite))


def pick_favorite(tx: Tx, player: str, cmd: PickFavorite) -> None:
    s = tx.s
    require_phase(s, FAVORITE, "a tie for Favorite of the Gods is broken")
    require_pending(s, player, "only the current Favorite of the Gods breaks the tie")
    if cmd.player not in s.tied:
        raise IllegalCommand(f"choose among the tied players: {', '.join(s.tied)}")
    tx.emit(turn_ev.FavoriteChosen(player=cmd.player, favor=s.players[cmd.player].favor))


def choose_direction(tx: Tx, player: str, cmd: ChooseDirection) -> None:
    s = tx.s
    require_phase(s, DIRECTION, "the direction of play is chosen")
    require_pending(s, player, "only the Favorite of the Gods chooses the direction")
    if cmd.direction not in (ZEUS, HERA):
        raise IllegalCommand("the Favorite of the Gods token shows zeus or hera")
    tx.emit(
        turn_ev.DirectionChosen(player=player, direction=cmd.direction, order=action_order(s, player, cmd.direction))
    )


# -- moving on -------------------------------------------------------------------------------


def proceed(tx: Tx) -> None:
    """Run the game forward until a player must answer (or the game is over)."""
    s = tx.s
    while True:
        # Questions, invocation windows, world events: the `interrupts` hooks.
        if any(interrupt(tx) for interrupt in tx.rules.hooks.interrupts):
            return
        if s.pending:
            return
        if s.phase == PATRON:
            deal_ethos(tx)
            if not s.pending:  # every player already holds objectives
                determine_favorite(tx)
        elif s.phase == ETHOS:
            determine_favorite(tx)
        elif s.phase == ACTION:
            if s.active:
                return
            tx.emit(turn_ev.UpkeepBegan(turn=s.turn))
        elif s.phase == UPKEEP:
            if upkeep.run(tx):
                tx.emit(turn_ev.TurnBegan(turn=s.turn + 1))
                deal_ethos(tx)
                if not s.pending:
                    determine_favorite(tx)
        else:  # favorite, direction: waiting on pending; over: nothing more
            return


# What decides each command of this module.
DECIDERS = (
    Deciders[Tx]()
    .on(ChoosePatron, choose_patron)
    .on(KeepEthos, keep_ethos)
    .on(Redraw, redraw)
    .on(PickFavorite, pick_favorite)
    .on(ChooseDirection, choose_direction)
)
