"""One game as the screens use it: the engine's `Game` plus who is looking.

The session never shows the full state: the map, the boards and the log are
built from `view(state, viewer)`, where the viewer is the person whose turn
it is (or a spectator when nobody has to act). A session bound to a seat
(`seat`) always shows that seat's view and gives its commands alone: other
seats play from their own screens on the same save. Commands go in as text in
the game's notation; what they caused comes back as plain sentences.

The AI seats are played by the one process that holds the save's host lease
(seat.hosting); a session that cannot take it leaves them to that process.

No Textual here: the screens hold a session and render what it returns.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from hellenica_tui.engine.chat import Say
from hellenica_tui.engine.errors import CommandError, RequestError
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.log import Group
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content.lookup import content_for, content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.economy.narration import offer_asked
from hellenica_tui.games.hellenica.economy.trade import open_offer
from hellenica_tui.games.hellenica.game import GAME as HELLENICA
from hellenica_tui.games.hellenica.maps.building import building
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.savedgames import new_save_path, saves_dir
from hellenica_tui.seat import hosting, undoing
from hellenica_tui.seat.board.mapmodel import MapModel
from hellenica_tui.seat.board.position import position_model
from hellenica_tui.seat.board.tilemap import building_model, kept_cells
from hellenica_tui.seat.opening import open_game, seat_named
from hellenica_tui.seat.submit import submit

# How long the screen waits for another program's change to the save to end: the
# screen stands still meanwhile, and such changes take milliseconds.
LOCK_WAIT = 1.0


class GameSession:
    def __init__(self, game: Game, seat: str | None = None) -> None:
        self.game = game
        game.lock_wait = LOCK_WAIT
        self.seat = seat  # the one seat this screen plays, or None: everyone at this keyboard
        self.host = hosting.Host(game)
        if seat is not None and game.path is not None:
            game.watch_as(seat)  # what this seat has seen is noted: undo leaves it be
        # The tile shown where it would lie while the viewer places one: (location, tile, turn).
        self.ghost: tuple[int, str, int] | None = None
        self._shape = self._shape_now()  # the arrangement the map model was made for
        self._bare = self._bare_map()
        self._model = self._bare

    @property
    def content(self) -> Content:
        """The rules data the game plays with (maybe kept in its save), on the map as it
        stands: a map being built or explored changes as the game goes."""
        return content_of(self.game.state)

    # -- making one ---------------------------------------------------------

    @classmethod
    def new(
        cls,
        city_states: Sequence[str],
        seed: int,
        settings: dict[str, bool | str] | None = None,
        scenario: str = "classic",
        path: str | None = None,
        ai: Sequence[str] = (),
        expert: Sequence[str] = (),
    ) -> GameSession:
        """A new game, saved as it goes (to a fresh file in `saves_dir` by default);
        the city-states in `ai` are played by the AI (the expert AI for those also in
        `expert`, else the rulebook AI), the others by people."""
        if path is None:
            saves_dir().mkdir(parents=True, exist_ok=True)
            path = str(new_save_path(city_states, RULESET.id))
        seats = [
            Seat(name, "ai", "expert" if name in expert else "rulebook") if name in ai else Seat(name)
            for name in city_states
        ]
        return cls(Game.new(RULESET, scenario, seats, seed, settings or {}, path=path))

    @classmethod
    def load(cls, path: str, seat: str | None = None) -> GameSession:
        """Open a save (bound to `seat`, if given: a person's seat of the game, else
        RequestError); a damaged or foreign file raises SaveFileError with the reason.
        What loading mended (a torn last frame dropped) is in `game.warnings`, for the
        screen to tell: a warning printed to the terminal would land under the screen."""
        game, module = open_game(path)
        if module is not HELLENICA:  # the screens of other games are still to come
            game.close()
            raise RequestError(f"{path}: a game of {module.facts.name}, which this screen cannot show yet")
        if seat is not None:
            seat = seat_named(game, seat)
        return cls(game, seat)

    # -- reading it -----------------------------------------------------------

    @property
    def state(self) -> State:
        state: State = self.game.state
        return state

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

    def view(self) -> State:
        seen: State = self.game.view(self.viewer)
        return seen

    def map_model(self) -> MapModel:
        """The map with the viewer's view on it; unchanged areas keep their cells. A map
        being built is made anew when a tile was placed (or taken back) or the tile
        shown being placed moved, and only then."""
        shape = self._shape_now()
        if shape != self._shape:
            before, self._shape = self._model, shape
            self._bare = self._bare_map()
            self._model = kept_cells(position_model(self.view(), self._bare), before)
            return self._model
        self._model = position_model(self.view(), self._model)
        return self._model

    def _shape_now(self) -> tuple[str, tuple[int, str, int] | None]:
        layout = self.game.state.layout
        if isinstance(layout, msgspec.UnsetType):
            return "", None
        return f"{layout.key}/{layout.done}", self.ghost if building(self.game.state) is not None else None

    def _bare_map(self) -> MapModel:
        state = self.game.state
        layout = building(state)
        if layout is None:
            return MapModel.of(self.content)
        return building_model(content_for(state.scenario, state.content_hash), layout, self.ghost)

    def name(self, ident: str) -> str:
        state = self.content.city_states.get(ident)
        return state.name if state else ident

    def suggestions(self, player: str | None = None) -> list[str]:
        """Every command `player` (default: the viewer) may give now, in notation."""
        player = player or self.viewer
        if player is None or player not in self.to_act():
            return []
        return sorted({RULESET.format(c) for c in self.game.legal_commands(player)})

    def question(self) -> str | None:
        """The open question the viewer must answer, in words, with the names `choose`
        takes; None when none waits (a secret one is asked in its dialog)."""
        view = self.view()
        choice, viewer = view.choice, self.viewer
        offer = open_offer(view)
        if offer is not None and offer.to == viewer:
            return offer_asked(self.content, offer)
        if choice is None or choice.player != viewer or choice.secret:
            return None
        from hellenica_tui.games.hellenica.gods.narration import asked
        from hellenica_tui.games.hellenica.gods.option_names import labels

        named = labels(self.content, choice.options)
        return f"{asked(self.content, choice.prompt)} Type choose and one of: {'; '.join(named)}."

    def completions(self) -> list[str]:
        """Every text the prompt completes now: the canonical form of each legal command,
        then the other forms the parser reads for them (kept cards in any order, any
        split of a movement, `move all`, an answer by its name)."""
        player = self.viewer
        if player is None or player not in self.to_act():
            return []
        from hellenica_tui.games.hellenica.table.typed_forms import typed_forms

        legal = self.game.legal_commands(player)
        return sorted({RULESET.format(c) for c in legal}) + sorted(typed_forms(self.state, player, legal))

    def commands_here(self, area: str) -> list[tuple[str, str]]:
        """The legal commands that name `area` (by id), each with what it costs now."""
        player = self.viewer
        if player is None or player not in self.to_act():
            return []
        from hellenica_tui.games.hellenica.table.costs import cost_of
        from hellenica_tui.seat.board.maptargets import player_verbs

        legal = [(RULESET.format(command), command) for command in self.game.legal_commands(player)]
        naming = player_verbs((text for text, _ in legal), self.players)  # these name a city-state, not its home
        found: dict[str, str] = {}
        for text, command in legal:
            words = text.split()
            if area in words and text not in found and not (words[0] in naming and len(words) > 1 and words[1] == area):
                found[text] = cost_of(self.state, player, command)
        # The plain actions first, action by action, then replacements and Commerce-paid ones.
        order = ("move", "raid", "supply", "train", "worship", "research", "build")

        def rank(pair: tuple[str, str]) -> tuple[bool, bool, int, int, str]:
            words = pair[0].split()
            verb = words[1] if words[0] == "exchange" else words[0]
            at = order.index(verb) if verb in order else len(order)
            return words[0] == "exchange", "over" in words, at, len(words), pair[0]

        return sorted(found.items(), key=rank)

    def castable(self) -> list[tuple[str, str]]:
        """The invocations the viewer may cast now: (command text, "Name (Deity, cost)")."""
        viewer = self.viewer
        if viewer is None or viewer not in self.to_act():
            return []
        deity_of = {inv.id: deity for deity in self.content.deities.values() for inv in deity.invocations}
        found: dict[str, str] = {}
        for command in self.game.legal_commands(viewer):
            invocation = getattr(command, "invocation", None)
            if type(command).__name__ != "Invoke" or invocation not in self.content.invocations:
                continue
            item = self.content.invocations[invocation]
            deity = deity_of.get(invocation)
            label = f"{item.name} ({deity.name if deity else '?'}, {item.level} Favor)"
            found[RULESET.format(command)] = label
        return sorted(found.items(), key=lambda pair: pair[1])

    def tell(self, group: Group) -> list[str]:
        """A command of the log and what it caused, as the viewer may read it."""
        return self._told([group])

    def _told(self, groups: Sequence[Group]) -> list[str]:
        """`groups` (consecutive in the log) told to the viewer, each event in the state it
        happened in, so a line can name the upgrade a slot held. Groups no longer in the
        log (taken back since) are told in the present state."""
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

    def _narrated(self, groups: Sequence[Group], before: State, evolve: Any) -> list[str]:
        viewer, game = self.viewer, self.game
        lines: list[str] = []
        for group, told in zip(groups, HELLENICA.narrate(groups, before, evolve, viewer), strict=True):
            if isinstance(group.command, Say):  # table talk: no events, nothing else to tell
                lines.append(f"{self.name(group.player)} says: {group.command.text}")
                continue
            lines.append(f"{self.name(group.player)}: {game.public_text(group, viewer)}")
            lines += ["  " + line for line in told]  # indented under their command
        return lines

    def history(self) -> list[str]:
        """The whole log so far, told to the current viewer."""
        return self._told(self.game.log)

    def won_with(self) -> dict[str, tuple[str, ...]]:
        """Each winner's objectives, as the victory check counted them when the game
        was won (an AI's shared Ethos cards included); {} before the end."""
        from hellenica_tui.games.hellenica.turn.events import GameWon

        for group in reversed(self.game.log):
            for event in group.events:
                if isinstance(event, GameWon):
                    return dict(event.objectives)
        return {}

    # -- changing it -----------------------------------------------------------

    def submit(self, text: str, player: str | None = None) -> list[str]:
        """Give a command as `player` (default: the viewer). Raises CommandError."""
        player = player or self.viewer
        if player is None:
            raise CommandError("nobody has to act now")
        group = submit(self.game, text, player, self._names())  # a refusal says why not
        return self.tell(group)

    def last_was_secret(self) -> bool:
        """Whether the last command logged reads differently to the other players
        (Ethos cards kept, a sealed bid, a secret answer)."""
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
        """Each seat's city-state's name, by id."""
        return {player: self.name(player) for player in self.players}

    def redo(self) -> list[str]:
        return self._told(undoing.redo(self.game, self.seat))  # a seat puts back only its own

    def close(self) -> None:
        self.host.release()
        self.game.close()
