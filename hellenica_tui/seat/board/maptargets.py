"""The areas a command being typed may name next, to show them on the map.

Read off the commands legal now, as the prompt's completion is: those whose
first words fit what is typed so far give the first area they name from the
word being typed on (`move 3 hoplite` gives the areas the hoplites may leave,
`move 3 hoplite athens` the areas they may go to, `build temple` the build
sites). A command that names a city-state (the Favorite, a player an effect
strikes) dots the cities that city-state holds, not the area sharing its
name. No Textual here: the game screen asks and the map draws the answer.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping

Fits = Callable[[str, str], bool]  # whether a typed word may stand for a word of a command


def player_verbs(commands: Iterable[str], players: Collection[str]) -> frozenset[str]:
    """The verbs of `commands` whose word after the verb names a city-state in play:
    `favorite`, `give` (a trade offer), and `choose` when every answer on offer is
    one (a player to name)."""
    verbs = {"favorite", "give"}
    answers = {words[1] for words in (c.split() for c in commands) if len(words) == 2 and words[0] == "choose"}
    if answers and answers <= set(players):
        verbs.add("choose")
    return frozenset(verbs)


class TargetFinder:
    def __init__(
        self, commands: Iterable[str], areas: Collection[str], fits: Fits, holdings: Mapping[str, Iterable[str]] = {}
    ) -> None:
        """`holdings`: each city-state in play and the cities it holds."""
        self.commands = [command.split() for command in commands]
        self.areas = areas
        self.fits = fits
        self.holdings = {player: frozenset(cities) for player, cities in holdings.items()}
        self.naming = player_verbs((" ".join(c) for c in self.commands), self.holdings)

    def find(self, typed: str) -> frozenset[str]:
        """The areas the next area word of `typed` may be; none before anything is typed."""
        words = typed.split()
        if not words:
            return frozenset()
        partial = "" if typed[-1:].isspace() else words[-1]
        done = words[:-1] if partial else words
        at = len(done)
        found: set[str] = set()
        for command in self.commands:
            if len(command) <= at or not all(self.fits(t, w) for t, w in zip(done, command, strict=False)):
                continue
            if partial and not self.fits(partial, command[at]):
                continue
            if command[0] in self.naming and at <= 1 and len(command) > 1 and command[1] in self.holdings:
                found |= self.holdings[command[1]]  # a city-state named: where it stands
                continue
            area = next((word for word in command[at:] if word in self.areas), None)
            if area is not None:
                found.add(area)
        return frozenset(found)
