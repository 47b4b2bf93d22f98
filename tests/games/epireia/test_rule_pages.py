import re
from pathlib import Path

import pytest

import hellenica_tui.games.epireia as package
from hellenica_tui.engine.errors import IllegalCommand, InvalidCommand
from hellenica_tui.games.epireia.rule_pages import PAGE_OF_KIND
from tests.games.epireia.conftest import R, act, started

PAGES = {p.stem for p in R.rules_folder().glob("*.md")} - {"README"}


def test_every_command_kind_has_a_page_and_every_page_named_exists():
    assert {t.__name__ for t in R.command_types} == set(PAGE_OF_KIND)
    named = set(PAGE_OF_KIND.values())
    for source in Path(package.__file__).parent.rglob("*.py"):
        named |= set(re.findall(r'IllegalCommand\([^()]*(?:\([^()]*\)[^()]*)*, "([a-z-]+)"\)', source.read_text()))
    assert named - PAGES == set()
    assert {"costs", "build", "figures", "acts", "battle", "territories", "cities"} <= named


def test_the_index_lists_every_page():
    index = (R.rules_folder() / "README.md").read_text()
    assert set(re.findall(r"\]\(([a-z-]+)\.md\)", index)) == PAGES


def test_a_refusal_names_its_page():
    state = started(2)
    state.city("p1").resources["wood"] = 0
    with pytest.raises(IllegalCommand) as info:
        act(state, "p1", "build temple")
    assert info.value.rule == "build"
    with pytest.raises(IllegalCommand) as info:
        act(state, "p2", "donate 2 wheat")  # not p2's turn
    assert info.value.rule == "turn"
    with pytest.raises(IllegalCommand) as info:
        act(state, "p1", "donate 1 wheat")
    assert info.value.rule == "donate"
    with pytest.raises(InvalidCommand) as info:
        act(state, "p1", "fly")
    assert info.value.rule == "commands"
