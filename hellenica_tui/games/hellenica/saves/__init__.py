"""What a Hellenica save may hold, and what a list of saves tells of each game."""
