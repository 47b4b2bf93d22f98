"""The War screen's keys: the map's cursor walked with the arrows or put by a click
(`moved`); Enter, or a click on the cursor, doing what the phase asks there
(`selected`: choose a home, raise units, treat with a city, choose a stack and
move it, attack); and a key for each common command. Whatever the rules refuse is
refused by them: a key gives the command and the rules' words come back."""

from __future__ import annotations

from typing import Any

from hellenica_tui.games.war import hexes
from hellenica_tui.games.war.commands import Move
from hellenica_tui.games.war.queries import reachable
from hellenica_tui.seat.play import Session
from hellenica_tui.tui.games.ui import GameKey, Give, can
from hellenica_tui.tui.games.war.battles import attack_refusal
from hellenica_tui.tui.games.war.content import content_of
from hellenica_tui.tui.games.war.pointer import pointer

MOVE_PHASES = ("move1", "move2")


def _legal(session: Session, verb: str) -> list[str]:
    return [t for t in session.suggestions() if t.split()[0] == verb]


def moved(session: Session, space: str) -> str:
    """The map's cursor on `space`: the screen points there, and says what is there."""
    at = pointer(session)
    at.col, at.row = hexes.offset(space) or (at.col, at.row)
    return describe(session, space)


def selected(session: Session, space: str) -> Any:
    """Enter on the map (or a click on the cursor) at `space`: what the phase asks there."""
    moved(session, space)
    return act_here(session)


def describe(session: Session, space: str) -> str:
    content, state, at = content_of(session), session.state, pointer(session)
    if space not in content.spaces:
        return f"{space}: off the map"
    words = [f"{space} {content.terrain_of(space).name.lower()}"]
    city = state.city_at(space)
    if city is not None:
        holder = session.name(city.controller) if city.controller else "neutral"
        words.append(f"{content.cities[city.id].name} ({holder})")
    mine = [u for u in state.units if u.space == space]
    if mine:
        words.append(f"{'1 unit' if len(mine) == 1 else f'{len(mine)} units'} of {session.name(mine[0].owner)}")
    if at.chosen and space in at.reach:
        points = at.reach[space]
        words.append(f"{points} {'point' if points == 1 else 'points'} from {at.chosen}: Enter moves a step")
    return "; ".join(words) + ". (l: all about it)"


def groups_at(session: Session, space: str) -> list[Move]:
    """The ways the viewer's stack in `space` may be split to move, as moves name them:
    the whole stack, its land forces, its ships with their crews (and armies aboard
    transports), its armies, fewer of its armies (one less each time), each leader alone."""
    who = session.viewer
    here = [u for u in session.state.units if u.space == space and u.owner == who]
    if not here:
        return []
    n = {k: sum(1 for u in here if u.kind == k) for k in ("army", "rowers", "fleet", "transport", "baggage")}
    leaders = tuple(u.name.lower() for u in here if u.kind == "leader")
    out = [Move(src=space, dst="", leaders=leaders, **n)]
    if n["fleet"] or n["transport"]:
        crew = min(n["rowers"], n["fleet"])
        out.append(Move(src=space, dst="", fleet=n["fleet"], rowers=crew, transport=n["transport"],
                        army=min(n["army"], n["transport"])))  # fmt: skip
        out.append(Move(src=space, dst="", army=n["army"], rowers=n["rowers"], baggage=n["baggage"], leaders=leaders))
    if n["army"]:
        out.append(Move(src=space, dst="", army=n["army"], leaders=leaders))
        out.append(Move(src=space, dst="", army=n["army"]))
        out += [Move(src=space, dst="", army=k) for k in range(n["army"] - 1, 0, -1)]  # fewer armies, one less each
    out += [Move(src=space, dst="", leaders=(name,)) for name in leaders]
    return [m for m in dict.fromkeys(out) if any((m.army, m.rowers, m.fleet, m.transport, m.baggage, m.leaders))]


def group_at(session: Session, space: str) -> Move | None:
    found = groups_at(session, space)
    return found[0] if found else None


def group_words(group: Move) -> str:
    """'2 army 1 fleet cimon': the units of a move as its command names them."""
    parts = [
        f"{getattr(group, k)} {k}" for k in ("army", "rowers", "fleet", "transport", "baggage") if getattr(group, k)
    ]
    return " ".join([*parts, *group.leaders])


def group_told(session: Session, group: Move) -> str:
    """'2 armies, 1 fleet, Cimon': the units of a move in a sentence's words."""
    from hellenica_tui.games.war.names import counted

    named = {u.name.lower(): u.name for u in session.state.units if u.kind == "leader"}
    parts = [counted(n, k) for k in ("army", "rowers", "fleet", "transport", "baggage") if (n := getattr(group, k))]
    return ", ".join([*parts, *(named.get(leader, leader) for leader in group.leaders)])


def choose(session: Session, space: str, start: int = 0) -> str:
    """Choose the first way of moving the stack in `space` (from the `start`th) that can
    go somewhere, and light where it may go."""
    at = pointer(session)
    found_groups = groups_at(session, space)
    if not found_groups:
        at.chosen, at.reach = "", {}
        return f"No stack of yours in {space}."
    content = content_of(session)
    for n in range(start, start + len(found_groups)):
        group = found_groups[n % len(found_groups)]
        found = reachable(session.state, content, session.viewer or "", group)
        if found.costs:
            at.chosen, at.reach, at.reach_at = space, found.costs, len(session.game.log)
            at.extra.update(previous=found.previous, group=group, index=n % len(found_groups))
            more = "; Enter here again: another part" if len(found_groups) > 1 else ""
            return f"Moving {group_told(session, group)} from {space}: lit, the points to each{more}."
    at.chosen, at.reach = "", {}
    return f"The stack in {space} can go nowhere now (movement points spent, or hemmed in)."


def move_text(session: Session, space: str) -> str | None:
    """The one-step move of the chosen stack toward `space` (a neighbour, or the first
    step of the cheapest way there)."""
    at = pointer(session)
    if not at.chosen:
        return None
    content = content_of(session)
    step = space
    if space not in content.spaces[at.chosen].neighbours:
        if space not in at.reach:
            return None
        previous = at.extra.get("previous", {})
        while previous.get(step, at.chosen) != at.chosen:
            step = previous[step]
    group = at.extra.get("group")
    return f"move {at.chosen} {step} " + (group_words(group) if group is not None else "all")


def act_here(session: Session) -> Any:
    """Enter: what the phase asks, at the cursor."""
    state, at = session.state, pointer(session)
    if session.viewer is None or session.viewer not in session.to_act():
        return "It is not your turn: the AI or another person is playing."
    space, phase = at.space, state.phase
    city = state.city_at(space)
    if state.pending is not None:
        at.wants = "defend"
        return None
    if state.pending_revolt:
        at.wants = "revolt"
        return None
    if phase == "home":
        return Give(f"home {city.id}") if city is not None else "Put the cursor on a city-state to make it your home."
    if phase == "recruit":
        if city is None:
            return "Put the cursor on a city of yours to raise units there (t lists every choice)."
        at.wants = f"recruit:{city.id}"
        return None
    if phase == "diplomacy":
        return Give(f"diplomacy {city.id}") if city is not None else "Put the cursor on a city to treat with it."
    if phase == "discard":
        at.wants = "discard"
        return None
    if phase in MOVE_PHASES:
        if at.chosen and space == at.chosen:
            return choose(session, space, at.extra.get("index", 0) + 1)  # the next part of the stack
        if at.chosen and space in at.reach:
            text = move_text(session, space)
            assert text is not None
            return Give(text)
        return choose(session, space)
    if phase in ("sea", "land"):
        return attack_at(session)
    return None


def attack_at(session: Session) -> str | None:
    """The attack dialog at the cursor; with none there, the list of every attack, or
    the rules' refusal in one line when there is none at all."""
    at = pointer(session)
    refused = attack_refusal(session, at.space)
    if refused:
        if any(text.startswith("attack ") for text in session.suggestions()):
            at.wants = "attacks"  # none here, but some elsewhere: the list of them
            return None
        return refused
    at.wants = f"attack:{at.space}"
    return None


def after_change(session: Session) -> None:
    """Keep the chosen stack with its units after a move (and forget it once they are gone)."""
    at = pointer(session)
    if not at.chosen or at.reach_at == len(session.game.log):
        return
    log = session.game.log
    last = log[-1] if log else None
    command = last.command if last is not None else None
    dst = getattr(command, "dst", "")
    if session.state.phase not in MOVE_PHASES or session.viewer not in session.to_act():
        at.chosen, at.reach = "", {}
        return
    space = dst if dst and getattr(command, "src", "") == at.chosen else at.chosen
    if group_at(session, space) is None:
        at.chosen, at.reach = "", {}
        return
    group = at.extra.get("group")
    again = groups_at(session, space)
    start = 0
    if group is not None:  # the same part of the stack, if it is still one of the ways
        named = group_words(group)
        start = next((n for n, g in enumerate(again) if group_words(g) == named), 0)
    choose(session, space, start)  # the cursor stays where the person put it: Enter again goes on


def type_move(session: Session) -> str | None:
    at = pointer(session)
    if not at.chosen:
        group = group_at(session, at.space)
        return f"move {at.space} " if group is not None else None
    return move_text(session, at.space) or f"move {at.chosen} "


def next_stack(session: Session) -> str:
    """The cursor to the viewer's next stack on the map (chosen, in a move phase)."""
    at, who = pointer(session), session.viewer
    spaces = sorted({u.space for u in session.state.units if u.owner == who and u.space}, key=_order)
    if not spaces:
        return "You have no units on the map."
    later = [s for s in spaces if _order(s) > _order(at.space)]
    space = (later or spaces)[0]
    at.col, at.row = hexes.offset(space) or (at.col, at.row)
    if session.state.phase in MOVE_PHASES and who in session.to_act():
        return choose(session, space)
    return describe(session, space)


def _order(space: str) -> tuple[int, int]:
    col, row = hexes.offset(space) or (0, 0)
    return row, col


def wants(what: str) -> Any:
    def ask(session: Session) -> str | None:
        pointer(session).wants = what
        return None

    return ask


def clear(session: Session) -> str:
    at = pointer(session)
    at.chosen, at.reach = "", {}
    return "Nothing chosen."


def done(session: Session) -> Any:
    """d: the phase ended, or why it may not be now."""
    if "done" in session.suggestions():
        return Give("done")
    state = session.state
    if session.is_over():
        return "The game is over."
    if session.viewer not in session.to_act():
        return f"End phase: it is {', '.join(session.name(p) for p in session.to_act())}'s to act, not yours."
    if state.phase == "discard":
        pointer(session).wants = "discard"
        return "End phase: first drop the cards over your hand limit (the dialog lists them)."
    if state.pending is not None:
        return "End phase: first answer the attack (Enter opens the dialog)."
    if state.pending_revolt:
        pointer(session).wants = "revolt"
        return "End phase: first answer the revolt (the dialog lists the answers)."
    if state.phase == "home":
        return "End phase: first choose your home city (the cursor on a city-state, Enter)."
    return "End phase: not now (type done at the prompt to see the rules' reason)."


def key_list() -> tuple[GameKey, ...]:
    moving = can("move")
    return (
        GameKey("n", "Next stack", next_stack, kind="local", now=moving),
        GameKey(
            "m", "Move", type_move, refused="Put the cursor on a stack of yours (or Enter on it) first.", kind="type",
            now=moving,
        ),
        GameKey("a", "Attack", attack_at, kind="local", now=can("attack")),
        GameKey("t", "Recruit", wants("recruit"), kind="local", now=can("recruit")),
        GameKey("o", "Diplomacy", wants("diplomacy"), kind="local", now=can("diplomacy")),
        GameKey("p", "Cards", wants("play"), kind="local", now=can("play")),
        GameKey("d", "End phase", done, kind="local", kept=True),  # the way on: in the footer at 80 columns
        GameKey("b", "Last battle", wants("battle"), kind="local"),
        GameKey("x", "Let go", clear, kind="local", show=False),
    )  # fmt: skip
