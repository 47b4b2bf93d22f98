"""The composition root: the Hellenica rules built from their features.

`FEATURES` lists every feature in order; `UPKEEP_ORDER` and `HOOK_ORDERS` write
down the one order their upkeep steps and hooks run in, following the rulebook.
`RULES` is what the game plays by; `compose_rules` builds the rules of any subset
(the economy alone, say), with the same orders.

The orders are part of the saved games: an upkeep step is saved by its index, and
the order hooks run in decides the order of their events. Change one only with a
new save format.
"""

from __future__ import annotations

from collections.abc import Sequence

from hellenica_tui.games.hellenica.ai_seats.feature import FEATURE as AI_SEATS
from hellenica_tui.games.hellenica.core.feature import Feature, Rules, compose
from hellenica_tui.games.hellenica.economy.feature import FEATURE as ECONOMY
from hellenica_tui.games.hellenica.effects.feature import FEATURE as EFFECTS
from hellenica_tui.games.hellenica.gods.feature import FEATURE as GODS
from hellenica_tui.games.hellenica.maps.feature import FEATURE as MAPS
from hellenica_tui.games.hellenica.turn.feature import FEATURE as TURN
from hellenica_tui.games.hellenica.victory.feature import FEATURE as VICTORY
from hellenica_tui.games.hellenica.war.feature import FEATURE as WAR

FEATURES: tuple[Feature, ...] = (TURN, MAPS, ECONOMY, EFFECTS, WAR, GODS, VICTORY, AI_SEATS)

# The upkeep phase, step by step (rulebook: "Upkeep Phase"; the invocation
# window and the AI government marker come from "Invocations" and "Games with AI
# players"): the gods' window opens first, creatures act, cities are conquered,
# a lost AI government marker comes back, governments are placed, tokens, cubes
# and deity cards come back, abilities lasting the turn end, invocations may be
# cast again, victory is checked and the boards are refilled.
UPKEEP_ORDER: tuple[str, ...] = (
    "invocation_window",  # gods: the upkeep's invocation window
    "creatures",  # war: creatures' special abilities, at the start of the upkeep
    "conquest",  # war: "Conquer Cities"
    "ai_government",  # ai_seats: a destroyed AI government marker comes back
    "government",  # turn: a player whose marker was lost places a new one
    "tokens",  # war: "Retrieve Tokens and Action Cubes" (Brilliant leaders, units' cubes)
    "retrieve",  # turn: the cubes come off the city upgrades
    "deity_cards",  # turn: new patrons' deity cards
    "turn_abilities",  # gods: abilities lasting the turn end
    "invocations",  # turn: every invocation may be cast again
    "victory",  # victory: "Victory"
    "replenish",  # turn: "Replenish Player Boards"
)

# For each hook, the features whose hooks run, in order.
HOOK_ORDERS: dict[str, tuple[str, ...]] = {
    # A question, a window or a bid the game waits on refuses other commands; so does a
    # trade offer ("Commodities": both players consent), answered before play goes on.
    "guards": ("gods", "economy"),
    "interrupts": ("gods",),  # "Invocations", "World Events": windows and bids come before play goes on
    "favorite_windows": ("gods",),  # "Favorite of the Gods Phase": its invocation window comes first
    "deal_ethos": ("ai_seats",),  # "Games with AI players": the shared Ethos cards come with the first deal
    # "Combat": once it is over, the AI garrison is made whole, then abilities lasting the combat end.
    "after_combat": ("ai_seats", "gods"),
    # "Explorable Map": once all units moved, the empty areas they entered are explored.
    "movement_ending": ("maps",),
    # "Explorable Map": an empty area a defender withdrew into is explored once the movement is over.
    "after_withdrawal": ("maps",),
    # "Explorable Map", invocations: the Alliance on an empty area is a free exploration for a City tile.
    "explore_for_city": ("maps",),
    "after_movement": ("gods",),  # "World Events": a card is revealed after a supply for movement
    "finish_action": ("war",),  # "Mythological Creatures": heroes duel the creature where they stand
    "fixed_units": ("ai_seats",),  # "Games with AI players": the garrison never moves
    # The AI seats' sea transport, then abilities an invocation or a world event gave.
    "ability_sources": ("ai_seats", "gods"),
    "waiting_on": ("gods", "economy"),
    "waiting_candidates": ("gods", "economy"),
    # "Action Phase": the economy's actions, the acting player's own invocations, supply for movement.
    "action_candidates": ("economy", "gods", "war"),  # the economy's include gifts to other people
    # The same, less what each feature's rules surely refuse (core/legal.py): the same order.
    "fast_action_candidates": ("economy", "gods", "war"),
    # "Buildable Map": the tiles placed before the patrons; then the answers setup and the phases wait for.
    "phase_candidates": ("maps", "turn"),
    # An AI seat's own commands, an exploration waiting on its explorer ("Explorable Map"),
    # then the choices of a movement or a combat under way.
    "choice_candidates": ("ai_seats", "maps", "war"),
    "roll_bids": ("ai_seats",),  # "Games with AI players": an AI's bid is rolled once the others are in
    "public_texts": ("turn", "gods"),  # the Ethos cards kept, then a sealed bid or a secret answer
}


def compose_rules(features: Sequence[Feature] = FEATURES) -> Rules:
    """The rules of `features`, their upkeep steps and hooks in the orders above."""
    return compose(features, UPKEEP_ORDER, HOOK_ORDERS)


RULES: Rules = compose_rules()
