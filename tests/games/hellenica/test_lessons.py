"""The guided first game's lessons: read from the scenario, where a game stands
in them (from the player's commands alone), the optional steps passed over."""

from __future__ import annotations

import pytest

from hellenica_tui.games.hellenica.table.lessons import (
    Lesson,
    LessonError,
    Step,
    fits,
    is_guided,
    lesson,
    now,
    progress,
)
from hellenica_tui.games.hellenica.table.rule_pages import page
from tests.proof.walk import RULESET


def small() -> Lesson:
    return Lesson(
        title="t", players=["athens", "sparta"], ai=["sparta"], seed=1,
        step=[
            Step("a", "x", do=["patron"], show="patron zeus"),
            Step("b", "x", do=["invoke", "skip"], optional=True),
            Step("c", "x", do=["supply movement"]),
            Step("d", "x", do=["move"]),
            Step("e", "x", do=["move"]),
            Step("end", "x"),
        ],
    )


def test_the_first_lesson_reads_and_names_pages_that_exist():
    first = lesson()
    assert first.player == "athens" and set(first.ai) == {"sparta", "thebes"}
    assert first.step[-1].do == [] and all(s.do for s in first.step[:-1])
    for step in first.step:
        assert page(step.page) is not None, step.title
        assert step.show == "" or fits(step.show, step), step.title


def test_a_command_completes_the_step_it_fits_and_optional_steps_are_passed_over():
    lesson_ = small()
    assert progress(lesson_, []) == 0
    assert progress(lesson_, ["patron zeus"]) == 1
    assert progress(lesson_, ["patron zeus", "supply movement athens from athens"]) == 3  # no window came
    assert progress(lesson_, ["patron zeus", "skip", "supply movement athens from athens"]) == 3
    assert progress(lesson_, ["patron zeus", "pass"]) == 1  # a command of no step ahead changes nothing
    assert progress(lesson_, ["patron zeus", "supply movement a", "move 1 trireme to x", "move 2 hoplite to y"]) == 5
    assert not fits("supplying", Step("s", "x", do=["supply"]))


def test_now_shows_the_step_the_game_is_at_and_its_exact_command():
    lesson_ = small()
    shown = now(lesson_, [], ["patron apollo", "patron zeus"])
    assert (shown.number, shown.command, shown.off_script, shown.done) == (1, "patron zeus", False, False)
    shown = now(lesson_, [], ["patron apollo"])  # the shown command is not allowed: one of its kind is
    assert shown.command == "patron apollo"
    # the optional window is not open: its step is passed over
    shown = now(lesson_, ["patron zeus"], ["pass", "supply movement athens from athens"])
    assert (shown.number, shown.command) == (3, "supply movement athens from athens")
    # the game asks something else first: the guide says so and shows a command it takes
    shown = now(lesson_, ["patron zeus"], ["choose argos", "choose megara"])
    assert (shown.number, shown.off_script, shown.command) == (3, True, "choose argos")
    shown = now(lesson_, ["patron zeus", "supply movement a"], ["choose argos"])
    assert shown.off_script and shown.command == "choose argos"
    shown = now(lesson_, ["patron zeus", "supply movement a"], [])  # others are acting
    assert (shown.number, shown.command, shown.off_script) == (4, "", False)
    assert now(lesson_, ["patron zeus", "supply movement a", "move a", "move b"], ["pass"]).done


def test_a_game_is_the_lessons_by_its_city_states_ai_seats_and_seed():
    from hellenica_tui.engine.ruleset import Seat

    first = lesson()
    seats = [Seat(p, "ai", "rulebook") if p in first.ai else Seat(p) for p in first.players]
    state = RULESET.initial_state("classic", seats, first.seed, first.settings)
    assert is_guided(first, state)
    assert not is_guided(first, RULESET.initial_state("classic", seats, first.seed + 1, first.settings))
    people = [Seat(p) for p in first.players]
    assert not is_guided(first, RULESET.initial_state("classic", people, first.seed, first.settings))


def test_a_broken_lessons_file_is_refused_with_its_reason(tmp_path, monkeypatch):
    folder = tmp_path / "mine" / "lessons"
    folder.mkdir(parents=True)
    (folder / "first-game.toml").write_text(
        'title = "t"\nplayers = ["athens"]\nai = []\nseed = 1\n[[step]]\ntitle = "a"\ntext = "x"\npoints = "nowhere"\n'
    )
    with pytest.raises(LessonError, match="points at 'nowhere'"):
        lesson(scenario=str(tmp_path / "mine"))
