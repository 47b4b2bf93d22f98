"""The rules pages of a scenario: `rules/<id>.md`, a `# Title` line then the text.
A refusal names the id of the page of its rule."""

from __future__ import annotations

from hellenica_tui.games.hellas.content import ContentError, scenarios_root

ORDER = ("setup", "initial-map", "placement", "turn", "burst", "voyage", "attack", "regroup", "gods", "victory",
         "notation", "decisions")  # fmt: skip


def rule_pages(scenario: str = "standard") -> dict[str, tuple[str, str]]:
    """Each page's id -> (title, text), in the order a game goes."""
    folder = scenarios_root() / scenario / "rules"
    pages: dict[str, tuple[str, str]] = {}
    found = sorted(folder.glob("*.md"), key=lambda p: (ORDER.index(p.stem) if p.stem in ORDER else len(ORDER), p.stem))
    for path in found:
        head, _, body = path.read_text(encoding="utf-8").partition("\n")
        if not head.startswith("# "):
            raise ContentError(f"rules/{path.name}: a page begins with '# Title'")
        pages[path.stem] = (head[2:].strip(), body.strip())
    return pages
