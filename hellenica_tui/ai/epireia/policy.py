"""How the search of Epireia spends its playouts: which commands it tries first at
a node (`prior`), how a playout goes on past the tree (`policy`: a quick player
that keeps its actions busy and fills the battlefield with its best tokens), and
where it stops to be judged (`horizon`: the end of the round, so the resolution's
dice are rolled; from the Great Battle on, the end of the game)."""

from __future__ import annotations

import random

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.epireia import commands as c
from hellenica_tui.games.epireia import search
from hellenica_tui.games.epireia.content.lookup import content_for
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.objectives import progress
from hellenica_tui.games.epireia.state import State

BATTLE = ("battle_setup", "battle")
DEVELOP = {c.Produce: 3.0, c.Build: 3.0, c.UseAbility: 2.0, c.Donate: 0.5, c.Done: 0.1}  # a playout's odds by kind


def horizon(start: State, s: State) -> bool:
    """Whether a playout begun at `start` stops at `s`."""
    if start.phase in BATTLE:
        return False  # the battle is short: played to its end
    if s.phase in BATTLE:
        return True
    return s.round > start.round and start.phase not in ("pick_city", "pick_admin", "pick_figure")


def policy(s: State, player: str, rng: random.Random) -> Command:
    legal = search.legal(s, player)
    if len(legal) == 1:
        return legal[0]
    content = content_for(s.scenario, s.content_hash)
    if s.phase == "development" and not isinstance(legal[0], c.Recruit):
        fame = _wanted(s, content, player, "prestige", "donations")
        weights = [3.0 if fame and isinstance(cmd, c.Donate) else DEVELOP.get(type(cmd), 1.0) for cmd in legal]
        return rng.choices(legal, weights)[0]
    if s.phase == "diplomacy":
        sends = [cmd for cmd in legal if isinstance(cmd, c.Send)]
        return rng.choice(sends) if sends and rng.random() < 0.9 else c.Done()
    if s.phase == "battle_setup":
        return _lay(content, legal, rng)
    return rng.choice(legal)


def _lay(content: Content, legal: list[Command], rng: random.Random) -> Command:
    """The strongest token into a free slot of its unit, then the strongest figure on a
    front, then ready."""
    places = [cmd for cmd in legal if isinstance(cmd, c.Place)]
    if places:
        best = max(content.tokens[p.token].value for p in places)
        return rng.choice([p for p in places if content.tokens[p.token].value == best])
    leads = [cmd for cmd in legal if isinstance(cmd, c.Lead)]
    if leads:
        best = max(content.figures[p.figure].attack for p in leads)
        return rng.choice([p for p in leads if content.figures[p.figure].attack == best])
    return c.Ready()


def prior(s: State, player: str, cmd: Command) -> float:
    """A command's promise before any playout, 0 to 1 (ties are broken by chance)."""
    content = content_for(s.scenario, s.content_hash)
    match cmd:
        case c.Produce(level=level):
            return (0.85 if _wanted(s, content, player, "reserve") else 0.65) + (0.05 if level == 2 else 0.0)
        case c.Build():
            return 0.85 if _wanted(s, content, player, "buildings") else 0.6
        case c.UseAbility():
            return 0.6
        case c.Donate(amount=n):
            return (0.85 if _wanted(s, content, player, "prestige", "donations") else 0.3) - 0.02 * n
        case c.Send(space=space):
            return 0.65 if space in content.territories and _wanted(s, content, player, "territories") else 0.55
        case c.Place(token=t):
            return 0.5 + 0.08 * content.tokens[t].value
        case c.Lead(figure=f):
            return 0.5 + 0.1 * content.figures[f].attack
        case c.Ready():
            return 0.0
        case c.Done():
            return 0.1
    return 0.5  # the picks, a recruit, a commitment


def _wanted(s: State, content: Content, player: str, *kinds: str) -> bool:
    """Whether an objective of the Act in play (or of the solo scenario) of that kind is still to meet."""
    card = content.cards.get(s.card)
    objectives = [card.objective] if card is not None and not s.act_done else []
    solo = content.solos.get(s.solo) if s.solo else None
    objectives += solo.objectives if solo is not None else []
    city = s.city(player)
    return any(o.kind in kinds and progress(s, content, city, o) < o.at_least for o in objectives)
