"""The core every feature builds on: the state, commands and events, and the dispatch of decide, evolve,
legal, notation and narration."""
