"""Who may sit where: the seat claims a served game is reached with.

A claim is an invite code (typed as the SSH user name, at the SSH password
prompt, or in the web link) or an SSH public key. Each names one seat of one
save; one code or key may be given several seats (a friend in several games),
and then the player picks the game when connecting.

The claims live in a small TOML file the host may edit (add a friend's public
key, drop a seat, change a code):

    [[seat]]
    save = "/home/me/.local/share/hellenica/saves/mine.hsav"
    seat = "athens"
    code = "k7f3-9qpa-x2m4"
    keys = ["ssh-ed25519 AAAAC3Nza... friend@laptop"]

`serve` gives every person's seat of the games it serves a code of its own
when the file has none for it, adding those seats at the end of the file
(whatever else the host wrote there stays as it was, comments included), so
the codes stay the same from one start to the next.
"""

from __future__ import annotations

import contextlib
import hmac
import json
import os
import secrets
import tomllib
from collections.abc import Iterable, Sequence
from pathlib import Path

import msgspec

# No letters or digits that read alike (0/o, 1/l/i): a code is read out loud or copied by hand.
CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"
CODE_GROUPS = 3  # three groups of four: 12 characters, about 59 bits
REFUSAL = "hellenica: no seat here for this claim (ask the host for your invite code)"


class ClaimsError(Exception):
    """A claims file or a served save that cannot be used, with the reason."""


class SeatClaim(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One seat of one save, and what claims it."""

    save: str  # an absolute path
    seat: str
    code: str = ""
    keys: tuple[str, ...] = ()

    @property
    def game(self) -> str:
        """The save's name as a player reads it."""
        return Path(self.save).stem


def new_code() -> str:
    groups = ("".join(secrets.choice(CODE_ALPHABET) for _ in range(4)) for _ in range(CODE_GROUPS))
    return "-".join(groups)


def _plain_code(code: str) -> str:
    """A code as compared: case and dashes (and spaces) do not matter."""
    return code.strip().lower().replace("-", "").replace(" ", "")


def looks_like_code(text: str) -> bool:
    """Whether a text is made as `serve` makes codes (an SSH user name that is one was a guess)."""
    plain = _plain_code(text)
    return len(plain) == 4 * CODE_GROUPS and set(plain) <= set(CODE_ALPHABET)


def key_id(text: str) -> str:
    """A public key as compared: its type and base64 body, without the comment."""
    parts = text.split()
    return " ".join(parts[:2]) if len(parts) >= 2 else ""


class Claims:
    """The claims of the games being served."""

    def __init__(self, seats: Iterable[SeatClaim]) -> None:
        self.seats = tuple(seats)

    def by_code(self, code: str) -> list[SeatClaim]:
        """The seats an invite code claims (none for a wrong or empty code)."""
        wanted = _plain_code(code).encode()
        if not wanted:
            return []
        # compare_digest: how long a wrong code takes to refuse tells nothing of the right ones
        return [s for s in self.seats if s.code and hmac.compare_digest(_plain_code(s.code).encode(), wanted)]

    def by_key(self, public_key: str) -> list[SeatClaim]:
        """The seats a public key ("type base64 [comment]") claims."""
        wanted = key_id(public_key)
        if not wanted:
            return []
        return [s for s in self.seats if any(key_id(k) == wanted for k in s.keys)]

    def knows_key(self, public_key: str) -> bool:
        return bool(self.by_key(public_key))

    def games(self) -> list[str]:
        """Every save served, in the order of the file."""
        return list(dict.fromkeys(s.save for s in self.seats))


# -- the file -----------------------------------------------------------------


class _File(msgspec.Struct, forbid_unknown_fields=True):
    seat: list[SeatClaim] = []


def read_claims(path: Path) -> list[SeatClaim]:
    """The claims in `path` ([] when there is no such file)."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return []
    except OSError as error:
        raise ClaimsError(f"{path}: {error.strerror or error}") from None
    try:
        data = tomllib.loads(raw.decode("utf-8"))
        seats = msgspec.convert(data, _File).seat
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, msgspec.ValidationError) as error:
        raise ClaimsError(f"{path}: {error}") from None
    for claim in seats:
        for key in claim.keys:
            if not key_id(key):
                raise ClaimsError(f"{path}: {claim.seat} in {claim.game}: {key!r} is not a public key")
    return seats


def _toml(value: str | Sequence[str]) -> str:
    # A JSON string (ASCII only) is a TOML basic string too.
    if isinstance(value, str):
        return json.dumps(value)
    return "[" + ", ".join(json.dumps(v) for v in value) + "]"


HEADER = (
    "# Who may sit where in the games `hellenica serve` serves.",
    "# A seat is claimed with its invite code, or with one of its public keys",
    "# (an OpenSSH public key line: type, base64 body, optional comment).",
)


def _claim_lines(claim: SeatClaim) -> list[str]:
    lines = ["", "[[seat]]", f"save = {_toml(claim.save)}", f"seat = {_toml(claim.seat)}"]
    if claim.code:
        lines.append(f"code = {_toml(claim.code)}")
    if claim.keys:
        lines.append(f"keys = {_toml(claim.keys)}")
    return lines


def write_claims(path: Path, seats: Iterable[SeatClaim]) -> None:
    """Write the claims to `path`, readable by its owner only (it holds the invite codes)."""
    lines = list(HEADER)
    for claim in seats:
        lines += _claim_lines(claim)
    _replace(path, "\n".join(lines) + "\n")


def add_claims(path: Path, seats: Iterable[SeatClaim]) -> None:
    """Add claims at the end of the file at `path` (made if there is none), leaving
    what the host wrote there as it is: comments, order, keys and all."""
    try:
        kept = path.read_text(encoding="utf-8").rstrip("\n").split("\n")
    except FileNotFoundError:
        kept = list(HEADER)
    lines = kept
    for claim in seats:
        lines += _claim_lines(claim)
    _replace(path, "\n".join(lines) + "\n")


def _replace(path: Path, text: str) -> None:
    """`path` holds `text` from now on, never half of it; owner-readable only. The text is
    written to `NAME.new` made anew (a file or a link left there by anyone is removed first,
    never written through), then renamed over `path` (a link there is replaced, not followed)."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    partial = path.with_name(path.name + ".new")
    try:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(partial)
        fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    except OSError as error:
        raise ClaimsError(f"{partial}: {error.strerror or error}") from None
    try:
        os.fchmod(fd, 0o600)  # whatever the umask
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(partial, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(partial)
        raise


# -- the games served ---------------------------------------------------------


def people_seats(save: Path) -> list[str]:
    """The seats of a save that people play (AI seats are claimed by nobody)."""
    from hellenica_tui.savedgames import read_facts

    facts = read_facts(save)
    if facts.problem:
        raise ClaimsError(f"{save}: {facts.problem}")
    return [city for city, ai in facts.players if not ai]


def prepare(path: Path, saves: Sequence[Path]) -> tuple[Claims, bool]:
    """The claims of the games to serve: the `saves` named, or every save in the file when
    none is. Each person's seat without a claim gets a new invite code; a claim naming an AI
    seat or no seat of its save is refused. True when codes were added (the file is
    rewritten)."""
    existing = read_claims(path)
    wanted = [str(save.resolve()) for save in saves] or list(dict.fromkeys(c.save for c in existing))
    if not wanted:
        raise ClaimsError(f"no game to serve: name a save, or list seats in {path}")
    people = {save: people_seats(Path(save)) for save in wanted}
    for claim in existing:
        if claim.save in people and claim.seat not in people[claim.save]:
            raise ClaimsError(f"{path}: {claim.game} has no seat {claim.seat!r} played by a person "
                              f"(people: {', '.join(people[claim.save]) or 'none'})")
    claimed = {(c.save, c.seat) for c in existing}
    added = [SeatClaim(save=save, seat=seat, code=new_code())
             for save in wanted for seat in people[save] if (save, seat) not in claimed]
    if added:
        add_claims(path, added)  # the host's comments and layout stay
    served = [c for c in [*existing, *added] if c.save in people]
    return Claims(served), bool(added)
