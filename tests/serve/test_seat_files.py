"""A seat's powers end at its seat: a seat's screen chooses no file, and every file that
holds a game's secrets or its invite codes is its owner's alone, whatever was there before."""

from __future__ import annotations

import os
import stat

import pytest

from hellenica_tui.engine.hosting import HostLease, lease_path
from hellenica_tui.seat.files import SAVE_AS_OFF, save_as_refusal
from hellenica_tui.seat.session import GameSession
from hellenica_tui.serve.claims import ClaimsError, SeatClaim, read_claims, write_claims
from hellenica_tui.tui.controller.table import Table
from hellenica_tui.tui.controller.troubles import Trouble
from tests.serve.conftest import new_game


def mode(path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def test_only_a_whole_tables_screen_may_save_as():
    assert save_as_refusal(None) == ""
    assert save_as_refusal("athens") == SAVE_AS_OFF


@pytest.mark.parametrize("name", ["{outside}/made/by/friend/pwned", "~/.ssh/authorized_keys", "../../escape",
                                  "other", "{saves}/other.hsav", "fine-name"])
def test_a_seats_screen_writes_no_file_by_save_as(tmp_path, monkeypatch, name):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    saves = tmp_path / "saves"
    table_save = new_game(saves / "table.hsav")
    other = new_game(saves / "other.hsav", players="corinth,troy")
    before = other.read_bytes()
    files = set(tmp_path.rglob("*"))
    table = Table(GameSession.load(str(table_save), "athens"))
    try:
        told = table.save_as(name.format(outside=tmp_path / "outside", saves=saves))
    finally:
        table.session.close()
    assert told == Trouble(SAVE_AS_OFF)
    assert other.read_bytes() == before  # another game's save is as it was
    made = set(tmp_path.rglob("*")) - files
    assert all(p.name.startswith(".") for p in made), made  # only the table's own lock and notes
    assert table.session.game.path == str(table_save)  # the seat plays on at its table


def test_a_whole_tables_screen_still_saves_as(tmp_path):
    table_save = new_game(tmp_path / "saves" / "table.hsav")
    table = Table(GameSession.load(str(table_save)))
    try:
        told = table.save_as("copy")
    finally:
        table.session.close()
    assert isinstance(told, str) and (tmp_path / "saves" / "copy.hsav").is_file()
    assert mode(tmp_path / "saves" / "copy.hsav") == 0o600


def test_a_save_is_its_owners_alone_whatever_its_mode_was(tmp_path):
    save = new_game(tmp_path / "table.hsav")
    assert mode(save) == 0o600  # as made
    os.chmod(save, 0o666)
    session = GameSession.load(str(save), "athens")
    try:
        session.submit("patron athena")  # one command appended in place
    finally:
        session.close()
    assert mode(save) == 0o600


def test_the_ai_host_lease_is_its_owners_alone(tmp_path):
    save = new_game(tmp_path / "table.hsav")
    path = lease_path(str(save))
    with open(path, "w"):
        pass
    os.chmod(path, 0o666)
    with HostLease(str(save)) as lease:
        assert lease.take()
        assert mode(path) == 0o600


CLAIM = SeatClaim(save="/g.hsav", seat="athens", code="abcd-efgh-jkmn")


def test_the_claims_file_is_0600_whatever_was_left_beside_it(tmp_path):
    path = tmp_path / "claims.toml"
    partial = tmp_path / "claims.toml.new"
    partial.write_text("left over")
    os.chmod(partial, 0o666)
    write_claims(path, [CLAIM])
    assert mode(path) == 0o600 and not partial.exists()
    os.chmod(path, 0o644)
    write_claims(path, [CLAIM])
    assert mode(path) == 0o600
    assert read_claims(path) == [CLAIM]


def test_the_claims_writer_never_writes_through_a_link(tmp_path):
    target = tmp_path / "victim"
    target.write_text("precious")
    path = tmp_path / "claims.toml"
    (tmp_path / "claims.toml.new").symlink_to(target)
    write_claims(path, [CLAIM])
    assert target.read_text() == "precious"
    # a link in place of the claims file itself is replaced, not written through
    os.unlink(path)
    path.symlink_to(target)
    write_claims(path, [CLAIM])
    assert target.read_text() == "precious" and not path.is_symlink() and mode(path) == 0o600


def test_a_claims_file_that_cannot_be_written_is_one_line(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    os.chmod(folder, 0o500)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("running as a user who writes anywhere")
        with pytest.raises(ClaimsError, match=r"claims\.toml\.new: Permission denied"):
            write_claims(folder / "claims.toml", [CLAIM])
    finally:
        os.chmod(folder, 0o700)
