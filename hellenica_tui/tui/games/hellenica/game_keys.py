"""The game screen's keys (GameScreen.BINDINGS): the footer's first, then those
told in '?'. A key bound twice (f, e) has the footer show the one the screen
allows now (GameScreen.check_action)."""

from __future__ import annotations

from textual.binding import Binding, BindingType

KEYS: list[BindingType] = [
    # A priority binding runs before the app hands the next key on, so keys typed
    # right after ':' reach the prompt; it also keeps ':' out of the prompt's text.
    Binding("colon", "focus_prompt", "Command", key_display=":", priority=True),
    Binding("escape", "focus_map", "Map", show=False),
    # At 100 columns the footer holds only so much: the keys that matter first, in
    # this order; the others (b, a, g, ^y, ^s, i, r ...) are in '?' and work all the same.
    # f reopens the combat dialog: in the footer only while a combat is on (check_action).
    Binding("f", "combat(True)", "Combat"),
    Binding("f", "combat(False)", "Combat", show=False),
    # Turning the tile being placed and showing another of the hand: in the footer only then.
    Binding("t", "turn_tile", "Turn tile"),
    Binding("right_square_bracket", "next_tile(1)", "Next tile", key_display="]"),
    Binding("left_square_bracket", "next_tile(-1)", "Previous tile", key_display="[", show=False),
    Binding("ctrl+g", "give", "Give"),  # what pointing put in the prompt: in the footer only then
    # e: the expert AI's suggestion, into the prompt; once the game is over, the end charts again.
    Binding("e", "expert", "Expert"),
    Binding("e", "end_charts", "End charts"),
    Binding("o", "objectives", "Objectives"),
    Binding("ctrl+z", "undo", "Undo"),
    Binding("question_mark", "app.help", "Help", key_display="?"),  # every other key is there
    Binding("f1", "app.help", "Help", show=False),
    Binding("ctrl+q", "app.quit", "Quit", show=False, priority=True),  # as everywhere, told in '?'

    Binding("b", "pane('boards')", "Boards", show=False),
    Binding("a", "pane('area')", "Area", show=False),
    Binding("g", "pane('log')", "Log", show=False),
    Binding("L", "wide_log", "Wide log", show=False),
    Binding("full_stop", "skip_ai", "Skip AI", key_display=".", show=False),
    Binding("s", "ai_speed", "AI speed", show=False),
    Binding("c", "secret", "Secret choice", show=False),
    Binding("q", "interruptions", "When to ask", show=False),  # and quiet until my turn
    Binding("w", "recap", "What happened", show=False),
    Binding("ctrl+y", "redo", "Redo", show=False),
    Binding("ctrl+s", "save_as", "Save as", show=False),
    Binding("i", "app.reference", "Cards", show=False),
    Binding("r", "app.rules", "Rules", show=False),
    *(Binding(str(n), f"cast({n})", f"cast {n}", show=False) for n in range(1, 10)),
    Binding("ctrl+w", "app.back", "Title", show=False),
    # The rule that refused the last command, from the prompt too (where r is a letter).
    Binding("ctrl+r", "app.rules", "Rule", show=False, priority=True),
    Binding("H", "hints", "Hints", show=False),
    # The guided first game: the exact command of the step, from the prompt too.
    Binding("f2", "guide", "Show me", show=False, priority=True),
]
