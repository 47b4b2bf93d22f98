"""How the city-states fared turn by turn, drawn from the game's log.

`turn_series` re-reads the log with a replay cursor and samples each
player's Favor, cities, units and advancements at the start of every turn
and at the end, and its chance to win as the expert AI judges the position
one viewer could see (`ai/expert/judge.py`). `line_chart` and `bar_chart` draw
one of those figures over the turns in plain text cells. Every player has a letter of their own
(`markers`), so the charts read the same without colour (NO_COLOR).
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.style import Style
from rich.text import Text

from hellenica_tui.ai.expert.judge import win_percent
from hellenica_tui.engine.game import Game
from hellenica_tui.games.hellenica.core.state import State, cities_of

METRICS = ("Favor", "Cities", "Units", "Advancements", "Win %")
JUDGED = "Win %"  # the expert's estimate, worked out for all players at once
SEVERAL = "*"  # several players' points on one cell
BLOCKS = " ▁▂▃▄▅▆▇█"

Series = dict[str, list[int]]  # player -> one value per column


def measure(state: State, player: str) -> dict[str, int]:
    p = state.players[player]
    units = sum(sum(area.units[player].units.values()) for area in state.areas.values() if player in area.units)
    return {
        "Favor": p.favor,
        "Cities": len(cities_of(state, player)),
        "Units": units,
        "Advancements": len(p.advancements),
    }


def _sample(state: State, players: list[str], viewer: str | None, series: dict[str, dict[str, list[int]]]) -> None:
    judged = win_percent(state, viewer)
    for p in players:
        for metric, value in measure(state, p).items():
            series[p][metric].append(value)
        series[p][JUDGED].append(judged.get(p, 0))


def turn_series(game: Game, viewer: str | None = None) -> tuple[list[str], dict[str, dict[str, list[int]]]]:
    """Column labels ("T1", "T2", ..., "end") and, per player and metric, one value per
    column; the chances to win as `viewer` could judge them (None: a spectator)."""
    cursor = game.replay()
    players = [seat.name for seat in game.seats]
    last_turn = game.position[0]
    labels: list[str] = []
    series: dict[str, dict[str, list[int]]] = {p: {m: [] for m in METRICS} for p in players}
    for turn in range(1, last_turn + 1):
        try:
            cursor.seek_turn(turn)
        except ValueError:
            continue
        labels.append(f"T{turn}")
        _sample(cursor.state, players, viewer, series)
    labels.append("end")
    _sample(game.state, players, viewer, series)
    return labels, series


def markers(names: dict[str, str]) -> dict[str, str]:
    """One capital letter per player, the first of its name not taken yet (Athens A,
    Thebes T, Troy R)."""
    taken: set[str] = {SEVERAL}
    found: dict[str, str] = {}
    for player, name in names.items():
        letters = [c.upper() for c in name if c.isalpha()] + list("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        letter = next(c for c in letters if c not in taken)
        taken.add(letter)
        found[player] = letter
    return found


def _columns(count: int, width: int) -> list[int]:
    """Where each of `count` values sits across `width` cells, first and last at the edges."""
    if count == 1:
        return [0]
    return [round(i * (width - 1) / (count - 1)) for i in range(count)]


def _x_axis(labels: list[str], xs: list[int], width: int, left: int) -> Text:
    """The turn labels under their columns, as many as fit without touching."""
    row = [" "] * width
    free = 0
    for label, x in zip(labels, xs, strict=True):
        short = label[1:] if label.startswith("T") else label
        start = min(max(0, x - len(short) // 2), width - len(short))
        if start < free:
            continue
        row[start : start + len(short)] = short
        free = start + len(short) + 1
    return Text(" " * left + "".join(row).rstrip(), style="dim")


def line_chart(
    labels: list[str], series: Series, marks: dict[str, str], styles: Mapping[str, str | Style], width: int, height: int
) -> Text:
    """Each player's values over the turns as a line of its letter, joined by dots;
    `width` x `height` cells in all, axis labels included."""
    top = max((max(values) for values in series.values() if values), default=0) or 1
    left = len(str(top)) + 2
    rows = max(3, height - 1)
    plot = max(len(labels), width - left)
    xs = _columns(len(labels), plot)
    grid: list[list[tuple[str, str | Style]]] = [[(" ", "")] * plot for _ in range(rows)]

    def row_of(value: float) -> int:
        return rows - 1 - round(value * (rows - 1) / top)

    for player, values in series.items():
        style = styles.get(player, "")
        for i in range(len(values) - 1):  # the joins first, so the points stay on top
            x0, x1 = xs[i], xs[i + 1]
            for x in range(x0 + 1, x1):
                y = row_of(values[i] + (values[i + 1] - values[i]) * (x - x0) / (x1 - x0))
                if grid[y][x][0] == " ":
                    grid[y][x] = ("·", style)
    for player, values in series.items():
        for x, value in zip(xs, values, strict=False):
            y = row_of(value)
            here = grid[y][x][0]
            grid[y][x] = (SEVERAL, "bold") if here in marks.values() or here == SEVERAL else (
                marks[player], f"bold {styles.get(player, '')}".strip()
            )
    out = Text(no_wrap=True)
    for n, cells in enumerate(grid):
        level = top - n * top / (rows - 1)
        tick = str(round(level)) if n in (0, rows - 1) or n == (rows - 1) // 2 else ""
        out.append(f"{tick:>{left - 2}} ┤", style="dim")
        for char, style in cells:
            out.append(char, style=style)
        out.append("\n")
    out.append_text(_x_axis(labels, xs, plot, left))
    return out


def bar_chart(
    labels: list[str], series: Series, names: dict[str, str], marks: dict[str, str], styles: Mapping[str, str | Style],
    width: int, height: int = 0,
) -> Text:
    """A band of bars per player, one bar per turn, its letter, name and last value.
    Each band is as many rows high as `height` allows (up to 4), each row in eighths;
    the bars of a band stand on the row with the player's name."""
    top = max((max(values) for values in series.values() if values), default=0) or 1
    label_width = min(14, max((len(n) for n in names.values()), default=4)) + 3
    step = max(1, min(6, (width - label_width - 6) // max(1, len(labels))))
    rows = (height - 1) // max(1, len(series)) if height else 1
    gap = rows >= 3  # a blank row between bands, so one player's bars never touch the next
    band = max(1, min(4, rows - gap))
    out = Text(no_wrap=True)
    for n, (player, values) in enumerate(series.items()):
        style = styles.get(player, "")
        if gap and n:
            out.append("\n")
        for row in range(band - 1, -1, -1):  # top row first
            name = f"{marks[player]} {names.get(player, player)[:label_width - 3]}" if row == 0 else ""
            out.append(f"{name:<{label_width}}", style=style)
            for value in values:
                eighths = max(1, round(value * 8 * band / top)) if value > 0 else 0  # any value above 0 shows
                cell = BLOCKS[min(8, max(0, eighths - 8 * row))]
                out.append(cell * (step - 1 or 1), style=style)
                out.append(" " if step > 1 else "")
            out.append(f" {values[-1] if values else 0}\n" if row == 0 else "\n", style="bold")
    out.append_text(_x_axis(labels, [i * step for i in range(len(labels))], step * len(labels) + 2, label_width))
    return out


def legend(series: Series, names: dict[str, str], marks: dict[str, str], styles: Mapping[str, str | Style]) -> Text:
    out = Text()
    for player, values in series.items():
        out.append(f"{marks[player]} {names.get(player, player)} {values[-1] if values else 0}", style=styles.get(player, ""))
        out.append("   ")
    out.append(f"{SEVERAL} several", style="dim")
    return out
