"""VICTORY at upkeep: 3 objectives met (4 in the Epic game) from the public
Pathos cards and one's own Ethos cards. Several winners at once are split by
most objectives, then most city upgrades, advancements, Favor, Philosophers
and Commerce; players still level share the victory."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hellenica_tui.games.hellenica.ai_seats.holdings import ai_completed
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import MAP, State
from hellenica_tui.games.hellenica.effects.counts import count
from hellenica_tui.games.hellenica.turn.events import GameWon
from hellenica_tui.games.hellenica.victory.objectives import completed

if TYPE_CHECKING:
    from hellenica_tui.games.hellenica.core.decide import Tx


def objectives_to_win(s: State, content: Content) -> int:
    setup = content.scenario.setup
    return setup.objectives_to_win_epic if s.settings.epic else setup.objectives_to_win


# What settles a tie between winners, in `tie_key`'s order: the one text every page tells.
TIE_BREAKS = ("more objectives met", "city upgrades", "advancements", "Favor", "Philosophers", "Commerce")


def tie_break_text() -> str:
    first, *rest = TIE_BREAKS
    return f"Ties go to {first}, then {', '.join(rest[:-1])} and {rest[-1]}."


def tie_key(s: State, content: Content, player: str, done: int) -> tuple[int, ...]:
    p = s.players[player]
    return (
        done, count(s, content, player, "upgrades"),
        s.ai.seats[player].advancements if s.ai is not None and player in s.ai.seats else len(p.advancements),
        p.favor, p.philosophers, p.commerce,
    )


def done_by(s: State, content: Content, player: str) -> list[str]:
    """The objectives `player` has completed now, as the victory check counts them:
    an AI player by the AI's readings of its shared Ethos cards, anyone else by the
    public Pathos cards and its own Ethos cards. While the map is made nothing is done
    (the home cities may not lie on it yet)."""
    if s.phase == MAP:
        return []
    if s.players[player].kind == "ai":
        return ai_completed(s, content, player)
    return completed(s, content, player)


def check_victory(s: State, content: Content) -> GameWon | None:
    need = objectives_to_win(s, content)
    done = {name: done_by(s, content, name) for name in s.players}
    qualified = [name for name, cards in done.items() if len(cards) >= need]
    if not qualified:
        return None
    keys = {name: tie_key(s, content, name, len(done[name])) for name in qualified}
    best = max(keys.values())
    winners = tuple(name for name in qualified if keys[name] == best)
    return GameWon(winners=winners, objectives={name: tuple(done[name]) for name in winners})


def victory_step(tx: Tx) -> bool:
    """The upkeep step that checks for a winner; the game is over when one is found."""
    won = check_victory(tx.s, tx.content)
    if won is not None:
        tx.emit(won)
        return False
    return True


UPKEEP = {"victory": victory_step}
