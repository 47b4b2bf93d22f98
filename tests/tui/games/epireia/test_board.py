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


def test_a_solo_player_sees_the_enemy_army_the_scenario_prints(tmp_path):
    """The scenario's army is public: the Act pane lists it column by column from the
    start, and the battlefield shows its tokens though the rules' view keeps them face
    down, as it keeps any other league's (the search AI plays knowing them too)."""
    from hellenica_tui.engine.ruleset import Seat
    from hellenica_tui.seat.opening import new_game
    from hellenica_tui.tui.games.epireia.battlegrid import battle_grid

    made = new_game("epireia", "standard", [Seat("first")], 3, {"solo": "pride-of-sparta"}, str(tmp_path / "s.hsav"))
    session = Session(made.game, module=made.module)
    try:
        pane = text(UI.panes()[2].render(session, session.view()))
        assert "The enemy's army (printed with the scenario):" in pane and "No Act yet" not in pane
        assert "Flank: col 1 cav 3, col 2 cav 4 + cav 2 (6)" in pane
    finally:
        session.close()
    path = laying_out(str(tmp_path / "l.hsav"))
    second = Session.load(path, "second")
    try:
        view = second.view()
        content = second.module.ruleset().content(second.state)
        army = content.solos["pride-of-sparta"].army
        hidden = [slot for slot, token in view["battle"]["slots"]["delian"].items() if token == "?"]
        assert any(slot in army for slot in hidden)
        as_two = text(battle_grid(second, view))
        view["solo"] = "pride-of-sparta"  # the same laid-out slots, read as a solo game's enemy
        as_solo = text(battle_grid(second, view))
        for slot in (slot for slot in hidden if slot in army):
            shown = f"{army[slot]}={content.tokens[army[slot]].value}"
            assert shown in as_solo and shown not in as_two
        assert as_solo.count("face-dn") == 1 + sum(slot not in army for slot in hidden)  # the legend's
    finally:
        second.close()


def test_a_tokens_cost_in_the_lists_counts_what_a_constraint_adds():
    from hellenica_tui.games.epireia.content.lookup import content_for
    from hellenica_tui.tui.games.epireia import words as w

    content = content_for("standard")
    quiet = {"card": "", "solo": "", "augur": ""}
    assert w.token_cost(content, quiet, "triremes", 1) == {"wood": 2}
    assert w.token_cost(content, {**quiet, "augur": "dear-bronze"}, "triremes", 1) == {"wood": 2, "copper": 1}
    assert w.token_cost(content, {**quiet, "augur": "dear-bronze"}, "hoplites", 1) == {"copper": 3}


def flat(renderable) -> str:
    return " ".join(text(renderable).split())


def test_the_last_act_tells_that_the_great_battle_follows_the_round_it_is_met_in(tmp_path):
    session = Session.load(developing(str(tmp_path / "d.hsav")))
    try:
        view = session.view()
        assert "Great Battle" not in flat(UI.board(session, view))  # the first Act says nothing of it
        view["act"] = 3
        assert "once met, the Great Battle ends that round" in flat(UI.board(session, view))
        view["act_done"] = True
        assert "(completed); goal" in flat(UI.board(session, view))
        assert "the Great Battle follows this round" in flat(UI.board(session, view))
    finally:
        session.close()


def test_an_objective_of_one_reads_in_the_singular():
    from hellenica_tui.games.epireia.content.lookup import content_for
    from hellenica_tui.tui.games.epireia import words as w

    told = [w.objective(o) for o in content_for("standard").solos["watch-on-the-north"].objectives]
    assert told == ["at least 4 buildings built", "at least 1 Territory held"]
