"""A seat's use cases, shared by the command line, the screens and the servers, and
without Textual: open or create a game as a seat (`opening`), give a command and be
told why not (`submit`), take back and put back (`undoing`), host the AI seats under
the save's host lease (`hosting`), follow a save for changes (`watch`); the game as a
screen shows it (`session`, `board/`)."""
