"""A search AI over any game's search core: determinized information-set Monte
Carlo tree search (`ismcts.decide`), given the game's sampler and evaluation
(`game.Game`)."""
