"""Supply for movement, combat, conquest and the creatures on the map."""
