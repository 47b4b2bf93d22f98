"""The map as tiles: a built map's setup phase and the random map."""
