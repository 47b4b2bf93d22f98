"""What the rules count is said where a player reads it: Destruction counts the
Home City of a city-state in play only (one left out of a smaller game is a
neutral city). The card's own text stays as saves of the first format know it
(they hold no rules data of their own, and load only on the very same scenario),
so the objectives' rules page says it."""

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.effects.counts import count
from hellenica_tui.games.hellenica.table.rule_pages import pages
from tests.games.hellenica.rules.conftest import action_game


def test_destruction_says_and_counts_only_the_home_cities_of_seats_in_play() -> None:
    content = load_scenario("classic")
    page = next(p for p in pages("classic") if p.id == "objectives")
    assert "Destruction" in page.text and "in play" in page.text and "does not count" in page.text
    game = action_game("classic")  # Athens and Sparta
    s = game.state
    s.areas["thebes"].owner = "athens"  # Thebes sits out this game
    assert count(s, content, "athens", "foreign_home_cities") == 0
    s.areas["sparta"].owner = "athens"
    assert count(s, content, "athens", "foreign_home_cities") == 1
