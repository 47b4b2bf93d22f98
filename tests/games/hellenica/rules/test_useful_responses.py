"""The `responses` setting "useful": a window asks only players who could cast
something that would do anything now, and a player with no Favor bids 0 on a
world event without being asked. Games saved without the setting keep "all"."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.core.state import Stack, Upgrade
from hellenica_tui.games.hellenica.gods.world_events import after_movement
from hellenica_tui.games.hellenica.ruleset import RULESET
from tests.games.hellenica.rules.gods import do, drive, gods_game, kinds, on_top, temples


def table(responses: str):
    """Sparta acts; the window before its action asks the others (Athens, Thebes)."""
    game = gods_game(["athens", "sparta", "thebes"], actor="sparta", responses=responses)
    s = game.state
    for city in ("athens", "sparta", "thebes"):
        s.areas[city].slots = [None] * len(s.areas[city].slots)
    return game


def asked_before_spartas_action(game) -> list[str]:
    drive(game, lambda tx: None)
    w = game.state.window
    return list(w.asked) if w is not None else []


def test_an_aid_to_moving_in_someone_elses_action_asks_nobody() -> None:
    """Fair Winds lasts the caster's own action: before Sparta's it would do nothing."""
    for responses, asked in (("all", ["athens"]), ("useful", [])):
        game = table(responses)
        temples(game, "athens", "poseidon")
        game.state.players["athens"].favor = 1
        assert asked_before_spartas_action(game) == asked


def test_a_blow_is_asked_only_when_it_has_something_to_strike() -> None:
    """Lightning Strike destroys another player's unit on land: with none on the map,
    Athens is not asked; with a Spartan hoplite somewhere on land, it is."""
    game = table("useful")
    temples(game, "athens", "zeus", "zeus")
    s = game.state
    s.players["athens"].favor = 2
    for area in s.areas.values():
        area.units = {p: st for p, st in area.units.items() if p == "athens"}
    assert asked_before_spartas_action(game) == []
    game = table("useful")
    temples(game, "athens", "zeus", "zeus")
    game.state.players["athens"].favor = 2
    game.state.areas["megara"].units["sparta"] = Stack({"hoplite": 1}, {})
    assert asked_before_spartas_action(game) == ["athens"]


def test_a_player_without_the_favor_is_not_asked_in_either_setting() -> None:
    for responses in ("all", "useful"):
        game = table(responses)
        temples(game, "athens", "demeter")
        assert asked_before_spartas_action(game) == []  # Harvest costs 1; Athens holds 0


def test_a_counter_is_asked_against_another_players_cast_only() -> None:
    """Athens casts Lightning Strike; with "all" it is asked again (its own Interference,
    Hera's, could answer its own cast), with "useful" the window resolves at once."""
    for responses, again in (("all", ["athens"]), ("useful", [])):
        game = table(responses)
        temples(game, "athens", "zeus", "zeus", "hera")
        s = game.state
        s.players["athens"].favor = 3
        s.areas["megara"].units["sparta"] = Stack({"hoplite": 1}, {})
        assert asked_before_spartas_action(game) == ["athens"]
        do(game, "athens", "invoke zeus_lightning")
        w = s.window
        assert (list(w.asked) if w is not None and not w.resolved else []) == again


def test_a_bid_bonus_is_asked_only_with_favor_left_to_bid() -> None:
    """Aphrodite's Charm adds to a bid of 1 or more: with 1 Favor, paying for it leaves none."""
    for favor, asked in ((1, []), (2, ["athens"])):
        game = gods_game(["athens", "sparta"], actor="athens", responses="useful")
        s = game.state
        s.areas["athens"].slots = [None] * len(s.areas["athens"].slots)
        temples(game, "athens", "aphrodite")
        s.chaos, s.players["athens"].favor, s.players["sparta"].favor = 1, favor, 1
        on_top(game, "egyptian_support", "silence_2", "silence_3")
        drive(game, after_movement)
        w = s.window
        assert (list(w.asked) if w is not None else []) == asked


def test_a_player_with_no_favor_bids_nothing_unasked() -> None:
    game = gods_game(["athens", "sparta", "thebes"], actor="athens", responses="useful")
    s = game.state
    s.chaos = 1
    for name, favor in (("athens", 3), ("sparta", 0), ("thebes", 2)):
        s.players[name].favor = favor
    on_top(game, "egyptian_support", "silence_2", "silence_3")
    events = drive(game, after_movement)
    placed = [e for e in events if type(e).__name__ == "BidPlaced"]
    assert [(e.player, e.amount) for e in placed] == [("sparta", 0)]
    assert sorted(RULESET.to_act(s)) == ["athens", "thebes"]
    do(game, "athens", "offer 1")
    events = do(game, "thebes", "offer 2")
    assert "BidsOpened" in kinds(events) and s.players["thebes"].world_events == ["egyptian_support"]


def test_with_all_a_player_with_no_favor_is_still_asked() -> None:
    game = gods_game(["athens", "sparta"], actor="athens", responses="all")
    s = game.state
    s.chaos, s.players["athens"].favor = 1, 2
    on_top(game, "egyptian_support", "silence_2", "silence_3")
    drive(game, after_movement)
    assert sorted(RULESET.to_act(s)) == ["athens", "sparta"]


def test_a_game_saved_without_the_setting_keeps_asking_everyone() -> None:
    s = RULESET.initial_state("classic", [Seat("athens"), Seat("sparta")], 1, {})
    assert s.settings.responses == "all"
    useful = RULESET.initial_state("classic", [Seat("athens"), Seat("sparta")], 1, {"responses": "useful"})
    assert useful.settings.responses == "useful"


def test_readying_needs_an_exhausted_upgrade_of_ones_own() -> None:
    """Hephaestus' Forge Fire readies an exhausted upgrade of the caster's: nothing exhausted, no question."""
    for state, asked in (("active", []), ("exhausted", ["athens"])):
        game = table("useful")
        temples(game, "athens", "hephaestus")
        s = game.state
        s.players["athens"].favor = 1
        free = s.areas["athens"].slots.index(None)
        s.areas["athens"].slots[free] = Upgrade("market", state)
        assert asked_before_spartas_action(game) == asked


def _strip(s) -> None:
    """No units, upgrades, owners or Commerce anywhere but Athens's own city."""
    for name, area in s.areas.items():
        area.units = {}
        area.slots = [None] * len(area.slots)
        if name != "athens":
            area.owner = ""
    for p in s.players.values():
        p.commerce = 0


def _give_thebes_a_city(s) -> None:
    s.areas["thebes"].owner = "thebes"


def _give_thebes_an_active_upgrade(s) -> None:
    _give_thebes_a_city(s)
    s.areas["thebes"].slots[0] = Upgrade("market", "active")


def _fill_athens(s) -> None:
    s.areas["athens"].slots = [Upgrade("market", "active")] * len(s.areas["athens"].slots)


CASES = [
    # (invocation, what makes it do something, whether the bare table is enough)
    ("hera_wrath", _give_thebes_an_active_upgrade),
    ("poseidon_earthshaker", _give_thebes_an_active_upgrade),
    ("dionysus_frenzy", _give_thebes_a_city),
    ("hermes_theft", lambda s: setattr(s.players["thebes"], "commerce", 2)),
    ("hephaestus_arms", lambda s: s.areas["megara"].units.update(athens=Stack({"hoplite": 1}, {}))),
]


def test_each_check_against_a_table_where_it_does_nothing_and_one_where_it_does() -> None:
    from hellenica_tui.games.hellenica.content.lookup import content_of
    from hellenica_tui.games.hellenica.gods.invocation_use import does_something

    for invocation, make_it_matter in CASES:
        game = table("useful")
        s = game.state
        _strip(s)
        content = content_of(s)
        inv = content.invocations[invocation]
        assert not does_something(s, content, "athens", inv), invocation
        make_it_matter(s)
        assert does_something(s, content, "athens", inv), invocation


def test_checks_that_hold_on_a_bare_table_and_fail_when_their_need_is_gone() -> None:
    from hellenica_tui.games.hellenica.content.lookup import content_of
    from hellenica_tui.games.hellenica.gods.invocation_use import does_something

    game = table("useful")
    s = game.state
    _strip(s)
    content = content_of(s)
    craft, alliance, queen = (content.invocations[i] for i in ("hephaestus_craft", "alliance", "hera_queen"))
    # A free location in one's city, an empty neutral city, the Favor token held by another.
    assert does_something(s, content, "athens", craft)
    _fill_athens(s)
    assert not does_something(s, content, "athens", craft)
    assert does_something(s, content, "athens", alliance)
    for area in s.areas.values():
        area.owner = area.owner or "thebes"
    assert not does_something(s, content, "athens", alliance)
    s.favorite = "sparta"
    assert does_something(s, content, "athens", queen)
    s.favorite = "athens"
    assert not does_something(s, content, "athens", queen)


def test_taking_away_the_hero_die_matters_only_against_a_hero() -> None:
    """Dionysus' Wine takes the enemy's hero die: asked in a combat only when the enemy has a hero."""
    from hellenica_tui.games.hellenica.content.lookup import content_of
    from hellenica_tui.games.hellenica.gods.invocation_use import does_something
    from hellenica_tui.games.hellenica.war.state import Combat

    game = table("useful")
    s = game.state
    content = content_of(s)
    wine = content.invocations["dionysus_wine"]
    s.combat = Combat(area="megara", attacker="sparta", defender="athens", origin="sparta")
    s.areas["megara"].units = {"sparta": Stack({"hoplite": 1}, {}), "athens": Stack({"hoplite": 1}, {})}
    assert not does_something(s, content, "athens", wine)
    s.areas["megara"].units["sparta"].units["hero"] = 1
    assert does_something(s, content, "athens", wine)


def test_a_lasting_aid_to_moving_matters_until_the_caster_passes() -> None:
    """Hermes' Winged Sandals add a supply for the rest of the turn: no use once one has passed."""
    from hellenica_tui.games.hellenica.content.lookup import content_of
    from hellenica_tui.games.hellenica.gods.invocation_use import does_something

    game = table("useful")
    s = game.state
    content = content_of(s)
    sandals = content.invocations["hermes_sandals"]
    assert does_something(s, content, "athens", sandals)
    s.players["athens"].passed = True
    assert not does_something(s, content, "athens", sandals)
