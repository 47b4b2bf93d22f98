"""Facts about a state that the rules, the AI and the screens all ask: each has one function."""

from __future__ import annotations

import re
from pathlib import Path

import hellenica_tui
from hellenica_tui.games.hellenica.core.state import (
    Holder,
    cities_of,
    city_counts,
    is_ai,
    set_turncoat_holder,
    stack_of,
    turncoat_holder,
)
from tests.games.hellenica.rules.conftest import new_game

PACKAGE = Path(hellenica_tui.__file__).parent


def test_cities_of_and_city_counts_follow_the_owners(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta", "thebes"], seed=3)
    s = game.state
    for name, p in s.players.items():
        assert cities_of(s, name) == [p.home]
    assert city_counts(s) == {"athens": 1, "sparta": 1, "thebes": 1}
    s.areas[s.players["thebes"].home].owner = "athens"
    assert cities_of(s, "athens") == [a for a in s.areas if a in (s.players["athens"].home, s.players["thebes"].home)]
    assert cities_of(s, "thebes") == []
    assert city_counts(s) == {"athens": 2, "sparta": 1, "thebes": 0}


# `[a for a, st in s.areas.items() if st.owner == player]` and its variants (a sum, a set, a
# loop over the values): the cities a player owns, worked out again instead of asked.
OWNED_AGAIN = re.compile(r"for \w+(, \w+)? in \w+(\.s)?\.areas\.(items|values)\(\)( if \w+\.owner ==)")


def test_no_module_works_out_a_players_cities_again() -> None:
    again = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name == "state.py" and path.parent.name == "core":
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if OWNED_AGAIN.search(line) or re.search(r"sum\(\w+\.owner == \w+ for", line):
                again.append(f"{path.relative_to(PACKAGE)}:{number}")
    assert again == []


def test_a_turncoats_holder_is_read_as_it_was_written_and_saved_as_before(scenario: str) -> None:
    s = new_game(scenario, ["athens", "sparta"], seed=3).state
    assert turncoat_holder(s, "alcibiades") == Holder("", "")
    set_turncoat_holder(s, "alcibiades", Holder("sparta", "laconia"))
    assert turncoat_holder(s, "alcibiades") == Holder(player="sparta", area="laconia")
    assert s.turncoats == {"alcibiades": "sparta/laconia"}  # the form older saves hold


def test_stack_of_puts_one_empty_stack_where_there_was_none_and_is_ai_reads_the_seat(scenario: str) -> None:
    s = new_game(scenario, ["athens", "sparta"], seed=3).state
    home = s.players["athens"].home
    assert stack_of(s, home, "athens") is s.areas[home].units["athens"]
    empty = next(a for a, area in s.areas.items() if not area.units)
    stack = stack_of(s, empty, "sparta")
    assert stack.units == {} and stack_of(s, empty, "sparta") is stack and list(s.areas[empty].units) == ["sparta"]
    assert not is_ai(s, "athens") and not is_ai(s, "nobody")
    s.players["athens"].kind = "ai"
    assert is_ai(s, "athens")
