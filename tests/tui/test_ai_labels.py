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
    assert "expert AI" in next(h for h in heads if h.startswith("> Sparta"))  # short: the panel is narrow
    assert next(h for h in heads if h.startswith("  Thebes")).endswith("AI)")  # the rules' own AI
    names = {p: session.name(p) for p in session.players}
    table = describe_race(race(session.state, content, "athens"), names, session.ai_levels()).plain
    assert "Sparta (AI expert)" in table and "Thebes (AI rulebook)" in table
    session.close()


def test_an_ai_reading_of_a_card_is_named_apart_from_the_card_as_printed(tmp_path):
    # The rulebook AI judges Devotion (temples to 4 deities) by its settlements: shown as
    # "Devotion" beside a person's Devotion, the two read as one card counting two things.
    from hellenica_tui.games.hellenica.table.progress import standing

    session = GameSession.new(["athens", "sparta"], 5, path=str(tmp_path / "g.hsav"), ai=["sparta"])
    session.state.ai.ethos = ["devotion", "might"]
    goals = {g.card: g for g in standing(session.state, session.content, "sparta").goals}
    assert goals["devotion"].name == "Devotion (AI reading)" and goals["devotion"].what == "settlements controlled"
    assert goals["might"].name == "Might"  # judged as printed
    session.close()


def test_an_expert_seat_at_a_level_a_player_chose_is_named_with_it(tmp_path):
    from hellenica_tui.tui.boardinfo import ai_label

    assert ai_label("expert") == "AI expert" and ai_label("expert", short=True) == "expert AI"  # normal: as ever
    assert ai_label("expert-hard") == "AI expert, hard" and ai_label("expert-easy", short=True) == "expert AI, easy"
    session = GameSession.new(
        ["athens", "sparta", "thebes"], 5, path=str(tmp_path / "g.hsav"), ai=["sparta", "thebes"], expert=["sparta"],
        level="hard",
    )
    assert session.ai_levels() == {"sparta": "expert-hard", "thebes": "rulebook"}
    names = {p: session.name(p) for p in session.players}
    table = describe_race(race(session.state, session.content, "athens"), names, session.ai_levels()).plain
    assert "Sparta (AI expert, hard)" in table and "Thebes (AI rulebook)" in table
    boards = describe_boards(
        session.view(), session.content, map_palette(session.content, "mono"), "athens", [], {}, session.ai_levels()
    ).plain
    assert "expert AI, hard)" in next(line for line in boards.splitlines() if "Sparta" in line)
    session.close()
