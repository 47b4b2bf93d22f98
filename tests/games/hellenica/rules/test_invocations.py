"""INVOCATIONS in the game: levels from temples (Wonders, exhausted temples,
enemy-occupied cities), cost and once a turn, the response windows, the
book's Storms at Sea / Intervention / Interference example, and effects."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.state import Stack, Upgrade
from hellenica_tui.games.hellenica.effects.timed import blocked
from hellenica_tui.games.hellenica.gods.invoking import levels
from hellenica_tui.games.hellenica.ruleset import RULESET
from tests.games.hellenica.rules.gods import do, drive, gods_game, kinds, temples


def clear(game, city: str) -> None:
    area = game.state.areas[city]
    area.slots = [None] * len(area.slots)


def test_levels_count_active_and_exhausted_temples_and_a_wonder() -> None:
    """The book's Wonder example: a Wonder beside a temple to Athena counts as a
    second temple to Athena; exhausted temples count, unfinished ones do not."""
    game = gods_game(["athens", "sparta"])
    s = game.state
    clear(game, "athens")
    s.areas["athens"].slots[0] = Upgrade("temple", "exhausted", "athena")
    s.areas["athens"].slots[1] = Upgrade("wonder", "active")
    s.areas["athens"].slots[2] = Upgrade("temple", "under_construction", "zeus")
    assert levels(s, content_of(s), "athens") == {"athena": 2}


def test_temples_in_enemy_occupied_cities_do_not_count() -> None:
    game = gods_game(["athens", "sparta"])
    s = game.state
    clear(game, "athens")
    temples(game, "athens", "hera")
    s.areas["athens"].units["sparta"] = Stack({"hoplite": 1}, {})
    assert levels(s, content_of(s), "athens") == {}


def test_cost_level_and_once_a_turn() -> None:
    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    clear(game, "athens")
    temples(game, "athens", "demeter")
    s.players["athens"].favor = 3
    with pytest.raises(IllegalCommand, match="needs 3 temples"):
        do(game, "athens", "invoke demeter_bounty")
    do(game, "athens", "invoke demeter_harvest")  # level 1: 1 Favor, 2 Commerce
    assert s.players["athens"].favor == 2 and s.players["athens"].commerce == 2
    assert s.window is None and s.active == "athens"  # still its action
    with pytest.raises(IllegalCommand, match="once per turn"):
        do(game, "athens", "invoke demeter_harvest")
    s.players["athens"].favor = 0
    s.players["athens"].invocations_used = []
    with pytest.raises(IllegalCommand, match="costs 1 Favor"):
        do(game, "athens", "invoke demeter_harvest")


def test_only_the_acting_player_casts_outside_windows() -> None:
    game = gods_game(["athens", "sparta"], actor="athens")
    clear(game, "sparta")
    temples(game, "sparta", "demeter")
    game.state.players["sparta"].favor = 2
    with pytest.raises(IllegalCommand, match="windows"):
        do(game, "sparta", "invoke demeter_harvest")


def storms_game():
    """Athens (2 temples to Poseidon), Sparta (3 to Zeus, 3 Favor), Thebes (1 to Hera)."""
    game = gods_game(["athens", "sparta", "thebes"], actor="sparta", responses="all")
    s = game.state
    for city, deity, n in (("athens", "poseidon", 2), ("sparta", "zeus", 3), ("thebes", "hera", 1)):
        clear(game, city)
        temples(game, city, *[deity] * n)
    s.players["athens"].favor = 2
    s.players["sparta"].favor = 3
    s.players["thebes"].favor = 1
    return game


def test_the_books_invocation_example() -> None:
    """Storms at Sea (2 Favor), cancelled by Intervention (3), whose cost
    Interference raises by 1: Sparta cannot pay, the Intervention fizzles, and
    the Storms at Sea resolves; Athens names the sea then."""
    game = storms_game()
    s = game.state
    drive(game, lambda tx: None)  # the window before Sparta's action opens
    assert s.window is not None and s.window.asked == ["athens"]  # Thebes has nothing to cast yet
    do(game, "athens", "invoke storms_at_sea")
    assert s.window.asked == ["sparta", "thebes"]
    do(game, "sparta", "invoke intervention on 1")
    assert s.window.asked[0] == "thebes"
    events = do(game, "thebes", "invoke interference on 2")
    assert s.players["sparta"].favor == 0 and s.players["thebes"].favor == 0 and s.players["athens"].favor == 0
    assert "WindowResolved" in kinds(events)
    resolved = next(e for e in events if type(e).__name__ == "WindowResolved")
    assert resolved.outcomes == ("resolved", "fizzled", "resolved")
    assert resolved.extra == (0, 0, 0)  # Sparta had nothing more: no Favor given back either
    # Every cast counts as used this turn.
    assert s.players["sparta"].invocations_used == ["intervention"]
    assert s.players["thebes"].invocations_used == ["interference"]
    # Athens names the sea when its invocation resolves.
    assert s.choice is not None and s.choice.player == "athens" and "cyclades" in s.choice.options
    do(game, "athens", "choose cyclades")
    assert blocked(s, "cyclades", "enter") and blocked(s, "cyclades", "transport")
    assert s.window is None and RULESET.to_act(s) == ["sparta"]


def test_intervention_cancels_when_paid() -> None:
    game = storms_game()
    s = game.state
    s.players["thebes"].favor = 0  # no Interference this time
    drive(game, lambda tx: None)
    do(game, "athens", "invoke storms_at_sea")
    events = do(game, "sparta", "invoke intervention on 1")
    resolved = next(e for e in events if type(e).__name__ == "WindowResolved")
    assert resolved.outcomes == ("cancelled", "resolved")
    assert s.choice is None and s.window is None and not s.abilities
    assert s.players["athens"].favor == 0  # the Favor of a cancelled invocation stays spent


def test_interference_paid_lets_the_intervention_through() -> None:
    game = storms_game()
    s = game.state
    s.players["sparta"].favor = 4
    drive(game, lambda tx: None)
    do(game, "athens", "invoke storms_at_sea")
    do(game, "sparta", "invoke intervention on 1")
    events = do(game, "thebes", "invoke interference on 2")
    resolved = next(e for e in events if type(e).__name__ == "WindowResolved")
    assert resolved.outcomes == ("cancelled", "resolved", "resolved") and resolved.extra == (0, 1, 0)
    assert s.players["sparta"].favor == 0


def test_quiet_is_not_asked_again_this_turn() -> None:
    game = storms_game()
    s = game.state
    drive(game, lambda tx: None)
    do(game, "athens", "quiet")
    assert s.window is None and "athens" in s.quiet
    s.active = "thebes"
    drive(game, lambda tx: None)
    assert s.window is None  # nobody else has anything to cast before an action


def test_involved_setting_opens_no_window_before_others_actions() -> None:
    game = storms_game()
    game.state.settings = type(game.state.settings)(responses="involved")
    drive(game, lambda tx: None)
    assert game.state.window is None


def test_revolt_example_through_maenad_frenzy() -> None:
    """The book: 3 upgrades, 2 units, a '-': -1 + 2 - 3 = -2, both units go and
    the city (Corinth, whose city-state is not in the game) becomes neutral."""
    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    clear(game, "athens")
    temples(game, "athens", "dionysus", "dionysus", "dionysus")
    s.players["athens"].favor = 3
    megara = s.areas["corinth"]
    megara.owner = "sparta"
    megara.slots = [Upgrade("market", "active"), Upgrade("academy", "active"), Upgrade("barracks", "active")]
    megara.units = {"sparta": Stack({"hoplite": 2}, {})}
    do(game, "athens", "invoke dionysus_frenzy")
    events = do(game, "athens", "choose corinth", "-")
    rolled = next(e for e in events if type(e).__name__ == "RevoltRolled")
    assert (rolled.face, rolled.score, rolled.units_lost) == ("-", -2, 2)
    assert RULESET.is_barrier(rolled)  # a die was rolled: undo stops here
    assert megara.owner == "" and "sparta" not in megara.units
    assert all(u is not None for u in megara.slots)  # the upgrades wait for a conqueror


@pytest.mark.parametrize(("face", "lost", "owner"), [("", 1, "sparta"), ("+", 0, "sparta"), ("++", 0, "sparta")])
def test_revolt_example_other_rolls(face: str, lost: int, owner: str) -> None:
    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    clear(game, "athens")
    temples(game, "athens", "dionysus", "dionysus", "dionysus")
    s.players["athens"].favor = 3
    megara = s.areas["corinth"]
    megara.owner = "sparta"
    megara.slots = [Upgrade("market", "active"), Upgrade("academy", "active"), Upgrade("barracks", "active")]
    megara.units = {"sparta": Stack({"hoplite": 2}, {})}
    do(game, "athens", "invoke dionysus_frenzy")
    do(game, "athens", "choose corinth", face)
    assert sum(megara.units.get("sparta", Stack({}, {})).units.values()) == 2 - lost
    assert megara.owner == owner


def test_no_revolt_in_a_government_city() -> None:
    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    clear(game, "athens")
    temples(game, "athens", "dionysus", "dionysus", "dionysus")
    s.players["athens"].favor = 3
    do(game, "athens", "invoke dionysus_frenzy")
    events = do(game, "athens", "choose sparta")
    assert "RevoltRolled" not in kinds(events)


def test_favorite_window_queen_of_heaven() -> None:
    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    clear(game, "athens")
    temples(game, "athens", "hera", "hera")
    s.players["athens"].favor = 2
    s.players["sparta"].favor = 5
    # Straight to the Favorite of the Gods phase of turn 2.
    s.phase, s.turn, s.pending, s.active = "ethos", 2, [], ""
    drive(game, lambda tx: None)
    assert s.window is not None and s.window.kinds == ["favorite"] and s.window.asked == ["athens"]
    do(game, "athens", "invoke hera_queen")
    assert s.favorite == "athens" and s.phase == "direction" and s.pending == ["athens"]


def test_upkeep_window_full_granaries() -> None:
    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    clear(game, "athens")
    temples(game, "athens", "demeter", "demeter")
    s.players["athens"].favor = 2
    for name in s.players:
        s.players[name].passed = name != "athens"
    do(game, "athens", "pass")
    assert s.phase == "upkeep" and s.window is not None and s.window.kinds == ["upkeep"]
    commerce = s.players["athens"].commerce
    do(game, "athens", "invoke demeter_granaries")
    assert s.players["athens"].commerce == commerce + 1  # one city


def test_views_hide_secret_options() -> None:
    from hellenica_tui.games.hellenica.core.view import HIDDEN, view

    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    clear(game, "athens")
    temples(game, "athens", "apollo")
    s.players["athens"].favor = 1
    do(game, "athens", "invoke apollo_oracle")
    assert s.choice is not None and s.choice.secret
    assert view(s, "sparta").choice.options == [HIDDEN] * len(s.choice.options)
    assert view(s, "sparta").peek["athens"] == [HIDDEN] * 3
    top = list(reversed(s.world_deck[-3:]))
    assert view(s, "athens").peek["athens"] == top
    order = ",".join(reversed(top))
    do(game, "athens", f"choose {order}")
    assert list(reversed(s.world_deck[-3:])) == list(reversed(top)) and not s.peek


def test_the_responses_setting_is_checked() -> None:
    from hellenica_tui.engine.ruleset import Seat

    with pytest.raises(IllegalCommand, match="bad game setting"):
        RULESET.initial_state("classic", [Seat("athens"), Seat("sparta")], 1, {"responses": "sometimes"})
    s = RULESET.initial_state("classic", [Seat("athens"), Seat("sparta")], 1, {"responses": "involved"})
    assert s.settings.responses == "involved"


def test_invocations_are_available_again_after_upkeep() -> None:
    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    clear(game, "athens")
    temples(game, "athens", "demeter")
    s.players["athens"].favor = 3
    do(game, "athens", "invoke demeter_harvest")
    assert s.players["athens"].invocations_used == ["demeter_harvest"]
    s.players["sparta"].passed = True
    do(game, "athens", "pass")
    assert s.turn == 2 and s.players["athens"].invocations_used == []


def test_a_player_who_passed_still_bids() -> None:
    from hellenica_tui.games.hellenica.gods.world_events import after_movement

    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    s.players["sparta"].passed = True
    s.players["sparta"].favor = 1
    s.chaos = 1
    s.world_deck.remove("silver_of_laurion")
    s.world_deck.append("silver_of_laurion")
    drive(game, after_movement)
    assert "sparta" in RULESET.to_act(s)
    do(game, "sparta", "offer 1")
    do(game, "athens", "offer 0")
    assert s.players["sparta"].world_events == ["silver_of_laurion"]


def test_a_closed_area_cannot_be_entered() -> None:
    """Peace of Aphrodite closes a land area to every unit until Upkeep."""
    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    clear(game, "athens")
    temples(game, "athens", "aphrodite", "aphrodite", "aphrodite")
    s.players["athens"].favor = 3
    s.areas["athens"].units["athens"] = Stack({"hoplite": 1}, {})
    do(game, "athens", "invoke aphrodite_peace")
    do(game, "athens", "choose megara")
    assert blocked(s, "megara", "enter")
    s.areas["athens"].slots[1] = Upgrade("market", "active")
    s.players["athens"].cubes["supply"] = 1
    do(game, "athens", "supply movement athens from athens")
    with pytest.raises(IllegalCommand, match="closes megara"):
        do(game, "athens", "move hoplite to megara")
