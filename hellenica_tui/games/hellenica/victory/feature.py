"""Objectives and victory as a feature: the upkeep's check for a winner."""

from hellenica_tui.games.hellenica.core.feature import Feature
from hellenica_tui.games.hellenica.victory import victory

FEATURE = Feature(name="victory", upkeep=victory.UPKEEP)
