"""The parsed-TOML cache that keeps headless commands quick to start."""

from __future__ import annotations

import tomllib

import pytest

from hellenica_tui.games.hellenica import content
from hellenica_tui.games.hellenica.content import ContentError

DATA = b'name = "Aegean"\nareas = [{ id = "athens", settlements = 3 }]\n'


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("HELLENICA_NO_CACHE", raising=False)
    return tmp_path


def test_a_second_read_of_the_same_bytes_skips_the_parser(cache_home, monkeypatch):
    first = content._toml("map.toml", DATA)
    assert list((cache_home / "hellenica" / "toml").iterdir())

    def no_parsing(_text):
        raise AssertionError("parsed again")

    monkeypatch.setattr(tomllib, "loads", no_parsing)
    assert content._toml("map.toml", DATA) == first == {"name": "Aegean", "areas": [{"id": "athens", "settlements": 3}]}


def test_a_damaged_cache_entry_is_parsed_again(cache_home):
    content._toml("map.toml", DATA)
    (entry,) = (cache_home / "hellenica" / "toml").iterdir()
    entry.write_bytes(b"\xc1 not msgpack")
    assert content._toml("map.toml", DATA) == {"name": "Aegean", "areas": [{"id": "athens", "settlements": 3}]}


def test_errors_are_still_reported_and_never_cached(cache_home):
    with pytest.raises(ContentError, match="TOML syntax error"):
        content._toml("map.toml", b"name = ")
    assert not (cache_home / "hellenica" / "toml").exists()


def test_the_cache_can_be_turned_off(cache_home, monkeypatch):
    monkeypatch.setenv("HELLENICA_NO_CACHE", "1")
    content._toml("map.toml", DATA)
    assert not (cache_home / "hellenica").exists()
