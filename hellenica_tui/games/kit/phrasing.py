"""The phrasing of a log line, whatever the game: counts, articles, lists, and the
viewer's own side told as "you" ('Athens moves' to the others, 'you move' to Athens).

A line names a player by a name the game gives; `you` says whether the one reading
is that player.
"""

from __future__ import annotations

from collections.abc import Sequence

_SECOND_PERSON = {"is": "are", "has": "have", "goes": "go", "does": "do", "was": "were"}


def second_person(verb: str) -> str:
    """A verb as "you" say it: 'moves' -> 'move', 'supplies' -> 'supply', 'is' -> 'are'."""
    if verb in _SECOND_PERSON:
        return _SECOND_PERSON[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "ches", "shes", "xes", "zes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def is_you(viewer: str | None, player: str) -> bool:
    """Whether the one reading is `player` (nobody is an empty player)."""
    return bool(player) and player == viewer


def who(name: str, you: bool) -> str:
    """The player as the subject or object of a line: 'you' to its own eyes."""
    return "you" if you else name


def does(name: str, you: bool, verb: str) -> str:
    """Subject and verb: 'Athens moves', 'you move'."""
    return f"you {second_person(verb)}" if you else f"{name} {verb}"


def also(you: bool, verb: str) -> str:
    """A second verb of the same subject: 'raises' / 'raise'."""
    return second_person(verb) if you else verb


def whose(name: str, you: bool) -> str:
    """'your', 'Athens's'."""
    return "your" if you else f"{name}'s"


def its(you: bool) -> str:
    return "your" if you else "its"


def count(n: int, noun: str, plural: str = "") -> str:
    """'1 cube', '3 cubes': a count and a word of the log."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def with_article(word: str) -> str:
    """A noun with its indefinite article: 'a Market', 'an Academy'."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def joined(items: Sequence[str]) -> str:
    """'A', 'A and B', 'A, B and C'; 'nothing' for none."""
    if not items:
        return "nothing"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
