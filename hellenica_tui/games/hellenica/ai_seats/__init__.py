"""The rulebook's AI players: the city-states nobody plays."""
