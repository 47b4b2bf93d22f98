"""The Hellenica ruleset."""
