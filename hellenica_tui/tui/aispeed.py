"""How fast the AI city-states act on the game screen: the pause between two of
their commands, so a person can follow them (or not wait at all)."""

from __future__ import annotations

# Name, seconds between two AI commands; in the order the game screen's key cycles them.
AI_SPEEDS: dict[str, float] = {"slow": 1.2, "normal": 0.4, "fast": 0.1, "instant": 0.0}
DEFAULT_SPEED = "normal"


def next_speed(speed: str) -> str:
    """The speed after `speed` in the cycle (slow, normal, fast, instant, slow, ...)."""
    names = list(AI_SPEEDS)
    return names[(names.index(speed) + 1) % len(names)] if speed in AI_SPEEDS else DEFAULT_SPEED


def describe(speed: str) -> str:
    pause = AI_SPEEDS[speed]
    return f"AI speed: {speed} ({f'one command every {pause:g} s' if pause else 'no pause'})"
