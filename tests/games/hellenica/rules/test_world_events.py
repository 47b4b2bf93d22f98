"""WORLD EVENTS in the game: the card revealed after a movement, the chaos
track (the book's example), sealed bids, ties, Olympus Awakens (the book's
example) and its reshuffle, Silence, and more triggers from a winning bid."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.core.state import Stack, Upgrade
from hellenica_tui.games.hellenica.core.view import SEALED, view
from hellenica_tui.games.hellenica.gods.world_events import after_movement
from hellenica_tui.games.hellenica.ruleset import RULESET
from tests.games.hellenica.rules.gods import SEVEN, do, drive, gods_game, kinds, on_top


def seven_players(chaos: int):
    game = gods_game(SEVEN, actor="athens")
    game.state.chaos = chaos
    return game


def test_the_books_chaos_example() -> None:
    """Strategic Shift (3) with the marker two spaces from the end, 7 players: the
    event happens, the marker resets to 7 and counts the third space: 6."""
    game = seven_players(chaos=2)
    on_top(game, "strategic_shift")
    events = drive(game, after_movement)
    assert "WorldEventRevealed" in kinds(events)
    s = game.state
    assert s.chaos == 6
    assert s.world is not None and s.world.card == "strategic_shift" and s.world.stage == "bid"
    assert sorted(RULESET.to_act(s)) == sorted(SEVEN)  # everyone bids, in secret
    assert s.world_discard[-1] == "strategic_shift"


def test_no_event_when_the_marker_does_not_reach_the_end() -> None:
    game = seven_players(chaos=8)
    on_top(game, "egyptian_support")  # chaos 4
    drive(game, after_movement)
    assert game.state.chaos == 4 and game.state.world is None
    assert game.state.world_discard == ["egyptian_support"]


def _bid_all(game, bids: dict[str, int]) -> None:
    for player, amount in bids.items():
        do(game, player, f"offer {amount}")


def test_bids_are_sealed_until_everyone_bid_and_only_the_winner_pays() -> None:
    game = gods_game(["athens", "sparta", "thebes"], actor="athens")
    s = game.state
    s.chaos = 1
    for name, favor in (("athens", 3), ("sparta", 4), ("thebes", 2)):
        s.players[name].favor = favor
    on_top(game, "egyptian_support", "silence_2", "silence_3")
    drive(game, after_movement)
    do(game, "athens", "offer 2")
    seen = view(s, "sparta")
    assert seen.world is not None and seen.world.bids == {"athens": SEALED}
    assert view(s, "athens").world.bids == {"athens": 2}
    assert "offer 2" not in str(view(s, "thebes").world)
    with pytest.raises(IllegalCommand):
        do(game, "athens", "offer 1")  # one bid each
    with pytest.raises(IllegalCommand):
        do(game, "thebes", "offer 3")  # more than it holds
    do(game, "sparta", "offer 3")
    events = do(game, "thebes", "offer 0")
    assert kinds(events)[:3] == ["BidPlaced", "BidsOpened", "WorldEventWon"]
    # Sparta pays its 3; the others keep their Favor; the reward: 3 Commerce and 1 Philosopher.
    assert (s.players["athens"].favor, s.players["sparta"].favor, s.players["thebes"].favor) == (3, 1, 2)
    assert s.players["sparta"].commerce == 3 and s.players["sparta"].philosophers == 1
    assert s.players["sparta"].world_events == ["egyptian_support"]
    assert "egyptian_support" not in s.world_discard
    # The marker (reset to 3 after the trigger, minus 3 more) moves down by the 3 Favor
    # paid and enters the last space: a fresh card (a Silence) happens, whatever its number.
    assert s.world is None
    assert "silence_2" in s.world_discard


def test_the_favorite_breaks_a_tie() -> None:
    game = gods_game(["athens", "sparta", "thebes"], actor="athens")
    s = game.state
    s.chaos, s.favorite = 1, "thebes"
    for name in s.players:
        s.players[name].favor = 2
    on_top(game, "silver_of_laurion")
    drive(game, after_movement)
    _bid_all(game, {"athens": 1, "sparta": 1, "thebes": 0})
    assert s.choice is not None and s.choice.player == "thebes" and s.choice.options == ["athens", "sparta"]
    assert RULESET.to_act(s) == ["thebes"]
    do(game, "thebes", "choose sparta")
    assert s.players["sparta"].world_events == ["silver_of_laurion"]
    assert s.players["sparta"].favor == 1 and s.players["athens"].favor == 2


def test_silence_has_no_bid() -> None:
    game = gods_game(["athens", "sparta"], actor="athens")
    game.state.chaos = 1
    on_top(game, "silence_1")
    events = drive(game, after_movement)
    assert "BiddingBegan" not in kinds(events) and game.state.world is None
    assert game.state.chaos == 2  # reset to the player count


def test_olympus_awakens_example() -> None:
    """Olympus Awakens: the marker stays; the next card (Egyptian Support) happens
    whatever its number; afterwards the deck is rebuilt from discard and deck."""
    game = seven_players(chaos=5)
    s = game.state
    s.world_discard = ["silence_1"]
    s.world_deck.remove("silence_1")
    on_top(game, "olympus_awakens", "egyptian_support")
    size = len(s.world_deck)
    drive(game, after_movement)
    assert s.chaos == 5
    assert s.world is not None and s.world.card == "egyptian_support" and s.world.reshuffle
    s.players["troy"].favor = 2
    _bid_all(game, {p: (2 if p == "troy" else 0) for p in SEVEN})
    assert s.players["troy"].world_events == ["egyptian_support"]
    assert s.chaos == 3  # only the winning bid moved the marker
    assert s.world is None and s.world_discard == []
    # Everything but the won card is in the new deck, Olympus Awakens and the old discard too.
    assert len(s.world_deck) == size + 1 - 1 and "olympus_awakens" in s.world_deck and "silence_1" in s.world_deck
    assert "egyptian_support" not in s.world_deck


def test_a_card_that_wraps_the_track_twice_sets_off_a_fresh_card() -> None:
    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    s.chaos = 1
    on_top(game, "persian_gold", "silence_3")  # chaos 4 from 1 on a 2-player track: two triggers
    drive(game, after_movement)
    assert s.world is not None and s.world.card == "persian_gold" and s.world.queue == 1
    _bid_all(game, {"athens": 0, "sparta": 0})
    assert s.choice is not None  # a tie at 0: the Favorite picks
    do(game, s.choice.player, f"choose {s.choice.options[0]}")
    assert "silence_3" in s.world_discard and s.world is None


def test_a_bid_bonus_counts_but_is_not_paid() -> None:
    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    s.chaos = 1
    s.players["athens"].favor, s.players["sparta"].favor = 1, 2
    from hellenica_tui.games.hellenica.core.state import Ability

    s.abilities.append(Ability(player="athens", kind="bid_bonus", params={"amount": 2}, duration="turn"))
    on_top(game, "oracle_of_dodona")
    drive(game, after_movement)
    _bid_all(game, {"athens": 1, "sparta": 2})
    assert s.players["athens"].world_events == ["oracle_of_dodona"]
    assert s.players["athens"].favor == 0 + 2  # paid 1, won 2
    assert s.players["sparta"].favor == 2


def test_other_commands_wait_for_the_bids() -> None:
    game = gods_game(["athens", "sparta"], actor="athens")
    game.state.chaos = 1
    on_top(game, "silver_of_laurion")
    drive(game, after_movement)
    with pytest.raises(IllegalCommand, match="must answer"):
        do(game, "athens", "pass")
    assert RULESET.legal_commands(game.state, "athens")[0] == RULESET.parse("offer 0", game.state, "athens")


def _revolt_example(face: str):
    """The book's Revolt example set off by a world event: Sparta's Corinth has
    3 upgrades and 2 hoplites; Athens wins the Oligarchs' Plot and the revolt
    breaks out in Corinth, Sparta's only city that is not its Government City."""
    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    s.chaos = 1
    s.players["athens"].favor = 2
    corinth = s.areas["corinth"]
    corinth.owner = "sparta"
    corinth.slots = [Upgrade("market", "active"), Upgrade("academy", "active"), Upgrade("barracks", "active")]
    corinth.units = {"sparta": Stack({"hoplite": 2}, {})}
    on_top(game, "oligarchs_plot", "silence_1", "silence_2")
    drive(game, after_movement)
    do(game, "athens", "offer 1")
    events = do(game, "sparta", "offer 0", face)
    return s, corinth, events


def test_the_revolt_example_through_a_world_event() -> None:
    """A '-': -1 + 2 units - 3 upgrades = -2; both hoplites go and Corinth, whose
    city-state is not in the game, is nobody's, its upgrades kept."""
    s, corinth, events = _revolt_example("-")
    assert s.players["athens"].world_events == ["oligarchs_plot"]
    rolled = next(e for e in events if type(e).__name__ == "RevoltRolled")
    assert (rolled.city, rolled.face, rolled.score, rolled.units_lost) == ("corinth", "-", -2, 2)
    assert corinth.owner == "" and "sparta" not in corinth.units
    assert all(u is not None for u in corinth.slots)


@pytest.mark.parametrize(("face", "left"), [("", 1), ("+", 2), ("++", 2)])
def test_the_revolt_example_other_rolls_through_a_world_event(face: str, left: int) -> None:
    """A blank loses one hoplite and keeps the city; '+' or '++' puts the revolt down."""
    _, corinth, _ = _revolt_example(face)
    assert sum(corinth.units["sparta"].units.values()) == left
    assert corinth.owner == "sparta"


def test_the_cards_that_add_to_a_bid_are_named_with_what_they_add() -> None:
    """What the bid dialog shows: Diplomacy's +1 and a Charm cast this action, by name,
    summing to what the bids count when they open."""
    from hellenica_tui.games.hellenica.content.lookup import content_of
    from hellenica_tui.games.hellenica.core.state import Ability
    from hellenica_tui.games.hellenica.gods.world_events import bid_bonus, bid_bonuses
    from tests.games.hellenica.rules.gods import gods_game

    game = gods_game(["athens", "sparta"], actor="athens")
    s = game.state
    content = content_of(s)
    assert bid_bonuses(s, content, "athens") == []
    s.players["athens"].advancements.append("diplomacy")
    s.abilities.append(Ability("athens", "bid_bonus", {"amount": 2}, "action", source="aphrodite_charm"))
    assert bid_bonuses(s, content, "athens") == [("Charm", 2), ("Diplomacy", 1)]
    assert bid_bonus(s, content, "athens") == 3
