"""How the city-states fared turn by turn, drawn from the game's log.

`turn_series` re-reads the log with a replay cursor and samples each
player's Favor, cities, units and advancements at the start of every turn
and at the end; `chart_table` lays the figures out with a bar for the last
value, in plain characters so any terminal shows them.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from hellenica_tui.engine.game import Game
from hellenica_tui.games.hellenica.state import State

METRICS = ("Favor", "Cities", "Units", "Advancements")


def measure(state: State, player: str) -> dict[str, int]:
    p = state.players[player]
    units = sum(sum(area.units[player].units.values()) for area in state.areas.values() if player in area.units)
    return {
        "Favor": p.favor,
        "Cities": sum(area.owner == player for area in state.areas.values()),
        "Units": units,
        "Advancements": len(p.advancements),
    }


def turn_series(game: Game) -> tuple[list[str], dict[str, dict[str, list[int]]]]:
    """Column labels ("T1", "T2", ..., "end") and, per player and metric, one value per column."""
    cursor = game.replay()
    players = [seat.name for seat in game.seats]
    last_turn = game.position[0]
    labels: list[str] = []
    series = {p: {m: [] for m in METRICS} for p in players}
    for turn in range(1, last_turn + 1):
        try:
            cursor.seek_turn(turn)
        except ValueError:
            continue
        labels.append(f"T{turn}")
        for p in players:
            for metric, value in measure(cursor.state, p).items():
                series[p][metric].append(value)
    labels.append("end")
    for p in players:
        for metric, value in measure(game.state, p).items():
            series[p][metric].append(value)
    return labels, series


def chart_table(labels: list[str], series: dict[str, dict[str, list[int]]], names: dict[str, str], styles: dict) -> Table:
    table = Table(box=None, pad_edge=False, show_header=True, header_style="bold")
    table.add_column("")
    for label in labels:
        table.add_column(label, justify="right")
    table.add_column("")
    for metric in METRICS:
        top = max((values[metric][-1] for values in series.values()), default=0) or 1
        table.add_row(Text(metric, style="bold underline"))
        for player, values in series.items():
            row = values[metric]
            bar = Text("#" * round(12 * row[-1] / top), style=styles.get(player, ""))
            table.add_row(Text(f" {names.get(player, player)}", style=styles.get(player, "")), *map(str, row), bar)
    return table
