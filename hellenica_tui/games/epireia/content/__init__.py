"""The data of an Epireia scenario: its schema, and the loader that checks it."""
