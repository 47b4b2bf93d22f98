"""Epireia's board and panes as text, drawn from each seat's view: what a seat sees of
the other league's tokens, the figure asked in the Great Battle, the map's marks."""

from __future__ import annotations

import io

from rich.console import Console

from hellenica_tui.seat.play import Session
from hellenica_tui.tui.games.epireia.ui import UI
from tests.tui.games.epireia.positions import developing, fighting, laying_out


def text(renderable) -> str:
    console = Console(width=100, no_color=True, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


def test_a_league_sees_its_own_tokens_laid_and_the_others_face_down(tmp_path):
    path = laying_out(str(tmp_path / "l.hsav"))
    first, second = Session.load(path, "first"), Session.load(path, "second")
    try:
        content = first.module.ruleset().content(first.state)
        laid = first.state.battle.slots
        boards = {"first": text(UI.board(first, first.view())), "second": text(UI.board(second, second.view()))}
        for league, mine, theirs in (("delian", "first", "second"), ("peloponnesian", "second", "first")):
            assert laid[league]
            for token in laid[league].values():
                shown = f"{token}={content.tokens[token].value}"
                assert shown in boards[mine] and shown not in boards[theirs]
        assert boards["first"].count("face-dn") == len(laid["peloponnesian"]) + 1  # and the legend
        assert boards["second"].count("face-dn") == len(laid["delian"]) + 1
    finally:
        first.close()
        second.close()


def test_the_figure_asked_in_the_battle_is_told_what_committing_does(tmp_path):
    path = fighting(str(tmp_path / "f.hsav"))
    first, second = Session.load(path, "first"), Session.load(path, "second")
    try:
        battle = first.state.battle
        assert (first.state.phase, battle.front, battle.column, first.to_act()) == ("battle", 1, 1, ["second"])
        asked, other = text(UI.board(second, second.view())), text(UI.board(first, first.view()))
        assert "Your Lysander leads the Center: commit adds 2 to column 1" in asked
        assert "Keys: m commit the figure  h hold it back" in asked
        assert "commit adds" not in other and "Keys:" not in other
        assert ">Center" in other and "led by Lysander" in other and "led by Eupolemos" in asked  # shown once ready
    finally:
        first.close()
        second.close()


def test_the_board_tells_the_round_the_act_and_the_viewers_own_city(tmp_path):
    session = Session.load(developing(str(tmp_path / "d.hsav")))
    try:
        board = text(UI.board(session, session.view()))
        card = session.module.ruleset().content(session.state).cards[session.state.card]
        assert "Round 1: development; First (Delian, Athens) acts, 2 actions left" in board
        assert f"Act 1: {card.title}; goal at least" in board
        assert "You (Athens): Prestige 1; 2 wheat, 2 wood, 2 copper; 0 tokens; at home: Pericles" in board
        assert "Keys: d donate  b build  p produce" in board
        assert " ~  Egypt" in board and " x  Macedonia" in board and "played by Second [P]" in board  # the Act closes it
        cities = text(UI.panes()[0].render(session, session.view()))
        assert "Administrator: Archon" in cities and "Administrator: Polemarch" in cities
    finally:
        session.close()


def test_the_reference_holds_every_card_and_the_rules_pages():
    titles = [title for title, _ in UI.reference()]
    assert "Administrator: Polemarch" in titles and "Buildings" in titles and "Augur cards (solo)" in titles
    assert sum(t.startswith("Act ") for t in titles) == 9 and "Rules: The Great Battle" in titles
