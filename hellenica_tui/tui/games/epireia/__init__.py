"""Epireia on the shell."""
