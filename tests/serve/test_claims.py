import json
import os

import pytest

from hellenica_tui.serve.claims import (
    CODE_ALPHABET,
    Claims,
    ClaimsError,
    SeatClaim,
    new_code,
    prepare,
    read_claims,
    write_claims,
)
from tests.serve.conftest import new_game

KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx0aGVzZWF0a2V5Zm9ydGVzdHNvbmx5AAAAAAAAAA friend@laptop"


def test_codes_are_three_groups_of_four_from_letters_that_do_not_read_alike():
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    for code in codes:
        groups = code.split("-")
        assert [len(g) for g in groups] == [4, 4, 4]
        assert set("".join(groups)) <= set(CODE_ALPHABET)
        assert not set("".join(groups)) & set("01lio")


def test_a_code_matches_whatever_its_case_dashes_and_spaces():
    claims = Claims([SeatClaim(save="/g.hsav", seat="athens", code="k7f3-9qpa-x2m4")])
    for typed in ("k7f3-9qpa-x2m4", "K7F3-9QPA-X2M4", "k7f39qpax2m4", " k7f3 9qpa x2m4 "):
        assert [s.seat for s in claims.by_code(typed)] == ["athens"]
    for wrong in ("", "k7f3-9qpa-x2m5", "k7f3", "athens"):
        assert claims.by_code(wrong) == []


def test_a_key_matches_by_type_and_body_whatever_its_comment():
    claims = Claims([
        SeatClaim(save="/a.hsav", seat="athens", keys=(KEY,)),
        SeatClaim(save="/b.hsav", seat="sparta", keys=(KEY,)),
        SeatClaim(save="/b.hsav", seat="thebes", code="abcd-efgh-jkmn"),
    ])
    body = " ".join(KEY.split()[:2])
    assert [(s.game, s.seat) for s in claims.by_key(body + " other@host")] == [("a", "athens"), ("b", "sparta")]
    assert claims.by_key("ssh-ed25519 AAAAother") == []
    assert claims.by_key("") == []
    assert claims.games() == ["/a.hsav", "/b.hsav"]


def test_the_file_is_written_for_its_owner_only_and_read_back_the_same(tmp_path):
    seats = [
        SeatClaim(save="/x/mine \"one\".hsav", seat="athens", code="abcd-efgh-jkmn", keys=(KEY,)),
        SeatClaim(save="/x/ünï.hsav", seat="sparta", code="2345-6789-abcd"),
    ]
    path = tmp_path / "claims.toml"
    write_claims(path, seats)
    assert os.stat(path).st_mode & 0o777 == 0o600
    assert read_claims(path) == seats
    assert read_claims(tmp_path / "none.toml") == []


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("[[seat]]\nsave = 1\nseat = 'athens'\n", "Expected `str`"),
        ("[[seat]]\nsave = 'a'\nseat = 'athens'\nkeys = ['nokey']\n", "is not a public key"),
        ("[[seat]]\nsave = 'a'\nseat = 'athens'\ncolour = 'red'\n", "unknown field"),
        ("[[seat\n", "claims.toml"),
    ],
)
def test_a_broken_claims_file_is_refused_with_its_reason(tmp_path, text, reason):
    path = tmp_path / "claims.toml"
    path.write_text(text)
    with pytest.raises(ClaimsError, match=reason):
        read_claims(path)


def test_every_persons_seat_gets_a_code_once_and_keeps_it(tmp_path):
    save = new_game(tmp_path / "g.hsav", players="athens,sparta", ai="thebes")
    path = tmp_path / "claims.toml"
    claims, added = prepare(path, [save])
    assert added
    assert [(c.seat, bool(c.code)) for c in claims.seats] == [("athens", True), ("sparta", True)]  # no AI seat
    again, added = prepare(path, [save])
    assert not added
    assert again.seats == claims.seats
    # without saves named, the file's games are served
    assert prepare(path, [])[0].seats == claims.seats


def test_a_seat_with_only_keys_gets_no_code_and_other_games_in_the_file_are_not_served(tmp_path):
    mine = new_game(tmp_path / "mine.hsav")
    other = new_game(tmp_path / "other.hsav")
    path = tmp_path / "claims.toml"
    write_claims(path, [
        SeatClaim(save=str(mine.resolve()), seat="athens", keys=(KEY,)),
        SeatClaim(save=str(other.resolve()), seat="athens", code="abcd-efgh-jkmn"),
    ])
    claims, _ = prepare(path, [mine])
    assert {(c.seat, c.code == "") for c in claims.seats} == {("athens", True), ("sparta", False)}
    assert claims.by_code("abcd-efgh-jkmn") == []
    assert len(read_claims(path)) == 3  # the other game's claim is kept in the file


def test_a_claim_on_an_ai_seat_or_a_missing_one_is_refused(tmp_path):
    save = new_game(tmp_path / "g.hsav", players="athens", ai="sparta")
    path = tmp_path / "claims.toml"
    for seat in ("sparta", "corinth"):
        write_claims(path, [SeatClaim(save=str(save.resolve()), seat=seat, code="abcd-efgh-jkmn")])
        with pytest.raises(ClaimsError, match=f"no seat '{seat}' played by a person"):
            prepare(path, [save])


def test_nothing_to_serve_is_refused(tmp_path):
    with pytest.raises(ClaimsError, match="no game to serve"):
        prepare(tmp_path / "claims.toml", [])


def test_codes_given_to_new_seats_leave_the_hosts_comments_and_layout_as_they_were(tmp_path):
    mine = new_game(tmp_path / "mine.hsav", players="athens,sparta")
    path = tmp_path / "claims.toml"
    written = (
        "# Friday's table: Ann plays Athens with her laptop's key.\n"
        "[[seat]]\n"
        f"save = {json.dumps(str(mine.resolve()))}   # moved here in May\n"
        "seat = 'athens'\n"
        f"keys = ['{KEY}']  # Ann\n"
    )
    path.write_text(written)
    claims, added = prepare(path, [mine])
    assert added  # Sparta had no claim: a code is given it
    text = path.read_text()
    assert text.startswith(written)  # every line the host wrote, as written
    assert [(c.seat, bool(c.code), c.keys) for c in read_claims(path)] == [("athens", False, (KEY,)), ("sparta", True, ())]
    assert os.stat(path).st_mode & 0o777 == 0o600
    assert not prepare(path, [mine])[1]  # nothing more to add: the file is left alone
    assert path.read_text() == text
    assert {c.seat for c in claims.seats} == {"athens", "sparta"}


def test_a_claims_file_made_by_serve_starts_with_what_it_is_for(tmp_path):
    save = new_game(tmp_path / "g.hsav")
    path = tmp_path / "claims.toml"
    prepare(path, [save])
    assert path.read_text().startswith("# Who may sit where in the games `hellenica serve` serves.\n")
