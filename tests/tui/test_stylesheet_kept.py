"""The styles parsed in one process are read back by the next (the user's cache)."""

from __future__ import annotations

import pytest
from textual.css.stylesheet import Stylesheet

from hellenica_tui.tui import stylesheet
from hellenica_tui.tui.stylesheet import SharedStylesheet, keep_parsed

CSS = "Static { color: red; padding: 1 2; }"


@pytest.fixture
def fresh(tmp_path, monkeypatch):
    """A process that has parsed nothing yet, caching into `tmp_path`; counts Textual's parses."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("HELLENICA_NO_CACHE", raising=False)
    _next_process(monkeypatch)
    parses = []
    original = Stylesheet._parse_rules

    def counted(self, *args, **kwargs):
        parses.append(args[0])
        return original(self, *args, **kwargs)

    monkeypatch.setattr(Stylesheet, "_parse_rules", counted)
    return parses


def _rules(css: str = CSS, variables: dict[str, str] | None = None) -> list[str]:
    sheet = SharedStylesheet(variables=variables or {"a": "red"})
    sheet.add_source(css, read_from=("here", "CSS"))
    sheet.parse()
    return [rule.css for rule in sheet.rules]


def _next_process(monkeypatch):
    monkeypatch.setattr(stylesheet, "_PARSED", {})
    monkeypatch.setattr(stylesheet, "_read", set())
    monkeypatch.setattr(stylesheet, "_new", set())


def test_a_second_start_reads_the_parsed_styles_back(fresh, monkeypatch, tmp_path):
    first = _rules()
    assert fresh == [CSS]
    keep_parsed()
    assert list((tmp_path / "hellenica" / "styles").glob("*.pickle"))
    _next_process(monkeypatch)
    assert _rules() == first and fresh == [CSS]  # not parsed again
    assert _rules("Static { color: blue; }") and len(fresh) == 2  # an edited source is


def test_a_damaged_file_is_parsed_past_and_written_anew(fresh, monkeypatch, tmp_path):
    _rules()
    keep_parsed()
    (kept,) = (tmp_path / "hellenica" / "styles").glob("*.pickle")
    kept.write_bytes(b"\x80\x05not a pickle")
    _next_process(monkeypatch)
    assert _rules() and len(fresh) == 2
    keep_parsed()
    _next_process(monkeypatch)
    assert _rules() and len(fresh) == 2


def test_each_look_is_kept_in_a_file_of_its_own_and_other_installs_go(fresh, monkeypatch, tmp_path):
    folder = tmp_path / "hellenica" / "styles"
    folder.mkdir(parents=True)
    (folder / "0.0.1-1-2-00000000.pickle").write_bytes(b"an older install's")
    _rules()
    _rules(variables={"a": "blue"})
    keep_parsed()
    assert len(list(folder.glob("*.pickle"))) == 2  # one per look, the older install's gone
    _next_process(monkeypatch)
    _rules(variables={"a": "blue"})
    assert len(fresh) == 2  # read back: its own file alone


def test_nothing_is_kept_when_caching_is_off(fresh, monkeypatch, tmp_path):
    monkeypatch.setenv("HELLENICA_NO_CACHE", "1")
    _rules()
    keep_parsed()
    assert not (tmp_path / "hellenica").exists()
