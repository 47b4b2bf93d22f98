"""A whole game played by pointing only, from the new-game form to a winner.

Athens (a person) against Sparta (the rulebook AI), two city-states as the form
offers them. Nothing is typed: the form is clicked, every command of Athens is
given by walking the map cursor with the arrow keys to the area it names, Enter,
the Downs and Enter in the lists, then Enter on the prompt that shows the command
(a command naming no area is picked from the list of everything allowed, `H`);
the dialogs are answered in their lists (the Ethos cards ticked, a combat's first
choice), a bid put aside and picked from the list too. Each command the prompt
showed is the one the game took. The whole game is slow; the default suite plays
its first commands.
"""

from __future__ import annotations

import random

import pytest

from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica import newgame
from hellenica_tui.tui.games.hellenica.combat import CombatDialog
from hellenica_tui.tui.games.hellenica.end import EndScreen
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.games.hellenica.recap import RecapScreen
from hellenica_tui.tui.games.hellenica.secret import BidDialog, EthosDialog, QuestionDialog
from hellenica_tui.tui.maplayout import ARROWS, arrow_keys
from hellenica_tui.tui.widgets.hexmap import HexMap
from hellenica_tui.tui.widgets.prompt import CommandPrompt
from tests.tui.test_pointing import _choose

SEED = 2  # a game Sparta wins in a few turns against Athens's random hand
PRODUCTIVE = ("build", "research", "train", "worship", "supply", "move", "done", "patron", "choose",
              "favorite", "direction", "quiet", "destroy", "withdraw", "stay", "offer")


class _Seeded:
    """The form's secret seed, fixed for the test."""

    def randrange(self, *_: int) -> int:
        return SEED


async def _go_to(pilot, hexmap: HexMap, goal: str) -> None:
    """Walk the cursor to `goal`, an arrow key at a time (the key leading nearest)."""
    model = hexmap.model
    for _ in range(40):
        if hexmap.cursor == goal:
            return
        reach = hexmap.keys()  # area -> the arrows reaching it
        best = min(reach, key=lambda area: arrow_keys(model.at_hex, model.cells[area].hex, goal))
        key = next(d for d, arrow in ARROWS.items() if arrow == reach[best][0])
        await pilot.press(key)
        await pilot.pause()
    raise AssertionError(f"the cursor never reached {goal}")


class Pointer:
    def __init__(self, app: HellenicaApp, pilot) -> None:
        self.app, self.pilot = app, pilot
        self.rng = random.Random(SEED)
        self.given: list[str] = []

    @property
    def game(self) -> GameScreen:
        return next(s for s in reversed(self.app.screen_stack) if isinstance(s, GameScreen))

    async def settle(self) -> bool:
        """Answer the dialogs and wait for the AI until Athens acts on the map; False once won."""
        pilot = self.pilot
        for _ in range(2000):
            await pilot.pause()
            screen = self.app.screen
            if isinstance(screen, EndScreen) or self.game.session.state.winners:
                return False
            if isinstance(screen, CombatDialog):
                await pilot.press("1" if screen.outlook is not None and screen.outlook.options else "escape")
            elif isinstance(screen, RecapScreen):
                await pilot.press("enter")
            elif isinstance(screen, EthosDialog):
                if screen.choice.pairs:
                    await pilot.press("enter", "down", "enter", "k")  # tick two cards, keep them
                else:
                    await pilot.press("r")
            elif isinstance(screen, QuestionDialog):
                await pilot.press("enter")
            elif isinstance(screen, BidDialog):
                await pilot.press("escape")  # the bid is picked from the list of what is allowed
                return True
            elif screen is not self.game:
                await pilot.press("escape")
            elif "athens" in self.game.session.to_act() and not self.game.ai_busy:
                return True
        raise AssertionError("Athens never came to act")

    async def command(self) -> None:
        """One command of Athens, chosen at random among its legal ones, given by pointing."""
        game, pilot = self.game, self.pilot
        session = game.session
        legal = [RULESET.format(c) for c in session.game.legal_commands("athens")]
        pick = self.rng.choice([t for t in legal if t.split()[0] in PRODUCTIVE] or legal)
        hexmap = game.query_one(HexMap)
        if not hexmap.has_focus:
            await pilot.press("escape")  # the map takes the keys
        moves = game._moves()
        area = next((a for a, offers in moves.items() if pick in [t for t, _ in offers]), None)
        if area is None:
            area = next((a for a in pick.split() if a in hexmap.model.cells and a not in moves
                         and pick in [t for t, _ in session.commands_here(a)]), None)
        if area is not None:
            await _go_to(pilot, hexmap, area)
            await pilot.press("enter")
        else:
            await pilot.press("H")
        await pilot.pause()
        await _choose(pilot, pick)
        prompt = game.query_one(CommandPrompt)
        assert prompt.value == pick  # the prompt shows the command before it is given
        count = len(session.game.log)
        await pilot.press("enter")
        await pilot.pause()
        athens = [RULESET.format(g.command) for g in session.game.log[count:] if g.player == "athens"]
        assert athens[:1] == [pick], (pick, athens)
        self.given.append(pick)


async def _play(monkeypatch, most: int | None) -> Pointer:
    monkeypatch.setattr(newgame.random, "SystemRandom", _Seeded)
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the title's first entry: New game
        await pilot.pause()
        assert isinstance(app.screen, newgame.NewGameScreen)
        await pilot.click("#speed-instant")  # the AI at once
        await pilot.click("#start")  # Athens and Sparta, Sparta the AI: as the form offers
        await pilot.pause()
        pointer = Pointer(app, pilot)
        while await pointer.settle():
            await pointer.command()
            if most is not None and len(pointer.given) >= most:
                return pointer
        assert pointer.game.session.state.winners
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        return pointer


async def test_the_first_commands_of_a_game_by_pointing_only(monkeypatch):
    pointer = await _play(monkeypatch, most=6)
    assert pointer.given[0].startswith("patron ")
    assert len(pointer.given) == 6


@pytest.mark.slow
async def test_a_whole_game_by_pointing_only(monkeypatch):
    pointer = await _play(monkeypatch, most=None)
    assert len(pointer.given) > 20
