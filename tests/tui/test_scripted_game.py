"""A game played as a new player would play it, through the screen alone.

Athens (a person) plays against three AI seats. Every word the test types is read
off the screen first: verbs and ids from the list of words that may come next
under the prompt, cards from the prompt's card list and the card reference, areas
from the area panel while the map cursor walks. Then what the screen tells
(the combat dialog, the summaries of what happened to Athens, the objectives
screen) is checked against what the game's log says happened.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from rich.console import Console
from textual.widget import Widget
from textual.widgets import OptionList

from hellenica_tui.games.hellenica.core.state import cities_of
from hellenica_tui.games.hellenica.effects import events as er
from hellenica_tui.games.hellenica.gods import events as gods_events
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.hellenica.war.outlook import unit_phrase
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.games.hellenica.combat import CombatDialog
from hellenica_tui.tui.games.hellenica.game import GameScreen
from hellenica_tui.tui.games.hellenica.objectives import ObjectivesScreen
from hellenica_tui.tui.games.hellenica.recap import RecapScreen
from hellenica_tui.tui.games.hellenica.reference import ReferenceScreen
from hellenica_tui.tui.games.hellenica.secret import _SecretDialog
from hellenica_tui.tui.widgets.prompt import CommandPrompt

# Corinth marches two hoplites into Megara, beside Athens, in the first turn.
SEED = 2
PLAYERS = ["athens", "sparta", "thebes", "corinth"]
AI = ["sparta", "thebes", "corinth"]
# Invocation windows ask Athens on its own turns and in its combats (a choice of the new-game screen).
SETTINGS = {"responses": "involved"}
OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}


def plain(widget: Widget) -> str:
    """What a widget shows, as text without styles."""
    console = Console(width=200, file=io.StringIO(), record=True, color_system=None)
    console.print(widget.render())
    return console.export_text().rstrip()


def screen_text(screen) -> str:
    return "\n".join(plain(w) for w in screen.query("Static"))


@dataclass
class Offer:
    """The line under the prompt: the words that may come next."""

    words: list[str]
    whole: bool  # what is typed is a whole command already
    more: bool  # the line ran out of room


def offered(game: GameScreen) -> Offer:
    text = plain(game.query_one("#choices"))
    whole = "Enter gives it" in text or "a whole command" in text
    more = re.search(r"\+\d+ more", text) is not None
    body = text.split(":", 1)[1] if text.startswith(("next:", "verbs:")) else ""
    body = re.sub(r"\(Enter gives it\)|\.\.\.|\+\d+ more", " ", body)
    return Offer(body.split(), whole, more)


@dataclass
class Table:
    """What the test saw while playing."""

    app: HellenicaApp
    pilot: object
    dialogs: list[str] = field(default_factory=list)  # the texts of the dialogs read on the way
    combat_forces: list[tuple[str, str, dict[str, dict[str, int]]]] = field(default_factory=list)
    combat_over: list[tuple[str, str, int]] = field(default_factory=list)  # area, text, log length then
    summaries: list[str] = field(default_factory=list)  # "what happened to you", as shown
    paths: dict[str, list[str]] = field(default_factory=dict)  # area name -> the keys that reach it

    @property
    def game(self) -> GameScreen:
        screens = [s for s in self.app.screen_stack if isinstance(s, GameScreen)]
        return screens[-1]

    async def type(self, text: str) -> None:
        await self.pilot.press(*("space" if ch == " " else ch for ch in text))
        await self.pilot.pause()

    async def settle(self) -> None:
        """Wait until a person must act: the AI seats act at once, dialogs the game
        opens are read (combat) or put aside (secret choices: the prompt takes them)."""
        session = self.game.session
        for _ in range(400):
            await self.pilot.pause()
            screen = self.app.screen
            if isinstance(screen, CombatDialog):
                await self.read_combat(screen)
                continue
            if isinstance(screen, RecapScreen):
                self.summaries.append(plain(screen.query_one("#recap-text")))
                await self.pilot.press("escape")
                continue
            if isinstance(screen, _SecretDialog):
                await self.pilot.press("escape")
                continue
            if screen is not self.game:
                # A screen this test does not know yet (a summary, a hand-off): read and close.
                self.dialogs.append(screen_text(screen))
                await self.pilot.press("escape")
                continue
            if session.state.winners or (session.ai_acting() is None and self.game._ai_timer is None):
                return
        raise AssertionError("the AI players never stopped")

    async def read_combat(self, dialog: CombatDialog) -> None:
        """Read the dialog, note the forces the log tells at this moment; answer with its first choice."""
        text = screen_text(dialog)
        self.dialogs.append(text)
        session = self.game.session
        if dialog.outlook is not None:
            area = dialog.outlook.area
            self.combat_forces.append((area, text, forces_told(session, area)))
            await self.pilot.press("1" if dialog.outlook.options else "escape")
        else:
            self.combat_over.append((dialog.summary.area, text, len(session.game.log)))
            await self.pilot.press("enter")

    async def command(self, pick: Callable[[str, Offer], str | None]) -> str:
        """Give one command, word by word: `pick` chooses among the words shown (None:
        Enter, once the line says the command is whole). Returns what was given."""
        game = self.game
        prompt = game.query_one(CommandPrompt)
        await self.pilot.press("colon")
        await self.pilot.pause()
        for _ in range(12):
            offer = offered(game)
            word = pick(prompt.value, offer)
            if word is None:
                assert offer.whole, f"{prompt.value!r} is not a whole command: {offer}"
                given = prompt.value.strip()
                before = len(game.session.game.log)
                await self.pilot.press("enter")
                await self.pilot.pause()
                assert len(game.session.game.log) > before, plain(game.query_one("#hint"))
                await self.settle()
                return given
            if word.endswith("*"):  # too many words for the line: narrow it by typing a start
                await self.type(word[:-1])
                continue
            assert word in offer.words, f"{word!r} is not offered after {prompt.value!r}: {offer}"
            await self.put(word, offer)
        raise AssertionError(f"no whole command from {prompt.value!r}")

    async def put(self, word: str, offer: Offer) -> None:
        """Type the start of `word` that only it has among the words offered, then Tab
        puts in the rest (as a person would)."""
        prompt = self.game.query_one(CommandPrompt)
        typed = prompt.value.rsplit(" ", 1)[-1]  # a start typed to narrow the line
        for end in range(max(1, len(typed)), len(word) + 1):
            if [w for w in offer.words if w.startswith(word[:end])] == [word]:
                await self.type(word[len(typed) : end])
                await self.pilot.press("tab")
                await self.pilot.pause()
                assert prompt.value.endswith(word + " "), (prompt.value, word)
                return
        await self.type(word[len(typed) :] + " ")  # a word that starts another ('1' and '10')

    async def look_up(self, search: str) -> tuple[list[str], str]:
        """Search the card reference: the list it shows (headings and names) and the
        full text of the first card found."""
        game = self.game
        await self.pilot.press("escape")  # from the prompt to the map, where 'i' is a key
        await self.pilot.press("i")
        await self.pilot.pause()
        reference = self.app.screen
        assert isinstance(reference, ReferenceScreen)
        await self.type(search)
        listing = reference.query_one("#ref-list", OptionList)
        names = [str(listing.get_option_at_index(n).prompt).strip() for n in range(listing.option_count)]
        text = plain(reference.query_one("#ref-text"))
        await self.pilot.press("escape")
        await self.pilot.pause()
        assert self.app.screen is game
        return names, text

    async def walk_around(self) -> dict[str, str]:
        """The neighbours the area panel lists for the area under the cursor, each read
        in the panel by stepping the cursor there and back: name -> what it tells."""
        game = self.game
        await self.pilot.press("escape", "a")  # the area pane, built the first time it is shown
        await self.pilot.pause()
        panel = game.query_one("#area-text")
        home = plain(panel)
        wanted = neighbours(home)
        found = {}
        if wanted <= self.paths.keys():  # the way to each is known from an earlier walk
            for name in wanted:
                await self.pilot.press(*self.paths[name])
                await self.pilot.pause()
                found[name] = plain(panel)
                await self.pilot.press(*(OPPOSITE[k] for k in reversed(self.paths[name])))
                await self.pilot.pause()
                await self.back_to(home)
            return found
        for key in OPPOSITE:
            if wanted <= found.keys():
                break
            for then in [None, *(k for k in OPPOSITE if k != OPPOSITE[key])]:
                if wanted <= found.keys():
                    break
                keys = [key] if then is None else [key, then]
                await self.pilot.press(*keys)
                await self.pilot.pause()
                text = plain(panel)
                name = text.split("\n", 1)[0].rsplit("  ", 1)[0].strip()
                if name not in found:
                    found[name] = text
                    self.paths[name] = keys
                await self.pilot.press(*(OPPOSITE[k] for k in reversed(keys)))
                await self.pilot.pause()
                await self.back_to(home)
        return {name: found[name] for name in wanted}

    async def back_to(self, home: str) -> None:
        """Back on the area whose panel reads `home`, a key at a time (a hex grid does
        not always step back the way it came)."""
        panel = self.game.query_one("#area-text")
        for _ in range(3):
            if plain(panel) == home:
                return
            for key in OPPOSITE:
                await self.pilot.press(key)
                await self.pilot.pause()
                if plain(panel) == home:
                    return
                await self.pilot.press(OPPOSITE[key])
                await self.pilot.pause()
        raise AssertionError("the cursor did not find its way back")


def forces_told(session, area: str) -> dict[str, dict[str, int]]:
    """Each side's units on `area` as the log tells them: moved in, moved out, lost."""
    forces: dict[str, dict[str, int]] = {}

    def add(player: str, units: dict[str, int], sign: int) -> None:
        side = forces.setdefault(player, {})
        for kind, n in units.items():
            side[kind] = side.get(kind, 0) + sign * n

    for group in session.game.log:
        for e in group.events:
            if isinstance(e, we.UnitsMoved) and e.dst == area:
                add(e.player, e.units, 1)
            elif (isinstance(e, (we.UnitsMoved, we.Withdrew)) and e.src == area) or (
                isinstance(e, we.UnitsLost) and e.area == area
            ):
                add(e.player, e.units, -1)
            elif isinstance(e, er.UnitsRemoved) and e.area == area:
                add(e.player, {e.unit: e.count}, -1)
    return {p: {k: n for k, n in side.items() if n > 0} for p, side in forces.items()}


def first(_: str, offer: Offer) -> str | None:
    return None if offer.whole else offer.words[0]


def units_of_others(panel: str, person: str) -> dict[str, str]:
    """The units the area panel lists under 'Units', by owner, leaving out `person`'s."""
    found, inside = {}, False
    for line in panel.splitlines():
        if line.strip() == "Units":
            inside = True
        elif inside and not line.strip():
            break
        elif inside and ":" in line:
            owner, units = line.strip().split(":", 1)
            if owner != person:
                found[owner] = units.strip()
    return found


def neighbours(panel: str) -> set[str]:
    """The areas the panel lists under 'Neighbours' (' ^→ SW Megara': a mountain side,
    the arrow key that goes there, a side, a name; not an area across a gap)."""
    lines = panel.split("Neighbours\n", 1)[1].split("\n\n", 1)[0].splitlines()
    return {line[7:].strip() for line in lines if line.strip() and not line.endswith("(across the gap)")}


def area_word(name: str, offer: Offer) -> str | None:
    """The word on offer that names the area called `name` on the panel."""
    spoken = name.lower().replace(".", "")
    fits = [w for w in offer.words if w.replace("_", " ") in spoken]
    return max(fits, key=len) if fits else None


def verb_then_first(verb: str) -> Callable[[str, Offer], str | None]:
    """`verb`, then the first word offered each time, until the command is whole."""
    return lambda typed, offer: None if offer.whole else (offer.words[0] if typed.strip() else verb)


def builder(governments: list[str]) -> Callable[[str, Offer], str | None]:
    """Build a government (the card reference lists them): it takes the government's
    slot, so no other upgrade is given up."""

    def pick(typed: str, offer: Offer) -> str | None:
        if offer.whole:
            return None
        if not typed.strip():
            return "build"
        if typed.strip() == "build":
            return next(w for w in offer.words if w.replace("_", " ") in governments)
        return offer.words[0]

    return pick


def trainer(typed: str, offer: Offer) -> str | None:
    """Train as many Hoplites as the words allow."""
    if offer.whole:
        return None
    if not typed.strip():
        return "train"
    numbers = [w for w in offer.words if w.isdigit()]
    if numbers:
        return max(numbers, key=int)
    return "hoplite" if "hoplite" in offer.words else offer.words[0]


def supplier(typed: str, offer: Offer) -> str | None:
    """Supply for movement from Athens."""
    if offer.whole:
        return None
    return next((w for w in ("supply", "movement", "athens") if w in offer.words), offer.words[0])


def mover(area: str) -> Callable[[str, Offer], str | None]:
    """Move as many units as the words allow into `area`, named as the panel names it."""

    def pick(typed: str, offer: Offer) -> str | None:
        if offer.whole:
            return None
        if not typed.strip():
            return "move"
        for word in ("all", "hoplite", "to"):
            if word in offer.words:
                return word
        numbers = [w for w in offer.words if w.isdigit()]
        if numbers:
            return max(numbers, key=int)
        word = area_word(area, offer)
        if word is None and offer.more:
            return area.lower()[:3] + "*"
        assert word is not None, f"{area} is not offered: {offer}"
        return word

    return pick


async def begin(table: Table) -> None:
    """The patron: the deities offered are described in the prompt's card list; the
    first one's entry there and its full text in the card reference agree."""
    game = table.game
    await table.type(":")
    assert offered(game).words == ["patron"]
    await table.type("patron ")
    deities = offered(game).words
    cards = plain(game.query_one("#cards"))
    line = next(ln for ln in cards.splitlines() if ln.lstrip("> ").startswith(deities[0]))
    name = line.split(None, 2)[1].rstrip(":")  # "apollo   Apollo: prophecy ...: Oracle, ..."
    _, told = await table.look_up(name)
    for invocation in line.rsplit(":", 1)[1].split(","):
        invocation = invocation.strip().removesuffix("…")  # the last may be cut at the edge
        assert invocation in told
    assert await table.command(first) == f"patron {deities[0]}"


async def play(table: Table, enough: Callable[[], bool]) -> list[str]:
    """Athens's decisions until `enough`, each found on the screen: the commands given.
    Athens trains, builds a government, and attacks a neighbour the area panel shows
    holding another city-state's units; answers everything else with its first word."""
    game, pilot = table.game, table.pilot
    done: list[str] = []
    plan: list[str] = []
    for _ in range(60):
        await table.settle()
        if enough():
            return done
        await table.type(":")
        verbs = offered(game).words
        await pilot.press("escape")
        if "keep" in verbs or "favorite" in verbs or "choose" in verbs:
            done.append(await table.command(first))
        elif "offer" in verbs:
            done.append(await table.command(verb_then_first("offer")))
        elif "skip" in verbs and set(verbs) <= {"invoke", "quiet", "skip"}:
            done.append(await table.command(verb_then_first("skip")))
        else:
            around = {} if "move" in plan else await table.walk_around()
            others = {name: units_of_others(text, "Athens") for name, text in around.items()}
            fight = next((name for name, units in others.items() if units), None)
            if "move" in verbs and fight and "move" not in plan:
                plan.append("move")
                done.append(await table.command(mover(fight)))
            elif "supply" in verbs and fight and "supply" not in plan:
                plan.append("supply")
                done.append(await table.command(supplier))
            elif "train" in verbs and "train" not in plan:
                plan.append("train")
                done.append(await table.command(trainer))
            elif "build" in verbs and "build" not in plan:
                plan.append("build")
                listed, _ = await table.look_up("government")
                governments = [name.lower() for name in listed if not name.endswith(")")]
                done.append(await table.command(builder(governments)))
            else:
                end = next(w for w in ("done", "pass", "skip") if w in verbs)
                done.append(await table.command(verb_then_first(end)))
    raise AssertionError(f"still playing after {done}")


# Slow: the longest walk through the screen (the combat dialog's own pilots stay in make test).
@pytest.mark.slow
async def test_up_to_a_fight_through_the_screen():
    """Patron, Ethos, training, supply and a march into Corinth's army, all read off
    the screen; the combat dialog, the summaries and the objectives agree with the log."""
    app = HellenicaApp(ai_speed="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(PLAYERS, SEED, SETTINGS, ai=AI)
        table = Table(app, pilot)
        await table.settle()
        await begin(table)
        done = await play(table, lambda: bool(table.combat_over))
        verbs = [c.split()[0] for c in done if c.split()[0] in ("keep", "train", "supply", "move")]
        assert verbs == ["keep", "train", "supply", "move"], done
        session = table.game.session
        check_combat(table, session)
        check_summaries(table, session)
        await check_objectives(table, session)


@pytest.mark.slow
async def test_a_whole_turn_through_the_screen():
    """The same game on to the second turn: a government built as well, each bid and
    world event of the turn in a summary."""
    app = HellenicaApp(ai_speed="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(PLAYERS, SEED, SETTINGS, ai=AI)
        table = Table(app, pilot)
        await table.settle()
        session = table.game.session
        await begin(table)
        done = await play(table, lambda: session.game.position[0] == 2 and "athens" in session.to_act())
        verbs = [c.split()[0] for c in done]
        for verb in ("keep", "train", "supply", "move", "build"):
            assert verb in verbs, f"no {verb} in {done}"
        check_combat(table, session)
        check_summaries(table, session)
        await check_objectives(table, session)


def sides(text: str, names: dict[str, str]) -> dict[str, str]:
    """The combat dialog's two columns, by player: from '<Name> attacks' or
    '<Name> defends' to the other side's heading."""
    heads = sorted((m.start(), p) for p, n in names.items() if (m := re.search(rf"^{n} (attacks|defends)", text, re.M)))
    ends = [start for start, _ in heads[1:]] + [text.index("Dice", heads[-1][0]) + 40]
    return {p: text[start:end] for (start, p), end in zip(heads, ends, strict=True)}


def check_combat(table: Table, session) -> None:
    """The dialog showed the forces the log had brought there, and told the losses the log tells."""
    content = session.content
    names = {p: session.name(p) for p in session.players}
    assert table.combat_forces, "no combat dialog asked Athens anything"
    for _area, text, forces in table.combat_forces:
        shown = sides(text, names)
        assert "athens" in forces and "athens" in shown
        for player, units in forces.items():
            for kind, n in units.items():
                assert unit_phrase(content, kind, n) in shown[player], (player, kind, n, text)
    assert table.combat_over, "the end of Athens's combat was not told"
    groups = session.game.log
    for area, text, at in table.combat_over:
        began = max(i for i, g in enumerate(groups[:at]) for e in g.events if isinstance(e, we.CombatBegan) and e.area == area)
        fighters = next(e for e in groups[began].events if isinstance(e, we.CombatBegan) and e.area == area)
        for player in (fighters.attacker, fighters.defender):
            lost: dict[str, int] = {}
            for g in groups[began:at]:
                for e in g.events:
                    if isinstance(e, we.UnitsLost) and e.area == area and e.player == player:
                        for kind, n in e.units.items():
                            lost[kind] = lost.get(kind, 0) + n
            told = ", ".join(unit_phrase(content, k, n) for k, n in lost.items()) or "nothing"
            assert f"{names[player]} lost {told}" in " ".join(text.split()), (player, lost, text)


def check_summaries(table: Table, session) -> None:
    """Every world event that happened on the others' turns, the bids on it and its winner, as
    the log has them, were in a summary of what happened."""
    event_names = {w.id: w.name for w in session.content.world_events}
    told = " ".join(" ".join(table.summaries).split())
    assert table.summaries
    groups = session.game.log
    start = next(i for i, g in enumerate(groups) if g.player == "athens" and g.events)  # Athens's patron
    seen = 0
    for group in groups[start + 1 :]:
        for e in group.events:
            if isinstance(e, gods_events.WorldEventRevealed) and e.triggers and group.player != "athens":
                # One that happens, on another's turn (Athens saw its own turn's on the log).
                name = event_names[e.card]
                assert name in told, (name, told)  # revealed, or bid on and won
                seen += 1
            elif isinstance(e, gods_events.BidsOpened):
                bids = ", ".join(f"{session.name(p)} {n}" for p, n in e.bids.items())
                assert f": {bids}." in told, (bids, told)
            elif isinstance(e, gods_events.WorldEventWon):
                name = event_names[e.card]
                assert f"{session.name(e.player)} wins {name} for {e.paid} Favor" in told
    assert seen, "no world event came up in the first turn"


async def check_objectives(table: Table, session) -> None:
    """'o' shows each player's cities as the board has them, and Athens's Empire count."""
    pilot, game = table.pilot, table.game
    await pilot.press("escape", "o")
    await pilot.pause()
    screen = table.app.screen
    assert isinstance(screen, ObjectivesScreen)
    text = plain(screen.query_one("#race-text"))
    state = session.state
    for player in session.players:
        row = next(line for line in text.splitlines() if line.strip().startswith(session.name(player)))
        numbers = re.findall(r"\d+", row)
        assert int(numbers[-2]) == len(cities_of(state, player)), (player, row)
        assert int(numbers[-1]) == state.players[player].favor, (player, row)
    held = len(cities_of(state, "athens"))
    if "empire" in state.pathos:
        assert f"Empire: {held} of 6 cities" in text
    await pilot.press("o")
    await pilot.pause()
    assert table.app.screen is game


async def test_back_at_a_half_typed_command_typing_goes_on_after_it():
    """A look at the map or the cards in the middle of a command: ':' brings the prompt
    back with the text kept and the cursor after it, not selected to be typed over."""
    app = HellenicaApp(ai_speed="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(PLAYERS, SEED, SETTINGS, ai=AI)
        table = Table(app, pilot)
        await table.settle()
        prompt = table.game.query_one(CommandPrompt)
        await table.type(":patron ")
        await pilot.press("escape", "colon")
        await table.type("a")
        assert prompt.value == "patron a"
