"""The AI of Epireia: the generic search (`ai.search`) given Epireia's sampler,
evaluation and playout policy (`game.EPIREIA`)."""
