"""Battles: the sea battle and land battle phases, revolts, casualties and capture."""
