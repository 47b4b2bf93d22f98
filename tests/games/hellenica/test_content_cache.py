"""The parsed-TOML cache that keeps headless commands quick to start."""

from __future__ import annotations

import tomllib

import pytest

from hellenica_tui.games.hellenica.content import loading as content
from hellenica_tui.games.hellenica.content.decoding import toml_tree
from hellenica_tui.games.hellenica.content.schema import ContentError

DATA = b'name = "Aegean"\nareas = [{ id = "athens", settlements = 3 }]\n'


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("HELLENICA_NO_CACHE", raising=False)
    return tmp_path


def test_a_second_read_of_the_same_bytes_skips_the_parser(cache_home, monkeypatch):
    first = toml_tree("map.toml", DATA)
    assert list((cache_home / "hellenica" / "toml").iterdir())

    def no_parsing(_text):
        raise AssertionError("parsed again")

    monkeypatch.setattr(tomllib, "loads", no_parsing)
    assert toml_tree("map.toml", DATA) == first == {"name": "Aegean", "areas": [{"id": "athens", "settlements": 3}]}


def test_a_damaged_cache_entry_is_parsed_again(cache_home):
    toml_tree("map.toml", DATA)
    (entry,) = (cache_home / "hellenica" / "toml").iterdir()
    entry.write_bytes(b"\xc1 not msgpack")
    assert toml_tree("map.toml", DATA) == {"name": "Aegean", "areas": [{"id": "athens", "settlements": 3}]}


def test_errors_are_still_reported_and_never_cached(cache_home):
    with pytest.raises(ContentError, match="TOML syntax error"):
        toml_tree("map.toml", b"name = ")
    assert not (cache_home / "hellenica" / "toml").exists()


def test_the_cache_can_be_turned_off(cache_home, monkeypatch):
    monkeypatch.setenv("HELLENICA_NO_CACHE", "1")
    toml_tree("map.toml", DATA)
    assert not (cache_home / "hellenica").exists()


# -- the cache of a whole checked scenario ---------------------------------------


def _checked_entries(cache_home):
    return list((cache_home / "hellenica" / "checked").glob("*.pickle"))


def _copy_classic(tmp_path):
    import shutil

    folder = tmp_path / "scenarios" / "classic"
    shutil.copytree(content.scenarios_dir() / "classic", folder)
    return folder


def test_a_checked_scenario_is_read_back_without_checking_again(cache_home, tmp_path, monkeypatch):
    folder = _copy_classic(tmp_path)
    first = content._load(folder)
    assert len(_checked_entries(cache_home)) == 1

    def no_checking(*_args):
        raise AssertionError("checked again")

    monkeypatch.setattr(content, "_check", no_checking)
    again = content._load(folder)
    assert again == first and again.hash == first.hash and again.directory == str(folder)


def test_any_changed_file_checks_the_scenario_again(cache_home, tmp_path):
    folder = _copy_classic(tmp_path)
    content._load(folder)
    units = folder / "units.toml"
    units.write_bytes(units.read_bytes() + b"\n# a comment changes the bytes\n")
    changed = content._load(folder)
    assert len(_checked_entries(cache_home)) == 2
    units.write_bytes(units.read_bytes().replace(b"limit = 10", b"limit = \"ten\"", 1))
    with pytest.raises(ContentError):
        content._load(folder)
    assert len(_checked_entries(cache_home)) == 2  # a scenario that fails a check is never kept
    assert changed.hash != content._load(content.scenarios_dir() / "classic").hash  # the comment counts


def test_a_damaged_or_foreign_checked_entry_is_read_and_checked_again(cache_home, tmp_path):
    import pickle

    folder = _copy_classic(tmp_path)
    first = content._load(folder)
    (entry,) = _checked_entries(cache_home)
    for damage in (b"", b"\x80\x05 not a pickle", entry.read_bytes()[:-20], pickle.dumps(("a", "", ""))):
        entry.write_bytes(damage)
        assert content._load(folder) == first
    # an entry whose content does not match the files' hash is refused too
    entry.write_bytes(pickle.dumps((msgspec_replace(first, hash="0" * 64), "", "")))
    assert content._load(folder).hash == first.hash


def msgspec_replace(struct, **changes):
    import msgspec

    return msgspec.structs.replace(struct, **changes)


def test_the_checked_cache_can_be_turned_off(cache_home, tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_NO_CACHE", "1")
    content._load(_copy_classic(tmp_path))
    assert not (cache_home / "hellenica").exists()


def test_the_cache_key_reads_every_rules_source_in_the_order_of_sorted_paths() -> None:
    from hellenica_tui.games.hellenica.content import caching

    rules = caching._RULES
    expected = [(p.relative_to(rules).as_posix(), p.stat().st_size, p.stat().st_mtime_ns) for p in sorted(rules.rglob("*.py"))]
    found = [(name, st.st_size, st.st_mtime_ns) for name, st in caching._rule_sources()]
    assert found == expected and len(found) > 100
