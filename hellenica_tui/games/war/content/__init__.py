"""The scenario data of the war game: its schema and its loader."""
