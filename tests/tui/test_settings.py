import os

from hellenica_tui.tui import settings
from hellenica_tui.tui.settings import Settings


def test_settings_live_in_the_config_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    assert settings.settings_path() == tmp_path / "cfg" / "hellenica" / "settings.json"
    monkeypatch.delenv("XDG_CONFIG_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert settings.settings_path() == tmp_path / "home" / ".config" / "hellenica" / "settings.json"


def test_a_setting_saved_is_read_back(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert settings.load() == Settings()  # no file yet: the defaults
    assert settings.update(map_view="compact") is None
    assert settings.load().map_view == "compact"
    assert settings.update(map_view="full") is None
    assert settings.load().map_view == "full"
    assert not list((tmp_path / "hellenica").glob("*.tmp"))  # written whole, then renamed


def test_a_damaged_file_counts_as_missing(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    for damaged in (b"{not json", b"[1, 2]", b"\xff\xfe", b'{"map_view": "huge"}', b'{"map_view": 3}', b""):
        path.write_bytes(damaged)
        assert settings.load() == Settings()
    path.write_bytes(b'{"map_view": "compact", "unknown": 1}')
    assert settings.load().map_view == "compact"  # what is not ours is left alone
    path.write_bytes(b"{broken")
    assert settings.update(map_view="full") is None  # and a damaged file is written over
    assert settings.load().map_view == "full"


def test_a_folder_that_cannot_be_written_says_why(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(blocker))  # a file where the folder should be
    reason = settings.update(map_view="compact")
    assert reason is not None and str(blocker) in reason
    assert settings.load() == Settings()
    assert os.path.isfile(blocker)
