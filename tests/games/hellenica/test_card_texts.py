"""Card texts say what the rules count: Destruction counts the Home City of a
city-state in play only (one left out of a smaller game is a neutral city)."""

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.effects.counts import count
from tests.games.hellenica.rules.conftest import action_game


def test_destruction_says_and_counts_only_the_home_cities_of_seats_in_play() -> None:
    content = load_scenario("classic")
    text = content.objectives["destruction"].text
    assert "in play" in text and "does not count" in text
    game = action_game("classic")  # Athens and Sparta
    s = game.state
    s.areas["thebes"].owner = "athens"  # Thebes sits out this game
    assert count(s, content, "athens", "foreign_home_cities") == 0
    s.areas["sparta"].owner = "athens"
    assert count(s, content, "athens", "foreign_home_cities") == 1
