"""The dice game's screens: its board as a text pane, on the shell."""
