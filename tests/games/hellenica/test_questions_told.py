"""A question put to one player is told to the others in their words: "Thebes must
choose: what does Thebes lose in Thebes?", never "what do you lose" on another's screen."""

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.narration import narrate
from hellenica_tui.games.hellenica.gods.events import ChoiceAsked
from hellenica_tui.games.hellenica.ruleset import RULESET


def test_a_question_is_told_to_the_player_asked_and_of_it_to_the_others() -> None:
    state = RULESET.initial_state("classic", [Seat("athens"), Seat("thebes")], 1, {})
    asked = ChoiceAsked(player="thebes", about="loss", prompt="what do you lose in thebes?", options=("hoplite",))
    assert narrate(RULES, asked, state, "thebes") == "You must choose: what do you lose in Thebes? (Hoplite)."
    told = narrate(RULES, asked, state, "athens")
    assert told.startswith("Thebes must choose: what does Thebes lose in Thebes?")
    mine = ChoiceAsked(player="thebes", about="x", prompt="which of your cities is readied?", options=("thebes",))
    assert "which of Thebes's cities is readied?" in narrate(RULES, mine, state, None)


def test_bids_are_told_as_they_are_compared_with_their_bonuses() -> None:
    """Athens's 1 counts 2 with Diplomacy's bonus: told "1 and 1", the win read as a tie."""
    from hellenica_tui.games.hellenica.gods.events import BidsOpened

    state = RULESET.initial_state("classic", [Seat("athens"), Seat("thebes")], 1, {})
    opened = BidsOpened(bids={"athens": 1, "thebes": 1}, counted={"athens": 2, "thebes": 1}, tied=("athens",))
    assert narrate(RULES, opened, state, "thebes") == "Bids open: Athens 1, counted 2 with its bonus; you 1."
    plain = BidsOpened(bids={"athens": 2, "thebes": 1}, counted={"athens": 2, "thebes": 1}, tied=("athens",))
    assert narrate(RULES, plain, state, None) == "Bids open: Athens 2, Thebes 1."
