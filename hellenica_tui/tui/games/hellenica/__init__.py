"""Hellenica's screens: its own game screen, replay and new-game form."""
