"""What a screen forked warm finds done: the styles parsed once for the process, the footer
built again only for other keys, and one seat's screen drawn headless beforehand."""

from __future__ import annotations

import threading

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.css.stylesheet import StylesheetParseError
from textual.widgets import Static
from textual.widgets._footer import FooterKey

from hellenica_tui.cli import main
from hellenica_tui.tui.stylesheet import SharedStylesheet
from hellenica_tui.tui.widgets.footer import Footer

CSS = "Static { color: red; padding: 1; }"


def _parsed(variables: dict[str, str], css: str = CSS) -> SharedStylesheet:
    sheet = SharedStylesheet(variables=variables)
    sheet.add_source(css, read_from=("here", "CSS"))
    sheet.parse()
    return sheet


def test_each_source_is_parsed_once_for_the_process_with_the_same_variables():
    first, second = _parsed({"a": "red"}), _parsed({"a": "red"})
    assert first.rules and all(x is y for x, y in zip(first.rules, second.rules, strict=True))
    other = _parsed({"a": "blue"})
    assert not any(x is y for x, y in zip(first.rules, other.rules, strict=True))
    assert [r.css for r in other.rules] == [r.css for r in first.rules]


def test_a_source_with_errors_is_told_every_time_and_never_kept():
    for _ in range(2):
        with pytest.raises(StylesheetParseError):
            _parsed({}, "Static { colour: red; }")


class _Keys(App[None]):
    BINDINGS = [Binding("x", "x", "Ex"), Binding("y", "y", "Why")]
    why = True

    def compose(self) -> ComposeResult:
        yield Static("keys")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.why if action == "y" else True


async def test_the_footer_is_built_again_only_when_its_keys_change():
    app = _Keys()
    async with app.run_test() as pilot:
        await pilot.pause()
        keys = list(app.query(FooterKey))
        assert [k.key for k in keys][:2] == ["x", "y"]
        app.refresh_bindings()
        app.refresh_bindings()
        await pilot.pause()
        assert list(app.query(FooterKey)) == keys  # the same keys: the same widgets
        app.why = False
        app.refresh_bindings()
        await pilot.pause()
        assert [k.key for k in app.query(FooterKey)][:1] == ["x"] and "y" not in [k.key for k in app.query(FooterKey)]


def test_a_seat_s_screen_is_drawn_headless_and_leaves_no_thread(tmp_path):
    from hellenica_tui.tui.rehearsal import rehearse

    save = str(tmp_path / "table.hsav")
    assert main(["new", "--players", "athens,sparta", "--seed", "3", "--save", save]) == 0
    assert rehearse(save, "athens")
    assert threading.active_count() == 1
