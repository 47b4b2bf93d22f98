"""Each command of the notation said in words, for the lists a player picks from
(the notation follows in brackets, so the prompt's forms are learnt on the way)."""

from __future__ import annotations

from hellenica_tui.games.hellas.content import Index

PLAIN = {
    "burst": "Burst of Strength: three actions",
    "voyage": "Voyage: draw a tile and lay it beside a ship",
    "stop": "Stop the Burst",
    "end": "End the turn",
    "stand": "Play no more cards: let the attack be fought",
    "strike": "Strike: the attack is fought",
}


def greeks(count: str) -> str:
    return f"{count} Greek" + ("" if count == "1" else "s")


def said(text: str, idx: Index) -> str:
    words = text.split()
    verb, args = words[0], words[1:]

    def city(word: str) -> str:
        tile = idx.tiles.get(word)
        return tile.name if tile is not None else word

    if verb in PLAIN:
        line = PLAIN[verb]
    elif verb == "attack":
        line = f"Attack {city(args[0])} with {greeks(args[3])} of {city(args[2])}"
    elif verb == "send":
        line = f"Send {greeks(args[1])} more from {city(args[0])}"
    elif verb == "greek":
        line = f"A Greek into {city(args[0])}"
    elif verb == "ship":
        line = f"A ship beside {city(args[0])}"
    elif verb == "draw":
        line = f"Draw a card of {next((g.name for g in idx.content.gods if g.id == args[0]), args[0])}"
    elif verb == "move":
        line = f"Move a {args[0]} from {city(args[1])} to {city(args[2])}"
    elif verb == "play":
        card = idx.cards.get(args[0])
        line = f"Play {card.name if card else args[0]}"
        rest = args[1:]
        if rest and rest[0] != "from":
            line += f" on {city(rest[0])}"
            rest = rest[1:]
        if len(rest) == 2:
            line += f", from {city(rest[1])}"
    elif verb == "place":
        line = f"Lay the tile at {args[0]} turned {args[2]}"
        rest = args[3:]
        while len(rest) >= 2:
            line += (
                f", the ship of {city(rest[1])} goes home" if rest[0] == "ship" else f", a Greek from {city(rest[1])}"
            )
            rest = rest[2:]
    else:
        line = text
    return f"{line}  ({text})"
