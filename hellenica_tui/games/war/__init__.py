"""War and politics in ancient Greece: a hex wargame of twelve city-states."""
