"""Hellenica's game as its screens use it: the generic session (seat.play.Session)
plus what Hellenica's screens read beyond it: the map model, the city-states'
names, the question waiting, the commands an area names, the invocations
castable now, the objectives each winner won with.

No Textual here: the screens hold a session and render what it returns.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from hellenica_tui.engine.errors import RequestError
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.facts import GameModule
from hellenica_tui.games.hellenica.content.lookup import content_for, content_of
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.economy.offers import open_offer
from hellenica_tui.games.hellenica.game import GAME as HELLENICA
from hellenica_tui.games.hellenica.maps.building import building
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.savedgames import new_save_path, saves_dir
from hellenica_tui.seat.board.mapmodel import MapModel
from hellenica_tui.seat.board.position import position_model
from hellenica_tui.seat.board.tilemap import building_model, kept_cells
from hellenica_tui.seat.opening import open_game, seat_named
from hellenica_tui.seat.play import LOCK_WAIT, Session

__all__ = ["LOCK_WAIT", "GameSession"]


class GameSession(Session):
    def __init__(self, game: Game, seat: str | None = None, module: GameModule | None = None) -> None:
        super().__init__(game, seat, HELLENICA)
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
        level: str = "",
    ) -> GameSession:
        """A new game, saved as it goes (to a fresh file in `saves_dir` by default);
        the city-states in `ai` are played by the AI (the expert AI for those also in
        `expert`, at `level`: easy, normal (as when none is named) or hard; else the
        rulebook AI), the others by people."""
        if path is None:
            saves_dir().mkdir(parents=True, exist_ok=True)
            path = str(new_save_path(city_states, RULESET.id))
        experts = HELLENICA.facts.seat_ai("expert", level)  # ValueError for a level it has not
        seats = [
            Seat(name, "ai", experts if name in expert else "rulebook") if name in ai else Seat(name)
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
        if module is not HELLENICA:  # any game's save opens as a seat.play.Session
            game.close()
            raise RequestError(f"{path}: a game of {module.facts.name}, not of Hellenica")
        if seat is not None:
            seat = seat_named(game, seat)
        return cls(game, seat)

    @property
    def state(self) -> State:
        state: State = self.game.state
        return state

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

    def takes_order(self) -> bool:
        """Whether the open question's answer may give several options in order (the
        creatures' order at upkeep: the rules' `orders`)."""
        choice = self.state.choice
        return choice is not None and bool(RULESET.rules.tables.orders.get(choice.about))

    def question(self) -> str | None:
        """The open question the viewer must answer, in words, with the names `choose`
        takes; None when none waits (a secret one is asked in its dialog)."""
        view = self.view()
        choice, viewer = view.choice, self.viewer
        offer = open_offer(view)
        if offer is not None and offer.to == viewer:
            from hellenica_tui.games.hellenica.economy.narration import offer_asked

            return offer_asked(self.content, offer)
        if choice is None or choice.player != viewer or choice.secret:
            return None
        from hellenica_tui.games.hellenica.gods.narration import asked
        from hellenica_tui.games.hellenica.gods.option_names import labels

        named = labels(self.content, choice.options)
        how = "choose NAME, or an order: choose NAME, NAME ..." if self.takes_order() else "choose NAME"
        return f"{asked(self.content, choice.prompt)} One of: {'; '.join(named)} ({how})."

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

    def won_with(self) -> dict[str, tuple[str, ...]]:
        """Each winner's objectives, as the victory check counted them when the game
        was won (an AI's shared Ethos cards included); {} before the end."""
        from hellenica_tui.games.hellenica.turn.events import GameWon

        for group in reversed(self.game.log):
            for event in group.events:
                if isinstance(event, GameWon):
                    return dict(event.objectives)
        return {}
