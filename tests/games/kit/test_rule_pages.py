"""A game's rules pages as read from its markdown files: paragraphs joined so any
screen wraps them, list items and a table's rows kept one a line."""

from hellenica_tui.games.kit.rule_pages import read_pages, reflow

PAGE = """# Upkeep

Each army costs 1 gold a turn, paid only where it can be
supplied.

- a unit not paid for eats a baggage unit
  of its stack;
- else it rolls.

| roll | what happens |
|---|---|
| below 6 | a starvation counter |
| 6 or more | it deserts |
"""


def test_a_page_is_read_with_its_paragraphs_joined_and_its_items_and_rows_apart(tmp_path):
    (tmp_path / "upkeep.md").write_text(PAGE, encoding="utf-8")
    (page,) = read_pages(tmp_path)
    assert (page.id, page.title) == ("upkeep", "Upkeep")
    assert page.text.split("\n") == [
        "Each army costs 1 gold a turn, paid only where it can be supplied.",
        "",
        "- a unit not paid for eats a baggage unit of its stack;",
        "- else it rolls.",
        "",
        "| roll | what happens |",
        "|---|---|",
        "| below 6 | a starvation counter |",
        "| 6 or more | it deserts |",
    ]


def test_reflowing_twice_changes_nothing():
    once = reflow(PAGE.partition("\n")[2])
    assert reflow(once) == once
