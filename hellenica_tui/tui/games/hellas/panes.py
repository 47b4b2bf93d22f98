"""What the board pane shows beside the map (whose move, the tile being laid) and the
side panes: the players (supplies, cities, temple cities, hands: the viewer's cards by
name, the ones drawn this Burst face down, the opponent's by count) and the God cards."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hellenica_tui.games.hellas.content import Index, by_hash
from hellenica_tui.seat.play import Session


def index(view: Any) -> Index:
    return by_hash(view["content_hash"])


def letters(session: Session, view: Any) -> dict[str, str]:
    return {p: session.name(p)[:1].upper() for p in view["players"]}


# What each phase asks for, short, with the key that does it (the game's own words are
# the prompt's: games.hellas.turn.PHASE_WORDS).
ASKED = {
    "setup": "lay the tile drawn",
    "choose": "choose a Burst (b), a Voyage (y) or an attack (a)",
    "burst": "take a Burst action (c) or stop (x)",
    "voyage": "lay the tile drawn beside a ship",
    "attack": "send more Greeks or strike (a)",
    "defence": "answer the attack: a card (p) or stand (n)",
    "regroup": "move Greeks and ships (c), or end the turn (e)",
    "over": "the game is over",
}


def asked(session: Session, view: Any) -> str:
    """Whose move it is and what is asked for, in one line."""
    if view["phase"] == "over":
        winner = view["winner"]
        return f"The game is over: {session.name(winner)} won ({view['reason']})." if winner else "The game is over."
    to_act = session.to_act()
    who = session.name(to_act[0]) if to_act else "nobody"
    when = f"Turn {view['turn']}" if view["turn"] else "Making the map"
    extra = f", {view['actions']} actions left" if view["phase"] == "burst" else ""
    if view["attack"] is not None:
        a = view["attack"]
        extra += f"; attack on {index(view).tiles[a['target']].name}: {sum(a['sent'].values())} Greeks sent"
    return f"{when}: {who} to {ASKED[view['phase']]}{extra}."


def player_lines(session: Session, view: Any, player: str, full: bool) -> list[Text]:
    idx = index(view)
    mine = sorted(c for c, p in view["owner"].items() if p == player)
    temples = sum(1 for c in mine if idx.tiles[c].temple)
    cards = sum(view["hands"][player].values())
    you = " (you)" if player == view["viewer"] else ""
    head = Text(f"{session.name(player)}{you}: {len(mine)} of {idx.numbers.cities_to_win} cities, "
                f"{temples} temple", style="bold")  # fmt: skip
    lines = [head, Text(f"  supply {view['greek_supply'][player]} Greeks, {view['ship_supply'][player]} ships; "
                        f"{cards} God card{'' if cards == 1 else 's'}")]  # fmt: skip
    if full:
        for city in mine:
            tile = idx.tiles[city]
            lines.append(Text(f"  {tile.name}{' (temple)' if tile.temple else ''}: "
                              f"{view['greeks'][city]} Greeks, {view['ships'].get(city, 0)} ships"))  # fmt: skip
        if player != view["viewer"]:
            backs = ", ".join(f"{n} {idx_god(idx, g)}" for g, n in view["hands"][player].items() if n)
            lines.append(Text(f"  hand: {cards} cards" + (f" (backs: {backs})" if backs else "")))
    if player == view["viewer"]:
        lines += hand_lines(view, idx)
    return lines


def idx_god(idx: Index, god: str) -> str:
    return next((g.name for g in idx.content.gods if g.id == god), god)


def hand_lines(view: Any, idx: Index) -> list[Text]:
    """The viewer's hand: each card by name, the cards drawn this Burst face down."""
    fresh = list(view["fresh"])
    out = []
    for card in view["hand"]:
        c = idx.cards[card]
        note = ""
        if card in fresh:
            fresh.remove(card)
            note = " (drawn this turn: playable from your next)"
        answer = " [may answer an attack]" if c.opponent_turn else ""
        out.append(Text(f"  {c.name} ({idx_god(idx, c.god)}){answer}{note}"))
    for god in view["unseen"]:
        out.append(Text(f"  a card of {idx_god(idx, god)}, face down until this Burst ends", style="italic"))
    if not out:
        out.append(Text("  no God cards in hand"))
    return out


def players_pane(session: Session, view: Any) -> Text:
    parts: list[Text] = []
    for player in view["players"]:
        parts += player_lines(session, view, player, full=True)
        parts.append(Text(""))
    parts.append(Text(f"Stack: {view['stack']} tiles; decks: "
                      + ", ".join(f"{idx_god(index(view), g)} {n}" for g, n in view["decks"].items())))  # fmt: skip
    return Text("\n").join(parts)


def cards_pane(session: Session, view: Any) -> Text:
    idx = index(view)
    parts: list[Text] = [Text("The God cards (how many of each in the decks)", style="bold")]
    for god in idx.content.gods:
        parts.append(Text(god.name, style="bold underline"))
        for card in idx.content.cards:
            if card.god == god.id:
                mark = " *" if card.opponent_turn else ""
                parts.append(Text(f"  {card.name} x{card.count}{mark}: {card.text}"))
    parts.append(Text("* may be played on the opponent's turn, against an attack on your city."))
    return Text("\n").join(parts)
