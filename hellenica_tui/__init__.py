"""Hellenica: Story of Greece, played in a terminal."""

__version__ = "0.1.0"
