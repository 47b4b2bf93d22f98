"""The rules pages of a scenario: `rules/<id>.md`, a `# Title` line then the text.
A refusal names the id of the page of its rule."""

from __future__ import annotations

from hellenica_tui.games.hellas.content import scenarios_root
from hellenica_tui.games.kit.rule_pages import RulePage, read_pages

ORDER = ("setup", "initial-map", "placement", "turn", "burst", "voyage", "attack", "regroup", "gods", "victory",
         "notation", "decisions")  # fmt: skip


def rule_pages(scenario: str = "standard") -> dict[str, tuple[str, str]]:
    """Each page's id -> (title, text), in the order a game goes."""
    return {p.id: (p.title, p.text) for p in pages(scenario)}


def pages(scenario: str = "standard") -> tuple[RulePage, ...]:
    return read_pages(scenarios_root() / scenario / "rules", order=ORDER)
