"""Every key bound by a screen, a dialog, a widget or the app is pressed in a pilot.

The bindings are found by looking at the classes (every Screen and Widget of
the app's package, and the app), so a key added later is pressed too: one with
no check written here must at least leave the app running; the keys known
here have their effect asserted (the pane shown, the screen opened, the
cursor moved...). Each screen is opened once per terminal size, and opened
again when a key has left it.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import shutil
from collections.abc import Awaitable, Callable
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

import pytest
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import ContentSwitcher, Input, OptionList, SelectionList, Static

import hellenica_tui.tui as tui
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.charts import METRICS
from tests.tui import shell_keys
from tests.tui.games.war import war_keys
from tests.tui.waiting import ai_settled, until

EXAMPLES = Path(__file__).parents[2] / "saves" / "examples"
# The smallest terminal by default; the larger one with the slow tests (the keys do the same there).
SIZES = ((80, 24), pytest.param((120, 40), marks=pytest.mark.slow))


# -- finding the bindings ----------------------------------------------------------------


def _modules() -> list[Any]:
    return [
        importlib.import_module(info.name)
        for info in pkgutil.walk_packages(tui.__path__, "hellenica_tui.tui.")
        if not info.name.endswith("__main__")
    ]


def own_classes(base: type) -> dict[str, type]:
    """Every class of the app's package deriving from `base`, by name."""
    found: dict[str, type] = {}
    for module in _modules():
        for _, cls in inspect.getmembers(module, inspect.isclass):
            ours = cls.__module__.startswith("hellenica_tui.") and not cls.__name__.startswith("_")
            # An abstract base (e.g. SearchableScreen) is shown only through its subclasses.
            if issubclass(cls, base) and ours and not _abstract(cls):
                found[cls.__name__] = cls
    return found


def _abstract(cls: type) -> bool:
    return any(getattr(value, "__isabstractmethod__", False) for value in vars(cls).values())


def own_bindings(cls: type) -> dict[str, str]:
    """Key (as Textual names it) -> action, for the bindings `cls` and its bases in the
    app's package declare (a subclass's binding wins over its base's; none of the bases
    above one that inherits none)."""
    keys: dict[str, str] = {}
    for base in cls.__mro__:
        if base.__module__.startswith("hellenica_tui.") and "BINDINGS" in base.__dict__:
            for binding in Binding.make_bindings(base.__dict__["BINDINGS"]):
                keys.setdefault(binding.key, binding.action)
        if not base.__dict__.get("_inherit_bindings", True):
            break  # its bases' bindings are not its own (inherit_bindings=False)
    return keys


def screen_bindings(name: str) -> dict[str, str]:
    """A screen's keys: its classes' and those bound when it is made (the title screen
    binds the entries the games offered add, GameUI.title_entries)."""
    keys = own_bindings(SCREENS[name])
    if name == "TitleScreen":
        from hellenica_tui.tui.games import offered_uis

        keys.update({entry.key: f"choose('{entry.id}')" for ui in offered_uis() for entry in ui.title_entries()})
    return keys


# -- opening each screen ------------------------------------------------------------------


def _example(tmp: Path, name: str) -> str:
    path = tmp / f"{name}.hsav"
    shutil.copy(EXAMPLES / f"{name}.hsav", path)
    return str(path)


async def _settle(pilot: Any) -> None:
    await pilot.pause()
    await pilot.pause()


async def open_title(pilot: Any, tmp: Path) -> Screen:
    return pilot.app.screen


async def open_new_game(pilot: Any, tmp: Path) -> Screen:
    pilot.app.open_entry("new")
    await _settle(pilot)
    return pilot.app.screen


async def open_load(pilot: Any, tmp: Path) -> Screen:
    _example(tmp, "two-players")
    pilot.app.open_entry("load")
    await _settle(pilot)
    return pilot.app.screen


async def open_lobby(pilot: Any, tmp: Path) -> Screen:
    """A game in progress in the saves folder: Athens (a person) against an AI."""
    from hellenica_tui.engine.game import Game
    from hellenica_tui.engine.ruleset import Seat
    from hellenica_tui.games.hellenica.ruleset import RULESET

    Game.new(RULESET, "classic", [Seat("athens"), Seat("sparta", "ai", "rulebook")], 5, {}, path=str(tmp / "friday.hsav"))
    pilot.app.open_entry("lobby")
    await _settle(pilot)
    return pilot.app.screen


async def open_game_picker(pilot: Any, tmp: Path) -> Screen:
    """The list of games, as "New game" shows it once more than one game is offered."""
    from hellenica_tui.games.registry import facts
    from hellenica_tui.tui.screens.game_picker import GamePickerScreen

    pilot.app.push_screen(GamePickerScreen([facts("hellenica"), facts("dicegame")]))
    await _settle(pilot)
    return pilot.app.screen


async def open_game(pilot: Any, tmp: Path) -> Screen:
    """One person (Athens) against an AI, slow enough that the AI has not acted yet."""
    pilot.app.ai_speed = "slow"
    pilot.app.start_game(["athens", "sparta"], 5, {}, ai=["sparta"])
    await _settle(pilot)
    return pilot.app.screen


async def open_replay(pilot: Any, tmp: Path) -> Screen:
    pilot.app.open_save(_example(tmp, "four-players"), replay=True)
    await _settle(pilot)
    return pilot.app.screen


async def open_end(pilot: Any, tmp: Path) -> Screen:
    pilot.app.open_save(_example(tmp, "two-players"))  # a finished game opens on its charts
    await _settle(pilot)
    return pilot.app.screen


async def open_help(pilot: Any, tmp: Path) -> Screen:
    pilot.app.action_help()
    await _settle(pilot)
    return pilot.app.screen


async def open_explorer(pilot: Any, tmp: Path) -> Screen:
    pilot.app.open_entry("explore")
    await _settle(pilot)
    return pilot.app.screen


async def open_hand_off(pilot: Any, tmp: Path) -> Screen:
    from hellenica_tui.tui.screens.handoff import HandOffScreen

    pilot.app.push_screen(HandOffScreen("Sparta"), lambda _: setattr(pilot.app, "dismissed", True))
    await _settle(pilot)
    return pilot.app.screen


async def open_save_as(pilot: Any, tmp: Path) -> Screen:
    from hellenica_tui.tui.screens.saveas import SaveAsScreen

    pilot.app.push_screen(SaveAsScreen("copy"), lambda result: setattr(pilot.app, "dismissed", result or "cancelled"))
    await _settle(pilot)
    return pilot.app.screen


async def open_too_small(pilot: Any, tmp: Path) -> Screen:
    await pilot.resize_terminal(60, 20)
    await _settle(pilot)
    return pilot.app.screen


def _dialog(make: Callable[[], Screen]) -> Callable[[Any, Path], Awaitable[Screen]]:
    async def opener(pilot: Any, tmp: Path) -> Screen:
        pilot.app.push_screen(make(), lambda result: setattr(pilot.app, "dismissed", result or "board"))
        await _settle(pilot)
        return pilot.app.screen

    return opener


def _ethos() -> Screen:
    from hellenica_tui.tui.games.hellenica.secret import EthosDialog
    from hellenica_tui.tui.secret_choices import Card, EthosChoice

    cards = tuple(Card(i, i.title(), f"The {i} card.") for i in ("piety", "wealth", "glory"))
    pairs = frozenset({("piety", "wealth"), ("glory", "piety"), ("glory", "wealth")})
    return EthosDialog(EthosChoice("athens", cards, 2, pairs, 2, 4), "Athens")


def _bid() -> Screen:
    from hellenica_tui.tui.games.hellenica.secret import BidDialog
    from hellenica_tui.tui.secret_choices import BidChoice, Card

    return BidDialog(BidChoice("athens", Card("plague", "Plague", "A plague strikes."), 3, 3), "Athens")


def _interruptions() -> Screen:
    from hellenica_tui.tui.games.hellenica.interruptions import InterruptionsDialog

    return InterruptionsDialog(dict.fromkeys(("action", "movement", "combat", "bid"), "matters"), "movement")


def _window() -> Screen:
    from hellenica_tui.tui.games.hellenica.window import WindowDialog
    from hellenica_tui.tui.invocation_choices import Castable, WindowChoice

    card = Castable("invoke storms_at_sea", "Storms at Sea", "Poseidon", 2, "No unit may enter the sea.")
    return WindowDialog(WindowChoice("athens", "before the action of Sparta", (), (card,), 3, ("action",)), "Athens")


def _question() -> Screen:
    from hellenica_tui.tui.games.hellenica.secret import QuestionDialog
    from hellenica_tui.tui.secret_choices import Answer, Card, QuestionChoice

    a, b = Card("plague", "Plague", "A plague."), Card("silence", "Silence", "Silence.")
    answers = (Answer("plague,silence", (a, b), ","), Answer("silence,plague", (b, a), ","))
    return QuestionDialog(QuestionChoice("athens", "put them back in which order?", answers), "Athens")


def _order() -> Screen:
    from hellenica_tui.tui.games.hellenica.secret import OrderDialog
    from hellenica_tui.tui.secret_choices import Answer, Card, OrderChoice

    cards = [Card(i, i.title(), f"The {i}.") for i in ("hydra", "sphinx", "cetus")]
    answers = tuple(Answer(c.id, (c,), ",") for c in cards)
    return OrderDialog(OrderChoice("athens", "which creature acts next?", answers, ("Panactum", "Megara", "")), "Athens")


def _explore() -> Screen:
    from hellenica_tui.tui.games.hellenica.secret import ExploreDialog
    from hellenica_tui.tui.secret_choices import ExploreChoice, Placing

    ways = (
        Placing("naxos", 0, "Naxos, name at the top: mountains NE, NW, S", "place naxos"),
        Placing("naxos", 2, "Naxos, turned 2: mountains N, NW, SE", "place naxos turn 2"),
        Placing("elis", 0, "Elis, name at the top: clearings all round", "place elis"),
    )
    tiles = ("Naxos: a city; 2 settlements; mountains NE, S, NW", "Elis: a city; 2 settlements; clearings all round")
    return ExploreDialog(ExploreChoice("athens", "Unexplored 21", "SW, from Athens", tiles, ways), "Athens")


async def open_wide_log(pilot: Any, tmp: Path) -> Screen:
    from rich.text import Text

    from hellenica_tui.tui.games.hellenica.wide_log import WideLogScreen

    lines = [Text(f"Athens: pass {n}") for n in range(100)]
    pilot.app.push_screen(WideLogScreen(lines), lambda _: setattr(pilot.app, "dismissed", True))
    await _settle(pilot)
    return pilot.app.screen


async def open_reference(pilot: Any, tmp: Path) -> Screen:
    pilot.app.action_reference()
    await _settle(pilot)
    return pilot.app.screen


async def open_rules(pilot: Any, tmp: Path) -> Screen:
    pilot.app.action_rules()
    await _settle(pilot)
    return pilot.app.screen


async def open_area_commands(pilot: Any, tmp: Path) -> Screen:
    from hellenica_tui.tui.games.hellenica.area_commands import AreaCommandsScreen

    commands = [("build market athens", "a build cube"), ("pass", "free")]
    pilot.app.push_screen(AreaCommandsScreen("Athens", commands),
                          lambda result: setattr(pilot.app, "dismissed", result or "closed"))
    await _settle(pilot)
    return pilot.app.screen


async def open_combat(pilot: Any, tmp: Path) -> Screen:
    """Athens marches on Sparta's Megara: the game opens on the combat dialog."""
    from tests.tui.combat_game import combat_session, march

    session = combat_session(str(tmp / "combat.hsav"))
    march(session)
    pilot.app._show_game(session)
    await _settle(pilot)
    assert _name(pilot.app.screen) == "CombatDialog"
    return pilot.app.screen


async def open_objectives(pilot: Any, tmp: Path) -> Screen:
    game = await open_game(pilot, tmp)
    game.action_objectives()
    await _settle(pilot)
    return pilot.app.screen


async def open_recap(pilot: Any, tmp: Path) -> Screen:
    from rich.text import Text

    from hellenica_tui.tui.games.hellenica.recap import RecapScreen

    body = Text("\n".join(f"Sparta moves 1 Hoplite, line {n}." for n in range(80)))
    pilot.app.push_screen(RecapScreen([("Since you last acted", body)]), lambda _: setattr(pilot.app, "dismissed", True))
    await _settle(pilot)
    return pilot.app.screen


OPENERS: dict[str, Callable[[Any, Path], Awaitable[Screen]]] = {
    "ObjectivesScreen": open_objectives,
    "RecapScreen": open_recap,
    "CombatDialog": open_combat,
    "ReferenceScreen": open_reference,
    "RulesScreen": open_rules,
    "AreaCommandsScreen": open_area_commands,
    "WideLogScreen": open_wide_log,
    "TitleScreen": open_title,
    "NewGameScreen": open_new_game,
    "LoadScreen": open_load,
    "LobbyScreen": open_lobby,
    "GamePickerScreen": open_game_picker,
    "GameScreen": open_game,
    "ReplayScreen": open_replay,
    "EndScreen": open_end,
    "HelpScreen": open_help,
    "ExplorerScreen": open_explorer,
    "HandOffScreen": open_hand_off,
    "SaveAsScreen": open_save_as,
    "TooSmallScreen": open_too_small,
    "EthosDialog": _dialog(_ethos),
    "BidDialog": _dialog(_bid),
    "InterruptionsDialog": _dialog(_interruptions),
    "WindowDialog": _dialog(_window),
    "QuestionDialog": _dialog(_question),
    "ExploreDialog": _dialog(_explore),
    "OrderDialog": _dialog(_order),
    **shell_keys.OPENERS,  # the shell's screens, for a game without screens of its own
    **war_keys.OPENERS,  # War and politics' dialogs on the shell
}

# Where each widget with keys of its own is found, and how it gets the focus.
WIDGET_HOSTS: dict[str, tuple[str, str]] = {
    "HexMap": ("ExplorerScreen", "#map"),
    "CommandPrompt": ("GameScreen", "#prompt"),
    "SaveList": ("LoadScreen", "#saves"),
    "GameRows": ("LobbyScreen", "#rows"),
    "ShellMap": ("Hellas on the shell", "#shell-map"),
}
# The hosts that are no screen of their own: a game's screen on the shell.
HOST_OPENERS = {"Hellas on the shell": shell_keys.open_hellas}


# -- what each key must do ----------------------------------------------------------------

Check = Callable[[Any, Screen, Callable[[], Awaitable[None]]], Awaitable[None]]
CHECKS: dict[tuple[str, str], Check] = {}


def checks(owner: str, *actions: str) -> Callable[[Check], Check]:
    def register(fn: Check) -> Check:
        for action in actions:
            CHECKS[owner, action] = fn
        return fn

    return register


def _name(obj: Any) -> str:
    return type(obj).__name__


async def _opens(pilot: Any, press: Callable[[], Awaitable[None]], name: str) -> None:
    await press()
    await _settle(pilot)
    assert _name(pilot.app.screen) == name


@checks("App", "help")
async def _help(pilot, screen, press):
    await _opens(pilot, press, "HelpScreen")


@checks("App", "reference")
async def _reference(pilot, screen, press):
    await _opens(pilot, press, "ReferenceScreen")


@checks("App", "rules")
@checks("HelpScreen", "app.rules")
async def _rules(pilot, screen, press):
    await _opens(pilot, press, "RulesScreen")


@checks("GameScreen", "app.rules")  # ctrl+r: the page about now, the patrons (no refusal yet)
async def _rule_of_now(pilot, screen, press):
    await _opens(pilot, press, "RulesScreen")
    assert pilot.app.screen.highlighted.id == "setup"


@checks("GameScreen", "hints")
async def _hints(pilot, screen, press):
    await _opens(pilot, press, "AreaCommandsScreen")
    assert "what you may do now" in str(pilot.app.screen.query_one(".bar", Static).render())


@checks("GameScreen", "give")  # ctrl+g: what pointing put in the prompt is given (nothing before)
async def _give(pilot, screen, press):
    from hellenica_tui.tui.widgets.prompt import CommandPrompt

    session = screen.session
    count = len(session.game.log)
    await press()  # nothing pointed at yet: no command
    await _settle(pilot)
    assert len(session.game.log) == count
    command = session.suggestions()[0]
    screen._picked(command)  # as a pick from a list puts it in the prompt
    await _settle(pilot)
    assert screen.query_one(CommandPrompt).value == command
    await press()
    await _settle(pilot)
    from hellenica_tui.games.hellenica.ruleset import RULESET

    assert len(session.game.log) > count and RULESET.format(session.game.log[count].command) == command


@checks("GameScreen", "expert")
async def _expert(pilot, screen, press):
    from hellenica_tui.tui.games.hellenica import game_learning

    hint = lambda: str(screen.query_one("#hint", Static).render())  # noqa: E731
    thought, game_learning.HINT_SECONDS = game_learning.HINT_SECONDS, 0.05  # a quick thought: the key is checked
    try:
        await press()
        assert hint().startswith(("The expert thinks it over", "Expert: ", "Nothing for you to do now"))
        await until(pilot, lambda: screen._expert_asked is None, 60)  # its thought comes back before the app closes
    finally:
        game_learning.HINT_SECONDS = thought
    assert hint().startswith(("Expert: ", "Nothing for you to do now"))
    screen.query_one("HexMap").focus()  # the advice waits in the prompt: the keys after it go to the map
    await _settle(pilot)


@checks("GameScreen", "guide")  # not a guided game: F2 says so
async def _no_guide(pilot, screen, press):
    await press()
    assert "No guide in this game" in str(screen.query_one("#hint", Static).render())


@checks("TitleScreen", "choose('rules')")
async def _title_rules(pilot, screen, press):
    await _opens(pilot, press, "RulesScreen")


@checks("TitleScreen", "choose('guided')")
async def _title_guided(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert _name(pilot.app.screen) == "GameScreen" and pilot.app.screen.guide is not None


@checks("RulesScreen", "close")
@checks("ReferenceScreen", "close")
async def _close_reference(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen


@checks("RulesScreen", "move(1)", "move(-1)")
@checks("ReferenceScreen", "move(1)", "move(-1)")
async def _reference_move(pilot, screen, press):
    listing = screen.query_one("#ref-list", OptionList)
    listing.highlighted = 5
    before = screen.highlighted
    await press()
    await _settle(pilot)
    assert screen.highlighted != before and screen.highlighted is not None


@checks("RulesScreen", "scroll_text(1)", "scroll_text(-1)")
@checks("ReferenceScreen", "scroll_text(1)", "scroll_text(-1)")
async def _reference_scroll(pilot, screen, press):
    box = screen.query_one("#ref-text-box")
    screen.query_one("#ref-text", Static).update("\n".join(f"line {n}" for n in range(200)))
    await _settle(pilot)
    await shell_keys.scrolls_as_asked(pilot, box, press, 20)


@checks("AreaCommandsScreen", "close")
async def _close_area_commands(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen and pilot.app.dismissed == "closed"


@checks("CombatDialog", "map")
async def _combat_map(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen and _name(pilot.app.screen) == "GameScreen"


def _combat_choose(n: int) -> Check:
    async def check(pilot, screen, press):
        options = screen.outlook.options if screen.outlook is not None else ()
        game = next(s for s in pilot.app.screen_stack if _name(s) == "GameScreen").session.game
        log = len(game.log)
        await press()
        await _settle(pilot)
        if n <= len(options):  # the choice is given as its command
            assert pilot.app.screen is not screen and len(game.log) > log
        else:
            assert pilot.app.screen is screen and any(f"No choice {n}" in m.message for m in pilot.app._notifications)

    return check


for _n in range(1, 10):
    CHECKS["CombatDialog", f"choose({_n})"] = _combat_choose(_n)


@checks("GameScreen", "combat(True)")  # no combat in this game: the hidden twin answers
async def _combat(pilot, screen, press):
    await press()
    assert "No combat under way" in str(screen.query_one("#hint", Static).render())


@checks("GameScreen", "objectives")
async def _objectives(pilot, screen, press):
    await _opens(pilot, press, "ObjectivesScreen")


@checks("ObjectivesScreen", "close")
@checks("RecapScreen", "close")
async def _close_modal(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen


@checks("RecapScreen", "page(-1)", "page(1)")
async def _recap_page(pilot, screen, press):
    from rich.text import Text

    forward = "(1)" in press.action  # type: ignore[attr-defined]
    screen.pages = [("First", Text("The first summary.")), ("Second", Text("The second summary."))]
    screen.index = 1
    screen.action_page(-1 if forward else 0)  # from the first page forward, from the last back
    await _settle(pilot)
    await press()
    await _settle(pilot)
    assert screen.index == (1 if forward else 0)
    assert str(screen.query_one("#recap-heading", Static).render()) == ("Second" if forward else "First")


@checks("RecapScreen", "clear")
async def _recap_clear(pilot, screen, press):
    screen.marks = True
    screen.refresh_bindings()
    answers: list = []
    dismiss = screen.dismiss
    screen.dismiss = lambda result=None: (answers.append(result), dismiss(result))[1]  # what the game screen is told
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen and answers == ["clear"]


@checks("RecapScreen", "scroll(1)", "scroll(-1)")
async def _recap_scroll(pilot, screen, press):
    await shell_keys.scrolls_as_asked(pilot, screen.query_one("#recap-box"), press, 5)


@checks("App", "quit")
async def _quit(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert not pilot.app.is_running


@checks("TitleScreen", "choose('new')")
async def _title_new(pilot, screen, press):
    await _opens(pilot, press, "NewGameScreen")


@checks("TitleScreen", "choose('continue')")
async def _title_continue(pilot, screen, press):
    await _opens(pilot, press, "LoadScreen")  # the games still going on
    assert pilot.app.screen.mode == "continue"


@checks("TitleScreen", "choose('load')", "choose('replay')")
async def _title_load(pilot, screen, press):
    await _opens(pilot, press, "LoadScreen")


@checks("TitleScreen", "choose('lobby')")
async def _title_lobby(pilot, screen, press):
    await _opens(pilot, press, "LobbyScreen")


@checks("TitleScreen", "choose('explore')")
async def _title_explore(pilot, screen, press):
    await _opens(pilot, press, "ExplorerScreen")


@checks("TitleScreen", "choose('help')")
async def _title_help(pilot, screen, press):
    await _opens(pilot, press, "HelpScreen")


@checks("TitleScreen", "choose('quit')")
async def _title_quit(pilot, screen, press):
    await _quit(pilot, screen, press)


@checks("NewGameScreen", "app.back")
@checks("LoadScreen", "app.back")
@checks("LobbyScreen", "app.back")
@checks("ExplorerScreen", "app.back")
@checks("GameScreen", "app.back")
async def _back_to_title(pilot, screen, press):
    await _opens(pilot, press, "TitleScreen")


@checks("EndScreen", "title")
async def _leave_the_end(pilot, screen, press):
    await _opens(pilot, press, "TitleScreen")  # as its footer says


@checks("NewGameScreen", "start")
async def _start(pilot, screen, press):
    await _opens(pilot, press, "GameScreen")


@checks("HelpScreen", "close")
async def _close_help(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen


@checks("HelpScreen", "scroll('down')", "scroll('up')")
async def _scroll_help(pilot, screen, press):
    box = screen.query_one("#help-box")
    box.scroll_to(y=3, animate=False)
    await _settle(pilot)
    before = box.scroll_y
    await press()
    await _settle(pilot)
    assert box.scroll_y != before


@checks("HandOffScreen", "ready")
async def _ready(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen and getattr(pilot.app, "dismissed", False) is True


@checks("SaveAsScreen", "cancel")
async def _cancel(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen and pilot.app.dismissed == "cancelled"


@checks("EthosDialog", "board")
@checks("BidDialog", "board")
@checks("QuestionDialog", "board")
@checks("ExploreDialog", "board")
@checks("OrderDialog", "board")
async def _board(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen and pilot.app.dismissed == "board"


@checks("EthosDialog", "keep")
async def _keep(pilot, screen, press):
    await press()  # nothing ticked: told how many to tick
    await _settle(pilot)
    assert "Tick exactly 2" in str(screen.query_one("#secret-error", Static).render())
    cards = screen.query_one(SelectionList)
    cards.select("piety")
    cards.select("wealth")
    await press()
    await _settle(pilot)
    assert pilot.app.dismissed == "keep piety wealth"


@checks("OrderDialog", "undo_pick")
async def _take_a_pick_back(pilot, screen, press):
    await pilot.press("enter")  # the Hydra first
    await _settle(pilot)
    assert screen.picked == [0]
    await press()
    await _settle(pilot)
    assert screen.picked == [] and "none picked" in str(screen.query_one("#order-so-far", Static).render())


@checks("OrderDialog", "give")
async def _give_the_picks(pilot, screen, press):
    await press()  # nothing picked: nothing given
    await _settle(pilot)
    assert pilot.app.screen is screen
    await pilot.press("down", "enter")  # the Sphinx first
    await _settle(pilot)
    await press()
    await _settle(pilot)
    assert pilot.app.dismissed == "choose sphinx"


@checks("ExploreDialog", "turn")
async def _turn_tile(pilot, screen, press):
    ways = screen.query_one("#placings", OptionList)
    assert ways.highlighted == 0
    await press()  # Naxos's next turn that fits
    await _settle(pilot)
    assert ways.highlighted == 1
    await press()  # round to its first: Elis is another tile
    await _settle(pilot)
    assert ways.highlighted == 0


@checks("BidDialog", "no_more")
async def _no_more_bids(pilot, screen, press):
    await press()  # the number box has the focus: the key (no letter) is the dialog's all the same
    await _settle(pilot)
    assert pilot.app.screen is not screen and pilot.app.dismissed == "no more bids"


@checks("BidDialog", "change(1)", "change(-1)")
async def _bid_moved(pilot, screen, press):
    box = screen.query_one("#bid", Input)
    box.value = "1"
    await press()
    await _settle(pilot)
    assert box.value == ("2" if "(1)" in press.action else "0")  # type: ignore[attr-defined]


@checks("InterruptionsDialog", "quiet")
async def _quiet_until_mine(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen and pilot.app.dismissed == "quiet"


@checks("WindowDialog", "pass")
@checks("WindowDialog", "quiet")
@checks("WindowDialog", "prompt")
@checks("WindowDialog", "choose(1)")
async def _window_answered(pilot, screen, press):
    wanted = {"pass": "skip", "quiet": "quiet until my turn", "prompt": "board", "choose(1)": "invoke storms_at_sea"}
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen and pilot.app.dismissed == wanted[press.action]  # type: ignore[attr-defined]


@checks("InterruptionsDialog", "close")
async def _close_interruptions(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen and pilot.app.dismissed == "board"


@checks("GameScreen", "interruptions")
async def _interruptions_opened(pilot, screen, press):
    await _opens(pilot, press, "InterruptionsDialog")
    assert "No invocation window asks you now" in str(pilot.app.screen.query_one("#interruption-now", Static).render())


@checks("EthosDialog", "redraw")
async def _redraw(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.dismissed == "redraw"


# The game screen


@checks("GameScreen", "focus_prompt")
async def _prompt(pilot, screen, press):
    screen.query_one("#map").focus()
    await press()
    assert _name(pilot.app.focused) == "CommandPrompt"


@checks("GameScreen", "focus_map")
async def _map(pilot, screen, press):
    screen.query_one("#prompt").focus()
    await press()
    assert _name(pilot.app.focused) == "HexMap"


@checks("GameScreen", "pane('boards')", "pane('area')", "pane('log')")
@checks("ReplayScreen", "pane('boards')", "pane('area')", "pane('log')")
async def _pane(pilot, screen, press):
    switcher = screen.query_one(ContentSwitcher)
    wanted = press.action.split("'")[1]  # type: ignore[attr-defined]
    screen.action_pane("area" if wanted == "boards" else "boards")  # a pane is built when first shown
    await pilot.pause()
    await press()
    assert switcher.current == wanted


@checks("GameScreen", "skip_ai")
async def _skip_ai(pilot, screen, press):
    session = screen.session
    await press()  # Athens chooses its patron first: no AI acts yet
    assert "No AI is acting" in str(screen.query_one("#hint", Static).render())
    pilot.app.ai_speed = "slow"  # its pause outlasts a loaded machine's look below
    screen._submit(session.suggestions()[0], private=False)
    await _settle(pilot)
    assert session.ai_acting() is not None  # slow: the AI waits its turn
    screen.query_one("#map").focus()
    await press()
    await ai_settled(pilot, screen)
    assert session.ai_acting() is None  # up to the person's next decision at once


@checks("GameScreen", "ai_speed")
async def _ai_speed(pilot, screen, press):
    before = pilot.app.ai_speed
    await press()
    assert pilot.app.ai_speed != before and "speed" in str(screen.query_one("#hint", Static).render()).lower()


@checks("GameScreen", "secret")
async def _secret(pilot, screen, press):
    await press()  # a patron is chosen in the open
    assert "No secret choice" in str(screen.query_one("#hint", Static).render())


@checks("GameScreen", "undo")
async def _undo(pilot, screen, press):
    session = screen.session
    command = session.suggestions()[0]
    screen._submit(command, private=False)
    await _settle(pilot)
    screen._stop_ai()  # nothing acts (nor opens a dialog) between the command and the key
    while pilot.app.screen is not screen:
        pilot.app.pop_screen()
    screen.query_one("#map").focus()
    count = len(session.game.log)
    await press()
    await _settle(pilot)
    assert len(session.game.log) < count or "Cannot undo" in str(screen.query_one("#hint", Static).render())


@checks("GameScreen", "redo")
async def _redo(pilot, screen, press):
    session = screen.session
    screen._stop_ai()
    session.submit(session.suggestions()[0])
    given = list(session.game.log)
    session.undo()
    assert len(session.game.log) == len(given) - 1
    await press()
    await _settle(pilot)
    # The command is back; an AI, woken by the redo, may already have answered after it.
    assert session.game.log[: len(given)] == given


@checks("GameScreen", "wide_log")
async def _wide_log(pilot, screen, press):
    screen._submit(screen.session.suggestions()[0], private=False)
    screen._stop_ai()  # the AI's own patron would open the Ethos dialog over the screen, however loaded the machine
    await _settle(pilot)
    screen.query_one("#map").focus()
    await _opens(pilot, press, "WideLogScreen")
    screen._log(["Athens: a line told while the wide log is open"])  # the AI goes on acting
    screen._log(["  " + "a long line that must wrap at the edge " * 6])
    await _settle(pilot)
    wide = pilot.app.screen.query_one("#wide-log")
    assert max(strip.cell_length for strip in wide.lines) <= wide.size.width  # wrapped, never cut
    shown = "\n".join(strip.text for strip in pilot.app.screen.query_one("#wide-log").lines)
    assert screen.log_lines[0].strip()[:20] in shown and "told while the wide log is open" in shown
    assert pilot.app.screen.query_one("#wide-log").size.width >= pilot.app.size.width - 4  # the whole width


@checks("WideLogScreen", "close")
async def _close_wide_log(pilot, screen, press):
    await press()
    await _settle(pilot)
    assert pilot.app.screen is not screen and pilot.app.dismissed is True


@checks("GameScreen", "save_as")
async def _save_as(pilot, screen, press):
    await _opens(pilot, press, "SaveAsScreen")


async def _cast(pilot, screen, press):
    screen.castable = [("invoke storms_at_sea", "Storms at Sea (Poseidon, 1 Favor)")]
    screen.query_one("#map").focus()  # the digits are keys there, not text
    key = press.key  # type: ignore[attr-defined]
    await press()
    if key == "1":
        assert screen.query_one("#prompt", Input).value == "invoke storms_at_sea"
    else:
        assert f"No invocation {key}" in str(screen.query_one("#hint", Static).render())


for _n in range(1, 10):
    CHECKS["GameScreen", f"cast({_n})"] = _cast


# The replay screen


@checks("ReplayScreen", "step('event', 1)", "step('event', -1)", "step('command', 1)", "step('command', -1)",
        "step('round', 1)", "step('round', -1)", "step('turn', 1)", "step('turn', -1)", "seek(0)", "seek(-1)")
async def _step(pilot, screen, press):
    cursor = screen.cursor
    cursor.seek_event(cursor.total_events // 2)
    screen.refresh_view()
    before = cursor.event
    await press()
    assert cursor.event != before
    action = press.action  # type: ignore[attr-defined]
    backwards = action in ("seek(0)",) or (action.startswith("step") and "-1)" in action)
    assert (cursor.event < before) == backwards
    assert str(screen.query_one("#hint", Static).render()) == screen.told()


@checks("ReplayScreen", "play")
async def _play(pilot, screen, press):
    await press()
    assert screen._timer is not None
    await press()
    assert screen._timer is None


@checks("ReplayScreen", "speed(1)", "speed(-1)")
async def _speed(pilot, screen, press):
    screen.speed = 2
    await press()
    assert screen.speed == (3 if "(1)" in press.action else 1)  # type: ignore[attr-defined]


@checks("ReplayScreen", "ask_turn")
async def _ask_turn(pilot, screen, press):
    await press()
    assert pilot.app.focused is screen.query_one("#turn-input")
    # The field is labelled: what it takes, the turns there are, how to leave it.
    assert str(screen.query_one("#hint", Static).render()).startswith("Go to turn: type a turn from 1 to ")
    await pilot.press("escape")  # closes the box, back on the map
    assert _name(pilot.app.focused) == "HexMap" and pilot.app.screen is screen


@checks("ReplayScreen", "viewer")
async def _viewer(pilot, screen, press):
    viewers = screen.viewers
    after = viewers[(viewers.index(screen.viewer) + 1) % len(viewers)]
    await press()
    status = str(screen.query_one("#status", Static).render())
    assert screen.viewer == after and (after not in screen.session.players or screen.session.name(after) in status)


@checks("ReplayScreen", "leave")
async def _leave(pilot, screen, press):
    await _opens(pilot, press, "TitleScreen")


# The end screen


@checks("EndScreen", "metric(1)", "metric(-1)")
async def _metric(pilot, screen, press):
    screen.metric = 1
    await press()
    assert screen.metric == (2 if "(1)" in press.action else 0)  # type: ignore[attr-defined]


@checks("EndScreen", "bars")
async def _bars(pilot, screen, press):
    before = screen.bars
    await press()
    assert screen.bars != before


@checks("EndScreen", "replay")
async def _end_replay(pilot, screen, press):
    await _opens(pilot, press, "ReplayScreen")


def _pick(n: int) -> Check:
    async def check(pilot, screen, press):
        await press()
        assert screen.metric == n

    return check


for _n in range(len(METRICS)):
    CHECKS["EndScreen", f"pick({_n})"] = _pick(_n)


# The widgets


@checks("HexMap", "move('up')", "move('down')", "move('left')", "move('right')")
async def _move(pilot, screen, press):
    hexmap = screen.query_one("#map")
    hexmap.move_to("thebes")  # inland: a neighbour on every side
    before = hexmap.cursor
    await press()
    assert hexmap.cursor != before


@checks("HexMap", "select")
async def _select(pilot, screen, press):
    hexmap = screen.query_one("#map")
    chosen = []
    original = hexmap.post_message
    hexmap.post_message = lambda message: chosen.append(message) or original(message)
    await press()
    assert any(_name(m) == "AreaSelected" for m in chosen)


@checks("SaveList", "select")
async def _open_save(pilot, screen, press):
    await press()  # the example game is over: it opens on its charts
    await _settle(pilot)
    assert _name(pilot.app.screen) == "EndScreen"


@checks("GameRows", "select")
async def _open_lobby_row(pilot, screen, press):
    await press()  # the one row: Athens's seat of the game in progress
    await _settle(pilot)
    assert _name(pilot.app.screen) == "GameScreen"
    assert pilot.app.screen.session.seat == "athens"


@checks("HexMap", "toggle_compact")
async def _compact(pilot, screen, press):
    hexmap = screen.query_one("#map")
    before = hexmap.compact
    await press()
    assert hexmap.compact != before


@checks("CommandPrompt", "history(-1)", "history(1)")
async def _history(pilot, screen, press):
    prompt = screen.query_one("#prompt")
    prompt.history = ["pass", "redraw"]
    prompt._at = 1
    await press()
    assert prompt.value == ("pass" if "(-1)" in press.action else "")  # type: ignore[attr-defined]


@checks("CommandPrompt", "complete(1)", "complete(-1)")
async def _complete(pilot, screen, press):
    prompt = screen.query_one("#prompt")
    prompt.value = "patr"
    prompt.cursor_position = 4
    await press()
    assert prompt.value == "patron "


CHECKS.update(shell_keys.CHECKS)  # War's checks register there too (war_keys)


# -- pressing them -------------------------------------------------------------------------


# Keys whose check changes the game itself: the next key gets a fresh screen.
CHANGES_THE_GAME = {"skip_ai", "undo", "redo", "wide_log"} | {f"choose({n})" for n in range(1, 10)}


async def _press_each(owner: str, opener: Callable[[Any, Path], Awaitable[Screen]], keys: dict[str, str],
                      size: tuple[int, int], tmp: Path, focus: str | None = None) -> None:
    """Press each key on the screen `opener` shows, opened again (in a fresh app) only
    once a key has left it or changed the game."""
    async with AsyncExitStack() as stack:
        pilot: Any = None
        screen: Screen | None = None
        for key, action in keys.items():
            if screen is None or pilot.app.screen is not screen or not pilot.app.is_running:
                await stack.aclose()
                for child in tmp.glob("*"):
                    if child.is_file():
                        child.unlink()
                pilot = await stack.enter_async_context(HellenicaApp().run_test(size=size))
                await _settle(pilot)
                screen = await opener(pilot, tmp)
            if focus is not None:
                screen.query_one(focus).focus()
                await _settle(pilot)

            async def press(key: str = key, pilot: Any = pilot) -> None:
                await pilot.press(key)

            press.key, press.action = key, action  # type: ignore[attr-defined]
            check = CHECKS.get((owner, action))
            try:
                if check is None:  # a key added since: it must at least not break the app
                    await press()
                    await _settle(pilot)
                else:
                    await check(pilot, screen, press)
            except AssertionError as error:
                raise AssertionError(f"{owner}: key {key!r} ({action}) at {size}: {error}") from error
            if action in CHANGES_THE_GAME:
                screen = None


SCREENS = own_classes(Screen)
WIDGETS = {name: cls for name, cls in own_classes(Widget).items() if name not in SCREENS and own_bindings(cls)}

# Widgets on no screen yet, with the test that presses each of their keys instead.
UNHOSTED: dict[str, str] = {
    "HexBoardView": "tests/tui/test_hexboard_view.py::test_every_key_of_the_board_view",
}


def test_every_screen_and_widget_with_keys_can_be_opened_here():
    """A new screen or widget needs its opener above before its keys can be pressed."""
    assert set(SCREENS) - set(OPENERS) == set()
    assert set(WIDGETS) - set(WIDGET_HOSTS) - set(UNHOSTED) == set()
    assert set(UNHOSTED) & set(WIDGET_HOSTS) == set()  # once on a screen, pressed there


def test_the_checks_name_real_bindings():
    """A check for a key no longer bound would check nothing."""
    bound = {(name, action) for name, cls in WIDGETS.items() for action in own_bindings(cls).values()}
    bound |= {(name, action) for name in SCREENS for action in screen_bindings(name).values()}
    bound |= {("App", action) for action in own_bindings(HellenicaApp).values()}
    assert set(CHECKS) - bound == set()


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
@pytest.mark.parametrize("name", sorted(OPENERS))
async def test_every_key_of_a_screen(name: str, size: tuple[int, int], tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    keys = screen_bindings(name)
    if not keys:
        pytest.skip(f"{name} binds no key")
    await _press_each(name, OPENERS[name], keys, size, tmp_path)


@pytest.mark.parametrize("name", sorted(WIDGET_HOSTS))
async def test_every_key_of_a_widget(name: str, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    host, selector = WIDGET_HOSTS[name]
    opener = HOST_OPENERS.get(host) or OPENERS[host]
    await _press_each(name, opener, own_bindings(WIDGETS[name]), (100, 30), tmp_path, focus=selector)


async def test_every_key_of_the_app(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    await _press_each("App", open_explorer, own_bindings(HellenicaApp), (100, 30), tmp_path)


@pytest.mark.parametrize("ident", ["dicegame", "epireia", "hellas", "war"])
async def test_every_key_of_a_game_ui(ident: str, tmp_path: Path, monkeypatch) -> None:
    """The keys a game's UI binds on the shell (its panes', its commands'): they are no
    class's BINDINGS, so each game with a UI on the shell is named here."""
    from hellenica_tui.tui import games
    from hellenica_tui.tui.games.ui import ShellUI

    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    on_shell = {i for i in games.TABLE if games.game_ui(i).screen.__func__ is ShellUI.screen}  # type: ignore[attr-defined]
    assert on_shell == {"dicegame", "epireia", "hellas", "war"}
    ui = games.game_ui(ident)
    assert await shell_keys.press_game_keys(ident, tmp_path) == len(ui.key_bindings()) + len(ui.panes())


def test_dot_is_bound_as_textual_names_it():
    """Textual calls the '.' key full_stop: a binding to 'period' is never pressed."""
    for name in ("GameScreen", "ReplayScreen"):
        assert "full_stop" in own_bindings(SCREENS[name]) and "period" not in own_bindings(SCREENS[name])
