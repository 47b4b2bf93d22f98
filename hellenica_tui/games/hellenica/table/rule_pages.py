"""The rules index: short pages telling the rules as this game plays them.

The pages are data (`scenarios/<scenario>/rules/pages.toml`, the classic
scenario's when a scenario has none of its own), in the order a turn goes. The
game shows them (`r`), a refused command names one (`CommandError.rule`), and
docs/rules-index.md is `markdown(pages())` written out, so the book and the
screen never tell two stories.
"""

from __future__ import annotations

import tomllib
from functools import cache

import msgspec

from hellenica_tui.engine.errors import GameError
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.loading import scenario_path
from hellenica_tui.games.hellenica.core.rule_refs import page_of
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.victory.victory import tie_break_text
from hellenica_tui.games.kit.rule_pages import reflow


class Page(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    part: str  # the heading it is listed under
    title: str
    text: str
    commands: list[str] = []  # the command forms it is about
    when: str = ""  # when its commands may be given, told to one who asks at another time


class PagesFile(msgspec.Struct, forbid_unknown_fields=True):
    page: list[Page]


class RulePagesError(GameError):
    """The pages file cannot be read: names the file and what is wrong."""


@cache
def pages(scenario: str = "classic") -> tuple[Page, ...]:
    folder = scenario_path(scenario) / "rules"
    if not (folder / "pages.toml").is_file():
        folder = scenario_path("classic") / "rules"
    path = folder / "pages.toml"
    try:
        found = msgspec.convert(tomllib.loads(path.read_text(encoding="utf-8")), PagesFile).page
    except (OSError, tomllib.TOMLDecodeError, msgspec.ValidationError) as error:
        raise RulePagesError(f"{path.name}: {error}") from None
    ids = [p.id for p in found]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise RulePagesError(f"{path.name}: page ids given twice: {', '.join(twice)}")
    return tuple(Page(p.id, p.part, p.title, reflow(filled(p.text)), p.commands, p.when) for p in found)


def filled(text: str) -> str:
    """A page's text with the facts the rules code holds put in (`{tie_break}`), so the
    pages, the help and the code never tell two orders."""
    return text.replace("{tie_break}", tie_break_text())


def page(page_id: str, scenario: str = "classic") -> Page | None:
    return next((p for p in pages(scenario) if p.id == page_id), None)


def search(found: tuple[Page, ...], text: str) -> list[Page]:
    """The pages holding every word of `text` (in the title, the part, the commands or
    the text), those with a word in the title first, in the book's order within each."""
    words = text.lower().split()
    if not words:
        return list(found)

    def whole(p: Page) -> str:
        return " ".join((p.title, p.part, " ".join(p.commands), p.text, p.id)).lower()

    hits = [p for p in found if all(w in whole(p) for w in words)]
    return sorted(hits, key=lambda p: not any(w in p.title.lower() for w in words))


def told(p: Page) -> str:
    """A page as plain text: its commands and when they may be given, then its text."""
    head = f"Commands: {', '.join(p.commands)}\n" if p.commands else ""
    head += f"When: {p.when}\n" if p.when else ""
    return head + ("\n" if head else "") + p.text


def markdown(found: tuple[Page, ...]) -> str:
    """The whole index as one Markdown document (docs/rules-index.md)."""
    out = [
        "# The rules index",
        "",
        "<!-- Generated from scenarios/hellenica/classic/rules/pages.toml by `make docs`: edit that file, not this one. -->",
        "",
        "The rules as the game plays them, in the order of a turn. The same pages",
        "open in the game with `r`, and a refused command names the page of the",
        "rule that refused it.",
    ]
    part = ""
    for p in found:
        if p.part != part:
            part = p.part
            out += ["", f"## {part}"]
        out += ["", f"### {p.title}", "", f"*Page `{p.id}`.*"]
        if p.commands:
            out += ["", "Commands: " + ", ".join(f"`{c}`" for c in p.commands) + "."]
        if p.when:
            out += ["", f"When: {p.when}."]
        out += ["", p.text]
    return "\n".join(out) + "\n"


def command_page(state: State, command: Command) -> str:
    """The page a command belongs to now: a tile placed while an exploration waits is
    exploring, not building the map."""
    found = page_of(command)
    layout = state.layout
    if found == "building-the-map" and not isinstance(layout, msgspec.UnsetType) and layout.exploring:
        return "exploring"
    return found


def page_now(state: State) -> str:
    """The page about what the game waits for now (what `r` opens with no refusal to explain)."""
    if state.choice is not None:
        return "questions"
    if state.world is not None:
        return "world-events"
    if state.window is not None:
        return "invocations"
    if state.combat is not None:
        return "combat"
    layout = state.layout
    if not isinstance(layout, msgspec.UnsetType) and layout.exploring:
        return "exploring"
    if state.movement is not None:
        return "movement"
    if state.free_temple:
        return "conquest"
    return {
        "map": "building-the-map", "patron": "setup", "ethos": "ethos", "favorite": "favorite", "direction": "favorite",
        "action": "actions", "upkeep": "upkeep", "over": "objectives",
    }.get(state.phase, "turn")
