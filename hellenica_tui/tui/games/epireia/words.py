"""Epireia's things told in words for the screens: resources, tokens, leagues, the
scenario cards' objectives, rewards and constraints, an Augur card's effects. Read
from the view (plain data) and the scenario's content, never from the state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hellenica_tui.games.epireia.content.lookup import content_for
from hellenica_tui.games.epireia.content.tables import Content

HIDDEN = "?"  # what the view shows of a secret
LEAGUE_SHORT = {"delian": "D", "peloponnesian": "P"}
LEAGUE_NAME = {"delian": "Delian", "peloponnesian": "Peloponnesian"}
UNIT_SHORT = {"hoplites": "hop", "triremes": "tri", "cavalry": "cav"}

OBJECTIVE = {
    "prestige": "Prestige", "buildings": "buildings built", "reserve": "military tokens in the reserve",
    "territories": "Territories held", "figures": "figures in play", "empires": "negotiations with Empires won",
    "integrations": "Greek cities won over", "donations": "donations made",
}  # fmt: skip


def content_of(view: Any) -> Content:
    return content_for(view["scenario"], view["content_hash"])


def amounts(resources: Mapping[Any, int]) -> str:
    return ", ".join(f"{n} {r}" for r, n in resources.items() if n) or "nothing"


def count(n: int, noun: str) -> str:
    """ "1 token", "3 tokens"."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def token(content: Content, ident: str) -> str:
    """A token as its holder sees it: "h1-07 hoplites I, power 3"; a face-down one
    (the view shows only unit and level, or "?") as "hoplites I (face down)"."""
    found = content.tokens.get(ident)
    if found is not None:
        return f"{ident} {found.unit} {'I' * found.level} ({found.value})"
    if ident == HIDDEN:
        return "face down"
    unit, _, level = ident.partition("-")
    return f"{unit} {'I' * int(level) if level.isdigit() else level} (face down)"


def short_token(content: Content, ident: str) -> str:
    """A token in a battlefield slot, in a few letters: "h1-07=3", "face-dn"."""
    found = content.tokens.get(ident)
    if found is not None:
        return f"{ident}={found.value}"
    return "face-dn" if ident == HIDDEN else ident


def army(content: Content, slots: Mapping[str, str]) -> str:
    """A laid-out army front by front, column by column: "Flank: col 1 cav 3 + hop 2 (5), ..."."""
    fronts = []
    for front in content.fronts:
        columns = []
        for c in range(1, len(front.columns) + 1):
            held = [content.tokens[t] for slot, t in slots.items() if content.slots[slot].front == front.id
                    and content.slots[slot].column == c and t in content.tokens]
            told = " + ".join(f"{UNIT_SHORT[t.unit]} {t.value}" for t in held) or "empty"
            columns.append(f"col {c} {told}" + (f" ({sum(t.value for t in held)})" if len(held) > 1 else ""))
        fronts.append(f"{front.name}: " + ", ".join(columns))
    return "; ".join(fronts)


def kind(item: Any) -> str:
    """The `kind` a tagged item (an effect, a constraint) was written with."""
    return str(type(item).__struct_config__.tag)


def holding(content: Content, view: Mapping[str, Any]) -> list[Any]:
    """The constraints that hold now, as the rules read them: the Act in play's, or in a
    solo game the scenario's and the round's Augur card's (its gifts are not constraints)."""
    found: list[Any] = list(content.cards[view["card"]].constraints) if view["card"] else []
    if view["solo"]:
        found += content.solos[view["solo"]].constraints
    if view["augur"]:
        found += [k for k in content.augurs[view["augur"]].effects if kind(k) != "gift"]
    return found


def token_cost(content: Content, view: Mapping[str, Any], unit: str, level: int) -> dict[str, int]:
    """What producing a token costs now: its deck's cost, and the copper a constraint adds."""
    deck = content.decks[(unit, level)]  # type: ignore[index]
    cost: dict[str, int] = {str(r): n for r, n in deck.cost.items()}
    extra = sum(k.amount for k in holding(content, view) if kind(k) == "token_cost")
    if extra:
        cost["copper"] = cost.get("copper", 0) + extra
    return cost


# An objective of one, where its words are not the plural's.
ONE = {
    "buildings": "building built", "reserve": "military token in the reserve", "territories": "Territory held",
    "figures": "figure in play", "empires": "negotiation with an Empire won", "integrations": "Greek city won over",
    "donations": "donation made",
}  # fmt: skip


def objective(obj: Any) -> str:
    words = ONE.get(obj.kind) if obj.at_least == 1 else None
    return f"at least {obj.at_least} {words or OBJECTIVE.get(obj.kind, obj.kind)}"


def reward(content: Content, specs: Any) -> str:
    """Tokens to draw, alike ones counted together: "2 tokens of hoplites, level I"."""
    kinds: dict[tuple[str, int], int] = {}
    for spec in specs:
        kinds[(spec.unit, spec.level)] = kinds.get((spec.unit, spec.level), 0) + 1
    told = [f"{'a token' if n == 1 else f'{n} tokens'} of {unit}, level {'I' * level}" for (unit, level), n in kinds.items()]
    return ", ".join(told) or "nothing"


def spoils(content: Content, won: Any) -> str:
    """What a Reward (an Empire's) gives: its resources and its tokens."""
    parts = [amounts(won.resources)] if any(won.resources.values()) else []
    return ", ".join(parts + ([reward(content, won.tokens)] if won.tokens else [])) or "nothing"


def constraint(content: Content, c: Any) -> str:
    match kind(c):
        case "brigands":
            return "Brigands on " + ", ".join(content.space_name(s) for s in c.spaces)
        case "empire_target":
            return f"every Empire's roll needs {c.amount} more"
        case "closed":
            return "nobody may enter " + ", ".join(content.space_name(s) for s in c.spaces)
        case "no_income":
            return f"no {c.resource} is collected this round"
        case "token_cost":
            return f"each military token produced costs {c.amount} copper more"
        case "gift":
            return "each city gains " + amounts(c.resources)
    return kind(c)


def figure(content: Content, ident: str) -> str:
    found = content.figures.get(ident)
    return found.name if found else ("a face-down figure" if ident == HIDDEN else ident)


def figure_line(content: Content, ident: str) -> str:
    f = content.figures[ident]
    sea = ", goes by sea" if f.sea else ""
    return f"{f.name} ({content.cities[f.city].name}): attack {f.attack}{sea}" + (f". {f.text}" if f.text else "")


def short(view: Any, player: str) -> str:
    """A seat in a few letters, for the map: its city and league, "Athens [D]"."""
    content = content_of(view)
    for city in view["cities"]:
        if city["name"] == player:
            name = content.cities[city["city"]].name if city["city"] else player.capitalize()
            return f"{name} [{LEAGUE_SHORT[city['league']]}]"
    return player
