"""The secret choices a person makes in a dialog rather than at the prompt:
which Ethos cards to keep (or to redraw), a sealed bid on a world event, any
question put to one player in secret (which Ethos objectives to keep after
Strategic Shift, the order of the world events the Oracle showed), and which
of the two tiles drawn while exploring to place, and turned how. One open
choice is made in a dialog too, for it is an order built a pick at a time:
the order the creatures act in at upkeep.

Each is read off the commands legal now for the person to act, from that
person's own view, so the dialog can only offer what the rules accept.
No Textual here: the dialogs in tui/games/hellenica/secret.py draw these.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hellenica_tui.games.hellenica.content.schema import SIDE_VECTORS, Content
from hellenica_tui.games.hellenica.content.tiling import is_city_tile, turned
from hellenica_tui.games.hellenica.core.state import ETHOS, State
from hellenica_tui.games.hellenica.gods.commands import Bid
from hellenica_tui.games.hellenica.gods.events import BID
from hellenica_tui.games.hellenica.gods.option_names import display_name
from hellenica_tui.games.hellenica.maps.commands import PlaceTile
from hellenica_tui.games.hellenica.maps.state import MapLayout
from hellenica_tui.games.hellenica.turn.commands import KeepEthos, Redraw
from hellenica_tui.seat.session import GameSession


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    text: str


@dataclass(frozen=True)
class EthosChoice:
    player: str
    cards: tuple[Card, ...]  # the different cards dealt, in the order dealt
    keep: int  # how many to keep
    pairs: frozenset[tuple[str, ...]]  # the sets of ids the rules accept (sorted)
    redraw_cost: int | None  # Favor a redraw costs, None when it is not allowed now
    favor: int


@dataclass(frozen=True)
class BidChoice:
    player: str
    event: Card  # the world event bid on
    most: int  # the highest bid allowed (all the Favor held)
    favor: int
    bonus: tuple[tuple[str, int], ...] = ()  # what a bid of 1 or more counts for besides, by card


@dataclass(frozen=True)
class Answer:
    value: str  # the option as `choose` takes it
    cards: tuple[Card, ...]  # the cards it names, in its order
    joined: str  # how the rules join them: "+" (together) or "," (top first)


@dataclass(frozen=True)
class QuestionChoice:
    player: str
    prompt: str
    answers: tuple[Answer, ...]


@dataclass(frozen=True)
class OrderChoice:
    """A question whose answer may be an order (the rules' `orders`): each answer's card,
    and where it stands, in the order the rules list them (the map's)."""

    player: str
    prompt: str
    answers: tuple[Answer, ...]
    places: tuple[str, ...]  # the area of each answer, by name


@dataclass(frozen=True)
class Placing:
    """One way to place a drawn tile: the tile turned `rotation` sixths clockwise."""

    tile: str
    rotation: int
    label: str  # the tile as it would lie: its name, the turn and its mountain sides
    command: str  # in notation


@dataclass(frozen=True)
class ExploreChoice:
    player: str
    area: str  # the empty area's name
    entry: str  # the side the units came in through, and from where ("SW, from Athens")
    tiles: tuple[str, ...]  # each drawn tile in words: kind, settlements, mines, sides
    placings: tuple[Placing, ...]  # every legal way, tile by tile, turn by turn
    alliance: bool = False  # the Alliance's exploration: only a City tile, which joins the explorer
    withdrew: str = ""  # the player whose units withdrew into the area, when not the explorer's own


def tile_words(content: Content, tile: str) -> str:
    """A tile in words as it lies with its name at the top: kind, settlements, mines and sides."""
    t = next(x for x in content.map.tiles if x.id == tile)
    kind = {"city": "a city", "non_city": "land with no city", "volcano": "a volcano city", "delphi": "Delphi",
            "olympos": "Mt. Olympus", "home": "a home city", "sea": "a sea"}[t.kind]
    parts = [f"{t.name}: {kind}"]
    if t.settlements:
        parts.append(f"{t.settlements} settlement{'s' if t.settlements > 1 else ''}")
    if t.kind == "delphi":
        parts.append("the free temple")
    if t.mines:
        parts.append("mines toward " + ", ".join(m.side.upper() for m in t.mines))
    parts.append("mountains " + ", ".join(x.upper() for x in t.mountains) if t.mountains else "clearings all round")
    return "; ".join(parts)


def _lying(content: Content, command: PlaceTile) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The mountain sides and the mine sides of the tile as it would lie."""
    t = next(x for x in content.map.tiles if x.id == command.tile)
    mountains = tuple(sorted(turned(side, command.rotation).upper() for side in t.mountains))
    return mountains, tuple(sorted(turned(m.side, command.rotation).upper() for m in t.mines))


def _placing(content: Content, command: PlaceTile) -> Placing:
    t = next(x for x in content.map.tiles if x.id == command.tile)
    mountains, mines = _lying(content, command)
    where = f"mountains {', '.join(mountains)}" if mountains else "clearings all round"
    if mines:
        where += f"; mines toward {', '.join(mines)}"
    turn = f"turned {command.rotation}" if command.rotation else "name at the top"
    text = f"place {command.tile} turn {command.rotation}" if command.rotation else f"place {command.tile}"
    return Placing(command.tile, command.rotation, f"{t.name}, {turn}: {where}", text)


def explore_choice(session: GameSession, player: str, layout: MapLayout) -> ExploreChoice:
    """The tiles drawn and every way one may lie (turns that lie alike, as a tile with no
    mountains and no mines in every turn, are offered once)."""
    content = session.content
    seen: set[tuple[str, tuple[str, ...], tuple[str, ...]]] = set()
    ways = []
    for command in session.game.legal_commands(player):
        if isinstance(command, PlaceTile) and (key := (command.tile, *_lying(content, command))) not in seen:
            seen.add(key)
            ways.append(_placing(content, command))
    exploration = layout.exploring[0]
    name = content.areas[exploration.area].name if exploration.area in content.areas else exploration.area
    fits = {w.tile for w in ways}
    cities = {t.id for t in content.map.tiles if is_city_tile(t)}

    def why_not(tile: str) -> str:
        if tile in fits:
            return ""
        return " (not a City tile)" if exploration.alliance and tile not in cities else " (cannot lie here)"

    tiles = tuple(tile_words(content, t) + why_not(t) for t in layout.drawn)
    entry = _entry(content, exploration.area, exploration.entry)
    stacks = session.state.areas[exploration.area].units if exploration.area in session.state.areas else {}
    holders = [p for p, stack in stacks.items() if any(n > 0 for n in stack.units.values())]
    withdrew = session.name(holders[0]) if holders and player not in holders else ""
    return ExploreChoice(player, name, entry, tiles, tuple(ways), exploration.alliance, withdrew)


def _entry(content: Content, area: str, entry: int) -> str:
    """'SW, from Athens': the side of `area` the units came in through."""
    if not 0 <= entry < len(content.map.locations) or area not in content.areas:
        return ""
    where = content.map.locations[entry].hex
    q, r = content.areas[area].hex
    side = next((s for s, (dq, dr) in SIDE_VECTORS.items() if (q + dq, r + dr) == where), "")
    source = next((a.name for a in content.areas.values() if a.hex == where), "")
    return f"{side.upper()}, from {source}" if side else ""


def secret_choice(
    session: GameSession,
) -> EthosChoice | BidChoice | QuestionChoice | ExploreChoice | OrderChoice | None:
    """The secret choice (or the order) the person to act must make now, if any."""
    player = session.viewer
    if player is None or session.is_ai(player) or player not in session.to_act():
        return None
    view = session.view()
    question = view.choice
    if question is not None and question.secret and question.player == player:
        return QuestionChoice(player, question.prompt, _answers(session, question.options))
    if question is not None and question.player == player and session.takes_order():
        return _order(session.content, view, player, question.prompt, question.options)
    layout = view.layout
    if isinstance(layout, MapLayout) and layout.drawn and layout.exploring[0].player == player:
        return explore_choice(session, player, layout)
    # Only then the legal commands (costly in the action phase, where no secret choice is).
    state = session.state
    if not (state.phase == ETHOS and player in state.pending) and not (
        state.world is not None and state.world.stage == BID
    ):
        return None
    legal = session.game.legal_commands(player)
    content = session.content
    mine = view.players[player]
    keeps = [c for c in legal if isinstance(c, KeepEthos)]
    redraw = any(isinstance(c, Redraw) for c in legal)
    if keeps or (redraw and state.phase == ETHOS):  # too few different cards: only a redraw
        cards = tuple(_card(ident, content.objectives.get(ident)) for ident in dict.fromkeys(mine.ethos_hand))
        return EthosChoice(
            player, cards, content.scenario.setup.ethos_kept,
            frozenset(tuple(sorted(c.cards)) for c in keeps), view.turn if redraw else None, mine.favor,
        )
    bids = [c.amount for c in legal if isinstance(c, Bid)]
    if bids and view.world is not None:
        card = next((e for e in content.world_events if e.id == view.world.card), None)
        from hellenica_tui.games.hellenica.gods.world_events import bid_bonuses

        bonus = tuple(bid_bonuses(view, content, player))
        return BidChoice(player, _card(view.world.card, card), max(bids), mine.favor, bonus)
    return None


def _order(content: Content, view: State, player: str, prompt: str, options: list[str]) -> OrderChoice:
    """The creatures to put in order, each with its card and the area it stands in."""
    where = {st.creature: area for area, st in view.areas.items() if st.creature}
    answers = tuple(Answer(o, (_card(o, content.creatures.get(o)),), ",") for o in options)
    places = tuple(display_name(content, where[o]) if o in where else "" for o in options)
    return OrderChoice(player, prompt, answers, places)


def _card(ident: str, item: Any) -> Card:
    """A card as the dialogs show it: an Ethos objective or a world event of the content."""
    return Card(ident, item.name if item else ident, item.text if item else "")


def _answers(session: GameSession, options: list[str]) -> tuple[Answer, ...]:
    """The options of a secret question, with the Ethos objectives or world events each names."""
    content = session.content
    cards = {**{e.id: e for e in content.world_events}, **content.objectives}
    answers = []
    for option in options:
        joined = "+" if "+" in option else ","
        answers.append(Answer(option, tuple(_card(i, cards.get(i)) for i in option.split(joined)), joined))
    return tuple(answers)
