"""Hellas's screens on the shell: the tile map, the players' supplies and hands, the
tile being laid, the God cards, its dialogs."""
