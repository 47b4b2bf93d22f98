"""The setup of a scenario (scenario.toml): the values a game starts from, what
differs at smaller tables, and the named variants of the rules a game may choose."""

from __future__ import annotations

from typing import Literal

import msgspec

from hellenica_tui.games.hellenica.content.base import Base

AiEthosReplacing = Literal["duplicates", "duplicates_and_settlements"]


class SmallerTable(Base, frozen=True, kw_only=True):
    """What differs at some table sizes (designed data): home cities that keep another reach
    than `impassable_beyond` (the rulebook closes every area farther than two from all the
    home cities in play), and changes to the printed map (`content/smaller_tables.py`)."""

    players: list[int]  # the table sizes it holds for
    reach: dict[str, int] = msgspec.field(default_factory=dict)  # city-state -> its home city's reach there
    # the printed map at these sizes: two adjacent land areas whose mountain side is crossed on foot
    crossings: list[tuple[str, str]] = msgspec.field(default_factory=list)
    # the printed map at these sizes: a land area without settlements -> the settlements it holds
    towns: dict[str, int] = msgspec.field(default_factory=dict)


class Setup(Base, frozen=True, kw_only=True):
    start_favor: int = 3
    start_units: dict[str, int] = msgspec.field(default_factory=lambda: {"hoplite": 1, "trireme": 1})
    start_upgrades: list[str] = msgspec.field(default_factory=lambda: ["academy", "market", "temple"])
    start_government: str = "tyranny"
    deities_dealt: int = 3
    ethos_dealt: int = 4
    ethos_kept: int = 2
    objectives_to_win: int = 3
    objectives_to_win_epic: int = 4
    advancement_cost: dict[str, int] = msgspec.field(default_factory=lambda: {"1": 1, "2": 3})
    commerce_per_philosopher: int = 3
    exchange_cost: int = 3
    # cubes discarded -> commerce ("2" = 2 or more)
    pass_commerce: dict[str, int] = msgspec.field(default_factory=lambda: {"1": 1, "2": 2})
    action_cubes: dict[str, int] = msgspec.field(
        default_factory=lambda: {"build": 1, "train": 1, "research": 1, "worship": 1, "supply": 1}
    )
    impassable_beyond: int = 2  # with fewer than 7 players, areas farther than this from every home city
    smaller_tables: list[SmallerTable] = msgspec.field(default_factory=list)
    # The die an AI player turns its home city tile by on a built map, a die of dice.toml
    # whose faces are numbers (the rulebook's is the Blue die); "" is a plain die of 1 to 6,
    # which rules data written before this key meant.
    ai_home_die: str = ""
    # Which of the AI players' shared Ethos cards are dealt again: the rulebook replaces
    # duplicates only; rules data written before this key also replaced a third card
    # judged by settlements (ai_seats/players.py).
    ai_ethos_replaced: AiEthosReplacing = "duplicates_and_settlements"
    ai_start_units: dict[str, int] = msgspec.field(default_factory=lambda: {"hoplite": 2, "trireme": 1})
    ai_start_board: dict[str, int] = msgspec.field(
        default_factory=lambda: {"advancements": 1, "supply": 1, "favor": 4, "philosophers": 0, "commerce": 0}
    )


class Variant(Base, frozen=True, kw_only=True):
    """A named set of changes to the rules a new game may choose instead of the scenario's
    own (the `rules` setting; content/variants.py applies it): each field given replaces
    the setup's."""

    id: str
    name: str
    about: str  # why it exists, in a sentence the new-game form shows
    page: str = ""  # the rules page that tells it, with its measured win shares
    recommended: list[int] = msgspec.field(default_factory=list)  # table sizes the form suggests it at
    smaller_tables: list[SmallerTable] | None = None
    ai_home_die: str | None = None
    ai_ethos_replaced: AiEthosReplacing | None = None


class Scenario(Base, frozen=True, kw_only=True):
    """scenarios/<id>/scenario.toml: names the other files and the setup values."""

    id: str
    name: str
    min_players: int = 2
    max_players: int = 7
    setup: Setup = msgspec.field(default_factory=Setup)
    position: str = ""  # optional position file (see games.hellenica.position)
    variants: list[Variant] = msgspec.field(default_factory=list)

    def smaller_table(self, players: int) -> SmallerTable | None:
        """The setup's changes to the closed areas at this table size, if it has any."""
        return next((t for t in self.setup.smaller_tables if players in t.players), None)

    def variant(self, ident: str) -> Variant | None:
        return next((v for v in self.variants if v.id == ident), None)
