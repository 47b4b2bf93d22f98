"""Every world event card and every invocation cast outside combat, carried out
in the game with every question answered; and the effect kinds one by one."""

from __future__ import annotations

import pytest

from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.state import Stack, Upgrade
from hellenica_tui.games.hellenica.gods.responses import waiting_on
from hellenica_tui.games.hellenica.gods.world_events import after_movement
from hellenica_tui.games.hellenica.ruleset import RULESET
from tests.games.hellenica.rules.gods import do, drive, gods_game, kinds, on_top, temples

CONTENT = load_scenario("classic")
CARDS = sorted({c.id for c in CONTENT.world_events if c.kind == "event"})
CASTABLE = sorted(i.id for i in CONTENT.invocations.values() if i.window in ("action", "movement"))


def settle(game, pick=lambda options: options[0]) -> None:
    """Answer every question with `pick`; everyone bids all its Favor."""
    s = game.state
    for _ in range(200):
        waiting = waiting_on(s)
        if waiting is None:
            return
        player = waiting[0]
        if s.choice is not None:
            do(game, player, f"choose {pick(s.choice.options)}")
        elif s.window is not None:
            do(game, player, "skip")
        else:
            do(game, player, f"offer {s.players[player].favor}")
    raise AssertionError("the gods kept asking")


def world_game(card: str):
    game = gods_game(["athens", "sparta", "thebes"], actor="athens")
    s = game.state
    s.chaos = 1
    s.players["sparta"].favor = 1  # Sparta wins the bid
    s.areas["megara"].owner = "thebes"
    s.areas["megara"].units = {"thebes": Stack({"hoplite": 2}, {}), "athens": Stack({"cavalry": 1}, {})}
    on_top(game, card)
    return game


@pytest.mark.parametrize("card", CARDS)
def test_every_world_event_card(card: str) -> None:
    game = world_game(card)
    drive(game, after_movement)
    settle(game)
    s = game.state
    assert card in s.players["sparta"].world_events
    assert s.world is None and s.choice is None and s.resolving is None


def test_lose_hits_the_others_only() -> None:
    game = world_game("pirates")
    for name in ("athens", "thebes", "sparta"):
        game.state.players[name].commerce = 3
    drive(game, after_movement)
    settle(game)
    assert [game.state.players[p].commerce for p in ("athens", "sparta", "thebes")] == [1, 4, 1]


def test_units_join_at_the_government_city() -> None:
    game = world_game("mercenaries")
    drive(game, after_movement)
    settle(game)
    assert game.state.areas["sparta"].units["sparta"].units["hoplite"] >= 2


def test_area_reduction_each_player_picks_its_losses() -> None:
    game = world_game("plague")  # a city loses 2 pieces of each player there
    drive(game, after_movement)
    s = game.state
    settle(game, pick=lambda options: "megara" if "megara" in options else options[0])
    assert s.areas["megara"].units.get("athens") is None  # one cavalry: all it had
    assert "thebes" not in s.areas["megara"].units  # two hoplites: both
    assert s.areas["megara"].owner == ""  # emptied: neutral again


def test_chaos_shift_up_stops_at_the_start_space() -> None:
    from hellenica_tui.games.hellenica.gods.chaos import shift_chaos

    game = world_game("olympic_games")
    game.state.chaos = 3
    drive(game, lambda tx: shift_chaos(tx, -2))
    assert game.state.chaos == 4  # players + 1
    drive(game, lambda tx: shift_chaos(tx, 5))  # down: 4 to the end, reset to 3, one more
    assert game.state.chaos == 2


def test_eagle_of_zeus_makes_the_favorite() -> None:
    game = world_game("eagle_of_zeus")
    drive(game, after_movement)
    settle(game)
    assert game.state.favorite == "sparta"


def test_creature_goes_where_its_rule_allows() -> None:
    game = world_game("cetus_rises")
    drive(game, after_movement)
    s = game.state
    for player, amount in (("athens", 0), ("sparta", 1), ("thebes", 0)):
        do(game, player, f"offer {amount}")
    assert s.choice is not None and all(CONTENT.areas[a].kind == "sea" for a in s.choice.options)
    settle(game)
    (area,) = [a for a, st in s.areas.items() if st.creature == "cetus"]
    assert CONTENT.areas[area].kind == "sea"


def test_alcibiades_changes_sides() -> None:
    game = world_game("alcibiades")
    drive(game, after_movement)
    settle(game)
    s = game.state
    assert s.turncoats["Alcibiades"] == "sparta/sparta"
    assert s.areas["sparta"].units["sparta"].units["hero"] == 1
    s.world_deck.append("alcibiades")
    s.players["sparta"].world_events.remove("alcibiades")
    s.players["thebes"].favor, s.players["sparta"].favor, s.chaos = 1, 0, 1
    drive(game, after_movement)
    settle(game)
    assert s.turncoats["Alcibiades"] == "thebes/thebes"
    assert "hero" not in s.areas["sparta"].units.get("sparta", Stack({}, {})).units


def test_eruption_hits_the_volcano_and_its_neighbours() -> None:
    game = world_game("eruption")
    s = game.state
    volcano = next(a.id for a in CONTENT.areas.values() if a.volcano)
    s.areas[volcano].units = {"athens": Stack({"hoplite": 3}, {})}
    drive(game, after_movement)
    settle(game, pick=lambda options: volcano if volcano in options else options[0])
    assert s.areas[volcano].units["athens"].units["hoplite"] == 1


@pytest.mark.parametrize("invocation", CASTABLE)
def test_every_action_and_movement_invocation(invocation: str) -> None:
    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    deity = next(d.id for d in CONTENT.deities.values() if any(i.id == invocation for i in d.invocations))
    area = s.areas["athens"]
    area.slots = [None] * len(area.slots)
    temples(game, "athens", deity, deity, deity)
    s.players["athens"].favor = 5
    s.players["sparta"].commerce = 4
    s.areas["megara"].owner = "sparta"
    s.areas["megara"].units = {"sparta": Stack({"hoplite": 2}, {})}
    level = CONTENT.invocations[invocation].level
    do(game, "athens", f"invoke {invocation}")
    settle(game)
    assert s.players["athens"].favor == 5 - level
    assert invocation in s.players["athens"].invocations_used
    assert s.window is None and s.resolving is None and s.active == "athens"


def cast(invocation: str, deity: str, favor: int = 3):
    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    s.areas["athens"].slots = [None] * len(s.areas["athens"].slots)
    temples(game, "athens", deity, deity, deity)
    s.players["athens"].favor = favor
    return game


def test_lightning_strike_kills_the_unit_picked() -> None:
    game = cast("zeus_lightning", "zeus")
    s = game.state
    s.areas["megara"].units = {"sparta": Stack({"hoplite": 1, "cavalry": 1}, {})}
    do(game, "athens", "invoke zeus_lightning")
    do(game, "athens", "choose megara")
    do(game, "athens", "choose sparta:cavalry")
    assert s.areas["megara"].units["sparta"].units == {"hoplite": 1}


def test_sleight_of_hand_takes_commerce() -> None:
    game = cast("hermes_theft", "hermes")
    game.state.players["sparta"].commerce = 2
    do(game, "athens", "invoke hermes_theft")
    settle(game)
    assert game.state.players["athens"].commerce == 2 and game.state.players["sparta"].commerce == 0


def test_alliance_takes_an_empty_neutral_city() -> None:
    game = cast("alliance", "hermes")
    s = game.state
    s.areas["megara"].units = {}
    do(game, "athens", "invoke alliance")
    do(game, "athens", "choose megara")
    assert s.areas["megara"].owner == "athens"


def test_earthshaker_destroys_two_upgrades() -> None:
    game = cast("poseidon_earthshaker", "poseidon")
    s = game.state
    s.areas["sparta"].slots = [Upgrade("market"), Upgrade("academy"), Upgrade("barracks")][: len(s.areas["sparta"].slots)]
    before = sum(u is not None for u in s.areas["sparta"].slots)
    do(game, "athens", "invoke poseidon_earthshaker")
    do(game, "athens", "choose sparta")
    assert sum(u is not None for u in s.areas["sparta"].slots) == before - 2
    assert s.areas["sparta"].government is not None  # never the government marker


def test_call_to_arms_places_two_hoplites() -> None:
    game = cast("ares_levy", "ares")
    do(game, "athens", "invoke ares_levy")
    assert game.state.areas["athens"].units["athens"].units["hoplite"] == 1 + 2


def test_jealous_wrath_exhausts_three_upgrades() -> None:
    game = cast("hera_wrath", "hera")
    s = game.state
    s.areas["sparta"].slots = [Upgrade("market"), Upgrade("academy"), Upgrade("barracks")][: len(s.areas["sparta"].slots)]
    do(game, "athens", "invoke hera_wrath")
    settle(game, pick=lambda options: "sparta" if "sparta" in options else options[0])
    assert kinds(game.events).count("UpgradeExhausted") == 3
    assert [u.state for u in [*s.areas["sparta"].slots, s.areas["sparta"].government] if u].count("exhausted") == 3


def test_timed_abilities_expire_with_the_action() -> None:
    game = cast("artemis_paths", "artemis")
    s = game.state
    do(game, "athens", "invoke artemis_paths")
    assert [a.kind for a in s.abilities] == ["cross_mountains"]
    do(game, "athens", "pass")
    assert s.abilities == []


def test_rival_temples_force_a_removal() -> None:
    game = gods_game(["athens", "sparta"], actor="athens", rival_deities=True)
    s = game.state
    a, b = s.rivals[0], s.rivals[1]
    s.areas["athens"].slots = [None] * len(s.areas["athens"].slots)
    temples(game, "athens", a)
    s.areas["megara"].owner = "sparta"
    s.areas["megara"].units = {}
    temples(game, "megara", b)
    # Megara, neutral and empty with its temple, joins Athens through Alliance (three
    # temples to Hermes: two in Athens, one in Thebes): Athens owns temples to two rivals.
    s.players["athens"].favor = 3
    temples(game, "athens", "hermes", "hermes")
    s.areas["megara"].owner = ""
    s.areas["thebes"].owner = "athens"
    s.areas["thebes"].slots = [Upgrade("temple", "active", "hermes")] + [None] * (len(s.areas["thebes"].slots) - 1)
    do(game, "athens", "invoke alliance")
    asked: list[list[str]] = []

    def pick(options: list[str]) -> str:
        asked.append(list(options))
        return "megara" if "megara" in options else b

    settle(game, pick=pick)
    assert s.areas["megara"].owner == "athens"
    assert sorted([a, b]) in [sorted(o) for o in asked]  # Athens had to give up one of the rivals
    owned = [u.deity for area in s.areas.values() if area.owner == "athens" for u in area.slots if u is not None]
    assert a in owned and b not in owned


def test_alcibiades_is_outside_the_hero_limit() -> None:
    from hellenica_tui.games.hellenica.core.decide import Tx
    from hellenica_tui.games.hellenica.economy.train import room

    game = world_game("alcibiades")
    s = game.state
    limit = CONTENT.units["hero"].limit
    s.areas["sparta"].units["sparta"] = Stack({"hero": limit}, {})
    assert room(Tx(s, None, RULES), "sparta", "hero") == 0  # type: ignore[arg-type]
    drive(game, after_movement)
    settle(game)
    assert s.areas["sparta"].units["sparta"].units["hero"] == limit + 1
    assert room(Tx(s, None, RULES), "sparta", "hero") == 0  # type: ignore[arg-type]


def test_random_picks_are_undo_barriers() -> None:
    game = cast("poseidon_earthshaker", "poseidon")
    s = game.state
    s.areas["sparta"].slots = [Upgrade("market"), Upgrade("academy"), Upgrade("barracks")][: len(s.areas["sparta"].slots)]
    do(game, "athens", "invoke poseidon_earthshaker")
    events = do(game, "athens", "choose sparta")
    picked = [e for e in events if type(e).__name__ == "PickedAtRandom"]
    assert len(picked) == 1 and len(picked[0].picks) == 2 and RULESET.is_barrier(picked[0])
