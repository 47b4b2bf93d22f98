"""The AI of War and politics: the generic search (`ai.search`) given War's sampler,
evaluation and playout policy."""
