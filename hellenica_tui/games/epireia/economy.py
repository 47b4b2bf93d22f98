"""What several phases share: paying and gaining resources, Prestige and its
bonuses, drawing military tokens, the figures a city may still recruit, and the
bonuses to a roll."""

from __future__ import annotations

from collections.abc import Iterable

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.content import schema as s
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.state import City, State, deck_key
from hellenica_tui.games.epireia.tx import Tx
from hellenica_tui.games.epireia.vocabulary import RESOURCES, Resources, RollKind


def shortfall(have: Resources, cost: Resources) -> Resources:
    return {r: n - have.get(r, 0) for r, n in cost.items() if n > have.get(r, 0)}


def describe(amounts: Resources) -> str:
    return ", ".join(f"{n} {r}" for r, n in amounts.items() if n) or "nothing"


def split_cost(state: State, city: City, cost: Resources, treasury: bool) -> tuple[Resources, Resources]:
    """What the city pays of `cost` and what its league's treasury adds (if allowed);
    raises IllegalCommand when both together fall short."""
    own = {r: min(n, city.resources.get(r, 0)) for r, n in cost.items() if min(n, city.resources.get(r, 0))}
    rest = shortfall(city.resources, cost)
    if not rest:
        return own, {}
    if treasury:
        board = state.leagues[city.league].treasury
        if not shortfall(board, rest):
            return own, rest
        raise IllegalCommand(f"it costs {describe(cost)}; your city and your league's treasury lack it", "costs")
    raise IllegalCommand(f"it costs {describe(cost)}; you lack {describe(rest)}", "costs")


def gain(tx: Tx, city: City, amounts: Resources) -> None:
    """Add resources to a city's trackers, none beyond the top mark."""
    cap = tx.content.rules.resource_cap
    got = {r: min(n, cap - city.resources.get(r, 0)) for r, n in amounts.items()}
    got = {r: n for r, n in got.items() if n > 0}
    if got:
        tx.emit(e.ResourcesGained(player=city.name, resources=got))


def raise_prestige(tx: Tx, player: str, amount: int) -> None:
    """Prestige up the track; each bonus level first reached is paid for at once or lost."""
    city = tx.state.city(player)
    amount = min(amount, tx.content.rules.prestige_max - city.prestige)
    if amount <= 0:
        return
    tx.emit(e.PrestigeGained(player=player, amount=amount))
    for bonus in tx.content.administrators[city.admin].bonuses:
        city = tx.state.city(player)
        if bonus.level > city.prestige or bonus.level in city.bonuses:
            continue
        paid = not shortfall(city.resources, bonus.pay)
        tx.emit(e.BonusReached(player=player, level=bonus.level, taken=paid))
        if paid:
            if any(bonus.pay.values()):
                tx.emit(e.Paid(player=player, own={r: n for r, n in bonus.pay.items() if n}))
            _bonus_gain(tx, city, bonus.gain)


def _bonus_gain(tx: Tx, city: City, won: s.BonusGain) -> None:
    if isinstance(won, s.NewFigure):
        owe_recruit(tx, city.name)
    elif isinstance(won, s.TokenGain):
        draw_token(tx, city.name, won.unit, won.level)
    else:
        gain(tx, tx.state.city(city.name), won.resources)


def pick_token(tx: Tx, unit: str, level: int) -> str | None:
    """A token drawn at random from its deck (None if the stock is out)."""
    deck = tx.state.decks.get(deck_key(unit, level), [])
    return tx.rng.choice(deck) if deck else None


def draw_token(tx: Tx, player: str, unit: str, level: int) -> str | None:
    token = pick_token(tx, unit, level)
    if token is not None:
        tx.emit(e.TokenGained(player=player, token=token))
    return token


def recruitable(content: Content, city: City) -> list[str]:
    return [f for f in content.figures_of(city.city) if f not in city.figures]


def owe_recruit(tx: Tx, player: str) -> None:
    """A new figure is owed if the city has a spot and a card left for it; else it is lost."""
    city = tx.state.city(player)
    room = tx.content.rules.figures_in_play - len(city.figures) - city.recruits_owed
    if room > 0 and len(recruitable(tx.content, city)) > city.recruits_owed:
        tx.emit(e.RecruitOwed(player=player))


def constraints(state: State, content: Content) -> list[s.Constraint]:
    """What holds now: the Act in play's constraints, or in the solo game the scenario's
    and the round's Augur card's."""
    card = content.cards.get(state.card)
    out: list[s.Constraint] = list(card.constraints) if card else []
    solo = content.solos.get(state.solo) if state.solo else None
    if solo is not None:
        out += solo.constraints
    augur = content.augurs.get(state.augur) if state.augur else None
    if augur is not None:
        out += [k for k in augur.effects if not isinstance(k, s.Gift)]
    return out


def closed_spaces(state: State, content: Content) -> set[str]:
    return {sp for k in constraints(state, content) if isinstance(k, s.Closed) for sp in k.spaces}


def building_bonus(content: Content, city: City, kind: RollKind) -> int:
    total = 0
    for b in city.buildings:
        effect = content.buildings[b].effect
        if isinstance(effect, s.RollBonus) and effect.on == kind:
            total += effect.amount
    return total


def figure_bonus(content: Content, figures: Iterable[str], kind: RollKind) -> int:
    total = 0
    for f in figures:
        ability = content.figures[f].ability
        if isinstance(ability, s.RollBonus) and ability.on == kind:
            total += ability.amount
    return total


def blessing(state: State, content: Content, city: City) -> int:
    if city.blessed_round != state.round:
        return 0
    ability = content.administrators[city.admin].ability
    return ability.amount if isinstance(ability, s.Blessing) else 0


def has_effect(content: Content, city: City, kind: type[s.Tagged]) -> bool:
    return any(isinstance(content.buildings[b].effect, kind) for b in city.buildings)


def income(state: State, content: Content, city: City) -> Resources:
    """What a city collects at the end of a round."""
    lost = {k.resource for k in constraints(state, content) if isinstance(k, s.NoIncome)}
    out: Resources = {r: n for r, n in content.rules.income.items() if r not in lost}
    extras = [content.buildings[b].effect for b in city.buildings]
    extras += [content.figures[f].ability for f in city.figures]  # type: ignore[misc]
    for effect in extras:
        if isinstance(effect, s.Income):
            out[effect.resource] = out.get(effect.resource, 0) + effect.amount
    return {r: out[r] for r in RESOURCES if out.get(r)}
