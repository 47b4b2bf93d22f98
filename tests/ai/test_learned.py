"""The judgement learned from games: its weights file, its chances, and its fit."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from hellenica_tui.ai.expert.features import FEATURES
from hellenica_tui.ai.expert.learned import FILE, JudgementError, chances, parse, weights_of
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content.loading import scenarios_dir
from hellenica_tui.games.hellenica.content.lookup import content_for
from hellenica_tui.games.hellenica.core.state import OVER, copy_state
from hellenica_tui.games.hellenica.core.view import view
from hellenica_tui.games.hellenica.turn.setup import initial_state

NAMES = ["athens", "sparta", "thebes"]


def good() -> str:
    return "[weights]\n" + "".join(f"{f} = 0.5\n" for f in FEATURES)


def test_the_shipped_weights_load_one_per_feature():
    text = (scenarios_dir() / "classic" / FILE).read_text(encoding="utf-8")
    assert list(parse(text)) == list(FEATURES)
    assert len(weights_of()) == len(FEATURES)


@pytest.mark.parametrize(("text", "says"), [
    ("[weights\n", "not TOML"),
    ("[fit]\nseed = 1\n", "no [weights] table"),
    ("[weights]\nscore = 1.0\n", "missing features"),
    (good() + "luck = 2.0\n", "unknown features ['luck']"),
    (good().replace("score = 0.5", "score = \"high\""), "weight of score"),
    (good().replace("score = 0.5", "score = nan"), "not a finite number"),
])
def test_a_bad_weights_file_says_what_is_wrong(text, says):
    with pytest.raises(JudgementError, match=r"weights\.toml") as error:
        parse(text, "weights.toml")
    assert says in str(error.value)


def test_the_chances_sum_to_one_and_a_won_game_gives_the_winner_all():
    state = initial_state(content_for("classic", None), [Seat(n, "ai", "rulebook") for n in NAMES], 3, {},
                          scenario="classic")
    got = chances(view(state, "sparta"))
    assert set(got) == set(NAMES) and abs(sum(got.values()) - 1) < 1e-9
    over = copy_state(state)
    over.phase, over.winners = OVER, ["thebes"]
    assert chances(over) == {"athens": 0.0, "sparta": 0.0, "thebes": 1.0}


def _bench():
    path = Path(__file__).resolve().parents[2] / "bench" / "judgement_fit.py"
    spec = importlib.util.spec_from_file_location("judgement_fit", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["judgement_fit"] = module
    spec.loader.exec_module(module)
    return module


def test_the_fit_is_the_same_from_the_same_seed():
    fit = _bench()
    samples = [s for i in range(2) for s in fit.game_samples(i, 7)]
    assert samples and samples == [s for i in range(2) for s in fit.game_samples(i, 7)]
    first = fit.fit(samples)
    assert first == fit.fit(samples) and len(first) == len(FEATURES)
    assert all(abs(x) < 1e3 for x in first)


def test_inside_turns_the_fit_takes_positions_rounds_after_a_turns_start():
    fit = _bench()
    starts, inside = fit.game_samples(1, 7), fit.game_samples(1, 7, inside=True)
    assert len(starts) == len(inside) > 1
    moved = [k for k, (a, b) in enumerate(zip(starts, inside, strict=True)) if a[1] != b[1]]
    assert moved and all((1 + k) % fit.ROUNDS for k in moved)  # the k-th goes (1 + k) mod 4 rounds in


def test_the_judged_game_reads_the_learned_chances():
    from hellenica_tui.ai.expert.judge import percent

    state = initial_state(content_for("classic", None), [Seat(n, "ai", "rulebook") for n in NAMES], 5, {},
                          scenario="classic")
    seen = view(state, "athens")
    assert percent(seen) == {n: round(100 * c) for n, c in chances(seen).items()}
