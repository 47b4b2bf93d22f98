"""The scenario's rules data: its typed schema (effect kinds included), how it is
loaded, cached and validated, the board derived from it, and the copy a save keeps."""
