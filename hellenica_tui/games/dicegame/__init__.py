"""The dice-and-cards game: the engine's test game, an example game of the registry."""
