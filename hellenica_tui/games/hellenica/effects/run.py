"""One effect being carried out (`Run`), and what the handlers share: whom it
reaches, the units and upgrades it may pick, a city it leaves empty.

A handler is a planner (gods/choices.py): it asks its questions first, then
emits events. The rulebook's World Event Choices hold: where an effect hits a
player who has several ways to meet it, that player chooses.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hellenica_tui.games.hellenica.content.effect_schema import Who
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import (
    GOVERNMENT_SLOT,
    State,
    counted_upgrades,
)
from hellenica_tui.games.hellenica.effects.events import UnitsRemoved
from hellenica_tui.games.hellenica.gods.choices import Asker
from hellenica_tui.games.hellenica.gods.option_forms import SlotOption, UnitOption
from hellenica_tui.games.hellenica.mechanics.cities import owner_after_losses
from hellenica_tui.games.hellenica.mechanics.dice import roll_yellow
from hellenica_tui.games.hellenica.mechanics.units import base_unit
from hellenica_tui.games.hellenica.war.events import CityOwnerChanged

# -- the running effect ---------------------------------------------------------------


class Run:
    """One effect being carried out for its beneficiary."""

    def __init__(
        self, tx: Tx, beneficiary: str, asker: Asker, *, target: str = "",
        context: str = "", source: str = "", world_event: bool = False,
    ) -> None:
        self.tx = tx
        self.s = tx.s
        self.content = tx.content
        self.board = tx.board
        self.me = beneficiary
        self.asker = asker
        self.target = target  # an invocation's target, named when it resolved
        self.context = context  # the area of the combat or movement of its window
        self.source = source
        self.world_event = world_event  # a world event's effect (else an invocation's)
        # Whom the beneficiary aimed this effect at by its own picks (a player it named,
        # the owner and occupants of an area or city it picked), read before the effect
        # changes anything: a world event aimed at an AI player sets its grudge.
        self.aimed: set[str] = set()

    def aim_at_player(self, player: str | None) -> None:
        if player and player != self.me:
            self.aimed.add(player)

    def aim_at_area(self, area: str | None) -> None:
        if not area:
            return
        st = self.s.areas[area]
        self.aimed.update(p for p, stack in st.units.items() if p != self.me and sum(stack.units.values()) > 0)
        if st.owner and st.owner != self.me:
            self.aimed.add(st.owner)

    def counted_upgrades(self, city: str) -> int:
        """The upgrades the effect counts on `city`. For a world event an AI
        player's settlements stand for upgrades ("Games with AI players": its
        blocked ones do not); otherwise the upgrades standing there."""
        if self.world_event:
            return counted_upgrades(self.s, city, self.content.areas[city].settlements)
        return sum(up is not None for up in self.s.areas[city].slots)

    def ask(self, player: str, prompt: str, options: list[str], secret: bool = False) -> str | None:
        return self.asker.ask(player, prompt, options, secret=secret)

    def pick_city(self, prompt: str, options: list[str]) -> str | None:
        """The invocation's target, or a city the beneficiary picks (world events)."""
        if self.target:
            return self.target
        return self.ask(self.me, prompt, options)

    def yellow(self) -> str:
        faces = self.content.dice["yellow"].faces if "yellow" in self.content.dice else None
        return roll_yellow(self.tx.rng, tuple(faces)) if faces else roll_yellow(self.tx.rng)  # type: ignore[arg-type]


# A handler carries out one effect kind: `handler(run, effect)`, the effect its Struct.
Handler = Callable[[Run, Any], None]


# -- helpers ----------------------------------------------------------------------------


def who(run: Run, who: Who | None) -> list[str]:
    """The players an effect with a `who` parameter reaches."""
    others = [p for p in run.s.players if p != run.me]
    if who == "each":
        return list(run.s.players)
    if who == "others":
        return others
    if who == "chosen":
        picked = run.ask(run.me, "which player does it hit?", others)
        run.aim_at_player(picked)
        return [picked] if picked else []
    return [run.me]


def home_owner(run: Run, city: str) -> str:
    """The city-state (in this game) whose Home City this is, else ""."""
    home = run.content.areas[city].home_of
    return home if home in run.s.players else ""


def unit_labels(s: State, area: str, players: list[str], kinds: list[str] | None) -> list[str]:
    """One option per kind present, for players' units on the area."""
    labels = []
    for player in players:
        stack = s.areas[area].units.get(player)
        if stack is None:
            continue
        for key, n in sorted(stack.units.items()):
            if n > 0 and (kinds is None or base_unit(key) in kinds):
                labels.append(UnitOption(player, key).text)
    return labels


def units_on(s: State, area: str, player: str) -> dict[str, int]:
    stack = s.areas[area].units.get(player)
    return dict(stack.units) if stack is not None else {}


def slot_label(run: Run, city: str, slot: int) -> str:
    up = run.s.areas[city].government if slot == GOVERNMENT_SLOT else run.s.areas[city].slots[slot]
    return (SlotOption(slot, up.kind, up.deity) if up is not None else SlotOption(slot, "empty")).text


def slot_of(label: str) -> int:
    option = SlotOption.read(label)
    assert option is not None  # the rules offered only slot options here
    return option.slot


def settle_city(run: Run, city: str) -> None:
    """A city emptied of units and upgrades becomes neutral or goes home."""
    area = run.s.areas[city]
    if not area.owner:
        return
    units = sum(sum(st.units.values()) for st in area.units.values())
    upgrades = run.counted_upgrades(city) + (area.government is not None)
    after = owner_after_losses(area.owner, units_left=units, upgrades_left=upgrades, home_of=home_owner(run, city) or None)
    if (after or "") != area.owner:
        run.tx.emit(CityOwnerChanged(city=city, owner=after or ""))


def remove_units(run: Run, area: str, removed: dict[tuple[str, str], int]) -> None:
    for (player, key), n in sorted(removed.items()):
        if n > 0:
            run.tx.emit(UnitsRemoved(player=player, area=area, unit=key, count=n))
