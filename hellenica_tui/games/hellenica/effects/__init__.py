"""The effect kinds that cards and advancements use, and what each does."""
