"""The texts a person may type besides the canonical ones: every one is read by
the parser into a command the rules accept, so the prompt can offer them."""

from __future__ import annotations

from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.legal import accepted, legal_commands
from hellenica_tui.games.hellenica.core.notation import format_command, parse
from hellenica_tui.games.hellenica.core.state import Choice
from hellenica_tui.games.hellenica.gods.commands import Choose
from hellenica_tui.games.hellenica.table.typed_forms import typed_forms
from hellenica_tui.games.hellenica.turn.commands import KeepEthos
from tests.games.hellenica.rules.war import do, own, place, war_game


def _all_read_and_accepted(state, player, forms):
    for form in forms:
        command = parse(RULES, form, state, player)
        assert accepted(RULES, state, player, command) is not None, form


def test_a_movement_offers_move_all_and_every_split():
    game = war_game(["athens", "thebes"], "athens")
    own(game, "athens", "megara", "market")
    place(game, "athens", "megara", hoplite=3, cavalry=1)
    do(game, "athens", "supply movement megara from athens")
    state = game.state
    legal = legal_commands(RULES, state, "athens")
    forms = typed_forms(state, "athens", legal)
    canonical = {format_command(RULES, c) for c in legal}
    assert "move all to panactum" in forms
    assert "move 2 hoplite to panactum" in forms  # a split of one kind the legal list leaves out
    assert "move 2 hoplite 1 cavalry to panactum" in forms
    assert "move 3 hoplite to panactum" not in forms and "move 3 hoplite to panactum" in canonical  # not twice
    _all_read_and_accepted(state, "athens", forms)


def test_kept_cards_may_be_typed_in_any_order():
    keep = KeepEthos(cards=("piety", "wealth"))
    assert typed_forms(None, "athens", [keep]) == ["keep wealth piety"]  # type: ignore[arg-type]


def test_an_answer_may_be_typed_by_its_name():
    game = war_game(["athens", "thebes"], "athens")
    state = game.state
    state.choice = Choice(player="athens", about="effect", prompt="which upgrade of athens is destroyed?",
                          options=["0:market", "1:academy", "2:market"])
    legal = [Choose(option=o) for o in state.choice.options]
    forms = typed_forms(state, "athens", legal)
    assert forms == ["choose academy"]  # the two Markets read alike: only by their slot
    assert parse(RULES, forms[0], state, "athens") == Choose(option="1:academy")


def test_a_city_left_out_is_never_one_whose_market_is_spent():
    """`supply movement megara` with two markets, one exhausted: the other is meant,
    not a question listing a market that cannot be used."""
    from hellenica_tui.games.hellenica.core.state import EXHAUSTED
    from hellenica_tui.games.hellenica.war.commands import SupplyMovement

    game = war_game(["athens", "thebes"], "athens")
    own(game, "athens", "megara", "market")
    place(game, "athens", "megara", hoplite=1)
    athens = game.state.areas["athens"]
    market = next(i for i, up in enumerate(athens.slots) if up is not None and up.kind == "market")
    athens.slots[market].state = EXHAUSTED
    assert parse(RULES, "supply movement megara", game.state, "athens") == SupplyMovement(area="megara", city="megara")
