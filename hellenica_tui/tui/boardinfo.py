"""The player boards, as text: one block per city-state, from a view.

The player to act is marked with a pointer; the viewer's own secret Ethos
cards are named, everyone else's are only counted (the view already hides
them).
"""

from __future__ import annotations

from collections.abc import Mapping

import msgspec
from rich.text import Text

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import ACTION, ACTIONS, Phase, State
from hellenica_tui.games.hellenica.mechanics.units import base_unit, unit_key
from hellenica_tui.tui.theme import MapPalette

_PHASE_WORDS: dict[Phase, str] = {
    "patron": "choosing patrons",
    "ethos": "Ethos phase",
    "favorite": "Favorite of the Gods",
    "direction": "Favorite chooses the direction",
    "action": "Action phase",
    "upkeep": "Upkeep",
    "over": "game over",
}


def _name(content: Content, table: str, ident: str) -> str:
    item = getattr(content, table).get(ident)
    if item is None and table == "areas":  # a home city not placed yet on a map being built
        return next((t.name for t in content.map.tiles if t.id == ident), ident)
    return getattr(item, "name", ident) if item is not None else ident


# Shorter phase names for a narrow status line.
_PHASE_SHORT: dict[Phase, str] = {
    "patron": "patrons",
    "ethos": "Ethos",
    "favorite": "Favorite",
    "direction": "direction",
    "action": "actions",
    "upkeep": "Upkeep",
    "over": "game over",
}


def status_line(
    view: State, content: Content, to_act: list[str], width: int | None = None, ai: bool = False
) -> str:
    """Turn, phase, round, who acts, chaos and the Favorite, on one line of at most
    `width` cells: longer forms first, then shorter ones, so the tail is never lost.
    `ai`: those to act are AI players (the line says so, and that '.' skips ahead)."""
    if width is None:
        return " · ".join(_status_parts(view, content, to_act, 0, ai))
    text = ""
    for level in range(5):
        text = " · ".join(_status_parts(view, content, to_act, level, ai))
        if len(text) <= width:
            return text
    return text[: max(0, width - 3)] + "..."


def _status_parts(view: State, content: Content, to_act: list[str], level: int, ai: bool) -> list[str]:
    """The parts of the status line; `level` 0 (in full) to 4 (shortest)."""
    short = level >= 2
    parts = [f"T{view.turn}" if level >= 3 else f"Turn {view.turn}"]
    parts.append((_PHASE_SHORT if short else _PHASE_WORDS).get(view.phase, view.phase))
    if view.phase == ACTION and view.round:
        parts.append(f"r{view.round}" if level >= 3 else f"round {view.round}")
    if to_act:
        names = [_name(content, "city_states", p) for p in to_act]
        who = f"{names[0]} (AI)" if ai and level >= 4 else f"{names[0]} (AI) acting" if ai else f"{names[0]} to act"
        if names[1:]:
            more = len(names) - 1
            who += f" (then {', '.join(names[1:])})" if level == 0 else f" (+{more})" if level >= 3 else f" (and {more} more)"
        if ai:
            who += ", '.' skips"
        parts.append(who)
    parts.append(f"chaos {view.chaos}")
    if view.favorite:
        favorite = _name(content, "city_states", view.favorite)
        label = "Favorite:" if level < 2 else "Fav."
        parts.append(f"{label} {favorite} ({view.direction.title()})")
    if view.winners:
        parts.append("won by " + ", ".join(_name(content, "city_states", w) for w in view.winners))
    return parts


def chosen_level(bot: str) -> str:
    """The level a player chose for a seat's AI ("hard" for "expert-hard"), "" for one
    playing at its normal level (as every seat of a save made before the levels)."""
    return bot.partition("-")[2]


def ai_label(level: str, short: bool = False) -> str:
    """How an AI seat is named beside its city: "AI expert", "AI rulebook", "AI expert,
    hard" (a level a player chose, `GameFacts.seat_ai`); `short` (the side panel's narrow
    heading), the rules' own AI is just "AI" and the expert "expert AI", "expert AI, hard"."""
    if level in ("", "AI") or (short and level == "rulebook"):
        return "AI"
    strength = chosen_level(level)
    level = level.removesuffix(f"-{strength}")
    named = f"{level} AI" if short else f"AI {level}"
    return f"{named}, {strength}" if strength else named


def describe_boards(
    view: State, content: Content, palette: MapPalette, viewer: str | None, to_act: list[str], letters: dict[str, str],
    levels: Mapping[str, str] | None = None,
) -> Text:
    """`letters`: the map's one-letter unit names (MapModel.unit_letter); `levels`: the
    AI seats' levels (an expert seat plays as a person does, and is an AI all the same)."""
    out = Text()
    units: dict[str, dict[str, int]] = {}
    temples: dict[str, dict[str, int]] = {}
    for area in view.areas.values():
        for holder, stack in area.units.items():
            for key, count in stack.units.items():
                if count:
                    mine = units.setdefault(holder, {})
                    mine[key] = mine.get(key, 0) + count
        if area.owner:
            for slot in area.slots:
                if slot is not None and slot.kind == "temple" and slot.deity:
                    owned = temples.setdefault(area.owner, {})
                    owned[slot.deity] = owned.get(slot.deity, 0) + 1
    for name, player in view.players.items():
        style = palette.state_text.get(name, "")
        marker = "> " if name in to_act else "  "
        out.append(marker, style="bold")
        out.append(_name(content, "city_states", name), style=style)
        tags = []
        if name == view.favorite:
            tags.append("fav.")
        if player.passed:
            tags.append("passed")
        level = (levels or {}).get(name, "")
        if level:
            tags.append(ai_label(level, short=True))
        elif player.kind != "human":
            tags.append("AI")
        if tags:
            out.append(f" ({', '.join(tags)})", style="dim")
        out.append("\n")
        out.append(f" Fav {player.favor}  Phil {player.philosophers}  Com {player.commerce}\n")
        cubes = " ".join(f"{action[0].upper()}{player.cubes.get(action, 0)}" for action in ACTIONS)
        out.append(f" cubes {cubes}\n", style="dim")
        counted = units.get(name, {})
        if counted:
            # The map's letters: H3 three hoplites, H1! one elite hoplite.
            parts = []
            for unit in content.units:
                for key, mark in ((unit, ""), (unit_key(unit, True), "!")):
                    if counted.get(key):
                        parts.append(f"{letters.get(unit, unit)}{counted[key]}{mark}")
            parts += [f"{k} {n}" for k, n in counted.items() if base_unit(k) not in content.units]
            out.append(f" units {' '.join(parts)}\n")
        if player.government:
            city = _name(content, "areas", player.government_city)
            out.append(f" {_name(content, 'governments', player.government)} in {city}\n")
        if player.advancements:
            by_category: dict[str, list[str]] = {}
            for adv in player.advancements:
                item = content.advancements.get(adv)
                by_category.setdefault(item.category if item else "other", []).append(_name(content, "advancements", adv))
            for category, names in by_category.items():
                out.append(f" {category}: {', '.join(names)}\n")
        deities = temples.get(name, {})
        # "2 to Apollo": a count never reads as a deity's level or number. The line is
        # there from the start, so the first temple (a patron) moves no line under it.
        listed = [f"{n} to {_name(content, 'deities', d)}" for d, n in deities.items()]
        out.append(f" temples: {', '.join(listed) or 'none'}\n")
        without = [_name(content, "deities", d) for d in player.deities if not deities.get(d)]
        if without:
            out.append(f" deities without a temple: {', '.join(without)}\n", style="dim")
        if player.world_events:
            out.append(f" world events won: {len(player.world_events)}\n")
        if name == viewer and (player.ethos or player.ethos_hand):
            kept = ", ".join(_name(content, "objectives", o) for o in player.ethos) or "none yet"
            out.append(f" your Ethos: {kept}\n", style="italic")
            if player.ethos_hand:
                hand = ", ".join(_name(content, "objectives", o) for o in player.ethos_hand)
                out.append(f" dealt: {hand}\n", style="italic")
        elif player.ethos:
            out.append(f" Ethos: {len(player.ethos)} secret\n", style="dim")
        _tiles(out, view, content, name, viewer)
        out.append("\n")
    if view.pathos:
        out.append("Public objectives\n", style="bold underline")
        for objective in view.pathos:
            out.append(f"  {_name(content, 'objectives', objective)}\n")
    return out


def _tiles(out: Text, view: State, content: Content, player: str, viewer: str | None) -> None:
    """While the map is built: the tiles of the viewer's hand by name, the others' counted."""
    layout = view.layout
    if isinstance(layout, msgspec.UnsetType) or layout.done or not layout.hands.get(player):
        return
    hand = layout.hands[player]
    if player == viewer:
        names = {t.id: t.name for t in content.map.tiles}
        out.append(f" your tiles ({len(hand)}): {', '.join(names.get(t, t) for t in hand)}\n", style="italic")
    else:
        out.append(f" tiles in hand: {len(hand)}\n", style="dim")
