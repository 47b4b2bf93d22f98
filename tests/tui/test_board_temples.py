"""The player boards count temples per deity in words: never "Aphrodite 0"."""

import re

from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.boardinfo import describe_boards
from hellenica_tui.tui.theme import map_palette


def test_temples_are_counted_per_deity_and_a_deity_without_one_says_so(tmp_path):
    session = GameSession.new(["athens", "sparta"], 5, path=str(tmp_path / "g.hsav"))
    patron = next(c for c in session.suggestions() if c.startswith("patron ")).split()[1]
    before = describe_boards(session.view(), session.content, map_palette(session.content, "mono"), "athens", [], {})
    assert before.plain.split("\n\n")[0].endswith("\n temples: none")  # a line from the start: a patron moves none
    session.submit(f"patron {patron}")
    content = session.content
    view = session.view()
    other = next(d for d in content.deities if d != patron)
    view.players["athens"].deities.append(other)  # a deity card whose temples are all gone
    palette = map_palette(content, "truecolor")
    text = describe_boards(view, content, palette, "athens", [], {}).plain
    athens = text.split("\n\n")[0]
    assert f" temples: 1 to {content.deities[patron].name}\n" in athens
    assert f" deities without a temple: {content.deities[other].name}" in athens
    names = "|".join(d.name for d in content.deities.values())
    assert not re.search(rf"({names}) \d", text)
    session.close()
