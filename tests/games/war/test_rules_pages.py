import re
import shutil
from pathlib import Path

import pytest

import hellenica_tui.games.war as war
from hellenica_tui.games.kit.rule_pages import RulePagesError
from hellenica_tui.games.war.content.loading import rule_pages, scenarios_root
from tests.games.war.helpers import blank, run


def test_every_rule_a_refusal_names_has_its_page():
    pages = rule_pages("aegean")
    code = "".join(p.read_text() for p in Path(war.__file__).parent.rglob("*.py"))
    named = set(re.findall(r'IllegalCommand\((?:[^"()]|"[^"]*"|\([^()]*\))*?, "([a-z]+)"\)', code))
    assert {"movement", "battles", "recruit", "diplomacy", "turn", "setup"} <= named
    assert named <= set(pages), named - set(pages)
    assert {"players", "victory", "upkeep", "revenue", "navigation", "leaders", "traits", "cards"} <= set(pages)


def test_a_refusal_carries_its_rule():
    state = blank(phase="recruit")
    with pytest.raises(Exception) as info:
        run(state, "ann", "recruit army athens")
    assert info.value.rule == "recruit"


def test_a_page_without_a_title_is_refused(tmp_path):
    folder = tmp_path / "aegean"
    shutil.copytree(scenarios_root() / "aegean", folder)
    (folder / "rules" / "extra.md").write_text("no title\n")
    with pytest.raises(RulePagesError, match="opens with its title"):
        rule_pages(str(folder))
