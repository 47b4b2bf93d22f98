"""The scenario's rules data: its typed schema, how it is loaded and cached, the board derived from it,
and the copy a save keeps."""
