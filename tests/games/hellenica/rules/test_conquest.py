"""CONQUER CITIES at upkeep: sole occupation, what is destroyed, mines spared,
and a new government for the player whose government city fell."""

from __future__ import annotations

from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.state import BUILDING, EXHAUSTED, UPKEEP, Upgrade
from hellenica_tui.games.hellenica.economy.upgrades import MINE, sites
from tests.games.hellenica.rules.war import do, finish_turn, own, place, war_game


def conquered(game):
    return [e for e in game.events if type(e).__name__ == "CityConquered"]


def test_sole_occupation_conquers_and_destroys_what_the_rules_say() -> None:
    game = war_game(["athens", "thebes"], "athens")
    thebes = game.state.areas["thebes"]
    # Thebes: academy, market, temple (active), plus an exhausted and an unfinished
    # upgrade would not fit three settlements, so make one of them unfinished.
    thebes.slots[1] = Upgrade("market", EXHAUSTED)
    thebes.slots[2] = Upgrade("stables", BUILDING)
    mine = next(i for i, site in enumerate(sites(content_of(game.state), "thebes")) if site.kind == MINE)
    thebes.slots[mine] = Upgrade("market", "active")
    place(game, "athens", "thebes", hoplite=1)
    finish_turn(game)
    (event,) = conquered(game)
    assert event.player == "athens" and event.previous == "thebes" and event.government == "thebes"
    assert thebes.owner == "athens"
    assert thebes.slots[2] is None  # under construction: destroyed
    assert thebes.slots[mine] is not None  # on a mine: untouched
    # Two upgrades stood on settlements (academy, exhausted market): half of them, one, is destroyed.
    assert sum(thebes.slots[i] is None for i in (0, 1)) == 1
    assert thebes.government is None
    # Thebes lost its government city: it owns no city now, so it places none.
    assert game.state.players["thebes"].government == ""


def test_a_player_whose_government_city_fell_places_a_new_marker() -> None:
    game = war_game(["athens", "thebes"], "athens")
    own(game, "thebes", "delphi", "market")
    place(game, "athens", "thebes", hoplite=1)
    finish_turn(game)
    assert game.state.phase == UPKEEP and game.state.pending == ["thebes"]
    do(game, "thebes", "govern tyranny delphi")
    assert game.state.areas["delphi"].government is not None
    assert game.state.players["thebes"].government_city == "delphi"
    # The free activation of a Tyranny gives a hoplite in the new government city.
    assert game.state.areas["delphi"].units["thebes"].units.get("hoplite", 0) == 1


def test_neutral_cities_are_conquered_and_shared_ones_are_not() -> None:
    game = war_game(["athens", "thebes"], "athens")
    place(game, "athens", "megara", hoplite=1)
    place(game, "athens", "corinth", hoplite=1)
    place(game, "thebes", "corinth", hoplite=1)
    game.state.areas["corinth"].owner = ""
    finish_turn(game)
    assert game.state.areas["megara"].owner == "athens"
    assert game.state.areas["corinth"].owner == ""
    assert [e.city for e in conquered(game)] == ["megara"]


def test_triremes_alone_on_a_city_conquer_it_too() -> None:
    game = war_game(["athens", "thebes"], "athens")
    place(game, "athens", "megara", trireme=1)
    finish_turn(game)
    assert game.state.areas["megara"].owner == "athens"


def test_taking_delphi_offers_a_free_active_temple() -> None:
    game = war_game(["athens", "thebes"], "athens")
    place(game, "athens", "delphi", hoplite=1)
    finish_turn(game)
    assert game.state.areas["delphi"].owner == "athens"
    assert game.state.phase == UPKEEP and game.state.pending == ["athens"]
    from hellenica_tui.games.hellenica.core.legal import legal_commands
    from hellenica_tui.games.hellenica.war.commands import FreeTemple

    assert FreeTemple(deity="apollo") in legal_commands(RULES, game.state, "athens")
    assert FreeTemple() in legal_commands(RULES, game.state, "athens")
    do(game, "athens", "temple apollo")
    free = next(i for i, site in enumerate(sites(content_of(game.state), "delphi")) if site.kind == "free")
    temple = game.state.areas["delphi"].slots[free]
    assert temple is not None and (temple.kind, temple.deity, temple.state) == ("temple", "apollo", "active")
    assert game.state.phase != UPKEEP  # the upkeep went on to the next turn
