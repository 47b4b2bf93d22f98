"""War and politics on the shell: the map on the shell's hex board (board.py) with a
cursor, the panes of the space under it, the cities, the players and the hand, a key for each common action,
the battle dialogs and the reference (cards, tables, rules pages)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import RenderableType
from rich.text import Text
from textual.screen import Screen

from hellenica_tui.games.kit.phrasing import count
from hellenica_tui.seat.board.hexboard import HexBoard
from hellenica_tui.seat.play import Session
from hellenica_tui.tui.flavour import Flavour
from hellenica_tui.tui.games.ui import GameKey, Give, Pane, ShellUI
from hellenica_tui.tui.games.war import board, panes
from hellenica_tui.tui.games.war.battles import attack_dialog, battle_told, defence_dialog, last_battle
from hellenica_tui.tui.games.war.content import content_of
from hellenica_tui.tui.games.war.keys import after_change, key_list, moved, selected
from hellenica_tui.tui.games.war.pointer import pointer
from hellenica_tui.tui.games.war.reference import entries
from hellenica_tui.tui.games.war.words import state_of
from hellenica_tui.tui.screens.shell_choice import ChoiceDialog

PHASE_NAMES = {
    "home": "home",
    "move1": "first move",
    "sea": "sea battles",
    "land": "land battles",
    "move2": "second move",
}
PHASES = {
    "home": "choose your home city: the cursor on a city-state, Enter",
    "discard": "over the hand limit: Enter picks a card to drop",
    "recruit": "raise units: Enter on a city of yours (t: every choice); d ends the phase",
    "diplomacy": "treat with cities: Enter on one (o: every choice); d ends the phase",
    "move1": "move: Enter on a stack (n: the next), Enter on a lit space; d ends the phase",
    "sea": "sea battles: Enter or a on a space of enemy ships (a elsewhere: every choice); d ends the phase",
    "land": "land battles: Enter or a on an enemy stack or city (a elsewhere: every choice); d ends the phase",
    "move2": "second move: Enter on a stack, Enter on a lit space; d ends your turn",
    "over": "the game is over",
}


def _city_words(session: Session, ident: str, roll: bool = False) -> str:
    """'Corinth at C9, neutral, pays 6': what a player weighs before treating with a city."""
    from hellenica_tui.games.war.diplomacy import SUCCESS, needed

    city = session.state.cities[ident]
    holder = "yours" if city.controller == session.viewer else session.name(city.controller) or "neutral"
    holder += ", hostile" if city.hostile else ""
    odds = f", needs {needed(city)}" if roll and needed(city) != SUCCESS else ""  # a diplomacy roll's
    return f"{content_of(session).cities[ident].name} at {city.space}, {holder}{odds}, pays {city.income}"


def _target_words(session: Session, target: str) -> str:
    """A card's target that is no city: a player by name, a leader with his player ("Agis,
    Beta of Sparta's leader"), else as given."""
    if not target:
        return ""
    leader = session.state.leader(target)
    if leader is None:
        return session.name(target)
    where = f", a prisoner of {session.name(leader.held_by)}" if leader.held_by else ""
    return f"{leader.name}, {session.name(leader.owner)}'s leader{where}"


def diplomacy_words(session: Session) -> str:
    """The diplomacy list's title: the rolls left, and what a roll needs."""
    from hellenica_tui.games.war.diplomacy import SUCCESS
    from hellenica_tui.games.war.effects import diplomacy_rolls

    who = session.viewer or ""
    left = diplomacy_rolls(session.state, content_of(session), who) - session.state.players[who].diplomacy_used
    rolls = "1 roll" if left == 1 else f"{left} rolls"
    return (
        f"Treat with a city: {rolls} left this turn, each a d6 that needs {SUCCESS} "
        "(a neutral city joins you, a hostile one of yours calms, an enemy's minor city revolts)"
    )


def _choices(session: Session, verbs: Sequence[str], start: str = "") -> list[tuple[str, str]]:
    """The viewer's commands of `verbs`, each with what it means; a card's text is told
    on its first line only, and each target after it by what it is."""
    content, cities = content_of(session), session.state.cities
    out, told = [], set()
    for text in session.suggestions():
        words = text.split()
        if words[0] in verbs and text.startswith(start):
            label = text
            if words[0] in ("play", "discard") and len(words) > 1 and words[1] in content.cards:
                target = words[2] if len(words) > 2 else ""
                about = _city_words(session, target) if target in cities else _target_words(session, target)
                card = "" if (words[0], words[1]) in told else f"({content.cards[words[1]].text})"
                told.add((words[0], words[1]))
                label = f"{text:<28} {'; '.join(x for x in (about, card) if x)}" if about else f"{text}  {card}".rstrip()
            elif words[0] == "diplomacy" and words[1] in cities:
                label = f"{text:<24} {_city_words(session, words[1], roll=True)}"
            elif words[0] == "recruit" and len(words) >= 3 and words[1] in content.units and words[2] in cities:
                label = f"{text:<28} {_recruit_words(session, words[1], words[2], int(words[3]) if len(words) > 3 else 1)}"
            elif words[0] == "ransom" and len(words) == 2:
                label = f"{text:<24} {_ransom_words(session, words[1])}"
            elif words[0] == "attack" and len(words) == 2:
                label = f"{text:<24} {_attack_words(session, words[1])}"
            out.append((label, text))
    return out


def _recruit_words(session: Session, kind: str, city: str, count: int) -> str:
    """'2 baggage in Athens, 2 gold': what a recruit raises, and what it costs."""
    from hellenica_tui.games.war.names import counted

    content = content_of(session)
    return f"{counted(count, kind)} in {content.cities[city].name}, {count * content.units[kind].recruit} gold"


def _ransom_words(session: Session, name: str) -> str:
    """'5 gold to Beta of Sparta; he comes home to Athens': what a ransom costs."""
    from hellenica_tui.games.war.prisoners import RANSOM

    held = session.state.leader(name)
    captor = session.name(held.held_by) if held is not None and held.held_by else "his captor"
    return f"{RANSOM} gold to {captor}; he comes home"


ODDS_IN_LIST = 200  # battles rolled for each target of the attack list: a first look, the dialog rolls more


def _attack_words(session: Session, target: str) -> str:
    """'Corinth, neutral: 44% to win, no cards': what a target is, and the odds."""
    from hellenica_tui.engine.errors import IllegalCommand
    from hellenica_tui.games.war.queries import battle_preview

    content, state = content_of(session), session.state
    try:
        seen = battle_preview(state, content, session.viewer or "", target, samples=ODDS_IN_LIST)
    except IllegalCommand as refused:
        return f"not now: {refused}"
    place = content.cities[seen.city].name if seen.city else f"the stack at {target}"
    whose = session.name(seen.defender.player) if seen.defender.player else "neutral"
    return f"{place}, {whose}: {seen.win:.0%} to win, no cards"


def _playable(session: Session) -> int:
    """How many of the viewer's cards he may play now (a card is easy to forget in a hand of seven)."""
    return len({text.split()[1] for text in session.suggestions() if text.startswith("play ")})


class WarUI(ShellUI):
    id = "war"
    board_enter = "Act here"

    def board(self, session: Session, view: Any) -> RenderableType:
        """Above the map: the turn, what the phase asks, what the map's letters mean."""
        content = content_of(session)
        turn = f"Turn {view['turn']} of {content.turns}" if view["turn"] else "Setup"
        who = session.name(view["to_act"]) if view["to_act"] else "nobody"
        phase = PHASE_NAMES.get(view["phase"], view["phase"])
        cards = _playable(session)
        playable = f"; p: {cards} {'card' if cards == 1 else 'cards'} to play" if cards else ""
        head = Text(f"{turn}, {phase}: {who} to act\n{PHASES.get(view['phase'], '')}{playable}", style="bold")
        head.append(f"\n{board.LEGEND}", style="dim")
        return head

    def end_lines(self, session: Session) -> list[str]:
        """Who won, then every player as the end of the game ranked them."""
        from hellenica_tui.games.war.turn import standing

        content, state = content_of(session), session.state
        lines = super().end_lines(session)
        ranked = sorted(state.order, key=lambda p: standing(state, content, p), reverse=True)
        lines += ["", "The standing (cities, a Historian counting as one; on a tie armies and fleets, then gold):"]
        for player in ranked:
            cities, forces, gold = standing(state, content, player)
            forces_told = count(forces, "army or fleet", "armies and fleets")
            lines.append(f"  {session.name(player)}: {count(cities, 'city', 'cities')}, {forces_told}, {gold} gold")
        return lines

    def hex_board(self, session: Session, view: Any) -> HexBoard | None:
        after_change(session)
        state = state_of(view, session.state.content_hash)
        return board.filled(content_of(session), view, state, pointer(session))

    def board_moved(self, session: Session, cell: str) -> str | None:
        return moved(session, cell)

    def board_selected(self, session: Session, cell: str) -> str | Give | None:
        found: str | Give | None = selected(session, cell)
        return found

    def palette(self, flavour: Flavour, scenario: str) -> Any:
        return board.palette(flavour)

    def panes(self) -> Sequence[Pane]:
        return (
            Pane("here", "l", "Here", panes.here),
            Pane("cities", "k", "Cities", panes.cities),
            Pane("players", "y", "Players", panes.players),
            Pane("hand", "h", "Hand", panes.hand),
        )

    def key_bindings(self) -> Sequence[GameKey]:
        return key_list()

    def dialog(self, session: Session) -> Screen[Any] | None:
        at = pointer(session)
        wants, at.wants = at.wants, ""
        mine = session.viewer is not None and session.viewer in session.to_act()
        if wants.startswith("attack:") and mine:
            found = attack_dialog(session, wants.split(":", 1)[1])
            if isinstance(found, str):
                return _say(found)
            return found
        if wants == "attacks" and mine:
            options = _choices(session, ("attack",))
            return ChoiceDialog("Attack (Enter attacks as lit; a on a target shows the odds)", options)
        if wants.startswith("recruit") and mine:
            city = wants.partition(":")[2]
            options = [c for c in _choices(session, ("recruit", "ransom")) if not city or city in c[1].split()]
            title = "Raise units (Enter raises the one lit)\n" + recruit_notes(session, city)
            if not options:
                return _say(title)
            return ChoiceDialog(title, options)
        if wants == "diplomacy" and mine:
            options = _choices(session, ("diplomacy",))
            return ChoiceDialog(diplomacy_words(session), options) if options else _say("No diplomacy now.")
        if mine and session.state.pending_revolt:
            answers = _choices(session, ("defend",))
            return ChoiceDialog(revolt_words(session, len(answers) > 1), answers)
        if mine and session.state.phase == "discard" and not session.state.pending:
            wants = wants or "discard"  # over the hand limit: the cards to drop, each time
        if wants in ("play", "discard") and mine:
            options = _choices(session, ("play", "discard", "ransom", "execute", "defend"))
            title = "Your cards and prisoners"
            if session.state.phase == "discard":
                from hellenica_tui.games.war.effects import hand_limit

                who = session.viewer or ""
                held, limit = len(session.state.players[who].hand), hand_limit(session.state, content_of(session), who)
                title = f"You hold {held} cards and may keep {limit}: drop one (Enter drops the one lit)"
            return ChoiceDialog(title, options) if options else _say("No card may be played now.")
        if wants == "battle":
            found_battle = last_battle(session)
            return battle_told(session, found_battle[1]) if found_battle else _say("No battle has been fought yet.")
        if wants == "defend" or (session.state.pending is not None and mine):
            return defence_dialog(session)
        found_battle = last_battle(session)
        if at.shown_battle < 0:  # the screen has just opened: the battles before it were told then (b tells the last)
            at.shown_battle = found_battle[0] if found_battle is not None else 0
        if found_battle is not None and found_battle[0] > at.shown_battle and session.viewer is not None:
            at.shown_battle = found_battle[0]
            return battle_told(session, found_battle[1])
        return None

    def reference(self) -> Sequence[tuple[str, str]]:
        return entries()


def revolt_words(session: Session, cards: bool = False) -> str:
    """The revolt's title: what answering it without a card means, and its risk;
    `cards`: whether the viewer holds a card that puts it down."""
    from hellenica_tui.games.war.queries import revolt_preview

    content, state = content_of(session), session.state
    city = content.cities[state.pending_revolt].name
    seen = revolt_preview(state, content)
    if seen.guards:
        fight = (
            f"1 to 3 rebels (a d6 halved, rounded up), a d10 each, fight your {seen.guards} "
            f"{'defender' if seen.guards == 1 else 'defenders'} there (armies and rowers), each die +{seen.bonus};"
            " the garrison goes over to the rebels"
        )
    else:
        fight = "you have no armies or rowers there to fight the rebels"
    return (
        f"{city} rises in revolt. Defending with no card: {fight}. "
        f"Chance of losing the city: {seen.lost:.0%}. "
        + ("A card of yours below puts it down at once." if cards else "You hold no card that puts a revolt down.")
    )


def recruit_notes(session: Session, city: str) -> str:
    """The gold, each kind's cost, and the rules' reason for each kind not offered."""
    import random

    from hellenica_tui.games.war.commands import Recruit
    from hellenica_tui.games.war.recruiting import RECRUITABLE, why_not
    from hellenica_tui.games.war.tx import Tx

    content, state, who = content_of(session), session.state, session.viewer or ""
    tx = Tx(state, content, random.Random(0), read_only=True)
    costs = ", ".join(f"{content.units[k].name.lower()} {content.units[k].recruit}" for k in RECRUITABLE)
    lines = [f"You have {state.players[who].gold} gold; each costs: {costs}."]
    for c in [city] if city else sorted(c.id for c in state.cities.values() if c.controller == who):
        refused = {kind: why_not(tx, who, Recruit(kind=kind, city=c)) for kind in RECRUITABLE}
        name = content.cities[c].name
        if len(set(refused.values())) == 1 and refused[RECRUITABLE[0]]:  # one reason for every kind: one line
            lines.append(f"  Nothing in {name}: {refused[RECRUITABLE[0]]} (rules: recruit)")
            continue
        lines += [f"  {content.units[k].name} in {name}: {why} (rules: recruit)" for k, why in refused.items() if why]
    return "\n".join(lines)


def _say(text: str) -> Screen[Any]:
    from hellenica_tui.tui.games.war.dialogs import TextDialog

    return TextDialog("Not now", text)


UI = WarUI()
