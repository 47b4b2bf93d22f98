"""The declared facts of Hellas, for the table of games."""

from __future__ import annotations

GAME_ID = "hellas"
TITLE = "Hellas"
PLAYERS = (2, 2)  # the least and the most
SEATS = ("light", "dark")  # the first seat plays light and begins
SEAT_WORD = "player"
SCENARIOS = ("standard",)
DEFAULT_SCENARIO = "standard"
BOTS = ("random", "greedy")  # games.hellas.bots
