"""Which commands an undo takes back, and when it may not: the table's manners of
taking back, apart from writing the save (`Game.undo`).

An undo takes back its player's last command and every command after it (the
AI's answers), stepping over lines said, which stay. It never crosses a barrier
(dice rolled, something hidden revealed), never another person's command when
several people play, and never a command another seat has already seen.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from hellenica_tui.engine.chat import Say
from hellenica_tui.engine.errors import UndoBlocked
from hellenica_tui.engine.log import Group
from hellenica_tui.engine.ruleset import Event


def undo_cut(
    groups: Sequence[Group],
    kinds: Mapping[str, str],
    player: str | None,
    *,
    is_barrier: Callable[[Event], bool],
    describe: Callable[[Group], str],
    seen: Callable[[], Mapping[str, int]],
) -> int:
    """The index of the first group an undo by `player` removes (with none named, by
    the last person to play, or anyone's in a game of bots only). Raises UndoBlocked
    saying why not, each command told by `describe`; `seen` gives how far each seat
    has read the log (read only when needed: it is a file)."""
    if not groups:
        raise UndoBlocked("There is nothing to undo.")
    # From the end only: the cost is the commands stepped over, never the length of the game.
    played = (g for g in reversed(groups) if not isinstance(g.command, Say))
    last = next(played, None)
    if last is None:
        raise UndoBlocked("There is nothing to undo (a line said stays said).")
    if player is None:
        person = last if kinds.get(last.player) == "human" else next((g for g in played if kinds.get(g.player) == "human"), last)
        player = person.player
    elif player not in kinds:
        raise UndoBlocked(f"{player} does not play in this game.", player)
    several = sum(kind == "human" for kind in kinds.values()) > 1
    for i in range(len(groups) - 1, -1, -1):
        group = groups[i]
        if isinstance(group.command, Say):
            continue  # a line said is stepped over: it stays where it was said
        text = describe(group)
        if any(is_barrier(event) for event in group.events):
            raise UndoBlocked(
                f"{group.player}'s {text!r} left something to chance (a roll, a draw) or revealed something "
                "hidden; it cannot be undone.",
                group.player,
            )
        if group.player == player:
            for seat, count in seen().items():
                if seat != player and count > i and kinds.get(seat) == "human":
                    raise UndoBlocked(f"{seat} has already seen {text!r}; it stands.", seat)
            return i
        if several and kinds.get(group.player) == "human":
            raise UndoBlocked(f"{group.player} has played since ({text!r}); only they can take that back.", group.player)
    raise UndoBlocked(f"{player} has no command to undo.", player)
