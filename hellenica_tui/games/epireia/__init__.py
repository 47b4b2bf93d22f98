"""Epireia: two leagues of Greek city-states develop their cities over three Acts
and meet in one Great Battle on three fronts. `ruleset.RULESET` is what the engine
plays; the content (cards, spaces, tokens) is data in `scenarios/epireia/`."""
