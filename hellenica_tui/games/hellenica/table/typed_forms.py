"""What a person may type besides the one canonical text of each legal command.

The parser reads more than the canonical forms the legal list holds: the
Ethos cards of `keep` in any order, any split of a movement's units and
`move all`, an answer by its name (`choose academy`). The prompt completes
from the legal commands *and* these forms, so it never calls illegal what the
parser and the rules accept. Each form here is read by the parser into a
command the rules accept (the tests check it).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import permutations, product

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.legal import accepted
from hellenica_tui.games.hellenica.core.notation import format_command
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.gods.commands import Choose
from hellenica_tui.games.hellenica.gods.option_names import label, labels
from hellenica_tui.games.hellenica.turn.commands import KeepEthos
from hellenica_tui.games.hellenica.war.commands import Move
from hellenica_tui.games.hellenica.war.notation import all_units, ordered, unit_text

# A stack of many kinds has many splits: past this many per destination only
# the splits of one kind are offered (any other is still read when typed).
MOST_SPLITS = 48


def typed_forms(state: State, player: str, legal: Sequence[Command]) -> list[str]:
    """The other texts a person may type for the legal commands `legal` (in no order)."""
    found: dict[str, None] = {}
    for form in (*_keeps(legal), *_moves(state, player, legal), *_answers(state, legal)):
        found.setdefault(form)
    canonical = {format_command(RULES, c) for c in legal}
    return [f for f in found if f not in canonical]


def _keeps(legal: Sequence[Command]) -> Iterator[str]:
    """The cards kept, in every order (the parser sorts them)."""
    for command in legal:
        if isinstance(command, KeepEthos) and len(command.cards) <= 3:
            for order in permutations(command.cards):
                yield "keep " + " ".join(order)


def _moves(state: State, player: str, legal: Sequence[Command]) -> Iterator[str]:
    """`move all to X` and every split of the units that may go to X."""
    kinds_to: dict[str, set[str]] = {}
    for command in legal:
        if isinstance(command, Move):
            kinds_to.setdefault(command.to, set()).update(k for k, _ in command.units)
    movement = state.movement if kinds_to else None
    if movement is None or movement.player != player:
        return
    for dst, kinds in sorted(kinds_to.items()):
        everything = ordered(all_units(state, player, dst))
        if any(isinstance(c, Move) and c.to == dst and c.units == everything for c in legal):
            yield f"move all to {dst}"
        counts = [range(movement.left.get(k, 0) + 1) for k in sorted(kinds)]
        total = 1
        for r in counts:
            total *= len(r)
        keys = sorted(kinds)
        if total > MOST_SPLITS:
            splits = [{k: n} for k in keys for n in range(1, movement.left.get(k, 0) + 1)]
        else:
            splits = [dict(zip(keys, ns, strict=True)) for ns in product(*counts)]
        for split in splits:
            group = ordered({k: n for k, n in split.items() if n})
            if not group:
                continue
            move = Move(units=group, to=dst)
            if move in legal or accepted(RULES, state, player, move) is not None:
                yield "move " + " ".join(f"{n} {unit_text(k)}" for k, n in group) + f" to {dst}"


def _answers(state: State, legal: Sequence[Command]) -> Iterator[str]:
    """Each answer of the question by its name, when no other answer reads alike."""
    options = [c.option for c in legal if isinstance(c, Choose)]
    if not options:
        return
    content = content_of(state)
    told = labels(content, options)
    for option, said in zip(options, told, strict=True):
        if said == label(content, option) and told.count(said) == 1:
            words = said.lower().replace("'s", "").replace(",", "").split()
            yield "choose " + " ".join(words)
