"""The text of commands: one canonical form each (`format`), and a forgiving reader
(`parse`: any case, unique prefixes, a city's name for its space).

    home CITY                      choose your home city
    discard CARD                   drop a card when over the hand limit
    recruit KIND CITY [N]          raise a unit (N: baggage only, up to 6)
    diplomacy CITY                 a diplomacy roll at a city
    move FROM TO [N KIND]... [LEADER]...   one step; "all" (or no units) moves the whole stack
    attack SPACE [plunder|destroy] [with CARD...]   a battle against the enemy there
    defend [CARD...]               answer an attack, with battle cards or none
    ransom LEADER / execute LEADER a prisoner bought back (recruit phase) / put to death
    play CARD [TARGET]             a card of your own turn: at a player, city, space or leader
    done                           end the phase (the turn, after the second move)
"""

from __future__ import annotations

from collections.abc import Iterable

from hellenica_tui.engine.errors import AmbiguousCommand, InvalidCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.war import hexes
from hellenica_tui.games.war.cards import AIMS, SPACE_AIMS
from hellenica_tui.games.war.commands import (
    AFTER_CHOICES,
    Attack,
    ChooseHome,
    Defend,
    Discard,
    Done,
    Execute,
    Move,
    Negotiate,
    Play,
    Ransom,
    Recruit,
)
from hellenica_tui.games.war.content.schema import Content, UnitKind
from hellenica_tui.games.war.movement.moves import COUNTED
from hellenica_tui.games.war.state import State

VERBS = ("home", "discard", "recruit", "diplomacy", "move", "attack", "defend", "play", "ransom", "execute", "done")
KIND_WORDS: dict[str, UnitKind] = {
    "army": "army", "armies": "army", "rowers": "rowers", "fleet": "fleet", "fleets": "fleet",
    "transport": "transport", "transports": "transport", "baggage": "baggage",
}  # fmt: skip
AFTER = tuple(AFTER_CHOICES)


def format_command(command: Command) -> str:
    match command:
        case ChooseHome(city=c):
            return f"home {c}"
        case Discard(card=c):
            return f"discard {c}"
        case Recruit(kind=k, city=c, count=n):
            return f"recruit {k} {c}" + (f" {n}" if n != 1 else "")
        case Negotiate(city=c):
            return f"diplomacy {c}"
        case Move():
            parts = [f"{getattr(command, k)} {k}" for k in COUNTED if getattr(command, k)]
            return " ".join(["move", command.src, command.dst, *parts, *command.leaders])
        case Attack(target=t, then=then, cards=cards):
            text = f"attack {t}" + (f" {then}" if then != "hold" else "")
            return text + (" with " + " ".join(cards) if cards else "")
        case Defend(cards=cards):
            return " ".join(["defend", *cards])
        case Play(card=c, target=t):
            return f"play {c}" + (f" {t}" if t else "")
        case Ransom(leader=name):
            return f"ransom {name}"
        case Execute(leader=name):
            return f"execute {name}"
        case Done():
            return "done"
    raise InvalidCommand(f"not a command of this game: {command!r}")


def _one(word: str, choices: Iterable[str], what: str) -> str:
    options = list(dict.fromkeys(choices))
    if word in options:
        return word
    found = [c for c in options if c.startswith(word)]
    if not found:
        raise InvalidCommand(f"no {what} {word!r}")
    if len(found) > 1:
        raise AmbiguousCommand(f"{word!r} could be {', '.join(found[:8])}", tuple(found))
    return found[0]


def _city(content: Content, word: str) -> str:
    if word in content.cities:
        return word
    names = {c.name.lower(): c.id for c in content.cities.values()}
    choice = _one(word, [*content.cities, *names], "city")
    return names.get(choice, choice)


def _space(content: Content, word: str) -> str:
    if hexes.offset(word) is not None:
        label = word.upper()
        if label not in content.spaces:
            raise InvalidCommand(f"{label} is not on the map")
        return label
    return content.cities[_city(content, word)].space.upper()


def parse(content: Content, text: str, state: State, player: str) -> Command:
    words = text.lower().replace(",", " ").split()
    if not words:
        raise InvalidCommand("type a command, such as done")
    verb, args = _one(words[0], VERBS, "command"), words[1:]
    if verb == "done":
        if args:
            raise InvalidCommand("done takes nothing more")
        return Done()
    hand = state.players[player].hand if player in state.players else []
    if verb == "defend":
        return Defend(cards=tuple(_one(w, [*hand, *content.cards], "card") for w in args))
    if not args:
        raise InvalidCommand(f"{verb} needs more: see the rules page on commands")
    if verb == "home":
        return ChooseHome(city=_city(content, " ".join(args)))
    if verb == "diplomacy":
        return Negotiate(city=_city(content, " ".join(args)))
    if verb == "discard":
        return Discard(card=_one("-".join(args), [*hand, *content.cards], "card"))
    if verb == "recruit":
        return _recruit(content, args)
    if verb in ("ransom", "execute"):
        held = [u.name.lower() for u in state.units if u.held_by]
        name = _one(" ".join(args), held, "prisoner") if held else " ".join(args)
        return Ransom(leader=name) if verb == "ransom" else Execute(leader=name)
    if verb == "play":
        card = _one(args[0], [*hand, *content.cards], "card")
        target = args[1] if len(args) > 1 else ""
        if len(args) > 2:
            raise InvalidCommand("play CARD and at most one target")
        return Play(card=card, target=_target(content, card, target))
    if verb == "attack":
        cards: tuple[str, ...] = ()
        if "with" in args:
            at = args.index("with")
            args, cards = args[:at], tuple(_one(w, [*hand, *content.cards], "card") for w in args[at + 1 :])
        if len(args) not in (1, 2):
            raise InvalidCommand("attack SPACE, then plunder or destroy if you like, then with CARDS")
        then = _one(args[1], AFTER, "choice") if len(args) == 2 else "hold"
        return Attack(target=_space(content, args[0]), then=AFTER_CHOICES[then], cards=cards)
    return _move(content, args, state, player)


def _target(content: Content, card: str, word: str) -> str:
    """A card's target as the rules keep it: a space in capitals, anything else in lower case."""
    kind = content.cards[card].effect.kind
    return word.upper() if AIMS.get(kind) in SPACE_AIMS and hexes.offset(word) is not None else word


def _recruit(content: Content, args: list[str]) -> Recruit:
    if len(args) not in (2, 3):
        raise InvalidCommand("recruit KIND CITY, and a number for baggage")
    kind = KIND_WORDS[_one(args[0], KIND_WORDS, "kind of unit")]
    count = 1
    if len(args) == 3:
        if not args[2].isdigit():
            raise InvalidCommand(f"{args[2]!r} is not a number")
        count = int(args[2])
    return Recruit(kind=kind, city=_city(content, args[1]), count=count)


def _move(content: Content, args: list[str], state: State, player: str) -> Move:
    if len(args) < 2:
        raise InvalidCommand("move FROM TO and the units: a number and a kind, leaders by name, or all (none: all)")
    src, dst = _space(content, args[0]), _space(content, args[1])
    counts: dict[str, int] = dict.fromkeys(COUNTED, 0)
    leaders: list[str] = []
    here = [u for u in state.units if u.space == src and u.owner == player]
    names = [u.name.lower() for u in here if u.kind == "leader"]
    rest = args[2:] or ["all"]  # no units named: the whole stack
    i = 0
    while i < len(rest):
        word = rest[i]
        if word == "all":
            for u in here:
                if u.kind in counts:
                    counts[u.kind] += 1
            leaders += [n for n in names if n not in leaders]
        elif word.isdigit():
            if i + 1 == len(rest):
                raise InvalidCommand(f"{word} of what?")
            counts[KIND_WORDS[_one(rest[i + 1], KIND_WORDS, "kind of unit")]] += int(word)
            i += 1
        elif any(k.startswith(word) for k in KIND_WORDS) and not any(n.startswith(word) for n in names):
            counts[KIND_WORDS[_one(word, KIND_WORDS, "kind of unit")]] += 1
        else:
            leaders.append(_one(word, names, "leader here"))
        i += 1
    return Move(
        src=src, dst=dst, army=counts["army"], rowers=counts["rowers"], fleet=counts["fleet"],
        transport=counts["transport"], baggage=counts["baggage"], leaders=tuple(leaders),
    )  # fmt: skip
