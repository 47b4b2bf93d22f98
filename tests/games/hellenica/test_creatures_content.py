"""The seven creatures as content: the quick reference's numbers, parameters the
creature mechanics accept, and every way a creature entry can be wrong."""

from __future__ import annotations

import random

import msgspec
import pytest

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import ContentError
from hellenica_tui.games.hellenica.mechanics.combat import Force
from hellenica_tui.games.hellenica.mechanics.creatures import (
    CreatureCombat,
    Toll,
    creature_combat,
    cyclops,
    supply_check,
    toll,
)
from hellenica_tui.games.hellenica.mechanics.dice import PoolRoll


@pytest.fixture(scope="module")
def creatures():
    return load_scenario("classic").creatures


def test_the_seven_creatures_and_where_they_go(creatures):
    assert {c.id: c.placement for c in creatures.values()} == {
        "cetus": "sea", "cyclops": "island", "hydra": "non_city_land", "medusa": "non_city_land",
        "minotaur": "non_government_city", "scylla": "sea", "sphinx": "non_government_city",
    }
    assert {c.id for c in creatures.values() if c.blocks_supply_roll} == {"medusa", "scylla"}
    assert {c.id for c in creatures.values() if c.blocks_sea_transport} == {"cetus"}


def test_fighting_creatures_have_the_quick_reference_numbers(creatures):
    cetus = msgspec.convert(creatures["cetus"].ability.params, CreatureCombat)
    hydra = msgspec.convert(creatures["hydra"].ability.params, CreatureCombat)
    assert cetus == CreatureCombat(strength=3, max_rounds=2, victims="trireme", at_sea=True)
    assert hydra == CreatureCombat(strength=4, max_rounds=2, victims="non_hero", at_sea=False)


def test_tolls_have_the_quick_reference_faces(creatures):
    tolls = {c: msgspec.convert(creatures[c].ability.params, Toll) for c in ("medusa", "scylla", "minotaur", "sphinx")}
    assert tolls["medusa"] == tolls["scylla"] == Toll(safe=("+", "++"), losses=("unit",))
    assert tolls["minotaur"] == Toll(safe=("++",), losses=("upgrade", "unit"))
    assert tolls["sphinx"] == Toll(safe=("++",), losses=("unit", "upgrade"))
    assert creatures["cyclops"].ability.kind == "roll_per_piece" and creatures["cyclops"].ability.params == {}


def test_the_hydra_from_content_fights_as_the_mechanics_say(creatures):
    hydra = msgspec.convert(creatures["hydra"].ability.params, CreatureCombat)
    # the units roll 3 then 4: the Hydra (4) wins the first round, ties the second
    result = creature_combat(hydra, Force(hoplites=3), random.Random(0), rolls=[PoolRoll((3,)), PoolRoll((4,))])
    assert [r.lost for r in result.rounds] == ["hoplite", "hoplite"] and result.units == Force(hoplites=1)


def test_the_sphinx_from_content_takes_an_upgrade_when_no_unit_is_left(creatures):
    sphinx = msgspec.convert(creatures["sphinx"].ability.params, Toll)
    result = toll(sphinx, "+", Force(heroes=1), ["temple", "market"], random.Random(0), choose_upgrade=lambda u: u[0])
    assert result.lost_upgrade == "temple" and result.units == Force(heroes=1)
    assert toll(sphinx, "++", Force(hoplites=1), [], random.Random(0)).lost_unit is None


def test_the_cyclops_and_medusa_abilities_run_without_numbers(creatures):
    result = cyclops(Force(hoplites=1), ["temple"], {"cyclades": Force(triremes=1)}, faces=["-", "", "-"])
    assert result.units == Force() and result.upgrades == ("temple",) and result.triremes["cyclades"] == Force()
    assert not supply_check("") and supply_check("+")


# -- every way a creature entry can be wrong ----------------------------------------


def expect(copy, item: str, reason: str) -> None:
    with pytest.raises(ContentError) as caught:
        load_scenario(copy.path)
    assert (caught.value.file, caught.value.item) == ("creatures.toml", item), str(caught.value)
    assert reason in caught.value.reason, str(caught.value)


def edit_creature(copy, creature_id: str, **fields) -> None:
    def change(data):
        entry = next(c for c in data["creatures"] if c["id"] == creature_id)
        entry.update(fields)

    copy.edit("creatures.toml", change)


def test_ability_that_is_not_a_creature_ability(classic_copy):
    edit_creature(classic_copy, "hydra", ability={"kind": "become_favorite"})
    expect(classic_copy, "creature 'hydra'", "'become_favorite' is not a creature ability")


def test_sea_combat_for_a_land_creature(classic_copy):
    params = {"strength": 4, "max_rounds": 2, "victims": "non_hero", "at_sea": True}
    edit_creature(classic_copy, "hydra", ability={"kind": "creature_combat", "params": params})
    expect(classic_copy, "creature 'hydra'", "at_sea = false for placement 'non_city_land'")


def test_land_creature_cannot_sink_triremes(classic_copy):
    params = {"strength": 4, "max_rounds": 2, "victims": "trireme", "at_sea": False}
    edit_creature(classic_copy, "hydra", ability={"kind": "creature_combat", "params": params})
    expect(classic_copy, "creature 'hydra'", "only a sea creature can take triremes")


def test_rolling_for_the_seas_around_needs_an_island(classic_copy):
    edit_creature(classic_copy, "cyclops", placement="non_city_land")
    expect(classic_copy, "creature 'cyclops'", "needs an island placement")


def test_only_a_sea_creature_blocks_sea_transport(classic_copy):
    edit_creature(classic_copy, "medusa", blocks_sea_transport=True)
    expect(classic_copy, "creature 'medusa'", "only a sea creature can block sea transport")


def test_ability_parameter_out_of_range(classic_copy):
    params = {"strength": 3, "max_rounds": 9, "victims": "trireme", "at_sea": True}
    edit_creature(classic_copy, "cetus", ability={"kind": "creature_combat", "params": params})
    expect(classic_copy, "creature 'cetus'", "'max_rounds' must be 1 to 5, not 9")


def test_unknown_placement(classic_copy):
    edit_creature(classic_copy, "sphinx", placement="desert")
    expect(classic_copy, "creature 'sphinx'", "placement: Invalid enum value 'desert'")
