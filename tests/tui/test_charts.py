"""The end-of-game charts, as text."""

from hellenica_tui.tui.charts import SEVERAL, bar_chart, legend, line_chart, markers

NAMES = {"athens": "Athens", "thebes": "Thebes", "troy": "Troy", "sparta": "Sparta"}


def test_every_player_has_a_letter_of_its_own():
    marks = markers(NAMES)
    assert marks == {"athens": "A", "thebes": "T", "troy": "R", "sparta": "S"}
    assert len(set(markers({str(n): "Aaa" for n in range(9)}).values())) == 9


def rows(text) -> list[str]:
    return text.plain.split("\n")


def test_a_line_chart_puts_each_value_on_its_row_and_column():
    labels = ["T1", "T2", "T3", "end"]
    series = {"athens": [0, 2, 4, 4], "thebes": [4, 2, 0, 0]}
    chart = rows(line_chart(labels, series, markers(NAMES), {}, width=20, height=6))
    assert len(chart) == 6  # five rows of values and the turns under them
    plot = [row[row.index("┤") + 1 :] for row in chart[:5]]
    assert chart[0].startswith("4 ┤") and chart[4].startswith("0 ┤")
    assert plot[4][0] == "A" and plot[0][0] == "T"  # turn 1: Athens at 0, Thebes at 4
    middle = plot[2].index(SEVERAL)  # both at 2 on turn 2: one cell for several
    assert "A" not in plot[2] and "T" not in plot[2] and middle > 0
    assert plot[0].rstrip().endswith("A") and plot[4].rstrip().endswith("T")  # the last turn at the right edge
    assert "·" in plot[1] and "·" in plot[3]  # the joins between the points
    assert chart[5].split() == ["1", "2", "3", "end"]


def test_a_bar_chart_has_one_bar_per_turn_and_the_last_value():
    labels = ["T1", "T2", "end"]
    series = {"athens": [0, 1, 8], "sparta": [8, 4, 0]}
    chart = rows(bar_chart(labels, series, NAMES, markers(NAMES), {}, width=40))
    assert chart[0].startswith("A Athens") and chart[0].endswith(" 8")
    assert "▁" in chart[0] and "█" in chart[0]  # 1 of 8 still shows
    assert chart[1].startswith("S Sparta") and "▄" in chart[1] and chart[1].endswith(" 0")


def test_the_legend_names_each_letter():
    text = legend({"athens": [1, 3], "troy": [2]}, NAMES, markers(NAMES), {}).plain
    assert "A Athens 3" in text and "R Troy 2" in text and f"{SEVERAL} several" in text


def test_bars_grow_upwards_over_several_rows_when_there_is_room():
    labels = ["T1", "end"]
    series = {"athens": [8, 4], "sparta": [2, 0]}
    chart = rows(bar_chart(labels, series, NAMES, markers(NAMES), {}, width=40, height=9))
    # Two bands of three rows, a blank row between them, the turns under them.
    assert len(chart) == 8 and chart[3].strip() == ""
    athens = [row[9:] for row in chart[0:3]]  # after the longest name and its letter
    assert [row[0] for row in athens] == ["█", "█", "█"]  # 8 of 8: the whole band
    assert [row[6] for row in athens] == [" ", "▄", "█"]  # 4 of 8: half of it, in eighths
    assert chart[6][9] == "▆"  # Sparta's 2 of 8: three quarters of one of its three rows
    assert chart[2].startswith("A Athens") and chart[6].startswith("S Sparta")
