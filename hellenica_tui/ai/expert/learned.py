"""The judgement learned from finished games: each player's chance to win as a
softmax over the players of w . features (`features.py`), with the weights
fitted by `bench/judgement_fit.py` and kept in the scenario's judgement/weights.toml.

A finished game gives its winners their share and everyone else nothing. The
weights file is checked when read: a missing or unknown feature, a weight that
is not a finite number, or a file that is not TOML is a JudgementError naming
the file and what is wrong.
"""

from __future__ import annotations

import functools
import math
import tomllib

from hellenica_tui.ai.expert.features import FEATURES, features
from hellenica_tui.games.hellenica.content.loading import scenarios_dir
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.state import OVER, State

FILE = "judgement/weights.toml"  # in a folder of its own: not one of the rules files the content hash reads


class JudgementError(ValueError):
    """A weights file that cannot be used."""


def parse(text: str, where: str = FILE) -> dict[str, float]:
    """The weights of a judgement file's text, by feature; JudgementError if it is not one."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise JudgementError(f"{where}: not TOML ({error})") from None
    weights = data.get("weights")
    if not isinstance(weights, dict):
        raise JudgementError(f"{where}: no [weights] table")
    unknown = sorted(set(weights) - set(FEATURES))
    missing = [f for f in FEATURES if f not in weights]
    if unknown or missing:
        raise JudgementError(f"{where}: unknown features {unknown}, missing features {missing}")
    for name, w in weights.items():
        if isinstance(w, bool) or not isinstance(w, (int, float)) or not math.isfinite(w):
            raise JudgementError(f"{where}: weight of {name} is {w!r}, not a finite number")
    return {f: float(weights[f]) for f in FEATURES}


@functools.cache
def weights_of(scenario: str = "classic") -> tuple[float, ...]:
    """The shipped weights (in FEATURES' order) of a scenario's judgement file."""
    path = scenarios_dir() / scenario / FILE
    if not path.exists():
        path = scenarios_dir() / "classic" / FILE
    got = parse(path.read_text(encoding="utf-8"), str(path.name))
    return tuple(got[f] for f in FEATURES)


def softmax(rows: dict[str, list[float]], weights: tuple[float, ...]) -> dict[str, float]:
    """Each player's chance from its feature row: exp(w . f), normalized over the players."""
    s = {name: sum(w * x for w, x in zip(weights, row, strict=True)) for name, row in rows.items()}
    top = max(s.values())
    e = {name: math.exp(v - top) for name, v in s.items()}
    total = sum(e.values())
    return {name: v / total for name, v in e.items()}


def chances(state: State, weights: tuple[float, ...] | None = None) -> dict[str, float]:
    """Each player's learned chance to win on `state` (a view or a finished game); they sum to 1."""
    if state.phase == OVER:
        won = set(state.winners)
        return {name: (1 / len(won) if name in won else 0.0) for name in state.players}
    return softmax(features(state, content_of(state)), weights or weights_of())
