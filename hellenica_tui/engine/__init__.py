"""Game-agnostic core: event log, save files and their lock, undo/redo, replay, rng, hex grid.

Nothing here knows about Hellenica or imports Textual.
"""
