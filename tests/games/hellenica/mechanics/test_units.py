"""Unit keys are looked up in one table, never taken apart."""

import re
from pathlib import Path

import hellenica_tui
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.mechanics.units import (
    LAND_ARMY,
    SHIPS,
    UNIT_ORDER,
    UNITS,
    base_unit,
    is_elite,
    unit_key,
)

PACKAGE = Path(hellenica_tui.__file__).parent


def test_each_key_names_its_unit_and_whether_it_is_elite():
    assert [(k, base_unit(k), is_elite(k)) for k in UNIT_ORDER] == [
        ("hoplite", "hoplite", False), ("elite_hoplite", "hoplite", True),
        ("cavalry", "cavalry", False), ("elite_cavalry", "cavalry", True),
        ("hero", "hero", False),
        ("trireme", "trireme", False), ("elite_trireme", "trireme", True),
    ]
    for key in UNIT_ORDER:
        assert unit_key(base_unit(key), is_elite(key)) == key
    assert set(LAND_ARMY) | set(SHIPS) | {"hero"} == set(UNIT_ORDER)
    assert base_unit("creature") == "creature" and not is_elite("creature")


def test_the_units_are_the_scenarios_and_only_those_that_may_be_are_elite():
    content = load_scenario("classic")
    assert set(UNITS) == set(content.units)
    elite_keys = {k for k in UNIT_ORDER if is_elite(k)}
    assert {base_unit(k) for k in elite_keys} == {u for u, kind in content.units.items() if kind.may_be_elite}


def test_no_module_takes_a_unit_key_apart():
    parsing = re.compile(r'startswith\("elite_|removeprefix\("elite_|f"elite_\{|\[len\("elite_"\):\]')
    found = [
        f"{path.relative_to(PACKAGE)}: {line.strip()}"
        for path in sorted(PACKAGE.rglob("*.py")) if path.name != "units.py"
        for line in path.read_text().splitlines() if parsing.search(line)
    ]
    # The names a save may give: built, not read back.
    assert found == ['games/hellenica/saves/checks.py: "unit": frozenset(units | {f"elite_{unit}" for unit in units}),']
