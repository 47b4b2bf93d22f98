"""Game-agnostic core: event log, save files, undo/redo, replay, rng, hex grid.

Nothing here knows about Hellenica or imports Textual.
"""
