"""The board of Epireia as text: where the round stands, the Act in play (and the
Augur card of a solo round), then the map of spaces in three bands (the Empires on
the border, the Territories, the Greek cities), each space on one line with its
marks and what stands on it. Every mark is a letter or a sign, so the board reads
the same without colour:

    ~  a sea space: only a figure that goes by sea reaches it
    B  Brigands hold it        x  closed by the Act or the Augur card
    [D] [P]  a figure of the Delian or the Peloponnesian League standing there
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.tui.games.epireia import words as w
from hellenica_tui.tui.games.epireia.battlegrid import battle_grid

LEGEND = "~ sea  B Brigands  x closed  [D]/[P] a league's figure  * your league"

PHASE_NAMES = {
    "pick_city": "picking the cities", "pick_admin": "picking the Administrators",
    "pick_figure": "the secret pick of the first Influential Figure", "development": "development",
    "diplomacy": "diplomacy", "battle_setup": "the Great Battle: laying out the armies",
    "battle": "the Great Battle", "over": "the game is over",
}  # fmt: skip

# The keys of each phase, told on the board so that nobody has to know them.
PHASE_KEYS = {
    "pick_city": "o pick a city", "pick_admin": "o pick an Administrator",
    "pick_figure": "o pick your first figure (secret)",
    "development": "d donate  b build  p produce  a ability  e recruit  n done",
    "diplomacy": "s send a figure  n done",
    "battle_setup": "l place a token  j lead a front  y ready",
    "battle": "m commit the figure  h hold it back",
}  # fmt: skip


def closed(content: Content, view: dict[str, Any]) -> set[str]:
    """The spaces nobody may enter now: the Act's, the solo scenario's and the Augur
    card's `closed` (as economy.constraints reads them from the state)."""
    found: set[str] = set()
    effects = w.holding(content, view)
    for effect in effects:
        if w.kind(effect) == "closed":
            found |= set(effect.spaces)
    return found


def header(session: Any, view: dict[str, Any]) -> list[Text]:
    content = w.content_of(view)
    phase = view["phase"]
    line = f"Round {view['round']}" if view["round"] else "Setting up"
    if view["solo"] and view["round"]:
        line += f" of {content.solos[view['solo']].rounds}"
    line += f": {PHASE_NAMES.get(phase, phase)}"
    if view["current"] and phase in ("development", "diplomacy"):
        line += f"; {session.name(view['current'])} acts"
        if phase == "development":
            line += f", {view['actions_left']} action{'s' if view['actions_left'] != 1 else ''} left"
    lines = [Text(line, style="bold")]
    if view["solo"]:
        solo = content.solos[view["solo"]]
        goals = "; ".join(w.objective(o) for o in solo.objectives)
        lines.append(Text(f"Solo: {solo.title}; meet by the end: {goals}"))
    if view["card"]:
        card = content.cards[view["card"]]
        done = " (completed)" if view["act_done"] else ""
        last = ""
        if view["act"] == 3 and phase in ("development", "diplomacy"):  # the battle follows that round's resolution
            last = "; the Great Battle follows this round" if view["act_done"] else "; once met, the Great Battle ends that round"
        lines.append(Text(f"Act {view['act']}: {card.title}{done}; goal {w.objective(card.objective)}{last} (x: the card)"))
    if view["solo"] and view["augur"]:
        augur = content.augurs[view["augur"]]
        effects = "; ".join(w.constraint(content, e) for e in augur.effects)
        lines.append(Text(f"Augur: {augur.title}: {effects}"))
    mine = next((c for c in view["cities"] if c["name"] == session.viewer and c["city"]), None)
    if mine is not None and phase != "over":
        home = [w.figure(content, f) for f in mine["figures"] if f not in view["away"]]
        at_home = "" if phase.startswith("battle") else f"; at home: {', '.join(home) or 'no figure'}"
        lines.append(Text(f"You ({content.cities[mine['city']].name}): Prestige {mine['prestige']}; "
                          f"{w.amounts(mine['resources'])}; {w.count(len(mine['reserve']), 'token')}{at_home} (c: your board)"))
    if view["winner"]:
        lines.append(Text(f"Winner: the {w.LEAGUE_NAME[view['winner']]} League; {view['reason']}.", style="bold"))
    elif phase in PHASE_KEYS and session.viewer in session.to_act() and _live(session, view):
        if phase == "battle":
            lines.append(Text(_asked(content, view, session.viewer)))
        lines.append(Text(f"Keys: {PHASE_KEYS[phase]}" + ("" if PHASE_KEYS[phase].startswith("o ") else "  o every choice")))
    return lines


def _asked(content: Content, view: dict[str, Any], player: str) -> str:
    """What the figure asked to join the column shown may do."""
    battle = view["battle"]
    front = content.fronts[battle["front"]]
    mine = {c["name"]: c for c in view["cities"]}[player]
    lead = battle["leads"].get(mine["league"], {}).get(front.id, "")
    attack = content.figures[lead].attack if lead in content.figures else 0
    return (f"Your {w.figure(content, lead)} leads the {front.name}: commit adds {attack} to column "
            f"{battle['column']} (a figure joins one column of its front), or hold it for a later one.")


def _live(session: Any, view: dict[str, Any]) -> bool:
    """Whether `view` is of the game as it stands (not a replay's step back)."""
    state = session.state
    return bool(view["turn"] == state.turn and view["phase"] == state.phase and view["current"] == state.current
                and view["actions_left"] == state.actions_left and view["picking"] == state.picking)


def _standing(content: Content, view: dict[str, Any], space: str) -> str:
    figures = []
    owner = {f: c["league"] for c in view["cities"] for f in c["figures"]}
    enemy = "peloponnesian" if view["cities"][0]["league"] == "delian" else "delian"
    for figure, where in view["away"].items():
        if where == space:
            league = owner.get(figure) or (enemy if figure in view["enemy_figures"] else "")
            figures.append(f"[{w.LEAGUE_SHORT.get(league, '?')}] {w.figure(content, figure)}")
    return "  ".join(figures)


def _line(marks: str, name: str, about: str, standing: str) -> Text:
    text = Text(f" {marks:<3}{name:<17}", no_wrap=False)
    text.append(about)
    if standing:
        text.append("  " + standing, style="bold")
    return text


def map_lines(session: Any, view: dict[str, Any]) -> list[Text]:
    content = w.content_of(view)
    shut = closed(content, view)
    brigands = set(view["brigands"])

    def marks(space: str, sea: bool) -> str:
        return ("~" if sea else "") + ("B" if space in brigands else "") + ("x" if space in shut else "")

    lines = [Text("EMPIRES on the border (roll to win: one figure / two)", style="bold underline")]
    for ident, empire in content.empires.items():
        about = f"{empire.target_one}/{empire.target_two}"
        lines.append(_line(marks(ident, empire.sea), empire.name, about, _standing(content, view, ident)))
    lines.append(Text("TERRITORIES (tax once taken; who holds it)", style="bold underline"))
    for ident, territory in content.territories.items():
        holder = view["territories"].get(ident)
        about = w.amounts(territory.tax) + (f"; held by {w.short(view, holder)}" if holder else "")
        lines.append(_line(marks(ident, territory.sea), territory.name, about, _standing(content, view, ident)))
    lines.append(Text("GREEK CITIES (a player's, a league's ally, or free)", style="bold underline"))
    played = {c["city"]: c["name"] for c in view["cities"] if c["city"]}
    leagues = {c["name"]: c["league"] for c in view["cities"]}
    allied = {city: league for league, board in view["leagues"].items() for city in board["allies"]}
    for ident, city in content.cities.items():
        if ident in played:
            about = f"played by {played[ident].capitalize()} [{w.LEAGUE_SHORT[leagues[played[ident]]]}]"
        elif ident in allied:
            about = f"ally of the {w.LEAGUE_NAME[allied[ident]]} League"
        else:
            about = f"free: won over on {city.target}+"
        lines.append(_line(marks(ident, False), city.name, about, _standing(content, view, ident)))
    lines.append(Text(LEGEND, style="italic"))
    return lines


def board(session: Any, view: dict[str, Any]) -> RenderableType:
    parts: list[RenderableType] = [*header(session, view), Text("")]
    if view["battle"] is not None and view["phase"] in ("battle_setup", "battle", "over"):
        parts += [battle_grid(session, view), Text("")]
    parts += map_lines(session, view)
    return Group(*parts)
