"""One game of any registered kind as a screen uses it: the engine's `Game`, its game
module, and who is looking.

The session never shows the full state: what a screen draws is built from
`view()`, the state as the viewer may see it, where the viewer is the person
whose turn it is (or a spectator when nobody has to act). A session bound to a
seat (`seat`) always shows that seat's view and gives its commands alone: other
seats play from their own screens on the same save. Commands go in as text in
the game's notation; what they caused comes back as sentences the game module
tells (`narrate`), each in the viewer's eyes.

The AI seats are played by the one process that holds the save's host lease
(seat.hosting); a session that cannot take it leaves them to that process.
What a game's screens read beyond this (Hellenica's map, its invocations and
questions) is a subclass's (`seat.session.GameSession`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hellenica_tui.engine.chat import Say
from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.log import Group
from hellenica_tui.games.facts import GameModule
from hellenica_tui.seat import hosting, undoing
from hellenica_tui.seat.opening import module_of, open_game, seat_named
from hellenica_tui.seat.submit import submit

# How long the screen waits for another program's change to the save to end: the
# screen stands still meanwhile, and such changes take milliseconds.
LOCK_WAIT = 1.0
# How long a seat being opened waits for the save (to note what it has seen): nothing is
# on its screen yet, and a burst of seats opening one game at once on a loaded machine
# queues at the save's lock, each holder perhaps waiting for a core meanwhile.
OPEN_WAIT = 15.0


class Session:
    def __init__(self, game: Game, seat: str | None = None, module: GameModule | None = None) -> None:
        self.game = game
        self.module = module if module is not None else module_of(game)
        self.seat = seat  # the one seat this screen plays, or None: everyone at this keyboard
        self.host = hosting.Host(game)
        if seat is not None and game.path is not None:
            game.lock_wait = OPEN_WAIT
            game.watch_as(seat)  # what this seat has seen is noted: undo leaves it be
        game.lock_wait = LOCK_WAIT

    # -- opening one -------------------------------------------------------

    @classmethod
    def load(cls, path: str, seat: str | None = None) -> Session:
        """Open a save of any registered game (bound to `seat`, if given: a person's seat
        of the game, else RequestError); a damaged or foreign file raises SaveFileError
        with the reason. What loading mended is in `game.warnings`, for the screen to tell."""
        game, module = open_game(path)
        try:
            if seat is not None:
                seat = seat_named(game, seat)
            return cls(game, seat, module)
        except BaseException:
            game.close()
            raise

    # -- reading it -----------------------------------------------------------

    @property
    def game_id(self) -> str:
        return self.module.facts.id

    @property
    def state(self) -> Any:
        return self.game.state

    @property
    def players(self) -> list[str]:
        return [seat.name for seat in self.game.seats]

    def to_act(self) -> list[str]:
        return self.game.to_act()

    @property
    def people(self) -> list[str]:
        return [seat.name for seat in self.game.seats if seat.kind != "ai"]

    def is_ai(self, player: str) -> bool:
        return player not in self.people

    def ai_levels(self) -> dict[str, str]:
        """The AI seats by the AI level playing each ("expert", "rulebook"): how a screen names them."""
        return {seat.name: seat.ai or "AI" for seat in self.game.seats if seat.kind == "ai"}

    @property
    def viewer(self) -> str | None:
        """Whose eyes the screen shows: its seat, if bound to one; else the first person
        who must act; while only AI seats act, the one person at the table (if one),
        else nobody's secrets."""
        if self.seat is not None:
            return self.seat
        people = self.people
        acting = [p for p in self.to_act() if p in people]
        if acting:
            return acting[0]
        return people[0] if len(people) == 1 else None

    def ai_acting(self) -> str | None:
        """The AI seat to act next, when only AI seats must act now (at a seat-bound
        screen, also beside people: see ai_to_act) and this process hosts the game
        (another host plays them otherwise)."""
        if all(seat.kind != "ai" for seat in self.game.seats):
            return None  # no AI at this table: its code need not even be loaded
        # At a table of seat-bound screens the AI seats answer beside the people; at a
        # hot seat they wait, so that nothing moves while a person decides.
        player = hosting.ai_to_act(self.game, beside_people=self.seat is not None)
        return player if player is not None and self.hosts() else None

    def hosts(self) -> bool:
        """Whether this process plays the AI seats (it takes the lease when free)."""
        return self.host.hosts()

    def view(self) -> Any:
        return self.game.view(self.viewer)

    def is_over(self) -> bool:
        return not self.to_act()

    def name(self, ident: str) -> str:
        return self.module.seat_names(self.game.state).get(ident, ident)

    def suggestions(self, player: str | None = None) -> list[str]:
        """Every command `player` (default: the viewer) may give now, in notation."""
        player = player or self.viewer
        if player is None or player not in self.to_act():
            return []
        ruleset = self.game.ruleset
        return sorted({ruleset.format(c) for c in self.game.legal_commands(player)})

    def completions(self) -> list[str]:
        """Every text the prompt completes now (a game may add the other forms its
        parser reads)."""
        return self.suggestions()

    def question(self) -> str | None:
        """The open question the viewer must answer, in words; None when none waits."""
        return None

    def tell(self, group: Group) -> list[str]:
        """A command of the log and what it caused, as the viewer may read it."""
        return self._told([group])

    def _told(self, groups: Sequence[Group]) -> list[str]:
        """`groups` (consecutive in the log) told to the viewer, each event in the state it
        happened in. Groups no longer in the log (taken back since) are told in the
        present state."""
        game = self.game
        log = game.log
        start = next((i for i in range(len(log) - 1, -1, -1) if groups and log[i] is groups[0]), None)
        if start is not None and all(start + n < len(log) and log[start + n] is g for n, g in enumerate(groups)):
            try:
                return self._narrated(groups, game.state_at(start), game.ruleset.evolve)
            except Exception:
                # The live state was changed by hand (a test's position, never a game's
                # own log): the log no longer folds to it, so tell it in the present.
                pass
        return self._narrated(groups, self.state, lambda state, event: state)

    def _narrated(self, groups: Sequence[Group], before: Any, evolve: Any) -> list[str]:
        viewer, game = self.viewer, self.game
        lines: list[str] = []
        for group, told in zip(groups, self.module.narrate(groups, before, evolve, viewer), strict=True):
            if isinstance(group.command, Say):  # table talk: no events, nothing else to tell
                lines.append(f"{self.name(group.player)} says: {group.command.text}")
                continue
            lines.append(f"{self.name(group.player)}: {game.public_text(group, viewer)}")
            lines += ["  " + line for line in told]  # indented under their command
        return lines

    def history(self) -> list[str]:
        """The whole log so far, told to the current viewer."""
        return self._told(self.game.log)

    # -- changing it -----------------------------------------------------------

    def submit(self, text: str, player: str | None = None) -> list[str]:
        """Give a command as `player` (default: the viewer). Raises CommandError."""
        player = player or self.viewer
        if player is None:
            raise CommandError("nobody has to act now")
        group = submit(self.game, text, player, self._names())  # a refusal says why not
        return self.tell(group)

    def last_was_secret(self) -> bool:
        """Whether the last command logged reads differently to the other players."""
        if not self.game.log:
            return False
        group = self.game.log[-1]
        return self.game.public_text(group, None) != self.game.text(group)

    def outside(self) -> tuple[bool, list[str], list[str]]:
        """What other programs changed in the save since last asked: whether the log
        must be told again (they took commands back), the lines their commands add to
        the log, and notes about what they took back."""
        retell, told, notes = False, [], []
        viewer = self.viewer
        for change in self.game.take_outside():
            if len(change.removed) > 3:  # a new game written over this one, most likely
                retell = True
                notes.append(f"{len(change.removed)} commands were taken back elsewhere.")
            elif change.removed:
                retell = True
                notes += [
                    f"Taken back elsewhere: {self.name(g.player)}: {self.game.public_text(g, viewer)}"
                    for g in change.removed
                ]
            for group in change.added:
                told += self.tell(group)
        return retell, told, notes

    # In hot seat the last person who played takes back, but whoever holds the
    # keyboard reads the answer: it must not tell them another's secret.
    def undo_blocked(self) -> str | None:
        return undoing.undo_refusal(self.game, self.seat, self._names(), viewer=self.viewer)

    def undo(self) -> list[str]:
        viewer = self.viewer
        groups = undoing.undo(self.game, self.seat, self._names(), viewer=viewer)
        return [f"Taken back: {self.name(g.player)}: {self.game.public_text(g, viewer)}" for g in groups]

    def _names(self) -> dict[str, str]:
        """Each seat's name, by id."""
        return {player: self.name(player) for player in self.players}

    def redo(self) -> list[str]:
        return self._told(undoing.redo(self.game, self.seat))  # a seat puts back only its own

    def close(self) -> None:
        self.host.release()
        self.game.close()
