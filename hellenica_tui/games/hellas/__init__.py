"""Hellas: two players lay hex tiles into a growing Aegean and race to hold ten cities.

`RULESET` (ruleset.py) is what the engine plays; `search` is the same rules as
plain functions for bots and search."""
