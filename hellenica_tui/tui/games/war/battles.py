"""Battles on the War screen: the attack dialog at a space, the defender's answer, and a
battle fought told with its dice. The forces, modifiers and odds come from
games/war/queries.py (the rules' own plan and dice)."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.combat.battle_cards import Battle, fits
from hellenica_tui.games.war.queries import battle_preview, pending_preview
from hellenica_tui.seat.play import Session
from hellenica_tui.tui.games.war.content import content_of
from hellenica_tui.tui.games.war.dialogs import BattleDialog, TextDialog


def _fitting(session: Session, player: str, role: str, preview: Any) -> list[str]:
    content, state = content_of(session), session.state
    defending = [u for u in state.units if u.space == preview.target and u.owner == preview.defender.player]
    battle = Battle(preview.theatre, bool(preview.city), defending)
    return [c for c in dict.fromkeys(state.players[player].hand) if fits(content.cards[c], role, battle)]  # type: ignore[arg-type]


def attack_refusal(session: Session, target: str) -> str:
    """Why the viewer may not attack `target` now, in the rules' words; "" if he may."""
    player = session.viewer
    if player is None or player not in session.to_act():
        return "It is not your turn."
    try:
        battle_preview(session.state, content_of(session), player, target, samples=0)
    except IllegalCommand as refused:
        return f"No attack at {target}: {refused} (rule: {refused.rule or 'battles'})."
    return ""


def attack_dialog(session: Session, target: str) -> Screen[Any] | str:
    """The dialog of an attack by the viewer at `target`, or the rules' refusal."""
    content, state, player = content_of(session), session.state, session.viewer
    if player is None:
        return "Nobody is to act."
    try:
        first = battle_preview(state, content, player, target)
    except IllegalCommand as refused:
        return f"No attack at {target}: {refused} (rules: {refused.rule or 'battles'})."
    cards = _fitting(session, player, "attack", first)

    def preview(picked: tuple[str, ...]) -> Any:
        return battle_preview(state, content, player, target, picked)

    def commands(picked: tuple[str, ...]) -> list[tuple[str, str, str]]:
        tail = (" with " + " ".join(picked)) if picked else ""
        out = [("enter", "Attack", f"attack {target}{tail}")]
        if first.city and first.theatre == "land":
            out += [
                ("p", "Attack, plunder", f"attack {target} plunder{tail}"),
                ("x", "Attack, destroy", f"attack {target} destroy{tail}"),
            ]
        return out

    return BattleDialog(f"Attack {target}?", content, cards, preview, session.name, commands)


def defence_dialog(session: Session) -> Screen[Any] | None:
    """The defender's answer to an attack declared, when the viewer is to give it."""
    state, content = session.state, content_of(session)
    pending = state.pending
    if pending is None or session.viewer != pending.defender:
        return None
    try:
        first = pending_preview(state, content)
    except IllegalCommand:
        return None
    assert first is not None
    cards = _fitting(session, pending.defender, "defence", first)

    def preview(picked: tuple[str, ...]) -> Any:
        return pending_preview(state, content, picked)

    def commands(picked: tuple[str, ...]) -> list[tuple[str, str, str]]:
        return [("enter", "Defend", " ".join(["defend", *picked]))]

    title = f"{session.name(pending.attacker)} attacks you at {pending.target}: answer"
    return BattleDialog(title, content, cards, preview, session.name, commands)


def last_battle(session: Session) -> tuple[int, Any] | None:
    """How many battles the log holds, and the group of the last (None if none yet)."""
    n, found = 0, None
    for group in session.game.log:
        if any(isinstance(e, ev.BattleFought) for e in group.events):
            n, found = n + 1, group
    return (n, found) if found is not None else None


def battle_told(session: Session, group: Any) -> Screen[Any]:
    fought = next(e for e in group.events if isinstance(e, ev.BattleFought))
    lines = []
    for role, side in (("Attacker", fought.attacker), ("Defender", fought.defender)):
        nobody = "the rebels" if fought.kind == "revolt" else "the defenders"
        who = session.name(side.player) if side.player else nobody
        dice = ", ".join(f"{d}{m:+d}" if m else str(d) for d, m in zip(side.dice, side.per_die, strict=True))
        lines.append(f"{role} {who}: dice {dice or 'none'}")
        if side.garrison:
            lines.append(f"  garrison {side.garrison}{side.garrison_bonus:+d}")
        for label, dice_ in (
            ("leader", side.extra_dice),
            ("cards", side.card_dice),
            ("taken by cards", side.minus_dice),
        ):
            if dice_:
                lines.append(f"  {label}: {' '.join(map(str, dice_))}")
        lines.append(f"  total {side.total}")
    lines.append(f"The {'attacker' if fought.attacker_won else 'defender'} wins.")
    lines += ["", *session.tell(group)]
    return TextDialog(f"The {fought.kind} battle at {_place(session, fought.target)}", "\n".join(lines))


def _place(session: Session, space: str) -> str:
    """'Thebes (E7)' where a city stands, else the space."""
    city = session.state.city_at(space)
    return f"{content_of(session).cities[city.id].name} ({space})" if city is not None else space
