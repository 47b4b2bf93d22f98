"""What a seat shows of a board: the map model, the hex board, what a command points at."""
