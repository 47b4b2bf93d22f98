"""An AI seat is named as one, with its level, wherever the screens name seats: an
expert seat plays as a person does (no AI player in the rules' state), and is an AI
all the same."""

from hellenica_tui.games.hellenica.table.progress import race
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.boardinfo import describe_boards
from hellenica_tui.tui.raceinfo import describe_race
from hellenica_tui.tui.theme import map_palette


def test_the_expert_and_the_rulebook_seats_are_both_named_ai_with_their_level(tmp_path):
    session = GameSession.new(
        ["athens", "sparta", "thebes"], 5, path=str(tmp_path / "g.hsav"), ai=["sparta", "thebes"], expert=["sparta"]
    )
    assert session.ai_levels() == {"sparta": "expert", "thebes": "rulebook"}
    view, content = session.view(), session.content
    boards = describe_boards(
        view, content, map_palette(content, "mono"), "athens", ["athens", "sparta"], {}, session.ai_levels()
    ).plain
    heads = [block.split("\n")[0] for block in boards.split("\n\n") if block.strip()]
    assert "> Athens" in heads  # a person's seat: no tag
    assert "AI expert" in next(h for h in heads if h.startswith("> Sparta"))
    assert "AI rulebook" in next(h for h in heads if h.startswith("  Thebes"))
    names = {p: session.name(p) for p in session.players}
    table = describe_race(race(session.state, content, "athens"), names, session.ai_levels()).plain
    assert "Sparta (AI expert)" in table and "Thebes (AI rulebook)" in table
    session.close()
