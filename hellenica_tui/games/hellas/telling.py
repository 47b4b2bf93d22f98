"""A game of Hellas told in words: the log's events as a viewer may read them
(`narrate`), the turn and winner at the end of a save (`turn_and_winners`), and a
view as a short text board (`describe`).

Nothing told names what the viewer may not know: the card another player drew, a
card its owner drew in a Burst still under way (only its god is told), or the
order of a shuffled stack or deck."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from hellenica_tui.engine.log import Group
from hellenica_tui.engine.peek import Peek
from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas.content import Index, by_hash
from hellenica_tui.games.hellas.state import State
from hellenica_tui.games.hellas.view import unseen

SEAT_NAMES = {"light": "Light", "dark": "Dark"}  # the seats a game has; the first plays light and begins
MAX_WALK = 20_000  # a whole game is a few hundred commands; longer, the turn is left unknown


def name(player: str) -> str:
    return SEAT_NAMES.get(player, player)


def narrate(groups: Iterable[Group], before: State, evolve: Callable[[Any, Event], Any],
            viewer: str | None) -> Iterator[list[str]]:  # fmt: skip
    """Each group's events told to `viewer`, each in the state it happened in. A card
    the viewer drew is named once it may look at it in the last state told (a card
    of a Burst still under way stays a card of its god)."""
    state = before
    told: list[list[Any]] = []  # a line, or [card, named, veiled] for a card the viewer drew
    for group in groups:
        lines: list[Any] = []
        for event in group.events:
            idx = by_hash(state.content_hash)
            if isinstance(event, ev.CardDrawn) and event.player == viewer:
                lines.append([event.card, _drew(event, idx, idx.cards[event.card].name), _drew(event, idx, "")])
            else:
                line = _told(event, state, idx)
                if line:
                    lines.append(line)
            state = evolve(state, event)
        told.append(lines)
    hidden = unseen(state, viewer) if viewer is not None else []
    for lines in reversed(told):  # the cards still unseen are the last drawn
        for line in reversed(lines):
            if isinstance(line, list) and line[0] in hidden:
                hidden.remove(line[0])
                line[1] = line[2]
    for lines in told:
        yield [line[1] if isinstance(line, list) else line for line in lines]


def _drew(event: ev.CardDrawn, idx: Index, card: str) -> str:
    god = _god(idx, event.god)
    return f"{name(event.player)} draws {card} ({god})." if card else f"{name(event.player)} draws a card of {god}."


def _god(idx: Index, god: str) -> str:
    return next((g.name for g in idx.content.gods if g.id == god), god)


def _tile(idx: Index, tile: str) -> str:
    found = idx.tiles.get(tile)
    return found.name if found is not None else tile


def _told(event: Event, s: State, idx: Index) -> str:
    def t(tile: str) -> str:
        return _tile(idx, tile)

    match event:
        case ev.TileDrawn(player=p, tile=tile):
            return f"{name(p)} draws the tile {t(tile)}."
        case ev.TileSetAside(tile=tile):
            return f"{t(tile)} cannot be laid now and is set aside."
        case ev.TilePlaced(player=p, tile=tile, q=q, r=r):
            return f"{name(p)} lays {t(tile)} at {q},{r}."
        case ev.TileUnderStack(tile=tile):
            return f"{t(tile)} fits nowhere and goes under the stack."
        case ev.StackShuffled():
            return "The tiles set aside go back and the stack is shuffled."
        case ev.MainGameBegun():
            return "The map is made: the main game begins."
        case ev.GreekPlaced(player=p, city=c, source=src):
            return f"{name(p)} puts a Greek in {t(c)}" + (f", from {t(src)}." if src else ".")
        case ev.ShipPlaced(player=p, city=c, source=src):
            return f"{name(p)} puts a ship by {t(c)}" + (f", from {t(src)}." if src else ".")
        case ev.ShipReturned(player=p, city=c):
            return f"{name(p)}'s ship by {t(c)} goes back to the supply."
        case ev.GreekRemoved(player=p, city=c):
            return f"A Greek of {name(p)} leaves {t(c)} for the supply."
        case ev.BurstBegun(player=p, actions=n):
            return f"{name(p)} begins a Burst of Strength: {n} actions."
        case ev.ActionsAdded(player=p, amount=n):
            return f"{name(p)} gains {n} more action" + ("s." if n != 1 else ".")
        case ev.DeckReshuffled(god=g):
            return f"The discards of {_god(idx, g)} are shuffled into a new deck."
        case ev.CardDrawn(player=p, god=g):  # another's card: its back alone shows
            return f"{name(p)} draws a card of {_god(idx, g)}."
        case ev.CardPlayed(player=p, card=c):
            return f"{name(p)} plays {idx.cards[c].name} ({_god(idx, idx.cards[c].god)})."
        case ev.FairWindBlown(player=p):
            return f"A fair wind blows for {name(p)}."
        case ev.StrengthAdded(player=p, amount=n):
            return f"{name(p)} adds {n} to its strength."
        case ev.AttackBegun(player=p, target=c):
            return f"{name(p)} attacks {t(c)}."
        case ev.GreeksSent(player=p, source=src, count=n, land=land):
            return f"{name(p)} sends {n} Greek{'s' if n != 1 else ''} from {t(src)} over {'land' if land else 'water'}."
        case ev.DefenceAsked(player=p):
            return f"{name(p)} may play cards in defence."
        case ev.AttackWon(player=p, target=c, attack=a, defence=d, kept=k, ships=n):
            return f"{name(p)} takes {t(c)}, {a} against {d}: {k} Greeks stay, {n} ship{'s' if n != 1 else ''} by it."
        case ev.AttackLost(player=p, target=c, attack=a, defence=d):
            return f"{name(p)} fails to take {t(c)}, {a} against {d}: the attackers are lost."
        case ev.RegroupBegun(player=p, into=into):
            return f"{name(p)} regroups" + (f" into {t(into)}." if into else ".")
        case ev.GreekMoved(player=p, source=a, target=b):
            return f"{name(p)} moves a Greek from {t(a)} to {t(b)}."
        case ev.ShipMoved(player=p, source=a, target=b):
            return f"{name(p)} moves a ship from {t(a)} to {t(b)}."
        case ev.TurnEnded(player=p, next_player=nxt):
            return f"{name(p)} ends the turn; {name(nxt)} is to play." if s.phase != "setup" else ""
        case ev.MapClosed():
            return "No tile can be laid any more: the map is closed, and the final turns begin."
        case ev.GameWon(player=p, reason=why):
            return f"{name(p)} wins ({why})."
    return ""


def turn_and_winners(peek: Peek) -> tuple[int | None, tuple[str, ...]]:
    """From the end of a save: the turn of the main game (0 while the map is made;
    None if the log is not read back far enough) and who won."""
    winners: tuple[str, ...] = ()
    ends = 0
    for walked, group in enumerate(peek.groups()):
        if walked >= MAX_WALK:
            return None, winners
        for event in reversed(group.events):
            if isinstance(event, ev.GameWon) and not winners:
                winners = (event.player,)
            elif isinstance(event, ev.TurnEnded):
                ends += 1
            elif isinstance(event, ev.MainGameBegun):
                return 1 + ends, winners
    return (0 if peek.reached_start else None), winners


def describe(summary: dict[str, Any]) -> str:
    """A view as a short text board: whose turn, each player's cities and supplies, the
    stack and the decks, and the viewer's own hand."""
    lines = [f"Turn {summary['turn']}, {summary['phase']}: {name(summary['to_move'])} to act"]
    if summary["winner"]:
        lines[0] = f"Over after turn {summary['turn']}: {name(summary['winner'])} won ({summary['reason']})"
    for p in summary["players"]:
        cities = sorted(c for c, o in summary["owner"].items() if o == p)
        held = ", ".join(f"{c} {summary['greeks'][c]}g {summary['ships'][c]}s" for c in cities) or "none"
        backs = ", ".join(f"{g} {n}" for g, n in summary["hands"][p].items() if n) or "no cards"
        count = f"{len(cities)} cit{'y' if len(cities) == 1 else 'ies'}"
        lines.append(f"{name(p)}: {count} ({held}); supply {summary['greek_supply'][p]} Greeks, "
                     f"{summary['ship_supply'][p]} ships; hand {backs}")  # fmt: skip
    decks = ", ".join(f"{g} {n}" for g, n in summary["decks"].items())
    lines.append(f"Stack {summary['stack']} tiles" + (f", drawn {summary['drawn']}" if summary["drawn"] else "")
                 + f"; decks {decks}")  # fmt: skip
    if summary["attack"]:
        a = summary["attack"]
        sent = ", ".join(f"{n} from {c}" for c, n in a["sent"].items()) or "none yet"
        lines.append(f"Attack on {a['target']}: sent {sent}; strength +{a['bonus']}, defence +{a['defence']}")
    if summary["hand"] or summary["unseen"]:
        hand = " ".join(summary["hand"]) or "nothing seen yet"
        lines.append(f"Your hand: {hand}" + (f"; drawn unseen: {' '.join(summary['unseen'])}" if summary["unseen"] else ""))
    return "\n".join(lines)
