"""Setup and the turn: patrons, Ethos, the action phase's order, upkeep."""
