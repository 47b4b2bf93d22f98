"""The table: one game at one keyboard, with everything the game screen decides
but does not draw.

Every change to the game (a command, undo, redo, an AI's command, what another
program wrote to the save) goes through `Table`, which tells it to the person at
the keyboard as an `Outcome`: the lines for the log, the hint, the areas to
mark, and whether the screen must first be handed to the next person, whose
secrets the previous one must not see. Errors of every kind are caught in one
place (`_attempt`) and come back as a `Trouble`. What opens next (a summary of
what happened to the person, a secret choice, a combat's dialog) is `next_up`.
The AI's pace is `ai_delay`; its commands are planned, thought and given in
three steps (see ai_turns) so that the screen can think in a worker thread.

The commit point (the app setting `commit_point`, on by default): a person's
command after which AI seats would act is not final at once. The AI seats wait
until the person confirms it (`commit`, '.') or begins the next thing (another
command); until then undo takes it back whole, no AI die rolled in between.
The answers the person's settings give for them (`stand_in`) wait with it, and
undo takes them back with it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

import msgspec
from msgspec.structs import replace

from hellenica_tui.savedgames import SAVE_SUFFIX, save_path
from hellenica_tui.seat.board.mapmodel import MapModel
from hellenica_tui.seat.files import save_as_refusal
from hellenica_tui.seat.session import GameSession
from hellenica_tui.seat.watch import SaveWatch
from hellenica_tui.tui import settings
from hellenica_tui.tui.aispeed import AI_SPEEDS, DEFAULT_SPEED
from hellenica_tui.tui.controller.ai_turns import AiThought, AiTurn, Bots, plan
from hellenica_tui.tui.controller.interruptions import Interruptions
from hellenica_tui.tui.controller.troubles import TROUBLES, Doing, Trouble, trouble

if TYPE_CHECKING:  # the combat and secret-choice code is loaded when first asked, after the first frame
    from hellenica_tui.games.hellenica.table.recap import Happening
    from hellenica_tui.games.hellenica.war.outlook import Outlook, Summary
    from hellenica_tui.tui.invocation_choices import WindowChoice
    from hellenica_tui.tui.recaps import Recaps
    from hellenica_tui.tui.secret_choices import BidChoice, EthosChoice, ExploreChoice, OrderChoice, QuestionChoice

SECRET_VERBS = ("keep", "offer")  # commands never kept in the prompt's history
COMMIT_HINT = "Not final: Enter or '.' confirms, ^z takes back."


def private(text: str) -> bool:
    """Whether a command typed at the prompt is a secret one (kept out of the history
    the next person walks with the arrow keys)."""
    words = text.split()
    return bool(words) and words[0].lower() in SECRET_VERBS


class Outcome(msgspec.Struct, frozen=True):
    """What a change showed: nothing at all unless `changed` (then maybe `trouble`)."""

    changed: bool = False
    lines: tuple[str, ...] = ()  # for the log: added to it, or all of it when `retold`
    retold: bool = False  # the log was told again from the start (another viewer, commands taken back)
    hint: str = ""  # the question the viewer must answer, else the last line told
    question: bool = False
    handoff: str | None = None  # the next person's name: hide the screen until they are ready
    marks: frozenset[str] = frozenset()  # the areas the change touched, to mark
    add_marks: bool = True  # beside the areas still marked (else instead of them)
    trouble: Trouble | None = None


class Recap(msgspec.Struct, frozen=True):
    """What happened to `person` since their last command (and who is close to winning)."""

    person: str
    happenings: list[Happening]


class Secret(msgspec.Struct, frozen=True):
    choice: EthosChoice | BidChoice | QuestionChoice | ExploreChoice | OrderChoice
    name: str  # the person's city-state


class CombatTold(msgspec.Struct, frozen=True):
    summary: Summary  # a combat a person fought ended


class CombatAsked(msgspec.Struct, frozen=True):
    outlook: Outlook  # a combat under way waits for the person at the keyboard


class WindowAsked(msgspec.Struct, frozen=True):
    choice: WindowChoice  # an invocation window (not a combat's) waits for the person at the keyboard


Due = Recap | Secret | CombatTold | CombatAsked | WindowAsked


class Table:
    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.log: list[str] = []  # everything told so far, to whoever is shown
        self.shown_for = session.viewer  # whose eyes the screen shows
        self.person = session.viewer  # the last person the screen was shown to
        self.model = session.map_model()  # the map as drawn
        self.marked: frozenset[str] = frozenset()
        self.pinned: frozenset[str] = frozenset()  # areas the summaries marked, until cleared
        self.save_trouble = ""  # what is wrong with the save, as last told (not told again each look)
        self.combat_seen = len(session.game.log)  # combats ended before this are told already
        self.combat_put_aside: tuple[int, str | None] | None = None  # the decision its dialog was closed on
        self.skip_turn: int | None = None  # '.': the AI seats act at once (from this turn on)
        self.bots = Bots()
        self.watch = SaveWatch()
        chosen = settings.load()
        self.interruptions = Interruptions.of(settings.asks(chosen))  # what stops the person
        self.commit_point = chosen.commit_point
        self.window_dialog = chosen.window_dialog  # an invocation window opens its dialog by itself
        self.recaps_open: settings.Ask = chosen.recaps  # when a summary of what happened opens by itself
        self.window_put_aside: tuple[int, str | None] | None = None  # the window its dialog was closed on
        self.uncommitted: int | None = None  # the log's length after a command waiting for its commit
        self.stand_ins: set[int] = set()  # where in the log the answers given for the person lie

    @cached_property
    def recaps(self) -> Recaps:
        """What happened to each person since it last acted (its modules loaded after
        the first frame, when first asked)."""
        from hellenica_tui.tui.recaps import Recaps

        return Recaps(self.session)

    # -- what the screen draws ------------------------------------------------------

    def history(self) -> list[str]:
        """The whole log, told (again) to the person shown."""
        self.log = self.session.history()
        return list(self.log)

    def map_model(self) -> MapModel:
        """The map to draw now (kept as drawn, to tell what the next change touches)."""
        self.model = self.session.map_model()
        return self.model

    def changed_areas(self) -> frozenset[str]:
        """The areas whose contents differ between the map drawn and the game now (the
        map model keeps the very same cell for an area that did not change)."""
        drawn = self.model.cells
        return frozenset(a for a, cell in self.session.map_model().cells.items() if drawn.get(a) is not cell)

    def mark(self, areas: frozenset[str], add: bool = True) -> tuple[frozenset[str], bool]:
        """Mark `areas` (with `add`, beside those still marked): the areas now marked, and
        whether some are to fade after a while (a summary's stay until the person acts)."""
        self.marked = (self.marked | areas if add else areas) | self.pinned
        return self.marked, bool(self.marked - self.pinned)

    def fade(self) -> frozenset[str]:
        self.marked = self.pinned
        return self.marked

    def opening_hint(self) -> tuple[str, bool]:
        """The hint when the game opens: the question waiting for the viewer, if one."""
        question = self.session.question()
        if question is not None:
            return question, True
        return "Type a command after ':' (Tab completes). o objectives, ? help and every key.", False

    # -- changing the game ------------------------------------------------------------

    def submit(self, text: str) -> Outcome:
        """Give `text` as the command of the person at the keyboard (which commits the one
        before, if it waits: the person began the next thing)."""
        self.commit()
        self.stand_ins = {i for i in self.stand_ins if i < len(self.session.game.log)}
        outcome = self._change(lambda done: done.extend(self.session.submit(text)), "command", own=True)
        if outcome.changed and outcome.trouble is None and self._commit_due():
            self.uncommitted = len(self.session.game.log)
            if not outcome.question:
                outcome = replace(outcome, hint=f"{COMMIT_HINT} {outcome.hint}".strip())  # first: seen at 80 columns
        return outcome

    def _commit_due(self) -> bool:
        """Whether the command just given waits for its commit: at this keyboard's own
        game (not a seat's), with an AI seat to act next."""
        session = self.session
        return self.commit_point and session.seat is None and not session.state.winners and (
            session.ai_acting() is not None
        )

    def commit(self) -> bool:
        """The person's command waiting for its commit is final: the AI seats go on.
        Whether one was waiting."""
        waiting, self.uncommitted = self.uncommitted is not None, None
        return waiting

    def undo(self) -> Outcome:
        """Take back the person's last command (with the answers given for them after it, and
        the AI's); a command waiting for its commit is taken back whole."""
        self.skip_turn = None  # taking back ends a skip: the person wants the game in hand
        self.uncommitted = None
        log = self.session.game.log

        def undo(done: list[str]) -> None:
            done.extend(self.session.undo())
            while True:  # an answer given for the person taken back: their command before it too
                cut = len(log)
                given = cut in self.stand_ins
                self.stand_ins = {i for i in self.stand_ins if i < cut}
                if not (given and log):
                    break
                done.extend(self.session.undo())

        return self._change(undo, "undo")

    def redo(self) -> Outcome:
        return self._change(lambda done: done.extend(self.session.redo()), "command")

    def stand_in(self) -> str | None:
        """The answer the person's settings give for them now, without asking (`skip` in
        an invocation window, `offer 0` for a bid); None when they are to be asked."""
        session = self.session
        person = session.viewer
        if person is None or session.is_ai(person) or session.state.winners or person not in session.to_act():
            return None
        return self.interruptions.answer(session.state, session.content, person)

    def answer_for_person(self, text: str) -> Outcome:
        """Give the `stand_in` answer: not the person's own command (what happened to them
        since they last acted is still told them)."""
        at = len(self.session.game.log)
        outcome = self._change(lambda done: done.extend(self.session.submit(text)), "command")
        if len(self.session.game.log) > at:
            self.stand_ins.add(at)
            if self.uncommitted is not None:
                self.uncommitted = len(self.session.game.log)  # it waits with the command before it
        return outcome

    def ai_plan(self) -> AiTurn | None:
        return plan(self.session)

    def ai_apply(self, thought: AiThought) -> Outcome:
        """Give the command an AI thought out, unless the game moved on meanwhile (then
        nothing is given: the AI is planned again)."""
        session, turn = self.session, thought.turn

        def give(done: list[str]) -> None:
            if thought.error is not None:
                raise thought.error
            assert thought.command is not None
            with session.game.transact():  # the file caught up with first: is the thought still good?
                if len(session.game.log) != turn.index or session.ai_acting() != turn.player:
                    return
                group = session.game.apply(thought.command, turn.player)
            done.extend(session.tell(group))

        return self._change(give, "command", ai=True)

    def look(self) -> Outcome:
        """What other programs did to the save since the last look (cheap when nothing)."""
        game = self.session.game
        path = game.path
        stamp = self.watch.look(path) if path is not None else None
        if stamp is None or path is None:
            return Outcome()
        told_before = self.save_trouble
        found = self._attempt(game.sync, "look")
        if found is not None:  # told once; the save busy a moment (being written) is told for a look soon
            return Outcome(trouble=found) if (found.message and found.save != told_before) or found.busy else Outcome()
        self.watch.caught_up(path, stamp)
        self.save_trouble = ""
        retell, told, notes = self.session.outside()
        return self._outcome(told, notes, retell=retell) if told or notes or retell else Outcome()

    def save_as(self, name: str) -> Trouble | str:
        """Go on saving under `name` in the saves folder: what to tell, or the trouble."""
        if refused := save_as_refusal(self.session.seat):
            return Trouble(refused)
        path = save_path(name)

        def write() -> None:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.session.game.save_as(str(path))

        found = self._attempt(write, "save as")
        if found is not None:
            return found
        self.save_trouble = ""
        return f"Saved as {path}; the game goes on saving there."

    def copy_name(self) -> str:
        """The name Save as proposes: the save's own, as a copy."""
        return Path(self.session.game.path or f"game{SAVE_SUFFIX}").stem + "-copy"

    def _attempt(self, act: Callable[[], object], doing: Doing) -> Trouble | None:
        """Run `act`; whatever the engine or the rules raise comes back as the one trouble
        to tell (None when all went well). The one place errors are caught."""
        try:
            act()
        except TROUBLES as error:
            found = trouble(error, doing)
            if found.save:
                self.save_trouble = found.save
            return found
        return None

    def _change(
        self, act: Callable[[list[str]], object], doing: Doing, *, own: bool = False, ai: bool = False
    ) -> Outcome:
        """`act` adds what it did to the list it is given. However it fails (a refused
        command, a save that cannot be written or is in use elsewhere), the game stays as
        it is in the save, the trouble is told, and what other programs changed meanwhile
        is shown."""
        done: list[str] = []
        found = self._attempt(lambda: act(done), doing)
        question = None if ai or found is None else self.session.question()
        if found is not None and question:
            found = replace(found, message=f"{found.message}\n{question}")  # the question refused for stays in view
        retell, told, notes = self.session.outside()
        if doing == "undo":
            notes += done
        else:
            told += done
        if not (told or notes or retell):
            return Outcome(trouble=found)
        return replace(self._outcome(told, notes, own=own and found is None, retell=retell), trouble=found)

    def _outcome(self, lines: list[str], notes: list[str], own: bool = False, retell: bool = False) -> Outcome:
        """The outcome of a change: `lines` belong to the game's log, `notes` do not
        (commands taken back); `retell` when the log must be told again from the start;
        `own` when the person at the keyboard gave the command (else the areas it
        changed are marked)."""
        session = self.session
        before, after = self.shown_for, session.viewer
        changed = self.changed_areas()
        if after != before or retell:
            self.log = session.history() + notes  # told to the previous viewer: again, to the next one
            shown, retold = list(self.log), True
        else:
            shown, retold = lines + notes, False
            self.log += shown
        question = session.question()
        last = (lines + notes)[-1].strip() if lines or notes else ""
        person, self.shown_for = self.person, after
        if after is not None:
            self.person = after
        if own and before is not None:
            self.recaps.acted(before)
        handoff = None
        if after is not None and person is not None and after != person and len(session.people) > 1:
            handoff = session.name(after)
        return Outcome(
            changed=True,
            lines=tuple(shown),
            retold=retold,
            hint=question if question is not None else last,
            question=question is not None,
            handoff=handoff,
            marks=frozenset() if own and handoff is None else changed,
            add_marks=not own and handoff is None,
        )

    # -- the AI's pace ------------------------------------------------------------------

    def ai_delay(self, speed: str) -> float | None:
        """Seconds before the next AI command (0 while '.' lets them act at once); None
        when no AI is to act."""
        session = self.session
        if session.ai_acting() is None or session.state.winners:
            self.skip_turn = None
            return None
        if self.uncommitted is not None:
            if self.uncommitted == len(session.game.log):
                return None  # the person's command waits for its commit
            self.uncommitted = None  # the game moved on elsewhere
        if self.skip_turn is not None:
            # With no person at the table, a skip ends with the turn.
            if session.people or session.game.position[0] <= self.skip_turn:
                return 0.0
            self.skip_turn = None
        return AI_SPEEDS.get(speed, AI_SPEEDS[DEFAULT_SPEED])

    def skip(self) -> bool:
        """'.': the AI seats act at once, until a person must decide (with no person at
        the table, until the turn ends). False when no AI is acting."""
        if self.session.ai_acting() is None:
            return False
        self.skip_turn = self.session.game.position[0]
        return True

    # -- what opens next ------------------------------------------------------------------

    def next_up(self, ask_secret: bool = True) -> tuple[list[str], Due | None]:
        """When a person's decision comes (or the bids of a world event open): anyone
        newly within one objective of winning (to announce), and what opens: what
        happened to the person since they last acted; then (with `ask_secret`) their
        secret choice or a combat's choices. A combat's dialog comes before the summary."""
        from hellenica_tui.tui.combat_info import asks_viewer, ended_since

        session = self.session
        person = session.viewer
        ask = self.secret_or_combat if ask_secret else lambda: None
        if person is None or session.is_ai(person) or session.state.winners:
            return [], ask()
        if asks_viewer(session) or next(ended_since(session, self.combat_seen), None) is not None:
            return [], ask()
        found = self.recaps.due(person)  # kept to be read again (w) even when it does not open
        if found is not None and not self.opens(found):
            found = None
        alerts = self.recaps.new_alerts(person) if person in session.to_act() else []
        return alerts, (ask() if found is None else self.recap(person, found))

    def opens(self, happenings: list[Happening]) -> bool:
        """Whether a summary opens by itself, by the person's setting: always, when it
        tells more than world events' bids ("matters"), or never."""
        if self.recaps_open == "matters":
            return not all(h.news for h in happenings)
        return self.recaps_open == "always"

    def recap(self, person: str, happenings: list[Happening]) -> Recap:
        """A summary to show `person`: the areas it names stay marked until the person
        clears them."""
        from hellenica_tui.games.hellenica.table.recap import areas_of

        self.pinned |= areas_of(happenings)
        return Recap(person, happenings)

    def reader(self) -> str | None:
        """Whose summaries 'w' shows again: the person at the keyboard; None when nobody
        at this keyboard must act."""
        person = self.session.viewer
        return None if person is None or self.session.is_ai(person) else person

    def secret_or_combat(self) -> Due | None:
        return self.secret() or self.combat() or self.window()

    def window(self, reopen: bool = False) -> WindowAsked | None:
        """An invocation window (not a combat's: the combat dialog has it) the person at
        the keyboard is asked in, when their settings ask them (by itself only with the
        setting `window_dialog`, and once per window unless `reopen`)."""
        from hellenica_tui.tui.invocation_choices import window_choice

        session = self.session
        if not reopen and (
            not self.window_dialog or self.window_put_aside == (len(session.game.log), session.viewer)
        ):
            return None
        if session.state.winners or session.state.window is None or self.stand_in() is not None:
            return None
        choice = window_choice(session)
        return WindowAsked(choice) if choice is not None else None

    def put_window_aside(self) -> None:
        self.window_put_aside = (len(self.session.game.log), self.session.viewer)

    def secret(self) -> Secret | None:
        """A secret choice (Ethos cards, a world event bid) waiting for the person at the keyboard."""
        from hellenica_tui.tui.secret_choices import secret_choice

        if self.session.state.winners or self.stand_in() is not None:  # a bid the settings answer
            return None
        choice = secret_choice(self.session)
        return Secret(choice, self.session.name(choice.player)) if choice is not None else None

    def combat(self, reopen: bool = False) -> CombatTold | CombatAsked | None:
        """A combat that ended with a person in it is told first; then, when the person
        at the keyboard must answer a combat, its choices (once per decision unless
        `reopen`: the person may put them aside)."""
        from hellenica_tui.tui.combat_info import asks_viewer, combat_outlook, ended_since

        session = self.session
        if session.state.winners:
            return None
        log = session.game.log
        self.combat_seen = min(self.combat_seen, len(log))  # after an undo
        ended = list(ended_since(session, self.combat_seen))
        self.combat_seen = len(log)
        if ended:
            return CombatTold(ended[-1])
        if not reopen and (not asks_viewer(session) or self.combat_put_aside == (len(log), session.viewer)):
            return None
        outlook = combat_outlook(session)
        return CombatAsked(outlook) if outlook is not None else None

    def put_combat_aside(self) -> None:
        self.combat_put_aside = (len(self.session.game.log), self.session.viewer)
