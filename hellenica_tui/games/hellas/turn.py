"""The turn as a whole: which commands each phase takes and who gives them; the
composition root of the features (rules page `turn`)."""

from __future__ import annotations

import random

from hellenica_tui.engine.errors import IllegalCommand, InvalidCommand
from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.hellas import attack, burst, gods, regroup, setup, voyage
from hellenica_tui.games.hellas.commands import (
    AddGreek,
    AddShip,
    AttackCity,
    Burst,
    Draw,
    End,
    MoveGreek,
    MoveShip,
    Place,
    Play,
    Send,
    Stand,
    Stop,
    Strike,
    Voyage,
)
from hellenica_tui.games.hellas.content import Index, by_hash
from hellenica_tui.games.hellas.state import State
from hellenica_tui.games.hellas.tx import Tx, refuse

# The commands each phase takes; PHASE_WORDS tells a player what is asked for.
PHASE_COMMANDS: dict[str, tuple[type[Command], ...]] = {
    "setup": (Place,),
    "choose": (Burst, Voyage, AttackCity, Play),
    "burst": (AddGreek, AddShip, Draw, Stop, Play),
    "voyage": (Place,),
    "attack": (Send, Strike, Play),
    "defence": (Play, Stand),
    "regroup": (MoveGreek, MoveShip, End, Play),
    "over": (),
}
PHASE_WORDS = {
    "setup": "lay the tile you drew (place Q,R turn N)",
    "choose": "choose burst, voyage or attack",
    "burst": "take a Burst action (greek, ship, draw) or stop",
    "voyage": "lay the tile you drew (place Q,R turn N ship CITY)",
    "attack": "send more Greeks or strike",
    "defence": "the defender answers the attack (play a marked card or stand)",
    "regroup": "move Greeks and ships (move greek A B) or end the turn",
    "over": "the game is over",
}


def to_act(s: State) -> list[str]:
    if s.phase == "over":
        return []
    if s.phase == "defence":
        return [s.players[1 - s.current]]
    return [s.players[s.current]]


def decide(s: State, player: str, cmd: Command, rng: random.Random) -> list[Event]:
    return decided(s, player, cmd, rng).events


def decided(s: State, player: str, cmd: Command, rng: random.Random) -> Tx:
    """The decision of `cmd`: its events, and the state they lead to (`s` is left as it was)."""
    if s.phase == "over":
        raise refuse("victory", f"the game is over: {s.winner} won ({s.reason})")
    if player not in s.players:
        raise IllegalCommand(f"{player} does not play in this game", "turn")
    if player not in to_act(s):
        raise refuse("turn", f"it is {to_act(s)[0]}'s move: {PHASE_WORDS[s.phase]}")
    if not isinstance(cmd, PHASE_COMMANDS[s.phase]):
        raise refuse("turn", f"not now: {PHASE_WORDS[s.phase]}")
    idx = by_hash(s.content_hash)
    if why := unknown_name(cmd, idx):
        raise InvalidCommand(why)
    tx = Tx(s, idx)
    _dispatch(tx, player, cmd, rng)
    return tx


CITY_FIELDS = ("city", "target", "source", "ship")


def unknown_name(cmd: Command, idx: Index) -> str:
    """What a command names that the scenario does not hold ("" if nothing): a command
    may come from a save or a bot, not only from the parser."""
    for field in cmd.__struct_fields__:
        value = getattr(cmd, field)
        if field == "god" and value not in idx.god_ids:
            return f"there is no god {value!r}"
        if field == "card" and value not in idx.cards:
            return f"there is no card {value!r}"
        if field in CITY_FIELDS and value and value not in idx.city_ids:
            return f"there is no city {value!r}"
    return ""


def _dispatch(tx: Tx, player: str, cmd: Command, rng: random.Random) -> None:
    match cmd:
        case Place():
            if tx.s.phase == "setup":
                setup.decide_place(tx, player, cmd, rng)
            else:
                voyage.decide_place(tx, player, cmd)
        case Burst():
            burst.decide_burst(tx, player, cmd)
        case AddGreek() | AddShip() | Draw():
            burst.decide_action(tx, player, cmd, rng)
        case Stop():
            burst.decide_stop(tx, player, cmd)
        case Voyage():
            voyage.decide_voyage(tx, player, cmd)
        case AttackCity():
            attack.decide_attack(tx, player, cmd)
        case Send():
            attack.decide_send(tx, player, cmd)
        case Strike():
            attack.decide_strike(tx, player, cmd)
        case Stand():
            attack.decide_stand(tx, player, cmd)
        case MoveGreek() | MoveShip():
            regroup.decide_move(tx, player, cmd)
        case End():
            regroup.decide_end(tx, player, cmd)
        case Play():
            gods.decide_play(tx, player, cmd)
        case _:
            raise InvalidCommand(f"not a Hellas command: {cmd!r}")


def legal_commands(s: State, player: str, idx: Index | None = None) -> list[Command]:
    if player not in to_act(s):
        return []
    idx = idx if idx is not None else by_hash(s.content_hash)
    phase = s.phase
    if phase == "setup":
        return setup.legal_setup(s, idx, player)
    if phase == "voyage":
        return voyage.voyage_places(s, idx, player)
    out: list[Command] = []
    if phase == "choose":
        out.append(Burst())
        if not voyage.voyage_problem(s, player):
            out.append(Voyage())
        out += attack.legal_attacks(s, idx, player)
    elif phase == "burst":
        out += burst.legal_burst(s, idx, player)
    elif phase == "attack":
        out += attack.legal_sends(s, idx, player)
    elif phase == "defence":
        out.append(Stand())
    elif phase == "regroup":
        out += regroup.legal_regroup(s, idx, player)
    out += gods.legal_plays(s, idx, player)
    return out
