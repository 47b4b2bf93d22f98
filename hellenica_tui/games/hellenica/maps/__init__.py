"""The map as tiles: a built map's setup phase, the random map and exploring the explorable map."""
