"""A whole state of Epireia drawn from what one seat sees (`games.epireia.view`).

The view hides the first figures the others picked in secret, which token of its
unit and level each of the other league's tokens is (in its cities' reserves and
its allies' gifts), what the decks hold (their sizes show), and on the battlefield
the other league's tokens before their column is shown and its figures before they
are revealed. The sampler fills each from what is left: a secret pick is one of
that city's figures; the tokens of each unit and level not seen anywhere are
shuffled and dealt to the other league's face-down tokens of that kind, then to
the deck, as many as each shows; a hidden slot holds one of the other league's
tokens of its unit not yet seen on the field; a hidden leader is one of that
league's figures. In the solo game the enemy's army is the scenario's, known to
all. Only the view is read, so two states the seat cannot tell apart give the same
samples.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec

from hellenica_tui.games.epireia.content.lookup import content_for
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.state import State
from hellenica_tui.games.epireia.view import HIDDEN

_copy_encoder = msgspec.msgpack.Encoder()
_copy_decoder = msgspec.msgpack.Decoder()


def sample(seen: dict[str, Any], rng: random.Random) -> State:
    """A state consistent with `seen`, the view of the seat `seen["viewer"]`."""
    content = content_for(seen["scenario"], seen["content_hash"])
    out: dict[str, Any] = _copy_decoder.decode(_copy_encoder.encode(seen))  # the view stays as it was
    mine = _league_of_viewer(out)
    _picks(out, content, rng)
    _tokens(out, content, mine, rng)
    if out["battle"] is not None:
        _field(out, content, mine, rng)
    return msgspec.convert(out, State)


def _league_of_viewer(out: dict[str, Any]) -> str | None:
    """The viewer's league (`observe` names the viewer beside its view)."""
    viewer = out.pop("viewer", None)
    return next((str(c["league"]) for c in out["cities"] if c["name"] == viewer), None)


def _picks(out: dict[str, Any], content: Content, rng: random.Random) -> None:
    cities = {c["name"]: c["city"] for c in out["cities"]}
    for player, figure in out["secret_picks"].items():
        if figure == HIDDEN:
            out["secret_picks"][player] = rng.choice(content.figures_of(cities[player]))


def _label(content: Content, token: str) -> str:
    t = content.tokens[token]
    return f"{t.unit}-{t.level}"


def _tokens(out: dict[str, Any], content: Content, mine: str | None, rng: random.Random) -> None:
    """The other league's face-down tokens and the decks, dealt from the tokens not seen."""
    seen = {t for t in content.tokens if t in _shown_tokens(out, content)}
    places: dict[str, list[tuple[list[Any] | dict[str, Any], Any]]] = {}  # label -> (container, index or key)
    for city in out["cities"]:
        for i, t in enumerate(city["reserve"]):
            if t not in content.tokens:
                places.setdefault(t, []).append((city["reserve"], i))
    for board in out["leagues"].values():
        for k, t in board["allies"].items():
            if t and t not in content.tokens:
                places.setdefault(t, []).append((board["allies"], k))
    field = _known_on_field(out, content, mine)  # shown on the field: among those face-down places
    decks: dict[str, list[str]] = {}
    for unit, level in content.decks:
        label = f"{unit}-{level}"
        ids = content.deck_ids(unit, level)
        known = [t for t in field if t in ids]
        rest = [t for t in ids if t not in seen]
        rng.shuffle(rest)
        spots = places.get(label, [])
        rng.shuffle(spots)
        dealt = (known + rest)[: len(spots)]
        dealt += [rng.choice(ids) for _ in range(len(spots) - len(dealt))]  # a view made by hand may not add up
        for (holder, at), token in zip(spots, dealt, strict=True):
            holder[at] = token
        left = sorted(t for t in rest if t not in dealt)
        size = out["decks"].get(label, 0)
        decks[label] = left[:size] if len(left) >= size else left + [rng.choice(ids) for _ in range(size - len(left))]
    out["decks"] = {k: decks.get(k, []) for k in out["decks"]}


def _shown_tokens(out: dict[str, Any], content: Content) -> set[str]:
    """Every token whose id the view shows, and the solo enemy's army (the scenario's)."""
    shown = {t for city in out["cities"] for t in city["reserve"] if t in content.tokens}
    shown |= {t for board in out["leagues"].values() for t in board["allies"].values() if t in content.tokens}
    if out["battle"] is not None:
        shown |= {t for slots in out["battle"]["slots"].values() for t in slots.values() if t in content.tokens}
    solo = content.solos.get(out["solo"]) if out["solo"] else None
    if solo is not None:
        shown |= set(solo.army.values())
    return shown


def _known_on_field(out: dict[str, Any], content: Content, mine: str | None) -> list[str]:
    """The other league's tokens shown on the field: each is one of its face-down tokens."""
    if out["battle"] is None or out["solo"]:
        return []
    return sorted(
        t for lg, slots in out["battle"]["slots"].items() if lg != mine for t in slots.values() if t in content.tokens
    )


def _field(out: dict[str, Any], content: Content, mine: str | None, rng: random.Random) -> None:
    """The other league's hidden slots and leaders."""
    battle = out["battle"]
    solo = content.solos.get(out["solo"]) if out["solo"] else None
    for lg, slots in battle["slots"].items():
        hidden = sorted(s for s, t in slots.items() if t == HIDDEN)
        if not hidden:
            continue
        if solo is not None:
            for slot in hidden:
                slots[slot] = solo.army[slot]
            continue
        used = {t for t in slots.values() if t in content.tokens}
        free = [t for c in out["cities"] if c["league"] == lg for t in c["reserve"]]
        free += [t for t in out["leagues"][lg]["allies"].values() if t]
        free = [t for t in free if t in content.tokens and t not in used]
        rng.shuffle(free)
        for slot in hidden:
            unit = content.slots[slot].unit
            token = next((t for t in free if content.tokens[t].unit == unit), None)
            if token is None:
                del slots[slot]  # a view made by hand may not add up
                continue
            free.remove(token)
            slots[slot] = token
    for lg, leads in battle["leads"].items():
        hidden = sorted(f for f, who in leads.items() if who == HIDDEN)
        if not hidden:
            continue
        figures = [f for c in out["cities"] if c["league"] == lg for f in c["figures"]]
        figures = [f for f in figures if f not in leads.values()]
        rng.shuffle(figures)
        for front, figure in zip(hidden, figures, strict=False):
            leads[front] = figure
        for front in hidden[len(figures) :]:
            del leads[front]
