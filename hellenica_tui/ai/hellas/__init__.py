"""The AI of Hellas: the generic search (`ai.search`) given Hellas's sampler and
evaluation, and the bots by name (`bots.BOTS`)."""
