"""The race to win, as text for the objectives screen (no Textual here).

Met and unmet objectives differ by a mark and a word ("[x] ... met",
"[ ] ... 2 to go"), never by colour alone; what counts only if it holds at the
upkeep (an upgrade under construction, a city about to fall) is told as pending."""

from __future__ import annotations

from collections.abc import Mapping

from rich.style import Style
from rich.text import Text

from hellenica_tui.games.hellenica.table.progress import Goal, Race, warnings
from hellenica_tui.tui.boardinfo import ai_label


def describe_race(
    r: Race, names: dict[str, str], ai: Mapping[str, str], styles: Mapping[str, Style | str] | None = None
) -> Text:
    """The viewer's objectives in numbers, a warning per player close to winning,
    then every player's public standing (`ai`: the AI seats' levels)."""
    styles = styles or {}
    out = Text()
    out.append(f"{r.need} objectives win; they are checked at each upkeep.\n", style="bold")
    for line in warnings(r, names):
        out.append("! ", style="bold reverse")
        out.append(line + "\n", style="bold")
    if r.viewer is not None:
        out.append("\nYour objectives\n", style="bold underline")
        for goal in r.of(r.viewer).goals:
            _goal(out, goal, secret_word=not goal.public)
    out.append("\nEveryone\n", style="bold underline")
    labels = {
        s.player: names.get(s.player, s.player) + (f" ({ai_label(ai[s.player])})" if s.player in ai else "")
        for s in r.standings
    }
    width = max(map(len, labels.values()))
    out.append(f"  {'':{width}}  {'met':>7}  {'cities':>6}  {'Favor':>5}\n", style="bold")
    for s in r.standings:
        label = labels[s.player]
        out.append("  ")
        out.append(f"{label:{width}}", style=styles.get(s.player, "bold"))
        out.append(f"  {s.met:>3} of {r.need}  {s.cities:>6}  {s.favor:>5}")
        if s.secret:
            out.append(f"  +{s.secret} secret Ethos", style="italic")
        pending = sum(bool(g.pending) and not g.met for g in s.goals)
        if pending:
            out.append(f"  {pending} pending", style="italic")  # told card by card below
        out.append("\n")
    for s in r.standings:
        if s.player == r.viewer:
            continue
        out.append("\n")
        out.append(names.get(s.player, s.player), style=styles.get(s.player, "bold"))
        hidden = f", and {s.secret} secret Ethos card{'s' if s.secret != 1 else ''}" if s.secret else ""
        out.append(f": the objectives everyone can follow{hidden}\n")
        for goal in s.goals:
            _goal(out, goal)
    out.rstrip()
    return out


def _goal(out: Text, goal: Goal, secret_word: bool = False) -> None:
    out.append("  [x] " if goal.met else "  [ ] ", style="bold" if goal.met else "")
    line = goal.line()
    if secret_word:
        name, _, rest = line.partition(": ")
        line = f"{name} (secret Ethos): {rest}"
    out.append(line + "\n", style="bold" if goal.met else "")
