"""What a seat reads of the table: the race to win, what happened to it, costs and the forms a person may type."""
