"""What every ruleset builds on, whatever its game: features composed into rules with a
typed hook vocabulary of the game's own (feature.py), tables typed by their command and
event kinds (tables.py), the transaction a command is decided in (transaction.py), legal
commands listed by trial (legal.py), the notation reader's pieces (notation.py, spelling.py)
and the phrasing of a log line (phrasing.py). The kit imports no game."""
