"""The card reference: every card of a scenario as an entry a player can read.

Deities (with their three invocations), invocations, advancements by
category, governments, objectives (Pathos, Ethos), world events, creatures,
city upgrades and unit types: each with its name, a one-line effect and its
full text. All texts are the scenario's own (`scenarios/*/...toml`); the few
facts added here (level, cost, die, limits) are read off the same data.

`describe_word` tells the card a candidate word at the prompt stands for, so
the prompt can show what each id it offers does.

No Textual here: the reference screen and the game screen draw these.
"""

from __future__ import annotations

import re
import textwrap

import msgspec
from rich.text import Text

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.mechanics.units import base_unit

# The kinds in the order the reference lists them, with their headings.
KINDS: tuple[tuple[str, str], ...] = (
    ("deity", "Deities"),
    ("invocation", "Invocations"),
    ("advancement", "Advancements"),
    ("government", "Governments"),
    ("objective", "Objectives"),
    ("world_event", "World events"),
    ("creature", "Creatures"),
    ("upgrade", "City upgrades"),
    ("unit", "Unit types"),
)

_WINDOWS = {
    "ethos": "in the Ethos phase",
    "favorite": "when the Favorite of the Gods is chosen",
    # When the game asks for each (gods/responses.py; the rules page "invocations"):
    "action": "during your action, or before another's",
    "movement": "during your movement, or during another's once it has chosen the area that moves",
    "combat": "before a round of a combat you fight in",
    "bid": "while bidding on a world event",
    "upkeep": "at Upkeep",
    "invocation": "in answer to another invocation",
}


class Entry(msgspec.Struct, frozen=True):
    """One card: `group` is its heading in the reference (kind, and the category
    or deck when the kind has several), `line` what it does in one line, `full`
    everything the scenario says of it (lines separated by newlines)."""

    kind: str
    id: str
    name: str
    group: str
    line: str
    full: str
    owner: str = ""  # an invocation's deity: searching a deity's name finds its invocations too

    def matches(self, search: str) -> bool:
        """Whether the search text (any case; '_' for a space) is in its name, its deity's
        or its heading ("gov" finds the governments and the government advancements)."""
        needle = " ".join(search.lower().replace("_", " ").split())
        return not needle or any(needle in words.lower() for words in (self.name, self.owner, self.group))


def first_sentence(text: str) -> str:
    """The first sentence of a card text: what it does in one line."""
    flat = " ".join(text.split())
    found = re.match(r".+?[.!?](?=\s|$)", flat)
    return found.group(0) if found else flat


def after_first_sentence(text: str) -> str:
    """A text without its first sentence: what a creature or a government does, its
    text having first said what it is (the loader checks there is more)."""
    flat = " ".join(text.split())
    found = re.match(r".+?[.!?]\s+(.+)", flat)
    return found.group(1) if found else flat


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _deities(content: Content) -> list[Entry]:
    entries = []
    for deity in content.deities.values():
        invocations = sorted(deity.invocations, key=lambda inv: inv.level)
        full = [f"Deity of {deity.domain}."]
        for inv in invocations:
            full.append("")
            full.append(f"Level {inv.level}: {inv.name} ({_plural(inv.level, 'temple')}, {inv.level} Favor)")
            full.append(f"Cast {_WINDOWS.get(inv.window, inv.window)}. {' '.join(inv.text.split())}")
        line = f"{deity.domain}: " + ", ".join(inv.name for inv in invocations)
        entries.append(Entry("deity", deity.id, deity.name, "Deities", line, "\n".join(full)))
    return entries


def _invocations(content: Content) -> list[Entry]:
    entries = []
    for deity in content.deities.values():
        for inv in sorted(deity.invocations, key=lambda inv: inv.level):
            needs = _plural(inv.level, "temple")
            head = f"{deity.name}, level {inv.level}: needs {needs} to {deity.name}, costs {inv.level} Favor."
            when = f"Cast {_WINDOWS.get(inv.window, inv.window)}."
            full = "\n".join([head, when, "", " ".join(inv.text.split())])
            line = f"{deity.name} {inv.level}, {inv.level} Favor: {first_sentence(inv.text)}"
            entries.append(Entry("invocation", inv.id, inv.name, "Invocations", line, full, deity.name))
    return entries


def _advancements(content: Content) -> list[Entry]:
    cost = content.scenario.setup.advancement_cost
    entries = []
    for adv in sorted(content.advancements.values(), key=lambda a: (_CATEGORY_ORDER.get(a.category, 9), a.level)):
        price = cost.get(str(adv.level), adv.level)
        head = f"{adv.category.title()}, level {adv.level}: costs {_plural(price, 'Philosopher')}."
        full = "\n".join([head, "", " ".join(adv.text.split())])
        group = f"Advancements: {adv.category}"
        entries.append(Entry("advancement", adv.id, adv.name, group, first_sentence(adv.text), full))
    return entries


_CATEGORY_ORDER = {"construction": 0, "government": 1, "trades": 2, "naval": 3, "military": 4}


def _governments(content: Content) -> list[Entry]:
    entries = []
    for gov in content.governments.values():
        upgrade = content.upgrades.get(gov.upgrade)
        head = f"Counts as a {upgrade.name if upgrade else gov.upgrade}."
        full = "\n".join([head, "", " ".join(gov.text.split())])
        line = after_first_sentence(gov.text)  # "Counts as a Barracks. Free activation: ..."
        entries.append(Entry("government", gov.id, gov.name, "Governments", line, full))
    return entries


def _objectives(content: Content) -> list[Entry]:
    entries = []
    for deck in ("pathos", "ethos"):
        for obj in content.objectives.values():
            if obj.deck != deck:
                continue
            if deck == "pathos":
                head = "Pathos: a public objective" + (
                    " of every standard game." if obj.default_public else " in the random-Pathos variant."
                )
            else:
                copies = "1 copy" if obj.copies == 1 else f"{obj.copies} copies"
                head = f"Ethos: a secret objective ({copies} in the deck)."
            full = "\n".join([head, "", " ".join(obj.text.split())])
            group = f"Objectives: {deck.title()}"
            entries.append(Entry("objective", obj.id, obj.name, group, first_sentence(obj.text), full))
    return entries


def _world_events(content: Content) -> list[Entry]:
    entries = []
    for event in content.world_events:
        copies = f", {event.copies} cards" if event.copies > 1 else ""
        head = f"Chaos {event.chaos}{copies}."
        if event.kind == "olympus_awakens":
            head = "Its chaos number does not count."
        lines = [head]
        if event.flavor:
            lines.append(event.flavor)
        full = "\n".join([*lines, "", " ".join(event.text.split())])
        line = f"chaos {event.chaos}: {first_sentence(event.text)}"
        entries.append(Entry("world_event", event.id, event.name, "World events", line, full))
    return entries


_PLACEMENT = {
    "sea": "Appears on a sea area.",
    "island": "Appears on an island.",
    "non_city_land": "Appears on a land area without a city.",
    "non_government_city": "Appears in a city that is no seat of government.",
}


def _creatures(content: Content) -> list[Entry]:
    entries = []
    for creature in content.creatures.values():
        full = "\n".join([_PLACEMENT.get(creature.placement, ""), "", " ".join(creature.text.split())])
        line = after_first_sentence(creature.text)  # its text says what it is, then what it does
        entries.append(Entry("creature", creature.id, creature.name, "Creatures", line, full))
    return entries


def _upgrades(content: Content) -> list[Entry]:
    entries = []
    for upgrade in content.upgrades.values():
        full = " ".join(upgrade.text.split())  # the text says what it powers and where it stands
        entries.append(Entry("upgrade", upgrade.id, upgrade.name, "City upgrades", first_sentence(upgrade.text), full))
    return entries


def _units(content: Content) -> list[Entry]:
    entries = []
    for unit in content.units.values():
        trainer = content.upgrades.get(unit.trained_by)
        supply = "any number of times" if unit.supply_limit == 0 else _plural(unit.supply_limit, "time")
        facts = [
            f"{unit.domain.title()} unit, rolls the {unit.die} die.",
            f"Trained at {trainer.name if trainer else unit.trained_by}.",
            f"Supplied to move {supply} a turn.",
            f"At most {unit.limit} on the map per player" + ("; may be elite." if unit.may_be_elite else "; never elite."),
        ]
        full = "\n".join([" ".join(facts), "", " ".join(unit.text.split())])
        entries.append(Entry("unit", unit.id, unit.name, "Unit types", first_sentence(unit.text), full))
    return entries


def reference(content: Content) -> tuple[Entry, ...]:
    """Every entry of the reference, in the order of `KINDS`, built once per content."""
    cached = _BUILT.get(content.hash)
    if cached is not None and cached[0] is content:
        return cached[1]
    entries = (
        *_deities(content), *_invocations(content), *_advancements(content), *_governments(content),
        *_objectives(content), *_world_events(content), *_creatures(content), *_upgrades(content),
        *_units(content),
    )
    _BUILT[content.hash] = (content, entries)
    return entries


_BUILT: dict[str, tuple[Content, tuple[Entry, ...]]] = {}


def search(entries: tuple[Entry, ...], text: str) -> list[Entry]:
    """The entries whose name (or deity's name, or heading) holds `text`, in reference order."""
    return [entry for entry in entries if entry.matches(text)]


# Verbs whose words name no card even when they spell one (`direction zeus`
# turns the Favorite's token; the gods' names only say which way).
_NOT_CARDS = {"direction", "favorite"}


def describe_word(content: Content, words: list[str], word: str) -> Entry | None:
    """The card a candidate `word` stands for after the typed `words` of a command
    (`patron` then `apollo`: the deity Apollo), or None when it names no card.
    An answer to `choose` may be made of several words ('piety+glory' two Ethos
    cards, '0:temple-apollo' a temple to Apollo on a settlement, 'elite_hoplite'):
    the first card it names tells."""
    if words and words[0].lower() in _NOT_CARDS:
        return None
    index = _index(content)
    found = index.get(word.lower())
    if found is None and words and words[0].lower() == "choose":
        for part in re.split(r"[^a-z0-9_]+", word.lower()):
            found = index.get(part) or index.get(base_unit(part))
            if found is not None:
                break
    return found


def _index(content: Content) -> dict[str, Entry]:
    cached = _INDEXES.get(content.hash)
    if cached is None or cached[0] is not content:
        cached = _INDEXES[content.hash] = (content, {entry.id: entry for entry in reference(content)})
    return cached[1]


_INDEXES: dict[str, tuple[Content, dict[str, Entry]]] = {}


def candidate_cards(content: Content, typed: str, words: tuple[str, ...] | list[str]) -> list[tuple[str, Entry]]:
    """The candidates the prompt offers after `typed` (the text before the word
    being completed) that stand for cards, each with its entry, in their order. The
    first word is the command's verb, never a card ('temple' the command, not the upgrade)."""
    before = typed.split()
    if not before:
        return []
    found = []
    for word in words:
        entry = describe_word(content, before, word)
        if entry is not None:
            found.append((word, entry))
    return found


def candidates_text(
    cards: list[tuple[str, Entry]], chosen: int, width: int, list_rows: int, text_rows: int
) -> Text:
    """The card candidates as lines of at most `width` cells: each with its name and
    one-line effect (at most `list_rows` of them, kept around the chosen one), then
    the chosen one (the first when none is) told in full on up to `text_rows` lines.
    The chosen line is marked with '>' as well as by style, so it shows without colour."""
    out = Text(no_wrap=True, overflow="ellipsis")
    if not cards:
        return out
    at = chosen if 0 <= chosen < len(cards) else 0
    first = max(0, min(at - list_rows // 2, len(cards) - list_rows))
    last = min(len(cards), first + list_rows)
    pad = min(16, max(len(word) for word, _ in cards))
    for n in range(first, last):
        word, entry = cards[n]
        line = Text(f"{'>' if n == at else ' '} {word:<{pad}} ", style="reverse" if n == at else "")
        line.append(entry.name, style="bold")
        line.append(f": {entry.line}")
        line.truncate(width, overflow="ellipsis")
        out.append_text(line)
        out.append("\n")
    hidden = len(cards) - (last - first)
    if hidden:
        out.append(f"  ({hidden} more: Tab walks them)\n", style="dim")
    word, entry = cards[at]
    wrapped = [
        piece for paragraph in entry.full.split("\n") if paragraph.strip()
        for piece in textwrap.wrap(paragraph, max(10, width - 2))
    ]
    out.append(f"  {entry.name}", style="bold underline")
    out.append(f" ({entry.group})\n", style="dim")
    shown = wrapped[:text_rows]
    if len(wrapped) > text_rows:
        shown[-1] = shown[-1][: max(0, width - 6)] + " ..."
    out.append("\n".join(f"  {line}" for line in shown), style="italic")
    return out
