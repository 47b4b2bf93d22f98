"""The dice-and-cards game as the house knows it: the smallest whole game module
(docs/house.md follows it step by step). An example for tests, not offered to players.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from hellenica_tui.games.facts import GameFacts, RulesetSearch, SearchCore, Setting

if TYPE_CHECKING:
    from hellenica_tui.engine.errors import CommandError
    from hellenica_tui.engine.log import Group
    from hellenica_tui.engine.peek import Peek
    from hellenica_tui.engine.ruleset import Event, Ruleset
    from hellenica_tui.games.kit.rule_pages import RulePage

FACTS = GameFacts(
    id="dicegame",
    name="Dice and cards",
    title="Dice and cards",
    description="Roll, draw and bet to fill a pot, and bank it before a double one busts it.",
    players_min=2,
    players_max=4,
    seat_noun="player",
    scenarios=("standard", "short"),
    default_scenario="standard",
    settings=(Setting(id="target", label="Target score", kind="number", default=30, help="the score that wins"),),
    listed=False,
)

SEATS = {"red": "Red", "blue": "Blue", "green": "Green", "gold": "Gold"}


class DiceAndCards:
    facts = FACTS

    def ruleset(self) -> Ruleset:
        from hellenica_tui.games.dicegame.rules import RULESET

        return RULESET

    def seats(self, scenario: str) -> Mapping[str, str]:
        return SEATS

    def seat_names(self, state: Any) -> Mapping[str, str]:
        return {name: SEATS.get(name, name) for name in state.players}

    def save_facts(self, peek: Peek) -> tuple[int | None, tuple[str, ...]]:
        """The turn from the ends of turns in the whole log (a short game), the winner
        from the last command."""
        from hellenica_tui.games.dicegame.rules import GameWon, TurnEnded

        winners: tuple[str, ...] = ()
        ends = 0
        for n, group in enumerate(peek.groups()):
            for event in group.events:
                if isinstance(event, GameWon) and n == 0:
                    winners = (event.player,)
                ends += isinstance(event, TurnEnded)
        return (ends + 1 if peek.reached_start else None), winners

    def why_not(self, state: Any, player: str, text: str, error: CommandError) -> str:
        reason = str(error)
        return reason[:1].upper() + reason[1:]

    def narrate(self, groups: Iterable[Group], before: Any, evolve: Any, viewer: str | None) -> Iterable[list[str]]:
        state = before
        for group in groups:
            lines = []
            for event in group.events:
                line = _told(event, viewer)
                if line:
                    lines.append(line)
                state = evolve(state, event)
            yield lines

    def summary(self, view: Any) -> dict[str, Any]:
        return dict(view)

    def describe(self, summary: dict[str, Any]) -> str:
        scores = ", ".join(f"{SEATS.get(p, p)} {n}" for p, n in summary["scores"].items())
        lines = [f"To act: {summary['to_act']}; pot {summary['pot']}; deck {summary['deck']} cards", f"Scores: {scores}"]
        if summary["hand"]:
            lines.append(f"Hand: {' '.join(map(str, summary['hand']))}")
        return "\n".join(lines)

    def rule_pages(self, scenario: str) -> Sequence[RulePage]:
        return ()  # its rules are told in rules.py's docstring


    def search(self) -> SearchCore:
        return RulesetSearch(self.ruleset(), lambda state: [state.winner] if state.winner else [])

    def leaks(self, state: Any, view: Any, viewer: str | None) -> list[str]:
        found = []
        if view["hand"] != (state.hands[viewer] if viewer else []):
            found.append("a hand that is not the viewer's own")
        if not isinstance(view["deck"], int):
            found.append("the deck's order")
        return found


def _told(event: Event, viewer: str | None) -> str:
    from hellenica_tui.games.dicegame import rules

    match event:
        case rules.DiceRolled(player=p, dice=(a, b)):
            return f"{SEATS.get(p, p)} rolls {a} and {b}."
        case rules.Busted(player=p):
            return f"{SEATS.get(p, p)} rolls a double one: the pot is lost."
        case rules.CardDrawn(player=p, card=c):
            return f"{SEATS.get(p, p)} draws " + (f"a {c}." if p == viewer else "a card.")
        case rules.CardPlayed(player=p, card=c):
            return f"{SEATS.get(p, p)} plays a {c}."
        case rules.CardDiscarded(player=p, card=c):
            return f"{SEATS.get(p, p)} discards " + (f"a {c}." if p == viewer else "a card, face down.")
        case rules.BetPlaced(player=p, amount=n):
            return f"{SEATS.get(p, p)} bets {n}."
        case rules.PotBanked(player=p, amount=n):
            return f"{SEATS.get(p, p)} banks {n}."
        case rules.TurnEnded(next_player=p):
            return f"{SEATS.get(p, p)} is to play."
        case rules.GameWon(player=p):
            return f"{SEATS.get(p, p)} wins."
    return ""


GAME = DiceAndCards()
